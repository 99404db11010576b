import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../src/browser';
import { startEnvironment, type Environment } from '../src/env';
import { openSignedIn, waitForSlotState } from '../src/page';

// positions.md §2, §4: add and reduce margin, auto margin, reverse — on the composed page, each
// effect read back from the simulator (the demo account's ETHUSDT short 4, isolated).

let env: Environment;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;

/** The position as the simulator holds it (compact wire keys: sd side, sz size, neam added margin, aam auto-add). */
interface WireRow {
  s: string;
  pi: number;
  sd: 'Buy' | 'Sell';
  sz: string;
  neam?: string;
  aam?: boolean;
}

async function simPosition(symbol: string, idx = 0): Promise<WireRow | undefined> {
  const res = await page.request.get(`${env.simUrl}/contract/v5/position/list?symbol=${symbol}`);
  const body = (await res.json()) as { result?: { list?: WireRow[] } };
  return body.result?.list?.find((p) => p.pi === idx);
}

async function simPref(key: string): Promise<string | undefined> {
  const res = await page.request.get(`${env.simUrl}/v3/private/user/member/pref-setting`);
  const body = (await res.json()) as { result?: { settings?: Record<string, string> } };
  return body.result?.settings?.[key];
}

/** Polls the simulator until `check` holds. */
async function until<T>(read: () => Promise<T>, check: (v: T) => boolean, what: string, timeout = 15_000): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const v = await read();
    if (check(v)) return v;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

before(async () => {
  env = await startEnvironment();
  browser = await launchBrowser();
  page = await openSignedIn(browser.context, env.pageUrl);
  await waitForSlotState(page, 'remote_positions', 'ready');
  await page.getByTestId('position-row-ETHUSDT').first().waitFor({ timeout: 20_000 });
});

after(async () => {
  await browser?.close();
  await env?.close();
});

describe('margin, auto margin and reverse on the composed page', () => {
  it('adds margin to the isolated position', async () => {
    assert.equal((await simPosition('ETHUSDT'))?.neam ?? '0', '0');
    await page.getByTestId('margin:ETHUSDT:0').click();
    const dialog = page.getByTestId('margin-dialog');
    await dialog.waitFor();
    await page.getByTestId('margin-amount').fill('25');
    // the estimate for this amount comes from pre-add-margin
    await page.locator('[data-testid="margin-estimate"]').filter({ hasText: /\d/ }).waitFor();
    await page.getByTestId('margin-amount').press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Margin updated.').first().waitFor();
    await until(
      () => simPosition('ETHUSDT'),
      (p) => p?.neam === '25',
      'added margin',
    );
  });

  it('reduces it; more than the added margin is refused before sending', async () => {
    await page.getByTestId('margin:ETHUSDT:0').click();
    await page.getByTestId('margin-dialog').waitFor();
    await page.getByTestId('margin-tab-minus').click();
    await page.getByTestId('margin-amount').fill('30');
    await page.getByTestId('margin-confirm').click();
    await page.getByText('You can remove at most the margin you added').waitFor();
    assert.equal((await simPosition('ETHUSDT'))?.neam, '25');
    await page.getByTestId('margin-amount').fill('10');
    await page.getByTestId('margin-confirm').click();
    await page.getByTestId('margin-dialog').waitFor({ state: 'detached' });
    await until(
      () => simPosition('ETHUSDT'),
      (p) => p?.neam === '15',
      'reduced margin',
    );
  });

  it('switches auto margin on', async () => {
    assert.equal((await simPosition('ETHUSDT'))?.aam ?? false, false);
    const toggle = page.getByTestId('auto-margin:ETHUSDT:0');
    await toggle.click();
    await page.getByText('Auto margin replenishment is on.').first().waitFor();
    await until(
      () => toggle.isChecked(),
      (on) => on,
      'switch shown on',
    );
    await until(
      () => simPosition('ETHUSDT'),
      (p) => p?.aam === true,
      'auto margin in the simulator',
    );
  });

  it("reverses the position, then reverses it back at once after 'do not prompt again'", async () => {
    await page.getByTestId('reverse:ETHUSDT:0').click();
    const dialog = page.getByTestId('reverse-dialog');
    await dialog.waitFor();
    await page.locator('[data-testid="reverse-dialog"][data-stage="prompt"]').waitFor();
    await page.getByTestId('reverse-dont-ask').check();
    await page.getByTestId('reverse-confirm').click();
    await page.locator('[data-testid="reverse-outcome"][data-outcome="reversed"]').waitFor({ timeout: 20_000 });
    const long = await until(
      () => simPosition('ETHUSDT'),
      (p) => p?.sd === 'Buy',
      'reversed to long',
    );
    assert.equal(Number(long?.sz), 4);
    await page.getByTestId('reverse-close').click();
    await dialog.waitFor({ state: 'detached' });
    // the choice is saved (1 s debounce) and honoured: the next Reverse goes at once, with its outcome shown
    await until(
      () => simPref('reverseClickTipStatus'),
      (v) => v === 'hide',
      'preference saved',
    );
    await page
      .locator('[data-testid="position-row-ETHUSDT"]')
      .filter({ hasText: /Long|Buy/ })
      .first()
      .waitFor();
    // within 1 s of the last reversal the same position is refused ('justReversed', nothing sent): try again then
    await until(
      async () => {
        await page.getByTestId('reverse:ETHUSDT:0').click();
        const outcome = page.getByTestId('reverse-outcome');
        await outcome.waitFor({ timeout: 20_000 });
        const said = await outcome.getAttribute('data-outcome');
        if (said !== 'reversed') {
          await page.getByTestId('reverse-close').click();
          await dialog.waitFor({ state: 'detached' });
        }
        return said;
      },
      (said) => said === 'reversed',
      'the second reversal',
    );
    const short = await until(
      () => simPosition('ETHUSDT'),
      (p) => p?.sd === 'Sell',
      'reversed back to short',
    );
    assert.equal(Number(short?.sz), 4);
  });
});
