/**
 * Pure rules of the order-history and trade-history tabs (order-panel.md §2.2, §2.3, §5, §6):
 * the time-range chips, which order-history sub-tabs an account sees, which sub-tab an order
 * belongs to, the instrument filter, and the row views at the symbol's precision.
 */
import {
  EMPTY_VALUE,
  formatNumberForLocale,
  parseSymbolName,
  type AccountKind,
  type ContractSymbolConfig,
  type WireExecution,
  type WireOrder,
} from 'shared-core';
import { formatOrderTime } from '../openOrders/rules';
import type { InstrumentFilter } from '../tabs/types';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The time-range chips of the history tabs, in days (order-panel.md §2.3). */
export const HISTORY_RANGES = [7, 30, 180] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];
export const DEFAULT_HISTORY_RANGE: HistoryRange = 7;

/** Rows asked for per page; "Load more" asks for the next page from the last cursor. */
export const HISTORY_PAGE_SIZE = 50;

/** The window of a chip: the last `days` days up to `now`, both ends inclusive, in ms. */
export function rangeWindow(days: HistoryRange, now: number): { startTime: number; endTime: number } {
  return { startTime: now - days * DAY_MS, endTime: now };
}

/** The order-history sub-tabs in display order (order-panel.md §2.2). */
export const ORDER_HISTORY_SUB_TABS = [
  'ordinary',
  'conditional',
  'tpsl',
  'trailingStop',
  'oco',
  'mmrClose',
  'spread',
] as const;
export type OrderHistorySubTab = (typeof ORDER_HISTORY_SUB_TABS)[number];

/**
 * Whether an account sees an order-history sub-tab (order-panel.md §2.2, §6): demo has no OCO and
 * no spread; portfolio margin has no MMR close; spread needs UTA2 with spread access.
 */
export function showsOrderHistorySubTab(
  tab: OrderHistorySubTab,
  kind: Pick<AccountKind, 'demo' | 'portfolioMargin' | 'unified'>,
  spreadAccess = false,
): boolean {
  switch (tab) {
    case 'oco':
      return !kind.demo;
    case 'mmrClose':
      return !kind.portfolioMargin;
    case 'spread':
      return kind.unified === 2 && spreadAccess && !kind.demo;
    default:
      return true;
  }
}

export function orderHistorySubTabs(
  kind: Pick<AccountKind, 'demo' | 'portfolioMargin' | 'unified'>,
  spreadAccess = false,
): OrderHistorySubTab[] {
  return ORDER_HISTORY_SUB_TABS.filter((t) => showsOrderHistorySubTab(t, kind, spreadAccess));
}

/** A chosen sub-tab the account no longer sees falls back to ordinary (order-panel.md §4.1). */
export function effectiveSubTab(
  chosen: OrderHistorySubTab,
  visible: readonly OrderHistorySubTab[],
): OrderHistorySubTab {
  return visible.includes(chosen) ? chosen : 'ordinary';
}

const TPSL_STOP_TYPES = new Set(['TakeProfit', 'StopLoss', 'PartialTakeProfit', 'PartialStopLoss', 'TpSlOrder']);

/** The sub-tab a finished order is listed under, from its stopOrderType (then its createType). */
export function subTabOfOrder(o: Pick<WireOrder, 'stopOrderType' | 'createType'>): OrderHistorySubTab {
  const stop = o.stopOrderType ?? '';
  if (stop === 'Stop') return 'conditional';
  if (TPSL_STOP_TYPES.has(stop)) return 'tpsl';
  if (stop === 'TrailingStop' || o.createType === 'CreateByTrailingStop') return 'trailingStop';
  if (stop === 'MmRateClose' || o.createType === 'CreateByMmRateClose') return 'mmrClose';
  if (stop === 'OcoOrder' || stop === 'TakeProfitStopLossOCO') return 'oco';
  if (stop === 'FutureSpread' || o.createType === 'CreateByFutureSpread') return 'spread';
  return 'ordinary';
}

/**
 * Whether a symbol passes the panel's instrument filter (order-panel.md §2.3, §3): SPOT spot
 * pairs, DERIVATIVES perpetuals and futures, OPTIONS options, EXPIRY what delivers (futures and
 * options). Our reading: the spec names the values, not their members.
 */
export function matchesInstrumentFilter(symbol: string, filter: InstrumentFilter): boolean {
  if (filter === 'ALL') return true;
  const kind = parseSymbolName(symbol).kind;
  switch (filter) {
    case 'SPOT':
      return kind === 'spot';
    case 'DERIVATIVES':
      return kind === 'perpetual' || kind === 'futures';
    case 'OPTIONS':
      return kind === 'option';
    case 'EXPIRY':
      return kind === 'futures' || kind === 'option';
  }
}

/** The rows the tab shows: the instrument filter, and only the page's symbol unless all markets. */
export function visibleRows<T extends { symbol: string }>(
  rows: readonly T[],
  opts: { instrumentFilter: InstrumentFilter; allMarkets: boolean; currentSymbol: string | null },
): T[] {
  return rows.filter(
    (r) =>
      matchesInstrumentFilter(r.symbol, opts.instrumentFilter) &&
      (opts.allMarkets || opts.currentSymbol === null || r.symbol === opts.currentSymbol),
  );
}

/** Display decimals of a symbol (never guessed from a wire string): price and quantity. */
export interface SymbolPrecision {
  price: number;
  qty: number;
}

/** Options and symbols without a config: 8 decimals, trailing zeros of the value kept out. */
const FALLBACK_DECIMALS = 8;

export function precisionOf(config: ContractSymbolConfig | undefined): SymbolPrecision | undefined {
  if (!config) return undefined;
  return { price: config.priceFraction ?? config.tickSizeFraction, qty: config.lotFraction };
}

/** A decimal at the symbol's precision, or as sent (plain, up to 8 decimals) when it has none. */
function formatAt(value: string | undefined, decimals: number | undefined, locale: string): string {
  if (value === undefined || value === '') return EMPTY_VALUE;
  if (decimals !== undefined) return formatNumberForLocale(value, locale, decimals);
  const dot = value.indexOf('.');
  const sent = dot < 0 ? 0 : Math.min(FALLBACK_DECIMALS, value.length - dot - 1);
  return formatNumberForLocale(value, locale, sent);
}

/** A price of 0 on a market order means "market": shown as a dash to be read as such. */
const priceOrDash = (price: string | undefined) => (price === undefined || price === '0' ? undefined : price);

export interface OrderHistoryRowView {
  orderId: string;
  symbol: string;
  side: WireOrder['side'];
  orderType: WireOrder['orderType'];
  orderStatus: WireOrder['orderStatus'];
  subTab: OrderHistorySubTab;
  price: string;
  avgPrice: string;
  qty: string;
  filled: string;
  triggerPrice: string;
  time: string;
  createdAt: number;
}

export function orderHistoryRow(
  o: WireOrder,
  config: ContractSymbolConfig | undefined,
  locale: string,
): OrderHistoryRowView {
  const p = precisionOf(config);
  return {
    orderId: o.orderId,
    symbol: o.symbol,
    side: o.side,
    orderType: o.orderType,
    orderStatus: o.orderStatus,
    subTab: subTabOfOrder(o),
    price: o.orderType === 'Market' ? EMPTY_VALUE : formatAt(priceOrDash(o.price), p?.price, locale),
    avgPrice: formatAt(priceOrDash(o.avgPrice), p?.price, locale),
    qty: formatAt(o.qty, p?.qty, locale),
    filled: formatAt(o.cumExecQty, p?.qty, locale),
    triggerPrice: formatAt(priceOrDash(o.triggerPrice), p?.price, locale),
    time: formatOrderTime(o.createdAtE3),
    createdAt: o.createdAtE3,
  };
}

export interface TradeHistoryRowView {
  execId: string;
  orderId: string;
  symbol: string;
  side: WireExecution['side'];
  orderType: WireExecution['orderType'];
  execType: WireExecution['execType'];
  price: string;
  qty: string;
  /** value and fee in the settle coin: the config's balance precision */
  value: string;
  fee: string;
  isMaker: boolean;
  time: string;
  execTime: number;
}

export function tradeHistoryRow(
  e: WireExecution,
  config: ContractSymbolConfig | undefined,
  locale: string,
): TradeHistoryRowView {
  const p = precisionOf(config);
  const money = config?.balanceFraction;
  return {
    execId: e.execId,
    orderId: e.orderId,
    symbol: e.symbol,
    side: e.side,
    orderType: e.orderType,
    execType: e.execType,
    price: formatAt(e.execPrice, p?.price, locale),
    qty: formatAt(e.execQty, p?.qty, locale),
    value: formatAt(e.execValue, money, locale),
    fee: formatAt(e.execFee, money, locale),
    isMaker: e.isMaker,
    time: formatOrderTime(e.execTime),
    execTime: e.execTime,
  };
}

/** Appends a page to what is shown, dropping ids already there (a page boundary never doubles a row). */
export function appendPage<T>(shown: readonly T[], page: readonly T[], idOf: (row: T) => string): T[] {
  const seen = new Set(shown.map(idOf));
  const out = [...shown];
  for (const row of page) {
    const id = idOf(row);
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(row);
  }
  return out;
}
