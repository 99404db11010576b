import BigNumber from 'bignumber.js';
import {
  formatInputValue,
  formatNumberForLocale,
  numberSeparators,
  parseNumberInput,
  type NumberInputError,
  type NumberInputResult,
  type NumberInputRules,
} from '.';

const NNBSP = '\u202F'; // narrow no-break space: French grouping

describe('numberSeparators', () => {
  it.each([
    ['en', '.', ','],
    ['de', ',', '.'],
    ['ar-SA', '.', ','], // Latin digits: the Arabic page's numbers use '.' and ','
    ['ar-ARE', '.', ','], // the UAE site's code, which Intl refuses: read as 'ar'
    ['fr', ',', NNBSP],
    ['de-CH', '.', "'"],
    ['', '.', ','],
    ['not a locale!', '.', ','],
  ])('%p: decimal %p, group %p', (locale, decimal, group) => {
    expect(numberSeparators(locale)).toEqual({ decimal, group });
  });

  it('is cached per locale', () => {
    expect(numberSeparators('de')).toBe(numberSeparators('de'));
  });
});

const ok = (value: string): NumberInputResult => ({ kind: 'ok', value });
const err = (name: NumberInputError, params: Record<string, string | number> = {}): NumberInputResult => ({
  kind: 'error',
  key: `common:numberInput.${name}`,
  params,
});
const ambiguous = (decimal: string) => err('ambiguousSeparator', { decimal });

describe('parseNumberInput', () => {
  // [text, locale, rules, result]
  const cases: [string, string, NumberInputRules, NumberInputResult][] = [
    // issue 11: a decimal comma must never multiply by ten
    ['0,5', 'de', {}, ok('0.5')],
    ['25,5', 'de', {}, ok('25.5')],
    ['0,5', 'en', {}, ok('0.5')], // the other separator where it cannot be grouping
    ['25,5', 'en', {}, ok('25.5')],
    ['0.5', 'de', {}, ok('0.5')],
    ['25.5', 'de', {}, ok('25.5')],
    ['1234,567', 'en', {}, ok('1234.567')], // a first group of 4 digits: not grouping
    ['0,500', 'en', {}, ok('0.5')], // a group never starts with 0
    [',5', 'en', {}, ok('0.5')],
    // the locale's own point
    ['0.5', 'en', {}, ok('0.5')],
    ['12.25', 'ar-SA', {}, ok('12.25')],
    ['12,25', 'fr', {}, ok('12.25')],
    ['12.', 'en', {}, ok('12')],
    ['.5', 'en', {}, ok('0.5')],
    // full-width period, Arabic decimal separator, Arabic-Indic digits
    ['１２．５', 'en', {}, ok('12.5')],
    ['12．5', 'de', {}, ok('12.5')],
    ['٠٫٥', 'ar-SA', {}, ok('0.5')],
    ['١٢٣٫٤٥', 'ar-SA', {}, ok('123.45')],
    ['۱۲۳۴', 'ar-SA', {}, ok('1234')], // Extended Arabic-Indic (Persian, Urdu)
    ['٢٥٫٥', 'de', {}, ok('25.5')],
    ['١٬٢٣٤٫٥', 'ar-SA', {}, ok('1234.5')], // Arabic thousands separator
    // well-formed grouping
    ['1.234,5', 'de', {}, ok('1234.5')],
    ['1.234.567,89', 'de', {}, ok('1234567.89')],
    ['1.234.567', 'de', {}, ok('1234567')],
    ['1,234.5', 'en', {}, ok('1234.5')],
    ['1,234,567', 'en', {}, ok('1234567')],
    ['1,234.5', 'ar-SA', {}, ok('1234.5')],
    [`1${NNBSP}234,5`, 'fr', {}, ok('1234.5')],
    ['1\u00A0234,5', 'fr', {}, ok('1234.5')], // no-break space
    ['1 234 567,5', 'fr', {}, ok('1234567.5')], // the space a keyboard types
    ['1 234.5', 'fr', {}, ok('1234.5')], // grouped with spaces: the '.' cannot be grouping
    ["1'234.5", 'de-CH', {}, ok('1234.5')],
    // surrounding whitespace, signs, leading and trailing zeros
    ['  12,5  ', 'de', {}, ok('12.5')],
    ['\t7\n', 'en', {}, ok('7')],
    ['007', 'en', {}, ok('7')],
    ['0.50', 'en', {}, ok('0.5')],
    ['+5', 'en', {}, ok('5')],
    ['-50', 'en', { allowNegative: true }, ok('-50')],
    ['-0,5', 'de', { allowNegative: true }, ok('-0.5')],
    ['\u2212' + '1.5', 'en', { allowNegative: true }, ok('-1.5')], // U+2212 minus sign
    ['-0', 'en', { allowNegative: true }, ok('0')],
    ['\u200F-12.5', 'ar-SA', { allowNegative: true }, ok('-12.5')], // a pasted direction mark
    // precision: more decimals is an error, never truncated; trailing zeros do not count
    ['0.12', 'en', { precision: 2 }, ok('0.12')],
    ['0.120', 'en', { precision: 2 }, ok('0.12')],
    ['0.123', 'en', { precision: 2 }, err('tooManyDecimals', { precision: 2 })],
    ['0,123', 'de', { precision: 2 }, err('tooManyDecimals', { precision: 2 })],
    ['5.0', 'en', { precision: 0 }, ok('5')],
    ['5.5', 'en', { precision: 0 }, err('wholeNumber')],
    // ambiguous: grouping or a point — never guess, name the locale's decimal separator
    ['1,000', 'en', {}, ambiguous('.')],
    ['12,345', 'en', {}, ambiguous('.')],
    ['999,999', 'ar-SA', {}, ambiguous('.')],
    ['1.000', 'de', {}, ambiguous(',')],
    ['12.345', 'de', {}, ambiguous(',')],
    ['1.000', 'fr', {}, ambiguous(',')],
    ['1,000', 'de-CH', {}, ambiguous('.')],
    ['1.234,5', 'en', {}, ambiguous('.')], // German habit on an English page
    ['1,234.5', 'de', {}, ambiguous(',')],
    ['-1,000', 'en', { allowNegative: true }, ambiguous('.')],
    // refused, never rewritten
    ['-50', 'en', {}, err('negative')],
    ['-0,5', 'de', { allowNegative: false }, err('negative')],
    ['-0', 'en', {}, err('negative')],
    ['1e3', 'en', {}, err('exponent')],
    ['1.5E-3', 'en', {}, err('exponent')],
    ['2e+10', 'de', {}, err('exponent')],
    ['10.0.5', 'en', {}, err('multiplePoints')],
    ['10,0,5', 'de', {}, err('multiplePoints')],
    ['10.0.5', 'de', {}, err('multiplePoints')], // '.' groups in German, but not like this
    ['1,5.3', 'de', {}, err('multiplePoints')],
    ['1.5．3', 'en', {}, err('multiplePoints')],
    ['1.234,5', 'fr', {}, err('multiplePoints')],
    ['abc', 'en', {}, err('invalid')],
    ['12a', 'en', {}, err('invalid')],
    ['$5', 'en', {}, err('invalid')],
    ['5%', 'en', {}, err('invalid')],
    ['.', 'en', {}, err('invalid')],
    ['-', 'en', { allowNegative: true }, err('invalid')],
    ['--5', 'en', { allowNegative: true }, err('invalid')],
    ['5-', 'en', { allowNegative: true }, err('invalid')],
    ['1 000', 'en', {}, err('invalid')], // a space does not group in English
    ['1,23.5', 'en', {}, err('invalid')], // badly grouped
    ['1,2345', 'en', {}, ok('1.2345')], // not a group of 3: a decimal comma
    ['1.2345,5', 'de', {}, err('invalid')],
    ['NaN', 'en', {}, err('invalid')],
    ['Infinity', 'en', {}, err('invalid')],
    ['0x10', 'en', {}, err('invalid')],
    ['1_000', 'en', {}, err('invalid')],
    // nothing typed
    ['', 'en', {}, { kind: 'empty' }],
    ['   ', 'de', {}, { kind: 'empty' }],
  ];

  it.each(cases)('%p in %p (%j) → %j', (text, locale, rules, expected) => {
    expect(parseNumberInput(text, locale, rules)).toEqual(expected);
  });

  it('treats null and undefined as empty, an unknown locale as English', () => {
    expect(parseNumberInput(null, 'en')).toEqual({ kind: 'empty' });
    expect(parseNumberInput(undefined, 'de')).toEqual({ kind: 'empty' });
    expect(parseNumberInput('0,5', 'xx-invalid!')).toEqual(ok('0.5'));
    expect(parseNumberInput('1,5', undefined)).toEqual(ok('1.5'));
  });

  it('keeps every digit of long numbers (no float)', () => {
    const long = '123456789012345678901234567890.123456789012345678901234567890';
    expect(parseNumberInput(long, 'en')).toEqual(ok(long.replace(/0+$/, '')));
    expect(parseNumberInput('9007199254740993', 'en')).toEqual(ok('9007199254740993'));
  });
});

describe('formatNumberForLocale', () => {
  it.each([
    ['1234.5', 'en', 2, '1,234.50'],
    ['1234.5', 'de', 2, '1.234,50'],
    ['1234.5', 'ar-SA', 2, '1,234.50'], // Latin digits
    ['1234.5', 'ar-ARE', 2, '1,234.50'],
    ['1234.5', 'fr', 2, `1${NNBSP}234,50`],
    ['-1234567.125', 'de', 2, '-1.234.567,13'], // half up, exact
    ['1.005', 'de', 2, '1,01'],
    ['0.1', 'de', 0, '0'],
    ['60000', 'en', 0, '60,000'],
    ['123456789012345678901234567890.5', 'en', 1, '123,456,789,012,345,678,901,234,567,890.5'],
    ['', 'de', 2, '--'],
    ['abc', 'de', 2, '--'],
    ['NaN', 'de', 2, '--'],
    ['Infinity', 'de', 2, '--'],
    [null, 'de', 2, '--'],
    [undefined, 'de', 2, '--'],
  ])('%p in %p with %p decimals is %p', (value, locale, decimals, expected) => {
    expect(formatNumberForLocale(value, locale, decimals)).toBe(expected);
  });

  it('can leave grouping out, and takes BigNumber values', () => {
    expect(formatNumberForLocale('1234.5', 'de', 1, { grouped: false })).toBe('1234,5');
    expect(formatNumberForLocale(new BigNumber('1234.5'), 'fr', 1, { grouped: false })).toBe('1234,5');
    expect(formatNumberForLocale(new BigNumber(NaN), 'en', 1)).toBe('--');
  });
});

describe('formatInputValue', () => {
  it.each([
    ['1234.5', 'en', '1234.5'],
    ['1234.5', 'de', '1234,5'],
    ['0.50', 'de', '0,50'], // digits as given
    ['-0.5', 'fr', '-0,5'],
    ['7', 'de', '7'],
    ['.5', 'de', '0,5'],
    ['12.5', 'ar-SA', '12.5'],
    ['', 'de', ''],
    [null, 'de', ''],
    ['1e3', 'de', ''],
    ['abc', 'de', ''],
  ])('%p in %p is %p', (value, locale, expected) => {
    expect(formatInputValue(value, locale)).toBe(expected);
  });

  it('takes a BigNumber in plain notation', () => {
    expect(formatInputValue(new BigNumber('1e-7'), 'de')).toBe('0,0000001');
    expect(formatInputValue(new BigNumber(Infinity), 'de')).toBe('');
  });
});
