/** Pure rules of the option chain: expiries, rows by strike, and the formatted quotes. */
import BigNumber from 'bignumber.js';
import { toDecimal } from 'shared-core';
import {
  EMPTY_VALUE,
  formatDecimal,
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

export interface QuoteView {
  symbol: string;
  bid: string;
  mark: string;
  ask: string;
  /** percent, 1 decimal */
  iv: string;
  delta: string;
}

export interface ChainPrecision {
  /** bid/ask: the tick's precision (commonConfig.fePriceFractionPrecision) */
  price: number;
  /** mark price (commonConfig.feMarkPricePrecision) */
  mark: number;
}

export const precisionOf = (config: OptionCommonConfig | null | undefined): ChainPrecision => ({
  price: config?.fePriceFractionPrecision ?? 2,
  mark: config?.feMarkPricePrecision ?? 2,
});

/** A zero bid or ask means an empty side of the book. */
const bookPrice = (value: string | undefined, decimals: number): string =>
  toDecimal(value)?.gt(0) ? formatDecimal(value, decimals) : EMPTY_VALUE;

export function quoteView(symbol: string, ticker: OptionTickerRaw | undefined, precision: ChainPrecision): QuoteView {
  const iv = toDecimal(ticker?.markIv);
  const delta = toDecimal(ticker?.delta);
  return {
    symbol,
    bid: bookPrice(ticker?.bid1Price, precision.price),
    mark: toDecimal(ticker?.markPrice) ? formatDecimal(ticker?.markPrice, precision.mark) : EMPTY_VALUE,
    ask: bookPrice(ticker?.ask1Price, precision.price),
    iv: iv ? `${formatDecimal(iv.multipliedBy(100).toFixed(), 1)}%` : EMPTY_VALUE,
    delta: delta ? formatDecimal(delta.toFixed(), 4) : EMPTY_VALUE,
  };
}

export interface ChainRowView {
  strike: string;
  strikeLabel: string;
  call?: QuoteView;
  put?: QuoteView;
}

export function chainRowView(
  row: ChainRow,
  tickers: Readonly<Record<string, OptionTickerRaw>>,
  precision: ChainPrecision,
): ChainRowView {
  return {
    strike: row.strike,
    strikeLabel: formatDecimal(row.strike, 0 + Math.max(0, (row.strike.split('.')[1] ?? '').length)),
    call: row.call ? quoteView(row.call, tickers[row.call], precision) : undefined,
    put: row.put ? quoteView(row.put, tickers[row.put], precision) : undefined,
  };
}
