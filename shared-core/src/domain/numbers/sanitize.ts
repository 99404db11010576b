import BigNumber from 'bignumber.js';
import { parseDecimal, toPlainDecimal, type DecimalInput } from './decimal';
import { parseTick, roundToTickDecimal } from './tick';

/**
 * Rules of one numeric input (spec option-entry-and-platform.md §5 "Numeric inputs"): digits with
 * an optional sign and one decimal point (the full-width `．` counts as the point), truncated to
 * `precision` decimals, clamped to [min, max], and snapped to multiples of `step` (the spec's tick
 * steps of 1, 2 or 5; any positive decimal step works).
 */
export interface NumericInputRules {
  /** decimals kept (truncated, never rounded); 0 = integers, no decimal point; absent = no limit */
  precision?: number;
  min?: DecimalInput;
  max?: DecimalInput;
  step?: DecimalInput;
  /** a leading `-` is kept; default: only when min is absent or negative */
  allowNegative?: boolean;
}

export const FULL_WIDTH_PERIOD = '\uFF0E';

const validPrecision = (p: number | undefined): number | undefined =>
  p === undefined || !Number.isFinite(p) ? undefined : Math.max(0, Math.floor(p));

function negativeAllowed(rules: NumericInputRules): boolean {
  if (rules.allowNegative !== undefined) return rules.allowNegative;
  const min = parseDecimal(rules.min);
  return !min || min.isNegative();
}

/**
 * While typing: keeps what can still become a valid number, drops every other character. May
 * return an unfinished text: '', '-', '0.', '12.'. A leading point becomes '0.'; leading zeros go
 * ('007' → '7'); a '+' sign is dropped; decimals beyond the precision are cut off.
 */
export function sanitizeNumericText(raw: string, rules: NumericInputRules = {}): string {
  const precision = validPrecision(rules.precision);
  const allowNegative = negativeAllowed(rules);
  let sign = '';
  let int = '';
  let frac: string | null = null; // null: no point kept
  let pointSeen = false; // with precision 0 the point is not kept, but the digits after it are cut
  let started = false; // a digit or a point was seen: signs are no longer accepted
  for (const ch of String(raw ?? '')) {
    if (ch >= '0' && ch <= '9') {
      started = true;
      if (!pointSeen) int += ch;
      else if (frac !== null && (precision === undefined || frac.length < precision)) frac += ch;
    } else if (ch === '.' || ch === FULL_WIDTH_PERIOD) {
      started = true;
      if (!pointSeen && precision !== 0) frac = '';
      pointSeen = true;
    } else if (ch === '-' && !started && !sign && allowNegative) {
      sign = '-';
    }
  }
  int = int.replace(/^0+(?=\d)/, '');
  if (frac !== null && int === '') int = '0';
  return sign + int + (frac === null ? '' : `.${frac}`);
}

/** Integer-scaled least common multiple of two positive decimals (exact). */
function decimalLcm(a: BigNumber, b: BigNumber): BigNumber {
  const dp = Math.max(a.decimalPlaces() ?? 0, b.decimalPlaces() ?? 0);
  const scale = new BigNumber(10).pow(dp);
  const x = a.times(scale);
  const y = b.times(scale);
  let p = x;
  let q = y;
  while (!q.isZero()) [p, q] = [q, p.mod(q)];
  return x.times(y).div(p).div(scale);
}

/**
 * On commit (blur, step button, submit): the sanitized text as a number, clamped to [min, max]
 * and moved onto the grid of `step` and `precision` (the multiples of both): towards zero, like
 * the truncation; up when that falls below min, down when above max. '' when nothing numeric was
 * typed. If no grid point lies inside [min, max] (inconsistent config) the clamped value is kept.
 */
export function normalizeNumericInput(raw: string, rules: NumericInputRules = {}): string {
  const text = sanitizeNumericText(raw, rules);
  if (!/\d/.test(text)) return '';
  let v = new BigNumber(text);
  const min = parseDecimal(rules.min);
  const max = parseDecimal(rules.max);
  if (max && v.isGreaterThan(max)) v = max;
  if (min && v.isLessThan(min)) v = min;

  const precision = validPrecision(rules.precision);
  const step = parseTick(rules.step);
  const precisionTick = precision === undefined ? null : new BigNumber(10).pow(-precision);
  const grid = step && precisionTick ? decimalLcm(step, precisionTick) : (step ?? precisionTick);
  if (grid) {
    let g = roundToTickDecimal(v, grid, v.isNegative() ? 'up' : 'down');
    if (min && g.isLessThan(min)) g = roundToTickDecimal(min, grid, 'up');
    if (max && g.isGreaterThan(max)) g = roundToTickDecimal(max, grid, 'down');
    const inside = (!min || g.isGreaterThanOrEqualTo(min)) && (!max || g.isLessThanOrEqualTo(max));
    if (inside) v = g;
  }
  return toPlainDecimal(v);
}
