/**
 * Size check of an option order (spec §5 "Size check", "Before submit").
 *
 * Steps, in order, each naming its key:
 * 1. above maxOrderSize → capped at the maximum: MaxOrderSize {max}, warning, `capped: true`
 *    (the caller shows the spec's warning toast);
 * 2. below minOrderSize → raised to the minimum: MinOrderSize {min}, warning;
 * 3. not a multiple of minOrderSizeIncrement → rounded DOWN to it: QtyTickSize {step}, warning
 *    (never below the minimum: the bounds are on the increment, min rounded up, max down);
 * 4. below the already-filled quantity (an amended order) → QtyLimitSize {filled}, ERROR, the
 *    value is not corrected (the trader decides; the exchange cannot shrink an order below its
 *    fills).
 */
import type BigNumber from 'bignumber.js';
import { type OptionCommonConfig } from 'shared-core';
import { nonNegative, parseConfig, type ParsedConfig } from './decimals';
import { parseTyped } from './priceCheck';
import { type FieldIssue } from './types';

type SizeRules = NonNullable<ParsedConfig['size']>;

const warn = (key: FieldIssue['key'], params: Record<string, string>): FieldIssue => ({
  field: 'qty',
  key,
  params,
  severity: 'warning',
});

/** checkSize on parsed values. */
export function correctSizeDecimal(
  value: BigNumber,
  s: SizeRules,
  filled: BigNumber | null,
): { qty: BigNumber; issues: FieldIssue[]; capped: boolean } {
  const issues: FieldIssue[] = [];
  let v = value;
  let capped = false;
  if (v.isGreaterThan(s.max)) {
    v = s.max;
    capped = true;
    issues.push(warn('MaxOrderSize', { max: s.maxText }));
  } else if (v.isLessThan(s.min)) {
    v = s.min;
    issues.push(warn('MinOrderSize', { min: s.minText }));
  }
  if (!v.mod(s.step).isZero()) {
    v = v.minus(v.mod(s.step)); // v > 0 here: the floor to the increment
    issues.push(warn('QtyTickSize', { step: s.stepText }));
  }
  if (filled && v.isLessThan(filled))
    issues.push({ field: 'qty', key: 'QtyLimitSize', params: { filled: filled.toFixed() }, severity: 'error' });
  return { qty: v, issues, capped };
}

/**
 * Spec §5 size correction of a typed quantity. `qty` has the increment's decimals; '' when nothing
 * numeric was typed; the sanitized text unchanged (no issues) when the size config is unusable.
 */
export function checkSize(
  input: string,
  cfg: OptionCommonConfig,
  filledQty?: string,
): { qty: string; issues: FieldIssue[]; capped: boolean } {
  const value = parseTyped(input);
  if (!value) return { qty: '', issues: [], capped: false };
  const s = parseConfig(cfg).size;
  if (!s) return { qty: value.toFixed(), issues: [], capped: false };
  const r = correctSizeDecimal(value, s, nonNegative(filledQty ?? null));
  return { qty: r.qty.toFixed(s.stepDp), issues: r.issues, capped: r.capped };
}
