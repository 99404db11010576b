import BigNumber from 'bignumber.js';

/** A private BigNumber constructor: no exponential notation, 40 significant decimals for division. */
export const Dec = BigNumber.clone({ DECIMAL_PLACES: 40, EXPONENTIAL_AT: 1e9 });
export type Dec = BigNumber;
export type DecInput = BigNumber.Value;

export const ZERO = new Dec(0);
export const ONE = new Dec(1);
/** Money and entry prices are kept to 8 decimals. */
export const MONEY_DP = 8;

export const dec = (v: DecInput): Dec => new Dec(v);

/** Plain decimal string, no exponent, no trailing zeros. */
export function str(v: DecInput): string {
  const d = new Dec(v);
  return d.isZero() ? '0' : d.toFixed();
}

/** Fixed decimals (half-up), for display-like wire fields (greeks, IV). */
export function fixed(v: DecInput, dp: number): string {
  const d = new Dec(v);
  const s = d.toFixed(dp, BigNumber.ROUND_HALF_UP);
  return /^-0(\.0*)?$/.test(s) ? s.slice(1) : s;
}

export function money(v: DecInput): Dec {
  return new Dec(v).decimalPlaces(MONEY_DP, BigNumber.ROUND_HALF_UP);
}

/** Round to a multiple of `step` (half-up by default). */
export function roundToStep(v: DecInput, step: DecInput, mode: BigNumber.RoundingMode = BigNumber.ROUND_HALF_UP): Dec {
  const s = new Dec(step);
  return new Dec(v).dividedBy(s).integerValue(mode).multipliedBy(s);
}

export function isMultipleOf(v: DecInput, step: DecInput): boolean {
  return new Dec(v).modulo(step).isZero();
}

/** Float (e.g. Black–Scholes output) → Dec; non-finite becomes 0. */
export function fromFloat(x: number): Dec {
  return Number.isFinite(x) ? new Dec(x.toPrecision(15)) : new Dec(0);
}

const DECIMAL_RE = /^(?:0|[1-9]\d{0,19})(?:\.\d{1,18})?$/;

/** Strict wire decimal: digits with optional fraction, no sign, no exponent, at most 20 integer digits. */
export function parseWireDecimal(v: unknown): Dec | null {
  if (typeof v !== 'string' || !DECIMAL_RE.test(v)) return null;
  return new Dec(v);
}

export { BigNumber };
