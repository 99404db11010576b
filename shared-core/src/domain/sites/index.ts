/**
 * Regional sites, their language lists, text direction and the language cookie (spec
 * order-panel.md §6 and §9, option-entry-and-platform.md §9). Pure: the host reads
 * `location.hostname` and writes `document.cookie`.
 *
 * Site from the hostname (lower-cased, port and trailing dot dropped), first match wins:
 * | site   | region       | hostname matches when …                      | examples                          |
 * | ------ | ------------ | -------------------------------------------- | --------------------------------- |
 * | EU     | EU           | a label is `eu` (subdomain) or the TLD is .eu | eu.trade.example, trade.example.eu |
 * | KZ     | Kazakhstan   | a label is `kz` or the TLD is .kz            | kz.trade.example, trade.example.kz |
 * | TR     | Turkey       | a label is `tr` or the TLD is .tr            | tr.trade.example, example.com.tr   |
 * | GE     | Georgia      | a label is `ge` or the TLD is .ge            | ge.trade.example, example.ge       |
 * | ID     | Indonesia    | a label is `id` or the TLD is .id            | id.trade.example, example.co.id    |
 * | HK     | Hong Kong    | a label is `hk` or the TLD is .hk            | hk.trade.example, example.com.hk   |
 * | AE     | UAE          | a label is `ae` or the TLD is .ae            | ae.trade.example, example.ae       |
 * | NL     | Netherlands  | a label is `nl` or the TLD is .nl            | nl.trade.example, example.nl       |
 * | GLOBAL | everything else, incl. localhost and IP addresses                             | trade.example, 127.0.0.1           |
 * "A label" means a subdomain label, left of the registrable domain (the last two labels):
 * `www.eu.trade.example` is EU, while a domain named `eu.example` is GLOBAL (its TLD is .example).
 * Subdomains win over the TLD (`tr.example.eu` is TR). For local testing `eu.localhost:3000`
 * resolves to this machine in Chromium and opens the EU site.
 *
 * Language lists (the spec fixes only their sizes: global 17 + Polish and Romanian, EU 8, other
 * regions 2 or 3; the members are our choice). English is first everywhere: it is the default
 * display language and the fallback for texts not translated.
 */

export const REGIONAL_SITES = ['GLOBAL', 'EU', 'KZ', 'TR', 'GE', 'ID', 'HK', 'AE', 'NL'] as const;
export type RegionalSite = (typeof REGIONAL_SITES)[number];

export const DEFAULT_DISPLAY_LANGUAGE = 'en';

/** The 17 languages of the global site, before Polish and Romanian. */
const GLOBAL_17 = [
  'en',
  'zh-TW',
  'ja',
  'ko',
  'ru',
  'es',
  'pt-BR',
  'fr',
  'de',
  'it',
  'tr',
  'uk',
  'vi',
  'id',
  'th',
  'ms',
  'ar-SA',
] as const;

export const SITE_LANGUAGES: Readonly<Record<RegionalSite, readonly string[]>> = {
  GLOBAL: [...GLOBAL_17, 'pl', 'ro'],
  EU: ['en', 'de', 'fr', 'es', 'it', 'nl', 'pl', 'ro'],
  KZ: ['en', 'ru', 'kk'],
  TR: ['en', 'tr'],
  GE: ['en', 'ka', 'ru'],
  ID: ['en', 'id'],
  HK: ['en', 'zh-HK'],
  AE: ['en', 'ar-ARE'],
  NL: ['en', 'nl'],
};

/** Every language some site offers. */
export const ALL_SITE_LANGUAGES: readonly string[] = [...new Set(Object.values(SITE_LANGUAGES).flat())];

/** Each language by its own name, in its own script (the picker shows these whatever the page language). */
export const LANGUAGE_ENDONYMS: Readonly<Record<string, string>> = {
  en: 'English',
  'zh-TW': '繁體中文',
  'zh-HK': '繁體中文（香港）',
  ja: '日本語',
  ko: '한국어',
  ru: 'Русский',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  tr: 'Türkçe',
  uk: 'Українська',
  vi: 'Tiếng Việt',
  id: 'Bahasa Indonesia',
  th: 'ไทย',
  ms: 'Bahasa Melayu',
  'ar-SA': 'العربية',
  'ar-ARE': 'العربية (الإمارات)',
  pl: 'Polski',
  ro: 'Română',
  nl: 'Nederlands',
  kk: 'Қазақша',
  ka: 'ქართული',
};

/** Site codes matched against hostname labels and the TLD, in table order. */
const SITE_LABELS: readonly (readonly [RegionalSite, string])[] = [
  ['EU', 'eu'],
  ['KZ', 'kz'],
  ['TR', 'tr'],
  ['GE', 'ge'],
  ['ID', 'id'],
  ['HK', 'hk'],
  ['AE', 'ae'],
  ['NL', 'nl'],
];

/** The regional site of a hostname (see the table above); GLOBAL for anything unmatched. */
export function siteOfHostname(hostname: string | null | undefined): RegionalSite {
  const host = String(hostname ?? '')
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/\.$/, '');
  if (!host || /^[\d.]+$/.test(host) || host.includes(':')) return 'GLOBAL'; // IPv4 / IPv6
  const labels = host.split('.');
  const tld = labels.length > 1 ? labels[labels.length - 1] : undefined;
  const subdomains = labels.slice(0, Math.max(0, labels.length - 2));
  // `eu.localhost`: localhost is a one-label domain, so its left label counts as a subdomain
  if (labels[labels.length - 1] === 'localhost') subdomains.push(...labels.slice(0, -1));
  for (const [site, code] of SITE_LABELS) if (subdomains.includes(code)) return site;
  for (const [site, code] of SITE_LABELS) if (tld === code) return site;
  return 'GLOBAL';
}

export function languagesOfSite(site: RegionalSite): readonly string[] {
  return SITE_LANGUAGES[site] ?? SITE_LANGUAGES.GLOBAL;
}

const normalisedLanguage = (lng: string): string => lng.trim().toLowerCase().replace(/_/g, '-');

/** The list's own spelling of a language code (case-insensitive, `_` as `-`: 'AR_sa' → 'ar-SA'), or null. */
export function matchLanguage<T extends string>(languages: readonly T[], lng: string | null | undefined): T | null {
  if (!lng) return null;
  const wanted = normalisedLanguage(lng);
  return languages.find((l) => l.toLowerCase() === wanted) ?? null;
}

/**
 * The language to start in, among `languages`: the saved choice (cookie), else the browser's
 * (exact, then by its primary subtag: 'de-AT' → 'de', 'ar-AE' → the list's first Arabic), else
 * `fallback`.
 */
export function pickLanguage<T extends string>(
  languages: readonly T[],
  saved: string | null | undefined,
  browserLanguages: readonly string[],
  fallback: T,
): T {
  const fromSaved = matchLanguage(languages, saved);
  if (fromSaved) return fromSaved;
  for (const browser of browserLanguages) {
    const exact = matchLanguage(languages, browser);
    if (exact) return exact;
    const primary = normalisedLanguage(browser).split('-')[0];
    const byPrimary = languages.find((l) => l.toLowerCase().split('-')[0] === primary);
    if (byPrimary) return byPrimary;
  }
  return fallback;
}

/** The site's own spelling of a language code (case-insensitive match: 'AR-sa' → 'ar-SA'), or null. */
export const siteLanguage = (site: RegionalSite, lng: string | null | undefined): string | null =>
  matchLanguage(languagesOfSite(site), lng);

/** The language the page starts in among the site's (see pickLanguage), else en. */
export const resolveInitialLanguage = (
  site: RegionalSite,
  saved: string | null | undefined,
  browserLanguages: readonly string[] = [],
): string => pickLanguage<string>(languagesOfSite(site), saved, browserLanguages, DEFAULT_DISPLAY_LANGUAGE);

/** Right-to-left languages (order-panel.md §6): exactly ar-SA and ar-ARE. */
export const RTL_LANGUAGES = ['ar-SA', 'ar-ARE'] as const;

export function textDirectionOf(lng: string | null | undefined): 'rtl' | 'ltr' {
  const l = (lng ?? '').toLowerCase();
  return RTL_LANGUAGES.some((r) => r.toLowerCase() === l) ? 'rtl' : 'ltr';
}

// ------------------------------------------------------------------ language cookie

export const LANGUAGE_COOKIE_NAME = 'language';
export const LANGUAGE_COOKIE_DAYS = 100;
export const LANGUAGE_COOKIE_MAX_AGE_S = LANGUAGE_COOKIE_DAYS * 24 * 60 * 60;

/**
 * The `document.cookie` assignment that saves the language for 100 days: Max-Age (and Expires
 * for old browsers when `now` is given), path /, SameSite=Lax; `domain` to share it across the
 * site's subdomains.
 */
export function buildLanguageCookie(lng: string, options: { now?: number; domain?: string } = {}): string {
  const parts = [`${LANGUAGE_COOKIE_NAME}=${encodeURIComponent(lng)}`, `Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}`];
  if (options.now !== undefined && Number.isFinite(options.now))
    parts.push(`Expires=${new Date(options.now + LANGUAGE_COOKIE_MAX_AGE_S * 1000).toUTCString()}`);
  parts.push('Path=/');
  if (options.domain) parts.push(`Domain=${options.domain}`);
  parts.push('SameSite=Lax');
  return parts.join('; ');
}

/** The language saved in a cookie header (`document.cookie`), or null. */
export function parseLanguageCookie(cookieHeader: string | null | undefined): string | null {
  for (const pair of String(cookieHeader ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== LANGUAGE_COOKIE_NAME) continue;
    try {
      const value = decodeURIComponent(pair.slice(eq + 1).trim());
      return value || null;
    } catch {
      return null; // malformed percent-encoding
    }
  }
  return null;
}
