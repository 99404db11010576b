import { addNamespace, type I18n } from 'shared-core';

export const NS = 'orderPanel';

export const orderPanelEn = {
  title: 'Orders',
  tabs: {
    openOrders: 'Open orders',
    positions: 'Positions',
    orderHistory: 'Order history',
    tradeHistory: 'Trade history',
    assets: 'Assets',
    borrowings: 'Borrowings',
    tools: 'Tools',
    pnl: 'Profit and loss',
  },
  comingSoon: '{{tab}} is coming in a later release.',
  currentOnly: 'Only {{symbol}}',
  columns: {
    symbol: 'Contract',
    side: 'Side',
    type: 'Type',
    price: 'Price',
    qty: 'Qty',
    filled: 'Filled',
    status: 'Status',
    time: 'Order time',
    action: 'Action',
  },
  side: { Buy: 'Buy', Sell: 'Sell' },
  orderType: { Limit: 'Limit', Market: 'Market' },
  orderStatus: {
    New: 'New',
    PartiallyFilled: 'Partially filled',
    Untriggered: 'Untriggered',
    Triggered: 'Triggered',
    Filled: 'Filled',
    Cancelled: 'Cancelled',
    PartiallyFilledCanceled: 'Partially filled, cancelled',
    Rejected: 'Rejected',
    Deactivated: 'Deactivated',
  },
  cancel: 'Cancel',
  cancelFailed: 'The order could not be cancelled ({{code}}): {{message}}',
  states: {
    loading: 'Loading open orders…',
    empty: 'You have no open orders.',
    error: 'Open orders could not be loaded ({{code}}): {{message}}',
    retry: 'Retry',
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type OrderPanelResources = Widen<typeof orderPanelEn>;

export const orderPanelDe: OrderPanelResources = {
  title: 'Aufträge',
  tabs: {
    openOrders: 'Offene Aufträge',
    positions: 'Positionen',
    orderHistory: 'Auftragshistorie',
    tradeHistory: 'Handelshistorie',
    assets: 'Vermögenswerte',
    borrowings: 'Kredite',
    tools: 'Werkzeuge',
    pnl: 'Gewinn und Verlust',
  },
  comingSoon: '{{tab}} folgt in einer späteren Version.',
  currentOnly: 'Nur {{symbol}}',
  columns: {
    symbol: 'Kontrakt',
    side: 'Seite',
    type: 'Typ',
    price: 'Preis',
    qty: 'Menge',
    filled: 'Ausgeführt',
    status: 'Status',
    time: 'Auftragszeit',
    action: 'Aktion',
  },
  side: { Buy: 'Kauf', Sell: 'Verkauf' },
  orderType: { Limit: 'Limit', Market: 'Markt' },
  orderStatus: {
    New: 'Neu',
    PartiallyFilled: 'Teilweise ausgeführt',
    Untriggered: 'Nicht ausgelöst',
    Triggered: 'Ausgelöst',
    Filled: 'Ausgeführt',
    Cancelled: 'Storniert',
    PartiallyFilledCanceled: 'Teilweise ausgeführt, storniert',
    Rejected: 'Abgelehnt',
    Deactivated: 'Deaktiviert',
  },
  cancel: 'Stornieren',
  cancelFailed: 'Der Auftrag konnte nicht storniert werden ({{code}}): {{message}}',
  states: {
    loading: 'Offene Aufträge werden geladen…',
    empty: 'Sie haben keine offenen Aufträge.',
    error: 'Offene Aufträge konnten nicht geladen werden ({{code}}): {{message}}',
    retry: 'Erneut versuchen',
  },
};

export const orderPanelResources = { en: orderPanelEn, de: orderPanelDe };

export function addOrderPanelNamespace(i18n: I18n): void {
  addNamespace(i18n, NS, orderPanelResources);
}
