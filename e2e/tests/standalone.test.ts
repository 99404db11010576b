import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { launchBrowser } from '../src/browser';
import { E2E_PORTS, HOSTNAME, startEnvironment, type Environment } from '../src/env';
import { waitForChange } from '../src/page';

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

/** Each remote's own page: its own store, bus and streams against the simulator, no host. */
const cases = [
  { remote: 'remote_option_entry', ready: 'option-chain', live: '[data-testid="index-price"]' },
  { remote: 'remote_positions', ready: 'positions-table', live: '[data-testid="position-mark-BTCUSDT"]' },
  { remote: 'remote_order_panel', ready: 'open-orders-table', live: '[data-testid="open-order-count"]' },
] as const;

for (const c of cases) {
  it(`${c.remote} runs alone for its team, with live data and no host`, async () => {
    const page = await browser.context.newPage();
    const sim = `${HOSTNAME}:${E2E_PORTS.sim}`;
    await page.goto(`http://${HOSTNAME}:${E2E_PORTS[c.remote]}/?api=http://${sim}&ws=ws://${sim}`);
    const signIn = page.getByRole('button', { name: 'Sign in' });
    const widget = page.getByTestId(c.ready);
    await Promise.race([signIn.waitFor(), widget.waitFor()]);
    if (await signIn.isVisible()) await signIn.click();
    await widget.waitFor({ timeout: 20_000 });
    assert.equal(await page.evaluate(() => '__TRADING_PAGE__' in window), false, 'no host on this page');
    if (c.remote !== 'remote_order_panel') {
      const live = page.locator(c.live).first();
      await waitForChange(async () => (await live.textContent()) ?? '', (await live.textContent()) ?? '');
    } else {
      assert.match((await page.locator(c.live).textContent()) ?? '', /^\(\d+\)$/);
    }
    await page.close();
  });
}
