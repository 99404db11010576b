import { createI18n, namespaceTranslationGaps } from 'shared-core';
import { addPositionsNamespace, NS } from '../../i18n';
import { ensureMmrTexts, mmrTexts } from './texts';

it('every language has every MMR close text, none empty, placeholders kept (gap test)', () => {
  const i18n = createI18n('en');
  addPositionsNamespace(i18n);
  ensureMmrTexts(i18n);
  expect(namespaceTranslationGaps(i18n, NS)).toEqual({});
  expect(mmrTexts['ar-ARE']).toBe(mmrTexts['ar-SA']);
});

it.each(['mmrOrderSuccess', 'mmrCancelSuccess', 'mmr.minimumExplain', 'mmr.limitExplain'])(
  'the key %s is translated (de)',
  (key) => {
    const i18n = createI18n('de');
    ensureMmrTexts(i18n);
    const text = i18n.t(`${NS}:${key}`, { current: '3' });
    expect(text).not.toBe(key);
    expect(text).not.toContain('{{');
  },
);
