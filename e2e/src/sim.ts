import type { Page } from 'playwright-core';

/** An order as the simulator lists it (`/contract/v5/order/list`), the fields the browser tests read. */
export interface SimOrder {
  orderId: string;
  orderLinkId: string;
  symbol: string;
  side: 'Buy' | 'Sell';
  orderType: 'Limit' | 'Market';
  price: string;
  qty: string;
  orderStatus: string;
  placeType: number;
  iv: string;
  reduceOnly: boolean;
}

/** The signed-in user's orders, read back from the simulator with the page's session cookie. */
export async function simOrders(page: Page, simUrl: string, status: 'open' | 'all'): Promise<SimOrder[]> {
  const res = await page.request.get(`${simUrl}/contract/v5/order/list?status=${status}`);
  const body = (await res.json()) as { result?: { list?: SimOrder[] } };
  return body.result?.list ?? [];
}
