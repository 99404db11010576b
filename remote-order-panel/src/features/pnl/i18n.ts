/**
 * The texts of the profit-and-loss tab: the `pnl` block of the panel's namespace in every language
 * (src/i18n.ts puts it in; src/i18n.test.ts checks the gaps).
 */
export const pnlEn = {
  subTabsLabel: 'Profit and loss records',
  subTabs: { closedOrders: 'Closed orders', closedPositions: 'Closed positions' },
  columns: {
    symbol: 'Contract',
    side: 'Closed side',
    qty: 'Closed qty',
    entryPrice: 'Entry price',
    exitPrice: 'Exit price',
    pnl: 'Closed P&L',
    fees: 'Fees',
    netPnl: 'Net P&L',
    openedTime: 'Opened',
    time: 'Closed',
  },
  side: { Buy: 'Long', Sell: 'Short' },
  emptyOrders: 'No closed orders in the last {{days}} days.',
  emptyPositions: 'No closed positions in the last {{days}} days.',
  demo: 'Demo accounts have no profit and loss records.',
  loading: 'Loading profit and loss…',
  loadError: 'Profit and loss could not be loaded ({{code}}): {{message}}',
  retry: 'Retry',
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type PnlResources = Widen<typeof pnlEn>;

export const pnlDe: PnlResources = {
  subTabsLabel: 'Gewinn- und Verlustbelege',
  subTabs: { closedOrders: 'Geschlossene Aufträge', closedPositions: 'Geschlossene Positionen' },
  columns: {
    symbol: 'Kontrakt',
    side: 'Geschlossene Seite',
    qty: 'Geschlossene Menge',
    entryPrice: 'Einstiegspreis',
    exitPrice: 'Ausstiegspreis',
    pnl: 'Realisierter G&V',
    fees: 'Gebühren',
    netPnl: 'Netto-G&V',
    openedTime: 'Eröffnet',
    time: 'Geschlossen',
  },
  side: { Buy: 'Long', Sell: 'Short' },
  emptyOrders: 'Keine geschlossenen Aufträge in den letzten {{days}} Tagen.',
  emptyPositions: 'Keine geschlossenen Positionen in den letzten {{days}} Tagen.',
  demo: 'Demokonten haben keine Gewinn- und Verlustbelege.',
  loading: 'Gewinn und Verlust wird geladen …',
  loadError: 'Gewinn und Verlust konnte nicht geladen werden ({{code}}): {{message}}',
  retry: 'Erneut versuchen',
};

export const pnlArSa: PnlResources = {
  subTabsLabel: 'سجلات الأرباح والخسائر',
  subTabs: { closedOrders: 'الأوامر المغلقة', closedPositions: 'المراكز المغلقة' },
  columns: {
    symbol: 'العقد',
    side: 'الاتجاه المغلق',
    qty: 'الكمية المغلقة',
    entryPrice: 'سعر الدخول',
    exitPrice: 'سعر الخروج',
    pnl: 'الربح والخسارة المحققة',
    fees: 'الرسوم',
    netPnl: 'صافي الربح والخسارة',
    openedTime: 'الفتح',
    time: 'الإغلاق',
  },
  side: { Buy: 'شراء', Sell: 'بيع' },
  emptyOrders: 'لا توجد أوامر مغلقة في آخر {{days}} يومًا.',
  emptyPositions: 'لا توجد مراكز مغلقة في آخر {{days}} يومًا.',
  demo: 'لا توجد سجلات أرباح وخسائر للحسابات التجريبية.',
  loading: 'جارٍ تحميل الأرباح والخسائر…',
  loadError: 'تعذّر تحميل الأرباح والخسائر ({{code}}): {{message}}',
  retry: 'إعادة المحاولة',
};
