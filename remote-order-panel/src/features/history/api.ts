import type { ContractSymbolConfig, WireExecution, WireOrder } from 'shared-core';
import { ApiPaths, type HttpClient } from 'shared-http';

/** The execution list (the simulator's "extra"; no ApiPaths entry yet). */
export const EXECUTION_LIST_PATH = '/contract/v5/execution/list';
/** Every contract's symbol config: display precision (tickSize, lotFraction), cached per session. */
export const SYMBOL_CONFIG_PATH = '/contract/v5/public/symbol-config';

export interface HistoryQuery {
  startTime: number;
  endTime: number;
  limit: number;
  /** the nextPageCursor of the page before; '' for the first page */
  cursor: string;
}

export interface HistoryPage<T> {
  list: T[];
  /** '' on the last page */
  nextPageCursor: string;
}

/** The query parameters of one page of a ranged, cursor-paged list (history, P&L, LT records). */
export const pageParams = (q: HistoryQuery): Record<string, string> => ({
  startTime: String(q.startTime),
  endTime: String(q.endTime),
  limit: String(q.limit),
  ...(q.cursor ? { cursor: q.cursor } : {}),
});

/** One page of such a list as the exchange answered it: a missing list or cursor reads as empty. */
export const pageOf = <T>(r: { list?: T[]; nextPageCursor?: string }): HistoryPage<T> => ({
  list: Array.isArray(r.list) ? r.list : [],
  nextPageCursor: typeof r.nextPageCursor === 'string' ? r.nextPageCursor : '',
});

/** GET /contract/v5/order/list?status=closed over a time range, one page. */
export async function fetchOrderHistory(
  http: HttpClient,
  q: HistoryQuery,
  signal?: AbortSignal,
): Promise<HistoryPage<WireOrder>> {
  const r = await http.get<{ list?: WireOrder[]; nextPageCursor?: string }>(
    ApiPaths.orderList,
    { status: 'closed', ...pageParams(q) },
    { signal },
  );
  return pageOf(r);
}

/** GET /contract/v5/execution/list over a time range, one page. */
export async function fetchTradeHistory(
  http: HttpClient,
  q: HistoryQuery,
  signal?: AbortSignal,
): Promise<HistoryPage<WireExecution>> {
  const r = await http.get<{ list?: WireExecution[]; nextPageCursor?: string }>(EXECUTION_LIST_PATH, pageParams(q), {
    signal,
  });
  return pageOf(r);
}

/** Symbol configs by symbol (positions.md §3); cached by the HTTP client. */
export async function fetchSymbolConfigs(
  http: HttpClient,
  signal?: AbortSignal,
): Promise<Record<string, ContractSymbolConfig>> {
  const r = await http.get<{ list?: ContractSymbolConfig[] }>(SYMBOL_CONFIG_PATH, undefined, { signal, cache: true });
  const out: Record<string, ContractSymbolConfig> = {};
  for (const c of r.list ?? []) if (c && typeof c.symbol === 'string') out[c.symbol] = c;
  return out;
}
