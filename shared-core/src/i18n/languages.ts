import { DEFAULT_DISPLAY_LANGUAGE, languagesOfSite, type RegionalSite } from '../domain/sites';

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

const normalised = (lng: string): string => lng.trim().toLowerCase().replace(/_/g, '-');

/** The offered spelling of a language code (case-insensitive: 'AR-sa' → 'ar-SA'), or null. */
export function offeredLanguage(site: RegionalSite, lng: string | null | undefined): TranslatedLanguage | null {
  if (!lng) return null;
  const wanted = normalised(lng);
  return offeredLanguages(site).find((l) => l.toLowerCase() === wanted) ?? null;
}

/**
 * The language the page starts in, among the offered ones: the saved choice (cookie), else the
 * browser's (exact, then by its primary subtag: 'de-AT' → 'de', 'ar-AE' → the site's Arabic),
 * else en. A saved or browser language the site lists but nobody translated is skipped.
 */
export function resolveOfferedLanguage(
  site: RegionalSite,
  saved: string | null | undefined,
  browserLanguages: readonly string[] = [],
): TranslatedLanguage {
  const fromSaved = offeredLanguage(site, saved);
  if (fromSaved) return fromSaved;
  for (const browser of browserLanguages) {
    const exact = offeredLanguage(site, browser);
    if (exact) return exact;
    const primary = normalised(browser).split('-')[0];
    const byPrimary = offeredLanguages(site).find((l) => l.toLowerCase().split('-')[0] === primary);
    if (byPrimary) return byPrimary;
  }
  return DEFAULT_DISPLAY_LANGUAGE;
}
