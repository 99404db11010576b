import BigNumber from 'bignumber.js';
import fc from 'fast-check';
import { isOnTick, type OptionCommonConfig } from 'shared-core';
import { checkPrice, maxBuyPrice, minSellPrice } from './priceCheck';
import { recomputeLeg } from './recompute';
import { checkSize } from './sizeCheck';
import { buildOrderRequest } from './request';
import { placementCheck } from './submitChecks';
import { BTC_CFG, leg, NOW } from './testFixtures';
import { DEFAULT_RISK_CONFIG, type EntryLeg, type LegMarket } from './types';

const TICKS = ['0.01', '0.05', '0.1', '2.5', '5'];
const dec = (n: number, unit: string) => new BigNumber(n).times(unit).toFixed();

/** A sane config: min and max on the tick, min <= max; sizes on the increment. */
const config = fc
  .record({
    tick: fc.constantFrom(...TICKS),
    minTicks: fc.integer({ min: 1, max: 50 }),
    spanTicks: fc.integer({ min: 0, max: 1_000_000 }),
    factor: fc.constantFrom('0', '0.05', '0.1', '0.3'),
    inc: fc.constantFrom('0.001', '0.01', '0.1', '1'),
    minIncs: fc.integer({ min: 1, max: 100 }),
    sizeSpan: fc.integer({ min: 0, max: 100000 }),
  })
  .map((c): OptionCommonConfig => ({
    ...BTC_CFG,
    tickSize: c.tick,
    minOrderPrice: dec(c.minTicks, c.tick),
    maxOrderPrice: dec(c.minTicks + c.spanTicks, c.tick),
    maxBuyFactor: c.factor,
    minSellFactor: c.factor,
    minOrderSizeIncrement: c.inc,
    minOrderSize: dec(c.minIncs, c.inc),
    maxOrderSize: dec(c.minIncs + c.sizeSpan, c.inc),
  }));

const decimalText = fc.oneof(
  fc.integer({ min: -1_000_000, max: 100_000_000 }).map((n) => dec(n, '0.001')),
  fc.double({ min: -1e9, max: 1e9, noNaN: true }).map(String),
  fc.string(),
  fc.constantFrom('', '0', '-', '.', '1．5', 'NaN', 'Infinity', '1e5', '  12  ', '00012.3400'),
);

const validMarket = fc
  .record({
    index: fc.integer({ min: 1, max: 10_000_000 }).map((n) => dec(n, '0.01')),
    mark: fc.integer({ min: 0, max: 100_000_000 }).map((n) => dec(n, '0.01')),
    delta: fc.integer({ min: -100_000_000, max: 100_000_000 }).map((n) => dec(n, '0.00000001')),
    iv: fc.integer({ min: 1, max: 50_000 }).map((n) => dec(n, '0.0001')),
  })
  .map((m): LegMarket => ({
    indexPrice: m.index,
    underlyingPrice: m.index,
    markPrice: m.mark,
    markIv: m.iv,
    delta: m.delta,
    bestBid: '',
    bestAsk: m.mark,
  }));

const anyMarket: fc.Arbitrary<LegMarket | null> = fc.oneof(
  validMarket,
  fc.constant(null),
  fc.record({
    indexPrice: decimalText,
    underlyingPrice: decimalText,
    markPrice: decimalText,
    markIv: decimalText,
    delta: decimalText,
    bestBid: decimalText,
    bestAsk: decimalText,
  }),
);

const noNaN = (v: unknown) => expect(JSON.stringify(v)).not.toMatch(/NaN|Infinity|undefined/);

describe('properties', () => {
  it('checkPrice: on the tick, inside [min, max] and inside the side band — or empty with an error', () => {
    fc.assert(
      fc.property(
        config,
        validMarket,
        fc.constantFrom('buy', 'sell' as const),
        decimalText,
        fc.option(decimalText, { nil: undefined }),
        (cfg, mkt, side, input, previous) => {
          const r = checkPrice(input, side, cfg, mkt, previous);
          noNaN(r);
          if (r.price === '') {
            // nothing numeric typed, or no price possible on this side
            expect(r.issues.every((i) => i.severity === 'error') || !/\d/.test(input)).toBe(true);
            return;
          }
          const p = new BigNumber(r.price);
          expect(isOnTick(r.price, cfg.tickSize)).toBe(true);
          expect(p.gte(cfg.minOrderPrice) && p.lte(cfg.maxOrderPrice)).toBe(true);
          const maxBuy = maxBuyPrice(cfg, mkt);
          const minSell = minSellPrice(cfg, mkt);
          if (side === 'buy' && maxBuy !== null) expect(p.lte(maxBuy)).toBe(true);
          if (side === 'sell' && minSell !== null) expect(p.gte(minSell)).toBe(true);
          expect(r.issues.every((i) => i.severity === 'warning')).toBe(true);
          // a corrected price is stable: checking it again changes nothing
          expect(checkPrice(r.price, side, cfg, mkt).issues).toEqual([]);
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('checkSize: on the increment and inside [min, max]', () => {
    fc.assert(
      fc.property(config, decimalText, (cfg, input) => {
        const r = checkSize(input, cfg);
        noNaN(r);
        if (r.qty === '') return;
        const q = new BigNumber(r.qty);
        expect(isOnTick(r.qty, cfg.minOrderSizeIncrement)).toBe(true);
        expect(q.gte(cfg.minOrderSize) && q.lte(cfg.maxOrderSize)).toBe(true);
        expect(r.capped).toBe(r.issues.some((i) => i.key === 'MaxOrderSize'));
        expect(checkSize(r.qty, cfg).issues).toEqual([]);
      }),
      { numRuns: 1500 },
    );
  });

  const anyConfig: fc.Arbitrary<OptionCommonConfig> = fc.oneof(
    config,
    fc
      .record({
        tickSize: decimalText,
        minOrderPrice: decimalText,
        maxOrderPrice: decimalText,
        minOrderSize: decimalText,
        maxOrderSize: decimalText,
        minOrderSizeIncrement: decimalText,
        maxBuyFactor: decimalText,
        minSellFactor: decimalText,
        priceDeviationPercentage: decimalText,
      })
      .map((c) => ({ ...BTC_CFG, ...c })),
  );

  const anyLeg: fc.Arbitrary<EntryLeg> = fc
    .record({
      side: fc.constantFrom('buy', 'sell' as const),
      placeType: fc.constantFrom('usd', 'iv', 'market' as const),
      orderPrice: decimalText,
      orderQty: decimalText,
      orderFilledQty: decimalText,
      iv: decimalText,
      symbolType: fc.constantFrom('C', 'P' as const),
      strikePrice: decimalText,
      deliveryTime: fc.oneof(fc.integer({ min: NOW - 1e10, max: NOW + 1e11 }), fc.constantFrom(NaN, Infinity, 0)),
      postOnly: fc.boolean(),
      timeInForce: fc.constantFrom('GoodTillCancel', 'PostOnly', 'ImmediateOrCancel', 'FillOrKill' as const),
    })
    .map((l) => leg(l));

  it('no input crashes or yields NaN: recompute, placement check, request', () => {
    fc.assert(
      fc.property(anyLeg, anyMarket, anyConfig, (l, mkt, cfg) => {
        const position = { symbol: l.symbol, positionSize: l.orderFilledQty, positionIM: l.orderPrice };
        const view = recomputeLeg(l, mkt, {
          cfg,
          risk: DEFAULT_RISK_CONFIG,
          position,
          openOrders: [{ side: l.side, symbol: l.symbol, price: l.iv, qty: l.orderQty }],
          nowMs: NOW,
        });
        noNaN(view);
        noNaN(placementCheck([{ leg: l, mkt }], cfg, { confirmOnOrder: false }, NOW));
        noNaN(buildOrderRequest(l, mkt, cfg, { requestId: 'x', placeMode: 1, nowMs: NOW }));
      }),
      { numRuns: 1000 },
    );
  });
});
