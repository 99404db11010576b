import type { HttpClient } from 'shared-http';
import type { Position } from 'shared-core';
import { decodeSnapshot } from './rules';

export const POSITIONS_PATH = '/contract/v5/position/list';
export const POSITION_TOPIC = 'user.position';

/** The account's positions (compact keys on the wire), decoded to full field names. */
export async function fetchPositions(http: HttpClient, signal?: AbortSignal): Promise<Position[]> {
  const result = await http.get<{ list?: unknown[] }>(POSITIONS_PATH, undefined, { signal });
  return decodeSnapshot(result.list ?? []);
}
