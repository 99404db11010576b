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

/**
 * Sets the simulator's fault config (`POST /__sim/faults`, exchange-sim/API.md): from the test
 * process, as a tool does (JSON, the admin header, no Origin). `{}` clears every fault.
 */
export async function simFaults(simUrl: string, faults: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${simUrl}/__sim/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sim-admin': '1' },
    body: JSON.stringify(faults),
  });
  const body = (await res.json()) as { ret_code?: number; retCode?: number };
  if ((body.ret_code ?? body.retCode) !== 0) throw new Error(`fault config refused: ${JSON.stringify(body)}`);
}
