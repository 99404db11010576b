import { arrowStep, fieldText, keptOnBlur, readTyped } from './numberText';

describe('a locale number field (StepInput)', () => {
  it.each([
    // typed,                                 stored value, locale, shown
    [null, '', 'en', ''],
    [null, '1234.5', 'en', '1234.5'],
    [null, '0.5', 'de', '0,5'],
    [{ text: '0,', value: '0' }, '0', 'de', '0,'],
    // the store moved on (a step, a correction on blur): the value is shown, not the old text
    [{ text: '0,', value: '0' }, '0.01', 'de', '0,01'],
  ])('typed %j over %s in %s shows %j', (typed, value, locale, shown) => {
    expect(fieldText(typed, value, locale)).toBe(shown);
  });

  it.each([
    // raw, locale, precision, change (or refusal key)
    ['0,5', 'de', 2, { change: '0.5' }],
    ['0.5', 'en', 2, { change: '0.5' }],
    ['', 'en', 2, { change: '' }],
    ['-50', 'en', 2, { refused: 'common:numberInput.negative' }],
    ['1e3', 'en', 2, { refused: 'common:numberInput.exponent' }],
    ['10.0.5', 'en', 2, { refused: 'common:numberInput.multiplePoints' }],
    ['0.123', 'en', 2, { refused: 'common:numberInput.tooManyDecimals' }],
  ])('%j typed in %s (%d decimals) → %j', (raw, locale, precision, expected) => {
    const r = readTyped(raw, '7', locale, precision);
    if ('change' in expected) {
      expect(r).toEqual({ typed: { text: raw, value: expected.change }, change: expected.change });
    } else {
      // the stored value stays; the text stays on screen with its message
      expect(r).toMatchObject({ typed: { text: raw, value: '7' }, refused: { key: expected.refused } });
    }
  });

  it('leaving the field shows a valid text back in the locale, keeps a refused one', () => {
    expect(keptOnBlur({ text: '0,50', value: '0.5' }, '0.5', 'de', 2)).toBeNull();
    const refused = { text: '1.000', value: '7' };
    expect(keptOnBlur(refused, '7', 'de', 2)).toBe(refused);
    expect(keptOnBlur(null, '7', 'de', 2)).toBeNull();
  });

  it('ArrowUp / ArrowDown step, other keys do not', () => {
    expect([arrowStep('ArrowUp'), arrowStep('ArrowDown'), arrowStep('Enter')]).toEqual([1, -1, null]);
  });
});
