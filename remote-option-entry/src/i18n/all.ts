// Every language of the option entry at once, for jest and Storybook (no lazy chunks there).
// Runtime code uses ./index, which fetches a language when the page shows it.
import { addNamespace, type I18n } from 'shared-core';
import { optionEntryAr } from './ar';
import { optionEntryDe } from './de';
import { optionEntryEn } from './en';
import { NS } from './index';

export { optionEntryAr, optionEntryDe, optionEntryEn };

export const optionEntryResources = {
  en: optionEntryEn,
  de: optionEntryDe,
  'ar-SA': optionEntryAr,
  'ar-ARE': optionEntryAr,
};

export function addAllOptionEntryLanguages(i18n: I18n): void {
  addNamespace(i18n, NS, optionEntryResources);
}
