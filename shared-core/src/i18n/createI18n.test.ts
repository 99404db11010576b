import { commonEn } from './common';
import { commonArSa } from './commonArSa';
import { namespaceTranslationGaps, translationGaps } from './completeness';
import { createI18n, isolate, loadAllTexts } from './createI18n';
import { offeredLanguages, resolveOfferedLanguage, TRANSLATED_LANGUAGES } from './languages';

const keysOf = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keysOf(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

describe('the languages a site offers: its spec list, only those translated completely', () => {
  it.each([
    ['GLOBAL', ['en', 'de', 'ar-SA']],
    ['EU', ['en', 'de']],
    ['AE', ['en', 'ar-ARE']],
    ['KZ', ['en']],
    ['TR', ['en']],
    ['GE', ['en']],
    ['ID', ['en']],
    ['HK', ['en']],
    ['NL', ['en']],
  ] as const)('%s offers %j', (site, expected) => {
    expect(offeredLanguages(site)).toEqual(expected);
    expect(createI18n('en', { site }).options.supportedLngs).toEqual(expect.arrayContaining([...expected]));
  });

  it('ar-ARE is translated with the texts of ar-SA', () => {
    expect(TRANSLATED_LANGUAGES).toEqual(['en', 'de', 'ar-SA', 'ar-ARE']);
    const i18n = createI18n('ar-ARE', { site: 'AE' });
    expect(i18n.getResourceBundle('ar-ARE', 'common')).toEqual(i18n.getResourceBundle('ar-SA', 'common'));
  });

  it('starts in the saved language if offered, else the browser language, else en', () => {
    expect(resolveOfferedLanguage('GLOBAL', 'de', ['ar-SA'])).toBe('de');
    expect(resolveOfferedLanguage('GLOBAL', 'AR-sa', [])).toBe('ar-SA');
    expect(resolveOfferedLanguage('GLOBAL', 'ja', ['ja-JP', 'de-AT'])).toBe('de'); // ja: not translated
    expect(resolveOfferedLanguage('AE', null, ['ar-AE'])).toBe('ar-ARE');
    expect(resolveOfferedLanguage('TR', 'tr', ['tr-TR'])).toBe('en');
    expect(resolveOfferedLanguage('EU', 'fr', ['fr-FR', 'it'])).toBe('en');
    expect(resolveOfferedLanguage('GLOBAL', undefined, ['en-GB', 'de'])).toBe('en');
  });
});

describe('createI18n and the regional site', () => {
  it('offers the site languages that are translated; any other resolves to en', () => {
    expect(createI18n('de').language).toBe('de');
    expect(createI18n('de', { site: 'TR' }).language).toBe('en');
    expect(createI18n('tr', { site: 'TR' }).language).toBe('en'); // the Turkish site offers Turkish once translated
    expect(createI18n('ar-ARE', { site: 'GLOBAL' }).language).toBe('en');
  });

  it('a language the site lists but nobody translated is not offered: English, not a mixed page', async () => {
    const i18n = createI18n('ja');
    expect(i18n.language).toBe('en');
    await i18n.changeLanguage('ja');
    expect(i18n.resolvedLanguage).toBe('en');
    expect(i18n.t('widget.retry')).toBe('Retry');
  });

  it('Arabic (ar-SA, and ar-ARE on the UAE site) is complete: no English text on an Arabic page', async () => {
    const ar = createI18n('ar-SA');
    await loadAllTexts(ar);
    const uae = createI18n('ar-ARE', { site: 'AE' });
    await loadAllTexts(uae);
    expect(ar.t('app.signOut')).toBe('تسجيل الخروج');
    expect(ar.t('errors.9000001')).not.toBe(commonEn.errors['9000001']);
    expect(uae.t('app.language')).toBe('اللغة');
  });

  it('Arabic keys all exist in English, none empty', async () => {
    const en = new Set(keysOf(commonEn));
    const ar = createI18n('ar-SA');
    await loadAllTexts(ar);
    for (const key of keysOf(commonArSa)) {
      expect(en.has(key)).toBe(true);
      expect(ar.t(key)).not.toBe('');
    }
  });
});

describe('translationGaps', () => {
  const en = { a: 'Hello {{name}}', b: { c: 'See $t(common:x)' }, d: 'Plain' };
  it('is empty for a complete translation', () => {
    expect(translationGaps(en, { a: 'Hallo {{ name }}', b: { c: 'Siehe $t(common:x)' }, d: 'Schlicht' })).toEqual([]);
  });
  it('names missing, empty, extra texts and changed insertions', () => {
    expect(translationGaps(en, { a: 'Hallo {{user}}', b: { c: 'Siehe' }, d: ' ', e: 'Extra' })).toEqual([
      'a: has {{user}}, English {{name}}',
      'b.c: has no insertions, English $t(common:x)',
      'd: empty',
      'e: not in English',
    ]);
    expect(translationGaps(en, { a: 'Hallo {{name}}' })).toEqual(['b.c: missing', 'd: missing']);
    expect(translationGaps(en, undefined)).toEqual(['no texts at all']);
  });
  it('checks a namespace in every translated language as registered on an instance', async () => {
    const i18n = createI18n('en');
    await loadAllTexts(i18n);
    expect(namespaceTranslationGaps(i18n, 'common')).toEqual({});
    i18n.addResourceBundle('en', 'probe', { x: 'X {{n}}' });
    i18n.addResourceBundle('de', 'probe', { x: 'X' });
    i18n.addResourceBundle('ar-SA', 'probe', { x: 'س {{n}}' });
    expect(namespaceTranslationGaps(i18n, 'probe')).toEqual({
      de: ['x: has no insertions, English {{n}}'],
      'ar-ARE': ['no texts at all'],
    });
    expect(namespaceTranslationGaps(i18n, 'nothing')).toEqual({ en: ['no texts at all'] });
  });
});

describe('interpolated values in right-to-left text', () => {
  const t = (lng: string) => {
    const i18n = createI18n(lng);
    i18n.addResourceBundle(lng, 'common', { pnl: 'PnL {{value}} on {{size}}' }, true, true);
    return (value: string, size: string) => i18n.t('pnl', { value, size });
  };

  it('Arabic: each value is a first-strong isolate, so a sign stays left of its digits', () => {
    const text = t('ar-SA')('+74.6250', '0.25 BTC');
    expect(text).toBe(`PnL ${isolate('+74.6250')} on ${isolate('0.25 BTC')}`);
    expect(isolate('x')).toBe('\u2068x\u2069');
  });

  it('English and German: values untouched; never HTML-escaped (React escapes)', () => {
    expect(t('en')('-16.66%', '<1 & 2>')).toBe('PnL -16.66% on <1 & 2>');
    expect(t('de')('-16,66 %', '0,25 BTC')).toBe('PnL -16,66 % on 0,25 BTC');
  });
});
