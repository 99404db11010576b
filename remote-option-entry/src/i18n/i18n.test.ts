import { commonTexts, createI18n, isolate } from 'shared-core';
import { NS, addOptionEntryNamespace, ensureOptionEntryLanguage, type OptionEntryResources } from '.';
import { optionEntryAr, optionEntryDe, optionEntryEn, optionEntryResources } from './all';

/** Every leaf as [dotted key, text]. */
const entriesOf = (o: object, prefix = ''): [string, unknown][] =>
  Object.entries(o).flatMap(([k, v]): [string, unknown][] =>
    typeof v === 'object' && v !== null ? entriesOf(v as object, `${prefix}${k}.`) : [[`${prefix}${k}`, v]],
  );
const keysOf = (o: object): string[] => entriesOf(o).map(([k]) => k);
/** The names of a text's `{{placeholder}}`s (i18next's default interpolation), sorted. */
const placeholdersOf = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

const english = new Map(entriesOf(optionEntryEn));
const translations: [string, OptionEntryResources][] = [
  ['German', optionEntryDe],
  ['Arabic', optionEntryAr],
];

describe.each(translations)('%s', (_language, bundle) => {
  const entries = entriesOf(bundle);

  it('has every English key and no extra', () => {
    expect(keysOf(bundle).sort()).toEqual([...english.keys()].sort());
  });

  it('keeps every placeholder of the English text (and adds none)', () => {
    const mismatches = entries.flatMap(([key, text]) => {
      const en = english.get(key);
      if (typeof en !== 'string' || typeof text !== 'string') return [];
      const expected = [...new Set(placeholdersOf(en))];
      const actual = [...new Set(placeholdersOf(text))];
      return expected.join() === actual.join() ? [] : [{ key, expected, actual }];
    });
    expect(mismatches).toEqual([]);
  });

  it('has no empty text', () => {
    const empty = entries.filter(([, text]) => typeof text !== 'string' || text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });
});

it('English itself has no empty text', () => {
  expect([...english].filter(([, text]) => typeof text !== 'string' || text.trim() === '')).toEqual([]);
});

it('registers Arabic for both Arabic codes of the sites (ar-SA and the UAE ar-ARE)', () => {
  expect(optionEntryResources['ar-SA']).toBe(optionEntryAr);
  expect(optionEntryResources['ar-ARE']).toBe(optionEntryAr);
});

it.each([
  ['GLOBAL', 'ar-SA'],
  ['AE', 'ar-ARE'],
] as const)('the %s site shows the option entry in Arabic for %s (fetched when shown)', async (site, lng) => {
  const i18n = createI18n(lng, { site });
  addOptionEntryNamespace(i18n);
  await ensureOptionEntryLanguage(i18n, lng);
  expect(i18n.language).toBe(lng);
  expect(i18n.t('entry.strike', { ns: NS })).toBe(optionEntryAr.entry.strike);
  // the coin is a first-strong isolate inside the Arabic sentence
  expect(i18n.t('states.empty', { ns: NS, coin: 'BTC' })).toBe(`لا توجد خيارات مدرجة لـ ${isolate('BTC')}.`);
});

it('loads German only when the page switches to it, then announces the language again', async () => {
  const i18n = createI18n('en');
  addOptionEntryNamespace(i18n);
  expect(i18n.hasResourceBundle('de', NS)).toBe(false); // an English reader downloads no German
  const announced: string[] = [];
  i18n.on('languageChanged', (l: string) => announced.push(l));
  await i18n.changeLanguage('de');
  await ensureOptionEntryLanguage(i18n, 'de');
  await commonTexts.ensure(i18n, 'de');
  expect(i18n.t('entry.strike', { ns: NS })).toBe(optionEntryDe.entry.strike);
  // the switch, then each namespace's texts arriving (common's and this one's): components re-render
  expect(announced).toEqual(['de', 'de', 'de']);
  expect(ensureOptionEntryLanguage(i18n, 'de')).toBeNull();
});
