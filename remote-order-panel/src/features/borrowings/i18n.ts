/**
 * The texts of the borrowings tab: the `borrowings` block of the panel's namespace in every
 * language (src/i18n.ts puts it in; src/i18n.test.ts checks the gaps).
 */
export const borrowingsEn = {
  title: 'Borrowings',
  columns: {
    coin: 'Coin',
    borrowAmount: 'Borrowed',
    interest: 'Interest accrued',
    totalLiability: 'Total liability',
    hourlyRate: 'Hourly rate',
    availableToBorrow: 'Available to borrow',
    maxBorrow: 'Borrow limit',
  },
  refresh: 'Refresh',
  empty: 'Nothing borrowed.',
  loading: 'Loading borrowings…',
  loadError: 'Borrowings could not be loaded ({{code}}): {{message}}',
  retry: 'Retry',
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type BorrowingsResources = Widen<typeof borrowingsEn>;

export const borrowingsDe: BorrowingsResources = {
  title: 'Kredite',
  columns: {
    coin: 'Coin',
    borrowAmount: 'Geliehen',
    interest: 'Aufgelaufene Zinsen',
    totalLiability: 'Gesamtverbindlichkeit',
    hourlyRate: 'Stundenzins',
    availableToBorrow: 'Verfügbar zum Leihen',
    maxBorrow: 'Kreditlimit',
  },
  refresh: 'Aktualisieren',
  empty: 'Nichts geliehen.',
  loading: 'Kredite werden geladen …',
  loadError: 'Die Kredite konnten nicht geladen werden ({{code}}): {{message}}',
  retry: 'Erneut versuchen',
};

export const borrowingsArSa: BorrowingsResources = {
  title: 'القروض',
  columns: {
    coin: 'العملة',
    borrowAmount: 'المقترض',
    interest: 'الفائدة المستحقة',
    totalLiability: 'إجمالي الالتزام',
    hourlyRate: 'السعر بالساعة',
    availableToBorrow: 'المتاح للاقتراض',
    maxBorrow: 'حد الاقتراض',
  },
  refresh: 'تحديث',
  empty: 'لا يوجد اقتراض.',
  loading: 'جارٍ تحميل القروض…',
  loadError: 'تعذّر تحميل القروض ({{code}}): {{message}}',
  retry: 'إعادة المحاولة',
};
