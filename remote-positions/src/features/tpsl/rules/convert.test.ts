import BigNumber from 'bignumber.js';
import fc from 'fast-check';
import {
  clampSubValue,
  effectiveInputType,
  inputTypesFor,
  pnlAt,
  priceFor,
  qtyFromPercent,
  valueAt,
  type ConversionBase,
  type TpSlInputType,
  type TpSlLeg,
} from './convert';

// positions.md §3 / §5: trigger price ↔ price gain / ROI / P&L, exact to the tick.

const longBtc: ConversionBase = {
  entry: '64000',
  qty: '0.25',
  leverage: '10',
  long: true,
  inverse: false,
  tickSize: '0.1',
};
const shortEth: ConversionBase = {
  entry: '3250',
  qty: '4',
  leverage: '5',
  long: false,
  inverse: false,
  tickSize: '0.01',
};
const longInverse: ConversionBase = {
  entry: '64000',
  qty: '1000',
  leverage: '10',
  long: true,
  inverse: true,
  tickSize: '0.5',
};

describe('priceFor: the trigger price for a value, rounded to the tick', () => {
  test.each<[string, ConversionBase, TpSlLeg, TpSlInputType, string, string | null]>([
    ['long TP +10 % price gain', longBtc, 'tp', 'price', '10', '70400.0'],
    ['long SL 5 % price loss', longBtc, 'sl', 'price', '5', '60800.0'],
    ['long TP 50 % ROI at 10x = 5 % move', longBtc, 'tp', 'roi', '50', '67200.0'],
    ['long SL 20 % ROI at 10x = 2 % move', longBtc, 'sl', 'roi', '20', '62720.0'],
    ['long TP 100 USDT on 0.25 = +400', longBtc, 'tp', 'pnl', '100', '64400.0'],
    ['long SL 25 USDT on 0.25 = −100', longBtc, 'sl', 'pnl', '25', '63900.0'],
    ['long TP rounds to the nearest tick', longBtc, 'tp', 'pnl', '0.01', '64000.0'],
    ['short TP 10 % gain is a fall', shortEth, 'tp', 'price', '10', '2925.00'],
    ['short SL 50 % ROI at 5x = +10 %', shortEth, 'sl', 'roi', '50', '3575.00'],
    ['short TP 100 USDT on 4 = −25', shortEth, 'tp', 'pnl', '100', '3225.00'],
    ['short TP 1/3 USDT rounds (3249.9166…)', shortEth, 'tp', 'pnl', '0.3333', '3249.92'],
    ['inverse long TP 50 % ROI: 64000 / 0.95', longInverse, 'tp', 'roi', '50', '67368.5'],
    ['inverse long SL 0.001 BTC on 1000 USD: 1 / (1/64000 + 1e-6)', longInverse, 'sl', 'pnl', '0.001', '60150.5'],
    ['long SL 100 % price loss: no price', longBtc, 'sl', 'price', '100', null],
    ['inverse long TP ROI ≥ leverage × 100: no price', longInverse, 'tp', 'roi', '1000', null],
    ['not a number', longBtc, 'tp', 'roi', 'abc', null],
  ])('%s', (_name, base, leg, type, value, expected) => {
    expect(priceFor(base, leg, type, value)).toBe(expected);
  });
});

describe('valueAt: the value a price gives (ROI / P&L shown live)', () => {
  test.each<[string, ConversionBase, TpSlLeg, TpSlInputType, string, string]>([
    ['long TP ROI at 67200', longBtc, 'tp', 'roi', '67200', '50'],
    ['long TP P&L at 64400', longBtc, 'tp', 'pnl', '64400', '100'],
    ['long SL loss at 63900', longBtc, 'sl', 'pnl', '63900', '25'],
    ['long TP below entry is negative', longBtc, 'tp', 'price', '57600', '-10'],
    ['short TP price gain at 2925', shortEth, 'tp', 'price', '2925', '10'],
    ['inverse P&L 1000 × (1/64000 − 1/80000)', longInverse, 'tp', 'pnl', '80000', '0.003125'],
  ])('%s', (_name, base, leg, type, price, expected) => {
    expect(valueAt(base, leg, type, price)!.toFixed()).toBe(expected);
  });

  test('pnlAt is the position P&L (signed) at the price', () => {
    expect(pnlAt(shortEth, '3300')!.toFixed()).toBe('-200');
    expect(pnlAt(longBtc, '65000')!.toFixed()).toBe('250');
  });
});

describe('sub-input maxima and sign (§5)', () => {
  test.each<[TpSlLeg, TpSlInputType, string, string | null]>([
    ['tp', 'price', '1000000000', '999999999.9'],
    ['sl', 'price', '100', '99.9'],
    ['sl', 'price', '99.9', '99.9'],
    ['tp', 'roi', '2000000000', '999999999.9'],
    ['sl', 'roi', '-30', '30'],
    ['tp', 'pnl', '1000000000.5', '999999999'],
    ['tp', 'pnl', 'x', null],
  ])('%s %s %s → %s', (leg, type, value, expected) => {
    expect(clampSubValue(leg, type, value)).toBe(expected);
  });

  test('portfolio margin has no ROI and a remembered ROI becomes price', () => {
    expect(inputTypesFor(true)).toEqual(['price', 'pnl']);
    expect(inputTypesFor(false)).toEqual(['roi', 'price', 'pnl']);
    expect(effectiveInputType('roi', true)).toBe('price');
    expect(effectiveInputType(undefined, false)).toBe('roi');
    expect(effectiveInputType('pnl', true)).toBe('pnl');
  });

  test('the quantity slider gives a percent of the size floored to the lot', () => {
    expect(qtyFromPercent('0.25', 35, '0.001')).toBe('0.087');
    expect(qtyFromPercent('-4', 100, '0.01')).toBe('4.00');
    expect(qtyFromPercent('1000', 5, '1')).toBe('50');
  });
});

// fast-check: the conversions round-trip within one tick
const decimalString = (maxInt: number, decimals: number) =>
  fc
    .tuple(fc.integer({ min: 1, max: maxInt }), fc.integer({ min: 0, max: 10 ** decimals - 1 }))
    .map(([i, f]) => (decimals ? `${i}.${String(f).padStart(decimals, '0')}` : String(i)));

const base = fc.record({
  entry: decimalString(100000, 1),
  qty: decimalString(100, 3),
  leverage: fc.integer({ min: 1, max: 100 }).map(String),
  long: fc.boolean(),
  inverse: fc.boolean(),
  tickSize: fc.constantFrom('0.1', '0.5', '0.01', '1'),
});
const leg = fc.constantFrom<TpSlLeg>('tp', 'sl');
const type = fc.constantFrom<TpSlInputType>('roi', 'price', 'pnl');

describe('properties', () => {
  test('price → value → price is exact', () => {
    fc.assert(
      fc.property(base, leg, type, fc.integer({ min: 1, max: 200 }), (b, l, t, pct) => {
        // a trigger price on the tick, pct % of the entry
        const raw = new BigNumber(b.entry).multipliedBy(pct).dividedBy(100);
        const tick = new BigNumber(b.tickSize);
        const price = raw.dividedBy(tick).integerValue(BigNumber.ROUND_CEIL).multipliedBy(tick);
        const value = valueAt(b, l, t, price.toFixed())!;
        fc.pre(value.isGreaterThanOrEqualTo(0));
        const back = priceFor(b, l, t, value.toFixed());
        expect(back).not.toBeNull();
        expect(new BigNumber(back!).isEqualTo(price)).toBe(true);
      }),
    );
  });

  test('value → price is within one tick: the value lies between the values a tick either side', () => {
    fc.assert(
      fc.property(base, leg, type, fc.integer({ min: 0, max: 5000 }), (b, l, t, tenths) => {
        const value = new BigNumber(tenths).dividedBy(10);
        const price = priceFor(b, l, t, value.toFixed());
        fc.pre(price !== null);
        const tick = new BigNumber(b.tickSize);
        const below = new BigNumber(price!).minus(tick);
        // below the first tick the exact price cannot be reached (the price is the smallest one)
        fc.pre(below.isGreaterThan(0));
        const a = valueAt(b, l, t, below.toFixed())!;
        const c = valueAt(b, l, t, new BigNumber(price!).plus(tick).toFixed())!;
        expect(value.isGreaterThanOrEqualTo(BigNumber.min(a, c))).toBe(true);
        expect(value.isLessThanOrEqualTo(BigNumber.max(a, c))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  test('the counterexample fast-check found: a short inverse P&L past the smallest price', () => {
    const b: ConversionBase = { entry: '1.0', qty: '1', leverage: '1', long: false, inverse: true, tickSize: '0.01' };
    expect(priceFor(b, 'tp', 'pnl', '149.1')).toBe('0.01');
  });

  test('the clamped sub-value is never negative and never above the maximum', () => {
    fc.assert(
      fc.property(leg, type, fc.double({ min: -1e12, max: 1e12, noNaN: true }), (l, t, v) => {
        const c = new BigNumber(clampSubValue(l, t, new BigNumber(v).toFixed())!);
        expect(c.isGreaterThanOrEqualTo(0)).toBe(true);
        expect(c.isLessThanOrEqualTo(l === 'sl' && t === 'price' ? '99.9' : '999999999.9')).toBe(true);
      }),
    );
  });
});
