import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { waitUntil } from '../src/page';
import { signedInSuite } from '../src/suite';

// positions.md §2-§6, §9 (issue 17): a trailing stop with an active price, an MMR close and the
// share poster (a contract's, and an option's portfolio variant) on the composed page; each
// setting read back from the simulator, each poster downloaded as a real PNG (the demo account's
// ETHUSDT short 4, isolated, UTA2, and its four USDC options).

/** The position as the simulator holds it (compact wire keys: ts distance, tvp rate E4, ap active price, tmr MMR trigger). */
interface WireRow {
  s: string;
  pi: number;
  ts?: string;
  tvp?: string;
  ap?: string;
  tmr?: string;
}

async function simPosition(symbol: string, idx = 0): Promise<WireRow | undefined> {
  const res = await suite.page.request.get(`${suite.env.simUrl}/contract/v5/position/list?symbol=${symbol}`);
  const body = (await res.json()) as { result?: { list?: WireRow[] } };
  return body.result?.list?.find((p) => p.pi === idx);
}

const suite = signedInSuite({
  ready: ['remote_positions'],
  then: (page) => page.getByTestId('position-row-ETHUSDT').first().waitFor({ timeout: 20_000 }),
});

describe('trailing stop, MMR close and the share poster on the composed page', () => {
  it('sets a trailing stop with an active price; an active price alone is refused before sending', async () => {
    const page = suite.page;
    await page.getByTestId('trailing-cell:ETHUSDT:0').click();
    const dialog = page.getByTestId('trailing-dialog');
    await dialog.waitFor();
    await page.getByTestId('trailing-activation-on').check();
    await page.getByTestId('trailing-activation').fill('1000');
    await page.getByTestId('trailing-confirm').click();
    await page.getByText('Enter a callback value greater than 0 when an active price is set.').waitFor();
    assert.equal(Number((await simPosition('ETHUSDT'))?.ts ?? '0'), 0);
    await page.getByTestId('trailing-value').fill('20');
    await page.getByTestId('trailing-value').press('Enter');
    await dialog.waitFor({ state: 'detached' });
    const held = await waitUntil(
      () => simPosition('ETHUSDT'),
      (p) => Number(p?.ts) === 20,
      'trailing stop in the simulator',
    );
    assert.equal(Number(held?.ap), 1000);
    // the cell shows what the exchange holds, no longer pending
    await page.locator('[data-testid="trailing-cell:ETHUSDT:0"]').filter({ hasText: /20/ }).waitFor();
    assert.equal(await page.getByTestId('trailing-cell:ETHUSDT:0-pending').count(), 0);
  });

  it('sets an MMR close; above 90 % is refused before sending', async () => {
    const page = suite.page;
    await page.getByTestId('mmr-cell:ETHUSDT:0').click();
    const dialog = page.getByTestId('mmr-dialog');
    await dialog.waitFor();
    await page.locator('[data-testid="mmr-account"]').filter({ hasText: /%/ }).waitFor();
    await page.getByTestId('mmr-trigger').fill('95');
    await page.getByText('The trigger can be at most 90%.').waitFor();
    assert.equal(await page.getByTestId('mmr-confirm').isDisabled(), true);
    await page.getByTestId('mmr-trigger').fill('50');
    await page.getByTestId('mmr-trigger').press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await waitUntil(
      () => simPosition('ETHUSDT'),
      (p) => Number(p?.tmr) === 50,
      'MMR close in the simulator',
    );
    await page.locator('[data-testid="mmr-cell:ETHUSDT:0"]').filter({ hasText: /50/ }).waitFor();
  });

  it('downloads the share poster as a real PNG', async () => {
    const page = suite.page;
    await page.getByTestId('share:ETHUSDT:0').click();
    await page.getByTestId('share-dialog').waitFor();
    await page.getByTestId('share-qr').waitFor();
    await page.getByTestId('share-badge').filter({ hasText: 'VIP' }).waitFor();
    const link = await page.getByTestId('share-link').textContent();
    assert.match(link ?? '', /\/en\/invite\?ref=SIM[0-9A-Z]{5}$/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('share-download').click()]);
    assert.match(download.suggestedFilename(), /^ETHUSDT-openPosition-horizontal\.png$/);
    const file = await download.path();
    const bytes = await readFile(file);
    // the PNG signature, an IHDR of the poster's size at pixel ratio 2 (600 × ≥ 320 CSS px), a sensible size
    assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    assert.equal(bytes.subarray(12, 16).toString('latin1'), 'IHDR');
    assert.equal(bytes.readUInt32BE(16), 1200);
    assert.ok(bytes.readUInt32BE(20) >= 640, `height ${bytes.readUInt32BE(20)}`);
    assert.ok(bytes.length > 10_000 && bytes.length < 5_000_000, `${bytes.length} bytes`);
    await page.getByTestId('share-close').click();
    await page.getByTestId('share-dialog').waitFor({ state: 'detached' });
  });

  it('downloads the option portfolio poster as a real PNG', async () => {
    const page = suite.page;
    // the demo account's long BTC call (its expiry depends on the listing time)
    await page.locator('[data-testid^="share:BTC-"][data-testid$="-C:0"]').first().click();
    await page.getByTestId('share-dialog').waitFor();
    await page.getByTestId('share-qr').waitFor();
    await page.getByTestId('share-kind').filter({ hasText: 'Option profit · Position PnL' }).waitFor();
    // the option share ROI has 4 decimals (positions.md §9); no leverage on an option poster
    assert.match((await page.getByTestId('share-headline').textContent()) ?? '', /^[+-]?\d+\.\d{4}%$/);
    await page.getByTestId('share-variant-portfolio').click();
    await page.getByTestId('share-symbol').filter({ hasText: 'USDC options' }).waitFor();
    // the demo account's four USDC options (BTC call and put, ETH put and call)
    assert.equal(await page.getByTestId('share-pair-positions').locator('bdi').textContent(), '4');
    await page.getByTestId('share-style-vertical').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('share-download').click()]);
    assert.equal(download.suggestedFilename(), 'USDC-optionProfit-portfolio-vertical.png');
    const bytes = await readFile(await download.path());
    // the PNG signature, an IHDR of the vertical poster at pixel ratio 2 (360 × ≥ 600 CSS px)
    assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    assert.equal(bytes.subarray(12, 16).toString('latin1'), 'IHDR');
    assert.equal(bytes.readUInt32BE(16), 720);
    assert.ok(bytes.readUInt32BE(20) >= 1200, `height ${bytes.readUInt32BE(20)}`);
    assert.ok(bytes.length > 10_000 && bytes.length < 5_000_000, `${bytes.length} bytes`);
  });
});
