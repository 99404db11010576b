import type { RunningSim } from '../src/server';
import { Client, code, withSim } from './helpers';

// Large-order demotion (order-panel.md §4.2): POST /__sim/demote marks an open order, GET
// /contract/v5/order/demoted lists the user's demoted orders still open; over real sockets.

let sim: RunningSim;
let demo: Client;
let admin: Client;

beforeAll(async () => {
  sim = await withSim();
  demo = new Client(sim);
  admin = new Client(sim);
  await demo.login('demo@sim.local', 'demo');
});
afterAll(() => sim.close());

const SYM = 'BTCUSDT';
const place = async (): Promise<string> => {
  const price = sim.app.market.lastPrice(SYM).multipliedBy('0.8').decimalPlaces(0).toFixed();
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
  return demo.result<{ orderId: string }>(r).orderId;
};
const demoted = async (): Promise<string[]> =>
  demo.result<{ list: string[] }>(await demo.get('/contract/v5/order/demoted')).list;

test('a demoted open order is reported until it is cancelled', async () => {
  expect(await demoted()).toEqual([]);
  const id = await place();
  await place();
  expect(code(await admin.post('/__sim/demote', { orderId: id }))).toBe(0);
  expect(await demoted()).toEqual([id]);
  expect(code(await demo.post('/contract/v5/order/cancel', { symbol: SYM, orderId: id }))).toBe(0);
  expect(await demoted()).toEqual([]);
});

test('bad input is refused and nothing is marked', async () => {
  expect(code(await admin.post('/__sim/demote', {}))).toBe(10001);
  expect(code(await admin.post('/__sim/demote', { orderId: 'no-such-order' }))).toBe(10001);
  expect(await demoted()).toEqual([]);
});
