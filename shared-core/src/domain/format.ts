import BigNumber from 'bignumber.js';

/** Shown wherever a number is missing or not finite: never NaN on screen. */
export const EMPTY_VALUE = '--';

/**
 * A decimal string (or number) to a fixed number of decimals, rounded half-up, with thousands
 * separators. Anything that is not a finite number shows as `--`.
 */
export function formatDecimal(value: string | number | null | undefined, decimals: number, grouped = true): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  const n = new BigNumber(value);
  if (!n.isFinite()) return EMPTY_VALUE;
  return grouped ? n.toFormat(decimals, BigNumber.ROUND_HALF_UP) : n.toFixed(decimals, BigNumber.ROUND_HALF_UP);
}

/** Like formatDecimal but with an explicit + for positive values (PnL). */
export function formatSigned(value: string | number | null | undefined, decimals: number): string {
  const text = formatDecimal(value, decimals);
  if (text === EMPTY_VALUE) return text;
  return new BigNumber(value as string).isGreaterThan(0) ? `+${text}` : text;
}

/** -1, 0 or 1 for a decimal string; 0 for anything not finite. */
export function signOf(value: string | number | null | undefined): -1 | 0 | 1 {
  if (value === null || value === undefined || value === '') return 0;
  const n = new BigNumber(value);
  if (!n.isFinite() || n.isZero()) return 0;
  return n.isPositive() ? 1 : -1;
}
