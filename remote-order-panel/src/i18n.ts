import { addNamespace, type I18n } from 'shared-core';
import { assetsArSa, assetsDe, assetsEn } from './features/assets/i18n';
import { historyArSa, historyDe, historyEn } from './features/history/i18n';
import { positionsTabArSa, positionsTabDe, positionsTabEn } from './features/positionsTab/i18n';

export const NS = 'orderPanel';

export const orderPanelEn = {
  title: 'Orders',
  history: historyEn,
  assets: assetsEn,
  positionsTab: positionsTabEn,
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
  history: historyDe,
  assets: assetsDe,
  positionsTab: positionsTabDe,
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

/** Arabic (ar-SA; the UAE site's ar-ARE uses the same texts). */
export const orderPanelArSa: OrderPanelResources = {
  title: 'الأوامر',
  history: historyArSa,
  assets: assetsArSa,
  positionsTab: positionsTabArSa,
  tabs: {
    openOrders: 'الأوامر المفتوحة',
    positions: 'المراكز',
    orderHistory: 'سجل الأوامر',
    tradeHistory: 'سجل الصفقات',
    assets: 'الأصول',
    borrowings: 'القروض',
    tools: 'الأدوات',
    pnl: 'الأرباح والخسائر',
  },
  comingSoon: '{{tab}} متاح في إصدار لاحق.',
  currentOnly: '{{symbol}} فقط',
  columns: {
    symbol: 'العقد',
    side: 'الاتجاه',
    type: 'النوع',
    price: 'السعر',
    qty: 'الكمية',
    filled: 'المنفَّذ',
    status: 'الحالة',
    time: 'وقت الأمر',
    action: 'الإجراء',
  },
  side: { Buy: 'شراء', Sell: 'بيع' },
  orderType: { Limit: 'محدد', Market: 'سوق' },
  orderStatus: {
    New: 'جديد',
    PartiallyFilled: 'منفَّذ جزئيًا',
    Untriggered: 'غير مُفعَّل',
    Triggered: 'مُفعَّل',
    Filled: 'منفَّذ',
    Cancelled: 'ملغى',
    PartiallyFilledCanceled: 'منفَّذ جزئيًا، ملغى',
    Rejected: 'مرفوض',
    Deactivated: 'معطَّل',
  },
  cancel: 'إلغاء',
  cancelFailed: 'تعذّر إلغاء الأمر ({{code}}): {{message}}',
  states: {
    loading: 'جارٍ تحميل الأوامر المفتوحة…',
    empty: 'ليست لديك أوامر مفتوحة.',
    error: 'تعذّر تحميل الأوامر المفتوحة ({{code}}): {{message}}',
    retry: 'إعادة المحاولة',
  },
};

export const orderPanelResources = {
  en: orderPanelEn,
  de: orderPanelDe,
  'ar-SA': orderPanelArSa,
  'ar-ARE': orderPanelArSa,
};

export function addOrderPanelNamespace(i18n: I18n): void {
  addNamespace(i18n, NS, orderPanelResources);
}
