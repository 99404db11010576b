import BigNumber from 'bignumber.js';
import fc from 'fast-check';
import { formatInputValue, formatNumberForLocale, parseNumberInput } from '.';

const LOCALES = ['en', 'de', 'ar-SA', 'ar-ARE', 'fr', 'de-CH'] as const;
const locale = fc.constantFrom(...LOCALES);

/** A precision and a canonical decimal (BigNumber's plain text) with at most that many decimals. */
const valueWithPrecision = fc.integer({ min: 0, max: 10 }).chain((precision) =>
  fc.record({
    precision: fc.constant(precision),
    value: fc
      .tuple(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.integer({ min: 0, max: precision }))
      .map(([n, dp]) => new BigNumber(n.toString()).shiftedBy(-dp).toFixed()),
  }),
);
const decimalsOf = (v: string): number => new BigNumber(v).decimalPlaces() ?? 0;

describe('parseNumberInput round trips (property)', () => {
  it('reads back exactly what formatInputValue put into the input, in every locale', () => {
    fc.assert(
      fc.property(valueWithPrecision, locale, ({ precision, value }, lng) => {
        const typed = formatInputValue(value, lng);
        expect(parseNumberInput(typed, lng, { precision, allowNegative: true })).toEqual({ kind: 'ok', value });
      }),
      { numRuns: 500 },
    );
  });

  it('reads back grouped display text with decimals exactly', () => {
    fc.assert(
      fc.property(valueWithPrecision, locale, ({ precision, value }, lng) => {
        const shown = formatNumberForLocale(value, lng, Math.max(1, decimalsOf(value)));
        expect(parseNumberInput(shown, lng, { precision: Math.max(1, precision), allowNegative: true })).toEqual({
          kind: 'ok',
          value,
        });
      }),
      { numRuns: 500 },
    );
  });

  it('grouped whole numbers read back exactly, or are refused as ambiguous (1,234): never another value', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), locale, (n, lng) => {
        const value = n.toString();
        const result = parseNumberInput(formatNumberForLocale(value, lng, 0), lng, { allowNegative: true });
        if (result.kind === 'ok') expect(result.value).toBe(value);
        else expect(result).toMatchObject({ kind: 'error', key: 'common:numberInput.ambiguousSeparator' });
      }),
      { numRuns: 500 },
    );
  });

  it("a value typed with another locale's decimal point is read right or refused, never misread (issue 11)", () => {
    fc.assert(
      fc.property(valueWithPrecision, locale, locale, ({ value }, typedIn, readIn) => {
        const result = parseNumberInput(formatInputValue(value, typedIn), readIn, { allowNegative: true });
        if (result.kind === 'ok') expect(result.value).toBe(value);
        else expect(result.kind).toBe('error');
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws; a value is always canonical; refusals are message keys', () => {
    const typed = fc.oneof(
      fc.string({ unit: fc.constantFrom(..."0123456789.,-+ ．٫٬٠١٩۵eE\u202F\u00A0'".split('')), maxLength: 20 }),
      fc.string({ unit: 'grapheme', maxLength: 20 }),
      fc.string({ unit: 'binary', maxLength: 20 }),
    );
    const rules = fc.record({
      precision: fc.option(fc.integer({ min: -1, max: 12 }), { nil: undefined }),
      allowNegative: fc.option(fc.boolean(), { nil: undefined }),
    });
    fc.assert(
      fc.property(typed, locale, rules, (text, lng, r) => {
        const result = parseNumberInput(text, lng, r);
        if (result.kind === 'ok') {
          expect(result.value).toMatch(/^-?(0|[1-9]\d*)(\.\d*[1-9])?$/);
          expect(result.value).not.toBe('-0');
          if (!r.allowNegative) expect(result.value.startsWith('-')).toBe(false);
          if (r.precision !== undefined) expect(decimalsOf(result.value)).toBeLessThanOrEqual(Math.max(0, r.precision));
        } else if (result.kind === 'error') {
          expect(result.key).toMatch(/^common:numberInput\.\w+$/);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
