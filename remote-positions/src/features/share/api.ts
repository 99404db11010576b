import type { HttpClient } from 'shared-http';
import type { ClosedPnl } from './rules/share';

/** exchange-sim/API.md "Positions tools": the poster's profile and closed-PnL records. */
export const SHARE_PROFILE_PATH = '/v2/private/user/share-profile';
export const CLOSED_PNL_PATH = '/contract/v5/private/position/closed-pnl';

export interface ShareProfile {
  nickname: string;
  inviteCode: string;
  avatar: string;
  loyaltyLabel: number;
}

export const fetchShareProfile = (http: HttpClient, signal?: AbortSignal) =>
  http.get<ShareProfile>(SHARE_PROFILE_PATH, undefined, { signal });

export async function fetchClosedPnl(http: HttpClient, symbol: string, signal?: AbortSignal): Promise<ClosedPnl[]> {
  const r = await http.get<{ list?: ClosedPnl[] }>(CLOSED_PNL_PATH, { symbol, limit: '1' }, { signal });
  return r.list ?? [];
}
