/**
 * The texts of the subscription/redemption history: the `leveragedToken` block of the panel's
 * namespace in every language (src/i18n.ts puts it in; src/i18n.test.ts checks the gaps).
 */
export const leveragedTokenEn = {
  subTabsLabel: '{{coin}} records',
  subTabs: { subscription: 'Subscription records', redemption: 'Redemption records' },
  columns: {
    ltCoin: 'Token',
    subscription: { amount: 'Paid', filled: 'Tokens received', nav: 'Net value', fee: 'Fee' },
    redemption: { amount: 'Tokens redeemed', filled: 'Received', nav: 'Net value', fee: 'Fee' },
    status: 'Status',
    time: 'Time',
  },
  status: { Success: 'Completed', Processing: 'Processing', Failed: 'Failed' },
  empty: {
    subscription: 'No {{coin}} subscriptions in the last {{days}} days.',
    redemption: 'No {{coin}} redemptions in the last {{days}} days.',
  },
  loading: 'Loading records…',
  loadError: 'The records could not be loaded ({{code}}): {{message}}',
  retry: 'Retry',
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type LeveragedTokenResources = Widen<typeof leveragedTokenEn>;

export const leveragedTokenDe: LeveragedTokenResources = {
  subTabsLabel: '{{coin}}-Belege',
  subTabs: { subscription: 'Zeichnungen', redemption: 'Rücknahmen' },
  columns: {
    ltCoin: 'Token',
    subscription: { amount: 'Bezahlt', filled: 'Erhaltene Token', nav: 'Nettowert', fee: 'Gebühr' },
    redemption: { amount: 'Zurückgegebene Token', filled: 'Erhalten', nav: 'Nettowert', fee: 'Gebühr' },
    status: 'Status',
    time: 'Zeit',
  },
  status: { Success: 'Abgeschlossen', Processing: 'In Bearbeitung', Failed: 'Fehlgeschlagen' },
  empty: {
    subscription: 'Keine {{coin}}-Zeichnungen in den letzten {{days}} Tagen.',
    redemption: 'Keine {{coin}}-Rücknahmen in den letzten {{days}} Tagen.',
  },
  loading: 'Belege werden geladen …',
  loadError: 'Die Belege konnten nicht geladen werden ({{code}}): {{message}}',
  retry: 'Erneut versuchen',
};

export const leveragedTokenArSa: LeveragedTokenResources = {
  subTabsLabel: 'سجلات {{coin}}',
  subTabs: { subscription: 'سجلات الاكتتاب', redemption: 'سجلات الاسترداد' },
  columns: {
    ltCoin: 'الرمز',
    subscription: { amount: 'المدفوع', filled: 'الرموز المستلمة', nav: 'صافي القيمة', fee: 'الرسوم' },
    redemption: { amount: 'الرموز المستردة', filled: 'المستلم', nav: 'صافي القيمة', fee: 'الرسوم' },
    status: 'الحالة',
    time: 'الوقت',
  },
  status: { Success: 'مكتمل', Processing: 'قيد المعالجة', Failed: 'فشل' },
  empty: {
    subscription: 'لا توجد اكتتابات {{coin}} في آخر {{days}} يومًا.',
    redemption: 'لا توجد عمليات استرداد {{coin}} في آخر {{days}} يومًا.',
  },
  loading: 'جارٍ تحميل السجلات…',
  loadError: 'تعذّر تحميل السجلات ({{code}}): {{message}}',
  retry: 'إعادة المحاولة',
};
