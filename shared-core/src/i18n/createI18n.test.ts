import { commonEn } from './common';
import { commonArSa } from './commonArSa';
import { createI18n } from './createI18n';

const keysOf = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keysOf(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

describe('createI18n and the regional site', () => {
  it('offers the site languages; one the site does not offer resolves to en', () => {
    expect(createI18n('de').language).toBe('de');
    expect(createI18n('de', { site: 'TR' }).language).toBe('en');
    expect(createI18n('tr', { site: 'TR' }).language).toBe('tr');
    expect(createI18n('ar-ARE', { site: 'GLOBAL' }).language).toBe('en');
  });

  it('a language without translations shows English texts', () => {
    const i18n = createI18n('ja');
    expect(i18n.language).toBe('ja');
    expect(i18n.t('widget.retry')).toBe('Retry');
  });

  it('Arabic (ar-SA, and ar-ARE on the UAE site) is complete: no English text on an Arabic page', () => {
    const ar = createI18n('ar-SA');
    expect(ar.t('app.signOut')).toBe('تسجيل الخروج');
    expect(ar.t('errors.9000001')).not.toBe(commonEn.errors['9000001']);
    expect(createI18n('ar-ARE', { site: 'AE' }).t('app.language')).toBe('اللغة');
  });

  it('Arabic keys all exist in English, none empty', () => {
    const en = new Set(keysOf(commonEn));
    for (const key of keysOf(commonArSa)) {
      expect(en.has(key)).toBe(true);
      expect(createI18n('ar-SA').t(key)).not.toBe('');
    }
  });
});
