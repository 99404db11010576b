// The shared DataTable on the composed suite.page (issue 15, order-panel §2.4, §4.4, §5): the open-orders
// list hides a column and moves one from the keyboard, both remembered across a reload, and reset;
// axe-core finds no violations in the table and its column menu; Arabic lays it out right to left.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { slot, waitForSlotState, waitUntil } from '../src/page';
import { signedInSuite } from '../src/suite';

const require = createRequire(import.meta.url);
// axe-core's own build, evaluated in the suite.page (no network).
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const suite = signedInSuite({ ready: ['remote_order_panel'] });

const panel = () => slot(suite.page, 'remote_order_panel');
/** Column keys of the open-orders header, in screen order (logical: start first). */
const columnKeys = async () =>
  panel()
    .locator('[data-table-id="OPEN_ORDERS_TABLE"] thead th')
    .evaluateAll((ths) => ths.map((th) => th.getAttribute('data-column')));
const DEFAULT = ['symbol', 'side', 'type', 'price', 'qty', 'filled', 'tpsl', 'status', 'time', 'action'];

async function openMenu() {
  await panel().getByTestId('open-orders-columns').click();
  await suite.page.getByTestId('open-orders-settings').getByRole('dialog').waitFor();
  // The dialog fades in: until it is opaque its colours are blends (axe measured the Done button at
  // 1.5:1 mid-fade on a loaded machine). Wait for the end of the transition, as a trader sees it.
  await suite.page.waitForFunction(() => {
    let node: Element | null = document.querySelector('[data-testid="open-orders-settings-done"]');
    if (!node) return false;
    for (; node; node = node.parentElement) if (getComputedStyle(node).opacity !== '1') return false;
    return true;
  });
}

async function closeMenu() {
  await suite.page.getByTestId('open-orders-settings-done').click();
  await suite.page.getByTestId('open-orders-settings').waitFor({ state: 'detached' });
}

async function axeViolations(selector: string): Promise<{ id: string; nodes: number; help: string }[]> {
  // The page's Content-Security-Policy refuses inline scripts (addScriptTag), as it should; the
  // DevTools protocol evaluates outside it.
  const cdp = await suite.page.context().newCDPSession(suite.page);
  await cdp.send('Runtime.evaluate', { expression: AXE_SOURCE });
  await cdp.detach();
  return suite.page.evaluate(async (include) => {
    type AxeResult = { violations: { id: string; help: string; nodes: unknown[] }[] };
    const axe = (window as unknown as { axe: { run(ctx: unknown): Promise<AxeResult> } }).axe;
    const result = await axe.run({ include: [include] });
    return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.length }));
  }, selector);
}

describe('the shared data table in the open-orders list', () => {
  it('starts with the default columns, symbol pinned at the start and the cancel at the end', async () => {
    await panel().locator('[data-table-id="OPEN_ORDERS_TABLE"] thead').waitFor();
    assert.deepEqual(await columnKeys(), DEFAULT);
    const pins = await panel()
      .locator('thead th[data-pin]')
      .evaluateAll((ths) => ths.map((th) => [th.getAttribute('data-column'), th.getAttribute('data-pin')]));
    assert.deepEqual(pins, [
      ['symbol', 'start'],
      ['action', 'end'],
    ]);
  });

  it('hides a column and moves one with the keyboard; both are remembered after a reload', async () => {
    await openMenu();
    await suite.page.getByTestId('open-orders-settings-show-type').locator('input').uncheck();
    // dnd-kit's keyboard sensor: space picks the column up, an arrow moves it, space drops it.
    await suite.page.getByTestId('open-orders-settings-handle-price').focus();
    await suite.page.keyboard.press('Space');
    await suite.page.waitForTimeout(150);
    await suite.page.keyboard.press('ArrowDown');
    await suite.page.waitForTimeout(300);
    await suite.page.keyboard.press('Space');
    await suite.page.waitForTimeout(300);
    await closeMenu();
    const expected = ['symbol', 'side', 'qty', 'price', 'filled', 'tpsl', 'status', 'time', 'action'];
    assert.deepEqual(await columnKeys(), expected);

    await suite.page.reload();
    await waitForSlotState(suite.page, 'remote_order_panel', 'ready');
    await panel().locator('[data-table-id="OPEN_ORDERS_TABLE"] thead').waitFor();
    assert.deepEqual(await columnKeys(), expected);
  });

  it('refuses to move a pinned column: its handle is disabled', async () => {
    await openMenu();
    assert.equal(await suite.page.getByTestId('open-orders-settings-handle-symbol').isDisabled(), true);
    await closeMenu();
  });

  it('axe-core finds no violations in the table and its column menu', async () => {
    const table = await axeViolations('[data-table-id="OPEN_ORDERS_TABLE"]');
    assert.deepEqual(table, [], JSON.stringify(table));
    await openMenu();
    const menu = await axeViolations('[data-testid="open-orders-settings"]');
    assert.deepEqual(menu, [], JSON.stringify(menu));
    await closeMenu();
  });

  it('reset brings back the default columns and forgets the saved layout', async () => {
    await openMenu();
    await suite.page.getByTestId('open-orders-settings-reset').click();
    await closeMenu();
    assert.deepEqual(await columnKeys(), DEFAULT);
    await suite.page.reload();
    await waitForSlotState(suite.page, 'remote_order_panel', 'ready');
    await panel().locator('[data-table-id="OPEN_ORDERS_TABLE"] thead').waitFor();
    assert.deepEqual(await columnKeys(), DEFAULT);
  });

  it('in Arabic the table runs right to left: symbol pinned on the right, cancel on the left', async () => {
    await suite.page.getByLabel('Language').selectOption('ar-SA');
    await suite.page.waitForFunction(() => document.documentElement.dir === 'rtl');
    const x = async (key: string) => (await panel().locator(`thead th[data-column="${key}"]`).boundingBox())?.x ?? NaN;
    assert.ok((await x('symbol')) > (await x('action')), 'the start-pinned symbol is on the right');
    // the Arabic texts are a lazy chunk: the page turns right to left first, the words follow
    await waitUntil(
      () => panel().getByTestId('open-orders-columns').getAttribute('aria-label'),
      (label) => label === 'الأعمدة',
      'the column menu label in Arabic',
    );
  });
});
