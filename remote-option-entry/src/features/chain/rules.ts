/** Pure rules of the option chain: expiries, rows by strike, and the formatted quotes. */
import BigNumber from 'bignumber.js';
import { toDecimal } from 'shared-core';
import {
  EMPTY_VALUE,
  formatNumberForLocale,
  optionExpiryCode,
  type OptionCommonConfig,
  type OptionInstrumentInfo,
  type OptionTickerRaw,
} from 'shared-core';

export const CHAIN_COINS = ['BTC', 'ETH', 'SOL'] as const;
export type ChainCoin = (typeof CHAIN_COINS)[number];
export const DEFAULT_COIN: ChainCoin = 'BTC';

/** Whether a base coin (e.g. the page's current underlying) is one the chain lists. */
export const isChainCoin = (coin: unknown): coin is ChainCoin => CHAIN_COINS.includes(coin as ChainCoin);

/** Delivery times of the listed options, soonest first. */
export function expiriesOf(list: readonly OptionInstrumentInfo[]): number[] {
  return [...new Set(list.map((i) => i.deliveryTime))].sort((a, b) => a - b);
}

/** The chosen expiry if it is still listed, else the soonest one. */
export function effectiveExpiry(expiries: readonly number[], chosen: number | null): number | null {
  if (chosen !== null && expiries.includes(chosen)) return chosen;
  return expiries[0] ?? null;
}

export const expiryLabel = (deliveryTime: number): string => optionExpiryCode(deliveryTime);

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface ChainRow {
  strike: string;
  call?: string;
  put?: string;
}

/** One row per strike of an expiry, ascending strike; the call on the left, the put on the right. */
export function chainRows(list: readonly OptionInstrumentInfo[], expiry: number | null): ChainRow[] {
  if (expiry === null) return [];
  const byStrike = new Map<string, ChainRow>();
  for (const inst of list) {
    if (inst.deliveryTime !== expiry) continue;
    const row = byStrike.get(inst.strikePrice) ?? { strike: inst.strikePrice };
    if (inst.symbolType === 'C') row.call = inst.symbol;
    else row.put = inst.symbol;
    byStrike.set(inst.strikePrice, row);
  }
  return [...byStrike.values()].sort(
    (a, b) => (toDecimal(a.strike) ?? new BigNumber(0)).comparedTo(toDecimal(b.strike) ?? new BigNumber(0)) ?? 0,
  );
}

/** The columns a side of the chain can show, in the call side's order (the put side mirrors it). */
export const CHAIN_COLUMNS = [
  'bidSize',
  'bid',
  'mark',
  'ask',
  'askSize',
  'iv',
  'delta',
  'gamma',
  'vega',
  'theta',
  'openInterest',
  'volume',
] as const;
export type ChainColumn = (typeof CHAIN_COLUMNS)[number];
export const DEFAULT_CHAIN_COLUMNS: readonly ChainColumn[] = [
  'bidSize',
  'bid',
  'mark',
  'ask',
  'askSize',
  'iv',
  'delta',
  'openInterest',
];
/** The price columns a trader picks from (and moves between with the arrow keys). */
export type QuoteColumn = 'bid' | 'mark' | 'ask';
export const isQuoteColumn = (c: ChainColumn): c is QuoteColumn => c === 'bid' || c === 'mark' || c === 'ask';
export const CHAIN_COLUMNS_STORAGE_KEY = 'optionEntry.chainColumns.v1';

const isChainColumn = (c: unknown): c is ChainColumn => CHAIN_COLUMNS.includes(c as ChainColumn);

/** Visible columns in the chain's order, without duplicates or unknown names. */
export const normaliseColumns = (columns: readonly unknown[]): ChainColumn[] =>
  CHAIN_COLUMNS.filter((c) => columns.includes(c));

/** The stored column choice (a JSON array of names); anything unreadable, or nothing left, gives the default. */
export function parseChainColumns(stored: string | null | undefined): ChainColumn[] {
  if (!stored) return [...DEFAULT_CHAIN_COLUMNS];
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return [...DEFAULT_CHAIN_COLUMNS];
  }
  if (!Array.isArray(parsed)) return [...DEFAULT_CHAIN_COLUMNS];
  const columns = normaliseColumns(parsed.filter(isChainColumn));
  return columns.length ? columns : [...DEFAULT_CHAIN_COLUMNS];
}

export const serialiseChainColumns = (columns: readonly ChainColumn[]): string =>
  JSON.stringify(normaliseColumns(columns));

/** Show or hide a column; the last visible column stays (a chain with no column shows nothing to pick). */
export function toggleChainColumn(visible: readonly ChainColumn[], column: ChainColumn): ChainColumn[] {
  if (!visible.includes(column)) return normaliseColumns([...visible, column]);
  const rest = visible.filter((c) => c !== column);
  return rest.length ? normaliseColumns(rest) : normaliseColumns(visible);
}

/** Columns left to right: the call side in the chain's order, the put side mirrored around the strike. */
export const sideColumns = (visible: readonly ChainColumn[], side: 'call' | 'put'): ChainColumn[] => {
  const ordered = normaliseColumns(visible);
  return side === 'call' ? ordered : ordered.reverse();
};

export interface QuoteView {
  symbol: string;
  bid: string;
  bidSize: string;
  mark: string;
  ask: string;
  askSize: string;
  /** percent, 1 decimal */
  iv: string;
  delta: string;
  gamma: string;
  vega: string;
  theta: string;
  openInterest: string;
  volume: string;
}

export interface ChainPrecision {
  /** bid/ask: the tick's precision (commonConfig.fePriceFractionPrecision) */
  price: number;
  /** mark price (commonConfig.feMarkPricePrecision) */
  mark: number;
  /** sizes, open interest and volume: the lot step's precision (commonConfig.minOrderSizeIncrementScale) */
  size: number;
  /** the trader's language: figures in its format (German 1.234,50) */
  locale: string;
}

export const precisionOf = (config: OptionCommonConfig | null | undefined, locale = 'en'): ChainPrecision => ({
  price: config?.fePriceFractionPrecision ?? 2,
  mark: config?.feMarkPricePrecision ?? 2,
  size: config?.minOrderSizeIncrementScale ?? 2,
  locale,
});

/** Decimals of the greeks: gamma is tiny per contract (BTC ~0.00003), vega and theta are in USD. */
export const GREEK_DECIMALS = { delta: 4, gamma: 6, vega: 2, theta: 2 } as const;

/** A zero bid or ask means an empty side of the book. */
const bookPrice = (value: string | undefined, decimals: number, locale: string): string =>
  toDecimal(value)?.gt(0) ? formatNumberForLocale(value, locale, decimals) : EMPTY_VALUE;

/** A size next to a price: shown only when that side of the book has a price. */
const bookSize = (price: string | undefined, size: string | undefined, decimals: number, locale: string): string =>
  toDecimal(price)?.gt(0) && toDecimal(size)?.gt(0) ? formatNumberForLocale(size, locale, decimals) : EMPTY_VALUE;

const decimalOrEmpty = (value: string | undefined, decimals: number, locale: string): string =>
  toDecimal(value) ? formatNumberForLocale(value, locale, decimals) : EMPTY_VALUE;

export function quoteView(symbol: string, ticker: OptionTickerRaw | undefined, precision: ChainPrecision): QuoteView {
  const iv = toDecimal(ticker?.markIv);
  const l = precision.locale;
  return {
    symbol,
    bid: bookPrice(ticker?.bid1Price, precision.price, l),
    bidSize: bookSize(ticker?.bid1Price, ticker?.bid1Size, precision.size, l),
    mark: decimalOrEmpty(ticker?.markPrice, precision.mark, l),
    ask: bookPrice(ticker?.ask1Price, precision.price, l),
    askSize: bookSize(ticker?.ask1Price, ticker?.ask1Size, precision.size, l),
    // a fraction to percent by moving the point (no float product)
    iv: iv ? `${formatNumberForLocale(iv.shiftedBy(2), l, 1)}%` : EMPTY_VALUE,
    delta: decimalOrEmpty(ticker?.delta, GREEK_DECIMALS.delta, l),
    gamma: decimalOrEmpty(ticker?.gamma, GREEK_DECIMALS.gamma, l),
    vega: decimalOrEmpty(ticker?.vega, GREEK_DECIMALS.vega, l),
    theta: decimalOrEmpty(ticker?.theta, GREEK_DECIMALS.theta, l),
    openInterest: decimalOrEmpty(ticker?.openInterest, precision.size, l),
    volume: decimalOrEmpty(ticker?.volume24h, precision.size, l),
  };
}

/** Where a strike stands against the underlying: at the money, and which side is in the money. */
export interface MoneynessFlags {
  /** the strike nearest the underlying (one row per expiry) */
  atm: boolean;
  /** a call is in the money below the underlying */
  callItm: boolean;
  /** a put is in the money above the underlying */
  putItm: boolean;
}

const NO_FLAGS: MoneynessFlags = { atm: false, callItm: false, putItm: false };

export interface ChainRowView extends MoneynessFlags {
  strike: string;
  strikeLabel: string;
  call?: QuoteView;
  put?: QuoteView;
}

const strikeLabelOf = (strike: string, locale: string): string =>
  formatNumberForLocale(strike, locale, Math.max(0, (strike.split('.')[1] ?? '').length));

export function chainRowView(
  row: ChainRow,
  tickers: Readonly<Record<string, OptionTickerRaw>>,
  precision: ChainPrecision,
  flags: MoneynessFlags = NO_FLAGS,
): ChainRowView {
  return {
    strike: row.strike,
    strikeLabel: strikeLabelOf(row.strike, precision.locale),
    call: row.call ? quoteView(row.call, tickers[row.call], precision) : undefined,
    put: row.put ? quoteView(row.put, tickers[row.put], precision) : undefined,
    atm: flags.atm,
    callItm: flags.callItm,
    putItm: flags.putItm,
  };
}

/**
 * The underlying (forward) price of an expiry: the options' underlyingPrice (the first option of
 * the expiry that has a valid one), else the coin's index price.
 */
export function chainUnderlying(
  rows: readonly ChainRow[],
  tickers: Readonly<Record<string, OptionTickerRaw>>,
  indexPrice?: string | null,
): string | null {
  for (const row of rows)
    for (const symbol of [row.call, row.put]) {
      const u = symbol ? tickers[symbol]?.underlyingPrice : undefined;
      if (toDecimal(u)?.gt(0)) return u ?? null;
    }
  return toDecimal(indexPrice)?.gt(0) ? (indexPrice ?? null) : null;
}

/** The strike nearest the underlying (the lower one on a tie); null without rows or underlying. */
export function atmStrikeOf(strikes: readonly string[], underlying: string | null | undefined): string | null {
  const u = toDecimal(underlying);
  if (!u) return null;
  let best: { strike: string; distance: BigNumber } | null = null;
  for (const strike of strikes) {
    const k = toDecimal(strike);
    if (!k) continue;
    const distance = k.minus(u).abs();
    if (!best || distance.lt(best.distance)) best = { strike, distance };
  }
  return best?.strike ?? null;
}

/**
 * Where the underlying line goes among the rows (ascending strikes): before the first strike at or
 * above the underlying, so between the last strike below and the first above (0 = above every row,
 * rows.length = below every row); null without an underlying.
 */
export function underlyingLineIndex(strikes: readonly string[], underlying: string | null | undefined): number | null {
  const u = toDecimal(underlying);
  if (!u) return null;
  return strikes.filter((s) => toDecimal(s)?.lt(u)).length;
}

export function moneynessOf(strike: string, underlying: string | null, atmStrike: string | null): MoneynessFlags {
  const u = toDecimal(underlying);
  const k = toDecimal(strike);
  if (!u || !k) return NO_FLAGS;
  return { atm: strike === atmStrike, callItm: k.lt(u), putItm: k.gt(u) };
}

export interface ChainView {
  rows: ChainRowView[];
  /** the underlying (forward) price as it came, or null before the first ticker */
  underlying: string | null;
  /** where the underlying line goes (see underlyingLineIndex) */
  underlyingIndex: number | null;
}

export const EMPTY_CHAIN_VIEW: ChainView = { rows: [], underlying: null, underlyingIndex: null };

interface RowCacheEntry {
  call?: OptionTickerRaw;
  put?: OptionTickerRaw;
  precision: ChainPrecision;
  flags: MoneynessFlags;
  view: ChainRowView;
}

/**
 * A chain view calculator that keeps a row's view object when nothing it shows changed (its two
 * tickers are the same objects, same precision and moneyness), so a memoised row component
 * re-renders only the rows a ticker batch touched.
 */
export function createChainViewBuilder() {
  const cache = new WeakMap<ChainRow, RowCacheEntry>();
  return (
    rows: readonly ChainRow[],
    tickers: Readonly<Record<string, OptionTickerRaw>>,
    precision: ChainPrecision,
    indexPrice?: string | null,
  ): ChainView => {
    if (rows.length === 0) return EMPTY_CHAIN_VIEW;
    const underlying = chainUnderlying(rows, tickers, indexPrice);
    const strikes = rows.map((r) => r.strike);
    const atm = atmStrikeOf(strikes, underlying);
    const views = rows.map((row) => {
      const call = row.call ? tickers[row.call] : undefined;
      const put = row.put ? tickers[row.put] : undefined;
      const flags = moneynessOf(row.strike, underlying, atm);
      const hit = cache.get(row);
      if (
        hit &&
        hit.call === call &&
        hit.put === put &&
        hit.precision.price === precision.price &&
        hit.precision.mark === precision.mark &&
        hit.precision.size === precision.size &&
        hit.flags.atm === flags.atm &&
        hit.flags.callItm === flags.callItm &&
        hit.flags.putItm === flags.putItm
      )
        return hit.view;
      const view = chainRowView(row, tickers, precision, flags);
      cache.set(row, { call, put, precision, flags, view });
      return view;
    });
    return { rows: views, underlying, underlyingIndex: underlyingLineIndex(strikes, underlying) };
  };
}

/** Time left to an expiry, for its tab: whole days, or hours (rounded up) in its last day. */
export function timeToExpiry(deliveryTime: number, now: number): { unit: 'd' | 'h'; count: number } {
  const left = Math.max(0, deliveryTime - now);
  if (left >= DAY_MS) return { unit: 'd', count: Math.floor(left / DAY_MS) };
  return { unit: 'h', count: Math.ceil(left / HOUR_MS) };
}

/** "27 Nov" in the trader's language (UTC day of the delivery). */
export function expiryDateLabel(deliveryTime: number, locale: string): string {
  const d = new Date(deliveryTime);
  let month: string;
  try {
    month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(d);
  } catch {
    month = new Intl.DateTimeFormat('en', { month: 'short', timeZone: 'UTC' }).format(d);
  }
  return `${d.getUTCDate()} ${month}`;
}
