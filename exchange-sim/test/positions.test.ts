import { fromWirePosition, type Position, type WireOrder, type WirePosition } from 'shared-core/domain';
import type { RunningSim } from '../src/server';
import { Dec } from '../src/util/decimal';
import { Client, WsClient, code, withSim } from './helpers';

let sim: RunningSim;
let demo: Client;
let t2: Client;
let anon: Client;

beforeAll(async () => {
  sim = await withSim();
  demo = new Client(sim);
  t2 = new Client(sim);
  anon = new Client(sim);
  await demo.login('demo@sim.local', 'demo');
  await t2.login('trader2@sim.local', 'trader2');
});
afterAll(() => sim.close());

const pos = async (c: Client, symbol: string): Promise<Position | undefined> =>
  c
    .result<{ list: WirePosition[] }>(await c.get(`/contract/v5/position/list?symbol=${symbol}`))
    .list.map(fromWirePosition)[0];
const openOrders = async (c: Client, symbol: string) =>
  c.result<{ list: WireOrder[] }>(await c.get(`/contract/v5/order/list?status=open&symbol=${symbol}`)).list;
const last = (symbol: string): Dec => sim.app.market.lastPrice(symbol);

describe('public quotes and config', () => {
  test('symbol-price: list keyed by symbol; unknown → 3200101', async () => {
    const r = await anon.get('/contract/v5/public/support/symbol-price?symbol=BTCUSDT');
    expect(code(r)).toBe(0);
    const list = anon.result<{ list: Record<string, { lastPrice: string; markPrice: string; indexPrice: string }> }>(
      r,
    ).list;
    expect(Number(list.BTCUSDT!.lastPrice)).toBeGreaterThan(0);
    const all = anon.result<{ list: Record<string, unknown> }>(
      await anon.get('/contract/v5/public/support/symbol-price'),
    ).list;
    expect(Object.keys(all)).toEqual(expect.arrayContaining(['BTCUSDT', 'ETHUSDT', 'BTCPERP', 'BTCUSD']));
    expect(code(await anon.get('/contract/v5/public/support/symbol-price?symbol=NOPE'))).toBe(3200101);
  });

  test('risk-limit-list: E8/E2 scaled tiers; option or missing symbol refused', async () => {
    const r = anon.result<{
      list: {
        id: number;
        startingMarginE8: string;
        maintainMarginE8: string;
        maxLeverageE2: string;
        mmDeduction: string;
      }[];
    }>(await anon.get('/contract/v5/position/risk-limit-list?symbol=BTCUSDT'));
    expect(r.list).toHaveLength(5);
    expect(r.list[0]).toMatchObject({
      id: 1,
      startingMarginE8: '1000000',
      maintainMarginE8: '500000',
      maxLeverageE2: '10000',
      mmDeduction: '0',
    });
    expect(code(await anon.get('/contract/v5/position/risk-limit-list'))).toBe(10001);
    expect(code(await anon.get('/contract/v5/position/risk-limit-list?symbol=XYZ'))).toBe(3200101);
  });

  test('slippage depth grows with the slippage; bad params → 10001', async () => {
    const q = (v: string) =>
      anon.get(
        `/contract/v5/public/instrument/slippage?symbol=BTCUSDT&side=Buy&slippageType=TickSize&slippageValue=${v}`,
      );
    const small = anon.result<{ qty: string }>(await q('1'));
    const big = anon.result<{ qty: string }>(await q('5000'));
    expect(new Dec(big.qty).isGreaterThanOrEqualTo(small.qty)).toBe(true);
    expect(code(await q('-1'))).toBe(10001);
    expect(
      code(
        await anon.get(
          '/contract/v5/public/instrument/slippage?symbol=BTCUSDT&side=Up&slippageType=TickSize&slippageValue=1',
        ),
      ),
    ).toBe(10001);
  });

  test.each<['Buy' | 'Sell', string]>([
    ['Buy', '5'],
    ['Sell', '5'],
    ['Buy', '0.0137'],
    ['Sell', '0.0137'],
  ])('a %s slippage of %s %% gives a price on the tick, within the slippage from the best price', async (side, pct) => {
    const r = anon.result<{ price: string }>(
      await anon.get(
        `/contract/v5/public/instrument/slippage?symbol=BTCUSDT&side=${side}&slippageType=Percent&slippageValue=${pct}`,
      ),
    );
    const price = new Dec(r.price);
    expect(price.modulo('0.1').isZero()).toBe(true);
    const book = sim.app.market.books.get('BTCUSDT')!;
    const best = book.best(side === 'Buy' ? 'Sell' : 'Buy')!;
    const bound = best.multipliedBy(new Dec(1).plus(new Dec(pct).dividedBy(100).multipliedBy(side === 'Buy' ? 1 : -1)));
    if (side === 'Buy') expect(price.isLessThanOrEqualTo(bound)).toBe(true);
    else expect(price.isGreaterThanOrEqualTo(bound)).toBe(true);
  });

  test('exchange-rate and symbol-config', async () => {
    expect(anon.result(await anon.get('/api/exchange-rate?name=EUR'))).toMatchObject({ name: 'EUR', rate: '0.92' });
    expect(code(await anon.get('/api/exchange-rate?name=XXX'))).toBe(10001);
    const cfg = anon.result<{ list: Record<string, unknown>[] }>(
      await anon.get('/contract/v5/public/symbol-config?symbol=BTCUSDT'),
    ).list[0]!;
    for (const k of [
      'tickSize',
      'tickSizeFraction',
      'priceFraction',
      'lotStep',
      'lotFraction',
      'minQty',
      'maxQty',
      'maxMarketQty',
      'minPrice',
      'maxPrice',
      'balanceFraction',
      'upnlFraction',
      'initMargin',
      'maintainMargin',
    ])
      expect(cfg).toHaveProperty(k);
    expect(cfg.maxQty).toBe('50');
  });
});

describe('order/create (contracts)', () => {
  const create = (c: Client, b: Record<string, unknown>) =>
    c.post('/contract/v5/order/create', {
      symbol: 'SOLUSDT',
      side: 'Buy',
      orderType: 'Limit',
      qty: '1',
      price: '140',
      timeInForce: 'GoodTillCancel',
      positionIdx: 0,
      ...b,
    });

  test.each([
    [{ symbol: 'NOPE' }, 3200101],
    [{ side: 'Up' }, 10001],
    [{ qty: 1 }, 10001],
    [{ qty: '-1' }, 10001],
    [{ qty: '1e5' }, 10001],
    [{ qty: '123456789012345678901' }, 10001],
    [{ qty: '0.05' }, 110011],
    [{ qty: '5000' }, 110011],
    [{ qty: '1.05' }, 110011],
    [{ price: '140.0005' }, 110005],
    [{ price: '999' }, 110003],
    [{ orderType: 'Market', qty: '1000' }, 110011],
    [{ reduceOnly: true }, 110017],
    [{ reduceOnly: 'yes' }, 10001],
    [{ leverageE2: 100000 }, 30162],
    [{ qty: '3000', price: '150' }, 30031],
    [{ positionIdx: 7 }, 10001],
    [{ timeInForce: 'Forever' }, 10001],
  ])('%j → %i, nothing stored', async (patch, expected) => {
    const before = (await openOrders(t2, 'SOLUSDT')).length;
    const r = await create(t2, patch);
    expect(code(r)).toBe(expected);
    expect(r.body.result).toBeNull();
    expect(await openOrders(t2, 'SOLUSDT')).toHaveLength(before);
  });

  test('limit rests, market opens a position, qtyX scaling, close with action PositionClose', async () => {
    const rest = await create(t2, { price: '100', qtyX: '200000000' });
    expect(code(rest)).toBe(0);
    expect(rest.body.result).toMatchObject({ orderStatus: 'New', qty: '2', create_order_failed_qty_x: '0' });
    const mkt = await create(t2, { orderType: 'Market', qty: '3' });
    expect(code(mkt)).toBe(0);
    const p = await pos(t2, 'SOLUSDT');
    expect(p).toMatchObject({ side: 'Buy', size: '3' });
    const close = await create(t2, {
      side: 'Sell',
      orderType: 'Market',
      qty: '5',
      action: 'PositionClose',
      closeOnTrigger: true,
      createType: 'CreateByClosing',
    });
    expect(code(close)).toBe(0);
    expect(close.body.result).toMatchObject({ qty: '3' });
    expect(await pos(t2, 'SOLUSDT')).toBeUndefined();
  });

  test('an opening order must cover IM + the fee to open + the fee to close at its bankruptcy price (30031 past it)', async () => {
    const available = new Dec(
      t2
        .result<{ list: { coin: string; availableBalance: string }[] }>(await t2.get('/v5/account/wallet-balance'))
        .list.find((b) => b.coin === 'USDT')!.availableBalance,
    );
    const price = sim.app.market.markPrice('SOLUSDT').multipliedBy('0.9').decimalPlaces(3); // rests below the market
    // leverage 5: per contract price × (0.2 + 0.00055 × (2 − 0.2)), the buy's bv2c
    const perContract = price.multipliedBy(new Dec('0.2').plus(new Dec('0.00055').multipliedBy('1.8')));
    const most = available.dividedBy(perContract).decimalPlaces(1, Dec.ROUND_DOWN);
    const before = (await openOrders(t2, 'SOLUSDT')).length;
    // one lot more is refused, though IM + the fee to open alone (price × 0.20055) would cover it
    const over = most.plus('0.1');
    expect(over.multipliedBy(price).multipliedBy('0.20055').isLessThan(available)).toBe(true);
    expect(code(await create(t2, { price: price.toFixed(), qty: over.toFixed() }))).toBe(30031);
    expect(await openOrders(t2, 'SOLUSDT')).toHaveLength(before);
    const r = await create(t2, { price: price.toFixed(), qty: most.toFixed() });
    expect(code(r)).toBe(0);
    const orderId = t2.result<{ orderId: string }>(r).orderId;
    expect(code(await t2.post('/contract/v5/order/cancel', { symbol: 'SOLUSDT', orderId }))).toBe(0);
  });

  test('freeQty is the size less the resting orders that already close it', async () => {
    expect(code(await create(t2, { orderType: 'Market', qty: '4' }))).toBe(0);
    expect((await pos(t2, 'SOLUSDT'))!.freeQty).toBe('4');
    const above = sim.app.market.markPrice('SOLUSDT').multipliedBy('1.05').decimalPlaces(2).toFixed();
    const r = await create(t2, { side: 'Sell', price: above, qty: '1.5', reduceOnly: true });
    expect(code(r)).toBe(0);
    expect((await pos(t2, 'SOLUSDT'))!.freeQty).toBe('2.5');
    const orderId = t2.result<{ orderId: string }>(r).orderId;
    expect(code(await t2.post('/contract/v5/order/cancel', { symbol: 'SOLUSDT', orderId }))).toBe(0);
    expect((await pos(t2, 'SOLUSDT'))!.freeQty).toBe('4');
    expect(code(await create(t2, { side: 'Sell', orderType: 'Market', qty: '4', reduceOnly: true }))).toBe(0);
    expect(await pos(t2, 'SOLUSDT')).toBeUndefined();
  });
});

describe('isolated margin', () => {
  test('pre-add-margin estimates, add-margin moves liq, reduce beyond extra → 30045, cross → 30044', async () => {
    const p0 = (await pos(demo, 'ETHUSDT'))!;
    expect(p0.isIsolated).toBe(true);
    const pre = demo.result<{ sellLiqPrice: string; buyLiqPrice: string }>(
      await demo.post('/contract/v5/private/position/pre-add-margin', {
        symbol: 'ETHUSDT',
        positionIdx: 0,
        addToPositionBalanceE8: '10000000000',
      }),
    );
    expect(pre.buyLiqPrice).toBe('');
    expect(new Dec(pre.sellLiqPrice).isGreaterThan(p0.liqPrice!)).toBe(true);
    expect((await pos(demo, 'ETHUSDT'))!.liqPrice).toBe(p0.liqPrice); // pre-check changes nothing
    expect(
      code(
        await demo.post('/contract/v5/private/position/add-margin', {
          symbol: 'ETHUSDT',
          positionIdx: 0,
          addToPositionBalanceE8: '10000000000',
        }),
      ),
    ).toBe(0);
    const p1 = (await pos(demo, 'ETHUSDT'))!;
    expect(p1.liqPrice).toBe(pre.sellLiqPrice);
    expect(p1.newExtraAddedMargin).toBe('100');
    expect(
      code(
        await demo.post('/contract/v5/private/position/add-margin', {
          symbol: 'ETHUSDT',
          positionIdx: 0,
          addToPositionBalanceE8: '-20000000000',
        }),
      ),
    ).toBe(30045);
    expect(
      code(
        await demo.post('/contract/v5/private/position/add-margin', {
          symbol: 'ETHUSDT',
          positionIdx: 0,
          addToPositionBalanceE8: '-10000000000',
        }),
      ),
    ).toBe(0);
    expect(
      code(
        await demo.post('/contract/v5/private/position/add-margin', {
          symbol: 'BTCUSDT',
          positionIdx: 0,
          addToPositionBalanceE8: '100',
        }),
      ),
    ).toBe(30044);
    expect(
      code(
        await demo.post('/contract/v5/private/position/add-margin', {
          symbol: 'ETHUSDT',
          positionIdx: 0,
          addToPositionBalanceE8: '1e9',
        }),
      ),
    ).toBe(10001);
    expect(
      code(
        await demo.post('/contract/v5/private/position/add-margin', {
          symbol: 'ETHUSDT',
          positionIdx: 0,
          addToPositionBalanceE8: '99999999999999999999',
        }),
      ),
    ).toBe(30031);
    expect(
      code(
        await demo.post('/contract/v5/private/position/add-margin', {
          symbol: 'SOLUSDT',
          positionIdx: 0,
          addToPositionBalanceE8: '100',
        }),
      ),
    ).toBe(30043);
  });

  test('set-auto-add-margin flips the flag (isolated only)', async () => {
    expect(
      code(
        await demo.post('/private/position/set-auto-add-margin', {
          symbol: 'ETHUSDT',
          positionIdx: 0,
          newAutoAddMargin: true,
        }),
      ),
    ).toBe(0);
    expect((await pos(demo, 'ETHUSDT'))!.isAutoAddMargin).toBe(true);
    expect(
      code(
        await demo.post('/private/position/set-auto-add-margin', {
          symbol: 'ETHUSDT',
          positionIdx: 0,
          newAutoAddMargin: 'on',
        }),
      ),
    ).toBe(10001);
    expect(
      code(
        await demo.post('/private/position/set-auto-add-margin', {
          symbol: 'BTCUSDT',
          positionIdx: 0,
          newAutoAddMargin: true,
        }),
      ),
    ).toBe(30044);
    expect(
      code(
        await demo.post('/private/position/set-auto-add-margin', {
          symbol: 'ETHUSDT',
          positionIdx: 0,
          newAutoAddMargin: false,
        }),
      ),
    ).toBe(0);
  });
});

describe('TP/SL, trailing stop, MMR close', () => {
  test('full TP/SL: side rules 30027/30028 name the trigger kind; stored on the position', async () => {
    const l = last('BTCUSDT');
    const bad = await demo.post('/contract/v5/position/set-tp-sl-ts', {
      symbol: 'BTCUSDT',
      positionIdx: 0,
      takeProfit: l.minus(100).toFixed(1),
      tpTriggerBy: 'MarkPrice',
    });
    expect(code(bad)).toBe(30027);
    expect(bad.body.retMsg).toContain('mark price');
    expect(
      code(
        await demo.post('/contract/v5/position/set-tp-sl-ts', {
          symbol: 'BTCUSDT',
          positionIdx: 0,
          stopLoss: l.plus(100).toFixed(1),
        }),
      ),
    ).toBe(30028);
    expect(
      code(
        await demo.post('/contract/v5/position/set-tp-sl-ts', {
          symbol: 'BTCUSDT',
          positionIdx: 0,
          takeProfit: l.plus(1000).toFixed(1),
          stopLoss: l.minus(1000).toFixed(1),
          tpTriggerBy: 'LastPrice',
        }),
      ),
    ).toBe(0);
    const p = (await pos(demo, 'BTCUSDT'))!;
    expect(p.takeProfit).toBe(l.plus(1000).toFixed(1).replace(/\.0$/, ''));
    expect(p.fullTpsl).toMatchObject({ qty: '0.25' });
  });

  test('partial TP/SL creates conditional orders; replace moves the trigger; cancel-totally removes them', async () => {
    const l = last('BTCUSDT');
    const r = await demo.post('/contract/v5/position/set-tp-sl-ts', {
      symbol: 'BTCUSDT',
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
    const ids = demo.result<{ orderIds: string[] }>(r).orderIds;
    expect(ids).toHaveLength(2);
    const p = (await pos(demo, 'BTCUSDT'))!;
    expect(p.partialTpslList).toHaveLength(2);
    expect(p.tpOrderNum).toBe(1);
    const orders = await openOrders(demo, 'BTCUSDT');
    expect(orders.find((o) => o.orderId === ids[0])).toMatchObject({
      orderStatus: 'Untriggered',
      stopOrderType: 'PartialTakeProfit',
      qty: '0.1',
    });
    const rep = await demo.post('/contract/v5/order/replace', {
      orderId: ids[0],
      symbol: 'BTCUSDT',
      takeProfit: l.plus(2500).toFixed(1),
    });
    expect(code(rep)).toBe(0);
    expect(
      code(
        await demo.post('/contract/v5/order/replace', {
          orderId: ids[0],
          symbol: 'BTCUSDT',
          takeProfit: l.minus(2500).toFixed(1),
        }),
      ),
    ).toBe(30027);
    expect(
      code(await demo.post('/contract/v5/order/replace', { orderId: 'nope', symbol: 'BTCUSDT', takeProfit: '1' })),
    ).toBe(110001);
    const c = await demo.post('/contract/v5/order/cancel-totally', {
      symbol: 'BTCUSDT',
      positionIdx: 0,
      type: 'PartialTpSlConditional',
    });
    expect(demo.result<{ list: unknown[] }>(c).list).toHaveLength(2);
    expect((await pos(demo, 'BTCUSDT'))!.partialTpslList).toHaveLength(0);
  });

  test('trailing stop and MMR trigger validation', async () => {
    expect(
      code(
        await demo.post('/contract/v5/position/set-tp-sl-ts', {
          symbol: 'BTCPERP',
          positionIdx: 0,
          activationPrice: '70000',
        }),
      ),
    ).toBe(30047);
    expect(
      code(
        await demo.post('/contract/v5/position/set-tp-sl-ts', {
          symbol: 'BTCPERP',
          positionIdx: 0,
          trailValuePercentageE4: 5,
        }),
      ),
    ).toBe(30047);
    expect(
      code(
        await demo.post('/contract/v5/position/set-tp-sl-ts', {
          symbol: 'BTCPERP',
          positionIdx: 0,
          trailingStop: '500',
        }),
      ),
    ).toBe(0);
    const p = (await pos(demo, 'BTCPERP'))!;
    expect(p.trailingStop).toBe('500');
    expect(new Dec(p.tsTriggerPrice!).toNumber()).toBeCloseTo(last('BTCPERP').minus(500).toNumber(), 0);
    expect(
      code(
        await demo.post('/contract/v5/position/set-mm-rate', {
          symbol: 'BTCPERP',
          positionIdx: 0,
          triggerMmRateE2: 9500,
        }),
      ),
    ).toBe(30046);
    expect(
      code(
        await demo.post('/contract/v5/position/set-mm-rate', { symbol: 'BTCPERP', positionIdx: 0, triggerMmRateE2: 1 }),
      ),
    ).toBe(30046);
    expect(
      code(
        await demo.post('/contract/v5/position/set-mm-rate', {
          symbol: 'BTCPERP',
          positionIdx: 0,
          triggerMmRateE2: 'x',
        }),
      ),
    ).toBe(10001);
    expect(
      code(
        await demo.post('/contract/v5/position/set-mm-rate', {
          symbol: 'BTCPERP',
          positionIdx: 0,
          triggerMmRateE2: 8000,
        }),
      ),
    ).toBe(0);
    expect((await pos(demo, 'BTCPERP'))!.triggerMmRate).toBe('80.00');
    expect(
      code(
        await demo.post('/contract/v5/position/set-mm-rate', { symbol: 'BTCPERP', positionIdx: 0, triggerMmRateE2: 0 }),
      ),
    ).toBe(0);
  });
});

describe('triggers fire from the price walk', () => {
  test('full TP closes the position when the last price reaches it', async () => {
    const l = last('BTCUSDT');
    const tp = l.plus(300).toFixed(1);
    expect(
      code(
        await demo.post('/contract/v5/position/set-tp-sl-ts', {
          symbol: 'BTCUSDT',
          positionIdx: 0,
          takeProfit: tp,
          stopLoss: '0',
        }),
      ),
    ).toBe(0);
    sim.app.market.lastTraded.set('BTCUSDT', new Dec(tp).plus(10));
    sim.app.desk.checkTriggers();
    expect(await pos(demo, 'BTCUSDT')).toBeUndefined();
  });

  test('a conditional (partial SL) order triggers into a reduce-only close', async () => {
    const l = last('BTCPERP');
    await demo.post('/contract/v5/position/set-tp-sl-ts', { symbol: 'BTCPERP', positionIdx: 0, trailingStop: '0' });
    const r = await demo.post('/contract/v5/position/set-tp-sl-ts', {
      symbol: 'BTCPERP',
      positionIdx: 0,
      tpSlMode: 'Partial',
      stopLoss: l.minus(100).toFixed(1),
      slSizeX: '4000000',
    });
    expect(code(r)).toBe(0);
    sim.app.market.lastTraded.set('BTCPERP', l.minus(200));
    sim.app.desk.checkTriggers();
    expect((await pos(demo, 'BTCPERP'))!.size).toBe('0.06');
  });

  test('liquidation at the bankruptcy price pushes user.unify.liquidation and scene 5', async () => {
    const ws = await WsClient.open(`${sim.wsUrl}/private`, { cookie: `secure-token=${demo.token!}` });
    ws.send({ op: 'subscribe', args: ['user.unify.liquidation', 'user.order'], req_id: 's' });
    await ws.next((m) => m.req_id === 's');
    const p = (await pos(demo, 'ETHUSDT'))!;
    sim.app.market.index.ETH = new Dec(p.liqPrice!).plus(50);
    sim.app.desk.checkTriggers();
    expect(await pos(demo, 'ETHUSDT')).toBeUndefined();
    expect(
      await ws.next((m) => m.topic === 'user.unify.liquidation' && !Array.isArray(m.data)), // (not the snapshot)
    ).toMatchObject({
      data: { symbol: 'ETHUSDT', side: 'Sell', size: '4' },
    });
    expect(
      await ws.next(
        (m) => m.topic === 'user.order' && (m.data as { notification?: { scene: unknown } }).notification?.scene === 5,
      ),
    ).toBeTruthy();
    ws.close();
  });
});

describe('order panel calls', () => {
  test('double-confirm save, pref-setting, regulation-info, compliance JSON', async () => {
    expect(
      code(await demo.post('/user/double-confirm/save', { confirms: ['hideCloseAllPosition', 'cancelAllConfirm'] })),
    ).toBe(0);
    expect(demo.result(await demo.get('/user/double-confirm/list'))).toEqual({
      confirms: 'hideCloseAllPosition,cancelAllConfirm',
    });
    expect(code(await demo.post('/user/double-confirm/save', { confirms: ['bogus'] }))).toBe(10001);
    expect(
      code(
        await demo.post('/v3/private/user/member/pref-setting', {
          upsert_keys: { reverseClickTipStatus: 'hide', uniformTableTip: 'off' },
        }),
      ),
    ).toBe(0);
    expect(demo.result(await demo.get('/v3/private/user/member/pref-setting'))).toEqual({
      settings: { reverseClickTipStatus: 'hide', uniformTableTip: 'off' },
    });
    expect(code(await demo.post('/v3/private/user/member/pref-setting', { upsert_keys: { a: 1 } }))).toBe(10001);
    expect(anon.result(await anon.get('/compliance/v1/wall/regulation-info'))).toMatchObject({
      restrictOperate: false,
    });
    expect(
      anon.result<{ global: Record<string, boolean> }>(
        await anon.get('/static/compliance/integrated-trading/v1/compliance.json'),
      ).global.tradingBot,
    ).toBe(true);
  });

  test('preferences are bounded per user: new keys past 200 are refused (10001), existing ones still update', async () => {
    const t = new Client(sim);
    await t.login('trader2@sim.local', 'trader2');
    const PREF = '/v3/private/user/member/pref-setting';
    const batch = (from: number) =>
      Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${from + i}`, 'v'.repeat(256)]));
    for (let from = 0; from < 200; from += 50) expect(code(await t.post(PREF, { upsert_keys: batch(from) }))).toBe(0);
    const over = await t.post(PREF, { upsert_keys: { one_more: 'x' } });
    expect(code(over)).toBe(10001);
    expect(String(over.body.ret_msg ?? over.body.retMsg)).toMatch(/at most 200 preferences/);
    expect(code(await t.post(PREF, { upsert_keys: { k0: 'changed' } }))).toBe(0);
    const held = t.result<{ settings: Record<string, string> }>(await t.get(PREF)).settings;
    expect(Object.keys(held)).toHaveLength(200);
    expect(held.k0).toBe('changed');
  });

  test('cancel-totally-integrated cancels ordinary orders; close-all closes non-option positions', async () => {
    const before = (await openOrders(demo, '')).length;
    const all = demo.result<{ list: WireOrder[] }>(await demo.get('/contract/v5/order/list?status=open')).list;
    expect(all.length).toBeGreaterThan(0);
    void before;
    const r = await demo.post('/contract/v5/order/cancel-totally-integrated', {
      orderTypeList: ['Activity'],
      baseCoin: 'BTC',
    });
    expect(code(r)).toBe(0);
    const left = demo.result<{ list: WireOrder[] }>(await demo.get('/contract/v5/order/list?status=open')).list;
    expect(left.every((o) => !o.symbol.startsWith('BTC'))).toBe(true);
    expect(code(await demo.post('/contract/v5/order/cancel-totally-integrated', { orderTypeList: ['Nope'] }))).toBe(
      10001,
    );
    const ca = await demo.post('/contract/v5/position/close-all', { withUsdcPerp: true, withUsdcFuture: true });
    expect(code(ca)).toBe(0);
    const list = demo
      .result<{ list: WirePosition[] }>(await demo.get('/contract/v5/position/list'))
      .list.map(fromWirePosition);
    expect(list.filter((p) => !p.symbol.includes('-'))).toHaveLength(0);
    expect(list.filter((p) => p.symbol.includes('-')).length).toBeGreaterThan(0);
  });
});
