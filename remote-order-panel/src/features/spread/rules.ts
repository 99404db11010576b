/**
 * Pure rules of the futures-spread sub-tab (order-panel.md §2.2, §3 futures-spread row): wire rows
 * checked and formatted, the page's scope (all markets or the current instrument) and the
 * instrument filter. No React, no Redux.
 */
import { formatNumberForLocale, toDecimal } from 'shared-core';
import type { InstrumentFilter } from '../tabs/types';
import { formatOrderTime } from '../openOrders/rules';

export type LegProductType = 'Futures' | 'Spot';
export type SpreadSide = 'Buy' | 'Sell';

/** One spread order as `GET /combination/api/order/list` lists it (decimal strings). */
export interface WireSpreadOrder {
  orderId: string;
  symbol: string;
  baseCoin: string;
  side: SpreadSide;
  price: string;
  qty: string;
  legSide1: SpreadSide;
  legSide2: SpreadSide;
  legSymbol1: string;
  legSymbol2: string;
  legProductType1: LegProductType;
  legProductType2: LegProductType;
  createdTime: string;
}

export interface SpreadLeg {
  side: SpreadSide;
  symbol: string;
  productType: LegProductType;
}

export interface SpreadRowView {
  orderId: string;
  symbol: string;
  baseCoin: string;
  side: SpreadSide;
  price: string;
  qty: string;
  time: string;
  legs: readonly [SpreadLeg, SpreadLeg];
}

/** Display decimals: a spread price to the tick (0.1), a quantity to the step (0.001). */
export const SPREAD_PRICE_DECIMALS = 1;
export const SPREAD_QTY_DECIMALS = 3;

const isSide = (v: unknown): v is SpreadSide => v === 'Buy' || v === 'Sell';
const isProduct = (v: unknown): v is LegProductType => v === 'Futures' || v === 'Spot';
const isText = (v: unknown): v is string => typeof v === 'string' && v !== '';

/** A leg, or null when the wire row is malformed there. */
function legOf(o: Record<string, unknown>, n: 1 | 2): SpreadLeg | null {
  const side = o[`legSide${n}`];
  const symbol = o[`legSymbol${n}`];
  const productType = o[`legProductType${n}`];
  return isSide(side) && isText(symbol) && isProduct(productType) ? { side, symbol, productType } : null;
}

/**
 * Rows from the list answer, newest first; an entry without an id, a side, a coin, a number for
 * price and quantity or two well-formed legs is dropped (never shown half).
 */
export function spreadRows(list: readonly unknown[], locale: string): SpreadRowView[] {
  const rows: { row: SpreadRowView; at: number }[] = [];
  for (const item of list) {
    if (typeof item !== 'object' || item === null) continue;
    const o = item as Record<string, unknown>;
    const leg1 = legOf(o, 1);
    const leg2 = legOf(o, 2);
    if (!isText(o.orderId) || !isText(o.symbol) || !isText(o.baseCoin) || !isSide(o.side) || !leg1 || !leg2) continue;
    const price = typeof o.price === 'string' ? toDecimal(o.price) : null;
    const qty = typeof o.qty === 'string' ? toDecimal(o.qty) : null;
    if (!price || !qty) continue;
    const at = Number(o.createdTime);
    rows.push({
      at: Number.isFinite(at) ? at : 0,
      row: {
        orderId: o.orderId,
        symbol: o.symbol,
        baseCoin: o.baseCoin,
        side: o.side,
        price: formatNumberForLocale(price, locale, SPREAD_PRICE_DECIMALS),
        qty: formatNumberForLocale(qty, locale, SPREAD_QTY_DECIMALS),
        time: formatOrderTime(Number.isFinite(at) ? at : undefined),
        legs: [leg1, leg2],
      },
    });
  }
  return rows.sort((a, b) => b.at - a.at || a.row.orderId.localeCompare(b.row.orderId)).map((r) => r.row);
}

/**
 * The rows the trader sees: every market, or with all-markets off the spreads that trade the
 * page's instrument (the spread itself or either leg), as the cancel-all with that symbol takes them.
 */
export function spreadRowsInScope<T extends Pick<SpreadRowView, 'symbol' | 'legs'>>(
  rows: readonly T[],
  current: string | null,
): T[] {
  if (!current) return [...rows];
  return rows.filter((r) => r.symbol === current || r.legs.some((l) => l.symbol === current));
}

/**
 * A spread has a dated future leg: it is a derivative and an expiry product, neither spot nor an
 * option (§3 instrument filter values).
 */
export const spreadMatchesFilter = (filter: InstrumentFilter): boolean =>
  filter === 'ALL' || filter === 'DERIVATIVES' || filter === 'EXPIRY';
