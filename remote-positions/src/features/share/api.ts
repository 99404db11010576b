import type { HttpClient } from 'shared-http';
import type { ClosedPnl } from './rules/share';

/**
 * exchange-sim/API.md: the user's profile (order-panel.md §7 `GET /v2/private/user/profile`),
 * which carries the poster's invite code, avatar and loyalty label, and closed-PnL records.
 */
export const SHARE_PROFILE_PATH = '/v2/private/user/profile';
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
  const r = await http.get<{ list?: ClosedPnl[] }>(CLOSED_PNL_PATH, { symbol, limit: '50' }, { signal });
  return r.list ?? [];
}
