import {
  fromWirePosition,
  type Position,
  type WireExecution,
  type WireOrder,
  type WirePosition,
} from 'shared-core/domain';
import type { RunningSim } from '../src/server';
import { Dec } from '../src/util/decimal';
import { ErrorCode } from '../src/errors';
import { Client, WsClient, code, withSim } from './helpers';

// Contract orders as a trader sees them: TP/SL attached to an order, reduce-only orders that
// follow their position, replace, close-all by market type, executions' createType, triggers.
let sim: RunningSim;
let demo: Client; // BTCUSDT long 0.25 (cross, 10x), BTCPERP long 0.1, ETHUSDT short 4 (isolated), USDT 20000
let t2: Client; // BTCUSDT short 0.1, USDT 5000

const SYM = 'BTCUSDT';
const TICK = '0.5';

beforeEach(async () => {
  sim = await withSim();
  demo = new Client(sim);
  t2 = new Client(sim);
  await demo.login('demo@sim.local', 'demo');
  await t2.login('trader2@sim.local', 'trader2');
});
afterEach(() => sim.close());

const pos = async (c: Client, symbol = SYM): Promise<Position | undefined> =>
  c
    .result<{ list: WirePosition[] }>(await c.get(`/contract/v5/position/list?symbol=${symbol}`))
    .list.map(fromWirePosition)[0];
const orders = async (c: Client, symbol = SYM, status = 'all'): Promise<WireOrder[]> =>
  c.result<{ list: WireOrder[] }>(
    await c.get(`/contract/v5/order/list?status=${status}${symbol ? `&symbol=${symbol}` : ''}`),
  ).list;
const order = async (c: Client, orderId: string): Promise<WireOrder> =>
  (await orders(c, '')).find((o) => o.orderId === orderId)!;
const executions = async (c: Client): Promise<WireExecution[]> =>
  c.result<{ list: WireExecution[] }>(await c.get('/contract/v5/execution/list')).list;
const available = async (c: Client, coin = 'USDT'): Promise<Dec> =>
  new Dec(
    c
      .result<{ list: { coin: string; availableBalance: string }[] }>(await c.get('/v5/account/wallet-balance'))
      .list.find((b) => b.coin === coin)!.availableBalance,
  );
const create = (c: Client, body: Record<string, unknown>) =>
  c.post('/contract/v5/order/create', {
    symbol: SYM,
    orderType: 'Limit',
    timeInForce: 'GoodTillCancel',
    positionIdx: 0,
    ...body,
  });
const created = async (c: Client, body: Record<string, unknown>): Promise<string> => {
  const r = await create(c, body);
  expect(code(r)).toBe(0);
  return c.result<{ orderId: string }>(r).orderId;
};
const replace = (c: Client, body: Record<string, unknown>) =>
  c.post('/contract/v5/order/replace', { symbol: SYM, ...body });
const last = (symbol = SYM): Dec => sim.app.market.lastPrice(symbol);
const setLast = (price: Dec, symbol = SYM): void => void sim.app.market.lastTraded.set(symbol, price);
/** best price of the house on a side right now */
const best = (side: 'Buy' | 'Sell', symbol = SYM): Dec => sim.app.market.books.get(symbol)!.best(side)!;
/** a price strictly inside the spread, one tick from the best `side` quote (the order there is the best) */
const inside = (side: 'Buy' | 'Sell'): string =>
  (side === 'Buy' ? best('Buy').plus(TICK) : best('Sell').minus(TICK)).toFixed();
const far = (factor: string): string => last().multipliedBy(factor).decimalPlaces(0).toFixed();
const privateWs = async (c: Client, topics: string[]): Promise<WsClient> => {
  const ws = await WsClient.open(`${sim.wsUrl}/private`, { cookie: `secure-token=${c.token!}` });
  ws.send({ op: 'subscribe', args: topics, req_id: 's' });
  await ws.next((m) => m.req_id === 's');
  return ws;
};
type Pushed = WireOrder & { notification?: { scene: unknown } };
const orderPush = (ws: WsClient, pred: (o: Pushed) => boolean) =>
  ws
    .next((m) => m.topic === 'user.order' && !Array.isArray(m.data) && pred(m.data as Pushed))
    .then((m) => m.data as Pushed);

describe('TP/SL sent with order/create', () => {
  test('a take-profit below the price of a buy is refused (30027): nothing placed, the position keeps no TP and survives the next tick', async () => {
    const before = (await orders(demo, SYM, 'open')).length;
    const r = await create(demo, { side: 'Buy', qty: '0.01', price: far('0.92'), takeProfit: '1000' });
    expect(code(r)).toBe(30027);
    expect(r.body.result).toBeNull();
    expect(await orders(demo, SYM, 'open')).toHaveLength(before);
    expect((await pos(demo))!.takeProfit).toBe('0');
    sim.app.desk.checkTriggers();
    expect((await pos(demo))!.size).toBe('0.25');
  });

  // [side, field, offset from the last price, expected]: buys open longs, sells (trader2 is short) open shorts
  test.each<['Buy' | 'Sell', 'takeProfit' | 'stopLoss', number, number]>([
    ['Buy', 'takeProfit', -500, 30027],
    ['Buy', 'stopLoss', 500, 30028],
    ['Sell', 'takeProfit', 500, 30029],
    ['Sell', 'stopLoss', -500, 30030],
    ['Buy', 'takeProfit', 500.25, 110005],
  ])('%s with %s at last %+d → %i, nothing placed', async (side, field, offset, expected) => {
    const c = side === 'Buy' ? demo : t2;
    const before = (await orders(c, SYM, 'open')).length;
    const price = side === 'Buy' ? far('0.92') : far('1.08');
    const r = await create(c, { side, qty: '0.01', price, [field]: last().plus(offset).toFixed() });
    expect(code(r)).toBe(expected);
    expect(await orders(c, SYM, 'open')).toHaveLength(before);
  });

  test('the trigger kind is the one named: a take-profit checked against the mark price says so', async () => {
    const r = await create(demo, {
      side: 'Buy',
      qty: '0.01',
      price: far('0.92'),
      takeProfit: last().minus(100).toFixed(),
      tpTriggerBy: 'MarkPrice',
    });
    expect(code(r)).toBe(30027);
    expect(r.body.retMsg).toContain('mark price');
  });

  test('an order lists the trigger kind of each attached TP/SL, and none where none is set', async () => {
    const id = await created(demo, {
      side: 'Buy',
      qty: '0.01',
      price: far('0.92'),
      takeProfit: last().plus(1000).toFixed(),
      tpTriggerBy: 'MarkPrice',
    });
    const o = (await orders(demo, SYM, 'open')).find((x) => x.orderId === id)!;
    expect(o.tpTriggerBy).toBe('MarkPrice');
    expect(o.slTriggerBy).toBe(''); // no stop-loss: no kind
    await demo.post('/contract/v5/order/cancel', { symbol: SYM, orderId: id });
  });

  test('a reduce-only or closing order takes no TP/SL (10001, nothing placed)', async () => {
    const before = (await orders(demo, SYM, 'open')).length;
    const r = await create(demo, {
      side: 'Sell',
      qty: '0.1',
      price: far('1.08'),
      reduceOnly: true,
      takeProfit: far('0.9'),
    });
    expect(code(r)).toBe(10001);
    expect(await orders(demo, SYM, 'open')).toHaveLength(before);
    // '0' means none and is accepted anywhere
    expect(
      code(await create(demo, { side: 'Sell', qty: '0.1', price: far('1.08'), reduceOnly: true, takeProfit: '0' })),
    ).toBe(0);
  });

  test('a resting order keeps its TP/SL; the position gets them only when the order fills, also partly', async () => {
    const tp = far('1.1');
    const sl = far('0.9');
    const id = await created(demo, { side: 'Buy', qty: '0.02', price: inside('Buy'), takeProfit: tp, stopLoss: sl });
    expect(await order(demo, id)).toMatchObject({
      orderStatus: 'New',
      takeProfit: tp,
      stopLoss: sl,
      triggerPrice: '0',
    });
    expect((await pos(demo))!).toMatchObject({ takeProfit: '0', stopLoss: '0' });
    // the market passing the order's take-profit does nothing to the position while the order rests
    setLast(new Dec(tp).plus(10));
    sim.app.desk.checkTriggers();
    setLast(new Dec(inside('Buy')));
    expect((await pos(demo))!.size).toBe('0.25');
    // trader2 sells 0.01 into it: half filled, the position takes the TP/SL, the rest keeps them
    expect(code(await create(t2, { side: 'Sell', orderType: 'Market', qty: '0.01' }))).toBe(0);
    expect(await order(demo, id)).toMatchObject({ orderStatus: 'PartiallyFilled', takeProfit: tp, stopLoss: sl });
    const p = (await pos(demo))!;
    expect(p).toMatchObject({ size: '0.26', takeProfit: tp, stopLoss: sl, tpTriggerBy: 'LastPrice' });
    expect(p.fullTpsl).toMatchObject({ takeProfit: tp, stopLoss: sl, qty: '0.26' });
  });

  test('a market order sets its TP/SL with its fill; a reversal replaces the closed side’s settings', async () => {
    expect(
      code(
        await demo.post('/contract/v5/position/set-tp-sl-ts', {
          symbol: SYM,
          positionIdx: 0,
          takeProfit: far('1.1'),
          stopLoss: far('0.9'),
        }),
      ),
    ).toBe(0);
    // sell 0.35 on a 0.25 long: closes it and opens a 0.1 short with the order's take-profit only
    const tp = far('0.95');
    await created(demo, { side: 'Sell', orderType: 'Market', qty: '0.35', takeProfit: tp });
    expect((await pos(demo))!).toMatchObject({ side: 'Sell', size: '0.1', takeProfit: tp, stopLoss: '0' });
  });

  test('a conditional order carries its TP/SL to the order it fires', async () => {
    const trigger = last().plus(100);
    const tp = far('1.1');
    const id = await created(demo, {
      side: 'Buy',
      orderType: 'Market',
      qty: '0.01',
      triggerPrice: trigger.toFixed(),
      takeProfit: tp,
    });
    expect(await order(demo, id)).toMatchObject({ orderStatus: 'Untriggered', takeProfit: tp });
    expect((await pos(demo))!.takeProfit).toBe('0');
    setLast(trigger);
    sim.app.desk.checkTriggers();
    expect((await pos(demo))!).toMatchObject({ size: '0.26', takeProfit: tp });
  });
});

describe('order/create: trigger price and createType', () => {
  test('a conditional order with triggerPrice "0" is refused (110003), nothing placed', async () => {
    const before = (await orders(demo, SYM, 'open')).length;
    const r = await create(demo, { side: 'Buy', orderType: 'Market', qty: '0.01', triggerPrice: '0' });
    expect(code(r)).toBe(110003);
    expect(await orders(demo, SYM, 'open')).toHaveLength(before);
  });

  test('a client-sent createType is ignored: CreateByUser, or CreateByClosing for action PositionClose', async () => {
    const id = await created(demo, { side: 'Buy', qty: '0.01', price: far('0.92'), createType: 'CreateByLiq' });
    expect((await order(demo, id)).createType).toBe('CreateByUser');
    const close = await created(demo, {
      side: 'Sell',
      orderType: 'Market',
      qty: '0.05',
      action: 'PositionClose',
      closeOnTrigger: true,
      createType: 'CreateByTakeProfit',
    });
    expect((await order(demo, close)).createType).toBe('CreateByClosing');
  });
});

describe('reduce-only orders follow their position', () => {
  test('after a close the newest reduce-only orders are cut to the size left, then cancelled (CancelByReduceOnly), each pushed', async () => {
    const a = await created(demo, { side: 'Sell', qty: '0.2', price: far('1.08'), reduceOnly: true });
    const b = await created(demo, { side: 'Sell', qty: '0.05', price: far('1.09'), reduceOnly: true });
    const c = await created(demo, { side: 'Sell', qty: '0.1', price: far('1.1'), reduceOnly: true });
    const ws = await privateWs(demo, ['user.order']);
    // a plain market sell of 0.1 leaves 0.15: a keeps 0.15, b and c (newer) have nothing left
    await created(demo, { side: 'Sell', orderType: 'Market', qty: '0.1' });
    expect((await pos(demo))!.size).toBe('0.15');
    expect(await order(demo, a)).toMatchObject({ orderStatus: 'New', qty: '0.15', leavesQty: '0.15' });
    for (const id of [b, c])
      expect(await order(demo, id)).toMatchObject({ orderStatus: 'Cancelled', cancelType: 'CancelByReduceOnly' });
    expect(await orderPush(ws, (o) => o.orderId === a)).toMatchObject({
      leavesQty: '0.15',
      notification: { scene: 'replaced' },
    });
    for (const id of [b, c])
      expect(await orderPush(ws, (o) => o.orderId === id)).toMatchObject({
        orderStatus: 'Cancelled',
        cancelType: 'CancelByReduceOnly',
      });
    // the book shows the cut order at its price
    const level = sim.app.market.books
      .get(SYM)!
      .asks.filter((e) => e.orderId === a)
      .map((e) => e.qty.toFixed());
    expect(level).toEqual(['0.15']);
    // closing the rest leaves no reduce-only order behind
    await created(demo, { side: 'Sell', orderType: 'Market', qty: '0.15' });
    expect(await pos(demo)).toBeUndefined();
    expect(await order(demo, a)).toMatchObject({ orderStatus: 'Cancelled', cancelType: 'CancelByReduceOnly' });
    ws.close();
  });

  test('a resting reduce-only order does not outlive its position and never opens a new one', async () => {
    const ro = await created(demo, { side: 'Sell', qty: '0.25', price: inside('Sell'), reduceOnly: true });
    expect(code(await demo.post('/contract/v5/position/close-all', { withUsdcPerp: false }))).toBe(0);
    expect(await pos(demo)).toBeUndefined();
    expect(await order(demo, ro)).toMatchObject({ orderStatus: 'Cancelled', cancelType: 'CancelByReduceOnly' });
    // a buyer sweeping the best asks no longer meets it
    expect(code(await create(t2, { side: 'Buy', orderType: 'Market', qty: '0.25' }))).toBe(0);
    expect(await pos(demo)).toBeUndefined();
  });

  test('two reduce-only orders each the size of the position, both hit at once: the position closes, never flips', async () => {
    const x = await created(demo, { side: 'Sell', qty: '0.25', price: inside('Sell'), reduceOnly: true });
    const y = await created(demo, {
      side: 'Sell',
      qty: '0.25',
      price: new Dec(inside('Sell')).plus(TICK).toFixed(),
      reduceOnly: true,
    });
    expect(code(await create(t2, { side: 'Buy', orderType: 'Market', qty: '0.5' }))).toBe(0);
    expect(await pos(demo)).toBeUndefined();
    expect(await order(demo, x)).toMatchObject({ orderStatus: 'Filled', cumExecQty: '0.25' });
    expect(await order(demo, y)).toMatchObject({ cumExecQty: '0', cancelType: 'CancelByReduceOnly' });
  });

  test('a liquidation leaves no reduce-only order of the position', async () => {
    // ETHUSDT: isolated short 4
    const id = await created(demo, {
      symbol: 'ETHUSDT',
      side: 'Buy',
      qty: '2',
      price: sim.app.market.lastPrice('ETHUSDT').multipliedBy('0.9').decimalPlaces(0).toFixed(),
      reduceOnly: true,
    });
    const p = (await pos(demo, 'ETHUSDT'))!;
    sim.app.market.index.ETH = new Dec(p.liqPrice!).plus(50);
    sim.app.desk.checkTriggers();
    expect(await pos(demo, 'ETHUSDT')).toBeUndefined();
    expect((await order(demo, id)).orderStatus).toBe('Cancelled');
    expect(await orders(demo, 'ETHUSDT', 'open')).toHaveLength(0);
  });
});

describe('order/replace', () => {
  test('a larger qty is re-checked against the balance: 30031 and nothing changes; create and replace agree', async () => {
    const price = far('0.92');
    expect(code(await create(t2, { side: 'Buy', qty: '20', price }))).toBe(30031);
    const id = await created(t2, { side: 'Buy', qty: '0.01', price });
    const free = await available(t2);
    const r = await replace(t2, { orderId: id, qty: '20' });
    expect(code(r)).toBe(30031);
    expect(await order(t2, id)).toMatchObject({ qty: '0.01', leavesQty: '0.01', price });
    expect((await available(t2)).toFixed()).toBe(free.toFixed());
    expect(free.isGreaterThan(0)).toBe(true);
    // within the balance it is accepted and the reserve follows
    expect(code(await replace(t2, { orderId: id, qty: '0.3' }))).toBe(0);
    expect(await order(t2, id)).toMatchObject({ qty: '0.3', leavesQty: '0.3' });
    const after = await available(t2);
    expect(after.isLessThan(free)).toBe(true);
    expect(after.isGreaterThanOrEqualTo(0)).toBe(true);
  });

  test('a new price is re-checked too', async () => {
    const id = await created(t2, { side: 'Buy', qty: '0.5', price: far('0.5') });
    // 0.5 BTC: 0.1 closes the short, 0.4 opens: at a price near the market that is more than trader2 has
    const r = await replace(t2, { orderId: id, price: far('0.96'), qty: '3' });
    expect(code(r)).toBe(30031);
    expect(await order(t2, id)).toMatchObject({ qty: '0.5', price: far('0.5') });
  });

  test('a replace that changes nothing answers 110019 and pushes nothing', async () => {
    const price = far('0.92');
    const id = await created(demo, { side: 'Buy', qty: '0.01', price, takeProfit: far('1.1') });
    const ws = await privateWs(demo, ['user.order']);
    for (const body of [{}, { price }, { qty: '0.01' }, { price, qty: '0.01', takeProfit: far('1.1') }])
      expect(code(await replace(demo, { orderId: id, ...body }))).toBe(110019);
    expect(code(await replace(demo, { orderId: id, qty: '0.02' }))).toBe(0);
    // the first push after those calls is the real replace
    const first = await ws.next((m) => m.topic === 'user.order' && !Array.isArray(m.data)); // (not the snapshot)
    expect(first.data).toMatchObject({ orderId: id, qty: '0.02', notification: { scene: 'replaced' } });
    ws.close();
  });

  test('takeProfit / stopLoss of an open order change its attached TP/SL, not a trigger', async () => {
    const id = await created(demo, { side: 'Buy', qty: '0.01', price: far('0.92') });
    const tp = far('1.1');
    expect(code(await replace(demo, { orderId: id, takeProfit: tp, stopLoss: far('0.85') }))).toBe(0);
    expect(await order(demo, id)).toMatchObject({
      takeProfit: tp,
      stopLoss: far('0.85'),
      triggerPrice: '0',
      orderStatus: 'New',
    });
    // validated like on create; nothing changes on failure
    expect(code(await replace(demo, { orderId: id, takeProfit: far('0.9') }))).toBe(30027);
    expect((await order(demo, id)).takeProfit).toBe(tp);
    // '0' removes it
    expect(code(await replace(demo, { orderId: id, stopLoss: '0' }))).toBe(0);
    expect(await order(demo, id)).toMatchObject({ takeProfit: tp, stopLoss: '0' });
    // a trigger price on an ordinary order is not a thing
    expect(code(await replace(demo, { orderId: id, triggerPrice: far('1.05') }))).toBe(110019);
  });

  test('a smaller qty keeps the order’s place in the queue; a new price or a larger qty loses it', async () => {
    const pm = new Client(sim);
    await pm.login('pm@sim.local', 'pm'); // BTCUSDT long 0.5: its sells close
    const price = inside('Buy');
    const first = await created(demo, { side: 'Buy', qty: '0.05', price });
    const second = await created(t2, { side: 'Buy', qty: '0.05', price });
    expect(code(await replace(demo, { orderId: first, qty: '0.04' }))).toBe(0);
    await created(pm, { side: 'Sell', orderType: 'Market', qty: '0.01' });
    expect((await order(demo, first)).cumExecQty).toBe('0.01');
    expect((await order(t2, second)).cumExecQty).toBe('0');
    // a larger qty goes to the back of the price level
    expect(code(await replace(demo, { orderId: first, qty: '0.05' }))).toBe(0);
    await created(pm, { side: 'Sell', orderType: 'Market', qty: '0.01' });
    expect((await order(demo, first)).cumExecQty).toBe('0.01');
    expect((await order(t2, second)).cumExecQty).toBe('0.01');
  });
});

describe('close-all by market type', () => {
  const futureOf = async (category: 'linear' | 'inverse', type: string): Promise<string> => {
    const list = demo.result<{ list: { symbol: string; contractType: string; baseCoin: string }[] }>(
      await demo.get(`/v5/market/instruments-info?category=${category}&baseCoin=BTC`),
    ).list;
    return list.find((i) => i.contractType === type)!.symbol;
  };
  const open = async (symbol: string, qty: string) =>
    expect(code(await create(demo, { symbol, side: 'Buy', orderType: 'Market', qty }))).toBe(0);
  const held = async (): Promise<string[]> =>
    demo
      .result<{ list: WirePosition[] }>(await demo.get('/contract/v5/position/list'))
      .list.map(fromWirePosition)
      .filter((p) => !p.symbol.includes('-') || !/-[CP](-USDT)?$/.test(p.symbol))
      .map((p) => p.symbol)
      .sort();

  test('withUsdcFuture decides USDC futures, withUsdcPerp USDC perpetuals', async () => {
    const usdcFuture = await futureOf('linear', 'UsdcFutures');
    await open(usdcFuture, '0.01');
    expect(await held()).toContain(usdcFuture);
    const r = await demo.post('/contract/v5/position/close-all', { withUsdcPerp: false, withUsdcFuture: true });
    expect(code(r)).toBe(0);
    const closed = demo.result<{ list: { symbol: string }[] }>(r).list.map((e) => e.symbol);
    expect(closed).toContain(usdcFuture);
    expect(closed).not.toContain('BTCPERP');
    expect(await held()).toEqual(['BTCPERP']);
    await open(usdcFuture, '0.01');
    expect(
      code(await demo.post('/contract/v5/position/close-all', { withUsdcPerp: true, withUsdcFuture: false })),
    ).toBe(0);
    expect(await held()).toEqual([usdcFuture]);
  });

  test.each(['UsdtFutures', 'UsdcFutures', 'InverseFutures'])('marketType %s closes only those', async (type) => {
    const symbol = await futureOf(type === 'InverseFutures' ? 'inverse' : 'linear', type);
    await open(symbol, type === 'InverseFutures' ? '100' : '0.01');
    const before = await held();
    // every held future of that type (the seeded one included), nothing else
    const ofType = demo
      .result<{ list: WirePosition[] }>(await demo.get('/contract/v5/position/list'))
      .list.map(fromWirePosition)
      .filter((p) => p.marketsType === type)
      .map((p) => p.symbol)
      .sort();
    expect(ofType).toContain(symbol);
    const r = await demo.post('/contract/v5/position/close-all', { marketType: type });
    expect(code(r)).toBe(0);
    expect(
      demo
        .result<{ list: { symbol: string }[] }>(r)
        .list.map((e) => e.symbol)
        .sort(),
    ).toEqual(ofType);
    expect(await held()).toEqual(before.filter((s) => !ofType.includes(s)));
  });

  test('an option market type or an unknown one → 10001, nothing closed', async () => {
    const before = await held();
    for (const marketType of ['Option', 'Spot', 'Nope'])
      expect(code(await demo.post('/contract/v5/position/close-all', { marketType }))).toBe(10001);
    expect(await held()).toEqual(before);
  });
});

describe('executions carry the createType of their order', () => {
  test('a user order, a close, a take-profit and a liquidation; the push says it too', async () => {
    const ws = await privateWs(demo, ['user.trade.msg']);
    const buy = await created(demo, { side: 'Buy', orderType: 'Market', qty: '0.01' });
    const close = await created(demo, { side: 'Sell', orderType: 'Market', qty: '0.01', action: 'PositionClose' });
    const tp = last().plus(300);
    await demo.post('/contract/v5/position/set-tp-sl-ts', { symbol: SYM, positionIdx: 0, takeProfit: tp.toFixed() });
    setLast(tp.plus(10));
    sim.app.desk.checkTriggers();
    const eth = (await pos(demo, 'ETHUSDT'))!;
    sim.app.market.index.ETH = new Dec(eth.liqPrice!).plus(50);
    sim.app.desk.checkTriggers();
    const list = await executions(demo);
    const typeOf = (orderId: string) => list.filter((e) => e.orderId === orderId).map((e) => e.createType);
    expect(typeOf(buy)[0]).toBe('CreateByUser');
    expect(typeOf(close)[0]).toBe('CreateByClosing');
    expect(list.find((e) => e.symbol === SYM && e.createType === 'CreateByTakeProfit')).toMatchObject({
      side: 'Sell',
      execQty: '0.25',
    });
    expect(list.find((e) => e.symbol === 'ETHUSDT' && e.createType === 'CreateByLiq')).toMatchObject({
      side: 'Buy',
      execQty: '4',
      execType: 'BustTrade',
    });
    expect(typeOf(buy).length).toBeGreaterThan(0);
    expect(list.find((e) => e.orderId === buy)?.execType).toBe('Trade');
    const pushed = await ws.next((m) => (m.data as WireExecution).orderId === close);
    expect(pushed.data).toMatchObject({ createType: 'CreateByClosing', execType: 'Trade' });
    ws.close();
  });
});

describe('cancel-totally switches off position-level stops', () => {
  test('TpSlOcoStopOrder clears the full TP/SL (pushed); it no longer fires', async () => {
    const tp = last().plus(300);
    await demo.post('/contract/v5/position/set-tp-sl-ts', {
      symbol: SYM,
      positionIdx: 0,
      takeProfit: tp.toFixed(),
      stopLoss: far('0.9'),
    });
    const ws = await privateWs(demo, ['user.position']);
    await ws.next((m) => m.topic === 'user.position'); // snapshot
    const r = await demo.post('/contract/v5/order/cancel-totally', {
      symbol: SYM,
      positionIdx: 0,
      type: 'TpSlOcoStopOrder',
    });
    expect(code(r)).toBe(0);
    expect((await pos(demo))!).toMatchObject({ takeProfit: '0', stopLoss: '0', fullTpsl: null });
    const pushed = await ws.next((m) => m.topic === 'user.position');
    expect(fromWirePosition((pushed.data as WirePosition[])[0]!)).toMatchObject({ symbol: SYM, takeProfit: '0' });
    setLast(tp.plus(10));
    sim.app.desk.checkTriggers();
    expect((await pos(demo))!.size).toBe('0.25');
    ws.close();
  });

  test('TrailOrders clears the trailing stop, MmRateCloseStopOrder the MMR close (also through cancel-totally-integrated)', async () => {
    await demo.post('/contract/v5/position/set-tp-sl-ts', { symbol: 'BTCPERP', positionIdx: 0, trailingStop: '500' });
    await demo.post('/contract/v5/position/set-mm-rate', { symbol: 'BTCPERP', positionIdx: 0, triggerMmRateE2: 8000 });
    expect((await pos(demo, 'BTCPERP'))!).toMatchObject({ trailingStop: '500', triggerMmRate: '80.00' });
    expect(
      code(
        await demo.post('/contract/v5/order/cancel-totally', {
          symbol: 'BTCPERP',
          positionIdx: 0,
          type: 'TrailOrders',
        }),
      ),
    ).toBe(0);
    expect((await pos(demo, 'BTCPERP'))!).toMatchObject({
      trailingStop: '0',
      tsTriggerPrice: '0',
      triggerMmRate: '80.00',
    });
    const r = await demo.post('/contract/v5/order/cancel-totally-integrated', {
      orderTypeList: ['MmRateCloseStopOrder'],
      baseCoin: 'ETH',
    });
    expect(code(r)).toBe(0);
    expect((await pos(demo, 'BTCPERP'))!.triggerMmRate).toBe('80.00'); // other coin: untouched
    expect(
      code(
        await demo.post('/contract/v5/order/cancel-totally-integrated', {
          orderTypeList: ['MmRateCloseStopOrder'],
          baseCoin: 'BTC',
        }),
      ),
    ).toBe(0);
    expect((await pos(demo, 'BTCPERP'))!.triggerMmRate).toBe('');
  });
});

describe('delivery', () => {
  test('a delivery execution says CreateByDelivery, execType Delivery', async () => {
    await sim.close();
    let t = Date.now();
    sim = await withSim({ now: () => t });
    demo = new Client(sim);
    await demo.login('demo@sim.local', 'demo');
    const list = demo.result<{ list: { symbol: string; contractType: string; deliveryTime?: number }[] }>(
      await demo.get('/v5/market/instruments-info?category=linear&baseCoin=BTC'),
    ).list;
    const future = list
      .filter((i) => i.contractType === 'UsdtFutures')
      .sort((a, b) => a.deliveryTime! - b.deliveryTime!)[0]!;
    await created(demo, { symbol: future.symbol, side: 'Buy', orderType: 'Market', qty: '0.01' });
    t = future.deliveryTime! + 1;
    expect(sim.app.desk.deliverFutures()).toContain(future.symbol);
    await demo.login('demo@sim.local', 'demo');
    expect((await executions(demo)).find((e) => e.symbol === future.symbol && e.side === 'Sell')).toMatchObject({
      createType: 'CreateByDelivery',
      execType: 'Delivery',
      execQty: '0.01',
    });
  });
});

describe('the order fields of positions.md §3 beyond the basics', () => {
  test('slippage protection, partial TP/SL plan, limit TP/SL price and trigger direction are on the wire', async () => {
    const mkt = await created(demo, {
      side: 'Buy',
      orderType: 'Market',
      qty: '0.01',
      maxSlippageType: 'Percent',
      maxSlippage: '1',
    });
    expect(await order(demo, mkt)).toMatchObject({ maxSlippageType: 'Percent', maxSlippage: '1', planType: '' });
    const l = last();
    const r = await demo.post('/contract/v5/position/set-tp-sl-ts', {
      symbol: SYM,
      positionIdx: 0,
      tpSlMode: 'Partial',
      takeProfit: l.plus(2000).toFixed(1),
      stopLoss: l.minus(2000).toFixed(1),
      tpSizeX: '10000000',
      slSizeX: '5000000',
      slOrderType: 'Limit',
      limitStopLoss: l.minus(2100).toFixed(1),
    });
    expect(code(r)).toBe(0);
    const [tpId, slId] = demo.result<{ orderIds: string[] }>(r).orderIds;
    expect(await order(demo, tpId!)).toMatchObject({
      stopOrderType: 'PartialTakeProfit',
      planType: 'Partial',
      triggerDirection: 1, // fires when the price rises to it
      limitTakeProfit: '0',
      parentOrderId: '',
    });
    expect(await order(demo, slId!)).toMatchObject({
      stopOrderType: 'PartialStopLoss',
      planType: 'Partial',
      triggerDirection: 2,
      limitStopLoss: l.minus(2100).toFixed(),
      maxSlippageType: '',
    });
    // the position's partial list says the same, with the entry fields of positions.md §3
    const list = (await pos(demo))!.partialTpslList!;
    expect(list.find((e) => e.orderId === slId)).toMatchObject({
      stopOrderType: 'PartialStopLoss',
      orderType: 'Limit',
      price: l.minus(2100).toFixed(),
      limitStopLoss: l.minus(2100).toFixed(),
      slOrderType: 'Limit',
      slStopOrderId: slId,
      tpStopOrderId: '',
      qty: '0.05',
      updatedAt: expect.any(Number),
    });
    expect(list.find((e) => e.orderId === tpId)).toMatchObject({
      stopOrderType: 'PartialTakeProfit',
      orderType: 'Market',
      price: '0',
      tpStopOrderId: tpId,
      triggerPrice: l.plus(2000).toFixed(),
    });
    // what is left for more partials: 0.26 held − 0.1 under take-profit, − 0.05 under stop-loss
    expect(await pos(demo)).toMatchObject({ size: '0.26', tpFreeSize: '0.16', slFreeSize: '0.21' });
    const more = (tpSizeX: string) =>
      demo.post('/contract/v5/position/set-tp-sl-ts', {
        symbol: SYM,
        positionIdx: 0,
        tpSlMode: 'Partial',
        takeProfit: l.plus(3000).toFixed(1),
        tpSizeX,
      });
    const refused = await more('17000000'); // 0.17 > 0.16 left
    expect(code(refused)).toBe(ErrorCode.QTY_INVALID);
    expect((await pos(demo))!.partialTpslList).toHaveLength(2);
    expect(code(await more('16000000'))).toBe(0);
    expect(await pos(demo)).toMatchObject({ tpFreeSize: '0' });
  });
});

describe('refused conditional and post-only orders leave nothing', () => {
  test.each([
    // triggerDirection 1 fires on a rise: the trigger must lie above the last price, 2 below
    ['direction 1 below the market', 1, -100, 30074],
    ['direction 2 above the market', 2, 100, 30075],
    ['direction 3', 3, 100, 10001],
    ['the trigger at the last price', 0, 0, 30074],
  ])('%s → %i', async (_name, triggerDirection, offset, expected) => {
    const before = (await orders(demo)).length;
    const r = await create(demo, {
      side: 'Buy',
      orderType: 'Market',
      qty: '0.01',
      triggerPrice: last().plus(offset).toFixed(1),
      triggerBy: 'LastPrice',
      triggerDirection,
    });
    expect(code(r)).toBe(expected);
    expect(r.body.result).toBeNull();
    expect((await orders(demo)).length).toBe(before);
  });

  test('a stated direction that agrees with the trigger is taken and kept', async () => {
    const id = await created(demo, {
      side: 'Buy',
      orderType: 'Market',
      qty: '0.01',
      triggerPrice: last().plus(500).toFixed(1),
      triggerDirection: 1,
    });
    expect((await orders(demo)).find((o) => o.orderId === id)).toMatchObject({
      orderStatus: 'Untriggered',
      triggerDirection: 1,
    });
    expect(code(await demo.post('/contract/v5/order/cancel', { symbol: SYM, orderId: id }))).toBe(0);
  });

  test('a PostOnly limit that would cross answers 110013, nothing stored', async () => {
    const before = (await orders(demo)).length;
    const r = await create(demo, {
      side: 'Buy',
      qty: '0.01',
      price: best('Sell').toFixed(1),
      timeInForce: 'PostOnly',
    });
    expect(code(r)).toBe(110013);
    expect((await orders(demo)).length).toBe(before);
  });
});
