import BigNumber from 'bignumber.js';
import { parseDecimal, type DecimalInput } from './decimal';

export type TickDirection = 'up' | 'down' | 'nearest';

/** Exact floor of `v` to a multiple of `tick` (tick > 0): BigNumber's modulo has no rounding. */
function floorToTick(v: BigNumber, tick: BigNumber): BigNumber {
  const r = v.mod(tick); // takes the sign of v (MODULO_MODE ROUND_DOWN)
  return r.isNegative() ? v.minus(r).minus(tick) : v.minus(r);
}

/** The tick as a positive finite decimal, or null. */
export function parseTick(tick: DecimalInput): BigNumber | null {
  const t = parseDecimal(tick);
  return t && t.isGreaterThan(0) ? t : null;
}

/**
 * `value` rounded to a multiple of `tick`, exactly (0.1 + 0.2 with tick 0.1 down is 0.3, not
 * 0.30000000000000004): 'up' towards +∞, 'down' towards −∞, 'nearest' half away from zero.
 * The result has the tick's decimal places (tick 0.05 → "0.30"). null when either is not a
 * finite number or the tick is not positive.
 */
export function roundToTick(value: DecimalInput, tick: DecimalInput, direction: TickDirection): string | null {
  const v = parseDecimal(value);
  const t = parseTick(tick);
  if (!v || !t) return null;
  return roundToTickDecimal(v, t, direction).toFixed(t.decimalPlaces() ?? 0);
}

/** roundToTick on BigNumbers (tick already checked positive). */
export function roundToTickDecimal(v: BigNumber, t: BigNumber, direction: TickDirection): BigNumber {
  const down = floorToTick(v, t);
  if (down.isEqualTo(v) || direction === 'down') return down;
  const up = down.plus(t);
  if (direction === 'up') return up;
  const toDown = v.minus(down);
  const toUp = up.minus(v);
  if (toDown.isLessThan(toUp)) return down;
  if (toUp.isLessThan(toDown)) return up;
  return v.isNegative() ? down : up; // tie: away from zero
}

/** Is `value` an exact multiple of `tick`? false for anything not a number or a tick ≤ 0. */
export function isOnTick(value: DecimalInput, tick: DecimalInput): boolean {
  const v = parseDecimal(value);
  const t = parseTick(tick);
  return !!v && !!t && v.mod(t).isZero();
}

/**
 * Step buttons (positions.md §5 "plus and minus move by one tick, clamped to min and max"): an
 * off-tick value first moves to the neighbouring tick in that direction, an on-tick value by
 * one tick; the result is clamped to [min, max]. null when value or tick are not numbers.
 */
export function stepByTick(
  value: DecimalInput,
  tick: DecimalInput,
  direction: 1 | -1,
  bounds: { min?: DecimalInput; max?: DecimalInput } = {},
): string | null {
  const t = parseTick(tick);
  if (!t) return null;
  const v = parseDecimal(value) ?? new BigNumber(0);
  const onTick = v.mod(t).isZero();
  let next = onTick ? v.plus(t.times(direction)) : roundToTickDecimal(v, t, direction === 1 ? 'up' : 'down');
  const min = parseDecimal(bounds.min);
  const max = parseDecimal(bounds.max);
  if (max && next.isGreaterThan(max)) next = max;
  if (min && next.isLessThan(min)) next = min;
  return next.toFixed(Math.max(t.decimalPlaces() ?? 0, next.decimalPlaces() ?? 0)).replace(/^-(0\.?0*)$/, '$1');
}
