import BigNumber from 'bignumber.js';

/** Shown wherever a number is missing or not finite: never NaN on screen. */
export const EMPTY_VALUE = '--';

/** A finite decimal, or null for anything else (empty, NaN, Infinity, garbage). Never throws. */
export function toDecimal(value: string | number | BigNumber | null | undefined): BigNumber | null {
  if (value === null || value === undefined || value === '') return null;
  try {
    const n = new BigNumber(value);
    return n.isFinite() ? n : null;
  } catch {
    return null; // bignumber.js throws on text that is not a number
  }
}

/**
 * A decimal string (or number) to a fixed number of decimals, rounded half-up, with thousands
 * separators. Anything that is not a finite number shows as `--`.
 */
export function formatDecimal(value: string | number | null | undefined, decimals: number, grouped = true): string {
  const n = toDecimal(value);
  if (!n) return EMPTY_VALUE;
  return grouped ? n.toFormat(decimals, BigNumber.ROUND_HALF_UP) : n.toFixed(decimals, BigNumber.ROUND_HALF_UP);
}

/** Like formatDecimal but with an explicit + for positive values (PnL). */
export function formatSigned(value: string | number | null | undefined, decimals: number): string {
  const text = formatDecimal(value, decimals);
  if (text === EMPTY_VALUE) return text;
  return toDecimal(value)?.isGreaterThan(0) ? `+${text}` : text;
}

/** -1, 0 or 1 for a decimal string; 0 for anything not finite. */
export function signOf(value: string | number | null | undefined): -1 | 0 | 1 {
  const n = toDecimal(value);
  if (!n || n.isZero()) return 0;
  return n.isPositive() ? 1 : -1;
}
