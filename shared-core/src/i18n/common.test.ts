import { commonDe, commonEn } from './common';
import { commonArSa } from './commonArSa';
import { NUMBER_INPUT_ERRORS, parseNumberInput } from '../domain/numbers';
import { namespaceTranslationGaps } from './completeness';
import { createI18n } from './createI18n';

const keysOf = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keysOf(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

describe('common texts', () => {
  it('every translated language has every English text, none empty, with the same insertions', () => {
    expect(namespaceTranslationGaps(createI18n('en'), 'common')).toEqual({});
  });

  it('German has every English key, none empty', () => {
    expect(keysOf(commonDe).sort()).toEqual(keysOf(commonEn).sort());
    for (const key of keysOf(commonDe)) expect(createI18n('de').t(key)).not.toBe('');
  });

  it('Arabic (ar-SA, also used for ar-ARE) has exactly the English keys, none empty, placeholders kept', () => {
    expect(keysOf(commonArSa).sort()).toEqual(keysOf(commonEn).sort());
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    const arabic = createI18n('ar-SA');
    for (const key of keysOf(commonEn)) {
      const en = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], commonEn) as string;
      const ar = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], commonArSa) as string;
      expect(ar).not.toBe('');
      expect(placeholders(ar)).toEqual(placeholders(en));
    }
    expect(createI18n('ar-ARE', { site: 'AE' }).t('compliance.acknowledge')).toBe('فهمت');
    // A trader on the Arabic page reads the catalogue's texts in Arabic, nested price kinds included.
    expect(arabic.t('errors.30074', { priceKind: 'mark' })).toBe('يجب أن يكون سعر التفعيل أعلى من سعر العلامة الحالي.');
    expect(arabic.t('errors.9000001')).toBe('انتهت مهلة الطلب. يُرجى المحاولة مرة أخرى.');
  });

  it('switches language on one instance', async () => {
    const i18n = createI18n('en');
    expect(i18n.t('widget.retry')).toBe('Retry');
    await i18n.changeLanguage('de');
    expect(i18n.t('widget.retry')).toBe('Erneut versuchen');
  });

  it('has a text for every refusal of a number input, in every language, with its parameters', () => {
    for (const lng of ['en', 'de', 'ar-SA', 'ar-ARE']) {
      const i18n = createI18n(lng, { site: lng === 'ar-ARE' ? 'AE' : 'GLOBAL' });
      for (const error of NUMBER_INPUT_ERRORS)
        expect(i18n.exists(`common:numberInput.${error}`, { fallbackLng: [] })).toBe(true);
      const tooMany = parseNumberInput('0.123', lng, { precision: 2 });
      const ambiguous = parseNumberInput(lng === 'de' ? '1.000' : '1,000', lng); // grouping or a point?
      if (tooMany.kind !== 'error' || ambiguous.kind !== 'error') throw new Error('expected refusals');
      expect(i18n.t(tooMany.key, tooMany.params)).toContain('2');
      expect(i18n.t(ambiguous.key, ambiguous.params)).toContain(lng === 'de' ? ',' : '.');
    }
    const de = createI18n('de');
    const refusal = parseNumberInput('1.000', 'de');
    if (refusal.kind !== 'error') throw new Error('expected a refusal');
    expect(de.t(refusal.key, refusal.params)).toBe('Bitte , als Dezimaltrennzeichen verwenden');
  });
});
