import { addNamespace, type I18n } from 'shared-core';

export const NS = 'positions';

export const positionsEn = {
  title: 'Positions',
  columns: {
    contract: 'Contract',
    size: 'Qty',
    value: 'Value',
    entryPrice: 'Entry price',
    markPrice: 'Mark price',
    liqPrice: 'Liq. price',
    upl: 'Unrealised PnL (ROI)',
    uplLast: 'Unrealised PnL, last price',
    rpl: 'Realised PnL',
    im: 'IM',
    mm: 'MM',
    delta: 'Delta',
    gamma: 'Gamma',
    vega: 'Vega',
    theta: 'Theta',
    breakEven: 'Break-even price',
    tpSl: 'TP/SL',
    trailingStop: 'Trailing stop',
    adl: 'ADL',
    mmrClose: 'MMR close',
    autoMargin: 'Auto margin',
    actions: 'Close',
  },
  categories: { option: 'Options', future: 'Futures', usdtPerp: 'USDT perpetual', usdcFuture: 'USDC contracts' },
  view: { label: 'Positions as', list: 'List', tree: 'Tree' },
  labels: { iv: 'IV {{iv}}', adl: 'Auto-deleveraging rank {{rank}} of 5', count: '({{count}})' },
  hints: {
    sessionAverage: 'Session average price',
    rplCum: 'Cumulative realised PnL: {{value}}',
    rplFunding: 'Funding fees: {{value}}',
    rplClosing: 'Closing fees: {{value}}',
  },
  links: { orderHistory: 'Order history' },
  side: { Buy: 'Long', Sell: 'Short' },
  actions: { limit: 'Limit', market: 'Market', reverse: 'Reverse', adjustMargin: 'Adjust margin', check: 'Check' },
  tags: {
    perp: 'Perp',
    lossCoverage: 'Loss coverage',
    cross: 'Cross {{leverage}}x',
    isolated: 'Isolated {{leverage}}x',
    option: 'Option',
    call: 'Call',
    put: 'Put',
  },
  // issue 17 (trailing stop, MMR close, share poster): the cells' labels, in the first load
  tools: {
    setTrailing: 'Add trailing stop for {{symbol}}',
    editTrailing: 'Trailing stop of {{symbol}}: {{value}}. Edit',
    setMmr: 'Add MMR close for {{symbol}}',
    editMmr: 'MMR close of {{symbol}}: {{value}}. Edit',
    add: 'Add',
    pending: 'pending',
    share: 'Share PnL of {{symbol}}',
  },
  states: {
    loading: 'Loading positions…',
    empty: 'You have no open positions.',
    error: 'Positions could not be loaded ({{code}}): {{message}}',
    retry: 'Retry',
  },
  // issue 17: the TP/SL cell (first load; the dialog brings its own texts)
  tpslCell: {
    pending: 'pending',
    pendingHint: 'Sent: waiting for the exchange to confirm',
    edit: 'Edit TP/SL of {{symbol}}',
    add: 'Add TP/SL to {{symbol}}',
    show: 'Show TP/SL of {{symbol}}',
    entire: 'Entire',
    partial: 'Partial',
    tp: 'Take profit',
    sl: 'Stop loss',
    qty: 'Qty',
    none: 'No TP/SL yet',
    close: 'Close',
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
    value: 'Wert',
    entryPrice: 'Einstiegspreis',
    markPrice: 'Markpreis',
    liqPrice: 'Liq.-Preis',
    upl: 'Unrealisierter GuV (ROI)',
    uplLast: 'Unrealisierter GuV, letzter Preis',
    rpl: 'Realisierter GuV',
    im: 'IM',
    mm: 'MM',
    delta: 'Delta',
    gamma: 'Gamma',
    vega: 'Vega',
    theta: 'Theta',
    breakEven: 'Break-even-Preis',
    tpSl: 'TP/SL',
    trailingStop: 'Trailing Stop',
    adl: 'ADL',
    mmrClose: 'MMR-Schließung',
    autoMargin: 'Auto-Margin',
    actions: 'Schließen',
  },
  categories: { option: 'Optionen', future: 'Futures', usdtPerp: 'USDT-Perpetual', usdcFuture: 'USDC-Kontrakte' },
  view: { label: 'Positionen als', list: 'Liste', tree: 'Baum' },
  labels: { iv: 'IV {{iv}}', adl: 'Auto-Deleveraging-Rang {{rank}} von 5', count: '({{count}})' },
  hints: {
    sessionAverage: 'Durchschnittspreis der Sitzung',
    rplCum: 'Kumulierter realisierter GuV: {{value}}',
    rplFunding: 'Finanzierungsgebühren: {{value}}',
    rplClosing: 'Schließungsgebühren: {{value}}',
  },
  links: { orderHistory: 'Orderhistorie' },
  side: { Buy: 'Long', Sell: 'Short' },
  actions: { limit: 'Limit', market: 'Markt', reverse: 'Umkehren', adjustMargin: 'Margin anpassen', check: 'Ansehen' },
  tags: {
    perp: 'Perp',
    lossCoverage: 'Verlustdeckung',
    cross: 'Cross {{leverage}}x',
    isolated: 'Isoliert {{leverage}}x',
    option: 'Option',
    call: 'Call',
    put: 'Put',
  },
  // issue 17 (trailing stop, MMR close, share poster): the cells' labels, in the first load
  tools: {
    setTrailing: 'Trailing Stop für {{symbol}} hinzufügen',
    editTrailing: 'Trailing Stop von {{symbol}}: {{value}}. Bearbeiten',
    setMmr: 'MMR-Schließung für {{symbol}} hinzufügen',
    editMmr: 'MMR-Schließung von {{symbol}}: {{value}}. Bearbeiten',
    add: 'Hinzufügen',
    pending: 'ausstehend',
    share: 'GuV von {{symbol}} teilen',
  },
  states: {
    loading: 'Positionen werden geladen…',
    empty: 'Sie haben keine offenen Positionen.',
    error: 'Positionen konnten nicht geladen werden ({{code}}): {{message}}',
    retry: 'Erneut versuchen',
  },
  // issue 17: the TP/SL cell
  tpslCell: {
    pending: 'ausstehend',
    pendingHint: 'Gesendet: wartet auf die Bestätigung der Börse',
    edit: 'TP/SL von {{symbol}} bearbeiten',
    add: 'TP/SL zu {{symbol}} hinzufügen',
    show: 'TP/SL von {{symbol}} anzeigen',
    entire: 'Gesamt',
    partial: 'Teilweise',
    tp: 'Take-Profit',
    sl: 'Stop-Loss',
    qty: 'Menge',
    none: 'Noch kein TP/SL',
    close: 'Schließen',
  },
};

/** Arabic (ar-SA; the UAE site's ar-ARE uses the same texts). */
export const positionsArSa: PositionsResources = {
  title: 'المراكز',
  columns: {
    contract: 'العقد',
    size: 'الكمية',
    value: 'القيمة',
    entryPrice: 'سعر الدخول',
    markPrice: 'سعر العلامة',
    liqPrice: 'سعر التصفية',
    upl: 'الربح والخسارة غير المحققة (العائد)',
    uplLast: 'الربح والخسارة غير المحققة بآخر سعر',
    rpl: 'الربح والخسارة المحققة',
    im: 'الهامش الأولي',
    mm: 'هامش الصيانة',
    delta: 'دلتا',
    gamma: 'جاما',
    vega: 'فيغا',
    theta: 'ثيتا',
    breakEven: 'سعر التعادل',
    tpSl: 'جني الربح/وقف الخسارة',
    trailingStop: 'وقف متحرك',
    adl: 'تقليص الرافعة التلقائي',
    mmrClose: 'إغلاق بنسبة الهامش',
    autoMargin: 'الهامش التلقائي',
    actions: 'إغلاق',
  },
  categories: { option: 'الخيارات', future: 'العقود الآجلة', usdtPerp: 'عقود USDT الدائمة', usdcFuture: 'عقود USDC' },
  view: { label: 'عرض المراكز', list: 'قائمة', tree: 'شجرة' },
  labels: { iv: 'التقلب الضمني {{iv}}', adl: 'مرتبة تقليص الرافعة {{rank}} من 5', count: '({{count}})' },
  hints: {
    sessionAverage: 'متوسط سعر الجلسة',
    rplCum: 'الربح والخسارة المحققة التراكمية: {{value}}',
    rplFunding: 'رسوم التمويل: {{value}}',
    rplClosing: 'رسوم الإغلاق: {{value}}',
  },
  links: { orderHistory: 'سجل الأوامر' },
  side: { Buy: 'شراء', Sell: 'بيع' },
  actions: { limit: 'محدد', market: 'سوق', reverse: 'عكس', adjustMargin: 'تعديل الهامش', check: 'عرض' },
  tags: {
    perp: 'دائم',
    lossCoverage: 'تغطية الخسارة',
    cross: 'متقاطع {{leverage}}x',
    isolated: 'معزول {{leverage}}x',
    option: 'خيار',
    call: 'شراء (Call)',
    put: 'بيع (Put)',
  },
  // issue 17 (trailing stop, MMR close, share poster): the cells' labels, in the first load
  tools: {
    setTrailing: 'إضافة الوقف المتحرك لـ {{symbol}}',
    editTrailing: 'الوقف المتحرك لـ {{symbol}}: {{value}}. تعديل',
    setMmr: 'إضافة الإغلاق بنسبة الهامش لـ {{symbol}}',
    editMmr: 'الإغلاق بنسبة الهامش لـ {{symbol}}: {{value}}. تعديل',
    add: 'إضافة',
    pending: 'قيد الانتظار',
    share: 'مشاركة الربح والخسارة لـ {{symbol}}',
  },
  states: {
    loading: 'جارٍ تحميل المراكز…',
    empty: 'ليست لديك مراكز مفتوحة.',
    error: 'تعذّر تحميل المراكز ({{code}}): {{message}}',
    retry: 'إعادة المحاولة',
  },
  // issue 17: the TP/SL cell
  tpslCell: {
    pending: 'قيد الانتظار',
    pendingHint: 'تم الإرسال: بانتظار تأكيد المنصة',
    edit: 'تعديل جني الربح/وقف الخسارة لـ {{symbol}}',
    add: 'إضافة جني الربح/وقف الخسارة إلى {{symbol}}',
    show: 'عرض جني الربح/وقف الخسارة لـ {{symbol}}',
    entire: 'كامل المركز',
    partial: 'جزئي',
    tp: 'جني الربح',
    sl: 'وقف الخسارة',
    qty: 'الكمية',
    none: 'لا يوجد جني ربح/وقف خسارة بعد',
    close: 'إغلاق',
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
