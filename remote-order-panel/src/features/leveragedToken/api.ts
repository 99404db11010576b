import type { HttpClient } from 'shared-http';
import { pageOf, pageParams, type HistoryPage, type HistoryQuery } from '../history/api';

/** The leveraged-token symbols (symbolType LT), cached per session (exchange-sim API.md, issue 19). */
export const LT_SYMBOLS_PATH = '/spot/v3/public/lt/symbols';
/** Subscription or redemption records of one token, paged over a time range. */
export const LT_RECORDS_PATH = '/spot/v3/private/lt/records';

export type LtRecordType = 'subscribe' | 'redeem';

export interface WireLtRecord {
  id: string;
  type: LtRecordType;
  ltCoin: string;
  /** subscribe: USDT paid; redeem: tokens given back */
  amount: string;
  /** subscribe: tokens received; redeem: USDT received */
  filled: string;
  nav: string;
  fee: string;
  status: 'Success' | 'Processing' | 'Failed';
  createdAt: number;
}

/** GET the leveraged-token list: the raw entries (checked in rules.ts). */
export async function fetchLtSymbols(http: HttpClient, signal?: AbortSignal): Promise<unknown[]> {
  const r = await http.get<{ list?: unknown[] }>(LT_SYMBOLS_PATH, undefined, { signal, cache: true });
  return Array.isArray(r.list) ? r.list : [];
}

/** GET one page of a token's records of one type. */
export async function fetchLtRecords(
  http: HttpClient,
  type: LtRecordType,
  ltCoin: string,
  q: HistoryQuery,
  signal?: AbortSignal,
): Promise<HistoryPage<WireLtRecord>> {
  const r = await http.get<{ list?: WireLtRecord[]; nextPageCursor?: string }>(
    LT_RECORDS_PATH,
    { type, ...(ltCoin ? { ltCoin } : {}), ...pageParams(q) },
    { signal },
  );
  return pageOf(r);
}
