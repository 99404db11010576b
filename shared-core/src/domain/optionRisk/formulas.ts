/**
 * Option risk formulas (spec option-entry-and-platform.md §4 "Margin order kind", §5 "Price
 * deviation", §9 "Required margin"), one copy for the option entry and the exchange simulator.
 * Pure: BigNumber in, BigNumber out, the risk factors as a parameter, nothing rounded (each side
 * rounds its result: the entry up to its display decimals, the simulator to money). No input is
 * parsed here; callers pass finite decimals (a BigNumber clone with more division decimals keeps
 * them, since every result is computed on the caller's instances).
 */
import BigNumber from 'bignumber.js';
import type { OrderSide } from '../wire/order';
import type { OptionRiskFactors } from './riskConfig';

const ZERO = new BigNumber(0);

export type OptionKind = 'C' | 'P';

/** Option fee per contract (§9): min(TAKER × index, MAX_PRICE_PROPORTION × price). `taker` overrides the rate (a maker fill). */
export function optionFeePerContract(
  f: Pick<OptionRiskFactors, 'taker' | 'maxPriceProportion'>,
  index: BigNumber,
  price: BigNumber,
  taker: BigNumber = f.taker,
): BigNumber {
  return BigNumber.min(taker.times(index), f.maxPriceProportion.times(price));
}

/** Out-of-the-money amount of one contract: max(0, strike − index) for a call, max(0, index − strike) for a put. */
export function otmAmount(index: BigNumber, strike: BigNumber, kind: OptionKind): BigNumber {
  return BigNumber.max(ZERO, kind === 'C' ? strike.minus(index) : index.minus(strike));
}

/** Initial margin of one short contract: max(MAX_IM_FACTOR × index − OTM, MIN_IM_FACTOR × index) + mark. */
export function shortInitialMargin(
  f: Pick<OptionRiskFactors, 'maxIm' | 'minIm'>,
  index: BigNumber,
  strike: BigNumber,
  kind: OptionKind,
  mark: BigNumber,
): BigNumber {
  return BigNumber.max(f.maxIm.times(index).minus(otmAmount(index, strike, kind)), f.minIm.times(index)).plus(mark);
}

/** Maintenance margin of one short contract: MM_FACTOR × index + mark. */
export function shortMaintenanceMargin(f: Pick<OptionRiskFactors, 'mm'>, index: BigNumber, mark: BigNumber): BigNumber {
  return f.mm.times(index).plus(mark);
}

/**
 * Order states that rest on the book and so cover a position (§4 "resting orders"): an Untriggered
 * (conditional) order is not on the book until its trigger fires and covers nothing.
 */
export const RESTING_ORDER_STATUSES: ReadonlySet<string> = new Set(['New', 'PartiallyFilled']);

/**
 * Which resting orders count toward covering a position, and how to read them: each side's own
 * policy, given explicitly (the entry reads its order list, the simulator its order records and
 * leaves out the order being amended). Both count only orders resting on the book (not
 * Untriggered) by their leaves quantity.
 */
export interface CloseOpenPolicy<O> {
  /** the order counts (its symbol is the position's, it rests on the book, …) */
  counts(order: O): boolean;
  side(order: O): OrderSide;
  /** its limit price; null: not a usable price (the order is skipped) */
  price(order: O): BigNumber | null;
  /** its remaining (leaves) quantity; null: not a usable quantity (the order is skipped) */
  leavesQty(order: O): BigNumber | null;
  /**
   * An order with no price known (`price` null): 'all' counts every resting order of its side as
   * covering (the entry), 'none' counts none (the simulator's market orders are judged at their
   * worst fill price; with none known nothing is covered).
   */
  unpricedCovers: 'all' | 'none';
}

export interface CloseOpenSplit {
  /** the part of the order that closes the opposite position */
  closeQty: BigNumber;
  /** the rest, which opens or adds */
  openQty: BigNumber;
  /** |position| not yet covered by the counted resting orders (0 when the order is not opposite) */
  remaining: BigNumber;
  /** the order is against the position (a buy against a short, a sell against a long) */
  opposite: boolean;
}

/**
 * The close/open split of an order (§4 margin order kind): a buy against a short position closes
 * the part of it not already covered by counted resting buys at an equal or better price (a buy at
 * or above this price); sells mirrored (resting sells at or below). closeQty = min(qty,
 * remaining), openQty = the rest. `positionSize` signed (+ long, − short), null: no position.
 */
export function closeOpenSplit<O>(
  side: OrderSide,
  qty: BigNumber,
  price: BigNumber | null,
  positionSize: BigNumber | null,
  orders: Iterable<O>,
  policy: CloseOpenPolicy<O>,
): CloseOpenSplit {
  const opposite = !!positionSize && (side === 'Buy' ? positionSize.isNegative() : positionSize.isGreaterThan(0));
  if (!opposite || !positionSize) return { closeQty: ZERO, openQty: qty, remaining: ZERO, opposite: false };
  let covered = ZERO;
  if (price || policy.unpricedCovers === 'all')
    for (const o of orders) {
      if (policy.side(o) !== side || !policy.counts(o)) continue;
      const q = policy.leavesQty(o);
      if (!q || !q.isGreaterThan(0)) continue;
      if (price) {
        const op = policy.price(o);
        // Equal or better for the resting order: a buy at >= this price, a sell at <= this price.
        if (!op || !op.isGreaterThan(0) || (side === 'Buy' ? op.isLessThan(price) : op.isGreaterThan(price))) continue;
      }
      covered = covered.plus(q);
    }
  const remaining = BigNumber.max(ZERO, positionSize.abs().minus(covered));
  const closeQty = BigNumber.min(qty, remaining);
  return { closeQty, openQty: qty.minus(closeQty), remaining, opposite: true };
}

/**
 * IM released by closing `closeQty` of a short position (§9 "close buy: based on position
 * margin"): the position's IM share, positionIM × closeQty / |positionSize|. Without a usable
 * position IM (missing, negative, or a flat size) the short IM per contract at the current market
 * stands in: `fallbackPerContract` × closeQty.
 */
export function releasedPositionIm(
  closeQty: BigNumber,
  positionIm: BigNumber | null,
  positionSize: BigNumber | null,
  fallbackPerContract: () => BigNumber,
): BigNumber {
  const size = positionSize?.abs();
  if (positionIm && !positionIm.isNegative() && size && size.isGreaterThan(0))
    return positionIm.times(closeQty).div(size);
  return fallbackPerContract().times(closeQty);
}

/**
 * Margin per contract of the opening part (§9): open buy = price + fee; open sell = short IM + fee
 * − price, never below 0.
 */
export function openMarginPerContract(
  side: OrderSide,
  price: BigNumber,
  feePerContract: BigNumber,
  shortIm: () => BigNumber,
): BigNumber {
  return side === 'Buy' ? price.plus(feePerContract) : BigNumber.max(ZERO, shortIm().plus(feePerContract).minus(price));
}

export interface RequiredMarginInput {
  side: OrderSide;
  price: BigNumber;
  /** from closeOpenSplit (a reduce-only order: all of it closing) */
  openQty: BigNumber;
  closeQty: BigNumber;
  index: BigNumber;
  mark: BigNumber;
  strike: BigNumber;
  kind: OptionKind;
  /** the position's IM and signed size (close buy releases its share); null: none known */
  positionIm: BigNumber | null;
  positionSize: BigNumber | null;
}

export interface RequiredMargin {
  feePerContract: BigNumber;
  /** short IM of the opening part of a sell (0 for buys) */
  initialMargin: BigNumber;
  /** open part + close part: what the balance check needs */
  required: BigNumber;
}

/**
 * Required margin of an option order (§9): the opening part at openMarginPerContract; a close buy
 * pays price + fee beyond the IM it releases, (price + fee) × closeQty − released, never below 0;
 * a close sell needs nothing (the premium received covers the fee).
 */
export function requiredOptionMargin(f: OptionRiskFactors, o: RequiredMarginInput): RequiredMargin {
  const feePerContract = optionFeePerContract(f, o.index, o.price);
  let im: BigNumber | null = null;
  const imPer = (): BigNumber => (im ??= shortInitialMargin(f, o.index, o.strike, o.kind, o.mark));
  let initialMargin = ZERO;
  let required = ZERO;
  if (o.openQty.isGreaterThan(0)) {
    required = openMarginPerContract(o.side, o.price, feePerContract, imPer).times(o.openQty);
    if (o.side === 'Sell') initialMargin = imPer().times(o.openQty);
  }
  if (o.side === 'Buy' && o.closeQty.isGreaterThan(0)) {
    const released = releasedPositionIm(o.closeQty, o.positionIm, o.positionSize, imPer);
    required = required.plus(BigNumber.max(ZERO, o.price.plus(feePerContract).times(o.closeQty).minus(released)));
  }
  return { feePerContract, initialMargin, required };
}

/** A price this many priceDeviationPercentage away from the mark is refused even when confirmed (3200306). */
export const DEVIATION_EXCEEDING_MULTIPLE = 3;

export type DeviationLevel = 'ok' | 'warning' | 'exceeding';

/**
 * Price deviation (§5; §4 per-order outcomes 3200305 / 3200306): (price − mark) / mark for a buy,
 * (mark − price) / mark for a sell (only the unfavourable direction counts); 'warning' at ≥
 * priceDeviationPercentage, 'exceeding' at ≥ DEVIATION_EXCEEDING_MULTIPLE × it. A mark not > 0 never
 * deviates; a percentage that is missing or not > 0 disables the check.
 */
export function optionPriceDeviation(
  side: OrderSide,
  price: BigNumber,
  mark: BigNumber | null,
  percentage: BigNumber | null,
): { deviation: BigNumber; level: DeviationLevel } {
  if (!mark || !mark.isGreaterThan(0)) return { deviation: ZERO, level: 'ok' };
  const deviation = (side === 'Buy' ? price.minus(mark) : mark.minus(price)).div(mark);
  if (!percentage || !percentage.isGreaterThan(0)) return { deviation, level: 'ok' };
  const level = deviation.isGreaterThanOrEqualTo(percentage.times(DEVIATION_EXCEEDING_MULTIPLE))
    ? 'exceeding'
    : deviation.isGreaterThanOrEqualTo(percentage)
      ? 'warning'
      : 'ok';
  return { deviation, level };
}
