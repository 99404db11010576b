import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { REMOTE_NAMES } from '../src/env';
import { waitForSlotState, waitUntil } from '../src/page';
import { signedInSuite } from '../src/suite';

// Issue 19 on the composed page, signed in as the seeded account that owes BTC and may trade
// futures spreads (exchange-sim API.md "Repay panel and futures spread"): a repayment through the
// exchange's page in the panel's frame lowers the debt on screen; spread orders placed on the
// simulator are listed in the spread-trading sub-tab and cancelled by its cancel-all.

const suite = signedInSuite({
  ready: REMOTE_NAMES,
  as: 'spreadrepay@sim.local',
  // the page may frame only the deployment's repay origin (its CSP): name the simulator's page
  then: async (page) => {
    suite.env.writeDeployment((d) => ({ ...d, repay: `${suite.env.simUrl}/repay/page` }));
    await page.reload();
    for (const name of REMOTE_NAMES) await waitForSlotState(page, name, 'ready');
  },
});

const panel = () => suite.page.getByTestId('slot-remote_order_panel');
const openTab = (name: string) => panel().getByRole('tab', { name, exact: true }).click();

/** A call of the page's signed-in session (its cookies) to the simulator. */
async function sim<T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const url = `${suite.env.simUrl}${path}`;
  const r =
    method === 'GET'
      ? await suite.page.request.get(url)
      : await suite.page.request.post(url, { headers: { platform: 'pc', 'content-type': 'application/json' }, data });
  const body = await r.json();
  assert.equal(body.retCode ?? body.ret_code, 0, JSON.stringify(body));
  return body.result as T;
}

describe('order panel: repay frame and futures spread', () => {
  it('repays part of a debt through the frame, and the debt goes down on screen', async () => {
    await openTab('Assets');
    const debt = panel().getByTestId('repay-debt-BTC');
    await debt.waitFor({ timeout: 20_000 });
    assert.match((await debt.textContent()) ?? '', /0\.05000000/);
    await panel().getByTestId('repay-open-BTC').click();
    const frameElement = suite.page.getByTestId('repay-frame');
    await frameElement.waitFor({ timeout: 20_000 });
    const src = new URL((await frameElement.getAttribute('src')) ?? '');
    assert.equal(src.origin, suite.env.simUrl);
    assert.equal(src.searchParams.get('coin'), 'BTC');
    assert.equal(src.searchParams.get('entryType'), 'spot');
    assert.ok(['light', 'dark'].includes(src.searchParams.get('theme') ?? ''), src.href);
    const frame = suite.page.frameLocator('[data-testid="repay-frame"]');
    await waitUntil(
      async () => frame.getByTestId('repay-debt').textContent({ timeout: 20_000 }),
      (t) => t === '0.05 BTC',
      'the repay page should show the debt',
      20_000,
    );
    await frame.getByTestId('repay-amount').fill('0.02');
    await frame.getByTestId('repay-submit').click();
    // the panel reads the debts and the assets again once the frame says it is done
    await waitUntil(
      async () => debt.textContent(),
      (t) => /0\.03000000/.test(t ?? ''),
      'the debt on the panel should go down to 0.03',
      20_000,
    );
    await waitUntil(
      async () => panel().getByTestId('asset-row-BTC').textContent(),
      (t) => /-0\.03000000/.test(t ?? ''),
      'the BTC balance in the assets should be -0.03',
      20_000,
    );
    const left = await sim<{ debt: string }>('GET', '/unified/v3/private/repay/debt?coin=BTC');
    assert.equal(left.debt, '0.03');
    await suite.page.getByTestId('repay-close').click();
    await frameElement.waitFor({ state: 'detached', timeout: 10_000 });
  });

  it('lists spread orders with their legs and cancels them through the spread cancel-all', async () => {
    const { list } = await sim<{ list: { symbol: string }[] }>('GET', '/combination/api/instruments');
    const symbol = list[0]!.symbol;
    const placed: string[] = [];
    for (const side of ['Buy', 'Sell'])
      placed.push(
        (
          await sim<{ orderId: string }>('POST', '/combination/api/order/create', {
            symbol,
            side,
            price: '-5',
            qty: '0.01',
          })
        ).orderId,
      );
    await panel().getByTestId('order-panel-tab-openOrders').click();
    await panel().getByTestId('open-order-sub-tab-spread').click();
    for (const id of placed) await panel().getByTestId(`spread-order-row-${id}`).waitFor({ timeout: 20_000 });
    const row = panel().getByTestId(`spread-order-row-${placed[0]}`);
    assert.match((await row.textContent()) ?? '', /Futures/);
    assert.match((await row.textContent()) ?? '', /Spot/);
    await panel().getByTestId('cancel-all').click();
    for (const id of placed)
      await panel().getByTestId(`spread-order-row-${id}`).waitFor({ state: 'detached', timeout: 20_000 });
    const open = await sim<{ list: unknown[] }>('GET', '/combination/api/order/list');
    assert.deepEqual(open.list, []);
  });
});
