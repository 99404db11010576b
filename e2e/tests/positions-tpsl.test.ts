import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { waitUntil } from '../src/page';
import { signedInSuite } from '../src/suite';

// positions.md §2–§5, §7 (issue 17): full and partial TP/SL on the composed page, each read back
// from the simulator, then the simulator's BTC index is steered (POST /__sim/index) until a
// partial take profit fires and the position shrinks live on the page. The demo account holds
// BTCUSDT long 0.25 at 64000, 10x.

interface Entry {
  orderId: string;
  takeProfit: string;
  stopLoss: string;
  qty: string;
  tpOrderType?: string;
  limitTakeProfit?: string;
}
/** The position as the simulator holds it (compact wire keys: sz size, tp / sl, ft full TP/SL, ptl partials). */
interface WireRow {
  pi: number;
  sz: string;
  tp?: string;
  sl?: string;
  ft?: Entry | null;
  ptl?: Entry[];
}

const SYMBOL = 'BTCUSDT';
const KEY = `${SYMBOL}:0`;

async function simPosition(): Promise<WireRow | undefined> {
  const res = await suite.page.request.get(`${suite.env.simUrl}/contract/v5/position/list?symbol=${SYMBOL}`);
  const body = (await res.json()) as { result?: { list?: WireRow[] } };
  return body.result?.list?.find((p) => p.pi === 0);
}

async function lastPrice(): Promise<number> {
  const res = await suite.page.request.get(
    `${suite.env.simUrl}/contract/v5/public/support/symbol-price?symbol=${SYMBOL}`,
  );
  const body = (await res.json()) as { result: { list: Record<string, { lastPrice: string }> } };
  return Number(body.result.list[SYMBOL]!.lastPrice);
}

/** A price on BTCUSDT's 0.1 tick, `percent` away from `from` (test input, not money arithmetic). */
const tickPrice = (from: number, percent: number): string =>
  (Math.round(from * (1 + percent / 100) * 10) / 10).toFixed(1);

const suite = signedInSuite({
  ready: ['remote_positions'],
  then: (page) => page.getByTestId(`position-row-${SYMBOL}`).first().waitFor({ timeout: 20_000 }),
});

async function openDialog() {
  await suite.page.getByTestId(`position-tpsl-${KEY}`).getByTestId('tpsl-cell-edit').click();
  await suite.page.getByTestId('tpsl-dialog').waitFor();
}
async function confirmAndClose() {
  const confirm = suite.page.getByTestId('tpsl-confirm');
  await waitUntil(
    () => confirm.isEnabled(),
    (on) => on,
    'the dialog loaded',
  );
  await confirm.click();
  await suite.page.getByTestId('tpsl-dialog').waitFor({ state: 'detached' });
}

let tp1 = '';
let fullTp = '';
describe('TP/SL on the composed page', () => {
  it('sets a full TP/SL', async () => {
    const last = await lastPrice();
    fullTp = tickPrice(last, 5);
    await openDialog();
    await suite.page.getByTestId('tpsl-tp-price').fill(fullTp);
    await suite.page.getByTestId('tpsl-sl-price').fill(tickPrice(last, -5));
    // the ROI the price gives is shown live
    await waitUntil(
      () => suite.page.getByTestId('tpsl-tp-sub').inputValue(),
      (v) => v !== '',
      'ROI shown',
    );
    await confirmAndClose();
    const p = await waitUntil(simPosition, (r) => !!r?.ft, 'full TP/SL in the simulator');
    assert.equal(Number(p!.ft!.takeProfit), Number(tickPrice(last, 5)));
    assert.equal(Number(p!.ft!.stopLoss), Number(tickPrice(last, -5)));
  });

  it('edits the full TP/SL (a modify)', async () => {
    const last = await lastPrice();
    await openDialog();
    await suite.page.getByText('Modify TPSL').waitFor();
    // the saved take profit is in its field, never an empty field for a value the exchange holds
    await waitUntil(
      () => suite.page.getByTestId('tpsl-tp-price').inputValue(),
      (v) => Number(v) === Number(fullTp),
      'the saved take profit shown',
    );
    await suite.page.getByTestId('tpsl-tp-price').fill(tickPrice(last, 6));
    await confirmAndClose();
    await waitUntil(
      simPosition,
      (r) => Number(r?.ft?.takeProfit) === Number(tickPrice(last, 6)),
      'modified take profit',
    );
  });

  it('sets two partial TP/SLs, one of them a limit close', async () => {
    let last = await lastPrice();
    tp1 = tickPrice(last, 3);
    await openDialog();
    await suite.page.getByTestId('tpsl-tab-partial').click();
    await suite.page.getByTestId('tpsl-qty').fill('0.01');
    await suite.page.getByTestId('tpsl-tp-price').fill(tp1);
    await confirmAndClose();
    await waitUntil(simPosition, (r) => r?.ptl?.length === 1, 'first partial');

    last = await lastPrice();
    await openDialog();
    await suite.page.getByTestId('tpsl-tab-partial').click();
    await suite.page.getByTestId('tpsl-list').waitFor();
    await suite.page.getByTestId('tpsl-add').click();
    await suite.page.getByTestId('tpsl-qty').fill('0.02');
    await suite.page.getByTestId('tpsl-tp-price').fill(tickPrice(last, 8));
    await suite.page.getByTestId('tpsl-tp-limit').check();
    await suite.page.getByTestId('tpsl-tp-limit-price').fill(tickPrice(last, 7.9));
    await confirmAndClose();
    const p = await waitUntil(simPosition, (r) => r?.ptl?.length === 2, 'second partial');
    assert.deepEqual(p!.ptl!.map((e) => e.tpOrderType).sort(), ['Limit', 'Market']);
  });

  it('edits one partial and cancels the limit one', async () => {
    const last = await lastPrice();
    tp1 = tickPrice(last, 2.5);
    await openDialog();
    await suite.page.getByTestId('tpsl-tab-partial').click();
    const items = suite.page.getByTestId('tpsl-list').locator('li');
    await items.first().waitFor();
    await items.filter({ hasNotText: /limit/i }).getByTestId('tpsl-item-modify').click();
    await suite.page.getByTestId('tpsl-tp-price').fill(tp1);
    await confirmAndClose();
    await waitUntil(simPosition, (r) => !!r?.ptl?.some((e) => Number(e.takeProfit) === Number(tp1)), 'edited partial');

    await openDialog();
    await suite.page.getByTestId('tpsl-tab-partial').click();
    await items.filter({ hasText: /limit/i }).getByTestId('tpsl-item-cancel').click();
    await waitUntil(simPosition, (r) => r?.ptl?.length === 1, 'limit partial cancelled');
    await suite.page.getByTestId('tpsl-cancel').click();
    await suite.page.getByTestId('tpsl-dialog').waitFor({ state: 'detached' });
  });

  it('cancels the full TP/SL', async () => {
    await openDialog();
    await suite.page.getByTestId('tpsl-cancel-oco').click();
    await suite.page.getByTestId('tpsl-dialog').waitFor({ state: 'detached' });
    const p = await waitUntil(simPosition, (r) => !r?.ft, 'full TP/SL cancelled');
    assert.equal(p!.ptl!.length, 1);
  });

  it('a steered index fires the partial take profit and the position shrinks on the page', async () => {
    const row = suite.page.getByTestId(`position-row-${SYMBOL}`).first();
    await row.getByText('0.250').first().waitFor();
    const res = await fetch(`${suite.env.simUrl}/__sim/index`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sim-admin': '1' },
      body: JSON.stringify({ coin: 'BTC', price: tickPrice(Number(tp1), 2) }),
    });
    assert.equal(((await res.json()) as { ret_code?: number; retCode?: number }).retCode ?? 0, 0);
    const p = await waitUntil(simPosition, (r) => Number(r?.sz) < 0.25, 'position reduced in the simulator', 20_000);
    assert.equal(Number(p!.sz), 0.24);
    await row.getByText('0.240').first().waitFor({ timeout: 15_000 });
  });

  it('in Arabic (right to left) the sliders start on the right and follow the value', async () => {
    const page = suite.page;
    await page.getByLabel('Language').selectOption('ar-SA');
    await openDialog();
    await page.getByTestId('tpsl-tab-entire').click();
    const tpSlider = page.getByTestId('tpsl-tp').locator('.MuiSlider-root');
    const thumb = tpSlider.locator('.MuiSlider-thumb');
    await page.getByTestId('tpsl-tp-price').fill('');
    await waitUntil(
      () => thumb.getAttribute('style'),
      (v) => v === 'right: 0%;',
      'the empty take profit slider starts on the right',
    );
    const last = await lastPrice();
    await page.getByTestId('tpsl-tp-price').fill(tickPrice(last, 3));
    const now = await waitUntil(
      () => tpSlider.locator('input').getAttribute('aria-valuenow'),
      (v) => Number(v) > 0,
      'the slider follows the typed price',
    );
    // measured from the right: the thumb is left of the rail's right end by the value's share
    const rail = (await tpSlider.boundingBox())!;
    const at = (await thumb.boundingBox())!;
    const fromRight = rail.x + rail.width - (at.x + at.width / 2);
    assert.ok(fromRight > 0, `thumb ${fromRight}px from the right for ${now}`);
    await page.keyboard.press('Escape');
    await page.getByTestId('tpsl-dialog').waitFor({ state: 'detached' });
    await page.locator('select:has(option[value="ar-SA"])').selectOption('en');
  });
});
