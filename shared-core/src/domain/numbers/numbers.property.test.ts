import BigNumber from 'bignumber.js';
import fc from 'fast-check';
import {
  abbreviateNumber,
  fromWire,
  isOnTick,
  normalizeNumericInput,
  roundToTick,
  sanitizeNumericText,
  scaleFromInteger,
  scaleToInteger,
  stepByTick,
  toWire,
  WIRE_SCALES,
  type WireScaledField,
} from '.';

/** Any text a trader could type or paste, biased towards number-like characters. */
const typed = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'0123456789.-+．e ,'.split('')), maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
);
/** A decimal string with up to 12 decimals. */
const decimalText = fc
  .tuple(fc.bigInt({ min: -(10n ** 24n), max: 10n ** 24n }), fc.integer({ min: 0, max: 12 }))
  .map(([n, dp]) => new BigNumber(n.toString()).shiftedBy(-dp).toFixed());
/** A step of 1, 2 or 5 times a power of ten (1e-4 … 1e2). */
const niceStep = fc
  .tuple(fc.constantFrom(1, 2, 5), fc.integer({ min: -4, max: 2 }))
  .map(([m, e]) => new BigNumber(m).shiftedBy(e));
const anyValue = fc.oneof(
  typed,
  decimalText,
  fc.double(),
  fc.bigInt(),
  fc.constant(null),
  fc.constant(undefined),
) as fc.Arbitrary<string | number | bigint | null | undefined>;
const field = fc.constantFrom(...(Object.keys(WIRE_SCALES) as WireScaledField[]));

describe('numeric input sanitizer: properties', () => {
  it('never throws; keeps a number-shaped text within the precision; is idempotent', () => {
    fc.assert(
      fc.property(
        typed,
        fc.option(fc.integer({ min: 0, max: 10 }), { nil: undefined }),
        fc.boolean(),
        (raw, precision, allowNegative) => {
          const rules = { precision, allowNegative };
          const out = sanitizeNumericText(raw, rules);
          expect(out).toMatch(/^-?(\d+(\.\d*)?)?$/);
          if (!allowNegative) expect(out.startsWith('-')).toBe(false);
          const decimals = out.split('.')[1];
          if (precision !== undefined) expect((decimals ?? '').length).toBeLessThanOrEqual(precision);
          if (precision === 0) expect(out).not.toContain('.');
          expect(sanitizeNumericText(out, rules)).toBe(out);
        },
      ),
    );
  });

  it('on commit: empty or inside [min, max] and on the grid of step and precision', () => {
    fc.assert(
      fc.property(
        typed,
        niceStep,
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        (raw, step, minTicks, spanTicks) => {
          const precision = Math.max(0, step.decimalPlaces() ?? 0);
          const min = step.times(minTicks);
          const max = min.plus(step.times(spanTicks));
          const out = normalizeNumericInput(raw, {
            step: step.toFixed(),
            precision,
            min: min.toFixed(),
            max: max.toFixed(),
          });
          if (out === '') return;
          const v = new BigNumber(out);
          expect(v.isGreaterThanOrEqualTo(min) && v.isLessThanOrEqualTo(max)).toBe(true);
          expect(isOnTick(out, step)).toBe(true);
          expect(v.decimalPlaces()).toBeLessThanOrEqual(precision);
        },
      ),
    );
  });

  it('on commit with any rules: never throws, result inside the bounds', () => {
    fc.assert(
      fc.property(
        typed,
        anyValue,
        anyValue,
        anyValue,
        fc.option(fc.integer({ min: -3, max: 12 })),
        (raw, a, b, step, p) => {
          const min = typeof a === 'bigint' ? a : undefined;
          const max = typeof b === 'bigint' && min !== undefined && b >= min ? b : undefined;
          const out = normalizeNumericInput(raw, { min, max, step, precision: p ?? undefined });
          expect(out).toMatch(/^(-?\d+(\.\d+)?)?$/);
          if (out && min !== undefined) expect(new BigNumber(out).isGreaterThanOrEqualTo(min.toString())).toBe(true);
          if (out && max !== undefined) expect(new BigNumber(out).isLessThanOrEqualTo(max.toString())).toBe(true);
        },
      ),
    );
  });
});

describe('tick rounding: properties', () => {
  it('never throws on any input', () => {
    fc.assert(
      fc.property(anyValue, anyValue, fc.constantFrom('up', 'down', 'nearest') as fc.Arbitrary<'up'>, (v, t, d) => {
        const out = roundToTick(v, t, d);
        if (out !== null) expect(isOnTick(out, t)).toBe(true);
        stepByTick(v, t, 1);
        stepByTick(v, t, -1, { min: v, max: t });
      }),
    );
  });

  it('down ≤ value ≤ up, both on the tick, at most one tick apart; nearest within half a tick', () => {
    fc.assert(
      fc.property(decimalText, niceStep, (text, tick) => {
        const v = new BigNumber(text);
        const down = new BigNumber(roundToTick(text, tick, 'down')!);
        const up = new BigNumber(roundToTick(text, tick, 'up')!);
        const nearest = new BigNumber(roundToTick(text, tick, 'nearest')!);
        expect(down.isLessThanOrEqualTo(v) && v.isLessThanOrEqualTo(up)).toBe(true);
        for (const r of [down, up, nearest]) expect(r.mod(tick).isZero()).toBe(true);
        const gap = up.minus(down);
        expect(gap.isZero() || gap.isEqualTo(tick)).toBe(true);
        expect(nearest.minus(v).abs().isLessThanOrEqualTo(tick.div(2))).toBe(true);
      }),
    );
  });

  it('step buttons stay inside the bounds and on the tick when the bounds are', () => {
    fc.assert(
      fc.property(
        decimalText,
        niceStep,
        fc.integer({ min: -100, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom(1, -1) as fc.Arbitrary<1 | -1>,
        (text, tick, lo, span, dir) => {
          const min = tick.times(lo);
          const max = min.plus(tick.times(span));
          const out = new BigNumber(stepByTick(text, tick, dir, { min: min.toFixed(), max: max.toFixed() })!);
          expect(out.isGreaterThanOrEqualTo(min) && out.isLessThanOrEqualTo(max)).toBe(true);
          expect(out.mod(tick).isZero()).toBe(true);
        },
      ),
    );
  });
});

describe('wire scaling: properties', () => {
  it('never throws; gives an integer string or null', () => {
    fc.assert(
      fc.property(field, anyValue, (f, v) => {
        const w = toWire(f, v);
        if (w !== null) expect(w).toMatch(/^-?\d+$/);
        const back = fromWire(f, v);
        if (back !== null) expect(back).toMatch(/^-?\d+(\.\d+)?$/);
        abbreviateNumber(v);
      }),
    );
  });

  it('integer wire values round-trip exactly', () => {
    fc.assert(
      fc.property(field, fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (f, n) => {
        expect(toWire(f, fromWire(f, n))).toBe(n.toString());
      }),
    );
  });

  it('values with no more decimals than the scale round-trip exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), decimalText, (decimals, text) => {
        const v = new BigNumber(text).decimalPlaces(decimals, BigNumber.ROUND_DOWN);
        const wire = scaleToInteger(v.toFixed(), decimals)!;
        expect(new BigNumber(wire).isInteger()).toBe(true);
        expect(new BigNumber(scaleFromInteger(wire, decimals)!).isEqualTo(v)).toBe(true);
      }),
    );
  });

  it('JS numbers scale from their decimal text, not their binary float', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 2 }), (n, dp) => {
        const value = n / 10 ** dp; // e.g. 0.29: × 100 in floats is 28.999999999999996
        expect(toWire('leverageE2', value)).toBe(new BigNumber(String(value)).shiftedBy(2).toFixed());
      }),
    );
  });
});
