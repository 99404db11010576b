import BigNumber from 'bignumber.js';
import fc from 'fast-check';
import type { Position } from 'shared-core';
import {
  LIQ_ESTIMATE_CAP,
  MARGIN_QUICK_CHOICES,
  amountDecimals,
  autoMarginBody,
  canEditMargin,
  checkMarginAmount,
  clampAmount,
  estimateDisplay,
  estimateForSide,
  leastAmount,
  marginBody,
  marginStep,
  maxAdd,
  maxReduce,
  quickAmount,
  stepAmount,
  tierOf,
  toRiskLimits,
} from './margin';

const base: Position = {
  symbol: 'ETHUSDT',
  side: 'Sell',
  size: '4',
  positionIdx: 0,
  isIsolated: true,
  entryPrice: '3250',
  sessionAvgPrice: '3250',
  marketsType: 'UsdtPerpetual',
} as Position;

describe('canEditMargin (§2, §6: isolated, size, entry price; session average for USDC; never options)', () => {
  it.each([
    ['isolated linear with size and entry', {}, 'UsdtPerpetual', false, true],
    ['cross', { isIsolated: false }, 'UsdtPerpetual', false, false],
    ['size 0', { size: '0' }, 'UsdtPerpetual', false, false],
    ['no entry price', { entryPrice: '' }, 'UsdtPerpetual', false, false],
    ['entry 0', { entryPrice: '0' }, 'InversePerpetual', false, false],
    ['USDC reads the session average', { entryPrice: '0', sessionAvgPrice: '65000' }, 'UsdcPerpetual', false, true],
    ['USDC without session average', { sessionAvgPrice: '' }, 'UsdcFutures', false, false],
    ['option', {}, 'Option', true, false],
    ['USDT option by market type', {}, 'UsdtOption', false, false],
  ] as const)('%s', (_name, patch, marketType, isOption, expected) => {
    expect(canEditMargin({ ...base, ...patch }, marketType, isOption)).toBe(expected);
  });
});

describe('maxima (§5)', () => {
  it.each([
    // value, min position cost, extra, decimals → max add
    ['13000', '2600', '0', 4, '10400'],
    ['13000', '2600', '150', 4, '10250'],
    ['100', '90', '20', 4, '0'], // floor 0
    ['100.123456', '0.000001', '0', 4, '100.1234'], // cut down, never up
    ['0.5', '0.1', '0', 8, '0.4'],
    ['', '', '', 4, '0'],
  ])('value %s, cost %s, extra %s → add up to %s', (value, cost, extra, decimals, expected) => {
    expect(maxAdd({ positionValue: value, minPositionCost: cost, newExtraAddedMargin: extra }, decimals)).toBe(
      expected,
    );
  });

  it('falls back to `value` when positionValue is absent', () => {
    expect(maxAdd({ value: '50', minPositionCost: '10', newExtraAddedMargin: '0' }, 4)).toBe('40');
  });

  it.each([
    ['150', 4, '150'],
    ['150.123456', 4, '150.1234'],
    ['0', 4, '0'],
    ['-3', 4, '0'],
    [undefined, 4, '0'],
  ])('extra %s → reduce up to %s', (extra, decimals, expected) => {
    expect(maxReduce({ newExtraAddedMargin: extra }, decimals)).toBe(expected);
  });

  const dec = fc
    .tuple(fc.bigInt({ min: -1_000_000_000_000n, max: 1_000_000_000_000n }), fc.integer({ min: 0, max: 8 }))
    .map(([n, s]) => new BigNumber(n.toString()).shiftedBy(-s).toFixed());

  it('property: max add is never negative, never above value − cost − extra, on the decimals', () => {
    fc.assert(
      fc.property(dec, dec, dec, fc.integer({ min: 0, max: 8 }), (value, cost, extra, d) => {
        const m = new BigNumber(maxAdd({ positionValue: value, minPositionCost: cost, newExtraAddedMargin: extra }, d));
        const room = new BigNumber(value).minus(cost).minus(extra);
        expect(m.isNegative()).toBe(false);
        expect(m.isLessThanOrEqualTo(BigNumber.max(room, 0))).toBe(true);
        expect(m.decimalPlaces() ?? 0).toBeLessThanOrEqual(d);
        // within one unit of the last decimal of the room
        if (room.isGreaterThan(0)) expect(room.minus(m).isLessThan(new BigNumber(1).shiftedBy(-d))).toBe(true);
      }),
    );
  });

  it('property: max reduce never exceeds the extra added margin, so reducing it never warns', () => {
    fc.assert(
      fc.property(dec, fc.integer({ min: 0, max: 8 }), (extra, d) => {
        const m = maxReduce({ newExtraAddedMargin: extra }, d);
        expect(new BigNumber(m).isLessThanOrEqualTo(BigNumber.max(extra, 0))).toBe(true);
        const c = checkMarginAmount('minus', m, { newExtraAddedMargin: extra });
        expect(c.kind === 'error' && c.key === 'setMarginWarn').toBe(false);
      }),
    );
  });
});

describe('step and decimals (§5)', () => {
  it.each([
    ['UsdtPerpetual', 4, '1'],
    ['UsdtFutures', 4, '1'],
    ['UsdcPerpetual', 4, '1'],
    ['UsdcFutures', 4, '1'],
    ['InversePerpetual', 8, '0.00000001'],
    ['InverseFutures', 6, '0.000001'],
    ['InversePerpetual', undefined, '0.0001'],
  ])('%s, balanceFraction %s → step %s', (marketType, fraction, step) => {
    expect(marginStep(marketType, fraction === undefined ? undefined : { balanceFraction: fraction })).toBe(step);
  });

  it('decimals come from balanceFraction, 4 while the config is not in', () => {
    expect(amountDecimals({ balanceFraction: 8 })).toBe(8);
    expect(amountDecimals(undefined)).toBe(4);
    expect(leastAmount(4)).toBe('0.0001');
    expect(leastAmount(0)).toBe('1');
  });

  it('arrow steps stay within 0 … max', () => {
    expect(stepAmount('5', '1', 1, '10')).toBe('6');
    expect(stepAmount('9.5', '1', 1, '10')).toBe('10');
    expect(stepAmount('0.5', '1', -1, '10')).toBe('0');
  });

  it('property: a step or a clamp never leaves 0 … max', () => {
    const amount = fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => new BigNumber(n).shiftedBy(-2).toFixed());
    const max = fc.integer({ min: 0, max: 1_000_000 }).map((n) => new BigNumber(n).shiftedBy(-2).toFixed());
    fc.assert(
      fc.property(amount, max, fc.constantFrom<1 | -1>(1, -1), (a, m, dir) => {
        for (const v of [clampAmount(a, m), stepAmount(a, '1', dir, m)]) {
          expect(new BigNumber(v).isGreaterThanOrEqualTo(0)).toBe(true);
          expect(new BigNumber(v).isLessThanOrEqualTo(m)).toBe(true);
        }
      }),
    );
  });
});

describe('quick choices (§9: 10, 20, 50, 80, 100 % of the maximum)', () => {
  it('are the spec figures', () => expect(MARGIN_QUICK_CHOICES).toEqual([10, 20, 50, 80, 100]));
  it.each([
    ['10400', 10, 4, '1040'],
    ['150', 20, 4, '30'],
    ['0.33333', 50, 4, '0.1666'],
    ['99.99999999', 80, 8, '79.99999999'],
    ['150.1234', 100, 4, '150.1234'],
    ['0', 50, 4, '0'],
  ])('%s at %s %% (%s decimals) → %s', (max, pct, d, expected) => {
    expect(quickAmount(max, pct, d)).toBe(expected);
  });

  it('property: a quick choice never exceeds the maximum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 9 }),
        fc.constantFrom(...MARGIN_QUICK_CHOICES),
        fc.integer({ min: 0, max: 8 }),
        (n, pct, d) => {
          const max = new BigNumber(n).shiftedBy(-4).toFixed();
          const q = new BigNumber(quickAmount(max, pct, d));
          expect(q.isLessThanOrEqualTo(max)).toBe(true);
          expect(q.isGreaterThanOrEqualTo(0)).toBe(true);
        },
      ),
    );
  });
});

describe('checkMarginAmount (§5)', () => {
  const pos = { newExtraAddedMargin: '150' };
  it.each([
    ['plus', '', { kind: 'cancel' }],
    ['minus', '   ', { kind: 'cancel' }],
    ['plus', null, { kind: 'cancel' }],
    ['plus', '0', { kind: 'error', key: 'setMarginValiError' }],
    ['minus', '0.000', { kind: 'error', key: 'setMarginValiError' }],
    ['plus', '-5', { kind: 'error', key: 'setMarginValiError' }],
    ['plus', '0.000000001', { kind: 'error', key: 'setMarginValiError' }], // below 1e-8: nothing to send
    ['minus', '150.0001', { kind: 'error', key: 'setMarginWarn' }],
    ['plus', '12.5', { kind: 'ok', amount: '12.5', e8: '1250000000' }],
    ['minus', '150', { kind: 'ok', amount: '150', e8: '-15000000000' }],
    ['minus', '0.29', { kind: 'ok', amount: '0.29', e8: '-29000000' }],
  ] as const)('%s %j', (tab, amount, expected) => {
    expect(checkMarginAmount(tab, amount, pos)).toEqual(expected);
  });

  it('a decrease with no added margin warns', () => {
    expect(checkMarginAmount('minus', '1', {})).toEqual({ kind: 'error', key: 'setMarginWarn' });
  });

  it('builds the §7 bodies', () => {
    expect(marginBody({ symbol: 'ETHUSDT', positionIdx: 2 }, '-100')).toEqual({
      symbol: 'ETHUSDT',
      positionIdx: 2,
      addToPositionBalanceE8: '-100',
    });
    expect(autoMarginBody({ symbol: 'BTCUSD', positionIdx: 0 }, true)).toEqual({
      symbol: 'BTCUSD',
      positionIdx: 0,
      newAutoAddMargin: true,
    });
  });
});

describe('the liquidation estimate (§5, §7, §9)', () => {
  it.each([
    ['Buy', { buyLiqPrice: '50000', sellLiqPrice: '' }, '50000'],
    ['Sell', { buyLiqPrice: '', sellLiqPrice: '4100.5' }, '4100.5'],
    ['Sell', { buyLiqPrice: '50000' }, null],
    ['Buy', null, null],
  ] as const)('%s reads its side: %j', (side, answer, expected) => {
    expect(estimateForSide(side, answer)).toBe(expected);
  });

  const cfg = { minPrice: '0.5', maxPrice: '1999999', priceFraction: 2 };
  it.each([
    ['4100.5', cfg, '4100.50'],
    ['0.4', cfg, '--'], // below the symbol's range
    ['2000000', cfg, '--'], // above it
    ['1500000', cfg, LIQ_ESTIMATE_CAP + '.00'], // capped at 999999
    ['0', cfg, '--'],
    ['-3', cfg, '--'],
    ['', cfg, '--'],
    [null, cfg, '--'],
    ['abc', cfg, '--'],
    ['123.456', undefined, '123.456'],
  ])('%s → %s', (estimate, config, expected) => {
    expect(estimateDisplay(estimate, config)).toBe(expected);
  });
});

describe('risk limits (§7: converted, empty on garbage)', () => {
  it('converts the E8 / E2 values', () => {
    const list = toRiskLimits([
      { id: 1, startingMarginE8: '2000000', maintainMarginE8: '500000', maxLeverageE2: '5000', mmDeduction: '0' },
      { id: 'x' },
      null,
    ]);
    expect(list).toEqual([
      { id: 1, startingMargin: '0.02', maintainMargin: '0.005', maxLeverage: '50', mmDeduction: '0' },
    ]);
    expect(tierOf(list, 1)?.maxLeverage).toBe('50');
    expect(tierOf(list, 2)).toBeUndefined();
    expect(toRiskLimits(undefined)).toEqual([]);
  });
});
