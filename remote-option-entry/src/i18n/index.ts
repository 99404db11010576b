import { addNamespace, type I18n } from 'shared-core';
import { optionEntryEn, type OptionEntryResources } from './en';

export const NS = 'optionEntry';
export { optionEntryEn };
export type { OptionEntryResources } from './en';

/**
 * The other languages are lazy chunks, fetched when the page shows that language (spec §7
 * "language files loaded per namespace and language"): a trader reading English downloads no
 * German or Arabic. Arabic serves both codes the sites use, ar-SA (global) and ar-ARE (UAE).
 * A language missing here falls back to English (the instance's fallbackLng).
 */
const LOADERS: Readonly<Record<string, () => Promise<OptionEntryResources>>> = {
  de: () => import('./de').then((m) => m.optionEntryDe),
  'ar-SA': () => import('./ar').then((m) => m.optionEntryAr),
  'ar-ARE': () => import('./ar').then((m) => m.optionEntryAr),
};

/** The languages this namespace is translated into. */
export const OPTION_ENTRY_LANGUAGES: readonly string[] = ['en', ...Object.keys(LOADERS)];

const loading = new Map<string, Promise<void>>();

/**
 * Makes `lng`'s texts present on the instance: null when they are already there (or there are none
 * for it), else the load. When they arrive, the instance announces its language again so every
 * component re-renders with them (react-i18next listens to `languageChanged`).
 */
export function ensureOptionEntryLanguage(i18n: I18n, lng: string): Promise<void> | null {
  const load = LOADERS[lng];
  if (!load || i18n.hasResourceBundle(lng, NS)) return null;
  let pending = loading.get(lng);
  if (!pending) {
    pending = load().then(
      (texts) => {
        i18n.addResourceBundle(lng, NS, texts, true, false);
        if (i18n.language === lng) i18n.emit('languageChanged', lng);
      },
      () => undefined, // a chunk that cannot be fetched: English stays; the next change tries again
    );
    pending.finally(() => loading.delete(lng)).catch(() => undefined);
    loading.set(lng, pending);
  }
  return pending;
}

const following = new WeakSet<I18n>();

/** Adds English now and each other language when the page switches to it (idempotent per instance). */
export function addOptionEntryNamespace(i18n: I18n): void {
  addNamespace(i18n, NS, { en: optionEntryEn });
  void ensureOptionEntryLanguage(i18n, i18n.language);
  if (following.has(i18n)) return;
  following.add(i18n);
  i18n.on('languageChanged', (lng: string) => void ensureOptionEntryLanguage(i18n, lng));
}
