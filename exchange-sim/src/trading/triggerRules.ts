/**
 * When a trigger fires: pure decisions over a conditional order or a contract position and the
 * current prices (API.md "Triggers"). The ContractDesk's trigger loop acts on them
 * (desk/triggers.ts); nothing here reads the store or the market.
 */
import type { PerpInstrument } from '../market/instruments';
import type { OrderRecord, PositionRecord, TriggerBy } from '../store/types';
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

/** The full TP/SL leg that fires, if any: take-profit first, then stop-loss. */
export type TpSlLeg = 'takeProfit' | 'stopLoss';

/**
 * The take-profit fires when the price of its kind reaches it in the position's favour (a long's
 * at or above it), the stop-loss when it reaches it against; '0' or absent is off.
 */
export function tpSlFires(
  p: Pick<PositionRecord, 'size' | 'takeProfit' | 'stopLoss' | 'tpTriggerBy' | 'slTriggerBy'>,
  priceOf: PriceOf,
): TpSlLeg | undefined {
  const long = new Dec(p.size).isPositive();
  const legs = [
    ['takeProfit', p.takeProfit, p.tpTriggerBy, true],
    ['stopLoss', p.stopLoss, p.slTriggerBy, false],
  ] as const;
  for (const [leg, level, by, favourable] of legs) {
    const at = new Dec(level ?? 0);
    if (!at.isGreaterThan(0)) continue;
    const cur = priceOf(by ?? 'LastPrice');
    const upward = long === favourable;
    if (upward ? cur.isGreaterThanOrEqualTo(at) : cur.isLessThanOrEqualTo(at)) return leg;
  }
  return undefined;
}

/** The trailing stop at the last price: its peak (trough for a short) from now on, and whether it fires. */
export interface TrailingStep {
  /** the peak (a short: the trough) after this price */
  trailPeak: string;
  fires: boolean;
}

/**
 * The trailing stop (last price): off unless a distance or a rate is set. It becomes active at the
 * activation price (a long's last at or above it, a short's at or below) or at once without one;
 * the peak then follows the best last price, and the stop fires when the last price falls back to
 * the trigger (peak − distance or peak × (1 − rate), mirrored for a short). Undefined when off or
 * not active yet.
 */
export function trailingStep(
  p: Pick<PositionRecord, 'size' | 'trailingStop' | 'trailValueE4' | 'activationPrice' | 'trailPeak'>,
  inst: PerpInstrument,
  last: Dec,
): TrailingStep | undefined {
  const on = new Dec(p.trailingStop ?? 0).isGreaterThan(0) || new Dec(p.trailValueE4 ?? 0).isGreaterThan(0);
  if (!on) return undefined;
  const long = new Dec(p.size).isPositive();
  let peak = new Dec(p.trailPeak ?? 0);
  const act = new Dec(p.activationPrice ?? 0);
  if (peak.isZero() && (act.isZero() || (long ? last.isGreaterThanOrEqualTo(act) : last.isLessThanOrEqualTo(act))))
    peak = last;
  if (peak.isZero()) return undefined;
  if (long ? last.isGreaterThan(peak) : last.isLessThan(peak)) peak = last;
  const trailPeak = str(peak);
  const trigger = new Dec(trailingTrigger({ ...p, trailPeak }, inst));
  const fires = !trigger.isZero() && (long ? last.isLessThanOrEqualTo(trigger) : last.isGreaterThanOrEqualTo(trigger));
  return { trailPeak, fires };
}

/** true when the MMR close is set (triggerMmRateE2 > 0) and the position's MMR (× 1e4) has reached it. */
export function mmrCloseFires(triggerMmRateE2: number | undefined, mmrE4: () => Dec): boolean {
  return !!triggerMmRateE2 && triggerMmRateE2 > 0 && mmrE4().isGreaterThanOrEqualTo(triggerMmRateE2);
}
