import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { REMOTE_NAMES } from '../src/env';
import { waitForSlotState } from '../src/page';
import { signedInSuite } from '../src/suite';

// Issue 19, the Tools tab on the composed page: a TWAP started from the panel's own form on the
// page's current perpetual runs to completion in the simulator (its schedule sped up through the
// loopback admin call /__sim/algo/speed) and shows in Tools history with every child filled.

const suite = signedInSuite({ ready: REMOTE_NAMES });

const panel = () => suite.page.getByTestId('slot-remote_order_panel');

/** Run the simulator's algorithmic-order schedules `factor` times faster (a tool's call: no Origin). */
async function speedUp(factor: number): Promise<void> {
  const r = await fetch(`${suite.env.simUrl}/__sim/algo/speed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sim-admin': '1' },
    body: JSON.stringify({ factor }),
  });
  const body = (await r.json()) as { ret_code?: number; retCode?: number };
  assert.equal(body.retCode ?? body.ret_code, 0, JSON.stringify(body));
}

describe('order panel: tools', () => {
  it('a TWAP started from the Tools form runs to completion and shows in history, children filled', async () => {
    const page = suite.page;
    await page.goto(new URL('trade/usdt/BTCUSDT', suite.env.pageUrl).toString());
    await waitForSlotState(page, 'remote_order_panel', 'ready');
    await speedUp(1000);
    await panel().getByRole('tab', { name: 'Tools', exact: true }).click();
    const form = panel().getByTestId('tools-form');
    await form.waitFor({ timeout: 20_000 });
    assert.match((await panel().getByTestId('tools-form-symbol').textContent()) ?? '', /BTCUSDT/);

    // bad input first: a message, nothing started
    await panel().getByTestId('tools-form-qty').fill('0.003');
    await panel().getByTestId('tools-form-durationMin').fill('0.25');
    await panel().getByTestId('tools-form-intervalSec').fill('2');
    await panel().getByTestId('tools-form-submit').click();
    await panel().getByText('At least 5 seconds.').waitFor({ timeout: 5_000 });

    // 15 s in slices every 5 s: three market slices (the schedule runs 1000 times faster)
    await panel().getByTestId('tools-form-intervalSec').fill('5');
    await panel().getByTestId('tools-form-intervalSec').press('Enter');
    await panel().getByTestId('tools-form-result').getByText('Started TWAP on BTCUSDT.').waitFor({ timeout: 10_000 });

    await panel().getByTestId('tools-status-history').click();
    const done = panel().locator('[data-testid^="tools-row-"][data-state="Completed"]');
    await done.first().waitFor({ timeout: 20_000 });
    assert.equal(await done.count(), 1, 'one TWAP in history');
    const text = (await done.first().textContent()) ?? '';
    assert.match(text, /TWAP/);
    assert.match(text, /BTCUSDT/);
    assert.match(text, /3 \/ 3 filled/);
    assert.match(text, /Completed/);
    // its children are ordinary orders carrying the TWAP createType
    const orders = await page.request.get(`${suite.env.simUrl}/contract/v5/order/list?status=closed&symbol=BTCUSDT`, {
      headers: { platform: 'pc' },
    });
    const list = ((await orders.json()) as { result: { list: { createType: string; orderStatus: string }[] } }).result
      .list;
    const children = list.filter((o) => o.createType === 'CreateByTWAP');
    assert.equal(children.length, 3);
    for (const c of children) assert.equal(c.orderStatus, 'Filled');
  });
});
