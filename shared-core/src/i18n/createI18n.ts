import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_DISPLAY_LANGUAGE, type RegionalSite } from '../domain/sites';
import { commonEn } from './common';
import { lazyTexts, type LazyTexts } from './lazyTexts';
import { offeredLanguage, offeredLanguages, type TranslatedLanguage } from './languages';

/**
 * The `common` texts other than English: lazy chunks, fetched when the page shows the language
 * (at start when it starts in it). Arabic serves both codes the sites use, ar-SA and ar-ARE.
 */
export const commonTexts = lazyTexts('common', {
  de: () => import('./commonDe').then((m) => m.commonDe),
  'ar-SA': () => import('./commonArSa').then((m) => m.commonArSa),
  'ar-ARE': () => import('./commonArSa').then((m) => m.commonArSa),
});

/**
 * Resolves once the texts of every language are on `i18n` (every namespace that loads lazily and
 * is given): for tests and checks that read all languages at once, not for the page.
 */
export async function loadAllTexts(i18n: I18n, ...namespaces: LazyTexts[]): Promise<void> {
  for (const texts of [commonTexts, ...namespaces]) {
    await Promise.all(texts.languages.map((lng) => texts.ensure(i18n, lng)));
  }
}

/** The display language by default and the fallback of a missing text (spec §9). */
export const DEFAULT_LANGUAGE: TranslatedLanguage = DEFAULT_DISPLAY_LANGUAGE;

export type { I18n };

/**
 * Creates an i18next instance with the `common` namespace, offering the translated languages of
 * `site` (`offeredLanguages`; default: the global site). The host creates the page's one
 * instance; a remote creates its own only when it runs alone, in jest or in Storybook, and
 * otherwise adds its namespace to the host's with `addNamespace`.
 */
export function createI18n(lng: string = DEFAULT_LANGUAGE, options: { site?: RegionalSite } = {}): I18n {
  const site = options.site ?? 'GLOBAL';
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    // i18next keeps an unsupported initial language as is; changeLanguage would resolve it to en
    lng: lng === 'cimode' ? lng : (offeredLanguage(site, lng) ?? DEFAULT_LANGUAGE),
    fallbackLng: DEFAULT_LANGUAGE,
    // the site's translated languages; one it does not offer resolves to en
    supportedLngs: [...offeredLanguages(site)],
    ns: ['common'],
    defaultNS: 'common',
    // English here; the page's other language arrives as a lazy chunk (commonTexts)
    resources: { en: { common: commonEn } },
    interpolation: {
      // React escapes HTML, so no HTML escaping here. Instead, in a right-to-left language each
      // interpolated value is a first-strong isolate (FSI … PDI): a price, a signed PnL, a size
      // with its coin or a date keeps its own left-to-right order inside the Arabic sentence
      // ("+74.6250", not "74.6250+"; "0.25 BTC", not "BTC 0.25"), and an Arabic word stays right
      // to left. A left-to-right language gets the value untouched.
      escapeValue: true,
      escape: (value: string) => (instance.dir(instance.language) === 'rtl' ? isolate(value) : value),
    },
    initAsync: false,
    returnNull: false,
  });
  commonTexts.follow(instance);
  return instance;
}

/** First-strong isolate: the text's own first strong character sets its direction (none: left to right). */
export const isolate = (text: string): string => `\u2068${text}\u2069`;

/** Adds a package's namespace, all languages at once. */
export function addNamespace(instance: I18n, ns: string, byLanguage: Resource[string] | Record<string, object>): void {
  for (const [lng, resources] of Object.entries(byLanguage)) {
    instance.addResourceBundle(lng, ns, resources, true, false);
  }
}
