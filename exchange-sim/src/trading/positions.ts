import { shortInitialMargin, type OptionGreeks } from 'shared-core/domain';
import { Dec, ONE, ZERO, asDec, money, roundToStep, str, type DecInput } from '../util/decimal';
import { RISK, TAKER_FEE_RATE } from './risk';
import type { Instrument, PerpInstrument } from '../market/instruments';
import type { PositionRecord } from '../store/types';
import { tierFor, type RiskTier } from './riskLimits';

/** The part of a position that fills change. Sizes signed: positive long, negative short. */
export interface PositionState {
  size: string;
  entryPrice: string;
  positionRPL: string;
  cumRealisedPnl: string;
  openFee: string;
  /**
   * Average price since the last session settlement. USDC contracts settle their unrealised PnL
   * into the wallet every day at 08:00 UTC (usdcSettlement.ts) and restart the session at the
   * mark; every other position never settles, so this follows the entry price. Absent on records
   * stored before it existed: the entry price.
   */
  sessionAvgPrice?: string;
}

export const EMPTY_POSITION: PositionState = {
  size: '0',
  entryPrice: '0',
  positionRPL: '0',
  cumRealisedPnl: '0',
  openFee: '0',
  sessionAvgPrice: '0',
};

/** The price a position's unrealised PnL runs from: the session average price (see PositionState). */
export function sessionEntry(pos: Pick<PositionState, 'entryPrice' | 'sessionAvgPrice'>): string {
  return pos.sessionAvgPrice !== undefined && pos.sessionAvgPrice !== '0' ? pos.sessionAvgPrice : pos.entryPrice;
}

/** PnL of closing `qty` (unsigned) of a position of sign `dir` opened at `entry`, at `exit`. */
export function closePnl(inverse: boolean, dir: 1 | -1, qty: DecInput, entry: DecInput, exit: DecInput): Dec {
  const q = new Dec(qty);
  if (inverse) return q.multipliedBy(ONE.dividedBy(entry).minus(ONE.dividedBy(exit))).multipliedBy(dir);
  return new Dec(exit).minus(entry).multipliedBy(q).multipliedBy(dir);
}

/**
 * Apply one fill. Adding to a position averages the entry price and the session average price
 * (inverse: harmonic average); reducing realises PnL on the closed part from the session average
 * price (the PnL before it was settled already; for a position that never settles it is the
 * entry price); going through zero opens the rest at the fill price. The fee is charged to
 * positionRPL and cumRealisedPnl.
 */
export function applyFill(
  pos: PositionState,
  fill: { side: 'Buy' | 'Sell'; qty: DecInput; price: DecInput; fee: DecInput; inverse: boolean },
): { next: PositionState; realised: Dec; closedQty: Dec } {
  const size = new Dec(pos.size);
  const qty = new Dec(fill.qty);
  const signedQty = fill.side === 'Buy' ? qty : qty.negated();
  const fee = new Dec(fill.fee);
  const sameDirection = size.isZero() || size.isPositive() === signedQty.isPositive();
  const session = sessionEntry(pos);
  if (sameDirection) {
    const abs = size.abs();
    const total = abs.plus(qty);
    const average = (from: DecInput): Dec => {
      if (size.isZero()) return new Dec(fill.price);
      if (fill.inverse) return total.dividedBy(abs.dividedBy(from).plus(qty.dividedBy(fill.price)));
      return abs.multipliedBy(from).plus(qty.multipliedBy(fill.price)).dividedBy(total);
    };
    return {
      next: {
        size: str(size.plus(signedQty)),
        entryPrice: str(money(average(pos.entryPrice))),
        sessionAvgPrice: str(money(average(session))),
        positionRPL: str(money(new Dec(size.isZero() ? 0 : pos.positionRPL).minus(fee))),
        cumRealisedPnl: str(money(new Dec(pos.cumRealisedPnl).minus(fee))),
        openFee: str(money(new Dec(size.isZero() ? 0 : pos.openFee).plus(fee))),
      },
      realised: ZERO,
      closedQty: ZERO,
    };
  }
  const dir: 1 | -1 = size.isPositive() ? 1 : -1;
  const closedQty = Dec.min(qty, size.abs());
  const realised = money(closePnl(fill.inverse, dir, closedQty, session, fill.price));
  const newSize = size.plus(signedQty);
  const flipped = !newSize.isZero() && newSize.isPositive() !== size.isPositive();
  const remainingShare = newSize.isZero() || flipped ? ZERO : newSize.abs().dividedBy(size.abs());
  return {
    next: {
      size: str(newSize),
      entryPrice: newSize.isZero() ? '0' : flipped ? str(fill.price) : pos.entryPrice,
      sessionAvgPrice: newSize.isZero() ? '0' : flipped ? str(fill.price) : session,
      positionRPL: str(money(flipped ? fee.negated() : new Dec(pos.positionRPL).plus(realised).minus(fee))),
      cumRealisedPnl: str(money(new Dec(pos.cumRealisedPnl).plus(realised).minus(fee))),
      openFee: str(money(flipped ? ZERO : new Dec(pos.openFee).multipliedBy(remainingShare))),
    },
    realised,
    closedQty,
  };
}

export interface PositionMarketInputs {
  mark: Dec;
  last: Dec;
  index: Dec;
  /** options only */
  markIv?: number;
  /** options only: per contract, buyer's view */
  greeks?: OptionGreeks;
  /** contracts: the position's place in the auto-deleveraging queue, 1 (last) to 5 (first); see `adlRank` */
  adlRank?: number;
  /** cross-margin contracts: the rest of the account's cross pool in the settle coin (see `crossLiquidationPrice`) */
  cross?: CrossPool;
  /** contracts: the qty of the resting orders that close this position (reduce-only or close-on-trigger) */
  closing?: Dec;
}

/**
 * A settle coin's cross-margin pool seen from one cross position: `equity` = wallet balance − the
 * isolated positions' margin + options at mark (signed) + the other cross positions' unrealised
 * PnL; `mm` = the other cross positions' maintenance margin + the short options' MM.
 */
export interface CrossPool {
  equity: Dec;
  mm: Dec;
}

/** The highest effective leverage the ADL score counts (a position with no margin equity left). */
const ADL_MAX_LEVERAGE = new Dec(1000);

/**
 * Auto-deleveraging score of a contract position at `mark`: PnL ratio × effective leverage when in
 * profit, PnL ratio ÷ effective leverage when losing (PnL ratio = UPL / entry value; effective
 * leverage = value / (IM + UPL), the position's margin equity). Profitable, highly leveraged
 * positions score highest: they are deleveraged first.
 */
export function adlScore(rec: PositionRecord, inverse: boolean, mark: Dec): Dec {
  const size = new Dec(rec.size);
  const abs = size.abs();
  const entry = new Dec(sessionEntry(rec));
  if (abs.isZero() || entry.isZero() || mark.isZero()) return ZERO;
  const dir: 1 | -1 = size.isNegative() ? -1 : 1;
  const value = inverse ? abs.dividedBy(mark) : abs.multipliedBy(mark);
  const entryValue = inverse ? abs.dividedBy(entry) : abs.multipliedBy(entry);
  const upl = closePnl(inverse, dir, abs, entry, mark);
  const equity = value
    .dividedBy(rec.leverage)
    .plus(rec.extraMargin ?? 0)
    .plus(upl);
  const leverage = equity.isGreaterThan(0) ? Dec.min(ADL_MAX_LEVERAGE, value.dividedBy(equity)) : ADL_MAX_LEVERAGE;
  const ratio = upl.dividedBy(entryValue);
  return ratio.isPositive() ? ratio.multipliedBy(leverage) : ratio.dividedBy(leverage);
}

/**
 * ADL rank indicator 1 to 5 of a score among the scores of every position on the same symbol and
 * side (its own included): the quintile of its percentile, 5 = the top fifth (deleveraged first).
 * A position alone on its side sits in the middle (3).
 */
export function adlRank(score: Dec, all: readonly Dec[]): number {
  const below = all.filter((s) => s.isLessThan(score)).length;
  const equal = all.filter((s) => s.isEqualTo(score)).length;
  const percentile = (below + equal / 2) / Math.max(1, all.length);
  return Math.min(5, 1 + Math.floor(percentile * 5));
}

/** Liquidation estimates are capped here (positions.md §9). */
export const LIQ_PRICE_CAP = '999999';

/**
 * Isolated-style liquidation price at maintenance rate `mmr` (bankruptcy price with mmr = 0).
 * `extraPerContract`: added margin per contract (settle coin: USD-ish for linear, coin for inverse).
 */
export function liquidationPrice(
  inverse: boolean,
  dir: 1 | -1,
  entry: DecInput,
  leverage: DecInput,
  mmr: DecInput,
  extraPerContract: DecInput = 0,
): Dec {
  const im = ONE.dividedBy(leverage);
  const e = new Dec(entry);
  const x = new Dec(extraPerContract);
  if (!inverse) {
    const p =
      dir === 1 ? e.multipliedBy(ONE.minus(im).plus(mmr)).minus(x) : e.multipliedBy(ONE.plus(im).minus(mmr)).plus(x);
    return Dec.min(Dec.max(p, ZERO), LIQ_PRICE_CAP);
  }
  // 1/liq = 1/entry ± (im − mmr)/entry ± extra per contract (coin)
  const inv = ONE.dividedBy(e);
  const r = dir === 1 ? inv.plus(im.minus(mmr).dividedBy(e)).plus(x) : inv.minus(im.minus(mmr).dividedBy(e)).minus(x);
  return r.isLessThanOrEqualTo(0) ? new Dec(LIQ_PRICE_CAP) : Dec.min(ONE.dividedBy(r), LIQ_PRICE_CAP);
}

/**
 * Cross margin: the mark at which the cross pool's equity meets its maintenance margin, this
 * position's price moving alone (the pool's other positions at their current marks), solved from
 *   linear:  pool.equity + s·(P − e) = pool.mm + |s|·P·r − deduction
 *   inverse: pool.equity + s·(1/e − 1/P) = pool.mm + |s|·r / P
 * (s signed size, e the session average price, r the position's tier MM rate). With r = 0,
 * deduction 0 and pool.mm 0 it is the bankruptcy price (equity 0). No price can liquidate: a long
 * answers 0 (none), an inverse short LIQ_PRICE_CAP. Under water at any price (liquidated at the
 * next check): a long answers LIQ_PRICE_CAP, a linear short `floor`. At most LIQ_PRICE_CAP.
 */
export function crossLiquidationPrice(
  inverse: boolean,
  size: Dec,
  entry: DecInput,
  pool: CrossPool,
  mmRate: DecInput,
  deduction: DecInput,
  floor: DecInput,
): Dec {
  const abs = size.abs();
  const long = size.isPositive();
  const r = new Dec(mmRate);
  const cap = new Dec(LIQ_PRICE_CAP);
  let p: Dec;
  if (!inverse) {
    const num = pool.mm.minus(deduction).minus(pool.equity).plus(size.multipliedBy(entry));
    p = num.dividedBy(size.minus(abs.multipliedBy(r)));
    if (p.isLessThanOrEqualTo(0)) return long ? ZERO : new Dec(floor);
  } else {
    // equity − maintenance = den − (s + |s|·r) / P
    const den = pool.equity.plus(size.dividedBy(entry)).minus(pool.mm);
    // a long under water at any price (liquidated at once), a short that no price can liquidate
    if (long ? den.isLessThanOrEqualTo(0) : den.isGreaterThanOrEqualTo(0)) return cap;
    p = size.plus(abs.multipliedBy(r)).dividedBy(den);
  }
  return Dec.min(p, cap);
}

/**
 * Cost of opening a contract position per unit of its value (`bv2c` buying, `sv2c` selling): the IM
 * rate + the fee to open + the fee to close at the bankruptcy price (price × (1 ∓ IMR)):
 * buy IMR + taker × (2 − IMR), sell IMR + taker × (2 + IMR).
 */
export function valueToCost(side: 'Buy' | 'Sell', leverage: DecInput): Dec {
  const imr = ONE.dividedBy(leverage);
  const closeShare = side === 'Buy' ? ONE.minus(imr) : ONE.plus(imr);
  return imr.plus(asDec(TAKER_FEE_RATE).multipliedBy(ONE.plus(closeShare)));
}

/**
 * Fee to close a contract position at its bankruptcy price by leverage (`occClosingFee`, held as
 * part of the position margin): |size| × bust × taker rate (inverse: |size| / bust × taker rate).
 */
export function closingFee(inverse: boolean, size: Dec, entry: DecInput, leverage: DecInput): Dec {
  if (size.isZero() || new Dec(entry).isZero()) return ZERO;
  const bust = liquidationPrice(inverse, size.isNegative() ? -1 : 1, entry, leverage, 0);
  if (bust.isZero()) return ZERO;
  const abs = size.abs();
  return money((inverse ? abs.dividedBy(bust) : abs.multipliedBy(bust)).multipliedBy(TAKER_FEE_RATE));
}

/** Unrealised PnL of a position at `price` (from the session average price), and its value (inverse: in the coin). */
export function positionPnl(rec: PositionRecord, inst: Instrument, price: Dec): { upl: Dec; value: Dec } {
  const size = new Dec(rec.size);
  const abs = size.abs();
  const inverse = inst.kind === 'inverse';
  const entry = sessionEntry(rec);
  const value = inverse ? (price.isZero() ? ZERO : abs.dividedBy(price)) : abs.multipliedBy(price);
  const upl =
    abs.isZero() || new Dec(entry).isZero() || price.isZero()
      ? ZERO
      : closePnl(inverse, size.isNegative() ? -1 : 1, abs, entry, price);
  return { upl, value };
}

/** Maintenance margin of a contract position of `value` (its risk-limit tier: value × rate − deduction). */
export function contractMaintenance(inst: PerpInstrument, size: Dec, value: Dec): { mm: Dec; tier: RiskTier } {
  const inverse = inst.kind === 'inverse';
  const tier = tierFor(inst, inverse ? size.abs() : value);
  const mm = Dec.max(
    ZERO,
    value.multipliedBy(asDec(tier.maintainMargin)).minus(inverse ? ZERO : asDec(tier.mmDeduction)),
  );
  return { mm, tier };
}

/**
 * Margin a position holds (what `positionView(...).positionIM` shows, unrounded): contracts
 * value / leverage + the fee to close + added margin; short option IM per contract × |size|; long
 * option 0. The margin checks use this instead of the full view (hot path of every order).
 */
export function positionInitialMargin(rec: PositionRecord, inst: Instrument, mark: Dec, index: Dec): Dec {
  const size = new Dec(rec.size);
  if (size.isZero()) return ZERO;
  const abs = size.abs();
  if (inst.kind === 'option')
    return size.isNegative()
      ? new Dec(shortInitialMargin(RISK, index, asDec(inst.strike), inst.optionType, mark)).multipliedBy(abs)
      : ZERO;
  const value = inst.kind === 'inverse' ? (mark.isZero() ? ZERO : abs.dividedBy(mark)) : abs.multipliedBy(mark);
  return value
    .dividedBy(rec.leverage)
    .plus(rec.extraMargin ?? 0)
    .plus(closingFee(inst.kind === 'inverse', size, sessionEntry(rec), rec.leverage));
}

/** Position MMR (fraction): MM / (IM + UPL), 1 when the equity is gone. Used by the MMR close trigger. */
export function positionMmr(im: Dec, mm: Dec, upl: Dec): Dec {
  if (mm.isZero()) return ZERO;
  const equity = im.plus(upl);
  return equity.isLessThanOrEqualTo(0) ? ONE : Dec.min(ONE, mm.dividedBy(equity));
}

/** Current trailing-stop trigger price ('0' when off or not yet active): peak ∓ distance, else peak × (1 ∓ rate). */
export function trailingTrigger(rec: Pick<PositionRecord, 'size' | 'trailing'>, inst: Instrument): string {
  const t = rec.trailing;
  if (t?.peak === undefined) return '0';
  const peak = new Dec(t.peak);
  const dir = new Dec(rec.size).isNegative() ? -1 : 1;
  const trigger =
    t.distance !== undefined
      ? peak.minus(new Dec(t.distance).multipliedBy(dir))
      : peak.multipliedBy(ONE.minus(new Dec(t.rateE4).dividedBy(1e4).multipliedBy(dir)));
  const tick = inst.kind === 'option' ? inst.config.tickSize : inst.rules.tickSize;
  return str(roundToStep(Dec.max(trigger, ZERO), tick));
}
