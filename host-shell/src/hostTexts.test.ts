import { createI18n, loadAllTexts, namespaceTranslationGaps, TRANSLATED_LANGUAGES } from 'shared-core';
import { addHostTexts, hostEn, hostTexts } from './hostTexts';
import { hostArSa } from './hostTextsAr';
import { hostDe } from './hostTextsDe';

const keysOf = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keysOf(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

it('German has every English key and no extra', () => {
  expect(keysOf(hostDe).sort()).toEqual(keysOf(hostEn).sort());
});

it('Arabic (ar-SA, also used for ar-ARE) has exactly the English keys, none empty', async () => {
  expect(keysOf(hostArSa).sort()).toEqual(keysOf(hostEn).sort());
  for (const lng of ['ar-SA', 'ar-ARE'] as const) {
    const i18n = createI18n(lng, { site: lng === 'ar-SA' ? 'GLOBAL' : 'AE' });
    addHostTexts(i18n);
    await loadAllTexts(i18n, hostTexts);
    for (const key of keysOf(hostEn)) {
      const text = i18n.t(`host:${key}`, { route: 'المسار 1' });
      expect(text).not.toBe('');
      expect(text).not.toBe(i18n.t(`host:${key}`, { lng: 'en', route: 'المسار 1' }));
    }
  }
});

it('every language the site offers has every English text, none empty, with the same insertions', async () => {
  const i18n = createI18n('en');
  addHostTexts(i18n);
  await loadAllTexts(i18n, hostTexts);
  expect(TRANSLATED_LANGUAGES.filter((lng) => !i18n.hasResourceBundle(lng, 'host'))).toEqual([]);
  expect(namespaceTranslationGaps(i18n, 'host')).toEqual({});
});

it('an English page fetches no German or Arabic host texts; switching fetches that language', async () => {
  const i18n = createI18n('en');
  addHostTexts(i18n);
  expect(i18n.hasResourceBundle('de', 'host')).toBe(false);
  await i18n.changeLanguage('de');
  await hostTexts.ensure(i18n, 'de');
  expect(i18n.t('host:slots.remote_positions')).toBe(hostDe.slots.remote_positions);
  expect(i18n.hasResourceBundle('ar-SA', 'host')).toBe(false);
});
