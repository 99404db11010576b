import BigNumber from 'bignumber.js';
import fc from 'fast-check';
import { clampCloseQty, closeMaximum, percentOfQty, qtyFromPercent } from './quantity';
import { stepClosePrice } from './price';
import { BTCUSD, BTCUSDT, SOLUSDT } from './testFixtures';
import type { CloseInstrument } from './types';

// Properties of the arithmetic rules (clamps, rounding, maxima) over random inputs.

const INSTRUMENTS: readonly CloseInstrument[] = [BTCUSDT, SOLUSDT, BTCUSD];
const decimalText = (maxInt: number, decimals: number) =>
  fc
    .tuple(fc.integer({ min: 0, max: maxInt }), fc.integer({ min: 0, max: 10 ** decimals - 1 }))
    .map(([i, f]) => `${i}.${String(f).padStart(decimals, '0')}`);
const inst = fc.constantFrom(...INSTRUMENTS);
const kind = fc.constantFrom('limit' as const, 'market' as const);

test('a kept quantity is within [minQty, maximum] (or the whole dust position), on the step, never above the size', () => {
  fc.assert(
    fc.property(inst, kind, decimalText(100000, 4), decimalText(100000, 4), (i, k, typed, size) => {
      const kept = clampCloseQty(typed, k, size, i);
      if (new BigNumber(typed).isZero() || new BigNumber(size).isZero()) return kept === null;
      const q = new BigNumber(kept!);
      const max = closeMaximum(k, size, i);
      expect(q.isLessThanOrEqualTo(max)).toBe(true);
      expect(q.isLessThanOrEqualTo(new BigNumber(size))).toBe(true);
      if (max.isGreaterThanOrEqualTo(i.minQty)) {
        expect(q.isGreaterThanOrEqualTo(i.minQty)).toBe(true);
        const step = i.inverse ? new BigNumber(1) : new BigNumber(i.lotStep);
        expect(q.mod(step).isZero()).toBe(true);
      } else expect(q.isEqualTo(max)).toBe(true);
      return true;
    }),
  );
});

test('clamping is idempotent and never moves a valid quantity', () => {
  fc.assert(
    fc.property(inst, kind, decimalText(1000, 3), decimalText(1000, 3), (i, k, typed, size) => {
      const once = clampCloseQty(typed, k, size, i);
      if (once === null) return true;
      expect(clampCloseQty(once, k, size, i)).toBe(once);
      return true;
    }),
  );
});

test('more percent never means less quantity; 100 % is the maximum', () => {
  fc.assert(
    fc.property(inst, kind, decimalText(5000, 3), fc.integer({ min: 0, max: 99 }), (i, k, size, p) => {
      const a = new BigNumber(qtyFromPercent(p, k, size, i));
      const b = new BigNumber(qtyFromPercent(p + 1, k, size, i));
      expect(b.isGreaterThanOrEqualTo(a)).toBe(true);
      if (new BigNumber(size).isGreaterThanOrEqualTo(i.minQty))
        expect(new BigNumber(qtyFromPercent(100, k, size, i)).isLessThanOrEqualTo(closeMaximum(k, size, i))).toBe(true);
      return true;
    }),
  );
});

test('the slider position of a quantity is 0–100 and never overstates it', () => {
  fc.assert(
    fc.property(decimalText(1000, 3), decimalText(1000, 3), (qty, size) => {
      const p = percentOfQty(qty, size);
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThanOrEqual(100);
      if (!new BigNumber(size).isZero() && p < 100)
        expect(new BigNumber(size).multipliedBy(p).dividedBy(100).isLessThanOrEqualTo(qty)).toBe(true);
      return true;
    }),
  );
});

test('a price step stays within [minPrice, maxPrice] and on the tick', () => {
  fc.assert(
    fc.property(inst, decimalText(3000000, 2), fc.constantFrom(1 as const, -1 as const), (i, price, dir) => {
      const next = new BigNumber(stepClosePrice(price, dir, i)!);
      expect(next.isGreaterThanOrEqualTo(i.minPrice)).toBe(true);
      expect(next.isLessThanOrEqualTo(i.maxPrice)).toBe(true);
      if (!next.isEqualTo(i.maxPrice)) expect(next.mod(i.tickSize).isZero()).toBe(true);
      return true;
    }),
  );
});
