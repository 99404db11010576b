import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { REMOTE_NAMES } from '../src/env';
import { launchBrowser } from '../src/browser';
import { openSignedIn, waitForSlotState, waitUntil } from '../src/page';
import { signedInSuite } from '../src/suite';

/**
 * Issue 21: the trading page is a workspace. A trader drags a splitter, stacks two panels as tabs,
 * maximises one, reloads and finds the layout as left (kept in this browser and by the simulator);
 * then pops the order panel out to its own window, cancels an order there and sees it vanish from
 * the option entry's open orders in the main window, on the same session and streams.
 */
const suite = signedInSuite({
  ready: [...REMOTE_NAMES],
  then: (page) => page.locator('#trading-workspace').waitFor({ timeout: 20_000 }),
});

const ws = (page: Page) => page.locator('#trading-workspace');
const tabOf = (page: Page, panel: string) => ws(page).locator(`[data-tab][data-panel="${panel}"]`);
const tabsetOf = (page: Page, panel: string) =>
  ws(page)
    .locator('[data-tabset]')
    .filter({ has: page.locator(`[data-tab][data-panel="${panel}"]`) });

async function box(l: Locator) {
  const b = await l.boundingBox();
  assert.ok(b, 'on screen');
  return b;
}

/**
 * Whether the trader sees the slot: on screen, not under a maximised panel (the library makes the
 * layout beneath it inert), and its widget drawn (a hidden panel's widget is frozen, not drawn).
 */
const seen = (page: Page, panel: string) =>
  page.getByTestId(`slot-${panel}`).evaluate((el) => {
    const drawn = [...el.querySelectorAll('*')].some((c) => c.getClientRects().length > 0);
    return el.getClientRects().length > 0 && el.closest('[inert]') === null && drawn;
  });

/** The layout the simulator keeps for the signed-in trader (pref-setting). */
async function simLayout(page: Page, simUrl: string): Promise<string | null> {
  const r = await page.request.get(`${simUrl}/v3/private/user/member/pref-setting`, { headers: { platform: 'pc' } });
  const b = await r.json();
  return (b.result ?? b)?.settings?.workspaceLayout ?? null;
}

/** The layout this browser keeps for the signed-in trader. */
const savedLocally = (page: Page) =>
  page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      if (key.startsWith('trading.workspace.')) return JSON.parse(localStorage.getItem(key)!).layout as string;
    }
    return null;
  });

describe('the trading page as a workspace', () => {
  it('keeps a dragged splitter, two stacked panels and a maximised one across a reload', async () => {
    const { page, env } = suite;
    // a 1440-pixel window starts with the Options preset: the entry above, positions beside orders below
    assert.equal(await page.getByTestId('workspace-preset').inputValue(), 'options');
    const entryBefore = await box(tabsetOf(page, 'remote_option_entry'));

    // drag the splitter under the entry 120 px down
    const separator = ws(page).locator('[data-separator]').first();
    const s = await box(separator);
    await page.mouse.move(s.x + s.width / 2, s.y + s.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) await page.mouse.move(s.x + s.width / 2, s.y + s.height / 2 + 12 * i);
    await page.mouse.up();
    const entryAfter = await waitUntil(
      () => box(tabsetOf(page, 'remote_option_entry')),
      (b) => Math.abs(b.height - entryBefore.height - 120) < 12,
      'the entry panel grows by the 120 px dragged',
    );

    // drag the Orders tab into the positions panel's tab list, after its tab: they stack as tabs
    const orders = await box(tabOf(page, 'remote_order_panel'));
    const positionsTab = await box(tabOf(page, 'remote_positions'));
    const to = { x: positionsTab.x + positionsTab.width + 12, y: positionsTab.y + positionsTab.height / 2 };
    await page.mouse.move(orders.x + orders.width / 2, orders.y + orders.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 16; i++)
      await page.mouse.move(
        orders.x + orders.width / 2 + ((to.x - orders.x - orders.width / 2) * i) / 16,
        orders.y + orders.height / 2 + ((to.y - orders.y - orders.height / 2) * i) / 16,
      );
    await page.mouse.up();
    await waitUntil(
      () => tabsetOf(page, 'remote_positions').locator('[data-tab]').count(),
      (n) => n === 2,
      'positions and orders share one stack',
    );
    // the stack shows the orders (the tab just dropped); the positions are its background tab
    await waitForSlotState(page, 'remote_order_panel', 'ready');
    assert.equal(await seen(page, 'remote_positions'), false);

    // maximise the entry: it covers the workspace; Restore is now offered
    await page.getByTestId('panel-maximize-remote_option_entry').click();
    await waitUntil(
      () => page.getByTestId('panel-maximize-remote_option_entry').getAttribute('aria-pressed'),
      (v) => v === 'true',
      'the entry is maximised',
    );
    assert.equal(await seen(page, 'remote_order_panel'), false);
    const saved = (await waitUntil(
      () => savedLocally(page),
      (v) => v !== null && v.endsWith('#e'),
      'the layout is saved in this browser',
    ))!;
    assert.match(saved, /^1\|c\(\d+(\.\d+)?:e,\d+(\.\d+)?:p\+o!\)#e$/, saved);
    // and by the simulator (a second after the last change), so it follows the trader elsewhere
    await waitUntil(
      () => simLayout(page, env.simUrl),
      (v) => v === saved,
      'the simulator keeps the same layout',
    );
    assert.equal(await page.getByTestId('workspace-custom').isVisible(), true);

    await page.reload();
    await ws(page).waitFor({ timeout: 20_000 });
    await waitForSlotState(page, 'remote_option_entry', 'ready');
    assert.equal(await page.getByTestId('panel-maximize-remote_option_entry').getAttribute('aria-pressed'), 'true');
    await page.getByTestId('panel-maximize-remote_option_entry').click();
    assert.equal(await tabsetOf(page, 'remote_positions').locator('[data-tab]').count(), 2);
    const entryReloaded = await box(tabsetOf(page, 'remote_option_entry'));
    assert.ok(
      Math.abs(entryReloaded.height - entryAfter.height) < 4,
      `${entryReloaded.height} vs ${entryAfter.height}`,
    );

    // restored: that is the layout now, here and (a second later) at the simulator
    const restored = (await waitUntil(
      () => savedLocally(page),
      (v) => v !== null && !v.includes('#'),
      'the restored layout is saved',
    ))!;
    await waitUntil(
      () => simLayout(page, env.simUrl),
      (v) => v === restored,
      'the simulator keeps the restored layout',
    );

    // another browser (a fresh profile: nothing in its storage) signed in as the same trader
    const other = await launchBrowser();
    try {
      const elsewhere = await openSignedIn(other.context, env.pageUrl);
      await ws(elsewhere).waitFor({ timeout: 20_000 });
      await waitUntil(
        () => savedLocally(elsewhere),
        (v) => v === restored,
        'the layout followed the trader to the other browser',
      );
      assert.equal(await tabsetOf(elsewhere, 'remote_positions').locator('[data-tab]').count(), 2);
    } finally {
      await other.close();
    }
  });

  it('pops the order panel out to its own window: an order cancelled there vanishes on the page', async () => {
    const { page, env, browser } = suite;
    await page.getByTestId('workspace-preset').selectOption('positions');
    await page.getByTestId('workspace-preset').selectOption('options');
    await tabOf(page, 'remote_order_panel').waitFor();

    // the entry shows the open orders of the option it is on: pick one, rest an order far below
    const chain = page.getByTestId('option-chain');
    const mark = chain.locator('[data-testid^="mark-BTC-"]').first();
    const symbol = (await mark.getAttribute('data-testid'))!.slice('mark-'.length);
    await mark.click();
    await page.locator(`[data-testid="entry-form"][data-symbol="${symbol}"]`).waitFor();
    const r = await page.request.post(`${env.simUrl}/contract/v5/order/create`, {
      headers: { platform: 'pc', 'content-type': 'application/json' },
      data: { symbol, side: 'Buy', orderType: 'Limit', qty: '0.01', price: '5', positionIdx: 0 },
    });
    const body = await r.json();
    assert.equal(body.retCode ?? body.ret_code, 0, JSON.stringify(body));
    const orderId = String(body.result.orderId);
    await page.getByTestId(`entry-order-${orderId}`).waitFor({ timeout: 15_000 });

    const [popup] = await Promise.all([
      browser.context.waitForEvent('page'),
      page.getByTestId('panel-popout-remote_order_panel').click(),
    ]);
    // the panel left the page (a note says where it is) and works in its own window
    await page.getByTestId('popped-note-remote_order_panel').waitFor();
    assert.equal(await tabOf(page, 'remote_order_panel').count(), 0);
    const row = popup.getByTestId(`open-order-row-${orderId}`);
    await row.waitFor({ timeout: 15_000 });
    // styled in its window: the row's cells are laid out as a table, not unstyled text
    assert.ok((await box(row)).height < 80);

    await row.getByRole('button', { name: new RegExp(`Cancel .* ${symbol}`) }).click();
    await popup.getByTestId(`open-order-row-${orderId}`).waitFor({ state: 'detached', timeout: 15_000 });
    // the page's own option entry, on the same store and stream, drops it too
    await page.getByTestId(`entry-order-${orderId}`).waitFor({ state: 'detached', timeout: 15_000 });

    // closing the window docks the panel back where it was
    await popup.close();
    await tabOf(page, 'remote_order_panel').waitFor({ timeout: 10_000 });
    await page.getByTestId('popped-note-remote_order_panel').waitFor({ state: 'detached' });
    await page.getByTestId('slot-remote_order_panel').waitFor({ state: 'visible' });
    assert.equal(await tabsetOf(page, 'remote_order_panel').locator('[data-tab]').count(), 1);
  });

  it('by keyboard: F6 goes from panel to panel, Enter maximises and restores, Delete closes nothing', async () => {
    const { page } = suite;
    await page.getByTestId('workspace-preset').selectOption('positions');
    await page.getByTestId('workspace-preset').selectOption('options');
    await tabOf(page, 'remote_order_panel').waitFor();
    await page.locator('body').focus();
    const focusedPanel = () => page.evaluate(() => document.activeElement?.getAttribute('data-panel') ?? null);
    const reached: (string | null)[] = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('F6');
      reached.push(await focusedPanel());
    }
    assert.deepEqual(reached, ['remote_option_entry', 'remote_positions', 'remote_order_panel', 'remote_option_entry']);
    await page.keyboard.press('Shift+F6');
    assert.equal(await focusedPanel(), 'remote_order_panel');

    await page.keyboard.press('Delete');
    await page.keyboard.press('Backspace');
    assert.equal(await tabOf(page, 'remote_order_panel').count(), 1, 'a stray key closes no panel');

    await page.keyboard.press('Enter');
    await waitUntil(
      () => page.getByTestId('panel-maximize-remote_order_panel').getAttribute('aria-pressed'),
      (v) => v === 'true',
      'Enter maximises the panel',
    );
    assert.equal(await focusedPanel(), 'remote_order_panel', 'the focus stays on its tab');
    assert.equal(await seen(page, 'remote_positions'), false);
    await page.keyboard.press('Enter');
    await waitUntil(
      () => page.getByTestId('panel-maximize-remote_order_panel').getAttribute('aria-pressed'),
      (v) => v === 'false',
      'Enter again restores it',
    );
    await page.getByTestId('slot-remote_positions').waitFor({ state: 'visible' });
  });

  it('a background tab keeps its data live: an order made while it was hidden is there when shown, with no reload', async () => {
    const { page, env } = suite;
    await page.getByTestId('workspace-preset').selectOption('compact');
    // compact: the orders are the positions' background tab
    await tabOf(page, 'remote_positions').click();
    assert.equal(await seen(page, 'remote_order_panel'), false);
    const r = await page.request.post(`${env.simUrl}/contract/v5/order/create`, {
      headers: { platform: 'pc', 'content-type': 'application/json' },
      data: { symbol: 'BTCUSDT', side: 'Buy', orderType: 'Limit', qty: '0.001', price: '1000', positionIdx: 0 },
    });
    const body = await r.json();
    assert.equal(body.retCode ?? body.ret_code, 0, JSON.stringify(body));
    const orderId = String(body.result.orderId);
    // the push reaches the store while the panel is hidden; then no HTTP call may answer for it
    await page.waitForTimeout(1500);
    let calls = 0;
    await page.route(`${env.simUrl}/**`, (route) => {
      calls++;
      return route.abort();
    });
    try {
      await tabOf(page, 'remote_order_panel').click();
      await page.getByTestId(`open-order-row-${orderId}`).waitFor({ timeout: 5_000 });
      assert.equal(await seen(page, 'remote_order_panel'), true);
    } finally {
      await page.unrouteAll();
    }
    assert.ok(calls <= 2, `showing the tab fetched ${calls} times`);
    await page.request.post(`${env.simUrl}/contract/v5/order/cancel`, {
      headers: { platform: 'pc', 'content-type': 'application/json' },
      data: { symbol: 'BTCUSDT', orderId },
    });
  });

  it('right to left mirrors the workspace: the positions are on the right of the orders', async () => {
    const { page } = suite;
    await page.getByTestId('workspace-preset').selectOption('positions');
    await page.getByTestId('workspace-preset').selectOption('options');
    await tabOf(page, 'remote_order_panel').waitFor();
    const ltr = [await box(tabsetOf(page, 'remote_positions')), await box(tabsetOf(page, 'remote_order_panel'))];
    assert.ok(ltr[0]!.x < ltr[1]!.x, 'left to right: the positions on the left');
    await page
      .getByLabel(/Language/)
      .first()
      .selectOption('ar-SA');
    await waitUntil(
      () => page.evaluate(() => document.documentElement.dir),
      (d) => d === 'rtl',
      'the page turns right to left',
    );
    const rtl = [await box(tabsetOf(page, 'remote_positions')), await box(tabsetOf(page, 'remote_order_panel'))];
    assert.ok(rtl[0]!.x > rtl[1]!.x, 'right to left: the positions on the right');
    await page.getByLabel(/اللغة/).first().selectOption('en');
  });

  it('a panel whose remote is not in the deployment file is left out, with a note', async () => {
    const { page, env } = suite;
    env.writeDeployment((d) => {
      const remotes = { ...(d.remotes as Record<string, unknown>) };
      delete remotes.remote_positions;
      return { ...d, remotes };
    });
    try {
      await page.reload();
      await waitForSlotState(page, 'remote_order_panel', 'ready');
      await page.getByTestId('not-deployed-remote_positions').waitFor();
      assert.match(
        await page.getByTestId('not-deployed-remote_positions').innerText(),
        /Positions is not part of this deployment/,
      );
      await ws(page).waitFor({ timeout: 20_000 });
      assert.equal(await tabOf(page, 'remote_positions').count(), 0);
      assert.equal(await page.getByTestId('slot-remote_positions').count(), 0);
    } finally {
      env.writeDeployment((d) => d);
      await page.reload();
      await ws(page).waitFor({ timeout: 20_000 });
    }
  });

  it("moves a panel beside another by dropping its tab on that panel's edge", async () => {
    const { page } = suite;
    await page.getByTestId('workspace-preset').selectOption('positions');
    await page.getByTestId('workspace-preset').selectOption('options');
    await tabOf(page, 'remote_order_panel').waitFor();
    const orders = await box(tabOf(page, 'remote_order_panel'));
    const entry = await box(tabsetOf(page, 'remote_option_entry'));
    // the right edge of the entry's content: the indicator shows where it lands before the release
    const to = { x: entry.x + entry.width - 30, y: entry.y + entry.height / 2 };
    await page.mouse.move(orders.x + 20, orders.y + orders.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 20; i++)
      await page.mouse.move(orders.x + 20 + ((to.x - orders.x - 20) * i) / 20, orders.y + ((to.y - orders.y) * i) / 20);
    assert.equal(await ws(page).locator('[data-drop-indicator]').getAttribute('data-region'), 'right');
    await page.mouse.up();
    const layout = await waitUntil(
      () => savedLocally(page),
      (v) => v !== null && /^1\|c\(62:r\(50:e,50:o\),38:p\)$/.test(v),
      'the orders now beside the entry, the positions below both',
    );
    assert.ok(layout);
    const [e, o] = [await box(tabsetOf(page, 'remote_option_entry')), await box(tabsetOf(page, 'remote_order_panel'))];
    assert.ok(Math.abs(e.y - o.y) < 2 && o.x > e.x, 'side by side');
  });
});
