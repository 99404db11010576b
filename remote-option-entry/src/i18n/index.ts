import { addNamespace, type I18n } from 'shared-core';
import { optionEntryEn } from './en';
import { optionEntryDe } from './de';
import { optionEntryAr } from './ar';

export const NS = 'optionEntry';
export { optionEntryEn, optionEntryDe, optionEntryAr };
export type { OptionEntryResources } from './en';

/**
 * Per language; a language missing here falls back to English (the instance's fallbackLng).
 * Arabic is registered under both codes the sites use, ar-SA (global site) and ar-ARE (UAE site),
 * with the same texts, as shared-core registers its `common` Arabic.
 */
export const optionEntryResources = {
  en: optionEntryEn,
  de: optionEntryDe,
  'ar-SA': optionEntryAr,
  'ar-ARE': optionEntryAr,
};

export function addOptionEntryNamespace(i18n: I18n): void {
  addNamespace(i18n, NS, optionEntryResources);
}
