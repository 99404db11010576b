/** The texts of the assets tab: the `assets` block of the panel's namespace in every language. */
export const assetsEn = {
  columns: {
    coin: 'Coin',
    walletBalance: 'Wallet balance',
    availableBalance: 'Available',
    positionIM: 'Position margin',
    orderIM: 'Order margin',
  },
  title: 'Assets',
  refresh: 'Refresh',
  loading: 'Loading balances…',
  empty: 'Your wallet holds no coins.',
  loadError: 'The balances could not be loaded ({{code}}): {{message}}',
  retry: 'Retry',
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type AssetsResources = Widen<typeof assetsEn>;

export const assetsDe: AssetsResources = {
  columns: {
    coin: 'Coin',
    walletBalance: 'Wallet-Guthaben',
    availableBalance: 'Verfügbar',
    positionIM: 'Positionsmargin',
    orderIM: 'Auftragsmargin',
  },
  title: 'Vermögen',
  refresh: 'Aktualisieren',
  loading: 'Guthaben werden geladen …',
  empty: 'Ihr Wallet enthält keine Coins.',
  loadError: 'Die Guthaben konnten nicht geladen werden ({{code}}): {{message}}',
  retry: 'Erneut versuchen',
};

export const assetsArSa: AssetsResources = {
  columns: {
    coin: 'العملة',
    walletBalance: 'رصيد المحفظة',
    availableBalance: 'المتاح',
    positionIM: 'هامش المراكز',
    orderIM: 'هامش الأوامر',
  },
  title: 'الأصول',
  refresh: 'تحديث',
  loading: 'جارٍ تحميل الأرصدة…',
  empty: 'لا تحتوي محفظتك على أي عملات.',
  loadError: 'تعذّر تحميل الأرصدة ({{code}}): {{message}}',
  retry: 'إعادة المحاولة',
};
