import type { HttpClient } from 'shared-http';
import type { MmrBody } from './rules/mmr';

/** positions.md §7 and exchange-sim/API.md ("Positions tools"). */
export const SET_MM_RATE_PATH = '/contract/v5/position/set-mm-rate';
export const ACCOUNT_MM_RATE_PATH = '/contract/v5/private/account/mm-rate';

export const setMmRate = (http: HttpClient, body: MmrBody) =>
  http.post<{ triggerMmRateE2?: number }>(SET_MM_RATE_PATH, body);

/** The account MMR as a fraction ("0.0123"); the dialog shows it in percent. */
export async function fetchAccountMmRate(http: HttpClient, signal?: AbortSignal): Promise<string> {
  const r = await http.get<{ accountMMRate?: string }>(ACCOUNT_MM_RATE_PATH, undefined, { signal });
  return r.accountMMRate ?? '0';
}
