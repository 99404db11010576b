import type { WireOrder } from 'shared-core';
import { ApiPaths, PushTopics, type HttpClient } from 'shared-http';

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
