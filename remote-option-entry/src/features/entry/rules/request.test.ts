import { batchEndpoint, buildOrderRequest, newRequestId, sentTimeInForce } from './request';
import { BTC_CFG, leg, market, NOW } from './testFixtures';

const opts = { requestId: 'r1', placeMode: 1 as const, nowMs: NOW };

describe('buildOrderRequest (spec §3)', () => {
  it('usd limit buy', () => {
    expect(buildOrderRequest(leg({ orderPrice: '1200', orderQty: '1.50' }), market(), BTC_CFG, opts)).toEqual({
      symbol: 'BTC-01MAR25-65000-C',
      outRequestId: 'BTC-01MAR25-65000-Cr1',
      orderQty: '1.5',
      orderPrice: '1200',
      side: 1,
      orderType: 2,
      placeType: 1,
      placeMode: 1,
      timeInForce: 1,
      pmTrial: true,
    });
  });

  it('reduce-only: the flag is sent, and only then', () => {
    expect(buildOrderRequest(leg({ side: 'sell', reduceOnly: true }), market(), BTC_CFG, opts)).toMatchObject({
      reduceOnly: true,
      side: 2,
    });
    expect(buildOrderRequest(leg({ reduceOnly: false }), market(), BTC_CFG, opts)).not.toHaveProperty('reduceOnly');
  });

  it.each<[string, Parameters<typeof leg>[0], string]>([
    ['limit GTC', {}, 'GoodTillCancel'],
    ['limit IOC', { timeInForce: 'ImmediateOrCancel' }, 'ImmediateOrCancel'],
    ['post-only wins over the time in force', { postOnly: true, timeInForce: 'FillOrKill' }, 'PostOnly'],
    ['market is IOC', { placeType: 'market' }, 'ImmediateOrCancel'],
    ['market FOK stays FOK', { placeType: 'market', timeInForce: 'FillOrKill' }, 'FillOrKill'],
  ])('sentTimeInForce: %s', (_name, patch, expected) => {
    expect(sentTimeInForce(leg(patch))).toBe(expected);
  });

  it('post-only sell', () => {
    const r = buildOrderRequest(leg({ side: 'sell', postOnly: true }), market(), BTC_CFG, { ...opts, placeMode: 2 });
    expect(r).toMatchObject({ side: 2, timeInForce: 2, placeMode: 2 });
    expect(r).not.toHaveProperty('iv');
  });

  it('iv order: iv as a 3-decimal fraction, price from Black–Scholes, placeType 2', () => {
    // ATM, T = 0.25, σ = 0.552 → 7134.37 → tick 5 → 7135 (ivConversion.test.ts)
    const r = buildOrderRequest(leg({ placeType: 'iv', iv: '55.2', orderPrice: '1' }), market(), BTC_CFG, opts);
    expect(r).toMatchObject({ iv: '0.552', orderPrice: '7135', placeType: 2, orderType: 2 });
  });

  it('market buy: IOC, mark × 1.2 rounded up, capped at max-buy', () => {
    // mark 1203 × 1.2 = 1443.6 → up to tick 5 → 1445 (max-buy 1203 + 7800 = 9003 → 9000)
    const r = buildOrderRequest(leg({ placeType: 'market' }), market({ markPrice: '1203' }), BTC_CFG, opts);
    expect(r).toMatchObject({ orderType: 1, timeInForce: 3, placeType: 1, orderPrice: '1445' });
    // mark 1000, delta 0, index 1000: 1000 × 1.2 = 1200 > max-buy 1000 + 0.1 × 1000 = 1100 → 1100
    const capped = buildOrderRequest(
      leg({ placeType: 'market' }),
      market({ markPrice: '1000', indexPrice: '1000', delta: '0' }),
      BTC_CFG,
      opts,
    );
    expect(capped.orderPrice).toBe('1100');
  });

  it('market sell: mark × 0.8 rounded down, floored at min-sell; FOK kept', () => {
    // mark 1203 × 0.8 = 962.4 → down → 960; min-sell = 5
    const r = buildOrderRequest(
      leg({ placeType: 'market', side: 'sell', timeInForce: 'FillOrKill' }),
      market({ markPrice: '1203' }),
      BTC_CFG,
      opts,
    );
    expect(r).toMatchObject({ orderPrice: '960', timeInForce: 4 });
    // mark 8000, index 10000, delta 0.2: 8000 × 0.8 = 6400 < min-sell 8000 − 0.1 × 10000 = 7000 → 7000
    const floored = buildOrderRequest(
      leg({ placeType: 'market', side: 'sell' }),
      market({ markPrice: '8000', indexPrice: '10000', delta: '0.2' }),
      BTC_CFG,
      opts,
    );
    expect(floored.orderPrice).toBe('7000');
  });

  it.each([
    ['GoodTillCancel', 1],
    ['PostOnly', 2],
    ['ImmediateOrCancel', 3],
    ['FillOrKill', 4],
  ] as const)('time in force %s → %d', (tif, code) => {
    expect(buildOrderRequest(leg({ timeInForce: tif }), market(), BTC_CFG, opts).timeInForce).toBe(code);
  });

  it('never sends NaN: unusable fields are empty', () => {
    const r = buildOrderRequest(leg({ orderPrice: 'x', orderQty: '' }), null, BTC_CFG, opts);
    expect(r).toMatchObject({ orderPrice: '', orderQty: '' });
  });
});

describe('newRequestId', () => {
  it('never repeats, even with the same randomness', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newRequestId(() => 0.5)));
    expect(ids.size).toBe(1000);
  });
  it('symbol + id fits the exchange limit of 64', () => {
    expect(('BTC-27DEC24-100000-C-USDT' + newRequestId()).length).toBeLessThanOrEqual(64);
    expect(newRequestId(() => NaN)).toMatch(/^[0-9a-z]+$/);
  });
});

describe('batchEndpoint (spec §7)', () => {
  it.each([
    ['USDC', false, '/option/usdc/ex/private/v1/batch-place-orders'],
    ['USDC', true, '/option/usdc/private/v1/batch-place-orders'],
    ['USDT', false, '/option/private/trading/batchPlaceOrders'],
    ['USDT', true, '/option/private/trading/batchPlaceOrders'],
  ] as const)('%s alt=%s → %s', (coin, alt, path) => expect(batchEndpoint(coin, alt)).toBe(path));
});
