import {
  fromWirePosition,
  type OptionInstrumentsResult,
  type OptionOrderResult,
  type WireExecution,
  type WirePosition,
} from 'shared-core/domain';
import type { RunningSim } from '../src/server';
import { Dec } from '../src/util/decimal';
import { Client, WsClient, code, withSim } from './helpers';

// user.margin.order and user.option.liquidation (order-panel.md §3, §4.5; option entry §4 margin order kind)
let sim: RunningSim;
let demo: Client;
let ws: WsClient;
let chain: OptionInstrumentsResult;
const PLACE = '/option/usdc/ex/private/v1/batch-place-orders';
let seq = 0;
const place = async (c: Client, o: Record<string, unknown>): Promise<OptionOrderResult> => {
  const r = await c.post(PLACE, {
    orderRequest: [
      { outRequestId: `n-${++seq}`, orderType: 2, placeType: 1, placeMode: 1, timeInForce: 1, pmTrial: true, ...o },
    ],
  });
  expect(code(r)).toBe(0);
  return c.result<{ result: OptionOrderResult[] }>(r).result[0]!;
};
const positions = async (c: Client) =>
  c.result<{ list: WirePosition[] }>(await c.get('/contract/v5/position/list')).list.map(fromWirePosition);
const subscribe = async (c: Client, topics: string[]): Promise<WsClient> => {
  const w = await WsClient.open(`${sim.wsUrl}/private`, { cookie: `secure-token=${c.token!}` });
  w.send({ op: 'subscribe', args: topics, req_id: 's' });
  await w.next((m) => m.req_id === 's');
  return w;
};
type Msg = Record<string, unknown> & { data: Record<string, unknown> };

beforeEach(async () => {
  sim = await withSim();
  demo = new Client(sim);
  await demo.login('demo@sim.local', 'demo');
  chain = demo.result(await demo.get('/option/usdc/public/v1/instruments?baseCoin=BTC'));
  ws = await subscribe(demo, ['user.margin.order', 'user.option.liquidation', 'user.order']);
});
afterEach(async () => {
  ws.close();
  await sim.close();
});

describe('user.margin.order', () => {
  test('a resting open buy: OpenBuy with the margin it holds; cancelled: orderIM 0', async () => {
    const symbol = chain.list[chain.list.length - 1]!.symbol;
    const res = await place(demo, { symbol, side: 1, orderQty: '0.2', orderPrice: '5' });
    expect(res.errorCode).toBe(0);
    const m = (await ws.next((x) => x.topic === 'user.margin.order' && (x as Msg).data.orderId === res.orderId)) as Msg;
    expect(m.data).toMatchObject({
      symbol,
      side: 'Buy',
      orderStatus: 'New',
      marginOrderKind: 'OpenBuy',
      marginMode: 0,
    });
    expect(
      new Dec(m.data.orderIM as string).isEqualTo(new Dec(m.data.reservePerContract as string).multipliedBy('0.2')),
    ).toBe(true);
    expect(new Dec(m.data.orderIM as string).isGreaterThan(0)).toBe(true);
    expect(m.data.notification).toMatchObject({ scene: 'newed', payload: { symbol, marginMode: 0 } });
    expect(code(await demo.post('/contract/v5/order/cancel', { orderId: res.orderId }))).toBe(0);
    const c = (await ws.next(
      (x) =>
        x.topic === 'user.margin.order' &&
        (x as Msg).data.orderId === res.orderId &&
        (x as Msg).data.orderStatus === 'Cancelled',
    )) as Msg;
    expect(c.data).toMatchObject({ orderIM: '0', cancelType: 'CancelByUser' });
  });

  // [position held by demo (seed), side of the new order, expected kind]
  test.each<[string, 1 | 2, string]>([
    ['long BTC call', 2, 'CloseSell'],
    ['long BTC call', 1, 'OpenBuy'],
    ['short BTC put', 1, 'CloseBuy'],
    ['short BTC put', 2, 'OpenSell'],
  ])('against the %s a side-%i order is %s', async (which, side, kind) => {
    const held = (await positions(demo)).find(
      (p) =>
        p.symbol.startsWith('BTC-') && (which.includes('call') ? p.symbol.endsWith('-C') : p.symbol.endsWith('-P')),
    )!;
    const mark = new Dec(held.markPrice!);
    const price = side === 1 ? '5' : mark.multipliedBy(3).decimalPlaces(0).toFixed();
    const res = await place(demo, { symbol: held.symbol, side, orderQty: '0.1', orderPrice: price });
    expect(res.errorCode).toBe(0);
    const m = (await ws.next((x) => x.topic === 'user.margin.order' && (x as Msg).data.orderId === res.orderId)) as Msg;
    expect(m.data.marginOrderKind).toBe(kind);
  });

  // resting buys covering the whole short put at 10: a new buy is covered only by equal-or-better (higher or equal) ones
  test.each<[string, string, string]>([
    ['below the resting buys', '5', 'OpenBuy'],
    ['at the resting buys', '10', 'OpenBuy'],
    ['above the resting buys (they fill after it)', '15', 'CloseBuy'],
  ])('a buy %s (price %s) against a short put covered by resting buys at 10 is %s', async (_n, price, kind) => {
    const held = (await positions(demo)).find((p) => p.symbol.startsWith('BTC-') && p.symbol.endsWith('-P'))!;
    expect(held.side).toBe('Sell');
    const cover = await place(demo, { symbol: held.symbol, side: 1, orderQty: held.size, orderPrice: '10' });
    expect(cover.errorCode).toBe(0);
    const res = await place(demo, { symbol: held.symbol, side: 1, orderQty: '0.1', orderPrice: price });
    expect(res.errorCode).toBe(0);
    const m = (await ws.next((x) => x.topic === 'user.margin.order' && (x as Msg).data.orderId === res.orderId)) as Msg;
    expect(m.data.marginOrderKind).toBe(kind);
    // the reserve follows the kind: a close buy holds premium + fee beyond the released IM (0 here), an open buy its premium + fee
    const reserve = new Dec(m.data.reservePerContract as string);
    if (kind === 'OpenBuy') expect(reserve.isGreaterThan(0)).toBe(true);
    else expect(reserve.toFixed()).toBe('0');
  });

  test('contract orders too; a PM account reports marginMode 1', async () => {
    const pm = new Client(sim);
    await pm.login('pm@sim.local', 'pm');
    const w = await subscribe(pm, ['user.margin.order']);
    const r = await pm.post('/contract/v5/order/create', {
      symbol: 'BTCUSDT',
      side: 'Sell',
      orderType: 'Market',
      qty: '0.1',
    });
    expect(code(r)).toBe(0);
    const m = (await w.next((x) => x.topic === 'user.margin.order' && x.type === 'delta')) as Msg;
    expect(m.data).toMatchObject({ symbol: 'BTCUSDT', marginOrderKind: 'CloseSell', marginMode: 1 });
    w.close();
  });
});

describe('user.option.liquidation', () => {
  test('a healthy account is not liquidated', () => {
    expect(sim.app.engine.checkOptionLiquidations()).toBe(0);
  });

  test('equity below the option maintenance margin: short options bought back at mark with the liquidation fee', async () => {
    const shortPut = (await positions(demo)).find((p) => p.symbol.startsWith('BTC-') && p.side === 'Sell')!;
    const resting = await place(demo, { symbol: chain.list[0]!.symbol, side: 1, orderQty: '0.1', orderPrice: '5' });
    sim.app.repo.setBalance(100001, 'USDC', '-60000'); // the account's USDC equity falls below maintenance
    expect(sim.app.engine.checkOptionLiquidations()).toBeGreaterThan(0);
    const liq = (await ws.next((x) => x.topic === 'user.option.liquidation' && x.type === 'delta')) as Msg;
    expect(liq.data).toMatchObject({
      symbol: shortPut.symbol,
      side: 'Sell',
      size: shortPut.size,
      settleCoin: 'USDC',
      marginMode: 0,
    });
    expect(
      await ws.next(
        (x) =>
          x.topic === 'user.order' &&
          (x as Msg).data.createType === 'CreateByLiq' &&
          ((x as Msg).data.notification as { scene: unknown }).scene === 5,
      ),
    ).toBeTruthy();
    const after = await positions(demo);
    expect(after.find((p) => p.symbol === shortPut.symbol)).toBeUndefined();
    expect(after.some((p) => p.symbol.startsWith('BTC-') && p.side === 'Buy')).toBe(true); // longs stay
    const orders = demo.result<{ list: { orderId: string; orderStatus: string; cancelType: string }[] }>(
      await demo.get('/contract/v5/order/list?status=all'),
    ).list;
    expect(orders.find((o) => o.orderId === resting.orderId)).toMatchObject({
      orderStatus: 'Cancelled',
      cancelType: 'CancelByLiq',
    });
    const exec = demo
      .result<{ list: WireExecution[] }>(await demo.get('/contract/v5/execution/list'))
      .list.find((e) => e.symbol === shortPut.symbol)!;
    const index = sim.app.market.index.BTC;
    const perContract = Dec.min(index.multipliedBy('0.0035'), new Dec(exec.execPrice).multipliedBy('0.125'));
    expect(exec.execFee).toBe(perContract.multipliedBy(exec.execQty).decimalPlaces(8).toFixed());
  });
});
