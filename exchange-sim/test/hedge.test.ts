import { fromWirePosition, type Position, type WireOrder, type WirePosition } from 'shared-core/domain';
import type { RunningSim } from '../src/server';
import { Dec } from '../src/util/decimal';
import { Client, WsClient, code, withSim } from './helpers';

// Hedge mode (BothSide): TP/SL, trailing stop, MMR close, isolated margin and liquidation per side.
let sim: RunningSim;
let hedge: Client;

const SYM = 'BTCUSDT';
const side = async (idx: 1 | 2): Promise<Position | undefined> =>
  hedge
    .result<{ list: WirePosition[] }>(await hedge.get(`/contract/v5/position/list?symbol=${SYM}`))
    .list.map(fromWirePosition)
    .find((p) => p.positionIdx === idx);
const last = (): Dec => sim.app.market.lastPrice(SYM);
const setLast = (d: Dec): void => void sim.app.market.lastTraded.set(SYM, d);
const tpsl = (body: Record<string, unknown>) =>
  hedge.post('/contract/v5/position/set-tp-sl-ts', { symbol: SYM, ...body });

beforeEach(async () => {
  sim = await withSim();
  hedge = new Client(sim);
  await hedge.login('hedge@sim.local', 'hedge');
});
afterEach(() => sim.close());

describe('TP/SL per side', () => {
  // [positionIdx, field, offset from last, expected code]
  test.each<[1 | 2, 'takeProfit' | 'stopLoss', number, number]>([
    [1, 'takeProfit', 500, 0],
    [1, 'takeProfit', -500, 30027],
    [1, 'stopLoss', -500, 0],
    [1, 'stopLoss', 500, 30028],
    [2, 'takeProfit', -500, 0],
    [2, 'takeProfit', 500, 30029],
    [2, 'stopLoss', 500, 0],
    [2, 'stopLoss', -500, 30030],
  ])('side %i %s at last %+i → %i', async (idx, field, offset, expected) => {
    const level = last().plus(offset).toFixed(1);
    expect(code(await tpsl({ positionIdx: idx, [field]: level }))).toBe(expected);
    const other = await side(idx === 1 ? 2 : 1);
    expect(other?.takeProfit ?? '0').toBe('0');
    expect(other?.stopLoss ?? '0').toBe('0');
    if (expected === 0) expect(new Dec((await side(idx))![field]!).toFixed(1)).toBe(level);
  });

  test('a full TP on the long side fires and closes only that side', async () => {
    const tp = last().plus(300);
    expect(code(await tpsl({ positionIdx: 1, takeProfit: tp.toFixed(1) }))).toBe(0);
    setLast(tp.plus(10));
    sim.app.desk.checkTriggers();
    expect(await side(1)).toBeUndefined();
    expect((await side(2))!.size).toBe('0.1');
  });

  test('a partial SL on the short side is a conditional order of side 2 and closes part of it', async () => {
    const sl = last().plus(200);
    const r = await tpsl({ positionIdx: 2, tpSlMode: 'Partial', stopLoss: sl.toFixed(1), slSizeX: '4000000' });
    expect(code(r)).toBe(0);
    const [orderId] = hedge.result<{ orderIds: string[] }>(r).orderIds;
    const open = hedge.result<{ list: WireOrder[] }>(
      await hedge.get(`/contract/v5/order/list?status=open&symbol=${SYM}`),
    ).list;
    expect(open.find((o) => o.orderId === orderId)).toMatchObject({ positionIdx: 2, stopOrderType: 'PartialStopLoss' });
    expect((await side(2))!.partialTpslList?.length ?? 0).toBe(1);
    expect((await side(1))!.partialTpslList?.length ?? 0).toBe(0);
    setLast(sl.plus(50));
    sim.app.desk.checkTriggers();
    expect((await side(2))!.size).toBe('0.06');
    expect((await side(1))!.size).toBe('0.2');
  });

  test('a trailing stop on the long side fires on a pull-back', async () => {
    const l = last();
    expect(code(await tpsl({ positionIdx: 1, trailingStop: '100' }))).toBe(0);
    setLast(l.plus(400));
    sim.app.desk.checkTriggers(); // new peak
    setLast(l.plus(250));
    sim.app.desk.checkTriggers();
    expect(await side(1)).toBeUndefined();
    expect((await side(2))!.size).toBe('0.1');
  });

  test('MMR close per side: set, then fires when the side MMR reaches it', async () => {
    expect(
      code(
        await hedge.post('/contract/v5/position/set-mm-rate', { symbol: SYM, positionIdx: 2, triggerMmRateE2: 9000 }),
      ),
    ).toBe(0);
    expect((await side(2))!.triggerMmRate).toBeTruthy();
    sim.app.repo.putPosition({ ...sim.app.repo.getPosition(100008, SYM, 2)!, mmrClose: { triggerMmRateE2: 1 } });
    sim.app.desk.checkTriggers();
    expect(await side(2)).toBeUndefined();
    expect((await side(1))!.size).toBe('0.2');
  });

  test.each([0, 3])('positionIdx %i on a hedge account → 10001', async (idx) => {
    expect(code(await tpsl({ positionIdx: idx, takeProfit: last().plus(500).toFixed(1) }))).toBe(10001);
  });
});

describe('isolated margin and liquidation per side', () => {
  const isolate = async () =>
    expect(
      code(
        await hedge.post('/contract/v5/position/switch-isolated', { symbol: SYM, tradeMode: 1, leverageE2: '1000' }),
      ),
    ).toBe(0);

  test('switch-isolated switches both sides; add / reduce / pre-add margin address one side', async () => {
    await isolate();
    expect((await side(1))!.isIsolated).toBe(true);
    expect((await side(2))!.isIsolated).toBe(true);
    const add = await hedge.post('/contract/v5/private/position/add-margin', {
      symbol: SYM,
      positionIdx: 2,
      addToPositionBalanceE8: '10000000000', // 100 USDT
    });
    expect(code(add)).toBe(0);
    expect(hedge.result(add)).toMatchObject({ positionIdx: 2, newExtraAddedMargin: '100' });
    expect((await side(2))!.newExtraAddedMargin).toBe('100');
    expect((await side(1))!.newExtraAddedMargin ?? '0').toBe('0');
    const pre = hedge.result<{ buyLiqPrice: string; sellLiqPrice: string }>(
      await hedge.post('/contract/v5/private/position/pre-add-margin', {
        symbol: SYM,
        positionIdx: 1,
        addToPositionBalanceE8: '10000000000',
      }),
    );
    expect(Number(pre.buyLiqPrice)).toBeGreaterThan(0);
    expect(pre.sellLiqPrice).toBe('');
    // reducing side 1 (no extra) → 30045; side 2 by its extra → ok
    const reduce = (idx: number, e8: string) =>
      hedge.post('/contract/v5/private/position/add-margin', {
        symbol: SYM,
        positionIdx: idx,
        addToPositionBalanceE8: e8,
      });
    expect(code(await reduce(1, '-100000000'))).toBe(30045);
    expect(code(await reduce(2, '-10000000000'))).toBe(0);
    expect(
      code(
        await hedge.post('/private/position/set-auto-add-margin', {
          symbol: SYM,
          positionIdx: 1,
          newAutoAddMargin: true,
        }),
      ),
    ).toBe(0);
    expect((await side(1))!.isAutoAddMargin).toBe(true);
  });

  test('the long side is liquidated when the mark crosses its liquidation price; the short side stays', async () => {
    await isolate();
    const ws = await WsClient.open(`${sim.wsUrl}/private`, { cookie: `secure-token=${hedge.token!}` });
    ws.send({ op: 'subscribe', args: ['user.unify.liquidation'], req_id: 's' });
    await ws.next((m) => m.req_id === 's');
    const long = (await side(1))!;
    sim.app.market.index.BTC = new Dec(long.liqPrice!).minus(10);
    sim.app.desk.checkTriggers();
    expect(await side(1)).toBeUndefined();
    expect((await side(2))!.size).toBe('0.1');
    expect(
      await ws.next((m) => m.topic === 'user.unify.liquidation' && !Array.isArray(m.data)), // (not the snapshot)
    ).toMatchObject({
      data: { symbol: SYM, side: 'Buy', size: '0.2', positionIdx: 1, marginMode: 0 },
    });
    ws.close();
  });
});

describe('orders per side', () => {
  const far = (factor: string): string => last().multipliedBy(factor).decimalPlaces(0).toFixed();
  const create = async (body: Record<string, unknown>): Promise<string> => {
    const r = await hedge.post('/contract/v5/order/create', {
      symbol: SYM,
      orderType: 'Limit',
      timeInForce: 'GoodTillCancel',
      ...body,
    });
    expect(code(r)).toBe(0);
    return hedge.result<{ orderId: string }>(r).orderId;
  };
  const order = async (orderId: string): Promise<WireOrder> =>
    hedge
      .result<{ list: WireOrder[] }>(await hedge.get(`/contract/v5/order/list?status=all&symbol=${SYM}`))
      .list.find((o) => o.orderId === orderId)!;

  test('cancel-totally with positionIdx 1 cancels side 1’s orders only; without it, both sides’', async () => {
    const long = await create({ side: 'Buy', qty: '0.01', price: far('0.9'), positionIdx: 1 });
    const short = await create({ side: 'Sell', qty: '0.01', price: far('1.1'), positionIdx: 2 });
    const r = await hedge.post('/contract/v5/order/cancel-totally', { symbol: SYM, positionIdx: 1, type: 'Activity' });
    expect(hedge.result<{ list: { orderId: string }[] }>(r).list).toEqual([{ orderId: long }]);
    expect((await order(long)).orderStatus).toBe('Cancelled');
    expect((await order(short)).orderStatus).toBe('New');
    const all = await hedge.post('/contract/v5/order/cancel-totally', { symbol: SYM, type: 'Activity' });
    expect(hedge.result<{ list: { orderId: string }[] }>(all).list).toEqual([{ orderId: short }]);
  });

  test('closing side 1 cancels side 1’s resting closes (CancelByReduceOnly), not side 2’s', async () => {
    const close1 = await create({ side: 'Sell', qty: '0.2', price: far('1.08'), positionIdx: 1 });
    const close2 = await create({ side: 'Buy', qty: '0.1', price: far('0.92'), positionIdx: 2 });
    expect((await order(close1)).reduceOnly).toBe(true);
    await create({ side: 'Sell', orderType: 'Market', qty: '0.2', positionIdx: 1 });
    expect(await side(1)).toBeUndefined();
    expect(await order(close1)).toMatchObject({ orderStatus: 'Cancelled', cancelType: 'CancelByReduceOnly' });
    expect(await order(close2)).toMatchObject({ orderStatus: 'New', leavesQty: '0.1' });
  });

  test('a TP/SL sent with an order is checked for the side it opens and lands on that side when it fills', async () => {
    const bad = await hedge.post('/contract/v5/order/create', {
      symbol: SYM,
      side: 'Sell',
      orderType: 'Market',
      qty: '0.01',
      positionIdx: 2,
      takeProfit: far('1.1'),
    });
    expect(code(bad)).toBe(30029);
    expect((await side(2))!.size).toBe('0.1');
    const tp = far('1.1');
    await create({ side: 'Buy', orderType: 'Market', qty: '0.01', positionIdx: 1, takeProfit: tp });
    expect((await side(1))!).toMatchObject({ size: '0.21', takeProfit: tp });
    expect((await side(2))!.takeProfit).toBe('0');
  });

  test('cancel-totally TpSlOcoStopOrder with positionIdx 2 clears side 2’s full TP/SL only', async () => {
    expect(code(await tpsl({ positionIdx: 1, takeProfit: far('1.1') }))).toBe(0);
    expect(code(await tpsl({ positionIdx: 2, takeProfit: far('0.9') }))).toBe(0);
    const r = await hedge.post('/contract/v5/order/cancel-totally', {
      symbol: SYM,
      positionIdx: 2,
      type: 'TpSlOcoStopOrder',
    });
    expect(code(r)).toBe(0);
    expect((await side(2))!.takeProfit).toBe('0');
    expect((await side(1))!.takeProfit).toBe(far('1.1'));
  });
});
