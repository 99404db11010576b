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

const PARSED = new Map<string, Dec>();
const PARSED_MAX = 50_000;

/**
 * `v` as a Dec. Strings are parsed once and the (immutable) result is shared: the hot paths
 * (validation, margin, fees) read the same config values, rates and stored amounts over and over,
 * and parsing a decimal string is most of what a BigNumber costs. A Dec passes through.
 */
export function asDec(v: DecInput): Dec {
  if (v instanceof Dec) return v;
  if (typeof v !== 'string') return new Dec(v);
  let d = PARSED.get(v);
  if (d === undefined) {
    if (PARSED.size >= PARSED_MAX) PARSED.clear();
    d = new Dec(v);
    PARSED.set(v, d);
  }
  return d;
}

/** A decimal string already in `str` form: no sign on zero, no leading or trailing zeros, no exponent. */
const CANONICAL_RE = /^(?:0|-?[1-9]\d*|-?(?:0|[1-9]\d*)\.\d*[1-9])$/;

/** Plain decimal string, no exponent, no trailing zeros. */
export function str(v: DecInput): string {
  if (typeof v === 'string' && CANONICAL_RE.test(v)) return v; // stored amounts are already canonical
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
  const s = asDec(step);
  return asDec(v).dividedBy(s).integerValue(mode).multipliedBy(s);
}

export function isMultipleOf(v: DecInput, step: DecInput): boolean {
  return asDec(v).modulo(asDec(step)).isZero();
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
