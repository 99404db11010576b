import { commonEn } from './common';
import { commonArSa } from './commonArSa';
import { commonDe } from './commonDe';
import { NUMBER_INPUT_ERRORS, parseNumberInput } from '../domain/numbers';
import { namespaceTranslationGaps } from './completeness';
import { commonTexts, createI18n, loadAllTexts } from './createI18n';

/** An instance with every language's texts (they are lazy chunks on the page). */
async function loaded(lng: string, site?: Parameters<typeof createI18n>[1]) {
  const i18n = createI18n(lng, site);
  await loadAllTexts(i18n);
  return i18n;
}

const keysOf = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keysOf(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

describe('common texts', () => {
  it('every translated language has every English text, none empty, with the same insertions', async () => {
    expect(namespaceTranslationGaps(await loaded('en'), 'common')).toEqual({});
  });

  it('German has every English key, none empty', async () => {
    expect(keysOf(commonDe).sort()).toEqual(keysOf(commonEn).sort());
    const de = await loaded('de');
    for (const key of keysOf(commonDe)) expect(de.t(key)).not.toBe('');
  });

  it('Arabic (ar-SA, also used for ar-ARE) has exactly the English keys, none empty, placeholders kept', async () => {
    expect(keysOf(commonArSa).sort()).toEqual(keysOf(commonEn).sort());
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    const arabic = await loaded('ar-SA');
    for (const key of keysOf(commonEn)) {
      const en = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], commonEn) as string;
      const ar = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], commonArSa) as string;
      expect(ar).not.toBe('');
      expect(placeholders(ar)).toEqual(placeholders(en));
    }
    expect((await loaded('ar-ARE', { site: 'AE' })).t('compliance.acknowledge')).toBe('فهمت');
    // A trader on the Arabic page reads the catalogue's texts in Arabic, nested price kinds included.
    expect(arabic.t('errors.30074', { priceKind: 'mark' })).toBe('يجب أن يكون سعر التفعيل أعلى من سعر العلامة الحالي.');
    expect(arabic.t('errors.9000001')).toBe('انتهت مهلة الطلب. يُرجى المحاولة مرة أخرى.');
  });

  it('a value inside a nested key is unescaped ({{-name}}): an Arabic isolate must never land in a key', () => {
    for (const texts of [commonEn, commonDe, commonArSa]) {
      const nestedWithValue = JSON.stringify(texts).match(/\$t\([^)]*\{\{[^}]*\}\}[^)]*\)/g) ?? [];
      expect(nestedWithValue.length).toBeGreaterThan(0);
      for (const nested of nestedWithValue) expect(nested).not.toMatch(/\{\{(?!-)/);
    }
  });

  it('switches language on one instance', async () => {
    const i18n = createI18n('en');
    expect(i18n.t('widget.retry')).toBe('Retry');
    await i18n.changeLanguage('de');
    await commonTexts.ensure(i18n, 'de'); // the German chunk, fetched on the switch
    expect(i18n.t('widget.retry')).toBe('Erneut versuchen');
  });

  it('has a text for every refusal of a number input, in every language, with its parameters', async () => {
    for (const lng of ['en', 'de', 'ar-SA', 'ar-ARE']) {
      const i18n = await loaded(lng, { site: lng === 'ar-ARE' ? 'AE' : 'GLOBAL' });
      for (const error of NUMBER_INPUT_ERRORS)
        expect(i18n.exists(`common:numberInput.${error}`, { fallbackLng: [] })).toBe(true);
      const tooMany = parseNumberInput('0.123', lng, { precision: 2 });
      const ambiguous = parseNumberInput(lng === 'de' ? '1.000' : '1,000', lng); // grouping or a point?
      if (tooMany.kind !== 'error' || ambiguous.kind !== 'error') throw new Error('expected refusals');
      expect(i18n.t(tooMany.key, tooMany.params)).toContain('2');
      expect(i18n.t(ambiguous.key, ambiguous.params)).toContain(lng === 'de' ? ',' : '.');
    }
    const de = await loaded('de');
    const refusal = parseNumberInput('1.000', 'de');
    if (refusal.kind !== 'error') throw new Error('expected a refusal');
    expect(de.t(refusal.key, refusal.params)).toBe('Bitte , als Dezimaltrennzeichen verwenden');
  });
});

describe('common texts other than English are fetched when the page shows the language', () => {
  it('a page starting in German reads English until the German chunk is in, then German', async () => {
    const i18n = createI18n('de');
    const announced = jest.fn();
    i18n.on('languageChanged', announced);
    expect(i18n.language).toBe('de');
    expect(i18n.t('widget.retry')).toBe('Retry');
    await commonTexts.ensure(i18n, 'de');
    expect(i18n.t('widget.retry')).toBe('Erneut versuchen');
    expect(announced).toHaveBeenCalledWith('de'); // components re-render with the new texts
    expect(i18n.hasResourceBundle('ar-SA', 'common')).toBe(false); // nothing else was fetched
  });

  it('switching to Arabic fetches Arabic once; English needs no fetch', async () => {
    const i18n = createI18n('en');
    expect(commonTexts.ensure(i18n, 'en')).toBeNull();
    await i18n.changeLanguage('ar-SA');
    await commonTexts.ensure(i18n, 'ar-SA');
    expect(i18n.t('app.signOut')).toBe('تسجيل الخروج');
    expect(commonTexts.ensure(i18n, 'ar-SA')).toBeNull();
  });
});
