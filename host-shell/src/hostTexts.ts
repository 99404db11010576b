import { addNamespace, type I18n } from 'shared-core';

/** The host's own texts (namespace `host`): slot titles and the language names. */
export const hostEn = {
  slots: {
    remote_option_entry: 'Option order entry',
    remote_positions: 'Positions',
    remote_order_panel: 'Orders',
  },
  toasts: { close: 'Close' },
};

export const hostDe: typeof hostEn = {
  slots: {
    remote_option_entry: 'Options-Ordereingabe',
    remote_positions: 'Positionen',
    remote_order_panel: 'Orders',
  },
  toasts: { close: 'Schließen' },
};

/** Languages are listed by their own name, whatever the page's language. */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = { en: 'English', de: 'Deutsch' };

export function addHostTexts(i18n: I18n): void {
  addNamespace(i18n, 'host', { en: hostEn, de: hostDe });
}
