import type { HttpClient } from 'shared-http';

/** GET: the account's open futures-spread orders (exchange-sim API.md "Futures spread"). */
export const SPREAD_ORDER_LIST_PATH = '/combination/api/order/list';

/** The open spread orders (entries checked in rules.ts). */
export async function fetchSpreadOrders(http: HttpClient, signal?: AbortSignal): Promise<unknown[]> {
  const r = await http.get<{ list?: unknown[] }>(SPREAD_ORDER_LIST_PATH, undefined, { signal });
  return Array.isArray(r?.list) ? r.list : [];
}
