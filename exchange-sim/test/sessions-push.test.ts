import {
  PRIVATE_TOPICS,
  type OptionInstrumentsResult,
  type OptionOrderResult,
  type WireExecution,
  type WireOrder,
} from 'shared-core/domain';
import type { RunningSim } from '../src/server';
import { Client, WsClient, code, withSim } from './helpers';

// Private pushes: a starting seq on subscribe, seq gaps for lost pushes (stallWs, dropPushes),
// sockets closed when their session ends, one fill topic per instrument kind.
const PLACE = '/option/usdc/ex/private/v1/batch-place-orders';
type Msg = Record<string, unknown>;

let sim: RunningSim;
let demo: Client;
let anon: Client;
let symbol: string;
let n = 0;
const sockets: WsClient[] = [];

const admin = (body: Record<string, unknown>) => anon.post('/__sim/faults', body);
const openPrivate = async (c: Client): Promise<WsClient> => {
  const ws = await WsClient.open(`${sim.wsUrl}/private`, { cookie: `secure-token=${c.token!}` });
  sockets.push(ws);
  return ws;
};
const subscribe = async (ws: WsClient, topics: string[]): Promise<void> => {
  const reqId = `s${++n}`;
  ws.send({ op: 'subscribe', args: topics, req_id: reqId });
  expect(await ws.next((m) => m.req_id === reqId)).toMatchObject({ success: true });
};
const snapshotOf = (ws: WsClient, topic: string) => ws.next((m) => m.topic === topic && m.type === 'snapshot');
const closeCode = (ws: WsClient): Promise<number> =>
  ws.closed ? Promise.resolve(-1) : new Promise((res) => ws.ws.once('close', (c: number) => res(c)));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const dataOf = (m: Msg) => m.data as Record<string, unknown>;
const nextDelta = (ws: WsClient, topic: string) => ws.next((m) => m.topic === topic && m.type === 'delta');
const deltas = (ws: WsClient, topic: string) => ws.messages.filter((m) => m.topic === topic && m.type === 'delta');

const placeResting = async (c: Client): Promise<OptionOrderResult> => {
  const r = await c.post(PLACE, {
    orderRequest: [
      {
        symbol,
        outRequestId: `sp-${++n}`,
        orderQty: '0.1',
        orderPrice: '5',
        side: 1,
        orderType: 2,
        placeType: 1,
        placeMode: 1,
        timeInForce: 1,
        pmTrial: true,
      },
    ],
  });
  expect(code(r)).toBe(0);
  return c.result<{ result: OptionOrderResult[] }>(r).result[0]!;
};
const openOrderIds = async (c: Client): Promise<string[]> =>
  c
    .result<{ list: WireOrder[] }>(await c.get('/contract/v5/order/list?status=open'))
    .list.map((o) => o.orderId)
    .sort();

beforeEach(async () => {
  sim = await withSim();
  demo = new Client(sim);
  anon = new Client(sim);
  await demo.login('demo@sim.local', 'demo');
  symbol = demo.result<OptionInstrumentsResult>(await demo.get('/option/usdc/public/v1/instruments?baseCoin=BTC'))
    .list[0]!.symbol;
});
afterEach(async () => {
  sockets.splice(0).forEach((s) => s.close());
  await sim.close();
});

describe('private snapshots', () => {
  test('every private topic answers a subscribe with a snapshot at the current seq; user.order holds the open orders', async () => {
    const a = await openPrivate(demo);
    await subscribe(a, [...PRIVATE_TOPICS]);
    const snaps = new Map<string, Msg>();
    for (const t of PRIVATE_TOPICS) snaps.set(t, await snapshotOf(a, t));
    for (const t of PRIVATE_TOPICS) expect(snaps.get(t)).toMatchObject({ topic: t, type: 'snapshot', seq: 0 });
    const open = await openOrderIds(demo);
    expect(open.length).toBeGreaterThan(0);
    const ids = (m: Msg | undefined) => (m?.data as { orderId: string }[]).map((o) => o.orderId).sort();
    expect(ids(snaps.get('user.order'))).toEqual(open);
    expect(ids(snaps.get('user.margin.order'))).toEqual(open);
    for (const t of [
      'user.trade.msg',
      'user.unify.option.trade.notify',
      'user.option.liquidation',
      'user.unify.liquidation',
      'user.unify.option.orderHistory',
    ])
      expect(snaps.get(t)?.data).toEqual([]);

    // a later subscriber starts at the seq the first one has reached, and both follow the same counter
    const placed = await placeResting(demo);
    expect(await nextDelta(a, 'user.order')).toMatchObject({ seq: 1, data: { orderId: placed.orderId } });
    const b = await openPrivate(demo);
    await subscribe(b, ['user.order']);
    const late = await snapshotOf(b, 'user.order');
    expect(late.seq).toBe(1);
    expect(ids(late)).toEqual([...open, placed.orderId].sort());
    expect(code(await demo.post('/contract/v5/order/cancel', { orderId: placed.orderId }))).toBe(0);
    for (const ws of [a, b])
      expect(await nextDelta(ws, 'user.order')).toMatchObject({
        seq: 2,
        data: { orderId: placed.orderId, orderStatus: 'Cancelled' },
      });
  });
});

describe('lost pushes still advance seq', () => {
  test('stallWs: a push lost while stalled leaves a seq gap; resubscribing gives a snapshot at that seq', async () => {
    const ws = await openPrivate(demo);
    await subscribe(ws, ['user.order']);
    await placeResting(demo);
    const start = (await nextDelta(ws, 'user.order')).seq as number;
    await admin({ stallWs: true });
    const lost = await placeResting(demo);
    await sleep(50);
    await admin({});
    expect(deltas(ws, 'user.order')).toEqual([]);
    expect(code(await demo.post('/contract/v5/order/cancel', { orderId: lost.orderId }))).toBe(0);
    const after = await nextDelta(ws, 'user.order');
    expect(after).toMatchObject({ seq: start + 2, data: { orderId: lost.orderId, orderStatus: 'Cancelled' } });
    // the client saw the jump: it resubscribes and rebuilds from the snapshot
    ws.messages.length = 0;
    await subscribe(ws, ['user.order']);
    const snap = await snapshotOf(ws, 'user.order');
    expect(snap.seq).toBe(start + 2);
    expect((snap.data as WireOrder[]).map((o) => o.orderId).sort()).toEqual(await openOrderIds(demo));
  });

  test('dropPushes (topic list): those pushes are lost but counted; other topics, acks and snapshots still arrive', async () => {
    const ws = await openPrivate(demo);
    await subscribe(ws, ['user.order', 'user.margin.order']);
    await placeResting(demo);
    const start = (await nextDelta(ws, 'user.order')).seq as number;
    const r = await admin({ dropPushes: ['user.order'] });
    expect(r.body.result).toMatchObject({ faults: { dropPushes: ['user.order'] } });
    const placed = await placeResting(demo);
    await ws.next((m) => m.topic === 'user.margin.order' && m.type === 'delta' && dataOf(m).orderId === placed.orderId);
    ws.send({ op: 'ping', req_id: 'p' });
    await ws.next((m) => m.op === 'pong');
    expect(deltas(ws, 'user.order')).toEqual([]);
    ws.messages.length = 0;
    await subscribe(ws, ['user.order']); // the snapshot is not dropped: it is the way back
    expect(await snapshotOf(ws, 'user.order')).toMatchObject({ seq: start + 1 });
    await admin({});
    await demo.post('/contract/v5/order/cancel', { orderId: placed.orderId });
    expect(await nextDelta(ws, 'user.order')).toMatchObject({ seq: start + 2, data: { orderId: placed.orderId } });
  });

  test('dropPushes: true drops public pushes too, with a jump in the topic seq', async () => {
    await sim.close();
    sim = await withSim({ tickMs: 20 });
    anon = new Client(sim);
    const ws = await WsClient.open(`${sim.wsUrl}/trade/option/usdc/public/v1`);
    sockets.push(ws);
    await subscribe(ws, ['tickers.BTC']);
    const snap = await snapshotOf(ws, 'tickers.BTC');
    await admin({ dropPushes: ['tickers.*'] });
    await sleep(30); // pushes already on the way
    const seen = () => Math.max(...ws.messages.filter((m) => m.topic === 'tickers.BTC').map((m) => m.seq as number), 0);
    const last = Math.max(seen(), snap.seq as number);
    const ticks = sim.app.market.tickCount;
    while (sim.app.market.tickCount < ticks + 3) await sleep(20);
    expect(seen()).toBeLessThanOrEqual(last);
    await admin({});
    const next = await ws.next((m) => m.topic === 'tickers.BTC' && (m.seq as number) > last);
    expect(next.seq as number).toBeGreaterThan(last + 1);
    await subscribe(ws, ['tickers.BTC']);
    const again = await snapshotOf(ws, 'tickers.BTC');
    expect((again.data as unknown[]).length).toBe((snap.data as unknown[]).length);
  });

  test('bad dropPushes values answer 10001', async () => {
    for (const dropPushes of [1, 'user.order', [''], [3]]) expect(code(await admin({ dropPushes }))).toBe(10001);
  });
});

describe('a session that ends closes its private sockets (4001)', () => {
  test('logout: that session’s sockets close; another session of the same user keeps its socket', async () => {
    const other = new Client(sim);
    await other.login('demo@sim.local', 'demo');
    const mine = await openPrivate(demo);
    const theirs = await openPrivate(other);
    const viaAuth = await WsClient.open(`${sim.wsUrl}/private`);
    sockets.push(viaAuth);
    viaAuth.send({ op: 'auth', args: [demo.token], req_id: 'a' });
    await viaAuth.next((m) => m.req_id === 'a');
    for (const ws of [mine, theirs, viaAuth]) await subscribe(ws, ['user.order']);
    const closed = [closeCode(mine), closeCode(viaAuth)];
    expect(code(await demo.post('/user/public/logout', {}))).toBe(0);
    expect(await Promise.all(closed)).toEqual([4001, 4001]);
    await placeResting(other);
    expect(await theirs.next((m) => m.topic === 'user.order' && m.type === 'delta')).toMatchObject({
      data: { orderStatus: 'New' },
    });
    expect(theirs.closed).toBe(false);
  });

  test('POST /__sim/reset closes every logged-in private socket; public and anonymous sockets stay', async () => {
    const t2 = new Client(sim);
    await t2.login('trader2@sim.local', 'trader2');
    const a = await openPrivate(demo);
    const b = await openPrivate(t2);
    const anonymous = await WsClient.open(`${sim.wsUrl}/private`);
    const pub = await WsClient.open(`${sim.wsUrl}/trade/option/usdc/public/v1`);
    sockets.push(anonymous, pub);
    await subscribe(a, ['user.order']);
    await subscribe(b, ['user.position']);
    const closed = [closeCode(a), closeCode(b)];
    expect(code(await anon.post('/__sim/reset', {}))).toBe(0);
    expect(await Promise.all(closed)).toEqual([4001, 4001]);
    for (const ws of [anonymous, pub]) {
      ws.send({ op: 'ping', req_id: 'alive' });
      expect(await ws.next((m) => m.req_id === 'alive')).toMatchObject({ op: 'pong' });
    }
  });

  test('a session past its 7 days: the socket is closed and HTTP answers 10007', async () => {
    await sim.close();
    let offset = 0;
    sim = await withSim({ tickMs: 20, now: () => Date.now() + offset });
    demo = new Client(sim);
    await demo.login('demo@sim.local', 'demo');
    const ws = await openPrivate(demo);
    await subscribe(ws, ['user.order']);
    await sleep(100);
    expect(ws.closed).toBe(false);
    const closed = closeCode(ws);
    offset = 7 * 86_400_000 + 1000;
    expect(await closed).toBe(4001);
    expect(code(await demo.get('/contract/v5/order/list'))).toBe(10007);
  });
});

describe('fills: one topic per instrument kind (order-panel.md §4.5)', () => {
  test('an option fill goes out on user.unify.option.trade.notify only, a contract fill on user.trade.msg only', async () => {
    const ws = await openPrivate(demo);
    await subscribe(ws, ['user.trade.msg', 'user.unify.option.trade.notify']);
    const r = await demo.post(PLACE, {
      orderRequest: [
        {
          symbol,
          outRequestId: `sp-mkt-${++n}`,
          orderQty: '0.1',
          orderPrice: '',
          side: 1,
          orderType: 1,
          placeType: 1,
          placeMode: 1,
          timeInForce: 3,
          pmTrial: true,
        },
      ],
    });
    expect(demo.result<{ result: OptionOrderResult[] }>(r).result[0]!.errorCode).toBe(0);
    const opt = await ws.next((m) => m.topic === 'user.unify.option.trade.notify' && m.type === 'delta');
    expect(opt.data).toMatchObject({ symbol, execType: 'Trade', side: 'Buy' });
    expect(
      code(
        await demo.post('/contract/v5/order/create', {
          symbol: 'BTCUSDT',
          side: 'Buy',
          orderType: 'Market',
          qty: '0.01',
        }),
      ),
    ).toBe(0);
    const fut = await ws.next((m) => m.topic === 'user.trade.msg' && m.type === 'delta');
    expect(fut.data).toMatchObject({ symbol: 'BTCUSDT', execType: 'Trade' });
    await sleep(100);
    const symbolsOn = (t: string) => deltas(ws, t).map((m) => (m.data as WireExecution).symbol);
    expect(symbolsOn('user.trade.msg')).not.toContain(symbol);
    expect(symbolsOn('user.unify.option.trade.notify')).not.toContain('BTCUSDT');
  });
});
