import type { WireOrder } from 'shared-core/domain';
import type { RunningSim } from '../src/server';
import { Client, code, withSim, type Reply } from './helpers';

let sim: RunningSim;
let t2: Client;

const SYM = 'SOLUSDT';

beforeEach(async () => {
  sim = await withSim();
  t2 = new Client(sim);
  await t2.login('trader2@sim.local', 'trader2');
});
afterEach(() => sim.close());

const orders = async (c: Client, status = 'all'): Promise<WireOrder[]> =>
  c.result<{ list: WireOrder[] }>(await c.get(`/contract/v5/order/list?status=${status}&symbol=${SYM}`)).list;
const create = (c: Client, body: Record<string, unknown>): Promise<Reply> =>
  c.post('/contract/v5/order/create', { symbol: SYM, positionIdx: 0, ...body });

describe('reduce-only with no position to reduce', () => {
  // trader2 has no SOLUSDT position: a reduce-only sell has nothing to reduce (a size of 0 is not
  // a long: it used to be taken for one and store an order of qty 0 that stayed New)
  test.each<[string, Record<string, unknown>]>([
    ['market', { orderType: 'Market', qty: '1' }],
    ['limit', { orderType: 'Limit', qty: '1', price: '160' }],
    ['conditional', { orderType: 'Market', qty: '1', triggerPrice: '140' }],
  ])('%s sell → 110017, nothing stored', async (_kind, body) => {
    const r = await create(t2, { side: 'Sell', reduceOnly: true, ...body });
    expect(code(r)).toBe(110017);
    expect(r.body.result).toBeNull();
    expect(await orders(t2)).toHaveLength(0);
  });
});
