import BigNumber from 'bignumber.js';

/** What the number helpers accept: a decimal string, a JS number, a bigint or a BigNumber. */
export type DecimalInput = string | number | bigint | BigNumber | null | undefined;

/** Plain decimal notation only: exponents (`1e999999999`) would make exact arithmetic explode. */
const PLAIN_DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;
/** BigNumber instances beyond this exponent are refused for the same reason. */
const MAX_EXPONENT = 1000;

/**
 * A finite decimal, or null for anything else (empty, NaN, Infinity, exponent notation in text,
 * garbage). Never throws. JS numbers are taken at their shortest round-trip text (0.1 → 0.1).
 */
export function parseDecimal(value: DecimalInput): BigNumber | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return new BigNumber(value.toString());
  if (typeof value === 'number') return Number.isFinite(value) ? new BigNumber(value) : null;
  if (BigNumber.isBigNumber(value)) {
    const n = value as BigNumber;
    return n.isFinite() && Math.abs(n.e ?? 0) <= MAX_EXPONENT ? n : null;
  }
  const text = value.trim();
  if (!PLAIN_DECIMAL.test(text)) return null;
  return new BigNumber(text);
}

/** Plain decimal text without exponent or trailing zeros; `-0` becomes `0`. */
export function toPlainDecimal(n: BigNumber): string {
  return n.isZero() ? '0' : n.toFixed();
}
