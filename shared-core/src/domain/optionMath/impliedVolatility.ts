import * as letsBeRational from './letsBeRational';

// Bound once at load: see the note in blackScholes.ts.
const { LBR_ITERATIONS, normalisedImpliedVolatilityOtmCall } = letsBeRational;

/**
 * Implied volatility of spec §9: Black–Scholes with risk-free rate 0 (forward = spot), 365-day
 * basis (`timeYears` from `yearsToExpiry`), result in percent.
 *
 * Algorithm: P. Jäckel, "Let's Be Rational" (see letsBeRational.ts) — rational initial guess plus
 * `IV_MAX_ITERATIONS` = 2 Householder(3) steps, which reaches machine precision (far inside the
 * spec's tolerance of 1e-6 and its cap of 100 iterations). Puts are handled by put–call symmetry
 * in normalised form and in-the-money options by subtracting the intrinsic value, as in the paper.
 *
 * Returned values (never NaN, never negative, never ±∞):
 *
 * | input                                                                      | result             |
 * |----------------------------------------------------------------------------|--------------------|
 * | any argument NaN or ±∞                                                      | 0                  |
 * | spot <= 0 or strike <= 0                                                    | 0                  |
 * | timeYears <= 0 (expired, or expiring now)                                   | 0                  |
 * | price <= lower bound max(0, S − K) (call) / max(0, K − S) (put), incl. <= 0 | 0                  |
 * | price >= upper bound S (call) / K (put)                                     | 1e9 (`IV_ABOVE_MAX`) |
 * | otherwise                                                                   | 100·σ, capped at 99999 (`IV_CAP_PERCENT`) |
 *
 * "Otherwise" still returns 0 when the time value is so small, relative to √(SK), that it is
 * subnormal (below 2.2e-308): no volatility can be recovered from it.
 */

/** Result (percent) when the price is at or above the upper no-arbitrage bound. */
export const IV_ABOVE_MAX = 1e9;
/** Largest implied volatility returned, in percent. */
export const IV_CAP_PERCENT = 99999;
/** Householder(3) steps after the initial guess (the spec allows up to 100). */
export const IV_MAX_ITERATIONS = LBR_ITERATIONS;

const DBL_MIN = 2.2250738585072014e-308;

/** Implied volatility in percent (e.g. 65.3 for 65.3 %) of an option price; see the table above. */
export function impliedVolatility(
  price: number,
  spot: number,
  strike: number,
  timeYears: number,
  isCall: boolean,
): number {
  // Written as negated comparisons so that NaN falls into the "invalid → 0" branch.
  if (!(spot > 0 && spot < Infinity && strike > 0 && strike < Infinity && timeYears > 0 && timeYears < Infinity))
    return 0;
  if (!(price > -Infinity && price < Infinity)) return 0;
  const intrinsic = isCall ? spot - strike : strike - spot;
  if (price <= 0 || price <= intrinsic) return 0;
  if (price >= (isCall ? spot : strike)) return IV_ABOVE_MAX;
  // Out-of-the-money part: subtracting the intrinsic value maps an in-the-money call (put) to the
  // out-of-the-money put (call) of the same strike; x → −|x| then maps that put to a call.
  const timeValue = intrinsic > 0 ? price - intrinsic : price;
  const beta = timeValue / (Math.sqrt(spot) * Math.sqrt(strike));
  if (beta < DBL_MIN) return 0;
  const x = -Math.abs(Math.log(spot / strike));
  const s = normalisedImpliedVolatilityOtmCall(beta, x, IV_MAX_ITERATIONS);
  const percent = (100 * s) / Math.sqrt(timeYears);
  // s = +∞ only when rounding puts beta on b_max although price < bound: the volatility is huge.
  if (!(percent < IV_CAP_PERCENT)) return percent > 0 ? IV_CAP_PERCENT : 0;
  return percent > 0 ? percent : 0;
}
