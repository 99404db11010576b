import type { i18n as I18n } from 'i18next';
import { TRANSLATED_LANGUAGES } from './languages';

/** Every leaf of a resource tree as [dotted key, value]. */
function leavesOf(tree: object, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([k, v]): [string, unknown][] =>
    typeof v === 'object' && v !== null ? leavesOf(v as object, `${prefix}${k}.`) : [[`${prefix}${k}`, v]],
  );
}

/** The `{{variable}}`s and `$t(nested)` references of a text, sorted, duplicates removed. */
function insertionsOf(text: string): string[] {
  const variables = [...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((m) => `{{${m[1] ?? ''}}}`);
  const nested = [...text.matchAll(/\$t\(([^,)]+)/g)].map((m) => `$t(${m[1] ?? ''})`);
  return [...new Set([...variables, ...nested])].sort();
}

/**
 * What keeps `translated` from being a complete copy of `english`: a missing, extra or empty
 * text, or a text whose interpolation variables (or nested `$t(…)` references) differ. Empty
 * when complete. Plural suffixes are not special-cased (no namespace uses plurals yet).
 */
export function translationGaps(english: object, translated: object | null | undefined): string[] {
  if (!translated) return ['no texts at all'];
  const en = new Map(leavesOf(english));
  const other = new Map(leavesOf(translated));
  const gaps: string[] = [];
  for (const [key, enText] of en) {
    const text = other.get(key);
    if (text === undefined) gaps.push(`${key}: missing`);
    else if (typeof text !== 'string' || text.trim() === '') gaps.push(`${key}: empty`);
    else if (typeof enText === 'string' && insertionsOf(text).join() !== insertionsOf(enText).join())
      gaps.push(
        `${key}: has ${insertionsOf(text).join(' ') || 'no insertions'}, English ${insertionsOf(enText).join(' ')}`,
      );
  }
  for (const key of other.keys()) if (!en.has(key)) gaps.push(`${key}: not in English`);
  return gaps;
}

/**
 * The gaps of one namespace as registered on an i18next instance, per translated language
 * (`TRANSLATED_LANGUAGES` unless given): `{}` when every language has every English text. For
 * each package's i18n test: `expect(namespaceTranslationGaps(i18n, 'positions')).toEqual({})`.
 */
export function namespaceTranslationGaps(
  i18n: I18n,
  ns: string,
  languages: readonly string[] = TRANSLATED_LANGUAGES,
): Record<string, string[]> {
  const english = i18n.getResourceBundle('en', ns) as object | undefined;
  if (!english || leavesOf(english).length === 0) return { en: ['no texts at all'] };
  const gaps: Record<string, string[]> = {};
  const emptyInEnglish = leavesOf(english).flatMap(([key, text]) =>
    typeof text !== 'string' || text.trim() === '' ? [`${key}: empty`] : [],
  );
  if (emptyInEnglish.length > 0) gaps.en = emptyInEnglish;
  for (const lng of languages) {
    if (lng === 'en') continue;
    const found = translationGaps(english, i18n.getResourceBundle(lng, ns) as object | undefined);
    if (found.length > 0) gaps[lng] = found;
  }
  return gaps;
}
