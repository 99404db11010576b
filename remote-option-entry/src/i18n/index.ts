import { addNamespace, lazyTexts, type I18n } from 'shared-core';
import { optionEntryEn } from './en';

export const NS = 'optionEntry';
export { optionEntryEn };
export type { OptionEntryResources } from './en';

/**
 * The other languages are lazy chunks, fetched when the page shows that language (shared-core
 * `lazyTexts`, as the common texts): a trader reading English downloads no German or Arabic.
 * Arabic serves both codes the sites use, ar-SA (global) and ar-ARE (UAE). A language missing
 * here falls back to English (the instance's fallbackLng).
 */
export const optionEntryTexts = lazyTexts(NS, {
  de: () => import('./de').then((m) => m.optionEntryDe),
  'ar-SA': () => import('./ar').then((m) => m.optionEntryAr),
  'ar-ARE': () => import('./ar').then((m) => m.optionEntryAr),
});

/** The languages this namespace is translated into. */
export const OPTION_ENTRY_LANGUAGES: readonly string[] = ['en', ...optionEntryTexts.languages];

/** Makes `lng`'s texts present on the instance: null when they are already there, else the load. */
export const ensureOptionEntryLanguage = (i18n: I18n, lng: string): Promise<void> | null =>
  optionEntryTexts.ensure(i18n, lng);

/** Adds English now and each other language when the page switches to it (idempotent per instance). */
export function addOptionEntryNamespace(i18n: I18n): void {
  addNamespace(i18n, NS, { en: optionEntryEn });
  optionEntryTexts.follow(i18n);
}
