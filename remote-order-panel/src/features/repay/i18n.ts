/** The texts of the repay panel: the `repay` block of the panel's namespace, and the §8 notice key. */
export const repayEn = {
  title: 'Repay',
  loading: 'Reading what you owe…',
  loadError: 'What you owe could not be read.',
  retry: 'Retry',
  none: 'You owe nothing.',
  owes: 'You owe {{coin}}:',
  button: 'Repay {{coin}}',
  dialogTitle: 'Repay {{coin}}',
  frameTitle: 'Repay panel for {{coin}}',
  frameLoading: 'Loading the repay panel…',
  close: 'Close',
  done: 'Repayment done.',
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type RepayResources = Widen<typeof repayEn>;

export const repayDe: RepayResources = {
  title: 'Rückzahlen',
  loading: 'Ihre Schulden werden gelesen …',
  loadError: 'Ihre Schulden konnten nicht gelesen werden.',
  retry: 'Erneut versuchen',
  none: 'Sie schulden nichts.',
  owes: 'Sie schulden {{coin}}:',
  button: '{{coin}} zurückzahlen',
  dialogTitle: '{{coin}} zurückzahlen',
  frameTitle: 'Rückzahlung für {{coin}}',
  frameLoading: 'Die Rückzahlung wird geladen …',
  close: 'Schließen',
  done: 'Rückzahlung erfolgt.',
};

export const repayArSa: RepayResources = {
  title: 'السداد',
  loading: 'جارٍ قراءة المستحق عليك…',
  loadError: 'تعذّرت قراءة المستحق عليك.',
  retry: 'إعادة المحاولة',
  none: 'لا شيء مستحق عليك.',
  owes: 'المستحق عليك من {{coin}}:',
  button: 'سداد {{coin}}',
  dialogTitle: 'سداد {{coin}}',
  frameTitle: 'لوحة سداد {{coin}}',
  frameLoading: 'جارٍ تحميل لوحة السداد…',
  close: 'إغلاق',
  done: 'تم السداد.',
};

/** §8: the failure notice of the repay panel (the spec's key, top level of the namespace). */
export const repayNoticeEn = { currentOperationFailed: 'The operation could not be completed. Please try again.' };
export const repayNoticeDe: typeof repayNoticeEn = {
  currentOperationFailed: 'Der Vorgang konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut.',
};
export const repayNoticeArSa: typeof repayNoticeEn = {
  currentOperationFailed: 'تعذّر إتمام العملية. يُرجى المحاولة مرة أخرى.',
};
