/**
 * Margin order kind (spec §4) and required margin (spec §9) of an option order, through shared-core's
 * option risk formulas (domain/optionRisk, which exchange-sim's balance check 30031 uses too):
 *
 * - fee per contract = min(TAKER × index, MAX_PRICE_PROPORTION × price);
 * - short IM per contract = max(MAX_IM_FACTOR × index − OTM, MIN_IM_FACTOR × index) + mark, OTM =
 *   max(0, strike − index) for a call, max(0, index − strike) for a put;
 * - open buy = (price + fee) × openQty;
 * - open sell = max(0, short IM + fee − price) × openQty (the simulator never reserves < 0);
 * - close buy = max(0, (price + fee) × closeQty − released IM), released IM = positionIM × closeQty
 *   / |positionSize| (the position's IM share, spec §9 "based on position margin"; without a usable
 *   positionIM the per-contract short IM at the current market is used);
 * - close sell = 0 (closing a long: the premium received covers the fee);
 * - a mixed order (close part + open part) is the sum.
 *
 * Results are money at MARGIN_DECIMALS (4) decimals, rounded UP (amounts the trader must have);
 * the sum is rounded once, not the rounded parts added.
 */
import BigNumber from 'bignumber.js';
import {
  closeOpenSplit,
  requiredOptionMargin,
  shortInitialMargin,
  type CloseOpenPolicy,
  type OrderSide,
} from 'shared-core';
import {
  dec,
  fixed,
  nonNegative,
  parseMarket,
  parseRisk,
  positive,
  ZERO,
  type ParsedMarket,
  type ParsedRisk,
} from './decimals';
import {
  type EntrySide,
  type LegMarket,
  type OpenOrderForMargin,
  type PositionForMargin,
  type RiskConfig,
} from './types';

/** Display decimals of margin amounts in both settle coins (USDC, USDT). */
export const MARGIN_DECIMALS = 4;

export type MarginKindName = 'openBuy' | 'openSell' | 'closeBuy' | 'closeSell';

export interface MarginOrderKind {
  kind: MarginKindName;
  /** the part of the order that closes the opposite position (plain decimal) */
  closeQty: string;
  /** the rest, which opens or adds */
  openQty: string;
  /** |position| not yet covered by resting orders of this side at an equal or better price (floor 0; 0 when not opposite) */
  remainingHedgeSize: string;
}

const sideOf = (side: EntrySide): OrderSide => (side === 'buy' ? 'Buy' : 'Sell');

/**
 * The entry's close/open split policy (shared-core closeOpenSplit): the account's open orders of
 * the position's symbol, as openOrdersForMargin lists them (resting on the book, by leaves
 * quantity); with no price known every resting order of the side covers.
 */
function entryPolicy(symbol: string): CloseOpenPolicy<OpenOrderForMargin> {
  let policy = policies.get(symbol);
  if (!policy) {
    if (policies.size >= POLICY_CACHE_MAX) policies.clear();
    policy = { ...ENTRY_POLICY_READS, counts: (o) => o.symbol === symbol };
    policies.set(symbol, policy);
  }
  return policy;
}

const ENTRY_POLICY_READS: Omit<CloseOpenPolicy<OpenOrderForMargin>, 'counts'> = {
  side: (o) => sideOf(o.side),
  price: (o) => positive(o.price),
  leavesQty: (o) => positive(o.qty),
  unpricedCovers: 'all',
};
/** One policy per symbol, shared across ticks (the same legs are recomputed every tick). */
const policies = new Map<string, CloseOpenPolicy<OpenOrderForMargin>>();
const POLICY_CACHE_MAX = 1024;

/** marginOrderKind on parsed values. */
export function marginOrderKindDecimal(
  side: EntrySide,
  qty: BigNumber,
  price: BigNumber | null,
  position: PositionForMargin | null,
  openOrders: readonly OpenOrderForMargin[],
): { kind: MarginKindName; closeQty: BigNumber; openQty: BigNumber; remaining: BigNumber } {
  const signed = position ? dec(position.positionSize) : null;
  const split = closeOpenSplit(sideOf(side), qty, price, signed, openOrders, entryPolicy(position?.symbol ?? ''));
  const isClose = split.remaining.isGreaterThan(0);
  const kind: MarginKindName = side === 'buy' ? (isClose ? 'closeBuy' : 'openBuy') : isClose ? 'closeSell' : 'openSell';
  return { kind, closeQty: split.closeQty, openQty: split.openQty, remaining: split.remaining };
}

/**
 * Spec §4 margin order kind: a buy against a short position is a close buy for the part of the
 * position not already covered by resting buys at an equal or better price (≥ this price), an open
 * buy when those resting buys cover it all; sells mirrored (resting sells ≤ this price). Only
 * resting orders of the position's symbol count. closeQty = min(qty, remaining hedge), openQty = the
 * rest. A price that is not a number counts every resting order of the side.
 * A quantity that is not a number counts as 0.
 * exchange-sim's 30031 check and `user.margin.order` follow the same rule.
 */
export function marginOrderKind(
  side: EntrySide,
  qty: string,
  price: string,
  position: PositionForMargin | null,
  openOrders: readonly OpenOrderForMargin[],
): MarginOrderKind {
  const r = marginOrderKindDecimal(side, nonNegative(qty) ?? ZERO, positive(price), position, openOrders);
  return {
    kind: r.kind,
    closeQty: r.closeQty.toFixed(),
    openQty: r.openQty.toFixed(),
    remainingHedgeSize: r.remaining.toFixed(),
  };
}

export interface MarginEstimate {
  /** price × qty */
  premium: string;
  /** fee per contract × qty */
  fee: string;
  /** short IM of the opening part of a sell (0 for buys) */
  initialMargin: string;
  /** what the balance check needs: open part + close part */
  required: string;
}

export interface RequiredMarginArgs {
  side: EntrySide;
  qty: string;
  price: string;
  /** from marginOrderKind */
  kind: Pick<MarginOrderKind, 'closeQty' | 'openQty'> & Partial<MarginOrderKind>;
  mkt: LegMarket | null;
  risk: RiskConfig;
  position: PositionForMargin | null;
  strike: string;
  symbolType: 'C' | 'P';
}

/** Short option IM per contract (shared-core shortInitialMargin). */
export function shortImPerContract(
  r: ParsedRisk,
  index: BigNumber,
  strike: BigNumber,
  symbolType: 'C' | 'P',
  mark: BigNumber,
): BigNumber {
  return shortInitialMargin(r, index, strike, symbolType, mark);
}

/** requiredMargin on parsed values (unrounded, shared-core requiredOptionMargin); null when an input is missing. */
export function requiredMarginDecimal(
  side: EntrySide,
  qty: BigNumber,
  price: BigNumber,
  openQty: BigNumber,
  closeQty: BigNumber,
  pm: ParsedMarket | null,
  r: ParsedRisk,
  position: PositionForMargin | null,
  strike: BigNumber,
  symbolType: 'C' | 'P',
): { premium: BigNumber; fee: BigNumber; initialMargin: BigNumber; required: BigNumber } | null {
  if (!pm || !pm.index || !pm.mark) return null;
  const m = requiredOptionMargin(r, {
    side: sideOf(side),
    price,
    openQty,
    closeQty,
    index: pm.index,
    mark: pm.mark,
    strike,
    kind: symbolType,
    positionIm: position ? nonNegative(position.positionIM) : null,
    positionSize: position ? dec(position.positionSize) : null,
  });
  return {
    premium: price.times(qty),
    fee: m.feePerContract.times(qty),
    initialMargin: m.initialMargin,
    required: m.required,
  };
}

/**
 * Spec §9 required margin of one order (see the module comment); null when the price is not > 0,
 * the quantity not a number >= 0, the market (index, mark) missing, the strike or the risk config
 * unusable.
 */
export function requiredMargin(args: RequiredMarginArgs): MarginEstimate | null {
  const r = parseRisk(args.risk);
  const qty = nonNegative(args.qty);
  const price = positive(args.price);
  const strike = positive(args.strike);
  if (!r || !qty || !price || !strike) return null;
  const closeQty = BigNumber.min(qty, nonNegative(args.kind.closeQty) ?? ZERO);
  const openQty = qty.minus(closeQty);
  const m = requiredMarginDecimal(
    args.side,
    qty,
    price,
    openQty,
    closeQty,
    parseMarket(args.mkt),
    r,
    args.position,
    strike,
    args.symbolType,
  );
  return m ? formatMargin(m) : null;
}

/** Money at MARGIN_DECIMALS, rounded up. */
export function formatMargin(m: {
  premium: BigNumber;
  fee: BigNumber;
  initialMargin: BigNumber;
  required: BigNumber;
}): MarginEstimate {
  const up = (v: BigNumber) => fixed(v, MARGIN_DECIMALS, BigNumber.ROUND_UP);
  return { premium: up(m.premium), fee: up(m.fee), initialMargin: up(m.initialMargin), required: up(m.required) };
}
