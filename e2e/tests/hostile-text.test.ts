import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { launchBrowser } from '../src/browser';
import { startEnvironment, type Environment } from '../src/env';
import { openSignedIn, waitForSlotState } from '../src/page';
import { type TestHookWindow } from '../src/shareScope';
import { simFaults } from '../src/sim';

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

  // The simulator cleans markup out of every message it writes, so an exchange whose texts cannot
  // be trusted is stood in for by a fault that answers a hostile message verbatim.
  await simFaults(env.simUrl, {
    errorAnswer: { paths: ['/contract/v5/order/create'], code: 3200101, message: HOSTILE },
  });
  const retMsg = await page.evaluate(async () => {
    const { http } = (window as unknown as TestHookWindow).__TRADING_PAGE__!.services;
    const order = { symbol: 'BTCUSDT', side: 'Buy', orderType: 'Limit', qty: '1', price: '1' };
    return http.post('/contract/v5/order/create', order, { errors: {} }).then(
      () => 'accepted',
      (e: Error) => e.message,
    );
  });
  await simFaults(env.simUrl, {});
  assert.equal(retMsg, HOSTILE, 'the exchange sent the markup as its message');

  const toast = page.getByTestId('toasts').getByText(HOSTILE, { exact: false });
  await toast.waitFor({ timeout: 10_000 });
  assert.ok(((await toast.textContent()) ?? '').includes(HOSTILE), 'the markup is visible as text');
  assert.equal(await page.locator('img[src="x"]').count(), 0, 'no element was made of it');
  await new Promise((r) => setTimeout(r, 300));
  assert.equal(await page.evaluate(() => window.__xss), undefined, 'its handler never ran');
  await page.close();
});
