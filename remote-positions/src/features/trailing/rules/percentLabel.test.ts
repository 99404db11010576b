import fc from 'fast-check';
import { percentLabel } from './percentLabel';

test.each([
  [0.1, 'en', '0.1%'],
  [25, 'en', '25%'],
  [100, 'en', '100%'],
  [0.1, 'de', '0,1\u00a0%'],
  [99, 'de', '99\u00a0%'],
  [0.1, 'ar-SA', '0.1\u066a'],
  [50, 'ar-SA', '50\u066a'],
  // the UAE site's tag is unknown to Intl: its primary language's format, marks dropped
  [0.1, 'ar-ARE', '0.1%'],
  [0, undefined, '0%'],
])('%s percent in %s → %s', (value, locale, label) => expect(percentLabel(value, locale)).toBe(label));

test('a value that is not a number shows the empty marker', () => {
  expect(percentLabel('abc', 'en')).toBe('--');
});

test('every label keeps Latin digits and the value itself, in every translated language', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 9999 }), fc.constantFrom('en', 'de', 'ar-SA', 'ar-ARE'), (tenths, locale) => {
      const value = tenths / 10;
      const label = percentLabel(value, locale);
      expect(label).toMatch(/^[0-9.,]+[\s\u00a0]?[%\u066a]$/);
      expect(label.replace(/[^0-9.,]/g, '').replace(',', '.')).toBe(String(value));
    }),
  );
});
