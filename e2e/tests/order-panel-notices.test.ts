import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { REMOTE_NAMES } from '../src/env';
import { waitForSlotState, waitUntil } from '../src/page';
import { signedInSuite } from '../src/suite';

// Issue 19 on the composed page: the order panel's trade notices (order-panel.md §4.5) on the
// host's one toast stack: a fill told once, a kind switched off from the panel's settings staying
// silent across a reload, a liquidation forced in the simulator shown as the failure notice.

const suite = signedInSuite({ ready: REMOTE_NAMES });

const panel = () => suite.page.getByTestId('slot-remote_order_panel');
const toasts = () => suite.page.getByTestId('toasts').getByTestId('toast');
const toastsTitled = (title: string) =>
  toasts().filter({ has: suite.page.locator('.MuiAlertTitle-root', { hasText: title }) });

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

/** A loopback admin call of the simulator (exchange-sim/API.md, "Trade notices"). */
async function simAdmin(path: string, data: Record<string, unknown>): Promise<Record<string, unknown>> {
  const r = await suite.page.request.post(`${suite.env.simUrl}${path}`, {
    headers: { 'content-type': 'application/json', 'x-sim-admin': '1' },
    data,
  });
  const body = await r.json();
  assert.equal(body.retCode ?? body.ret_code, 0, JSON.stringify(body));
  return body.result as Record<string, unknown>;
}

/** Lets every push of the last action arrive (a second notice of it would show by then). */
const settle = () => suite.page.waitForTimeout(2000);

/**
 * Every toast line added to the host's stack from now on, as [title, count] (a line lasts 2500 ms,
 * so a second notice of one event could come after the first faded: the log keeps both).
 */
async function logToasts(): Promise<() => Promise<[string, string][]>> {
  await suite.page.evaluate(() => {
    const w = window as unknown as { __toastLog?: [string, string][]; __toastObserver?: MutationObserver };
    w.__toastLog = [];
    // one observer per page (a reload brings a fresh window), the log restarted for each test
    if (w.__toastObserver) return;
    // a line's node may be moved or rendered anew: each line (its id) counted once
    const seen = new Set<string>();
    const stack = document.querySelector('[data-testid="toasts"]')!;
    w.__toastObserver = new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof HTMLElement)
            for (const el of [n, ...n.querySelectorAll<HTMLElement>('[data-testid="toast"]')])
              if (
                el.dataset.testid === 'toast' &&
                !seen.has(el.dataset.toastId ?? '') &&
                seen.add(el.dataset.toastId ?? '')
              )
                w.__toastLog!.push([
                  el.querySelector('.MuiAlertTitle-root')?.textContent ?? '',
                  el.dataset.count ?? '',
                ]);
    });
    w.__toastObserver.observe(stack, { childList: true, subtree: true });
  });
  return () => suite.page.evaluate(() => (window as unknown as { __toastLog: [string, string][] }).__toastLog);
}

/**
 * Until the panel's seven topics are subscribed a push tells nothing: a resting limit order (far
 * below the market) is placed until its creation is told, so the stream is known to be live.
 */
async function untilNoticesLive(): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const r = await suite.page.request.post(`${suite.env.simUrl}/contract/v5/order/create`, {
      headers: { platform: 'pc', 'content-type': 'application/json' },
      data: { symbol: 'BTCUSDT', side: 'Buy', orderType: 'Limit', qty: '0.001', price: '1000', positionIdx: 0 },
    });
    const body = await r.json();
    assert.equal(body.retCode ?? body.ret_code, 0, JSON.stringify(body));
    try {
      await toastsTitled('Order created').first().waitFor({ timeout: 2000 });
      return;
    } catch {
      // not subscribed yet: another order
    }
  }
  assert.fail('no order notice within 10 orders: the notice topics are not live');
}

describe('order panel: trade notices', () => {
  it('an order that fills is told once, in words, on the host stack', async () => {
    await untilNoticesLive();
    const log = await logToasts();
    await marketOrder('Buy');
    const filled = toastsTitled('Order filled');
    await filled.first().waitFor({ timeout: 15_000 });
    assert.equal(await filled.count(), 1);
    const text = (await filled.first().textContent()) ?? '';
    assert.match(text, /Bought\s*\u2066?0\.001\u2069?\s*\u2066?BTCUSDT/);
    await settle();
    // told by user.order (scene 4) and user.trade.msg: one line, never a second (one within the
    // line's 2500 ms would fold into it as "Order filled (2)", a later one would be a new line)
    const lines = (await log()).filter(([title]) => title.startsWith('Order filled'));
    assert.deepEqual(lines, [['Order filled', '1']]);
  });

  it('a notice kind switched off in the settings stays silent, also after a reload', async () => {
    await panel().getByTestId('panel-settings-button').click();
    const sw = suite.page.getByTestId('notice-switch-trade').locator('input');
    await sw.waitFor({ timeout: 15_000 });
    assert.equal(await sw.isChecked(), true);
    // from the keyboard, as a trader without a mouse would
    await sw.focus();
    await suite.page.keyboard.press('Space');
    await waitUntil(
      async () => (await sw.isChecked()) === false && (await sw.isEnabled()),
      (done) => done,
      'the switch should be off and saved',
      15_000,
    );
    await suite.page.keyboard.press('Escape');
    await suite.page.reload();
    await waitForSlotState(suite.page, 'remote_order_panel', 'ready');
    await untilNoticesLive();
    // the switch reads back off from the exchange
    await panel().getByTestId('panel-settings-button').click();
    const again = suite.page.getByTestId('notice-switch-trade').locator('input');
    await again.waitFor({ timeout: 15_000 });
    await waitUntil(
      () => again.isChecked(),
      (c) => c === false,
      'the saved switch should read back off',
      15_000,
    );
    await suite.page.keyboard.press('Escape');

    const log = await logToasts();
    await marketOrder('Buy');
    // the other kinds still speak: the order's creation is told…
    await toastsTitled('Order created').first().waitFor({ timeout: 15_000 });
    await settle();
    // …its fill is not
    const titles = (await log()).map(([title]) => title);
    assert.ok(
      titles.some((t) => t.startsWith('Order created')),
      titles.join(', '),
    );
    assert.ok(!titles.some((t) => t.startsWith('Order filled') || t.startsWith('Position updated')), titles.join(', '));
  });

  it('a liquidation forced in the simulator shows the failure notice, even with notices off', async () => {
    const log = await logToasts();
    const { orderId } = await simAdmin('/__sim/liquidate', { email: 'demo@sim.local', symbol: 'BTCUSDT' });
    assert.ok(orderId);
    const liquidation = toastsTitled('Liquidation');
    await liquidation.first().waitFor({ timeout: 15_000 });
    assert.equal(await liquidation.count(), 1);
    assert.match((await liquidation.first().textContent()) ?? '', /BTCUSDT/);
    assert.match((await liquidation.first().getAttribute('class')) ?? '', /Error/);
    await waitUntil(
      async () => (await suite.page.getByTestId('toasts-alert').textContent()) ?? '',
      (said) => said.includes('Liquidation'),
      'the failure should be said in the alert live region',
      10_000,
    );
    await settle();
    // user.order scene 5, user.unify.liquidation: one notice, never a second
    const lines = (await log()).filter(([title]) => title.startsWith('Liquidation'));
    assert.deepEqual(lines, [['Liquidation', '1']]);
  });
});
