// The positions table on the composed page (issue 16, positions.md §2, §6): its columns follow
// the signed-in account's kind (two seeded accounts), the tree form keeps a collapsed group across
// a reload, and a contract click opens its trading page (options in a new tab).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../src/browser';
import { startEnvironment, type Environment } from '../src/env';
import { openSignedIn, slot, waitForSlotState } from '../src/page';

let env: Environment;
const browsers: Awaited<ReturnType<typeof launchBrowser>>[] = [];

before(async () => {
  env = await startEnvironment();
});

after(async () => {
  for (const b of browsers) await b.close();
  await env?.close();
});

/** A fresh browser signed in as a seeded account (password = the part before @). */
async function signInAs(email: string): Promise<Page> {
  const browser = await launchBrowser();
  browsers.push(browser);
  const page = await openSignedIn(browser.context, env.pageUrl, email);
  await waitForSlotState(page, 'remote_positions', 'ready');
  await table(page).locator('tbody tr').first().waitFor({ timeout: 20_000 });
  return page;
}

const table = (page: Page) => slot(page, 'remote_positions').locator('[data-table-id="POSITIONS_TABLE"]');
const columnKeys = (page: Page) =>
  table(page)
    .locator('thead th')
    .evaluateAll((ths) => ths.map((th) => th.getAttribute('data-column')));

describe('the positions table per account kind', () => {
  it('a classic copy-trade leader has no value or ADL column, and a close-by-margin-rate column', async () => {
    const page = await signInAs('leader@sim.local');
    const keys = await columnKeys(page);
    assert.ok(!keys.includes('value'), `value column shown: ${keys.join(',')}`);
    assert.ok(!keys.includes('adl'), 'ADL column shown');
    assert.ok(keys.includes('mmrClose'));
    assert.equal(keys[0], 'contract');
    assert.equal(keys.at(-1), 'actions');
    await table(page).getByTestId('position-row-BTCUSDT').waitFor();
  });

  it("portfolio margin shows value and ADL, no margin-rate close, greeks for its options, '--' liquidation", async () => {
    const page = await signInAs('pm@sim.local');
    const keys = await columnKeys(page);
    for (const key of ['value', 'adl', 'delta', 'gamma', 'vega', 'theta'])
      assert.ok(keys.includes(key), `${key} missing: ${keys.join(',')}`);
    assert.ok(!keys.includes('mmrClose'));
    assert.equal((await table(page).getByTestId('position-liq-BTCUSDT:0').textContent())?.trim(), '--');
  });
});

describe('tree form and navigation (pm@: BTC options and BTCUSDT)', () => {
  let page: Page;
  before(async () => {
    page = await signInAs('pm@sim.local');
  });

  it('groups by asset and category; a collapsed group stays collapsed across a reload', async () => {
    await slot(page, 'remote_positions').getByTestId('positions-view-tree').click();
    const options = table(page).getByTestId('positions-group:BTC/option');
    await options.waitFor();
    assert.equal(await options.getAttribute('aria-expanded'), 'true');
    const optionRows = () => table(page).locator('tbody tr[data-key*="-C:"], tbody tr[data-key*="-P:"]').count();
    assert.ok((await optionRows()) >= 2);

    await options.focus();
    await page.keyboard.press('Enter'); // keyboard alone
    assert.equal(await options.getAttribute('aria-expanded'), 'false');
    assert.equal(await optionRows(), 0);

    await page.reload();
    await waitForSlotState(page, 'remote_positions', 'ready');
    const again = table(page).getByTestId('positions-group:BTC/option');
    await again.waitFor({ timeout: 20_000 });
    assert.equal(await again.getAttribute('aria-expanded'), 'false');
    assert.equal(await optionRows(), 0);
    await table(page).getByTestId('position-row-BTCUSDT').waitFor();

    await again.click();
    assert.equal(await again.getAttribute('aria-expanded'), 'true');
    await slot(page, 'remote_positions').getByTestId('positions-view-list').click();
  });

  it('an option row opens the option page in a new tab', async () => {
    const link = table(page).locator('[data-testid^="position-link-BTC-"]').first();
    assert.equal(await link.getAttribute('href'), '/trade/option/usdc/BTC');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await tab.waitForLoadState('domcontentloaded');
    assert.match(tab.url(), /\/trade\/option\/usdc\/BTC$/);
    await tab.close();
  });

  it('a contract click replaces the page with its trading route', async () => {
    await table(page).getByTestId('position-link-BTCUSDT:0').click();
    await page.waitForURL(/\/trade\/usdt\/BTCUSDT$/, { timeout: 20_000 });
    await waitForSlotState(page, 'remote_positions', 'ready');
    // the page's current instrument is now BTCUSDT: its row is highlighted, and its order history linked
    await table(page)
      .locator('tr[data-testid="position-row-BTCUSDT"][data-selected="true"]')
      .waitFor({ timeout: 20_000 });
    assert.equal(
      await slot(page, 'remote_positions').getByTestId('positions-order-history').getAttribute('href'),
      '/user/assets/order/derivatives/uniform-usdt/all-orders',
    );
  });
});
