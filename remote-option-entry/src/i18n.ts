import { addNamespace, type I18n } from 'shared-core';

export const NS = 'optionEntry';

export const optionEntryEn = {
  title: 'Options',
  coin: 'Underlying',
  expiry: 'Expiry',
  indexPrice: 'Index',
  calls: 'Calls',
  puts: 'Puts',
  columns: { bid: 'Bid', mark: 'Mark', ask: 'Ask', iv: 'IV', delta: 'Delta', strike: 'Strike' },
  states: {
    loading: 'Loading the option chain…',
    empty: 'No options are listed for {{coin}}.',
    error: 'The option chain could not be loaded ({{code}}): {{message}}',
    retry: 'Retry',
  },
  ticket: {
    title: 'Order',
    buy: 'Buy',
    sell: 'Sell',
    price: 'Price',
    qty: 'Qty',
    place: 'Place order',
    placing: 'Placing…',
    close: 'Close',
    placed: 'Order placed: {{side}} {{qty}} {{symbol}} at {{price}}',
    failed: 'Order rejected ({{code}}): {{message}}',
    hint: 'Click a price in the chain to start an order.',
  },
  MinOrderSize: 'The quantity is below the minimum of {{min}}.',
  PleaseEnterEhePrice: 'Please enter the price.',
  PleaseEnterTheQuantity: 'Please enter the quantity.',
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type OptionEntryResources = Widen<typeof optionEntryEn>;

export const optionEntryDe: OptionEntryResources = {
  title: 'Optionen',
  coin: 'Basiswert',
  expiry: 'Verfall',
  indexPrice: 'Index',
  calls: 'Calls',
  puts: 'Puts',
  columns: { bid: 'Geld', mark: 'Mark', ask: 'Brief', iv: 'IV', delta: 'Delta', strike: 'Basispreis' },
  states: {
    loading: 'Optionskette wird geladen…',
    empty: 'Für {{coin}} sind keine Optionen gelistet.',
    error: 'Die Optionskette konnte nicht geladen werden ({{code}}): {{message}}',
    retry: 'Erneut versuchen',
  },
  ticket: {
    title: 'Auftrag',
    buy: 'Kaufen',
    sell: 'Verkaufen',
    price: 'Preis',
    qty: 'Menge',
    place: 'Auftrag platzieren',
    placing: 'Wird platziert…',
    close: 'Schließen',
    placed: 'Auftrag platziert: {{side}} {{qty}} {{symbol}} zu {{price}}',
    failed: 'Auftrag abgelehnt ({{code}}): {{message}}',
    hint: 'Klicken Sie auf einen Preis in der Kette, um einen Auftrag zu beginnen.',
  },
  MinOrderSize: 'Die Menge liegt unter dem Minimum von {{min}}.',
  PleaseEnterEhePrice: 'Bitte geben Sie den Preis ein.',
  PleaseEnterTheQuantity: 'Bitte geben Sie die Menge ein.',
};

export const optionEntryResources = { en: optionEntryEn, de: optionEntryDe };

export function addOptionEntryNamespace(i18n: I18n): void {
  addNamespace(i18n, NS, optionEntryResources);
}
