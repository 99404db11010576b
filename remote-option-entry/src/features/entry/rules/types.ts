/**
 * Types of the option order entry rules (spec option-entry-and-platform.md §3, §5). Pure data:
 * no React, no DOM, no network. Decimal values are strings, exactly as typed or as on the wire.
 */
import { OPTION_RISK_DEFAULTS, type OptionRiskConfig } from 'shared-core';

export type PriceType = 'usd' | 'iv' | 'market';
export type EntrySide = 'buy' | 'sell';
export type EntryMode = 'basic' | 'advanced';
export type PriceSource = 'mark' | 'bestBid' | 'bestAsk' | 'mid' | 'user';
export type TimeInForceName = 'GoodTillCancel' | 'PostOnly' | 'ImmediateOrCancel' | 'FillOrKill';

export const PRICE_TYPES: readonly PriceType[] = ['usd', 'iv', 'market'];
export const PRICE_SOURCES: readonly PriceSource[] = ['mark', 'bestBid', 'bestAsk', 'mid', 'user'];
export const TIME_IN_FORCE_NAMES: readonly TimeInForceName[] = [
  'GoodTillCancel',
  'PostOnly',
  'ImmediateOrCancel',
  'FillOrKill',
];

/** The spec's "option order form entry" (§3), one per leg. Decimal fields are strings as typed. */
export interface EntryLeg {
  id: string;
  symbol: string;
  side: EntrySide;
  placeType: PriceType;
  orderPrice: string;
  orderQty: string;
  orderFilledQty: string;
  /** percent as typed, e.g. "55.2" */
  iv: string;
  postOnly: boolean;
  reduceOnly: boolean;
  timeInForce: TimeInForceName;
  symbolType: 'C' | 'P';
  strikePrice: string;
  /** ms since epoch */
  deliveryTime: number;
  settleCoin: 'USDC' | 'USDT';
  symbolAlias: string;
  source: PriceSource;
}

/** Live market of one option (ticker + depth), strings as on the wire. bestBid/bestAsk '' or '0' when a side is empty. */
export interface LegMarket {
  indexPrice: string;
  underlyingPrice: string;
  markPrice: string;
  /** fraction: "0.5512" = 55.12 % */
  markIv: string;
  /** per contract, buyer's view */
  delta: string;
  bestBid: string;
  bestAsk: string;
}

/** Risk config (§3), decimal strings (shared-core OptionRiskConfig). */
export type RiskConfig = OptionRiskConfig;

/** The exchange's published option risk constants (shared-core OPTION_RISK_DEFAULTS), until the risk config is read. */
export const DEFAULT_RISK_CONFIG: Readonly<RiskConfig> = OPTION_RISK_DEFAULTS;

export interface PositionForMargin {
  symbol: string;
  /** + long, − short */
  positionSize: string;
  positionIM: string;
}

export interface OpenOrderForMargin {
  side: EntrySide;
  symbol: string;
  price: string;
  /** remaining (leaves) quantity */
  qty: string;
}

/**
 * The spec's message keys (§5). Which rule uses which key:
 *
 * | key                    | field | raised by                                                                      |
 * |------------------------|-------|--------------------------------------------------------------------------------|
 * | MinOrderSize           | qty   | quantity below minOrderSize (checkSize raises it: warning; on submit: error)   |
 * | MaxOrderSize           | qty   | quantity above maxOrderSize (checkSize caps it: warning + `capped`)            |
 * | QtyTickSize            | qty   | quantity not a multiple of minOrderSizeIncrement (rounded down: warning)       |
 * | QtyLimitSize           | qty   | quantity below the already-filled quantity (error, never corrected)            |
 * | MinOrderPrice          | price | price below minOrderPrice (raised: warning)                                    |
 * | MaxOrderPrice          | price | price above maxOrderPrice (lowered: warning; an iv order's price: error)       |
 * | MaxBuy                 | price | buy price above the max-buy price (lowered: warning; iv order: error)          |
 * | MinSell                | price | sell price below the min-sell price (raised: warning; iv order: error)         |
 * | PriceTickSize          | price | price not a multiple of tickSize (rounded: warning)                            |
 * | PleaseEnterEhePrice    | price | usd order without a positive price; `params.reason` 'noMarket' / 'noPrice'     |
 * |                        |       | when a market or iv order has no market data / no derivable price              |
 * | PleaseEnterTheIV       | iv    | iv order without an IV > 0 (or above the simulator's 10000 % limit: params.max)|
 * | PleaseEnterTheQuantity | qty   | no positive quantity                                                           |
 * | BuyOffsetErr           | price | price deviation of a buy (deviation.ts), confirmation only                     |
 * | SellOffsetErr          | price | price deviation of a sell (deviation.ts), confirmation only                    |
 * | MaxBuyInside           | price | a buy corrected to max-buy is set one tick inside it {max, price} (ours)       |
 * | MinSellInside          | price | a sell corrected to min-sell is set one tick inside it {min, price} (ours)     |
 * | ReduceOnlyNothing      | qty   | reduce-only with no opposite position (reduceOnly.ts; not a spec key)          |
 * | ReduceOnlyExceeds      | qty   | reduce-only above the position's size, params.max (reduceOnly.ts; not a spec key)|
 * | JustSent               | qty   | the same order again within SAME_ORDER_REARM_MS of its send (submit.ts; ours)  |
 */
export type MessageKey =
  | 'MinOrderSize'
  | 'MaxOrderSize'
  | 'QtyTickSize'
  | 'QtyLimitSize'
  | 'MinOrderPrice'
  | 'MaxOrderPrice'
  | 'MaxBuy'
  | 'MinSell'
  | 'PriceTickSize'
  | 'PleaseEnterEhePrice'
  | 'PleaseEnterTheIV'
  | 'PleaseEnterTheQuantity'
  | 'BuyOffsetErr'
  | 'SellOffsetErr'
  | 'MaxBuyInside'
  | 'MinSellInside'
  | 'ReduceOnlyNothing'
  | 'ReduceOnlyExceeds'
  | 'JustSent';

export interface FieldIssue {
  field: 'price' | 'iv' | 'qty';
  key: MessageKey;
  params: Record<string, string>;
  /** 'warning': the value was corrected (tell the trader); 'error': blocks submit */
  severity: 'error' | 'warning';
}
