import {
  fromWirePosition,
  type OptionInstrumentsResult,
  type OptionTicker,
  type OptionOrderResult,
  type WireOrder,
  type WirePosition,
  type OptionInstrumentDetail,
} from 'shared-core/domain';
import type { RunningSim } from '../src/server';
import { Client, code, withSim } from './helpers';
import { Dec, roundToStep, BigNumber } from '../src/util/decimal';

let sim: RunningSim;
let demo: Client;
let anon: Client;
let instruments: OptionInstrumentsResult;

const PLACE = '/option/usdc/ex/private/v1/batch-place-orders';
let seq = 0;
const order = (symbol: string, o: Record<string, unknown> = {}) => ({
  symbol,
  outRequestId: `${symbol}-${Date.now()}-${++seq}`,
  orderQty: '0.1',
  orderPrice: '5',
  side: 1,
  orderType: 2,
  placeType: 1,
  placeMode: 1,
  timeInForce: 1,
  pmTrial: true,
  ...o,
});

async function place(c: Client, o: Record<string, unknown>, path = PLACE): Promise<OptionOrderResult> {
  const r = await c.post(path, { orderRequest: [o] });
  expect(code(r)).toBe(0);
  return (r.body.result as { result: OptionOrderResult[] }).result[0]!;
}
const openOrders = async (c: Client) =>
  c.result<{ list: WireOrder[] }>(await c.get('/contract/v5/order/list?status=open')).list;
const positions = async (c: Client) =>
  c.result<{ list: WirePosition[] }>(await c.get('/contract/v5/position/list')).list.map(fromWirePosition);
const usdc = async (c: Client) =>
  c
    .result<{ list: { coin: string; walletBalance: string }[] }>(await c.get('/v5/account/wallet-balance'))
    .list.find((b) => b.coin === 'USDC')!.walletBalance;
const detail = async (symbol: string) =>
  anon.result<OptionInstrumentDetail>(
    await anon.get(`/option/usdc/public/quote/query/getInstruments?symbol=${symbol}`),
  );

beforeAll(async () => {
  sim = await withSim();
  demo = new Client(sim);
  anon = new Client(sim);
  await demo.login('demo@sim.local', 'demo');
  instruments = anon.result(await anon.get('/option/usdc/public/v1/instruments?baseCoin=BTC'));
});
afterAll(() => sim.close());

const btc = (i: number) => instruments.list[i]!.symbol;

describe('platform', () => {
  test('health, 404 with 10404, 405', async () => {
    expect((await anon.get('/health')).body).toMatchObject({ ret_code: 0, result: { status: 'ok' } });
    const nf = await anon.get('/nope');
    expect(nf.status).toBe(404);
    expect(code(nf)).toBe(10404);
    const v5 = await anon.get('/contract/v5/nope');
    expect(v5.body).toMatchObject({ retCode: 10404 });
    expect((await anon.post('/health', {})).status).toBe(405);
  });

  test('envelope shapes', async () => {
    const r = await anon.get('/health');
    expect(r.body.time_now).toMatch(/^\d+\.\d{6}$/);
    const p = await demo.get('/contract/v5/position/list');
    expect(Object.keys(p.body)).toEqual(expect.arrayContaining(['retCode', 'retMsg', 'result']));
  });

  test('CORS: local origins echoed with credentials, preflight answered, others not', async () => {
    const pre = await fetch(sim.url + PLACE, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3001',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,platform',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:3001');
    expect(pre.headers.get('access-control-allow-credentials')).toBe('true');
    expect(pre.headers.get('access-control-allow-headers')).toBe('content-type, platform, usertoken, x-client-tag');
    const ok = await anon.get('/health', { origin: 'http://127.0.0.1:5173' });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    const evil = await anon.get('/health', { origin: 'http://evil.example' });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    // a regional site on one machine (shared-core siteOfHostname): eu.localhost is loopback
    const eu = await anon.get('/health', { origin: 'http://eu.localhost:3100' });
    expect(eu.headers.get('access-control-allow-origin')).toBe('http://eu.localhost:3100');
    for (const origin of [
      'http://localhost.evil.example',
      'http://eu.localhost.evil.example:3100',
      'http://evil-localhost',
    ])
      expect((await anon.get('/health', { origin })).headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('session', () => {
  test('login sets the cookie; profile by cookie and by usertoken header; logout ends it', async () => {
    const c = new Client(sim);
    const r = await c.login('demo@sim.local', 'demo');
    expect(r.body).toMatchObject({
      ret_code: 0,
      result: { user: { userId: 100001, email: 'demo@sim.local', accountType: 'UTA2' } },
    });
    const cookie = r.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^secure-token=[0-9a-f]+; Path=\/; Max-Age=604800; SameSite=Lax$/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect((await c.get('/v2/private/user/profile')).body).toMatchObject({ ret_code: 0, result: { userId: 100001 } });
    const byHeader = await anon.get('/v2/private/user/profile', { usertoken: c.token! });
    expect(byHeader.body).toMatchObject({ ret_code: 0, result: { email: 'demo@sim.local' } });
    const out = await c.post('/user/public/logout', {});
    expect(code(out)).toBe(0);
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect(code(await c.get('/v2/private/user/profile'))).toBe(10007);
  });

  test.each([
    ['wrong password', { email: 'demo@sim.local', password: 'x' }],
    ['unknown user', { email: 'who@sim.local', password: 'demo' }],
    ['wrong types', { email: 1, password: null }],
  ])('bad credentials (%s) → 10004', async (_n, body) => {
    expect(code(await anon.post('/user/public/login', body))).toBe(10004);
  });

  test('private calls without session → 10007', async () => {
    for (const path of ['/v2/private/user/profile', '/contract/v5/position/list', '/contract/v5/order/list']) {
      const r = await anon.get(path);
      expect(r.status).toBe(200);
      expect(code(r)).toBe(10007);
      expect(r.body.ret_msg ?? r.body.retMsg).toBe('session expired or not logged in');
    }
    expect(code(await anon.post(PLACE, { orderRequest: [] }))).toBe(10007);
    expect(code(await anon.get('/v2/private/user/profile', { usertoken: 'bogus' }))).toBe(10007);
  });

  test('private write without platform header or JSON content type → 10001', async () => {
    const noPlatform = await demo.req('POST', PLACE, { orderRequest: [order(btc(0))] }, { platform: 'app' });
    expect(code(noPlatform)).toBe(10001);
    expect(noPlatform.body.ret_msg).toMatch(/platform/);
    const noJson = await demo.req('POST', PLACE, JSON.stringify({ orderRequest: [order(btc(0))] }), {
      'content-type': 'text/plain',
    });
    expect(code(noJson)).toBe(10001);
    expect(await openOrders(demo)).toHaveLength(3);
  });
});

describe('market data', () => {
  test('instruments: common config and 4 expiries × 9 strikes × C/P', async () => {
    expect(Object.keys(instruments.commonConfig).sort()).toEqual(
      [
        'tickSize',
        'minOrderPrice',
        'maxOrderPrice',
        'minOrderSize',
        'maxOrderSize',
        'minOrderSizeIncrement',
        'minSellBasis',
        'minSellFactor',
        'maxBuyFactor',
        'priceDeviationPercentage',
        'fePriceFractionPrecision',
        'feMarkPricePrecision',
        'tickSizeScale',
        'minOrderSizeIncrementScale',
      ].sort(),
    );
    expect(instruments.commonConfig.tickSize).toBe('5');
    expect(instruments.list).toHaveLength(72);
    const first = instruments.list[0]!;
    expect(first).toEqual({
      symbol: expect.stringMatching(/^BTC-\d{2}[A-Z]{3}\d{2}-\d+-[CP]$/),
      baseCoin: 'BTC',
      settleCoin: 'USDC',
      strikePrice: expect.stringMatching(/^\d+$/),
      deliveryTime: expect.any(Number),
      symbolType: 'C',
    });
    expect(new Date(first.deliveryTime).getUTCHours()).toBe(8);
    const eth = anon.result<OptionInstrumentsResult>(await anon.get('/option/usdc/public/v1/instruments?baseCoin=ETH'));
    expect(eth.commonConfig.tickSize).toBe('0.1');
    expect(code(await anon.get('/option/usdc/public/v1/instruments?baseCoin=DOGE'))).toBe(10001);
  });

  test('tickers: decimal strings', async () => {
    const { list } = anon.result<{ list: OptionTicker[] }>(
      await anon.get('/option/usdc/public/v1/tickers?baseCoin=BTC'),
    );
    expect(list).toHaveLength(72);
    for (const t of list) {
      for (const k of [
        'indexPrice',
        'underlyingPrice',
        'markPrice',
        'markIv',
        'delta',
        'gamma',
        'vega',
        'theta',
        'bid1Price',
        'bid1Size',
        'ask1Price',
        'ask1Size',
        'openInterest',
        'volume24h',
      ] as const)
        expect(t[k]).toMatch(/^-?\d+(\.\d+)?$/);
    }
  });

  test('instrument detail', async () => {
    const d = await detail(btc(8));
    expect(d).toMatchObject({
      symbol: btc(8),
      indexPrice: expect.any(String),
      markPrice: expect.any(String),
      delta: expect.any(String),
      underlyingPrice: expect.any(String),
    });
    expect(d.asks.length).toBeGreaterThan(0);
    expect(d.asks[0]).toEqual({ price: expect.any(String), totalQty: expect.any(String) });
    expect(code(await anon.get('/option/usdc/public/quote/query/getInstruments?symbol=NOPE'))).toBe(3200101);
  });
});

describe('orders', () => {
  test('seeded positions: compact keys, all kinds, size ≠ 0', async () => {
    const raw = demo.result<{ list: WirePosition[] }>(await demo.get('/contract/v5/position/list')).list;
    expect(raw[0]).toHaveProperty('s');
    expect(raw[0]).not.toHaveProperty('symbol');
    const list = raw.map(fromWirePosition);
    const symbols = list.map((p) => p.symbol);
    expect(symbols).toEqual(expect.arrayContaining(['BTCUSDT', 'ETHUSDT', 'BTCPERP', 'BTCUSD']));
    expect(list.filter((p) => p.marketsType === 'Option')).toHaveLength(4);
    expect(list.every((p) => p.size !== '0')).toBe(true);
    // every market type, and the settings a trader sets, so the page has something of each to show
    expect(new Set(list.map((p) => p.marketsType))).toEqual(
      new Set([
        'Option',
        'UsdtOption',
        'UsdtPerpetual',
        'UsdcPerpetual',
        'InversePerpetual',
        'UsdtFutures',
        'UsdcFutures',
        'InverseFutures',
      ]),
    );
    expect(list.find((p) => p.marketsType === 'UsdtFutures')).toMatchObject({
      takeProfit: '80000',
      stopLoss: '52000',
      tpTriggerBy: 'MarkPrice',
      trailingStop: '2500',
      activationPrice: '72000',
    });
    expect(list.find((p) => p.marketsType === 'UsdcFutures')).toMatchObject({
      side: 'Sell',
      isIsolated: true,
      isAutoAddMargin: true,
      slTriggerBy: 'IndexPrice',
    });
    expect(list.find((p) => p.marketsType === 'InverseFutures')?.triggerMmRate).toBe('90.00');
    const eth = list.find((p) => p.symbol === 'ETHUSDT')!;
    expect(eth).toMatchObject({ side: 'Sell', size: '4', entryPrice: '3250', leverage: '500' });
  });

  test('limit buy at the minimum price rests and shows in open orders; repeated outRequestId is idempotent', async () => {
    const o = order(btc(0), { orderPrice: '5', orderQty: '0.2' });
    const r1 = await place(demo, o);
    expect(r1).toMatchObject({ errorCode: 0, symbol: btc(0), extMap: {}, orderId: expect.any(String) });
    const r2 = await place(demo, o, '/option/private/trading/batchPlaceOrders');
    expect(r2).toEqual(r1);
    const open = await openOrders(demo);
    const mine = open.filter((x) => x.orderLinkId === o.outRequestId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      orderId: r1.orderId,
      side: 'Buy',
      orderType: 'Limit',
      price: '5',
      qty: '0.2',
      leavesQty: '0.2',
      cumExecQty: '0',
      orderStatus: 'New',
      timeInForce: 'GoodTillCancel',
    });
    expect((await detail(btc(0))).bids.some((b) => b.price === '5')).toBe(true);
  });

  test('cancel by orderId; twice → 110010; unknown → 110001', async () => {
    const r = await place(demo, order(btc(2), { orderPrice: '5' }));
    const c1 = await demo.post('/contract/v5/order/cancel', { orderId: r.orderId, symbol: btc(2) });
    expect(c1.body).toMatchObject({ retCode: 0, result: { orderId: r.orderId, orderStatus: 'Cancelled' } });
    expect((await openOrders(demo)).some((o) => o.orderId === r.orderId)).toBe(false);
    expect(code(await demo.post('/contract/v5/order/cancel', { orderId: r.orderId }))).toBe(110010);
    expect(code(await demo.post('/contract/v5/order/cancel', { orderId: 'nope' }))).toBe(110001);
    expect(code(await demo.post('/contract/v5/order/cancel', {}))).toBe(10001);
  });

  test('crossing buy fills against the book and changes position and balance', async () => {
    const symbol = btc(8); // ATM-ish call
    const d = await detail(symbol);
    const ask = new Dec(d.asks[0]!.price);
    const before = await usdc(demo);
    const posBefore = (await positions(demo)).find((p) => p.symbol === symbol);
    const price = roundToStep(ask.multipliedBy('1.05'), '5', BigNumber.ROUND_UP).toFixed();
    const r = await place(demo, order(symbol, { orderPrice: price, orderQty: '0.1' }));
    expect(r.errorCode).toBe(0);
    const all = demo.result<{ list: WireOrder[] }>(await demo.get('/contract/v5/order/list?status=all')).list;
    const o = all.find((x) => x.orderId === r.orderId)!;
    expect(o).toMatchObject({ orderStatus: 'Filled', cumExecQty: '0.1', leavesQty: '0', avgPrice: ask.toFixed() });
    const pos = (await positions(demo)).find((p) => p.symbol === symbol)!;
    expect(new Dec(pos.size).minus(posBefore?.size ?? 0).toFixed()).toBe('0.1');
    const fee = Dec.min(new Dec('0.00055').multipliedBy(d.indexPrice), ask.multipliedBy('0.125')).multipliedBy('0.1');
    expect(new Dec(before).minus(await usdc(demo)).toFixed()).toBe(
      ask.multipliedBy('0.1').plus(fee).decimalPlaces(8).toFixed(),
    );
  });

  test('market IOC on a thin book: fills what is there, the rest is cancelled', async () => {
    const symbol = btc(16); // far OTM call: cheap
    const d = await detail(symbol);
    const depth = d.asks.reduce((s, a) => s.plus(a.totalQty), new Dec(0));
    const qty = depth.plus(50).toFixed();
    const r = await place(demo, order(symbol, { orderType: 1, orderPrice: '', orderQty: qty, timeInForce: 3 }));
    expect(r.errorCode).toBe(0);
    const all = demo.result<{ list: WireOrder[] }>(await demo.get('/contract/v5/order/list?status=closed')).list;
    expect(all.find((x) => x.orderId === r.orderId)).toMatchObject({
      orderStatus: 'PartiallyFilledCanceled',
      orderType: 'Market',
      cumExecQty: depth.toFixed(),
      leavesQty: '50',
    });
    expect((await detail(symbol)).asks).toHaveLength(0);
  });

  test('post-only that would cross → 3200113; FOK that cannot fill → 3200114; both leave no trace', async () => {
    const symbol = btc(10);
    const d = await detail(symbol);
    const ask = d.asks[0]!.price;
    const nBefore = (await openOrders(demo)).length;
    expect((await place(demo, order(symbol, { orderPrice: ask, timeInForce: 2 }))).errorCode).toBe(3200113);
    const depth = d.asks.reduce((s, a) => s.plus(a.totalQty), new Dec(0));
    const fok = await place(
      demo,
      order(symbol, {
        orderPrice: d.asks[d.asks.length - 1]!.price,
        orderQty: depth.plus(1).toFixed(),
        timeInForce: 4,
      }),
    );
    expect(fok.errorCode).toBe(3200114);
    expect((await openOrders(demo)).length).toBe(nBefore);
    expect(await detail(symbol)).toEqual(d);
  });

  test('insufficient balance → 30031; balance, orders, positions and book untouched', async () => {
    const symbol = btc(8);
    const d = await detail(symbol);
    const bal = await usdc(demo);
    const pos = await positions(demo);
    const open = await openOrders(demo);
    const r = await place(demo, order(symbol, { orderPrice: d.asks[0]!.price, orderQty: '1000' }));
    expect(r).toMatchObject({ errorCode: 30031, symbol });
    expect(r.orderId).toBeUndefined();
    expect(await usdc(demo)).toBe(bal);
    expect(await positions(demo)).toEqual(pos);
    expect(await openOrders(demo)).toEqual(open);
    expect(await detail(symbol)).toEqual(d);
  });

  const tooBig = () => JSON.stringify({ orderRequest: [order(btc(0))], pad: 'x'.repeat(70 * 1024) });
  test.each<[string, number, () => unknown]>([
    ['orderQty as number', 3200105, () => ({ orderRequest: [order(btc(0), { orderQty: 1 })] })],
    ['missing side', 3200102, () => ({ orderRequest: [order(btc(0), { side: undefined })] })],
    ['negative qty', 3200105, () => ({ orderRequest: [order(btc(0), { orderQty: '-1' })] })],
    ['huge qty', 3200107, () => ({ orderRequest: [order(btc(0), { orderQty: '99999999999999999999' })] })],
    ['exponent qty', 3200105, () => ({ orderRequest: [order(btc(0), { orderQty: '1e308' })] })],
    ['huge price', 3200111, () => ({ orderRequest: [order(btc(0), { orderPrice: '99999999999999999999' })] })],
    ['unknown symbol', 3200101, () => ({ orderRequest: [order('BTC-01JAN20-1-C')] })],
    ['price off tick', 3200112, () => ({ orderRequest: [order(btc(0), { orderPrice: '7' })] })],
    ['order entry null', 3200121, () => ({ orderRequest: [null] })],
  ])('per-order: %s → %s', async (_n, expected, body) => {
    const r = await demo.post(PLACE, body());
    expect(code(r)).toBe(0);
    expect((r.body.result as { result: OptionOrderResult[] }).result[0]).toMatchObject({
      errorCode: expected,
      extMap: {},
    });
  });

  test.each<[string, number, () => unknown]>([
    ['orderRequest missing', 10001, () => ({})],
    ['orderRequest not an array', 10001, () => ({ orderRequest: 'x' })],
    ['orderRequest empty', 10001, () => ({ orderRequest: [] })],
    ['21 orders', 10001, () => ({ orderRequest: Array.from({ length: 21 }, () => order(btc(0))) })],
    ['body not JSON', 10003, () => '{"orderRequest": ['],
    ['body a JSON array', 10003, () => '[1,2]'],
    ['oversized body', 10413, tooBig],
  ])('whole request: %s → %s', async (_n, expected, body) => {
    const r = await demo.post(PLACE, body());
    expect(r.status).toBe(200);
    expect(code(r)).toBe(expected);
  });

  test('one bad order does not fail the batch', async () => {
    const good = order(btc(4), { orderPrice: '5' });
    const r = await demo.post(PLACE, { orderRequest: [order(btc(4), { side: 9 }), good] });
    const res = (r.body.result as { result: OptionOrderResult[] }).result;
    expect(res.map((x) => x.errorCode)).toEqual([3200102, 0]);
    expect((await anon.get('/health')).body.ret_code).toBe(0);
  });
});

describe('order history is paged', () => {
  const list = async (q: string) =>
    demo.result<{ list: WireOrder[]; nextPageCursor?: string }>(await demo.get(`/contract/v5/order/list?${q}`));

  test('status=all in pages of `limit`, following nextPageCursor, gives the whole list once, newest first', async () => {
    for (let i = 0; i < 5; i++) expect((await place(demo, order(btc(6), { orderPrice: '5' }))).errorCode).toBe(0);
    const whole = (await list('status=all')).list.map((o) => o.orderId);
    expect(whole.length).toBeGreaterThan(5);
    const paged: string[] = [];
    let cursor = '';
    for (let pages = 0; pages < 100; pages++) {
      const page = await list(`status=all&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.list.length).toBeLessThanOrEqual(2);
      paged.push(...page.list.map((o) => o.orderId));
      cursor = page.nextPageCursor ?? '';
      if (!cursor) break;
    }
    expect(paged).toEqual(whole);
  });

  test('an order placed between pages does not shift the next page', async () => {
    const first = await list('status=all&limit=3');
    expect((await place(demo, order(btc(6), { orderPrice: '5' }))).errorCode).toBe(0);
    const second = await list(`status=all&limit=3&cursor=${first.nextPageCursor}`);
    const whole = (await list('status=all&limit=500')).list.map((o) => o.orderId);
    const at = whole.indexOf(first.list[2]!.orderId);
    expect(second.list.map((o) => o.orderId)).toEqual(whole.slice(at + 1, at + 4));
  });

  test.each([
    ['limit above 500', 'status=all&limit=501'],
    ['limit 0', 'status=closed&limit=0'],
    ['a cursor that is no order of the list', 'status=all&cursor=nope'],
  ])('%s → 10001', async (_n, q) => {
    expect(code(await demo.get(`/contract/v5/order/list?${q}`))).toBe(10001);
  });
});

describe('reduce-only in batch place', () => {
  const unheld = async () => {
    const held = new Set((await positions(demo)).map((p) => p.symbol));
    return instruments.list.map((i) => i.symbol).filter((s) => !held.has(s));
  };

  test('a reduce-only sell with no position answers 110017 per order and stores nothing', async () => {
    const [symbol] = await unheld();
    const before = (await openOrders(demo)).length;
    const r = await place(demo, order(symbol!, { side: 2, orderPrice: '5000', reduceOnly: true }));
    expect(r.errorCode).toBe(110017);
    expect((await openOrders(demo)).length).toBe(before);
  });

  test('a reduce-only sell against a long rests flagged, clamped to the size, and never opens a short', async () => {
    const symbol = (await unheld()).at(-1)!;
    const bought = await place(demo, order(symbol, { orderType: 1, orderPrice: '', orderQty: '0.02', timeInForce: 3 }));
    expect(bought.errorCode).toBe(0);
    expect((await positions(demo)).find((p) => p.symbol === symbol)?.size).toBe('0.02');
    const r = await place(demo, order(symbol, { side: 2, orderPrice: '9999995', orderQty: '0.05', reduceOnly: true }));
    expect(r.errorCode).toBe(0);
    const placed = (await openOrders(demo)).find((o) => o.orderId === r.orderId);
    expect(placed).toMatchObject({ reduceOnly: true, qty: '0.02', side: 'Sell' });
  });

  test('reduceOnly that is not a boolean is refused (3200121)', async () => {
    const r = await place(demo, order(btc(3), { reduceOnly: 'yes' }));
    expect(r.errorCode).toBe(3200121);
  });
});

describe('the chain counts user trades', () => {
  test('a market buy adds its quantity to the option volume and open interest', async () => {
    const symbol = btc(12);
    const tickerOf = async () =>
      anon
        .result<{ list: OptionTicker[] }>(await anon.get('/option/usdc/public/v1/tickers?baseCoin=BTC'))
        .list.find((t) => t.symbol === symbol)!;
    const before = await tickerOf();
    const r = await place(demo, order(symbol, { orderType: 1, orderPrice: '', orderQty: '0.03', timeInForce: 3 }));
    expect(r.errorCode).toBe(0);
    const after = await tickerOf();
    // the seeded walk moves only at 5-minute slots; the test's trade is what changed
    expect(new Dec(after.volume24h!).minus(before.volume24h!).toFixed()).toBe('0.03');
    expect(new Dec(after.openInterest!).minus(before.openInterest!).toFixed()).toBe('0.03');
  });
});

describe('option close through contract order/create', () => {
  test('a reduce-only option sell with no position answers 110017 and stores nothing', async () => {
    const held = new Set(
      demo
        .result<{ list: WirePosition[] }>(await demo.get('/contract/v5/position/list'))
        .list.map(fromWirePosition)
        .map((p) => p.symbol),
    );
    const symbol = instruments.list.map((i) => i.symbol).find((s) => !held.has(s))!;
    const before = (await openOrders(demo)).length;
    const r = await demo.post('/contract/v5/order/create', {
      symbol,
      side: 'Sell',
      orderType: 'Limit',
      qty: '0.1',
      price: '5',
      reduceOnly: true,
      positionIdx: 0,
    });
    expect(code(r)).toBe(110017);
    expect(r.body.result).toBeNull();
    expect((await openOrders(demo)).length).toBe(before);
  });
});

describe('isolation between users', () => {
  test('a user sees only their own orders and positions and cannot cancel others', async () => {
    const t2 = new Client(sim);
    await t2.login('trader2@sim.local', 'trader2');
    const demoOrders = await openOrders(demo);
    const t2Orders = await openOrders(t2);
    expect(t2Orders).toHaveLength(1);
    const demoIds = new Set(demoOrders.map((o) => o.orderId));
    expect(t2Orders.some((o) => demoIds.has(o.orderId))).toBe(false);
    const t2Pos = await positions(t2);
    expect(t2Pos.map((p) => p.symbol)).toContain('BTCUSDT');
    expect(t2Pos.find((p) => p.symbol === 'BTCUSDT')!.side).toBe('Sell');
    expect(t2Pos.some((p) => p.symbol === 'BTCPERP')).toBe(false);
    expect(code(await t2.post('/contract/v5/order/cancel', { orderId: demoOrders[0]!.orderId }))).toBe(110001);
    expect((await openOrders(demo)).length).toBe(demoOrders.length);
  });
});
