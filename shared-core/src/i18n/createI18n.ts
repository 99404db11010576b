import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { commonDe, commonEn } from './common';

/** Languages every package ships today. Regional-site lists narrow this (a later issue). */
export const SUPPORTED_LANGUAGES = ['en', 'de'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: SupportedLanguage = 'en';

export type { I18n };

/**
 * Creates an i18next instance with the `common` namespace. The host creates the page's one
 * instance; a remote creates its own only when it runs alone, in jest or in Storybook, and
 * otherwise adds its namespace to the host's with `addNamespace`.
 */
export function createI18n(lng: string = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: commonEn }, de: { common: commonDe } },
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** Adds a package's namespace, all languages at once. */
export function addNamespace(instance: I18n, ns: string, byLanguage: Resource[string] | Record<string, object>): void {
  for (const [lng, resources] of Object.entries(byLanguage)) {
    instance.addResourceBundle(lng, ns, resources, true, false);
  }
}
