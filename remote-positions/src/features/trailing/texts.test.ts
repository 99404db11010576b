import { createI18n, namespaceTranslationGaps } from 'shared-core';
import { addPositionsNamespace, NS } from '../../i18n';
import { ensureTrailingTexts, trailingTexts } from './texts';

it('every language has every trailing-stop text, none empty, placeholders kept (gap test)', () => {
  const i18n = createI18n('en');
  addPositionsNamespace(i18n);
  ensureTrailingTexts(i18n);
  expect(namespaceTranslationGaps(i18n, NS)).toEqual({});
  expect(trailingTexts['ar-ARE']).toBe(trailingTexts['ar-SA']);
});

it.each(['trailingValueValid', 'trailingStopSetSuccess', 'trailingStopCancelSuccess'])(
  'the spec message key %s is a key at the top of the positions namespace (de)',
  (key) => {
    const i18n = createI18n('de');
    ensureTrailingTexts(i18n);
    expect(i18n.t(`${NS}:${key}`)).not.toBe(key);
    expect(i18n.t(`${NS}:${key}`)).not.toBe(trailingTexts.en[key as keyof typeof trailingTexts.en]);
  },
);
