/** The texts of the futures-spread sub-tab: the `spread` block of the panel's namespace in every language. */
export const spreadEn = {
  columns: {
    symbol: 'Spread',
    legSymbol: 'Legs',
    legSide: 'Leg side',
    legProductType: 'Leg product',
  },
  productType: { Futures: 'Futures', Spot: 'Spot' },
  openLeg: 'Open the futures-spread page for {{symbol}}',
  empty: 'You have no open spread orders.',
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type SpreadResources = Widen<typeof spreadEn>;

export const spreadDe: SpreadResources = {
  columns: {
    symbol: 'Spread',
    legSymbol: 'Legs',
    legSide: 'Leg-Seite',
    legProductType: 'Leg-Produkt',
  },
  productType: { Futures: 'Futures', Spot: 'Spot' },
  openLeg: 'Futures-Spread-Seite für {{symbol}} öffnen',
  empty: 'Sie haben keine offenen Spread-Aufträge.',
};

export const spreadArSa: SpreadResources = {
  columns: {
    symbol: 'الفارق',
    legSymbol: 'الأطراف',
    legSide: 'جهة الطرف',
    legProductType: 'منتج الطرف',
  },
  productType: { Futures: 'عقود آجلة', Spot: 'فوري' },
  openLeg: 'افتح صفحة فروق العقود الآجلة لـ {{symbol}}',
  empty: 'ليست لديك أوامر فروق مفتوحة.',
};
