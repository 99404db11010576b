import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../src/browser';
import { startEnvironment, type Environment } from '../src/env';
import { openSignedIn, waitForSlotState } from '../src/page';
import { simOrders as readSimOrders } from '../src/sim';

/**
 * The option entry on the composed page against the simulator: a buy by price, a sell by IV, a
 * market order and a three-leg batch, each confirmed in the dialog and then found in the
 * simulator's own order list.
 */
let env: Environment;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let calls: string[] = [];
let puts: string[] = [];

const simOrders = (status: 'open' | 'all') => readSimOrders(page, env.simUrl, status);

/** Confirms the placement dialog and waits for every outcome row of the submission to say "placed". */
async function confirmAndWaitPlaced(rows: number): Promise<void> {
  const dialog = page.getByTestId('place-confirm');
  await dialog.waitFor();
  await page.getByTestId('confirm-place').click();
  await dialog.waitFor({ state: 'detached' });
  const outcomes = page.getByTestId('entry-outcomes');
  await outcomes.waitFor();
  await page.waitForFunction(
    (n) => {
      const rows = [...document.querySelectorAll('[data-testid^="outcome-leg-"]')];
      return rows.length === n && rows.every((r) => r.getAttribute('data-severity') === 'success');
    },
    rows,
    { timeout: 15_000 },
  );
}

async function pick(column: 'ask' | 'bid' | 'mark', symbol: string): Promise<void> {
  await page.getByTestId(`${column}-${symbol}`).click();
  await page.locator(`[data-testid="entry-form"][data-symbol="${symbol}"]`).waitFor();
}

before(async () => {
  env = await startEnvironment();
  browser = await launchBrowser();
  page = await openSignedIn(browser.context, env.pageUrl);
  await waitForSlotState(page, 'remote_option_entry', 'ready');
  await page.getByTestId('option-chain').locator('[data-testid^="chain-row-"]').first().waitFor();
  const marks = await page
    .getByTestId('option-chain')
    .locator('[data-testid^="mark-BTC-"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice('mark-'.length)));
  calls = marks.filter((s) => s.endsWith('-C'));
  puts = marks.filter((s) => s.endsWith('-P'));
  assert.ok(calls.length >= 3 && puts.length >= 1, 'the chain lists calls and puts');
});

after(async () => {
  await browser?.close();
  await env?.close();
});

describe('option entry on the composed page', () => {
  it('places a buy by price that rests on the book', async () => {
    const symbol = calls[0]!;
    // counted by what this test sends: the seeded resting orders may fill as the market walks
    const isThis = (o: { symbol: string; price: string; qty: string }) =>
      o.symbol === symbol && o.price === '10' && o.qty === '0.02';
    const before = (await simOrders('open')).filter(isThis).length;
    await pick('mark', symbol);
    await page.getByTestId('entry-price').fill('10');
    await page.getByTestId('entry-price').press('Tab');
    await page.getByTestId('entry-qty').fill('0.02');
    await page.getByTestId('entry-qty').press('Enter'); // Enter submits through the confirmation
    await confirmAndWaitPlaced(1);
    const open = await simOrders('open');
    assert.equal(open.filter(isThis).length, before + 1, 'exactly one order for one placement');
    const order = open.find(isThis);
    assert.ok(order, 'the buy rests in the simulator');
    assert.equal(order.side, 'Buy');
    assert.equal(order.placeType, 1);
  });

  it('places a sell by IV, sent as an IV order', async () => {
    const symbol = puts[0]!;
    await pick('bid', symbol);
    await page.getByTestId('price-type-iv').click();
    await page.getByTestId('entry-iv').fill('150');
    await page.getByTestId('entry-qty').fill('0.01');
    await page.getByTestId('entry-submit').click();
    await confirmAndWaitPlaced(1);
    const order = (await simOrders('open')).find((o) => o.symbol === symbol && o.side === 'Sell' && o.placeType === 2);
    assert.ok(order, 'the IV sell rests in the simulator');
    assert.equal(Number(order.iv), 1.5);
  });

  it('places a market order, which fills at once', async () => {
    const symbol = calls[1]!;
    await pick('ask', symbol);
    await page.getByTestId('price-type-market').click();
    await page.getByTestId('entry-qty').fill('0.01');
    await page.getByTestId('entry-submit').click();
    await confirmAndWaitPlaced(1);
    const order = (await simOrders('all')).find((o) => o.symbol === symbol && o.orderType === 'Market');
    assert.ok(order, 'the market order reached the simulator');
    assert.match(order.orderStatus, /Filled/);
  });

  it('places a three-leg batch in one confirmation', async () => {
    const legs = calls.slice(0, 3);
    const isLeg = (o: { symbol: string; price: string }) => legs.includes(o.symbol) && o.price === '15';
    const before = (await simOrders('open')).filter(isLeg).length;
    await page.getByTestId('setting-batchMode').check();
    await page.getByTestId('batch-list').waitFor();
    for (const symbol of calls.slice(0, 3)) {
      await pick('mark', symbol);
      await page.getByTestId('price-type-usd').click();
      await page.getByTestId('entry-price').fill('15');
      await page.getByTestId('entry-price').press('Tab');
      await page.getByTestId('entry-qty').fill('0.01');
      await page.getByTestId('entry-add-to-batch').click();
    }
    assert.match((await page.getByTestId('batch-list').textContent()) ?? '', /Batch \(3\/20\)/);
    await page.getByTestId('batch-place').click();
    await confirmAndWaitPlaced(3);
    const open = await simOrders('open');
    assert.equal(open.filter(isLeg).length, before + 3, 'one order per leg');
    for (const symbol of calls.slice(0, 3)) {
      assert.ok(
        open.some((o) => o.symbol === symbol && o.price === '15'),
        `${symbol} rests at 15`,
      );
    }
    assert.match((await page.getByTestId('batch-list').textContent()) ?? '', /Batch \(0\/20\)/);
  });
});
