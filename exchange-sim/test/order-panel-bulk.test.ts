import type { WireOrder } from 'shared-core/domain';
import type { RunningSim } from '../src/server';
import { CANCEL_ALL_MAX } from '../src/http/routes/orders';
import { Client, code, withSim } from './helpers';

// The order panel's cancel-all (order-panel.md §3, §7, §8): a call takes at most CANCEL_ALL_MAX
// orders; above it the first ones are cancelled, the call answers 11050 and the rest stay open.
let sim: RunningSim;
let demo: Client;
const SYM = 'BTCUSDT';

beforeEach(async () => {
  sim = await withSim();
  demo = new Client(sim);
  await demo.login('demo@sim.local', 'demo');
});
afterEach(() => sim.close());

const openOf = async (symbol = SYM): Promise<WireOrder[]> =>
  demo.result<{ list: WireOrder[] }>(await demo.get(`/contract/v5/order/list?status=open&symbol=${symbol}`)).list;
const place = async (n: number): Promise<void> => {
  const price = sim.app.market.lastPrice(SYM).multipliedBy('0.8').decimalPlaces(0).toFixed();
  for (let i = 0; i < n; i += 1) {
    const r = await demo.post('/contract/v5/order/create', {
      symbol: SYM,
      side: 'Buy',
      orderType: 'Limit',
      timeInForce: 'GoodTillCancel',
      positionIdx: 0,
      qty: '0.001',
      price,
    });
    expect(code(r)).toBe(0);
  }
};
const cancelAll = (body: Record<string, unknown>) => demo.post('/contract/v5/order/cancel-totally-integrated', body);

test(`up to ${CANCEL_ALL_MAX} orders are cancelled in one call`, async () => {
  await place(3);
  const r = await cancelAll({ orderTypeList: ['Activity'], symbol: SYM });
  expect(code(r)).toBe(0);
  expect(demo.result<{ total: number }>(r).total).toBe(3);
  expect(await openOf()).toHaveLength(0);
});

test(`more than ${CANCEL_ALL_MAX}: the first ${CANCEL_ALL_MAX} go, 11050, the rest stay; the next call takes them`, async () => {
  await place(CANCEL_ALL_MAX + 2);
  const r = await cancelAll({ orderTypeList: ['Activity'], symbol: SYM });
  expect(code(r)).toBe(11050);
  expect(await openOf()).toHaveLength(2);
  const again = await cancelAll({ orderTypeList: ['Activity'], symbol: SYM });
  expect(code(again)).toBe(0);
  expect(await openOf()).toHaveLength(0);
});

test('exactly the limit is not an overload', async () => {
  await place(CANCEL_ALL_MAX);
  expect(code(await cancelAll({ orderTypeList: ['Activity'], symbol: SYM }))).toBe(0);
});
