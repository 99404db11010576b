import { normalisedBlackCallOtm } from './letsBeRational';
import { normCdf, normPdf } from './normal';

/**
 * Black–Scholes with risk-free rate 0 (spec §9) on a 365-day year.
 *
 * Edge behaviour (defined and tested):
 * - spot or strike not finite or <= 0, timeYears or vol NaN/±Infinity → price 0, all greeks 0
 *   (never NaN);
 * - timeYears <= 0 (expired) → intrinsic value; delta by moneyness (call: 1 if spot > strike,
 *   put: −1 if spot < strike, else 0, so at the money it is 0), other greeks 0;
 * - vol <= 0 (with time left) → discounted intrinsic (= intrinsic since r = 0), greeks as expired.
 */

export const DAYS_PER_YEAR = 365;
export const MS_PER_YEAR = DAYS_PER_YEAR * 24 * 60 * 60 * 1000;

export interface OptionGreeks {
  /** dPrice/dSpot */
  delta: number;
  /** d²Price/dSpot² */
  gamma: number;
  /** price change for +1 vol point (+0.01 in vol fraction) */
  vega: number;
  /** price change per calendar day (365-day year) */
  theta: number;
  /** price change for +1 rate point (+0.01 in rate) */
  rho: number;
}

const ZERO_GREEKS: OptionGreeks = Object.freeze({ delta: 0, gamma: 0, vega: 0, theta: 0, rho: 0 });

function validInputs(spot: number, strike: number, timeYears: number, vol: number): boolean {
  return (
    Number.isFinite(spot) &&
    spot > 0 &&
    Number.isFinite(strike) &&
    strike > 0 &&
    Number.isFinite(timeYears) &&
    Number.isFinite(vol)
  );
}

function intrinsic(spot: number, strike: number, isCall: boolean): number {
  return Math.max(isCall ? spot - strike : strike - spot, 0);
}

/** Years from `nowMs` to `expiryMs` on the 365-day basis (may be <= 0 once expired). */
export function yearsToExpiry(expiryMs: number, nowMs: number): number {
  return (expiryMs - nowMs) / MS_PER_YEAR;
}

/**
 * Black–Scholes option price (r = 0). `volFraction` is 0.5 for 50 %.
 *
 * Evaluated as intrinsic value + √(SK)·b(−|ln(S/K)|, σ√T) with the normalised Black function of
 * "Let's Be Rational" (letsBeRational.ts), which keeps full relative precision of the time value
 * even deep in the wings, where S·Φ(d1) − K·Φ(d2) cancels catastrophically. Never below intrinsic,
 * never above the upper bound (S for a call, K for a put) except by rounding.
 */
export function blackScholesPrice(
  spot: number,
  strike: number,
  timeYears: number,
  volFraction: number,
  isCall: boolean,
): number {
  if (!validInputs(spot, strike, timeYears, volFraction)) return 0;
  const intrinsicValue = intrinsic(spot, strike, isCall);
  if (timeYears <= 0 || volFraction <= 0) return intrinsicValue;
  const sd = volFraction * Math.sqrt(timeYears);
  if (sd === Infinity) return isCall ? spot : strike;
  const x = Math.log(spot / strike);
  return intrinsicValue + Math.sqrt(spot) * Math.sqrt(strike) * normalisedBlackCallOtm(x > 0 ? -x : x, sd);
}

/**
 * Greeks of one contract. For a sell (`isBuy` false) every sign flips: the greeks are those of
 * the trader's exposure.
 */
export function optionGreeks(
  spot: number,
  strike: number,
  timeYears: number,
  volFraction: number,
  isCall: boolean,
  isBuy: boolean,
): OptionGreeks {
  if (!validInputs(spot, strike, timeYears, volFraction)) return { ...ZERO_GREEKS };
  const sign = isBuy ? 1 : -1;
  if (timeYears <= 0 || volFraction <= 0) {
    let delta = 0;
    if (isCall && spot > strike) delta = 1;
    if (!isCall && spot < strike) delta = -1;
    return { delta: sign * delta + 0, gamma: 0, vega: 0, theta: 0, rho: 0 };
  }
  const sqrtT = Math.sqrt(timeYears);
  const sd = volFraction * sqrtT;
  const d1 = (Math.log(spot / strike) + 0.5 * sd * sd) / sd;
  const d2 = d1 - sd;
  const pdf = normPdf(d1);
  const delta = isCall ? normCdf(d1) : normCdf(d1) - 1;
  const gamma = pdf / (spot * sd);
  const vega = (spot * pdf * sqrtT) / 100;
  const theta = -(spot * pdf * volFraction) / (2 * sqrtT) / DAYS_PER_YEAR;
  const rho = isCall ? (strike * timeYears * normCdf(d2)) / 100 : (-strike * timeYears * normCdf(-d2)) / 100;
  return { delta: sign * delta, gamma: sign * gamma, vega: sign * vega, theta: sign * theta, rho: sign * rho };
}
