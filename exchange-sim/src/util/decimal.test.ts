import fc from 'fast-check';
import { Dec, asDec, str } from './decimal';

/** `str` before its fast path: parse, then toFixed ('0' for any zero). */
const slowStr = (v: string): string => {
  const d = new Dec(v);
  return d.isZero() ? '0' : d.toFixed();
};

describe('str: canonical strings pass through, everything else is normalised', () => {
  test.each([
    ['0', '0'],
    ['-0', '0'],
    ['0.0', '0'],
    ['00.5', '0.5'],
    ['1.50', '1.5'],
    ['1.', '1'],
    ['-12.340', '-12.34'],
    ['1e3', '1000'],
    ['1E-7', '0.0000001'],
    ['65000.25', '65000.25'],
    ['-0.00000001', '-0.00000001'],
    ['+5', '5'],
  ])('%s → %s', (input, expected) => {
    expect(str(input)).toBe(expected);
    expect(str(input)).toBe(slowStr(input));
  });

  test('agrees with parse-and-format on any decimal string', () => {
    const decimalString = fc
      .tuple(fc.constantFrom('', '-', '+'), fc.stringMatching(/^\d{1,6}$/), fc.option(fc.stringMatching(/^\d{0,8}$/)))
      .map(([sign, int, frac]) => `${sign}${int}${frac === null ? '' : `.${frac}`}`);
    fc.assert(fc.property(decimalString, (s) => str(s) === slowStr(s)));
  });
});

describe('asDec', () => {
  test('parses a string once and shares the immutable result; a Dec passes through', () => {
    const a = asDec('0.00055');
    expect(asDec('0.00055')).toBe(a);
    expect(a.toFixed()).toBe('0.00055');
    const d = new Dec('1.5');
    expect(asDec(d)).toBe(d);
    expect(asDec(2).toFixed()).toBe('2');
    expect(() => asDec('x')).toThrow(); // as new Dec('x') does: nothing is cached for it
    expect(() => asDec('x')).toThrow();
  });
});
