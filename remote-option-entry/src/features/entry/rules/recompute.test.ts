import { recomputeBatch, recomputeLeg, type RecomputeContext } from './recompute';
import { BTC_CFG, ETH_CFG, leg, market, NOW } from './testFixtures';
import { DEFAULT_RISK_CONFIG } from './types';

const ctx: RecomputeContext = { cfg: BTC_CFG, risk: DEFAULT_RISK_CONFIG, position: null, openOrders: [], nowMs: NOW };
// at the money, T = 0.25, mark IV 0.5 (greeks.test.ts, ivConversion.test.ts)
const atmMarket = market({ markPrice: '6465' });

describe('recomputeLeg', () => {
  it('usd buy at the money', () => {
    const v = recomputeLeg(leg({ orderPrice: '6465', orderQty: '1' }), atmMarket, ctx);
    expect(v).toEqual({
      reduce: null,
      maxBuy: '14265', // 6465 + 0.1 × 65000 × max(1, 4 × 0.3) = 6465 + 7800
      minSell: '5', // 6465 − 7800 < 0 → the min price
      ivEquivalent: '49.99', // BS⁻¹(6465)
      effectivePrice: '6465',
      greeks: { delta: '0.5497', gamma: '0.000024', vega: '128.6472', theta: '-35.2458', rho: '73.1675' },
      // open buy: 6465 + min(0.00055 × 65000, 0.125 × 6465) = 6465 + 35.75
      margin: { premium: '6465.0000', fee: '35.7500', initialMargin: '0.0000', required: '6500.7500' },
      deviation: null,
      issues: [],
    });
  });

  it('iv sell: the IV equivalent is the price the exchange will compute; deviation below the mark', () => {
    // IV 50 % → 6465 (see above); mark 7500: (7500 − 6465) / 7500 = 0.138 ≥ 0.1
    const v = recomputeLeg(leg({ placeType: 'iv', iv: '50', side: 'sell' }), market({ markPrice: '7500' }), ctx);
    expect(v).toMatchObject({
      ivEquivalent: '6465',
      effectivePrice: '6465',
      deviation: { key: 'SellOffsetErr', deviation: '0.1380' },
      issues: [],
    });
    // open sell 1 @ 6465, ATM (OTM 0): IM = max(9750, 6500) + 7500 = 17250; 17250 + 35.75 − 6465 = 10820.75
    expect(v.margin).toEqual({
      premium: '6465.0000',
      fee: '35.7500',
      initialMargin: '17250.0000',
      required: '10820.7500',
    });
  });

  it('market buy: reference price, no deviation, no IV equivalent', () => {
    // 1200 × 1.2 = 1440 (on the tick)
    const v = recomputeLeg(leg({ placeType: 'market', orderPrice: '' }), market(), ctx);
    expect(v).toMatchObject({ effectivePrice: '1440', ivEquivalent: null, deviation: null, issues: [] });
  });

  it('position of another symbol is ignored; the leg symbol position makes it a close', () => {
    const position = { symbol: 'BTC-01MAR25-65000-C', positionSize: '-1', positionIM: '20000' };
    const v = recomputeLeg(leg({ orderPrice: '6465' }), atmMarket, { ...ctx, position });
    expect(v.margin?.required).toBe('0.0000'); // 6500.75 − released 20000 < 0
    const other = recomputeLeg(leg({ orderPrice: '6465' }), atmMarket, {
      ...ctx,
      position: { ...position, symbol: 'X' },
    });
    expect(other.margin?.required).toBe('6500.7500');
  });

  it('no market: nulls and, for market/iv legs, an error', () => {
    const v = recomputeLeg(leg({ placeType: 'market' }), null, ctx);
    expect(v).toMatchObject({ maxBuy: null, minSell: null, effectivePrice: null, greeks: null, margin: null });
    expect(v.issues.map((i) => i.key)).toEqual(['PleaseEnterEhePrice']);
  });
});

describe('recomputeBatch', () => {
  it('views by leg id, market by symbol, config by symbol', () => {
    const eth = leg({ id: 'E', symbol: 'ETH-X', orderPrice: '12.34', strikePrice: '3200' });
    const views = recomputeBatch(
      [leg(), eth],
      { 'BTC-01MAR25-65000-C': market() },
      { ...ctx, cfgBySymbol: { 'ETH-X': ETH_CFG } },
    );
    expect(Object.keys(views)).toEqual(['L1', 'E']);
    expect(views.L1?.maxBuy).toBe('9000');
    expect(views.E?.maxBuy).toBeNull(); // no market for ETH-X
    // ETH tick 0.1: 12.34 is off the tick
    expect(views.E?.issues.map((i) => i.key)).toEqual(['PriceTickSize']);
  });
});
