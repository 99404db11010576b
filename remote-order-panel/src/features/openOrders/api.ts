import type { WireOrder } from 'shared-core';
import type { HttpClient } from 'shared-http';

export const OPEN_ORDERS_PATH = '/contract/v5/order/list';
export const CANCEL_ORDER_PATH = '/contract/v5/order/cancel';
export const ORDER_TOPIC = 'user.order';

export async function fetchOpenOrders(http: HttpClient, signal?: AbortSignal): Promise<unknown[]> {
  const result = await http.get<{ list?: unknown[] }>(OPEN_ORDERS_PATH, { status: 'open' }, { signal });
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
  return http.post<CancelOrderResult>(CANCEL_ORDER_PATH, { symbol: order.symbol, orderId: order.orderId });
}
