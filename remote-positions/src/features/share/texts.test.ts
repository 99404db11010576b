import { createI18n, namespaceTranslationGaps } from 'shared-core';
import { addPositionsNamespace, NS } from '../../i18n';
import { ensureShareTexts, shareTexts } from './texts';

it('every language has every share poster text, none empty, placeholders kept (gap test)', () => {
  const i18n = createI18n('en');
  addPositionsNamespace(i18n);
  ensureShareTexts(i18n);
  expect(namespaceTranslationGaps(i18n, NS)).toEqual({});
  expect(shareTexts['ar-ARE']).toBe(shareTexts['ar-SA']);
});
