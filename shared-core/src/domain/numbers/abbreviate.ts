import BigNumber from 'bignumber.js';
import { EMPTY_VALUE } from '../format';
import { parseDecimal, type DecimalInput } from './decimal';

/** Value abbreviations (positions.md §9): K from 1e3, M from 1e6, B from 1e9, by absolute value. */
export const ABBREVIATIONS = [
  { suffix: 'B', from: 1e9 },
  { suffix: 'M', from: 1e6 },
  { suffix: 'K', from: 1e3 },
] as const;

/**
 * 1234567 → '1.23M'. Decimals are cut, not rounded, so 999999.99 shows '999.99K' and never
 * '1000.00K'; trailing zeros go ('2K', '1.5M'). Below 1e3 the value itself, cut the same way.
 * Anything not a finite number shows as `--`.
 */
export function abbreviateNumber(value: DecimalInput, decimals = 2): string {
  const v = parseDecimal(value);
  if (!v) return EMPTY_VALUE;
  const abs = v.abs();
  const unit = ABBREVIATIONS.find((a) => abs.isGreaterThanOrEqualTo(a.from));
  const scaled = unit ? v.div(unit.from) : v;
  const cut = scaled.decimalPlaces(Math.max(0, Math.floor(decimals)), BigNumber.ROUND_DOWN);
  return (cut.isZero() ? '0' : cut.toFixed()) + (unit?.suffix ?? '');
}
