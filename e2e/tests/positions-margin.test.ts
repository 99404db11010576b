import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { waitUntil } from '../src/page';
import { signedInSuite } from '../src/suite';

// positions.md §2, §4: add and reduce margin, auto margin, reverse — on the composed suite.page, each
// effect read back from the simulator (the demo account's ETHUSDT short 4, isolated).

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
  const res = await suite.page.request.get(`${suite.env.simUrl}/contract/v5/position/list?symbol=${symbol}`);
  const body = (await res.json()) as { result?: { list?: WireRow[] } };
  return body.result?.list?.find((p) => p.pi === idx);
}

async function simPref(key: string): Promise<string | undefined> {
  const res = await suite.page.request.get(`${suite.env.simUrl}/v3/private/user/member/pref-setting`);
  const body = (await res.json()) as { result?: { settings?: Record<string, string> } };
  return body.result?.settings?.[key];
}

const suite = signedInSuite({
  ready: ['remote_positions'],
  then: (page) => page.getByTestId('position-row-ETHUSDT').first().waitFor({ timeout: 20_000 }),
});

describe('margin, auto margin and reverse on the composed page', () => {
  it('adds margin to the isolated position', async () => {
    assert.equal((await simPosition('ETHUSDT'))?.neam ?? '0', '0');
    await suite.page.getByTestId('margin:ETHUSDT:0').click();
    const dialog = suite.page.getByTestId('margin-dialog');
    await dialog.waitFor();
    await suite.page.getByTestId('margin-amount').fill('25');
    // the estimate for this amount comes from pre-add-margin
    await suite.page.locator('[data-testid="margin-estimate"]').filter({ hasText: /\d/ }).waitFor();
    await suite.page.getByTestId('margin-amount').press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await suite.page.getByText('Margin updated.').first().waitFor();
    await waitUntil(
      () => simPosition('ETHUSDT'),
      (p) => p?.neam === '25',
      'added margin',
    );
  });

  it('reduces it; more than the added margin is refused before sending', async () => {
    await suite.page.getByTestId('margin:ETHUSDT:0').click();
    await suite.page.getByTestId('margin-dialog').waitFor();
    await suite.page.getByTestId('margin-tab-minus').click();
    await suite.page.getByTestId('margin-amount').fill('30');
    await suite.page.getByTestId('margin-confirm').click();
    await suite.page.getByText('You can remove at most the margin you added').waitFor();
    assert.equal((await simPosition('ETHUSDT'))?.neam, '25');
    await suite.page.getByTestId('margin-amount').fill('10');
    await suite.page.getByTestId('margin-confirm').click();
    await suite.page.getByTestId('margin-dialog').waitFor({ state: 'detached' });
    await waitUntil(
      () => simPosition('ETHUSDT'),
      (p) => p?.neam === '15',
      'reduced margin',
    );
  });

  it('switches auto margin on', async () => {
    assert.equal((await simPosition('ETHUSDT'))?.aam ?? false, false);
    const toggle = suite.page.getByTestId('auto-margin:ETHUSDT:0');
    await toggle.click();
    await suite.page.getByText('Auto margin replenishment is on.').first().waitFor();
    await waitUntil(
      () => toggle.isChecked(),
      (on) => on,
      'switch shown on',
    );
    await waitUntil(
      () => simPosition('ETHUSDT'),
      (p) => p?.aam === true,
      'auto margin in the simulator',
    );
  });

  it("reverses the position, then reverses it back at once after 'do not prompt again'", async () => {
    await suite.page.getByTestId('reverse:ETHUSDT:0').click();
    const dialog = suite.page.getByTestId('reverse-dialog');
    await dialog.waitFor();
    await suite.page.locator('[data-testid="reverse-dialog"][data-stage="prompt"]').waitFor();
    await suite.page.getByTestId('reverse-dont-ask').check();
    await suite.page.getByTestId('reverse-confirm').click();
    await suite.page.locator('[data-testid="reverse-outcome"][data-outcome="reversed"]').waitFor({ timeout: 20_000 });
    const long = await waitUntil(
      () => simPosition('ETHUSDT'),
      (p) => p?.sd === 'Buy',
      'reversed to long',
    );
    assert.equal(Number(long?.sz), 4);
    await suite.page.getByTestId('reverse-close').click();
    await dialog.waitFor({ state: 'detached' });
    // the choice is saved (1 s debounce) and honoured: the next Reverse goes at once, with its outcome shown
    await waitUntil(
      () => simPref('reverseClickTipStatus'),
      (v) => v === 'hide',
      'preference saved',
    );
    await suite.page
      .locator('[data-testid="position-row-ETHUSDT"]')
      .filter({ hasText: /Long|Buy/ })
      .first()
      .waitFor();
    // within 1 s of the last reversal the same position is refused ('justReversed', nothing sent): try again then
    await waitUntil(
      async () => {
        await suite.page.getByTestId('reverse:ETHUSDT:0').click();
        const outcome = suite.page.getByTestId('reverse-outcome');
        await outcome.waitFor({ timeout: 20_000 });
        const said = await outcome.getAttribute('data-outcome');
        if (said !== 'reversed') {
          await suite.page.getByTestId('reverse-close').click();
          await dialog.waitFor({ state: 'detached' });
        }
        return said;
      },
      (said) => said === 'reversed',
      'the second reversal',
    );
    const short = await waitUntil(
      () => simPosition('ETHUSDT'),
      (p) => p?.sd === 'Sell',
      'reversed back to short',
    );
    assert.equal(Number(short?.sz), 4);
  });
});
