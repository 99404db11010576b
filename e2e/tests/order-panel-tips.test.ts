import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { REMOTE_NAMES } from '../src/env';
import { waitForSlotState } from '../src/page';
import { signedInSuite } from '../src/suite';

// Issue 18, order-panel.md §4.2 on the composed page: the onboarding guide stepped through by
// keyboard stays done after a reload (stored through pref-setting); an order the simulator
// reports demoted (POST /__sim/demote) shows the large-order demotion tip.

const suite = signedInSuite({ ready: REMOTE_NAMES });

const panel = () => suite.page.getByTestId('slot-remote_order_panel');

/** A resting limit order of the page's signed-in session (its cookies), far below the market. */
async function restingOrder(): Promise<string> {
  const r = await suite.page.request.post(`${suite.env.simUrl}/contract/v5/order/create`, {
    headers: { platform: 'pc', 'content-type': 'application/json' },
    data: {
      symbol: 'BTCUSDT',
      side: 'Buy',
      orderType: 'Limit',
      qty: '0.001',
      price: '10000',
      timeInForce: 'GoodTillCancel',
      positionIdx: 0,
    },
  });
  const body = await r.json();
  assert.equal(body.retCode ?? body.ret_code, 0, JSON.stringify(body));
  return body.result.orderId as string;
}

describe('order panel tips', () => {
  it('steps through the guide with the keyboard, and it stays done after a reload', async () => {
    const guide = panel().getByTestId('order-panel-guide');
    await guide.getByText('Getting started (1 of 3)').waitFor({ timeout: 15_000 });
    await guide.getByRole('button', { name: 'Next' }).focus();
    await suite.page.keyboard.press('Enter');
    await guide.getByText('Getting started (2 of 3)').waitFor();
    await suite.page.keyboard.press('Enter');
    await guide.getByText('Getting started (3 of 3)').waitFor();
    await guide.getByRole('button', { name: 'Complete' }).focus();
    await suite.page.keyboard.press('Enter');
    await guide.waitFor({ state: 'detached' });

    await suite.page.reload();
    await waitForSlotState(suite.page, 'remote_order_panel', 'ready');
    await panel().getByTestId('order-panel-tips').waitFor({ timeout: 15_000 });
    assert.equal(await panel().getByTestId('order-panel-guide').count(), 0);
  });

  it('shows the demotion tip when an open order is demoted', async () => {
    const id = await restingOrder();
    // from the test process, as a tool does (JSON, the admin header, no Origin)
    const admin = await fetch(`${suite.env.simUrl}/__sim/demote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sim-admin': '1' },
      body: JSON.stringify({ orderId: id }),
    });
    const answer = (await admin.json()) as { ret_code?: number; retCode?: number };
    assert.equal(answer.retCode ?? answer.ret_code, 0, JSON.stringify(answer));
    // the tip asks again when the open orders change: a second order makes the count move
    await restingOrder();
    await panel().getByTestId('order-panel-demotion-tip').waitFor({ timeout: 15_000 });
    await panel().getByTestId('order-panel-demotion-tip').getByRole('button', { name: 'Close tip' }).click();
    await panel().getByTestId('order-panel-demotion-tip').waitFor({ state: 'detached' });
  });
});
