import { createI18n, namespaceTranslationGaps, TRANSLATED_LANGUAGES } from 'shared-core';
import { addPositionsNamespace, NS, positionsArSa, positionsDe, positionsEn, positionsResources } from './i18n';

const keysOf = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keysOf(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

it('German has every English key and no extra', () => {
  expect(keysOf(positionsDe).sort()).toEqual(keysOf(positionsEn).sort());
});

it('Arabic (ar-SA, also used for ar-ARE) has exactly the English keys, none empty, placeholders kept', () => {
  expect(keysOf(positionsArSa).sort()).toEqual(keysOf(positionsEn).sort());
  const at = (o: object, key: string) =>
    key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], o) as string;
  const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
  for (const key of keysOf(positionsEn)) {
    expect(at(positionsArSa, key)).not.toBe('');
    expect(placeholders(at(positionsArSa, key))).toEqual(placeholders(at(positionsEn, key)));
  }
  expect(positionsResources['ar-ARE']).toBe(positionsResources['ar-SA']);
});

it('every language the site offers has every English text, none empty, with the same insertions', () => {
  expect(TRANSLATED_LANGUAGES.filter((lng) => !(lng in positionsResources))).toEqual([]);
  const i18n = createI18n('en');
  addPositionsNamespace(i18n);
  expect(namespaceTranslationGaps(i18n, NS)).toEqual({});
});
