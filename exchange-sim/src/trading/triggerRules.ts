/**
 * When a trigger fires: pure decisions over a conditional order or a contract position and the
 * current prices (API.md "Triggers"). The ContractDesk's trigger loop acts on them
 * (desk/triggers.ts); nothing here reads the store or the market.
 */
import type { PerpInstrument } from '../market/instruments';
import type { MmrClose, OrderRecord, PositionRecord, TrailingStop, TriggerBy } from '../store/types';
import { Dec, str } from '../util/decimal';
import { trailingTrigger } from './positions';

export type { TriggerBy } from '../store/types';
export const TRIGGER_BY: readonly TriggerBy[] = ['LastPrice', 'IndexPrice', 'MarkPrice'];

/** The current price of each trigger kind for one instrument (index rounded to the tick). */
export type PriceOf = (by: TriggerBy) => Dec;

/** A conditional order's trigger: 1 fires when the price rises to it, 2 (or none) when it falls to it. */
export type ConditionalTrigger = Pick<OrderRecord, 'triggerPrice' | 'triggerDirection'>;

/** true when the conditional order fires at `price` (the price of its trigger kind). */
export function conditionalFires(o: ConditionalTrigger, price: Dec): boolean {
  const trigger = new Dec(o.triggerPrice ?? 0);
  return o.triggerDirection === 1 ? price.isGreaterThanOrEqualTo(trigger) : price.isLessThanOrEqualTo(trigger);
}

/** true when the mark price has reached the liquidation price ('' or 0: none) on the losing side. */
export function liquidationCrossed(long: boolean, mark: Dec, liqPrice: string | undefined): boolean {
  const liq = new Dec(liqPrice || 0);
  return !liq.isZero() && (long ? mark.isLessThanOrEqualTo(liq) : mark.isGreaterThanOrEqualTo(liq));
}

/** A full TP/SL leg of a position by name: the one that fires. */
export type TpSlLegName = 'takeProfit' | 'stopLoss';

/**
 * The take-profit fires when the price of its kind reaches it in the position's favour (a long's
 * at or above it), the stop-loss when it reaches it against.
 */
export function tpSlFires(
  p: Pick<PositionRecord, 'size' | 'takeProfit' | 'stopLoss'>,
  priceOf: PriceOf,
): TpSlLegName | undefined {
  const long = new Dec(p.size).isPositive();
  for (const name of ['takeProfit', 'stopLoss'] as const) {
    const leg = p[name];
    if (!leg) continue;
    const at = new Dec(leg.triggerPrice);
    const cur = priceOf(leg.triggerBy);
    const upward = long === (name === 'takeProfit');
    if (upward ? cur.isGreaterThanOrEqualTo(at) : cur.isLessThanOrEqualTo(at)) return name;
  }
  return undefined;
}

/** The trailing stop at the last price: the stop from now on (its peak moved), and whether it fires. */
export interface TrailingStep {
  /** the trailing stop with its peak (a short: the trough) after this price */
  next: TrailingStop;
  fires: boolean;
}

/**
 * The trailing stop (last price), if set. It becomes active at the activation price (a long's
 * last at or above it, a short's at or below) or at once without one; the peak then follows the
 * best last price, and the stop fires when the last price falls back to the trigger (peak −
 * distance or peak × (1 − rate), mirrored for a short). Undefined when off or not active yet.
 */
export function trailingStep(
  p: Pick<PositionRecord, 'size' | 'trailing'>,
  inst: PerpInstrument,
  last: Dec,
): TrailingStep | undefined {
  const t = p.trailing;
  if (!t) return undefined;
  const long = new Dec(p.size).isPositive();
  let peak = t.peak === undefined ? undefined : new Dec(t.peak);
  const act = t.activationPrice;
  if (!peak && (act === undefined || (long ? last.isGreaterThanOrEqualTo(act) : last.isLessThanOrEqualTo(act))))
    peak = last;
  if (!peak) return undefined;
  if (long ? last.isGreaterThan(peak) : last.isLessThan(peak)) peak = last;
  const next: TrailingStop = { ...t, peak: str(peak) };
  const trigger = new Dec(trailingTrigger({ size: p.size, trailing: next }, inst));
  const fires = !trigger.isZero() && (long ? last.isLessThanOrEqualTo(trigger) : last.isGreaterThanOrEqualTo(trigger));
  return { next, fires };
}

/** true when the MMR close is set and the position's MMR (× 1e4) has reached it. */
export function mmrCloseFires(mmrClose: MmrClose | undefined, mmrE4: () => Dec): boolean {
  return !!mmrClose && mmrE4().isGreaterThanOrEqualTo(mmrClose.triggerMmRateE2);
}
