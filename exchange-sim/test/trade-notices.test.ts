import type { RunningSim } from '../src/server';
import { Client, WsClient, code, withSim } from './helpers';

// The trade-notice scenes over real sockets (order-panel.md §3 notification message and execution
// record, §4.5): the seven topics, the forced liquidation and the PM-trial cancel (adminNotices.ts).
const TOPICS = [
  'user.order',
  'user.margin.order',
  'user.unify.option.trade.notify',
  'user.trade.msg',
  'user.option.liquidation',
  'user.unify.liquidation',
  'user.unify.option.orderHistory',
];
type Msg = Record<string, unknown> & { topic: string; data: Record<string, unknown> };
let sim: RunningSim;
let admin: Client;

beforeEach(async () => {
  sim = await withSim();
  admin = new Client(sim);
});
afterEach(() => sim.close());

async function trader(email: string, password: string): Promise<{ c: Client; ws: WsClient }> {
  const c = new Client(sim);
  await c.login(email, password);
  const ws = await WsClient.open(`${sim.wsUrl}/private`, { cookie: `secure-token=${c.token!}` });
  ws.send({ op: 'subscribe', args: TOPICS, req_id: 's' });
  const ack = await ws.next((m) => m.req_id === 's');
  expect(ack.success).toBe(true);
  return { c, ws };
}
const create = async (c: Client, body: Record<string, unknown>): Promise<string> => {
  const r = await c.post('/contract/v5/order/create', {
    symbol: 'BTCUSDT',
    timeInForce: 'GoodTillCancel',
    positionIdx: 0,
    ...body,
  });
  expect(code(r)).toBe(0);
  return c.result<{ orderId: string }>(r).orderId;
};
const on = (ws: WsClient, topic: string, pred: (d: Record<string, unknown>) => boolean = () => true) =>
  ws.next((m) => m.topic === topic && pred((m as Msg).data)) as Promise<Msg>;

test('a market order that fills: user.order scene 4 with every payload field, the execution on user.trade.msg', async () => {
  const { c, ws } = await trader('demo@sim.local', 'demo');
  const orderId = await create(c, { side: 'Buy', orderType: 'Market', qty: '0.01' });
  const order = await on(
    ws,
    'user.order',
    (d) => d.orderId === orderId && (d.notification as Msg['data'])?.scene === 4,
  );
  expect(order.data.notification).toEqual({
    scene: 4,
    type: 'position',
    payload: {
      symbol: 'BTCUSDT',
      side: 'Buy',
      bizType: 'LINEAR',
      cancelType: expect.any(String),
      marginMode: 0,
      size: '0.01',
      leavesQty: '0',
    },
  });
  const exec = await on(ws, 'user.trade.msg', (d) => d.orderId === orderId);
  expect(exec.data).toMatchObject({
    execType: 'Trade',
    orderType: 'Market',
    leavesQty: '0',
    execQty: '0.01',
    symbol: 'BTCUSDT',
    side: 'Buy',
    createType: 'CreateByUser',
  });
  expect(Number(exec.data.execPrice)).toBeGreaterThan(0);
  ws.close();
});

test('a forced liquidation: scene 5, user.unify.liquidation with marginMode, a BustTrade; nothing left open', async () => {
  const { c, ws } = await trader('demo@sim.local', 'demo');
  await create(c, { side: 'Buy', orderType: 'Market', qty: '0.02' });
  const resting = await create(c, { side: 'Buy', orderType: 'Limit', qty: '0.01', price: '1000' });
  const r = await admin.post('/__sim/liquidate', { email: 'demo@sim.local', symbol: 'BTCUSDT' });
  expect(code(r)).toBe(0);
  const { orderId } = admin.result<{ orderId: string }>(r);
  expect(orderId).not.toBe('');
  const scene5 = await on(
    ws,
    'user.order',
    (d) => d.orderId === orderId && (d.notification as Msg['data'])?.scene === 5,
  );
  expect(scene5.data.notification).toMatchObject({
    scene: 5,
    type: 'liquidation',
    payload: { symbol: 'BTCUSDT', side: 'Sell', bizType: 'LINEAR', marginMode: 0, leavesQty: '0' },
  });
  const liq = await on(ws, 'user.unify.liquidation', (d) => d.orderId === orderId);
  expect(liq.data).toMatchObject({ symbol: 'BTCUSDT', side: 'Buy', marginMode: 0, positionIdx: 0 });
  expect(Number(liq.data.size)).toBeGreaterThanOrEqual(0.02);
  const bust = await on(ws, 'user.trade.msg', (d) => d.orderId === orderId);
  expect(bust.data).toMatchObject({ execType: 'BustTrade', createType: 'CreateByLiq' });
  const cancelled = await on(ws, 'user.order', (d) => d.orderId === resting && d.orderStatus === 'Cancelled');
  expect(cancelled.data.notification).toMatchObject({ scene: 'canceled', payload: { cancelType: 'CancelByLiq' } });
  // the position is gone: a second forced liquidation has nothing to take
  expect(code(await admin.post('/__sim/liquidate', { email: 'demo@sim.local', symbol: 'BTCUSDT' }))).toBe(10001);
  ws.close();
});

test('a portfolio-margin account: the liquidation says marginMode 1', async () => {
  const { c, ws } = await trader('pm@sim.local', 'pm');
  await create(c, { side: 'Sell', orderType: 'Market', qty: '0.01' });
  const r = await admin.post('/__sim/liquidate', { email: 'pm@sim.local', symbol: 'BTCUSDT' });
  expect(code(r)).toBe(0);
  const { orderId } = admin.result<{ orderId: string }>(r);
  const liq = await on(ws, 'user.unify.liquidation', (d) => d.orderId === orderId);
  expect(liq.data).toMatchObject({ symbol: 'BTCUSDT', marginMode: 1 });
  const scene5 = await on(
    ws,
    'user.order',
    (d) => d.orderId === orderId && (d.notification as Msg['data'])?.scene === 5,
  );
  expect(scene5.data.notification).toMatchObject({ payload: { marginMode: 1 } });
  ws.close();
});

test('a PM-trial cancel: user.order and user.margin.order say CancelByPmTrialMmOverEquity; the order history gets it', async () => {
  const { c, ws } = await trader('demo@sim.local', 'demo');
  const orderId = await create(c, { side: 'Buy', orderType: 'Limit', qty: '0.01', price: '1000' });
  const r = await admin.post('/__sim/pm-trial-cancel', { orderId });
  expect(code(r)).toBe(0);
  for (const topic of ['user.order', 'user.margin.order']) {
    const m = await on(
      ws,
      topic,
      (d) => d.orderId === orderId && (d.notification as Msg['data'])?.scene === 'canceled',
    );
    expect(m.data.notification).toMatchObject({
      scene: 'canceled',
      type: 'order',
      payload: { symbol: 'BTCUSDT', side: 'Buy', cancelType: 'CancelByPmTrialMmOverEquity', size: '0.01' },
    });
  }
  const history = await on(ws, 'user.unify.option.orderHistory', (d) => d.orderId === orderId);
  expect(history.data).toMatchObject({ orderStatus: 'Cancelled', cancelType: 'CancelByPmTrialMmOverEquity' });
  ws.close();
});

test.each([
  ['/__sim/liquidate', {}],
  ['/__sim/liquidate', { email: 'nobody@sim.local', symbol: 'BTCUSDT' }],
  ['/__sim/liquidate', { email: 'demo@sim.local', symbol: 'BTC-NOPE' }],
  ['/__sim/liquidate', { email: 'demo@sim.local', symbol: 'BTCUSDT', positionIdx: 7 }],
  ['/__sim/pm-trial-cancel', {}],
  ['/__sim/pm-trial-cancel', { orderId: 'no-such-order' }],
])('bad input to %s %j: 10001, nothing changes', async (path, body) => {
  expect(code(await admin.post(path, body))).toBe(10001);
});
