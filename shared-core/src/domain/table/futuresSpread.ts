import { FUTURES_SPREAD_TABLE } from './virtual';

/** §2.4: the futures-spread page a leg cell and the empty-state button open. */
export const FUTURES_SPREAD_PATH = '/liquid-marketplace/future-spread';
/** §2.4: where a leg click stores the base coin before opening the page. */
export const FUTURES_SPREAD_BASE_COIN_KEY = 'futureSpread.currentBaseCoin';

/** §2.4: the empty state promotes futures spreads everywhere except in the futures-spread table. */
export function showsFuturesSpreadPromotion(tableId: string): boolean {
  return tableId !== FUTURES_SPREAD_TABLE;
}

/** §2.4: a leg opens the page in the same tab only from the futures-spread table. */
export function futuresSpreadLegTarget(tableId: string): '_self' | '_blank' {
  return tableId === FUTURES_SPREAD_TABLE ? '_self' : '_blank';
}
