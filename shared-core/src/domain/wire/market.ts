/** Market data wire types: option instruments, common config, tickers, instrument detail, depth. */

export type OptionSymbolType = 'C' | 'P';

/** Option common config (option-entry-and-platform.md §3). */
export interface OptionCommonConfig {
  tickSize: string;
  minOrderPrice: string;
  maxOrderPrice: string;
  minOrderSize: string;
  maxOrderSize: string;
  minOrderSizeIncrement: string;
  minSellBasis: string;
  minSellFactor: string;
  maxBuyFactor: string;
  priceDeviationPercentage: string;
  fePriceFractionPrecision: number;
  feMarkPricePrecision: number;
  tickSizeScale: number;
  minOrderSizeIncrementScale: number;
}

export interface OptionInstrumentInfo {
  symbol: string;
  baseCoin: string;
  settleCoin: string;
  strikePrice: string;
  /** ms since epoch (08:00 UTC on the expiry day) */
  deliveryTime: number;
  symbolType: OptionSymbolType;
}

export interface OptionInstrumentsResult {
  commonConfig: OptionCommonConfig;
  list: OptionInstrumentInfo[];
}

export interface OptionTicker {
  symbol: string;
  indexPrice: string;
  underlyingPrice: string;
  markPrice: string;
  /** fraction: "0.5512" = 55.12 % */
  markIv: string;
  /** per contract, buyer's view */
  delta: string;
  gamma: string;
  vega: string;
  theta: string;
  bid1Price: string;
  bid1Size: string;
  ask1Price: string;
  ask1Size: string;
  lastPrice: string;
  /** contracts open, a decimal string (absent from older servers) */
  openInterest?: string;
  /** contracts traded over the last 24 hours, a decimal string (absent from older servers) */
  volume24h?: string;
}

/**
 * A ticker row as a push or snapshot may carry it: a plain object naming its symbol, every field
 * a string (decimals travel as strings; a number or an object would reach the formatters and the
 * option maths unchecked). A row that fails is dropped by the store, not cast into it.
 */
export function isTickerDelta(value: unknown): value is Partial<OptionTicker> & { symbol: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const row = value as Record<string, unknown>; // narrowed to a non-null, non-array object above
  if (typeof row.symbol !== 'string' || row.symbol === '') return false;
  for (const key in row) {
    if (Object.hasOwn(row, key) && typeof row[key] !== 'string') return false;
  }
  return true;
}

export interface DepthLevel {
  price: string;
  totalQty: string;
}

export interface OptionInstrumentDetail {
  symbol: string;
  indexPrice: string;
  markPrice: string;
  markIv: string;
  delta: string;
  underlyingPrice: string;
  bids: DepthLevel[];
  asks: DepthLevel[];
}

/** Data of an `orderbook.{symbol}` push: top 25 levels each side, best first. */
export interface OrderbookPush {
  symbol: string;
  bids: DepthLevel[];
  asks: DepthLevel[];
}
