import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { launchBrowser } from '../src/browser';
import { startEnvironment, type Environment } from '../src/env';
import { openSignedIn, waitForSlotState } from '../src/page';

let env: Environment;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

before(async () => {
  env = await startEnvironment();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await env?.close();
});

declare global {
  interface Window {
    __xss?: number;
  }
}

/** Markup that would run if any of it were parsed as HTML. */
const HOSTILE = '<img src=x onerror="window.__xss=1">';

it('what the exchange sends back is shown as text, never parsed as HTML', async () => {
  const page = await openSignedIn(browser.context, env.pageUrl);
  await waitForSlotState(page, 'remote_order_panel', 'ready');

  // The simulator names the unknown symbol in its error message: hostile input comes back in retMsg.
  const retMsg = await page.evaluate(async (symbol) => {
    const { http } = window.__TRADING_PAGE__!.services;
    const order = { symbol, side: 'Buy', orderType: 'Limit', qty: '1', price: '1', timeInForce: 'GoodTillCancel' };
    return http.post('/contract/v5/order/create', order, { errors: {} }).then(
      () => 'accepted',
      (e: Error) => e.message,
    );
  }, HOSTILE);
  assert.ok(retMsg.includes(HOSTILE), `the simulator echoes the symbol in its message: ${retMsg}`);

  const toast = page.getByTestId('toasts').getByText(HOSTILE, { exact: false });
  await toast.waitFor({ timeout: 10_000 });
  assert.ok(((await toast.textContent()) ?? '').includes(HOSTILE), 'the markup is visible as text');
  assert.equal(await page.locator('img[src="x"]').count(), 0, 'no element was made of it');
  await new Promise((r) => setTimeout(r, 300));
  assert.equal(await page.evaluate(() => window.__xss), undefined, 'its handler never ran');
  await page.close();
});
