import { addNamespace, type I18n } from 'shared-core';

export const NS = 'positions';

export const positionsEn = {
  title: 'Positions',
  columns: {
    contract: 'Contract',
    size: 'Qty',
    entryPrice: 'Entry price',
    markPrice: 'Mark price',
    upl: 'Unrealised PnL (ROI)',
    im: 'IM',
    mm: 'MM',
    autoMargin: 'Auto margin',
    actions: 'Close',
  },
  side: { Buy: 'Long', Sell: 'Short' },
  actions: { limit: 'Limit', market: 'Market', reverse: 'Reverse' },
  tags: {
    cross: 'Cross {{leverage}}x',
    isolated: 'Isolated {{leverage}}x',
    option: 'Option',
    call: 'Call',
    put: 'Put',
  },
  states: {
    loading: 'Loading positions…',
    empty: 'You have no open positions.',
    error: 'Positions could not be loaded ({{code}}): {{message}}',
    retry: 'Retry',
  },
} as const;

/** The shape of an English text table with every text widened to string: what de and ar fill in. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type PositionsResources = Widen<typeof positionsEn>;

export const positionsDe: PositionsResources = {
  title: 'Positionen',
  columns: {
    contract: 'Kontrakt',
    size: 'Menge',
    entryPrice: 'Einstiegspreis',
    markPrice: 'Markpreis',
    upl: 'Unrealisierter GuV (ROI)',
    im: 'IM',
    mm: 'MM',
    autoMargin: 'Auto-Margin',
    actions: 'Schließen',
  },
  side: { Buy: 'Long', Sell: 'Short' },
  actions: { limit: 'Limit', market: 'Markt', reverse: 'Umkehren' },
  tags: {
    cross: 'Cross {{leverage}}x',
    isolated: 'Isoliert {{leverage}}x',
    option: 'Option',
    call: 'Call',
    put: 'Put',
  },
  states: {
    loading: 'Positionen werden geladen…',
    empty: 'Sie haben keine offenen Positionen.',
    error: 'Positionen konnten nicht geladen werden ({{code}}): {{message}}',
    retry: 'Erneut versuchen',
  },
};

/** Arabic (ar-SA; the UAE site's ar-ARE uses the same texts). */
export const positionsArSa: PositionsResources = {
  title: 'المراكز',
  columns: {
    contract: 'العقد',
    size: 'الكمية',
    entryPrice: 'سعر الدخول',
    markPrice: 'سعر العلامة',
    upl: 'الربح والخسارة غير المحققة (العائد)',
    im: 'الهامش الأولي',
    mm: 'هامش الصيانة',
    autoMargin: 'الهامش التلقائي',
    actions: 'إغلاق',
  },
  side: { Buy: 'شراء', Sell: 'بيع' },
  actions: { limit: 'محدد', market: 'سوق', reverse: 'عكس' },
  tags: {
    cross: 'متقاطع {{leverage}}x',
    isolated: 'معزول {{leverage}}x',
    option: 'خيار',
    call: 'شراء (Call)',
    put: 'بيع (Put)',
  },
  states: {
    loading: 'جارٍ تحميل المراكز…',
    empty: 'ليست لديك مراكز مفتوحة.',
    error: 'تعذّر تحميل المراكز ({{code}}): {{message}}',
    retry: 'إعادة المحاولة',
  },
};

export const positionsResources = {
  en: positionsEn,
  de: positionsDe,
  'ar-SA': positionsArSa,
  'ar-ARE': positionsArSa,
};

export function addPositionsNamespace(i18n: I18n): void {
  addNamespace(i18n, NS, positionsResources);
}

/**
 * A lazy chunk's texts (a dialog's): `ensure(i18n)` adds them to the `positions` namespace once
 * per i18n instance, when the chunk loads, so they are not in the page's first load.
 */
export function lazyPositionsTexts(resources: Parameters<typeof addNamespace>[2]): (i18n: I18n) => void {
  const added = new WeakSet<I18n>();
  return (i18n) => {
    if (added.has(i18n)) return;
    added.add(i18n);
    addNamespace(i18n, NS, resources);
  };
}
