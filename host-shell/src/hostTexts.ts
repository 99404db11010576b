import { addNamespace, lazyTexts, type I18n } from 'shared-core';
import { hostEn } from './hostTextsEn';

export { hostEn } from './hostTextsEn';

/** Languages are listed by their own name, whatever the page's language. */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  de: 'Deutsch',
  'ar-SA': 'العربية',
  'ar-ARE': 'العربية (الإمارات)',
};

/** German and Arabic are lazy chunks, fetched when the page shows the language (shared-core `lazyTexts`). */
export const hostTexts = lazyTexts('host', {
  de: () => import('./hostTextsDe').then((m) => m.hostDe),
  'ar-SA': () => import('./hostTextsAr').then((m) => m.hostArSa),
  'ar-ARE': () => import('./hostTextsAr').then((m) => m.hostArSa),
});

/** English now, the page's other language when it shows it. */
export function addHostTexts(i18n: I18n): void {
  addNamespace(i18n, 'host', { en: hostEn });
  hostTexts.follow(i18n);
}
