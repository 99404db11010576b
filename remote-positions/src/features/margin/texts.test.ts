import { createI18n, namespaceTranslationGaps } from 'shared-core';
import { addPositionsNamespace, NS } from '../../i18n';
import { ensureMarginTexts, marginTexts, marginTextsEn } from './texts';

it('every language has every margin text, none empty, placeholders kept (gap test)', () => {
  const i18n = createI18n('en');
  addPositionsNamespace(i18n);
  ensureMarginTexts(i18n);
  expect(namespaceTranslationGaps(i18n, NS)).toEqual({});
  expect(marginTexts['ar-ARE']).toBe(marginTexts['ar-SA']);
});

it('the spec message keys are the keys, at the top of the positions namespace', () => {
  const i18n = createI18n('de');
  ensureMarginTexts(i18n);
  for (const key of [
    'setMarginSuccess',
    'setMarginValiError',
    'setMarginWarn',
    'autoAddMarginSuccess',
    'disableAutoAddMarginSuccess',
  ] as const) {
    expect(key in marginTextsEn).toBe(true);
    expect(i18n.t(`${NS}:${key}`, { max: '1', coin: 'USDT' })).not.toBe(key);
  }
});
