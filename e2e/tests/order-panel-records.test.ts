import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { REMOTE_NAMES } from '../src/env';
import { waitForSlotState, waitUntil } from '../src/page';
import { signedInSuite } from '../src/suite';

// Issue 19 on the composed page: a position closed on the page listed in P&L closed positions
// (and its closing order in closed orders); the leveraged-token records shown only while the page
// shows a leveraged token (BTC3LUSDT); the borrowings of the seeded borrowing account.

const suite = signedInSuite({ ready: REMOTE_NAMES });

const panel = () => suite.page.getByTestId('slot-remote_order_panel');
const tab = (name: string) => panel().getByRole('tab', { name, exact: true });

interface Envelope<T> {
  ret_code?: number;
  retCode?: number;
  ret_msg?: string;
  result?: T;
}
const codeOf = (e: Envelope<unknown>) => e.ret_code ?? e.retCode;

/** A call of the page's signed-in session (its cookies) to the simulator. */
async function sim<T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const url = `${suite.env.simUrl}${path}`;
  const res =
    method === 'GET'
      ? await suite.page.request.get(url)
      : await suite.page.request.post(url, { headers: { platform: 'pc', 'content-type': 'application/json' }, data });
  const body = (await res.json()) as Envelope<T>;
  assert.equal(codeOf(body), 0, `${path}: ${body.ret_msg}`);
  return body.result!;
}

const positionSize = async (symbol: string) => {
  const { list } = await sim<{ list: { s: string; sz: string }[] }>(
    'GET',
    `/contract/v5/position/list?symbol=${symbol}`,
  );
  return list.find((p) => p.s === symbol)?.sz ?? '0';
};

/** The page at another route, signed in still (the session cookie), every remote ready. */
async function goTo(path: string): Promise<void> {
  await suite.page.goto(new URL(path, suite.env.pageUrl).toString());
  for (const name of REMOTE_NAMES) await waitForSlotState(suite.page, name, 'ready');
}

describe('order panel: P&L, leveraged-token records, borrowings', () => {
  it('a position closed on the page is listed in P&L closed positions, its close in closed orders', async () => {
    // demo@ holds no SOLUSDT: open 1 at market, then close it from the positions table
    await sim('POST', '/contract/v5/order/create', {
      symbol: 'SOLUSDT',
      side: 'Buy',
      orderType: 'Market',
      qty: '1',
      timeInForce: 'ImmediateOrCancel',
      positionIdx: 0,
    });
    assert.equal(await positionSize('SOLUSDT'), '1');
    const close = suite.page.getByTestId('close-market:SOLUSDT:0');
    await close.waitFor({ timeout: 15_000 });
    await close.click();
    const dialog = suite.page.getByTestId('close-dialog');
    await dialog.waitFor();
    await waitUntil(
      () => suite.page.getByTestId('close-qty').inputValue(),
      (v) => v !== '',
      'the close quantity',
    );
    await suite.page.getByTestId('close-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await waitUntil(
      () => positionSize('SOLUSDT'),
      (s) => s === '0',
      'the position after the close',
    );

    await tab('Profit and loss').click();
    const tabPanel = panel().getByTestId('pnl-tab');
    await tabPanel.waitFor({ timeout: 15_000 });
    assert.equal(await panel().getByTestId('pnl-range-7').getAttribute('aria-checked'), 'true');
    // closed orders (the default sub-tab): the close just made
    await panel().locator('[data-symbol="SOLUSDT"]').first().waitFor({ timeout: 15_000 });
    await panel().getByTestId('pnl-sub-closedPositions').click();
    const row = panel().locator('[data-pnl-id^="SOLUSDT:0:"]').first();
    await row.waitFor({ timeout: 15_000 });
    const text = (await row.textContent()) ?? '';
    assert.match(text, /SOLUSDT/);
    assert.match(text, /Long/, 'the closed side: the long position');
    // the net P&L is signed (or zero) and never NaN
    assert.doesNotMatch(text, /NaN/);
  });

  it('shows the subscription/redemption history only while the page shows a leveraged token', async () => {
    assert.equal(await tab('Subscription/redemption history').count(), 0, 'no tab for a contract');
    await goTo('/trade/usdt/BTC3LUSDT');
    await tab('Subscription/redemption history').click();
    await panel().getByTestId('lt-records-tab').waitFor({ timeout: 15_000 });
    const record = (id: string) => panel().locator(`[data-lt-record="${id}"]`);
    await record('lt-s-1').waitFor({ timeout: 15_000 });
    assert.equal(await record('lt-s-2').count(), 0, '12 days ago: outside the 7-day range');
    await panel().getByTestId('lt-range-30').click();
    await record('lt-s-2').waitFor({ timeout: 15_000 });
    assert.match((await record('lt-s-1').textContent()) ?? '', /500\.0000 USDT/);
    await panel().getByTestId('lt-sub-redemption').click();
    await record('lt-r-1').waitFor({ timeout: 15_000 });
    await record('lt-r-2').waitFor({ timeout: 15_000 });
    assert.match((await record('lt-r-2').textContent()) ?? '', /Processing/);
    // back on a contract, the tab is gone
    await goTo('/trade/usdt/BTCUSDT');
    await tab('Trade history').waitFor({ timeout: 15_000 });
    assert.equal(await tab('Subscription/redemption history').count(), 0);
  });

  it('lists what the borrowing account borrows', async () => {
    // sign the page's session in as the seeded borrower, then load the page again
    await sim('POST', '/user/public/login', { email: 'borrower@sim.local', password: 'borrower' });
    await goTo('/trade/usdt/BTCUSDT');
    await tab('Borrowings').click();
    const usdt = panel().getByTestId('borrowing-row-USDT');
    await usdt.waitFor({ timeout: 15_000 });
    await panel().getByTestId('borrowing-row-ETH').waitFor({ timeout: 15_000 });
    const text = (await usdt.textContent()) ?? '';
    assert.match(text, /1,500\.0000/, 'borrowed');
    assert.match(text, /48,500\.0000/, 'available to borrow');
    assert.match(text, /0\.000250%/, 'hourly rate');
  });
});
