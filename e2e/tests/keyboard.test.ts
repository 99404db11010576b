import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { Page } from 'playwright-core';
import { REMOTE_NAMES } from '../src/env';
import { waitUntil } from '../src/page';
import { simOrders } from '../src/sim';
import { signedInSuite } from '../src/suite';

/**
 * Issue 20: everything a trader does with the mouse works with the keyboard alone. On the composed
 * page at 1280×800 this file places an option order, cancels it from the order panel and closes a
 * position by limit using nothing but `page.keyboard` (Tab, Shift+Tab, arrows, Enter, Escape,
 * Alt+Q, Ctrl+A): no click, no fill, no programmatic focus. Along the way: every control reached
 * shows its focus, Escape closes a dialog and gives focus back to what opened it, a stray Enter in
 * a confirmation sends nothing, a double Enter sends once, and the arrows step prices by the tick.
 * Every effect is read back from the simulator.
 */
const suite = signedInSuite({
  ready: [...REMOTE_NAMES],
  then: async (page) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('option-chain').locator('[role="gridcell"]').first().waitFor();
  },
});

interface Focused {
  testId: string | null;
  role: string | null;
  name: string;
  value: string | null;
  inDialog: boolean;
  /** how the focus shows: 'ring' (outline or shadow on the control), 'field' (a focused text field's border), '' none */
  shows: string;
}

/** What has keyboard focus now, and whether the trader can see it. */
function focused(page: Page): Promise<Focused> {
  // no named inner functions: tsx's keepNames would wrap them in a `__name` the page does not have
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    let shows = '';
    if (el && el !== document.body) {
      const field = el.closest('.MuiInputBase-root.Mui-focused');
      const notch = field?.querySelector('.MuiOutlinedInput-notchedOutline');
      // the element, a focused field's root, or MUI's focus-visible box around a hidden input
      for (const [kind, box] of [
        ['ring', el],
        ['field', field],
        ['ring', el.closest('.Mui-focusVisible')],
      ] as const) {
        if (!box) continue;
        const cs = getComputedStyle(box);
        if ((cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0) || cs.boxShadow !== 'none') {
          shows = kind;
          break;
        }
      }
      if (!shows && notch && parseFloat(getComputedStyle(notch).borderTopWidth) >= 2) shows = 'field';
    }
    return {
      testId: el?.getAttribute('data-testid') ?? null,
      role: el?.getAttribute('role') ?? null,
      name: el?.getAttribute('aria-label') ?? el?.textContent?.trim().slice(0, 60) ?? '',
      value: el instanceof HTMLInputElement || el instanceof HTMLSelectElement ? el.value : null,
      inDialog: el?.closest('[role="dialog"]') != null,
      shows,
    };
  });
}

/** Focus is on a control the trader can see focused (a dialog's own box is not a control). */
async function assertFocusShows(page: Page, what: string): Promise<Focused> {
  const now = await focused(page);
  assert.notEqual(now.shows, '', `${what}: focus on ${now.testId ?? now.role ?? now.name} shows no ring`);
  return now;
}

/**
 * Presses Tab (or Shift+Tab) until the focused element matches, as a trader does; fails after
 * `max` presses. Every control passed on the way must show its focus.
 */
async function tabTo(
  page: Page,
  matches: (f: Focused) => boolean,
  what: string,
  { back = false, max = 400 } = {},
): Promise<Focused> {
  const passed: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (now.role !== 'region' && now.role !== 'dialog' && now.testId !== null)
      assert.notEqual(now.shows, '', `focus on ${now.testId} (${now.name}) shows no ring`);
    if (matches(now)) return now;
    passed.push(now.testId ?? now.name);
  }
  throw new Error(`${what} not reached in ${max} presses; passed ${passed.slice(-8).join(' → ')}`);
}

const byTestId = (id: string) => (f: Focused) => f.testId === id;
const dialogOpen = (page: Page) => page.locator('[role="dialog"]').count();

/** A decimal text in integer units of `tick`'s precision: "4,655.50" with tick "0.5" → 465550n / 10^2. */
function scaled(text: string, decimals: number): bigint {
  const clean = text.replace(/,/g, '');
  const [int, frac = ''] = clean.split('.');
  const sign = int!.startsWith('-') ? -1n : 1n;
  return (
    sign *
    (BigInt(int!.replace('-', '')) * 10n ** BigInt(decimals) + BigInt((frac + '0'.repeat(decimals)).slice(0, decimals)))
  );
}
/** Scaled units back to a plain decimal text ("4655.50"). */
function asText(units: bigint, decimals: number): string {
  const unit = 10n ** BigInt(decimals);
  return decimals > 0 ? `${units / unit}.${(units % unit).toString().padStart(decimals, '0')}` : units.toString();
}
const decimalsOf = (tick: string) => (tick.includes('.') ? tick.split('.')[1]!.replace(/0+$/, '').length : 0);

async function simGet<T>(page: Page, path: string): Promise<T> {
  const body = (await (await page.request.get(`${suite.env.simUrl}${path}`)).json()) as { result: T };
  return body.result;
}

let placed: { orderId: string; symbol: string } | undefined;

it('places an option order by keyboard: pick in the chain, step the price, confirm with Enter', async () => {
  const { page } = suite;
  const before = new Set((await simOrders(page, suite.env.simUrl, 'open')).map((o) => o.orderId));

  // into the chain's grid from the top of the page, then along a row with the arrows
  await tabTo(
    page,
    (f) => f.role === 'gridcell' && (f.testId ?? '').startsWith('mark-BTC-'),
    'a mark cell of the chain',
  );
  await page.keyboard.press('ArrowDown');
  const cell = await assertFocusShows(page, 'the chain cell after ArrowDown');
  assert.equal(cell.role, 'gridcell', 'ArrowDown moves within the grid');
  const symbol = cell.testId!.replace(/^mark-/, '');

  // Enter picks: the ticket opens on that contract, buying at the mark; Alt+Q goes to the quantity
  await page.keyboard.press('Enter');
  await page.locator(`[data-testid="entry-form"][data-symbol="${symbol}"]`).waitFor();
  assert.equal(await page.getByTestId('entry-side-buy').getAttribute('aria-pressed'), 'true');
  await page.keyboard.press('Alt+KeyQ');
  assert.equal((await focused(page)).testId, 'entry-qty', 'Alt+Q focuses the quantity');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('2');

  // back to the price; the arrows step it by the tick from the price shown
  await tabTo(page, byTestId('entry-price'), 'the price field', { back: true, max: 4 });
  await assertFocusShows(page, 'the price field');
  const { commonConfig } = await simGet<{ commonConfig: { tickSize: string } }>(
    page,
    '/option/usdc/public/v1/instruments?baseCoin=BTC',
  );
  const d = decimalsOf(commonConfig.tickSize);
  const tick = scaled(commonConfig.tickSize, d);
  // a price that rests (the simulator's makers quote around the mark): 20 % under it, typed over
  // the selected mark, then stepped
  const mark = scaled((await focused(page)).value!, d);
  // the price follows the mark but holds still under the caret: a step moves from what is shown
  await page.keyboard.press('ArrowDown');
  assert.equal(scaled((await focused(page)).value!, d), mark - tick, 'ArrowDown steps from the mark shown');
  const start = ((mark * 80n) / 100n / tick) * tick;
  await page.keyboard.press('Control+A');
  await page.keyboard.type(asText(start, d));
  await page.keyboard.press('ArrowDown');
  const down1 = scaled((await focused(page)).value!, d);
  assert.equal(down1, start - tick, 'ArrowDown steps one tick from the price shown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  const price = scaled((await focused(page)).value!, d);
  assert.equal(price, start - 2n * tick, 'three down and one up: two ticks below');

  // Enter submits: the confirmation opens; a stray Enter there sends nothing
  await page.keyboard.press('Enter');
  await page.getByTestId('confirm-place').waitFor();
  assert.equal((await focused(page)).inDialog, true, 'focus moves into the confirmation');
  await page.keyboard.press('Enter');
  assert.equal(await dialogOpen(page), 1, 'a stray Enter does not confirm');

  // Escape closes it and gives focus back to the price field the trader submitted from
  await page.keyboard.press('Escape');
  await page.getByTestId('confirm-place').waitFor({ state: 'detached' });
  assert.equal((await focused(page)).testId, 'entry-price', 'Escape returns focus to the price');
  assert.equal(
    [...(await simOrders(page, suite.env.simUrl, 'open'))].filter((o) => !before.has(o.orderId)).length,
    0,
    'nothing was sent',
  );

  // again, and confirm with a double Enter on Confirm: one order
  await page.keyboard.press('Enter');
  await page.getByTestId('confirm-place').waitFor();
  await tabTo(page, byTestId('confirm-place'), 'Confirm', { max: 6 });
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  const mine = await waitUntil(
    async () => (await simOrders(page, suite.env.simUrl, 'open')).filter((o) => !before.has(o.orderId)),
    (list) => list.length > 0,
    'the order in the simulator',
  );
  await page.waitForTimeout(500);
  const after = (await simOrders(page, suite.env.simUrl, 'all')).filter((o) => !before.has(o.orderId));
  assert.equal(after.length, 1, 'a double Enter places one order');
  const order = mine[0]!;
  assert.equal(order.symbol, symbol);
  assert.equal(order.side, 'Buy');
  assert.equal(scaled(order.price, d), price, 'the price stepped by keyboard is the price sent');
  assert.equal(scaled(order.qty, 2), 200n, 'the quantity typed is the quantity sent');
  placed = { orderId: order.orderId, symbol };
});

it('cancels that order from the order panel by keyboard; focus stays in the table', async () => {
  const { page } = suite;
  assert.ok(placed, 'the order of the first test');
  const { orderId } = placed;
  const cancel = await tabTo(page, byTestId(`cancel-order-${orderId}`), "the order's Cancel in the order panel");
  assert.match(cancel.name, new RegExp(`Cancel Buy order ${placed.symbol}`), 'the button names its order');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await waitUntil(
    async () => (await simOrders(page, suite.env.simUrl, 'open')).some((o) => o.orderId === orderId),
    (open) => !open,
    'the order cancelled in the simulator',
  );
  await page.getByTestId(`open-order-row-${orderId}`).waitFor({ state: 'detached' });
  const now = await focused(page);
  assert.notEqual(now.testId, null, 'focus is not lost to the page body');
  assert.equal(
    await page.evaluate(() => document.activeElement?.closest('[data-testid="slot-remote_order_panel"]') != null),
    true,
    'focus stays in the order panel',
  );
  const all = await simOrders(page, suite.env.simUrl, 'all');
  assert.equal(all.filter((o) => o.orderId === orderId).length, 1, 'one order, cancelled once');
});

it('closes a position by limit by keyboard: Escape gives focus back, arrows step, Enter sends', async () => {
  const { page } = suite;
  const { list } = await simGet<{ list: { s: string; sz: string; sd: 'Buy' | 'Sell' }[] }>(
    page,
    '/contract/v5/position/list?symbol=BTCUSDT',
  );
  const position = list.find((p) => p.s === 'BTCUSDT');
  assert.ok(position, 'the demo account holds BTCUSDT');
  const button = `close-limit:BTCUSDT:0`;

  // Shift+Tab from the order panel back up to the positions table
  await tabTo(page, byTestId(button), 'the Limit close of BTCUSDT', { back: true });
  await page.keyboard.press('Enter');
  await page.getByTestId('close-price').waitFor();
  assert.equal((await focused(page)).inDialog, true, 'focus moves into the close dialog');
  await page.keyboard.press('Escape');
  await page.getByTestId('close-price').waitFor({ state: 'detached' });
  assert.equal((await focused(page)).testId, button, 'Escape returns focus to Limit');

  await page.keyboard.press('Enter');
  await tabTo(page, byTestId('close-price'), 'the close price', { max: 4 });
  await assertFocusShows(page, 'the close price');
  const { list: configs } = await simGet<{ list: { symbol: string; tickSize: string }[] }>(
    page,
    '/contract/v5/public/symbol-config?symbol=BTCUSDT',
  );
  const tickText = configs.find((c) => c.symbol === 'BTCUSDT')!.tickSize;
  const d = decimalsOf(tickText);
  const tick = scaled(tickText, d);
  const last = scaled((await focused(page)).value!, d);
  // a price that rests: 5 % away from the market on the closing side
  const closingSells = position.sd === 'Buy';
  const away = ((last * 5n) / 100n / tick) * tick;
  const target = closingSells ? last + away : last - away;
  await page.keyboard.press('Control+A');
  await page.keyboard.type(asText(target, d));
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowDown');
  const price = scaled((await focused(page)).value!, d);
  assert.equal(price, target + tick, 'two up and one down: one tick above what was typed');

  // Enter in the price sends the close (a double Enter: once)
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  const closes = await waitUntil(
    async () => (await simOrders(page, suite.env.simUrl, 'open')).filter((o) => o.symbol === 'BTCUSDT' && o.reduceOnly),
    (found) => found.length > 0,
    'the limit close resting in the simulator',
  );
  await page.waitForTimeout(500);
  const resting = (await simOrders(page, suite.env.simUrl, 'open')).filter(
    (o) => o.symbol === 'BTCUSDT' && o.reduceOnly,
  );
  assert.equal(resting.length, 1, 'a double Enter sends one close');
  assert.equal(closes[0]!.orderType, 'Limit');
  assert.equal(closes[0]!.side, closingSells ? 'Sell' : 'Buy');
  assert.equal(scaled(closes[0]!.price, d), price, 'the price stepped by keyboard is the price sent');
  assert.equal(scaled(closes[0]!.qty, 3), scaled(position.sz, 3), 'the whole position');
});
