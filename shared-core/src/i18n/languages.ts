import {
  DEFAULT_DISPLAY_LANGUAGE,
  languagesOfSite,
  matchLanguage,
  pickLanguage,
  type RegionalSite,
} from '../domain/sites';

/**
 * The languages translated completely, in every namespace of every package (each package's i18n
 * test checks its namespace against this list). A regional site offers only those of its
 * languages (spec §9 lists what a site may offer; `SITE_LANGUAGES` in domain/sites) that are
 * here: a trader who picks a language reads it everywhere, never 33 English strings. ar-ARE (the
 * UAE site) is registered with ar-SA's texts. To add a language: translate every namespace, then
 * add it here; the i18n tests fail until every package has it.
 */
export const TRANSLATED_LANGUAGES = ['en', 'de', 'ar-SA', 'ar-ARE'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

export function isTranslatedLanguage(lng: string | null | undefined): lng is TranslatedLanguage {
  return (TRANSLATED_LANGUAGES as readonly string[]).includes(lng ?? '');
}

/** The site's languages that are translated, in the site's order; English at least. */
export function offeredLanguages(site: RegionalSite): readonly TranslatedLanguage[] {
  const offered = languagesOfSite(site).filter(isTranslatedLanguage);
  return offered.includes(DEFAULT_DISPLAY_LANGUAGE) ? offered : [DEFAULT_DISPLAY_LANGUAGE, ...offered];
}

/** The offered spelling of a language code (case-insensitive: 'AR-sa' → 'ar-SA'), or null. */
export const offeredLanguage = (site: RegionalSite, lng: string | null | undefined): TranslatedLanguage | null =>
  matchLanguage(offeredLanguages(site), lng);

/**
 * The language the page starts in, among the offered ones (pickLanguage): the saved choice
 * (cookie), else the browser's, else en. A language the site lists but nobody translated is skipped.
 */
export const resolveOfferedLanguage = (
  site: RegionalSite,
  saved: string | null | undefined,
  browserLanguages: readonly string[] = [],
): TranslatedLanguage => pickLanguage(offeredLanguages(site), saved, browserLanguages, DEFAULT_DISPLAY_LANGUAGE);
