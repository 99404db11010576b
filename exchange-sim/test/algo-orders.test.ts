import type { WireOrder } from 'shared-core/domain';
import type { RunningSim } from '../src/server';
import { ALGO_TOPIC, type WireAlgoOrder } from '../src/trading/algo/algoDesk';
import { Client, WsClient, code, withSim } from './helpers';

// The Tools tab's algorithmic orders (order-panel.md §2.2, §3, §9; issue 19) over real HTTP and
// the private socket: a TWAP runs to completion (schedules sped up through /__sim/algo/speed), an
// iceberg shows only its visible part, a chase rests at the best bid, a webhook places on a
// signal; children carry the tool's createType; stop; bad input refused with nothing placed.
let sim: RunningSim;
let demo: Client;
let ws: WsClient;
const SYM = 'BTCUSDT';

type AlgoList = { list: WireAlgoOrder[]; counts: Record<string, number> };
type Push = Record<string, unknown> & { data: WireAlgoOrder[] };

beforeEach(async () => {
  sim = await withSim();
  demo = new Client(sim);
  await demo.login('demo@sim.local', 'demo');
  ws = await WsClient.open(`${sim.wsUrl}/private`, { cookie: `secure-token=${demo.token!}` });
  ws.send({ op: 'subscribe', args: [ALGO_TOPIC], req_id: 's' });
  const ack = await ws.next((m) => m.req_id === 's');
  expect(ack.success).toBe(true);
});
afterEach(async () => {
  ws.close();
  await sim.close();
});

const create = (body: Record<string, unknown>) => demo.post('/contract/v5/algo/create', { symbol: SYM, ...body });
const list = async (q = ''): Promise<AlgoList> => demo.result<AlgoList>(await demo.get(`/contract/v5/algo/list${q}`));
const openOrders = async (): Promise<WireOrder[]> =>
  demo.result<{ list: WireOrder[] }>(await demo.get(`/contract/v5/order/list?status=open&symbol=${SYM}`)).list;
const pushOf = (algoId: string, state: string) => (m: Record<string, unknown>) =>
  m.topic === ALGO_TOPIC && (m as Push).data.some((a) => a.algoId === algoId && a.state === state);

test('a market TWAP places its slices over time and runs to completion; children carry CreateByTWAP', async () => {
  expect(code(await demo.post('/__sim/algo/speed', { factor: 1000 }))).toBe(0);
  const r = await create({ tool: 'twap', side: 'Buy', qty: '0.003', durationSec: 15, intervalSec: 5 });
  expect(code(r)).toBe(0);
  const algo = demo.result<WireAlgoOrder>(r);
  expect(algo).toMatchObject({ tool: 'twap', status: 2, state: 'Running', slicesTotal: 3, createType: 'CreateByTWAP' });

  const done = (await ws.next(pushOf(algo.algoId, 'Completed'), 5000)) as Push;
  const last = done.data.find((a) => a.algoId === algo.algoId)!;
  expect(last).toMatchObject({ status: 3, filledQty: '0.003', slicesPlaced: 3 });
  expect(last.children).toHaveLength(3);
  for (const c of last.children) expect(c).toMatchObject({ orderStatus: 'Filled', createType: 'CreateByTWAP' });
  expect(Number(last.avgPrice)).toBeGreaterThan(0);

  const history = await list('?tool=twap&status=3');
  expect(history.list.map((a) => a.algoId)).toEqual([algo.algoId]);
  expect((await list('?tool=twap&status=2')).list).toEqual([]);

  // the execution records of the children say TWAP too (the fill notice leaves them out)
  const execs = demo.result<{ list: { orderId: string; createType: string }[] }>(
    await demo.get(`/contract/v5/execution/list?symbol=${SYM}`),
  ).list;
  const childIds = new Set(last.children.map((c) => c.orderId));
  const childExecs = execs.filter((e) => childIds.has(e.orderId));
  expect(childExecs.length).toBeGreaterThanOrEqual(3);
  for (const e of childExecs) expect(e.createType).toBe('CreateByTWAP');
});

test('stopping a running TWAP cancels its resting slice and moves it to history', async () => {
  const far = sim.app.market.lastPrice(SYM).multipliedBy('0.5').decimalPlaces(0).toFixed();
  const r = await create({
    tool: 'twap',
    side: 'Buy',
    qty: '0.004',
    durationSec: 3600,
    intervalSec: 600,
    orderType: 'Limit',
    price: far,
  });
  const algo = demo.result<WireAlgoOrder>(r);
  expect((await list()).counts).toEqual({ chase: 0, twap: 1, iceberg: 0, webhook: 0 });
  const resting = await openOrders();
  expect(resting).toHaveLength(1);
  expect(resting[0]!.createType).toBe('CreateByTWAP');

  const stop = await demo.post('/contract/v5/algo/cancel', { algoId: algo.algoId });
  expect(demo.result<WireAlgoOrder>(stop)).toMatchObject({ state: 'Stopped', status: 3 });
  expect(await openOrders()).toHaveLength(0);
  expect((await list()).counts.twap).toBe(0);
  // a second stop is refused: it is not running any more
  expect(code(await demo.post('/contract/v5/algo/cancel', { algoId: algo.algoId }))).toBe(110010);
});

test('an iceberg rests only its visible part, as CreateByIceBerg', async () => {
  const far = sim.app.market.lastPrice(SYM).multipliedBy('0.5').decimalPlaces(0).toFixed();
  const r = await create({ tool: 'iceberg', side: 'Buy', qty: '0.01', visibleQty: '0.002', price: far });
  expect(code(r)).toBe(0);
  const resting = await openOrders();
  expect(resting.map((o) => [o.qty, o.createType])).toEqual([['0.002', 'CreateByIceBerg']]);
});

test('a chase rests at the best bid, as CreateByChaseOrder', async () => {
  const r = await create({ tool: 'chase', side: 'Buy', qty: '0.002' });
  expect(code(r)).toBe(0);
  const algo = demo.result<WireAlgoOrder>(r);
  const bestBid = sim.app.market.books.get(SYM)!.depth(1).bids[0]!.price;
  const child = algo.children[0]!;
  expect(child.createType).toBe('CreateByChaseOrder');
  // it rests at the best bid (or, having filled there, has gone)
  expect(child.price).toBe(bestBid);
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('an iceberg places its next visible part once one fills, until the total is done', async () => {
  await demo.post('/__sim/algo/speed', { factor: 1000 });
  // priced through the best ask: each visible part fills at once against the house book
  const price = sim.app.market.lastPrice(SYM).multipliedBy('1.01').decimalPlaces(0).toFixed();
  const algo = demo.result<WireAlgoOrder>(
    await create({ tool: 'iceberg', side: 'Buy', qty: '0.006', visibleQty: '0.002', price }),
  );
  expect(algo.children).toHaveLength(1);
  const done = (await ws.next(pushOf(algo.algoId, 'Completed'), 5000)) as Push;
  const last = done.data.find((a) => a.algoId === algo.algoId)!;
  expect(last).toMatchObject({ filledQty: '0.006', status: 3 });
  expect(last.children.map((c) => [c.qty, c.orderStatus, c.createType])).toEqual([
    ['0.002', 'Filled', 'CreateByIceBerg'],
    ['0.002', 'Filled', 'CreateByIceBerg'],
    ['0.002', 'Filled', 'CreateByIceBerg'],
  ]);
});

test('a chase re-prices to the best bid as the book moves', async () => {
  await demo.post('/__sim/algo/speed', { factor: 1000 });
  const algo = demo.result<WireAlgoOrder>(
    await create({ tool: 'chase', side: 'Buy', qty: '0.002', maxChaseDistance: '1000000' }),
  );
  const first = algo.children[0]!;
  let now: WireAlgoOrder | undefined;
  for (let i = 0; i < 40; i += 1) {
    sim.app.market.step(); // the walk moves, the house book follows
    await sleep(30);
    now = (await list('?tool=chase')).list[0];
    if (now && now.children.length > 1) break;
  }
  expect(now!.children.length).toBeGreaterThan(1);
  // the order it left is cancelled; the one resting now sits at (or filled at) the best bid it chased
  expect(now!.children[0]).toMatchObject({ orderId: first.orderId });
  expect(['Cancelled', 'PartiallyFilledCanceled', 'Filled']).toContain(now!.children[0]!.orderStatus);
  for (const c of now!.children) expect(c.createType).toBe('CreateByChaseOrder');
});

test('a chase with a max distance never rests beyond it', async () => {
  await demo.post('/__sim/algo/speed', { factor: 1000 });
  const algo = demo.result<WireAlgoOrder>(
    await create({ tool: 'chase', side: 'Buy', qty: '0.002', maxChaseDistance: '0.5' }),
  );
  const start = Number(algo.children[0]!.price);
  for (let i = 0; i < 20; i += 1) {
    sim.app.market.step();
    await sleep(30);
  }
  for (const c of (await list('?tool=chase')).list[0]!.children)
    expect(Number(c.price)).toBeLessThanOrEqual(start + 0.5);
});

test('a webhook places a market order on each loopback signal and lists under webhook', async () => {
  const r = await create({ tool: 'webhook', side: 'Sell', qty: '0.001', name: 'tv-alert' });
  const algo = demo.result<WireAlgoOrder>(r);
  expect(algo).toMatchObject({ state: 'Running', children: [] });
  const s = await demo.post('/__sim/algo/webhook-signal', { algoId: algo.algoId });
  expect(demo.result<WireAlgoOrder>(s)).toMatchObject({ signals: 1, filledQty: '0.001' });
  expect((await list('?tool=webhook&status=2')).list).toHaveLength(1);
});

test.each([
  [{ tool: 'twap', side: 'Buy', qty: '0.003', durationSec: 60, intervalSec: 1 }, 'intervalSec'],
  [{ tool: 'twap', side: 'Buy', qty: '0.003', durationSec: 5, intervalSec: 10 }, 'durationSec'],
  [{ tool: 'twap', side: 'Buy', qty: '0', durationSec: 60, intervalSec: 10 }, 'qty'],
  [{ tool: 'iceberg', side: 'Buy', qty: '0.003', visibleQty: '0.004', price: '1000' }, 'visibleQty'],
  [{ tool: 'iceberg', side: 'Buy', qty: '0.003', visibleQty: '0.001' }, 'price'],
  [{ tool: 'grid', side: 'Buy', qty: '0.003' }, 'tool'],
])('refused with 10001 naming the field, nothing placed: %j', async (body, field) => {
  const r = await create(body);
  expect(code(r)).toBe(10001);
  expect(String(r.body.ret_msg ?? r.body.retMsg)).toContain(field);
  expect(await openOrders()).toHaveLength(0);
  expect((await list()).list).toHaveLength(0);
});

test('a first slice the account cannot afford refuses the create: nothing kept, nothing placed', async () => {
  const r = await create({ tool: 'twap', side: 'Buy', qty: '40', durationSec: 40, intervalSec: 10 });
  expect(code(r)).not.toBe(0);
  expect((await list()).list).toEqual([]);
  expect(await openOrders()).toHaveLength(0);
});

test('options have no tools', async () => {
  const option = sim.app.market.optionsOf('BTC')[0]!.symbol;
  const r = await create({ tool: 'chase', side: 'Buy', qty: '0.01', symbol: option });
  expect(code(r)).toBe(10001);
});

test('another user neither sees nor stops them', async () => {
  const algo = demo.result<WireAlgoOrder>(await create({ tool: 'webhook', side: 'Buy', qty: '0.001' }));
  const other = new Client(sim);
  await other.login('trader2@sim.local', 'trader2');
  expect(other.result<AlgoList>(await other.get('/contract/v5/algo/list')).list).toEqual([]);
  expect(code(await other.post('/contract/v5/algo/cancel', { algoId: algo.algoId }))).toBe(110001);
});
