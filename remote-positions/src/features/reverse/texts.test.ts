import { createI18n, namespaceTranslationGaps } from 'shared-core';
import { addPositionsNamespace, NS } from '../../i18n';
import { ensureReverseTexts, reverseTexts } from './texts';

it('every language has every reverse text, none empty, placeholders kept (gap test)', () => {
  const i18n = createI18n('en');
  addPositionsNamespace(i18n);
  ensureReverseTexts(i18n);
  expect(namespaceTranslationGaps(i18n, NS)).toEqual({});
  expect(reverseTexts['ar-ARE']).toBe(reverseTexts['ar-SA']);
});

it('German reads its own texts once the chunk added them', () => {
  const i18n = createI18n('de');
  ensureReverseTexts(i18n);
  expect(i18n.t(`${NS}:reverse.confirm`)).toBe('Umkehren');
});
