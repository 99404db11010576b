import { EMPTY_VALUE, formatDecimal, formatSigned, signOf } from './format';

describe('formatDecimal', () => {
  it.each([
    ['0.1', 2, '0.10'],
    ['1234567.891', 2, '1,234,567.89'],
    ['0.125', 2, '0.13'], // half-up, exact in decimal (a float would give 0.12)
    ['-0.125', 2, '-0.13'],
    ['1.005', 2, '1.01'], // 1.005 is 1.00499999… as a float
    ['60000', 0, '60,000'],
    [12.5, 1, '12.5'],
    ['', 2, EMPTY_VALUE],
    [null, 2, EMPTY_VALUE],
    [undefined, 2, EMPTY_VALUE],
    ['abc', 2, EMPTY_VALUE],
    ['NaN', 2, EMPTY_VALUE],
    ['Infinity', 2, EMPTY_VALUE],
  ])('%p to %p decimals is %p', (value, decimals, expected) => {
    expect(formatDecimal(value, decimals)).toBe(expected);
  });

  it('can skip grouping', () => {
    expect(formatDecimal('1234.5', 1, false)).toBe('1234.5');
  });
});

describe('formatSigned / signOf', () => {
  it.each([
    ['12.3', '+12.30', 1],
    ['-12.3', '-12.30', -1],
    ['0', '0.00', 0],
    ['x', EMPTY_VALUE, 0],
  ])('%p', (value, text, sign) => {
    expect(formatSigned(value, 2)).toBe(text);
    expect(signOf(value)).toBe(sign);
  });
});
