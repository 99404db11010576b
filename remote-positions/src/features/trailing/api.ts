import type { HttpClient } from 'shared-http';
import type { TrailingBody } from './rules/trailing';

/** positions.md §7: the trailing stop is set and cleared through set-tp-sl-ts (exchange-sim/API.md). */
export const SET_TP_SL_TS_PATH = '/contract/v5/position/set-tp-sl-ts';

export const setTrailingStop = (http: HttpClient, body: TrailingBody) =>
  http.post<{ orderIds?: string[] }>(SET_TP_SL_TS_PATH, body);
