import * as letsBeRational from './letsBeRational';
import * as normal from './normal';

// Hot-path imports are bound to module constants once, at load. Under per-file CommonJS (tsx,
// ts-jest: how the simulator and benchmarks run) a named import is read on every call through
// re-export getters that share one megamorphic keyed load; a local binding calls the function
// directly (~15 % faster here). Bundled builds (webpack scope hoisting) are unaffected.
const {
  ASYMPTOTIC_EXPANSION_ACCURACY_THRESHOLD,
  SMALL_T_EXPANSION_OF_NORMALISED_BLACK_THRESHOLD,
  asymptoticExpansionOfNormalisedBlackCallGivenVega,
  normalisedBlackCallOtm,
  normalisedBlackCallUsingErfcxGivenExp,
  smallTExpansionOfNormalisedBlackCallGivenVega,
} = letsBeRational;
const { centralOffset, normCdf, normPdf, scaledUpperTail, scaledUpperTailFar } = normal;

/**
 * Black–Scholes with risk-free rate 0 (spec §9) on a 365-day year.
 *
 * Edge behaviour (defined and tested; the full table, never NaN, is at `optionPriceAndGreeksInto`):
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
  // S/K or ln(S/K)/σ√T overflowing (absurd inputs, NaN in the regions below): the combined kernel.
  if (!(Math.abs(x) / sd < Infinity))
    return optionPriceAndGreeksInto(spot, strike, timeYears, volFraction, isCall, true, edgeScratch()).price;
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
  if (Number.isNaN(delta) || Number.isNaN(gamma) || Number.isNaN(rho)) {
    // NaN from absurd inputs (σ√T overflowing or underflowing, S·σ√T or K·T out of range): the
    // combined kernel's edge table instead.
    const r = optionPriceAndGreeksInto(spot, strike, timeYears, volFraction, isCall, isBuy, edgeScratch());
    return { delta: r.delta, gamma: r.gamma, vega: r.vega, theta: r.theta, rho: r.rho };
  }
  return { delta: sign * delta, gamma: sign * gamma, vega: sign * vega, theta: sign * theta, rho: sign * rho };
}

/** Price and the five greeks of one contract, as returned by `optionPriceAndGreeks`. */
export interface OptionPriceAndGreeks extends OptionGreeks {
  /** Option price (as `blackScholesPrice`: the contract's value, independent of buy/sell). */
  price: number;
}

const ONE_OVER_SQRT_TWO_PI = 0.3989422804014327;
/** Upper end of the central range of Cody's Φ (normal.ts). */
const CENTRAL = 0.67448975;
/** |ln(S/K)| from which e^{|x|/2} could overflow: such inputs take `priceAndGreeksFarWing`. */
const FAST_PATH_MAX_ABS_LOG_MONEYNESS = 700;
const ASYM = ASYMPTOTIC_EXPANSION_ACCURACY_THRESHOLD;
const TAU = SMALL_T_EXPANSION_OF_NORMALISED_BLACK_THRESHOLD;
/**
 * Largest accepted m1/(m1 − m2)·w for b = E·(m1 − m2) (see the kernel), w = 2 when both m come
 * from the tail rational, 2 + h² + t² when one is p/e^{−d²/2} and so carries the rounding of E: the
 * result then carries at most ~512·(a few ε) ≈ 2e-13 relative error; beyond, the expansions.
 */
const CANCELLATION_LIMIT = 512;

// Region 1 (asymptotic expansion) truncated to the terms that matter. In the paper's form
// b = v·(t/r)·(2 + Σ_{k=1..17} (2k−1)!!·q^k·A_k(e)), e = (t/h)², r = (h+t)(h−t), q = (h/r)², with
// A_k(e) = (−1)^k·2·Σ_j C(2k+1, 2j+1)·e^j (the coefficients of letsBeRational.ts). For e in [0, 1)
// |A_k(e)| <= 2(2k+1)(1+√e)^{2k}, and q(1+√e)² = 1/(h+t)², so term k is at most
// 2·(2k+1)!!/(h+t)^{2k}: keeping K levels is exact to 2^-55 relative once
// (h+t)² >= ((2K+3)!!·2^56)^{1/(K+1)} (|h + t| >= 68, 26.7, 17.4, 13.7 for K = 5, 8, 11, 14);
// the unrolled truncations below avoid most of the 17-level evaluation far from the money.
const ASYM_LEVELS = 17;
/** ASYM_MIN_D1_SQUARED[K]: smallest (h + t)² at which K levels suffice. */
const ASYM_MIN_D1_SQUARED: number[] = [Infinity];
for (let K = 1; K < ASYM_LEVELS; K++) {
  let oddFactorial = 1; // (2K+3)!!
  for (let i = 3; i <= 2 * K + 3; i += 2) oddFactorial *= i;
  ASYM_MIN_D1_SQUARED.push(Math.pow(oddFactorial * 2 ** 56, 1 / (K + 1)));
}
const D1_SQUARED_5 = ASYM_MIN_D1_SQUARED[5]!;
const D1_SQUARED_8 = ASYM_MIN_D1_SQUARED[8]!;
const D1_SQUARED_11 = ASYM_MIN_D1_SQUARED[11]!;
const D1_SQUARED_14 = ASYM_MIN_D1_SQUARED[14]!;

/** Region 1 sum truncated after level 5 (see ASYM_MIN_D1_SQUARED). */
function asymptoticSum5(e: number, q: number): number {
  // prettier-ignore
  return 2 + q * (-6 + e * (-2) + 3 * q * (10 + e * (20 + e * (2)) + 5 * q * (-14 + e * (-70 + e * (-42 + e * (-2))) + 7 * q * (18 + e * (168 + e * (252 + e * (72 + e * (2)))) + 9 * q * (-22 + e * (-330 + e * (-924 + e * (-660 + e * (-110 + e * (-2))))))))));
}

/** Region 1 sum truncated after level 8 (see ASYM_MIN_D1_SQUARED). */
function asymptoticSum8(e: number, q: number): number {
  // prettier-ignore
  return 2 + q * (-6 + e * (-2) + 3 * q * (10 + e * (20 + e * (2)) + 5 * q * (-14 + e * (-70 + e * (-42 + e * (-2))) + 7 * q * (18 + e * (168 + e * (252 + e * (72 + e * (2)))) + 9 * q * (-22 + e * (-330 + e * (-924 + e * (-660 + e * (-110 + e * (-2))))) + 11 * q * (26 + e * (572 + e * (2574 + e * (3432 + e * (1430 + e * (156 + e * (2)))))) + 13 * q * (-30 + e * (-910 + e * (-6006 + e * (-12870 + e * (-10010 + e * (-2730 + e * (-210 + e * (-2))))))) + 15 * q * (34 + e * (1360 + e * (12376 + e * (38896 + e * (48620 + e * (24752 + e * (4760 + e * (272 + e * (2))))))))))))))));
}

/** Region 1 sum truncated after level 11 (see ASYM_MIN_D1_SQUARED). */
function asymptoticSum11(e: number, q: number): number {
  // prettier-ignore
  return 2 + q * (-6 + e * (-2) + 3 * q * (10 + e * (20 + e * (2)) + 5 * q * (-14 + e * (-70 + e * (-42 + e * (-2))) + 7 * q * (18 + e * (168 + e * (252 + e * (72 + e * (2)))) + 9 * q * (-22 + e * (-330 + e * (-924 + e * (-660 + e * (-110 + e * (-2))))) + 11 * q * (26 + e * (572 + e * (2574 + e * (3432 + e * (1430 + e * (156 + e * (2)))))) + 13 * q * (-30 + e * (-910 + e * (-6006 + e * (-12870 + e * (-10010 + e * (-2730 + e * (-210 + e * (-2))))))) + 15 * q * (34 + e * (1360 + e * (12376 + e * (38896 + e * (48620 + e * (24752 + e * (4760 + e * (272 + e * (2)))))))) + 17 * q * (-38 + e * (-1938 + e * (-23256 + e * (-100776 + e * (-184756 + e * (-151164 + e * (-54264 + e * (-7752 + e * (-342 + e * (-2))))))))) + 19 * q * (42 + e * (2660 + e * (40698 + e * (232560 + e * (587860 + e * (705432 + e * (406980 + e * (108528 + e * (11970 + e * (420 + e * (2)))))))))) + 21 * q * (-46 + e * (-3542 + e * (-67298 + e * (-490314 + e * (-1634380 + e * (-2704156 + e * (-2288132 + e * (-980628 + e * (-201894 + e * (-17710 + e * (-506 + e * (-2))))))))))))))))))))));
}

/** Region 1 sum truncated after level 14 (see ASYM_MIN_D1_SQUARED). */
function asymptoticSum14(e: number, q: number): number {
  // prettier-ignore
  return 2 + q * (-6 + e * (-2) + 3 * q * (10 + e * (20 + e * (2)) + 5 * q * (-14 + e * (-70 + e * (-42 + e * (-2))) + 7 * q * (18 + e * (168 + e * (252 + e * (72 + e * (2)))) + 9 * q * (-22 + e * (-330 + e * (-924 + e * (-660 + e * (-110 + e * (-2))))) + 11 * q * (26 + e * (572 + e * (2574 + e * (3432 + e * (1430 + e * (156 + e * (2)))))) + 13 * q * (-30 + e * (-910 + e * (-6006 + e * (-12870 + e * (-10010 + e * (-2730 + e * (-210 + e * (-2))))))) + 15 * q * (34 + e * (1360 + e * (12376 + e * (38896 + e * (48620 + e * (24752 + e * (4760 + e * (272 + e * (2)))))))) + 17 * q * (-38 + e * (-1938 + e * (-23256 + e * (-100776 + e * (-184756 + e * (-151164 + e * (-54264 + e * (-7752 + e * (-342 + e * (-2))))))))) + 19 * q * (42 + e * (2660 + e * (40698 + e * (232560 + e * (587860 + e * (705432 + e * (406980 + e * (108528 + e * (11970 + e * (420 + e * (2)))))))))) + 21 * q * (-46 + e * (-3542 + e * (-67298 + e * (-490314 + e * (-1634380 + e * (-2704156 + e * (-2288132 + e * (-980628 + e * (-201894 + e * (-17710 + e * (-506 + e * (-2))))))))))) + 23 * q * (50 + e * (4600 + e * (106260 + e * (961400 + e * (4085950 + e * (8914800 + e * (10400600 + e * (6537520 + e * (2163150 + e * (354200 + e * (25300 + e * (600 + e * (2)))))))))))) + 25 * q * (-54 + e * (-5850 + e * (-161460 + e * (-1776060 + e * (-9373650 + e * (-26075790 + e * (-40116600 + e * (-34767720 + e * (-16872570 + e * (-4440150 + e * (-592020 + e * (-35100 + e * (-702 + e * (-2))))))))))))) + 27 * q * (58 + e * (7308 + e * (237510 + e * (3121560 + e * (20030010 + e * (69194580 + e * (135727830 + e * (155117520 + e * (103791870 + e * (40060020 + e * (8584290 + e * (950040 + e * (47502 + e * (812 + e * (2))))))))))))))))))))))))))));
}

/** Region 1 of normalisedBlackCallOtm with v supplied, truncated to 5, 8, 11 or 14 levels when exact. */
function truncatedAsymptoticExpansion(h: number, t: number, v: number): number {
  const d1Squared = (h + t) * (h + t);
  if (d1Squared < D1_SQUARED_14) return asymptoticExpansionOfNormalisedBlackCallGivenVega(h, t, v);
  const e = (t / h) * (t / h);
  const r = (h + t) * (h - t);
  const q = (h / r) * (h / r);
  let sum: number;
  if (d1Squared >= D1_SQUARED_5) sum = asymptoticSum5(e, q);
  else if (d1Squared >= D1_SQUARED_8) sum = asymptoticSum8(e, q);
  else if (d1Squared >= D1_SQUARED_11) sum = asymptoticSum11(e, q);
  else sum = asymptoticSum14(e, q);
  const b = v * (t / r) * sum;
  return b > 0 ? b : 0;
}

function writeAll(
  out: OptionPriceAndGreeks,
  price: number,
  delta: number,
  gamma: number,
  vega: number,
  theta: number,
  rho: number,
): OptionPriceAndGreeks {
  out.price = price;
  out.delta = delta;
  out.gamma = gamma;
  out.vega = vega;
  out.theta = theta;
  out.rho = rho;
  return out;
}

/** Expired / no volatility: intrinsic value, delta by moneyness (0 at the money), other greeks 0. */
function writeExpired(
  out: OptionPriceAndGreeks,
  spot: number,
  strike: number,
  isCall: boolean,
  isBuy: boolean,
): OptionPriceAndGreeks {
  let delta = 0;
  if (isCall && spot > strike) delta = 1;
  if (!isCall && spot < strike) delta = -1;
  return writeAll(out, intrinsic(spot, strike, isCall), (isBuy ? 1 : -1) * delta + 0, 0, 0, 0, 0);
}

/**
 * The greeks from the shared terms: `spdf` = S·φ(d1) (= √(SK)·e^{−(h²+t²)/2}/√(2π)), `nd1` = Φ(d1),
 * `nmd1` = Φ(−d1), `nd2` = Φ(d2), `nmd2` = Φ(−d2). Written so that no product is 0·∞ and no
 * quotient 0/0: never NaN.
 */
function writeGreeks(
  out: OptionPriceAndGreeks,
  price: number,
  spot: number,
  strike: number,
  timeYears: number,
  volFraction: number,
  sqrtT: number,
  s: number,
  spdf: number,
  nd1: number,
  nmd1: number,
  nd2: number,
  nmd2: number,
  isCall: boolean,
  isBuy: boolean,
): OptionPriceAndGreeks {
  const sign = isBuy ? 1 : -1;
  const pdf = spdf / spot; // φ(d1)
  const spotSd = spot * s;
  out.price = price;
  // Put delta as −Φ(−d1) rather than Φ(d1) − 1: full relative accuracy when it is tiny.
  out.delta = sign * (isCall ? nd1 : -nmd1);
  out.gamma = sign * (spotSd > 0 ? pdf / spotSd : pdf > 0 ? Infinity : 0);
  out.vega = sign * (spdf * sqrtT) * 0.01;
  out.theta = (sign * -(spdf * volFraction)) / (2 * DAYS_PER_YEAR * sqrtT);
  out.rho = sign * (isCall ? strike * (timeYears * nd2) : -strike * (timeYears * nmd2)) * 0.01;
  return out;
}

/**
 * Price plus the five greeks in one pass, written into `out` (which is returned): no allocation.
 * Same results, units and edge behaviour as `blackScholesPrice` + `optionGreeks` (agreement to
 * ~1e-13 relative is tested in blackScholes.test.ts), but the shared terms are computed once: one
 * logarithm, one exponential E = e^{−(h²+t²)/2} (h = −|ln(S/K)|/σ√T, t = σ√T/2), three square roots.
 *
 * - S·φ(d1) = √(SK)·E/√(2π) for either sign of ln(S/K); E/√(2π) is also the normalised vega.
 * - Φ at d1 and d2: Cody's rational for m(d) = Φ(d)·e^{d²/2} (d < −0.674) times e^{−d²/2} =
 *   E·e^{±|x|/2}, with e^{|x|/2} = √max(S,K)/√min(S,K) (no further exponential); in the central
 *   range |d| <= 0.674 Cody's central rational, exactly as `normCdf`.
 * - The time value is √(SK)·b(−|x|, σ√T), b the normalised Black call of "Let's Be Rational"
 *   (letsBeRational.ts), by region: 1 (asymptotic expansion) is fed the same E and so gives bitwise
 *   `normalisedBlackCallOtm`; 3 (h + t > 0.85) is Φ(d1)·e^{x/2} − Φ(d2)·e^{−x/2} from the Φ values
 *   above; 2 and 4 are E·(m(d1) − m(d2)) when that subtraction is well conditioned, else the
 *   small-t expansion / erfcx form of the paper. Full relative accuracy in the wings.
 *
 * Edge table (never NaN):
 *
 * | input                                                         | price             | greeks                                                                                        |
 * |---------------------------------------------------------------|-------------------|-----------------------------------------------------------------------------------------------|
 * | spot or strike not finite or <= 0; timeYears or vol NaN or ±∞ | 0                 | all 0                                                                                         |
 * | timeYears <= 0, or vol <= 0, or σ√T underflows to 0            | intrinsic         | delta by moneyness (call: 1 if S > K, put: −1 if S < K, else 0; signed by buy/sell), others 0 |
 * | σ√T overflows to +∞                                           | S (call), K (put) | call delta 1, put delta 0, gamma = vega = theta = 0, call rho 0, put rho −K·T/100 (signed)     |
 * | otherwise                                                     | Black–Scholes     | Black–Scholes, every greek negated for a sell                                                 |
 *
 * Units: delta per unit of spot, gamma per unit² of spot, vega per vol point (+0.01 of
 * `volFraction`), theta per calendar day (365-day year), rho per rate point (+0.01). A greek is ±∞
 * only where its true value overflows a double (gamma when S·σ√T < ~1e-308, rho when
 * K·T/100 > 1.8e308).
 */
export function optionPriceAndGreeksInto(
  spot: number,
  strike: number,
  timeYears: number,
  volFraction: number,
  isCall: boolean,
  isBuy: boolean,
  out: OptionPriceAndGreeks,
): OptionPriceAndGreeks {
  if (!validInputs(spot, strike, timeYears, volFraction)) return writeAll(out, 0, 0, 0, 0, 0, 0);
  if (timeYears <= 0 || volFraction <= 0) return writeExpired(out, spot, strike, isCall, isBuy);
  const sqrtT = Math.sqrt(timeYears);
  const s = volFraction * sqrtT;
  if (s === 0) return writeExpired(out, spot, strike, isCall, isBuy);
  if (s === Infinity) {
    const sign = isBuy ? 1 : -1;
    const rho = isCall ? 0 : (sign * -strike * timeYears) / 100;
    return writeAll(out, isCall ? spot : strike, sign * (isCall ? 1 : 0) + 0, 0, 0, 0, rho);
  }
  const x = Math.log(spot / strike);
  const xo = x > 0 ? -x : x; // out-of-the-money call side: xo <= 0
  const t = 0.5 * s;
  const h = xo / s;
  if (!(xo > -FAST_PATH_MAX_ABS_LOG_MONEYNESS) || h === -Infinity)
    return priceAndGreeksFarWing(spot, strike, timeYears, volFraction, isCall, isBuy, sqrtT, s, out);

  const E = Math.exp(-0.5 * (h * h + t * t));
  const v = ONE_OVER_SQRT_TWO_PI * E; // normalised vega
  const sqS = Math.sqrt(spot);
  const sqK = Math.sqrt(strike);
  // rUp = e^{|x|/2}, rDn = e^{−|x|/2}: finite and non-zero since |x| < 700.
  const rUp = x > 0 ? sqS / sqK : sqK / sqS;
  const rDn = 1 / rUp;

  const d1o = h + t;
  const d2o = h - t;
  let p1: number;
  let q1: number;
  let p2: number;
  let q2: number;
  let b: number;
  if (xo < s * ASYM && 0.5 * s * s + xo < s * (TAU + ASYM)) {
    // Region 1: h + t < −9.79, so both d are in the far tail (> √32): no range tests.
    p1 = E * rUp * scaledUpperTailFar(-d1o);
    q1 = 1 - p1;
    p2 = E * rDn * scaledUpperTailFar(-d2o);
    q2 = 1 - p2;
    b = truncatedAsymptoticExpansion(h, t, v);
  } else {
    // p = Φ(d), q = Φ(−d) and, in the lower tail, m = Φ(d)·e^{d²/2}, for the out-of-the-money call's
    // d1o = h + t and d2o = h − t <= 0; e^{−d1o²/2} = E·e^{|x|/2} and e^{−d2o²/2} = E·e^{−|x|/2}.
    let m1 = -1; // negative: not computed
    if (d1o < -CENTRAL) {
      m1 = scaledUpperTail(-d1o);
      p1 = E * rUp * m1;
      q1 = 1 - p1;
    } else if (d1o > CENTRAL) {
      q1 = E * rUp * scaledUpperTail(d1o);
      p1 = 1 - q1;
    } else {
      const c = centralOffset(d1o);
      p1 = 0.5 + c;
      q1 = 0.5 - c;
    }
    let m2 = -1;
    if (d2o < -CENTRAL) {
      m2 = scaledUpperTail(-d2o);
      p2 = E * rDn * m2;
      q2 = 1 - p2;
    } else {
      const c = centralOffset(d2o);
      p2 = 0.5 + c;
      q2 = 0.5 - c;
    }

    // Normalised out-of-the-money call b(xo, s), with the regions of normalisedBlackCallOtm.
    if (t >= TAU && xo + 0.5 * s * s > s * 0.85) {
      b = p1 * rDn - p2 * rUp; // region 3: no cancellation to speak of
      if (!(b > 0)) b = 0;
    } else {
      // Regions 2 and 4 (h + t <= 0.85, so e^{−d²/2} >= 0.69): b = E·(m1 − m2), accepted when the
      // subtraction is well conditioned, counting the rounding of E (relative ~ε·(h² + t²)/2) that
      // enters m = p/e^{−d²/2} in the central range; otherwise the paper's expansions.
      let weight = 2; // both m from the tail rational: a few ulps each
      if (m1 < 0 || m2 < 0) {
        weight = 2 + h * h + t * t;
        if (m1 < 0) m1 = p1 / (E * rUp);
        if (m2 < 0) m2 = p2 / (E * rDn);
      }
      const diff = m1 - m2;
      if (diff * CANCELLATION_LIMIT >= m1 * weight) b = E * diff;
      else if (t < TAU) b = smallTExpansionOfNormalisedBlackCallGivenVega(h, t, v);
      else b = normalisedBlackCallUsingErfcxGivenExp(h, t, E);
    }
  }
  const sqrtSK = sqS * sqK;
  const price = intrinsic(spot, strike, isCall) + sqrtSK * b;

  // Actual d1 = x/s + t, d2 = x/s − t: (d1, d2) = (h + t, h − t) if x <= 0, (t − h, −h − t) if x > 0.
  const spdf = sqrtSK * v; // S·φ(d1)
  if (x > 0)
    return writeGreeks(out, price, spot, strike, timeYears, volFraction, sqrtT, s, spdf, q2, p2, q1, p1, isCall, isBuy);
  return writeGreeks(out, price, spot, strike, timeYears, volFraction, sqrtT, s, spdf, p1, q1, p2, q2, isCall, isBuy);
}

/**
 * |ln(S/K)| >= 700 (S/K beyond 1e±304) or σ√T so small that ln(S/K)/σ√T overflows: absurd inputs,
 * handled with the plain functions (two logarithms when S/K itself overflows, `normCdf` four times).
 */
function priceAndGreeksFarWing(
  spot: number,
  strike: number,
  timeYears: number,
  volFraction: number,
  isCall: boolean,
  isBuy: boolean,
  sqrtT: number,
  s: number,
  out: OptionPriceAndGreeks,
): OptionPriceAndGreeks {
  const ratio = spot / strike;
  const x = ratio > 0 && ratio < Infinity ? Math.log(ratio) : Math.log(spot) - Math.log(strike);
  const xo = x > 0 ? -x : x;
  const t = 0.5 * s;
  const h = xo / s;
  const b = h === -Infinity ? 0 : normalisedBlackCallOtm(xo, s);
  const sqrtSK = Math.sqrt(spot) * Math.sqrt(strike);
  const price = intrinsic(spot, strike, isCall) + sqrtSK * b;
  const spdf = sqrtSK * ONE_OVER_SQRT_TWO_PI * Math.exp(-0.5 * (h * h + t * t));
  const p1 = normCdf(h + t);
  const q1 = normCdf(-(h + t));
  const p2 = normCdf(h - t);
  const q2 = normCdf(t - h);
  if (x > 0)
    return writeGreeks(out, price, spot, strike, timeYears, volFraction, sqrtT, s, spdf, q2, p2, q1, p1, isCall, isBuy);
  return writeGreeks(out, price, spot, strike, timeYears, volFraction, sqrtT, s, spdf, p1, q1, p2, q2, isCall, isBuy);
}

/** Fresh result object for the rare fallbacks of blackScholesPrice / optionGreeks. */
function edgeScratch(): OptionPriceAndGreeks {
  return { price: 0, delta: 0, gamma: 0, vega: 0, theta: 0, rho: 0 };
}

/** `optionPriceAndGreeksInto` into a new object (the only allocation). */
export function optionPriceAndGreeks(
  spot: number,
  strike: number,
  timeYears: number,
  volFraction: number,
  isCall: boolean,
  isBuy: boolean,
): OptionPriceAndGreeks {
  return optionPriceAndGreeksInto(spot, strike, timeYears, volFraction, isCall, isBuy, {
    price: 0,
    delta: 0,
    gamma: 0,
    vega: 0,
    theta: 0,
    rho: 0,
  });
}
