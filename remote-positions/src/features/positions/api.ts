import { ApiPaths, PushTopics, type HttpClient } from 'shared-http';
import { decodePositionSnapshot, type Position } from 'shared-core';

export const POSITION_TOPIC = PushTopics.position;

/** The account's positions (compact keys on the wire), decoded to full field names. */
export async function fetchPositions(http: HttpClient, signal?: AbortSignal): Promise<Position[]> {
  const result = await http.get<{ list?: unknown[] }>(ApiPaths.positionList, undefined, { signal });
  return decodePositionSnapshot(result.list ?? []);
}
