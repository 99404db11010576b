import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { waitUntil } from '../src/page';
import { signedInSuite } from '../src/suite';

// Issue 17, TP/SL of an order (positions.md §2, scene 'order'): a resting limit order placed with
// the page's session, its TP/SL opened from the order panel's row (the two remotes meet on the
// event bus), saved by order/replace, read back from the simulator and shown live in the row.

const SYMBOL = 'BTCUSDT';

interface SimOrderTpSl {
  orderId: string;
  takeProfit: string;
  stopLoss: string;
}

const suite = signedInSuite({ ready: ['remote_positions', 'remote_order_panel'] });

async function lastPrice(): Promise<number> {
  const res = await suite.page.request.get(
    `${suite.env.simUrl}/contract/v5/public/support/symbol-price?symbol=${SYMBOL}`,
  );
  const body = (await res.json()) as { result: { list: Record<string, { lastPrice: string }> } };
  return Number(body.result.list[SYMBOL]!.lastPrice);
}

/** A price on BTCUSDT's 0.1 tick, `percent` away from `from` (test input, not money arithmetic). */
const tickPrice = (from: number, percent: number): string =>
  (Math.round(from * (1 + percent / 100) * 10) / 10).toFixed(1);

async function simOrder(orderId: string): Promise<SimOrderTpSl | undefined> {
  const res = await suite.page.request.get(`${suite.env.simUrl}/contract/v5/order/list?status=open`);
  const body = (await res.json()) as { result?: { list?: SimOrderTpSl[] } };
  return body.result?.list?.find((o) => o.orderId === orderId);
}

/** A figure as the row writes it (thousands separators) back to a number. */
const figure = (text: string | null): number => Number((text ?? '').replace(/,/g, ''));

describe('TP/SL of an order, from the order panel', () => {
  it('sets TP and SL on a resting limit order: the simulator holds them and the row shows them', async () => {
    const page = suite.page;
    const last = await lastPrice();
    // a buy well below the market: it rests
    const price = tickPrice(last, -10);
    const res = await page.request.post(`${suite.env.simUrl}/contract/v5/order/create`, {
      headers: { platform: 'pc', 'content-type': 'application/json' },
      data: { symbol: SYMBOL, side: 'Buy', orderType: 'Limit', qty: '0.001', price, positionIdx: 0 },
    });
    const created = (await res.json()) as { retCode?: number; ret_code?: number; result: { orderId: string } };
    assert.equal(created.retCode ?? created.ret_code, 0, JSON.stringify(created));
    const id = created.result.orderId;

    const edit = page.getByTestId(`order-tpsl-edit-${id}`);
    await edit.waitFor({ timeout: 20_000 });
    assert.equal(await page.getByTestId(`order-tp-${id}`).textContent(), '--');
    // keyboard alone: focus the row's button and press Enter
    await edit.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('tpsl-dialog').waitFor({ timeout: 20_000 });

    // a long's TP above the market, its SL below the order's price
    const tp = tickPrice(last, 5);
    const sl = tickPrice(last, -15);
    await page.getByTestId('tpsl-tp-price').fill(tp);
    await page.getByTestId('tpsl-sl-price').fill(sl);
    const confirm = page.getByTestId('tpsl-confirm');
    await waitUntil(
      () => confirm.isEnabled(),
      (on) => on,
      'the dialog loaded',
    );
    await confirm.click();
    await page.getByTestId('tpsl-dialog').waitFor({ state: 'detached', timeout: 20_000 });

    const held = await waitUntil(
      () => simOrder(id),
      (o) => o !== undefined && Number(o.takeProfit) === Number(tp) && Number(o.stopLoss) === Number(sl),
      'the simulator holds the order TP/SL',
    );
    assert.ok(held);
    await waitUntil(
      () => page.getByTestId(`order-tp-${id}`).textContent(),
      (text) => figure(text) === Number(tp),
      'the row shows the take profit',
    );
    await waitUntil(
      () => page.getByTestId(`order-sl-${id}`).textContent(),
      (text) => figure(text) === Number(sl),
      'the row shows the stop loss',
    );
  });
});
