import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { REMOTE_NAMES } from '../src/env';
import { waitForChange, waitUntil } from '../src/page';
import { signedInSuite } from '../src/suite';

// Issue 18 on the composed page: order and trade history over 7 and 30 days (fills created by the
// test, then seen), paging, and the positions remote shown in the panel's Positions tab through
// the slot the host lends (contract 2), the same position live in both places.
// The "older than 7 days" boundary is tested in exchange-sim/test/history-range.test.ts (a clock
// the test moves); the browser cannot move the simulator's clock.

const suite = signedInSuite({ ready: REMOTE_NAMES });

const panel = () => suite.page.getByTestId('slot-remote_order_panel');
const openTab = (name: string) => panel().getByRole('tab', { name, exact: true }).click();

/** A market order of the page's signed-in session (its cookies), filled at once by the house. */
async function marketOrder(side: 'Buy' | 'Sell', qty = '0.001'): Promise<string> {
  const r = await suite.page.request.post(`${suite.env.simUrl}/contract/v5/order/create`, {
    headers: { platform: 'pc', 'content-type': 'application/json' },
    data: { symbol: 'BTCUSDT', side, orderType: 'Market', qty, timeInForce: 'ImmediateOrCancel', positionIdx: 0 },
  });
  const body = await r.json();
  assert.equal(body.retCode ?? body.ret_code, 0, JSON.stringify(body));
  return body.result.orderId as string;
}

describe('order panel: history and the lent positions widget', () => {
  let filled: string[] = [];

  it('shows fills just made in the order history for 7 and for 30 days', async () => {
    filled = [await marketOrder('Buy'), await marketOrder('Sell'), await marketOrder('Buy')];
    await openTab('Order history');
    for (const id of filled) await panel().getByTestId(`order-history-row-${id}`).waitFor({ timeout: 15_000 });
    assert.equal(await panel().getByTestId('order-history-range-7').getAttribute('aria-checked'), 'true');
    await panel().getByTestId('order-history-range-30').click();
    for (const id of filled) await panel().getByTestId(`order-history-row-${id}`).waitFor({ timeout: 15_000 });
    const status = await panel().getByTestId(`order-history-row-${filled[0]}`).getAttribute('data-status');
    assert.equal(status, 'Filled');
  });

  it('shows their executions in the trade history for 7 and for 30 days', async () => {
    await openTab('Trade history');
    for (const id of filled)
      await panel()
        .locator(`[data-testid^="trade-history-row-"][data-order-id="${id}"]`)
        .first()
        .waitFor({ timeout: 15_000 });
    await panel().getByTestId('trade-history-range-30').click();
    for (const id of filled)
      await panel()
        .locator(`[data-testid^="trade-history-row-"][data-order-id="${id}"]`)
        .first()
        .waitFor({ timeout: 15_000 });
  });

  it('pages through more trades than one page holds', async () => {
    for (let i = 0; i < 52; i++) await marketOrder(i % 2 ? 'Sell' : 'Buy');
    await panel().getByTestId('trade-history-range-7').click();
    const count = panel().getByTestId('trade-history-count');
    await count.waitFor({ timeout: 15_000 });
    assert.equal((await count.textContent())?.trim(), '50 shown');
    await panel().getByTestId('trade-history-load-more').click();
    await waitForChange(async () => (await count.textContent())?.trim(), '50 shown');
    const shown = Number((await count.textContent())?.match(/\d+/)?.[0]);
    assert.ok(shown > 50, `a second page appended (${shown} shown)`);
  });

  it('shows the positions remote in the Positions tab, the same position live in both places', async () => {
    await openTab('Positions');
    const lent = suite.page.getByTestId('lent-slot-remote_positions');
    // the tab's content and the lent remote are lazy: loading first, then ready
    await waitUntil(
      async () => lent.getAttribute('data-state', { timeout: 20_000 }),
      (state) => state === 'ready',
      'the Positions tab should show the lent positions remote ready',
      20_000,
    );
    const own = suite.page.getByTestId('slot-remote_positions');
    const mark = (where: typeof own) => where.getByTestId('position-mark-BTCUSDT').first();
    await mark(lent).waitFor({ timeout: 15_000 });
    // the positions widget's own list/tree toggle is there in the tab, and works
    await lent.getByTestId('positions-view-tree').click();
    await lent.getByTestId('positions-view-list').click();
    await mark(lent).waitFor({ timeout: 15_000 });
    // live: the mark moves in the tab, and both places show the same figure (one store)
    const first = (await mark(lent).textContent())?.trim();
    await waitForChange(async () => (await mark(lent).textContent())?.trim(), first, 20_000);
    const same = async () => (await mark(lent).textContent())?.trim() === (await mark(own).textContent())?.trim();
    assert.equal(await waitForChange(same, false, 10_000), true);
  });
});
