import type { OptionOrderRequest, OptionOrderResult } from 'shared-core';
import type { HttpClient } from 'shared-http';

export const BATCH_PLACE_PATH = '/option/usdc/ex/private/v1/batch-place-orders';

/** Places option orders; resolves to the per-order outcomes (errorCode 0 is success). */
export async function placeOptionOrders(http: HttpClient, orders: OptionOrderRequest[]): Promise<OptionOrderResult[]> {
  const result = await http.post<{ result?: OptionOrderResult[] }>(BATCH_PLACE_PATH, { orderRequest: orders });
  return result.result ?? [];
}
