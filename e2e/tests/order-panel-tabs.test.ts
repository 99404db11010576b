import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import type { Locator } from 'playwright-core';
import { E2E_PORTS } from '../src/env';
import {
  chooseOption,
  orderPanel,
  panelTabNames,
  shownOption,
  subTab,
  subTabCount,
  subTabNames,
  waitForSubTabCount,
} from '../src/orderPanel';
import { waitForSlotState, waitUntil } from '../src/page';
import { signedInSuite } from '../src/suite';

// Issue 18 "Done when" on the composed page, as a trader uses the order panel (order-panel.md
// §2–§6): orders of three kinds in their sub-tabs with live counts; a tab hidden (confirm tip) and
// moved from the keyboard, a column moved in the DataTable's column menu, both kept over a reload;
// cancel all in one sub-tab (the others stay); close all positions (several, then none, live);
// order and trade history for 7 and 30 days; a demo account and the EU site change the tabs.
// Roles and accessible names throughout; test ids only where a row is named by its order id.

const suite = signedInSuite({ ready: ['remote_order_panel', 'remote_positions'] });
const page = () => suite.page;
const panel = () => orderPanel(page());

interface Envelope<T> {
  ret_code?: number;
  retCode?: number;
  ret_msg?: string;
  retMsg?: string;
  result?: T;
}

/** A call of the signed-in trader (the page's session cookie) to the simulator. */
async function traderPost<T>(path: string, data: unknown): Promise<T> {
  const res = await page().request.post(`${suite.env.simUrl}${path}`, {
    headers: { platform: 'pc', 'content-type': 'application/json' },
    data,
  });
  const body = (await res.json()) as Envelope<T>;
  assert.equal(body.ret_code ?? body.retCode, 0, `${path} ${JSON.stringify(data)}: ${JSON.stringify(body)}`);
  return body.result!;
}
async function traderGet<T>(path: string): Promise<T> {
  const body = (await (await page().request.get(`${suite.env.simUrl}${path}`)).json()) as Envelope<T>;
  assert.equal(body.ret_code ?? body.retCode, 0, `${path}: ${JSON.stringify(body)}`);
  return body.result!;
}

interface SimOrder {
  orderId: string;
  symbol: string;
  orderStatus: string;
  stopOrderType: string;
}
const openOrders = () => traderGet<{ list: SimOrder[] }>('/contract/v5/order/list?status=open').then((r) => r.list);
/** An option's name (BTC-27DEC24-100000-C, …-P-USDT); close all leaves options open. */
const isOption = (symbol: string) => /-\d+-[CP](-USDT)?$/.test(symbol);
interface SimPosition {
  s: string;
  sz: string;
  sd: 'Buy' | 'Sell';
}
const positions = () => traderGet<{ list: SimPosition[] }>('/contract/v5/position/list').then((r) => r.list);
/** Non-option positions held, symbol → size. */
const heldPositions = async (): Promise<Record<string, string>> =>
  Object.fromEntries((await positions()).filter((p) => !isOption(p.s) && Number(p.sz) !== 0).map((p) => [p.s, p.sz]));

/**
 * Trims an inverse position (thousands of contracts) to `keep` with reduce-only market orders. A
 * market close takes only what the synthetic book holds within its protective price (the simulator
 * stops a split close at the first child the book cannot take, exchange-sim/API.md), so a seeded
 * 5000-contract position may outlast one close all; the trader's positions are made ones the book
 * can take, so "then none" holds whatever the house quotes this second.
 */
async function trimPosition(symbol: string, keep: number): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const p = (await positions()).find((x) => x.s === symbol);
    const size = Number(p?.sz ?? 0);
    if (!p || size <= keep) return;
    const res = await page().request.post(`${suite.env.simUrl}/contract/v5/order/create`, {
      headers: { platform: 'pc', 'content-type': 'application/json' },
      data: {
        symbol,
        side: p.sd === 'Buy' ? 'Sell' : 'Buy',
        orderType: 'Market',
        qty: String(Math.min(size - keep, 1000)),
        reduceOnly: true,
        positionIdx: 0,
      },
    });
    const body = (await res.json()) as Envelope<unknown>;
    const code = body.ret_code ?? body.retCode;
    // 39303: part of a split close placed (the book ran out); the loop takes the rest
    assert.ok(code === 0 || code === 39303, `trimming ${symbol}: ${JSON.stringify(body)}`);
  }
  throw new Error(`${symbol} could not be trimmed to ${keep}: ${JSON.stringify(await heldPositions())}`);
}

// BTC starts at 65000 and walks about 0.04 % a tick: these prices stay far from the market for the
// length of the file, inside the exchange's ±20 % band.
const limitBuy = (price: string) =>
  traderPost<{ orderId: string }>('/contract/v5/order/create', {
    symbol: 'BTCUSDT',
    side: 'Buy',
    orderType: 'Limit',
    price,
    qty: '0.001',
    timeInForce: 'GoodTillCancel',
    positionIdx: 0,
  }).then((r) => r.orderId);
const conditionalBuy = (trigger: string) =>
  traderPost<{ orderId: string }>('/contract/v5/order/create', {
    symbol: 'BTCUSDT',
    side: 'Buy',
    orderType: 'Market',
    qty: '0.001',
    triggerPrice: trigger,
    triggerBy: 'LastPrice',
    triggerDirection: 1,
    positionIdx: 0,
  }).then((r) => r.orderId);

const row = (id: string) => panel().getByTestId(`open-order-row-${id}`);
/** A tab of the panel's strip by its name; Open orders carries its live count ("Open orders (5)"). */
const tabByName = (name: string) =>
  panel()
    .getByTestId('order-panel-tabs')
    .getByRole('tab', { name: new RegExp(`^${name}( \\(\\d+\\))?$`) });
const openTab = async (name: string) => {
  await tabByName(name).click();
  await waitUntil(
    () => tabByName(name).getAttribute('aria-selected'),
    (v) => v === 'true',
    `the "${name}" tab should be selected after a click`,
  );
};
const openSubTab = async (name: string) => {
  await subTab(page(), name).click();
  await waitUntil(
    () => subTab(page(), name).getAttribute('aria-selected'),
    (v) => v === 'true',
    `the "${name}" sub-tab should be selected after a click`,
  );
};
const visible = async (l: Locator) => (await l.count()) > 0 && l.first().isVisible();
const names = (list: string[]) => JSON.stringify(list);

/** The settings popover of the panel, opened. */
async function openSettings(): Promise<Locator> {
  await panel().getByRole('button', { name: 'Settings', exact: true }).click();
  const settings = page().getByRole('dialog', { name: 'Panel settings' });
  await settings.waitFor({ timeout: 10_000 });
  return settings;
}
async function closeSettings(settings: Locator) {
  await page().keyboard.press('Escape');
  await settings.waitFor({ state: 'detached', timeout: 10_000 });
}

/** The visible open-orders table's column names, in screen order. */
const columnNames = async (tableName: string) =>
  (await panel().getByRole('table', { name: tableName }).getByRole('columnheader').allInnerTexts()).map((s) =>
    s.replace(/[↕↑↓]/g, '').trim(),
  );

async function signOutAndIn(as: string, password: string) {
  await page().getByRole('button', { name: 'Sign out' }).click();
  await page().getByLabel('Email').fill(as);
  await page().getByLabel('Password').fill(password);
  await page().getByRole('button', { name: 'Sign in' }).click();
  await waitForSlotState(page(), 'remote_order_panel', 'ready');
}

describe('order panel: tabs, sub-tabs, settings and bulk actions on the composed page', () => {
  // a failed step leaves no dialog open over the next one
  afterEach(async () => {
    for (let i = 0; i < 3 && (await page().getByRole('dialog').count()) > 0; i++) await page().keyboard.press('Escape');
  });
  const mine = { ordinary: [] as string[], conditional: [] as string[], tpsl: [] as string[] };
  let before: Record<'Limit & market' | 'Conditional' | 'TP/SL', number>;

  it('lists a limit, a conditional and a TP/SL order in their own sub-tabs with live counts', async () => {
    await openTab('Open orders');
    await subTab(page(), 'Limit & market').waitFor({ timeout: 15_000 });
    // wait for the first snapshot: the seeded account rests three option orders
    await waitUntil(
      () => subTabCount(page(), 'Limit & market'),
      (n) => n >= 3,
      'the seeded option orders should be counted under "Limit & market"',
    );
    before = {
      'Limit & market': await subTabCount(page(), 'Limit & market'),
      Conditional: await subTabCount(page(), 'Conditional'),
      'TP/SL': await subTabCount(page(), 'TP/SL'),
    };
    mine.ordinary.push(await limitBuy('58000'), await limitBuy('58100'));
    mine.conditional.push(await conditionalBuy('72000'), await conditionalBuy('72100'));
    const tpsl = await traderPost<{ orderIds: string[] }>('/contract/v5/position/set-tp-sl-ts', {
      symbol: 'BTCUSDT',
      positionIdx: 0,
      tpSlMode: 'Partial',
      takeProfit: '76000',
      tpTriggerBy: 'LastPrice',
      tpOrderType: 'Market',
      tpSizeX: '1000000', // 0.01 BTC of the seeded 0.25
    });
    mine.tpsl.push(...tpsl.orderIds);
    assert.equal(mine.tpsl.length, 1, `one partial take-profit order: ${JSON.stringify(tpsl)}`);

    // the counts move with the pushes, without opening the sub-tabs
    await waitForSubTabCount(page(), 'Limit & market', before['Limit & market'] + 2);
    await waitForSubTabCount(page(), 'Conditional', before.Conditional + 2);
    await waitForSubTabCount(page(), 'TP/SL', before['TP/SL'] + 1);

    // each order in its own sub-tab, and in no other
    const where = { 'Limit & market': mine.ordinary, Conditional: mine.conditional, 'TP/SL': mine.tpsl };
    for (const [name, ids] of Object.entries(where)) {
      await openSubTab(name);
      for (const id of ids) {
        await row(id)
          .waitFor({ timeout: 15_000 })
          .catch(() => {
            throw new Error(`order ${id} should be listed under "${name}"`);
          });
      }
      const others = Object.entries(where).flatMap(([n, list]) => (n === name ? [] : list));
      for (const id of others) assert.equal(await row(id).count(), 0, `order ${id} should not be under "${name}"`);
    }
    // a conditional order shows its trigger price and trigger kind
    await openSubTab('Conditional');
    const conditional = row(mine.conditional[0]!);
    const text = await conditional.innerText();
    assert.match(text, /72,?000/, `the conditional row should show its trigger 72000: ${text}`);
    assert.match(text, /Last price/, `the conditional row should say what triggers it: ${text}`);
  });

  it('hides a tab after the confirm tip and moves another from the keyboard; both kept over a reload', async () => {
    const start = await panelTabNames(page());
    assert.ok(start.includes('Assets') && start.includes('Trade history'), `tabs at the start: ${names(start)}`);
    const settings = await openSettings();
    await settings.getByLabel('Assets', { exact: true }).click();
    const confirm = page().getByRole('dialog', { name: 'Hide Assets?' });
    await confirm.waitFor({ timeout: 10_000 });
    await confirm.getByRole('button', { name: 'Hide', exact: true }).click();
    await confirm.waitFor({ state: 'detached', timeout: 10_000 });
    // keyboard alone: focus "move earlier" and press Enter
    const earlier = settings.getByRole('button', { name: 'Move Trade history earlier' });
    await earlier.focus();
    await page().keyboard.press('Enter');
    await closeSettings(settings);
    const expected = start.filter((t) => t !== 'Assets');
    const at = expected.indexOf('Trade history');
    [expected[at - 1], expected[at]] = [expected[at]!, expected[at - 1]!];
    await waitUntil(
      () => panelTabNames(page()),
      (list) => names(list) === names(expected),
      `the tabs should read ${names(expected)}`,
    );
    await page().reload();
    await waitForSlotState(page(), 'remote_order_panel', 'ready');
    await waitUntil(
      () => panelTabNames(page()),
      (list) => names(list) === names(expected),
      `after a reload the tabs should still read ${names(expected)}`,
    );
  });

  it('moves a column in the column menu from the keyboard, kept over a reload', async () => {
    await openTab('Open orders');
    await openSubTab('Limit & market');
    const table = 'Limit & market';
    await panel().getByRole('table', { name: table }).waitFor({ timeout: 15_000 });
    const start = await columnNames(table);
    const priceAt = start.indexOf('Price');
    assert.ok(priceAt > 0 && start[priceAt + 1] === 'Qty', `columns at the start: ${names(start)}`);
    await panel().getByRole('button', { name: 'Columns' }).click();
    const menu = page().getByRole('dialog', { name: 'Customise columns' });
    await menu.waitFor({ timeout: 10_000 });
    // dnd-kit's keyboard sensor: space picks the column up, an arrow moves it, space drops it
    const handle = menu.getByRole('button', { name: 'Move Price' });
    await handle.focus();
    await page().keyboard.press('Space');
    await waitUntil(
      () => handle.getAttribute('aria-pressed'),
      (v) => v === 'true',
      'Price should be picked up',
    );
    // the sensor listens for arrows once the pick-up is announced ("picked up", at once followed
    // by "moved to position <its own>": dnd-kit reports the column over itself)
    await waitUntil(
      () =>
        page()
          .getByText(/^Price (picked up|moved to position \d+)\.$/)
          .count(),
      (n) => n > 0,
      'the column menu should announce that Price was picked up',
    );
    const moved = page().getByText(`Price moved to position ${priceAt + 2}.`);
    await page().keyboard.press('ArrowDown');
    const announced = await waitUntil(
      () => moved.count(),
      (n) => n > 0,
      'announced',
      3_000,
    ).catch(() => 0);
    if (!announced) await page().keyboard.press('ArrowDown'); // the first arrow came before the sensor listened
    await waitUntil(
      () => moved.count(),
      (n) => n > 0,
      `the column menu should announce that Price moved to position ${priceAt + 2}`,
    );
    await page().keyboard.press('Space');
    await waitUntil(
      () => handle.getAttribute('aria-pressed'),
      (v) => v !== 'true',
      'Price should be dropped',
    );
    await menu.getByRole('button', { name: 'Done' }).click();
    await menu.waitFor({ state: 'detached', timeout: 10_000 });
    const expected = [...start];
    [expected[priceAt], expected[priceAt + 1]] = ['Qty', 'Price'];
    await waitUntil(
      () => columnNames(table),
      (list) => names(list) === names(expected),
      `the columns should read ${names(expected)}`,
    );
    await page().reload();
    await waitForSlotState(page(), 'remote_order_panel', 'ready');
    await panel().getByRole('table', { name: table }).waitFor({ timeout: 15_000 });
    await waitUntil(
      () => columnNames(table),
      (list) => names(list) === names(expected),
      `after a reload the columns should still read ${names(expected)}`,
    );
  });

  it('cancels all conditional orders; the limit and TP/SL orders stay', async () => {
    await openSubTab('Conditional');
    await waitForSubTabCount(page(), 'Conditional', before.Conditional + 2);
    await panel().getByRole('button', { name: 'Cancel all', exact: true }).click();
    // the trader's cancelAllConfirm flag may ask first: confirm if it does
    const ask = page().getByRole('dialog', { name: 'Cancel all orders?' });
    await waitUntil(
      async () => ((await ask.isVisible()) ? 'asked' : String(await subTabCount(page(), 'Conditional'))),
      (v) => v === 'asked' || v === '0',
      'cancel all should ask, or empty the Conditional sub-tab',
    );
    if (await ask.isVisible()) await ask.getByRole('button', { name: 'Cancel all', exact: true }).click();
    await waitForSubTabCount(page(), 'Conditional', 0);
    await waitForSubTabCount(page(), 'Limit & market', before['Limit & market'] + 2);
    await waitForSubTabCount(page(), 'TP/SL', before['TP/SL'] + 1);
    const open = (await openOrders()).map((o) => o.orderId);
    for (const id of mine.conditional) assert.ok(!open.includes(id), `conditional ${id} should be cancelled`);
    for (const id of [...mine.ordinary, ...mine.tpsl]) assert.ok(open.includes(id), `order ${id} should stay open`);
    await openSubTab('Limit & market');
    for (const id of mine.ordinary) await row(id).waitFor({ timeout: 10_000 });
  });

  let closeOrderIds: string[] = [];

  it('closes all positions: several before, none after, live in the Positions tab', async () => {
    for (const [symbol, size] of Object.entries(await heldPositions()))
      if (Number(size) > 500) await trimPosition(symbol, 500);
    const sizes = await heldPositions();
    const held = Object.keys(sizes);
    assert.ok(held.length > 1, `the trader should hold several positions: ${JSON.stringify(sizes)}`);
    await openTab('Positions');
    const lent = page().getByTestId('lent-slot-remote_positions');
    for (const s of held)
      await lent
        .getByTestId(`position-mark-${s}`)
        .first()
        .waitFor({ timeout: 20_000 })
        .catch(() => {
          throw new Error(`the Positions tab should list ${s}`);
        });
    const answer = page().waitForResponse((r) => r.url().includes('/position/close-all'), { timeout: 20_000 });
    answer.catch(() => undefined); // awaited below, after the clicks
    await panel().getByRole('button', { name: 'Close all', exact: true }).click();
    const ask = page().getByRole('dialog', { name: 'Close all positions?' });
    await ask.waitFor({ timeout: 10_000 });
    await ask.getByRole('button', { name: 'Close all', exact: true }).click();
    const response = await answer.catch(async () => {
      throw new Error(`no close-all answer; the panel reads: ${await panel().innerText()}`);
    });
    const body = (await response.json()) as Envelope<{ list: { symbol: string; orderId: string }[] }>;
    assert.equal(body.ret_code ?? body.retCode, 0, `close-all answer: ${JSON.stringify(body)}`);
    closeOrderIds = (body.result?.list ?? []).map((o) => o.orderId);
    // the exchange first (what was closed), then what the trader sees
    await waitUntil(
      () => heldPositions(),
      (left) => Object.keys(left).length === 0,
      'the exchange should hold no non-option position after close all',
    );
    for (const s of held)
      await waitUntil(
        () => lent.getByTestId(`position-mark-${s}`).count(),
        (n) => n === 0,
        `after close all the Positions tab should no longer list ${s}`,
        20_000,
      );
    // none left: the button goes (it needs more than one position)
    await waitUntil(
      () => visible(panel().getByRole('button', { name: 'Close all', exact: true })),
      (v) => !v,
      'with no positions left the Close all button should go',
    );
  });

  /**
   * Waits for a history row, paging on with "Load more" as a trader would: a history page holds
   * 50 records, and the market closes just made (split across book levels) may fill more.
   */
  async function findInHistory(rowOf: Locator, what: string): Promise<void> {
    await waitUntil(
      async () => {
        if ((await rowOf.count()) > 0) return 'shown';
        const more = panel().getByRole('button', { name: 'Load more', exact: true });
        if ((await more.isVisible()) && (await more.isEnabled())) await more.click();
        return (await panel().innerText()).slice(0, 400);
      },
      (v) => v === 'shown',
      what,
    );
  }

  it('shows the close orders and their trades in the history for 7 and for 30 days', async () => {
    assert.ok(closeOrderIds.length > 1, 'close all placed several orders');
    const range = (days: number) => panel().getByRole('radio', { name: `Last ${days} days` });
    const choose = async (days: number) => {
      await range(days).click();
      await waitUntil(
        () => range(days).getAttribute('aria-checked'),
        (v) => v === 'true',
        `the "Last ${days} days" range should be chosen`,
      );
    };
    await openTab('Order history');
    for (const days of [7, 30]) {
      await choose(days);
      for (const id of closeOrderIds)
        await findInHistory(
          panel().getByTestId(`order-history-row-${id}`),
          `order history (${days} days) should list close order ${id}`,
        );
    }
    await openTab('Trade history');
    for (const days of [7, 30]) {
      await choose(days);
      for (const id of closeOrderIds)
        await findInHistory(
          panel().locator(`[data-testid^="trade-history-row-"][data-order-id="${id}"]`).first(),
          `trade history (${days} days) should list a trade of close order ${id}`,
        );
    }
  });

  it('a demo account sees no Profit and loss tab and no OCO sub-tab', async () => {
    await openTab('Open orders');
    const uta2Tabs = await panelTabNames(page());
    const uta2Subs = await subTabNames(page());
    assert.ok(uta2Tabs.includes('Profit and loss'), `the UTA2 account's tabs: ${names(uta2Tabs)}`);
    assert.ok(uta2Subs.includes('OCO'), `the UTA2 account's sub-tabs: ${names(uta2Subs)}`);
    await signOutAndIn('demotrading@sim.local', 'demotrading');
    await waitUntil(
      () => panelTabNames(page()),
      (list) => list.length > 0 && !list.includes('Profit and loss'),
      'the demo account should see no Profit and loss tab',
    );
    // tab layouts are per user: the Assets tab the other trader hid is there
    const demoTabs = await panelTabNames(page());
    assert.ok(demoTabs.includes('Assets'), `the demo account's tabs: ${names(demoTabs)}`);
    await subTab(page(), 'Limit & market').waitFor({ timeout: 15_000 });
    const demoSubs = await subTabNames(page());
    assert.ok(!demoSubs.includes('OCO'), `the demo account's sub-tabs: ${names(demoSubs)}`);
    assert.ok(demoSubs.includes('Conditional'), `the demo account's sub-tabs: ${names(demoSubs)}`);
  });

  it('the EU site, opened by its hostname, has no Borrowings and no Tools tab and fewer languages', async () => {
    const global = await panelTabNames(page());
    assert.ok(global.includes('Borrowings') && global.includes('Tools'), `global tabs: ${names(global)}`);
    const languages = () => page().getByRole('combobox', { name: 'Language' }).getByRole('option').allInnerTexts();
    const globalLanguages = await languages();
    assert.ok(globalLanguages.includes('العربية'), `global languages: ${names(globalLanguages)}`);
    // Chromium resolves every *.localhost name to loopback: eu.localhost is the EU site
    await page().goto(`http://eu.localhost:${E2E_PORTS.host}/`);
    const signIn = page().getByRole('button', { name: 'Sign in' });
    await signIn.waitFor({ timeout: 20_000 }); // the session cookie is per host
    await signIn.click();
    await waitForSlotState(page(), 'remote_order_panel', 'ready');
    await waitUntil(
      () => panelTabNames(page()),
      (list) => list.includes('Open orders') && !list.includes('Borrowings') && !list.includes('Tools'),
      'the EU site should show no Borrowings and no Tools tab',
    );
    // the regional site limits the languages too (§6): the EU list has no Arabic
    const euLanguages = await languages();
    assert.ok(
      euLanguages.includes('English') && euLanguages.includes('Deutsch') && !euLanguages.includes('العربية'),
      `EU languages: ${names(euLanguages)}`,
    );
    const eu = await panelTabNames(page());
    for (const tab of ['Open orders', 'Positions', 'Order history', 'Trade history', 'Assets', 'Profit and loss'])
      assert.ok(eu.includes(tab), `the EU site keeps ${tab}: ${names(eu)}`);
  });

  // The filter is a native <select> (it was an MUI select whose MenuItems came from the remote's
  // own MUI copy and crashed the panel: MenuListContext missing, decision 0017).
  it('filters by instrument type (native or MUI select alike) and back to all', async () => {
    await openTab('Open orders');
    await openSubTab('Limit & market');
    await row(mine.ordinary[0]!).waitFor({ timeout: 10_000 });
    await chooseOption(page(), panel(), 'Instruments', 'Options');
    await waitUntil(
      () => row(mine.ordinary[0]!).count(),
      (n) => n === 0,
      'with the Options filter the BTCUSDT limit order should leave the list',
    );
    assert.equal(await shownOption(panel(), 'Instruments'), 'Options');
    await chooseOption(page(), panel(), 'Instruments', 'All');
    await row(mine.ordinary[0]!).waitFor({ timeout: 10_000 });
  });
});
