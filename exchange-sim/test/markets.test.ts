import { fromWirePosition, type OptionOrderResult, type WirePosition } from 'shared-core/domain';
import type { RunningSim } from '../src/server';
import { Dec } from '../src/util/decimal';
import { Client, code, withSim } from './helpers';

// Wednesday 18 Dec 2024 12:00 UTC: futures 27 Dec 2024 and 28 Mar 2025 (quarterlies), 31 Jan 2025 (monthly)
let t = Date.UTC(2024, 11, 18, 12);
let sim: RunningSim;
let demo: Client;
let anon: Client;

beforeAll(async () => {
  sim = await withSim({ now: () => t, fundingIntervalMs: 3_600_000 });
  demo = new Client(sim);
  anon = new Client(sim);
  await demo.login('demo@sim.local', 'demo');
});
afterAll(() => sim.close());

interface Info {
  symbol: string;
  tradeType: string;
  contractType: string;
  settleCoin: string;
  deliveryTime?: number;
  periodCode?: string;
  route?: string | null;
  fundingInterval?: number;
  [k: string]: unknown;
}
const info = async (query: string) =>
  anon.result<{ category: string; list: Info[] }>(await anon.get(`/v5/market/instruments-info?${query}`));
const wallet = async (coin: string) =>
  demo
    .result<{ list: { coin: string; walletBalance: string }[] }>(await demo.get('/v5/account/wallet-balance'))
    .list.find((b) => b.coin === coin)!.walletBalance;
const position = async (symbol: string) =>
  demo
    .result<{ list: WirePosition[] }>(await demo.get(`/contract/v5/position/list?symbol=${symbol}`))
    .list.map(fromWirePosition)[0];

describe('instruments of every trade type (GET /v5/market/instruments-info)', () => {
  test.each([
    ['BTCUSDT', 'linear', 'LinearPerpetual', 'UsdtPerpetual', 'USDT', '/trade/usdt/BTCUSDT'],
    ['BTCUSDT-31JAN25', 'linear', 'LinearFutures', 'UsdtFutures', 'USDT', '/trade/usdt/BTCUSDT-31JAN25'],
    ['BTCPERP', 'linear', 'UsdcPerpetual', 'UsdcPerpetual', 'USDC', '/trade/futures/usdc/BTCPERP'],
    ['BTC-28MAR25', 'linear', 'UsdcFutures', 'UsdcFutures', 'USDC', '/trade/futures/usdc/BTC-28MAR25'],
    ['BTCUSD', 'inverse', 'InversePerpetual', 'InversePerpetual', 'BTC', '/trade/inverse/BTCUSD'],
    ['BTCUSDF25', 'inverse', 'InverseFutures', 'InverseFutures', 'BTC', '/trade/inverse/futures/BTCUSD_M'],
    ['BTCUSDZ24', 'inverse', 'InverseFutures', 'InverseFutures', 'BTC', '/trade/inverse/futures/BTCUSD_Q'],
    ['BTCUSDH25', 'inverse', 'InverseFutures', 'InverseFutures', 'BTC', '/trade/inverse/futures/BTCUSD_BIQ'],
  ])('%s: %s %s', async (symbol, category, tradeType, contractType, settleCoin, route) => {
    const r = await info(`category=${category}&symbol=${symbol}`);
    expect(r.category).toBe(category);
    expect(r.list).toHaveLength(1);
    const i = r.list[0]!;
    expect(i).toMatchObject({ symbol, tradeType, contractType, settleCoin, route });
    // symbol config of positions.md §3 on every contract
    for (const k of ['tickSize', 'lotStep', 'lotFraction', 'priceFraction', 'minQty', 'maxQty', 'maxMarketQty'])
      expect(i[k]).toBeDefined();
    for (const k of ['minPrice', 'maxPrice', 'initMargin', 'maintainMargin', 'riskLimitBase', 'copyTradeLeverage'])
      expect(i[k]).toBeDefined();
    if (tradeType.endsWith('Perpetual')) expect(i.fundingInterval).toBe(60);
    else expect(i.deliveryTime).toBeGreaterThan(t);
  });

  test('options: USDC and USDT settled; the option widgets still list USDC options only', async () => {
    const usdt = await info('category=option&baseCoin=BTC&settleCoin=USDT');
    expect(usdt.list.length).toBe(72);
    expect(usdt.list[0]).toMatchObject({ tradeType: 'UsdtOption', contractType: 'UsdtOption', settleCoin: 'USDT' });
    expect(usdt.list.every((i) => /^BTC-\d{2}[A-Z]{3}\d{2}-\d+-[CP]-USDT$/.test(i.symbol))).toBe(true);
    const usdc = await info('category=option&baseCoin=BTC&settleCoin=USDC');
    expect(usdc.list[0]).toMatchObject({ tradeType: 'UsdcOption', settleCoin: 'USDC', tickSize: '5' });
    const legacy = anon.result<{ list: { symbol: string }[] }>(
      await anon.get('/option/usdc/public/v1/instruments?baseCoin=BTC'),
    ).list;
    expect(legacy).toHaveLength(72);
    expect(legacy.some((i) => i.symbol.endsWith('-USDT'))).toBe(false);
    const viaLegacy = anon.result<{ list: { symbol: string }[] }>(
      await anon.get('/option/usdc/public/v1/instruments?baseCoin=BTC&settleCoin=USDT'),
    ).list;
    expect(viaLegacy.every((i) => i.symbol.endsWith('-USDT'))).toBe(true);
  });

  test('inverse futures carry their period code; futures deliver on Fridays 08:00 UTC', async () => {
    const inv = (await info('category=inverse&baseCoin=BTC')).list.filter((i) => i.tradeType === 'InverseFutures');
    // Wed 18 Dec 2024: weeklies (not a month's last Friday) by date, monthlies and quarterlies by month code
    expect(inv.map((i) => [i.symbol, i.periodCode, i.route])).toEqual([
      ['BTCUSD20DEC24', 'W', '/trade/inverse/futures/BTCUSD_W'],
      ['BTCUSDZ24', 'Q', '/trade/inverse/futures/BTCUSD_Q'],
      ['BTCUSD03JAN25', 'BIW', '/trade/inverse/futures/BTCUSD_BIW'],
      ['BTCUSD10JAN25', 'NBIW', '/trade/inverse/futures/BTCUSD_NBIW'],
      ['BTCUSDF25', 'M', '/trade/inverse/futures/BTCUSD_M'],
      ['BTCUSDG25', 'BIM', '/trade/inverse/futures/BTCUSD_BIM'],
      ['BTCUSDH25', 'BIQ', '/trade/inverse/futures/BTCUSD_BIQ'],
      ['BTCUSDJ25', 'NBIM', '/trade/inverse/futures/BTCUSD_NBIM'],
      ['BTCUSDM25', 'NBIQ', '/trade/inverse/futures/BTCUSD_NBIQ'],
    ]);
    expect(inv.map((i) => i.periodCode).sort()).toEqual(['BIM', 'BIQ', 'BIW', 'M', 'NBIM', 'NBIQ', 'NBIW', 'Q', 'W']);
    for (const i of inv) expect(new Date(i.deliveryTime!).getUTCDay()).toBe(5);
  });

  test.each([
    ['category=spot', 10001],
    ['', 10001],
    ['category=linear&symbol=BTCUSD', 3200101],
    ['category=option&symbol=NOPE', 3200101],
    ['category=linear&baseCoin=DOGE', 10001],
  ])('%s → %i', async (query, expected) => {
    expect(code(await anon.get(`/v5/market/instruments-info?${query}`))).toBe(expected);
  });

  test('settleCoin other than USDC/USDT on the option lists → 10001', async () => {
    expect(code(await anon.get('/option/usdc/public/v1/tickers?baseCoin=BTC&settleCoin=EUR'))).toBe(10001);
  });
});

describe('trading the new instruments', () => {
  test('a USDT option order settles in USDT', async () => {
    const symbol = (await info('category=option&baseCoin=BTC&settleCoin=USDT')).list[30]!.symbol;
    const before = new Dec(await wallet('USDT'));
    const usdcBefore = await wallet('USDC');
    const r = await demo.post('/option/usdc/ex/private/v1/batch-place-orders', {
      orderRequest: [
        {
          symbol,
          outRequestId: 'usdt-opt-1',
          orderQty: '0.1',
          side: 1,
          orderType: 1,
          placeType: 1,
          placeMode: 1,
          timeInForce: 3,
        },
      ],
    });
    const res = demo.result<{ result: OptionOrderResult[] }>(r).result[0]!;
    expect(res.errorCode).toBe(0);
    expect(new Dec(await wallet('USDT')).isLessThan(before)).toBe(true);
    expect(await wallet('USDC')).toBe(usdcBefore);
    expect((await position(symbol))?.settleCoin).toBe('USDT');
  });

  test.each(['BTCUSDT-31JAN25', 'BTC-28MAR25', 'BTCUSDH25'])(
    '%s: a market buy opens a futures position',
    async (symbol) => {
      const qty = symbol === 'BTCUSDH25' ? '100' : '0.01';
      // (a seeded futures position of the symbol, if any, is signed into the expectation)
      const held = await position(symbol);
      const before = held ? new Dec(held.size).multipliedBy(held.side === 'Sell' ? -1 : 1) : new Dec(0);
      const r = await demo.post('/contract/v5/order/create', { symbol, side: 'Buy', orderType: 'Market', qty });
      expect(code(r)).toBe(0);
      const p = await position(symbol);
      const after = new Dec(p!.size).multipliedBy(p!.side === 'Sell' ? -1 : 1);
      expect(after.minus(before).toFixed()).toBe(qty);
      expect(p?.marketsType).toMatch(/Futures$/);
    },
  );

  test('quote and tickers of futures carry the delivery time, perpetuals the funding rate', async () => {
    const list = anon.result<{ list: Record<string, unknown>[] }>(
      await anon.get('/v5/market/tickers?category=linear&baseCoin=BTC'),
    ).list;
    const perp = list.find((x) => x.symbol === 'BTCUSDT')!;
    expect(perp).toMatchObject({ fundingRate: '0.0001' });
    expect(perp.nextFundingTime).toBe(Date.UTC(2024, 11, 18, 13));
    expect(list.find((x) => x.symbol === 'BTCUSDT-31JAN25')).toMatchObject({ deliveryTime: Date.UTC(2025, 0, 31, 8) });
  });

  test('contract tickers carry the best bid and ask of the book, a resting user order included', async () => {
    const top = async () =>
      anon.result<{ list: Record<string, string>[] }>(
        await anon.get('/v5/market/tickers?category=linear&symbol=BTCUSDT'),
      ).list[0]!;
    const before = await top();
    const bid = new Dec(before.bid1Price!);
    const ask = new Dec(before.ask1Price!);
    expect(bid.isGreaterThan(0) && ask.isGreaterThan(bid)).toBe(true);
    expect(new Dec(before.bid1Size!).isGreaterThan(0)).toBe(true);
    const mark = new Dec(before.markPrice!);
    expect(bid.isLessThanOrEqualTo(mark) && ask.isGreaterThanOrEqualTo(mark)).toBe(true);
    // a user bid one tick above the best bid becomes bid1, with its size
    const better = bid.plus('0.1').toFixed();
    const r = await demo.post('/contract/v5/order/create', {
      symbol: 'BTCUSDT',
      side: 'Buy',
      orderType: 'Limit',
      qty: '0.013',
      price: better,
    });
    expect(code(r)).toBe(0);
    expect(await top()).toMatchObject({ bid1Price: better, bid1Size: '0.013', ask1Price: before.ask1Price });
  });
});

describe('funding of perpetuals', () => {
  test('at the interval boundary longs pay and shorts receive value × rate; history lists it', async () => {
    const usdt = new Dec(await wallet('USDT'));
    const btc = new Dec(await wallet('BTC'));
    const long = (await position('BTCUSDT'))!; // seeded long 0.25
    const ethShort = (await position('ETHUSDT'))!; // seeded short 4, receives
    const short = (await position('BTCUSD'))!; // seeded short 5000 USD contracts
    const futures = (await position('BTCUSDT-31JAN25'))!;
    t = Date.UTC(2024, 11, 18, 13);
    expect(sim.app.funding.settleIfDue()).toBe(1);
    const mark = sim.app.market.markPrice('BTCUSDT');
    const paid = mark.multipliedBy(long.size).multipliedBy('0.0001').decimalPlaces(8);
    const ethReceived = sim.app.market
      .markPrice('ETHUSDT')
      .multipliedBy(ethShort.size)
      .multipliedBy('0.0001')
      .decimalPlaces(8);
    expect(new Dec(await wallet('USDT')).toFixed()).toBe(usdt.minus(paid).plus(ethReceived).toFixed());
    expect((await position('BTCUSDT'))!.positionFundingFee).toBe(paid.toFixed());
    const received = new Dec(short.size)
      .dividedBy(sim.app.market.markPrice('BTCUSD'))
      .multipliedBy('0.0001')
      .decimalPlaces(8);
    expect(new Dec(await wallet('BTC')).toFixed()).toBe(btc.plus(received).toFixed());
    expect((await position('BTCUSD'))!.positionFundingFee).toBe(received.negated().toFixed());
    expect((await position('BTCUSDT-31JAN25'))!.positionFundingFee).toBe(futures.positionFundingFee); // no funding
    const h = anon.result<{ list: { symbol: string; fundingRate: string; fundingRateTimestamp: number }[] }>(
      await anon.get('/v5/market/funding/history?symbol=BTCUSDT'),
    );
    expect(h.list[0]).toEqual({ symbol: 'BTCUSDT', fundingRate: '0.0001', fundingRateTimestamp: t });
    expect(sim.app.funding.settleIfDue()).toBe(0);
  });

  test.each([
    ['symbol=BTCUSDT-31JAN25', 10001],
    ['symbol=BTC-27DEC24-65000-C', 10001],
    ['symbol=NOPE', 3200101],
    ['', 10001],
    ['symbol=BTCUSDT&limit=0', 10001],
  ])('funding history %s → %i', async (query, expected) => {
    expect(code(await anon.get(`/v5/market/funding/history?${query}`))).toBe(expected);
  });
});
