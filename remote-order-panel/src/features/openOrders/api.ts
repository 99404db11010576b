import type { WireOrder } from 'shared-core';
import { ApiPaths, PushTopics, type HttpClient } from 'shared-http';
import type { CancelAllRequest } from './subTabs';

export const ORDER_TOPIC = PushTopics.order;

export async function fetchOpenOrders(http: HttpClient, signal?: AbortSignal): Promise<unknown[]> {
  const result = await http.get<{ list?: unknown[] }>(ApiPaths.orderList, { status: 'open' }, { signal });
  return result.list ?? [];
}

export interface CancelOrderResult {
  orderId: string;
  orderLinkId?: string;
  symbol: string;
  orderStatus: WireOrder['orderStatus'];
}

export function cancelOrder(
  http: HttpClient,
  order: Pick<WireOrder, 'orderId' | 'symbol'>,
): Promise<CancelOrderResult> {
  return http.post<CancelOrderResult>(ApiPaths.orderCancel, { symbol: order.symbol, orderId: order.orderId });
}

/** order-panel.md §7: cancel-all of one sub-tab, and its futures-spread variant. */
export const CANCEL_ALL_PATH = '/contract/v5/order/cancel-totally-integrated';
export const FUTURE_SPREAD_CANCEL_ALL_PATH = '/combination/api/order/cancel-all';

export interface CancelAllResult {
  list: { orderId: string }[];
}

export async function cancelAllOrders(http: HttpClient, request: CancelAllRequest): Promise<CancelAllResult> {
  const path = request.kind === 'futureSpread' ? FUTURE_SPREAD_CANCEL_ALL_PATH : CANCEL_ALL_PATH;
  const result = await http.post<Partial<CancelAllResult>>(path, request.body);
  return { list: Array.isArray(result.list) ? result.list : [] };
}
