/**
 * Normalised Black function and its inverse after P. Jäckel, "Let's Be Rational", Wilmott
 * (January 2015; preprint 2013, revised 2016).
 *
 * With forward F (= spot, since r = 0), strike K, x = ln(F/K) and s = σ√T, the undiscounted call
 * price divided by √(FK) is the normalised Black function
 *
 *     b(x, s) = Φ(x/s + s/2)·e^{x/2} − Φ(x/s − s/2)·e^{−x/2},
 *
 * bounded by the normalised intrinsic value and b_max = e^{x/2}. Everything here works on the
 * out-of-the-money call side, x <= 0: puts are mapped by x → −x (the "q" sign of the paper) and
 * in-the-money options by subtracting the intrinsic value first, as the paper does.
 *
 * The inverse (`normalisedImpliedVolatilityOtmCall`) uses the paper's four-branch initial guess —
 * rational cubic interpolation in transformed variables on the two outer branches (via the
 * asymptotic lower map f_l and upper map f_u), in s directly on the two middle ones — followed by
 * Householder(3) steps on the objective function of each branch (1/ln b in the lowest, ln(b_max − b)
 * in the highest, b itself in the middle), with the paper's bracketing safeguard. Two steps reach
 * machine precision.
 *
 * Pure TypeScript, allocation-free on the hot path.
 */
import * as erfcxModule from './erfcx';
import * as normal from './normal';
import * as normalInverse from './normalInverse';
import * as rationalCubic from './rationalCubic';

// Hot-path imports bound once at load: see the note in blackScholes.ts.
const { erfcx } = erfcxModule;
const { normCdf } = normal;
const { inverseNormCdf } = normalInverse;
const {
  convexRationalCubicControlParameterToFitSecondDerivativeAtLeftSide,
  convexRationalCubicControlParameterToFitSecondDerivativeAtRightSide,
  rationalCubicInterpolation,
} = rationalCubic;

const DBL_EPSILON = Number.EPSILON;
const DBL_MIN = 2.2250738585072014e-308;
const DBL_MAX = Number.MAX_VALUE;
const SQRT_DBL_MAX = Math.sqrt(DBL_MAX);
const ONE_OVER_SQRT_TWO = Math.SQRT1_2;
const ONE_OVER_SQRT_TWO_PI = 0.3989422804014327;
const SQRT_PI_OVER_TWO = Math.sqrt(Math.PI / 2);
const SQRT_TWO_PI = Math.sqrt(2 * Math.PI);
const TWO_PI = 2 * Math.PI;
const SQRT_THREE = Math.sqrt(3);
const SQRT_ONE_OVER_THREE = Math.sqrt(1 / 3);
const TWO_PI_OVER_SQRT_TWENTY_SEVEN = (2 * Math.PI) / Math.sqrt(27);
const PI_OVER_SIX = Math.PI / 6;

/** Number of Householder(3) steps of the paper: enough for machine precision everywhere. */
export const LBR_ITERATIONS = 2;

/** Region boundary η of the asymptotic expansion (h = x/s below η). */
export const ASYMPTOTIC_EXPANSION_ACCURACY_THRESHOLD = -10;
/** Region boundary τ = 2·ε^(1/16) of the small-t expansion (t = s/2 below τ). */
export const SMALL_T_EXPANSION_OF_NORMALISED_BLACK_THRESHOLD = 2 * Math.pow(DBL_EPSILON, 1 / 16);

/**
 * b(h,t) for large negative h − t (region 1): Abramowitz & Stegun 26.2.12 for Y(z) = Φ(z)/φ(z),
 * b = φ-factor · (t/r) · A(h,t) with r = (h+t)(h−t), expanded to 17th order in q = (h/r)², with
 * coefficients polynomial in e = (t/h)².
 */
function asymptoticExpansionOfNormalisedBlackCall(h: number, t: number): number {
  return asymptoticExpansionOfNormalisedBlackCallGivenVega(
    h,
    t,
    ONE_OVER_SQRT_TWO_PI * Math.exp(-0.5 * (h * h + t * t)),
  );
}

/**
 * Region 1 with the normalised vega v = e^{−(h²+t²)/2}/√(2π) supplied by the caller (who needs it
 * anyway for the greeks): same arithmetic, hence bitwise the same result.
 */
export function asymptoticExpansionOfNormalisedBlackCallGivenVega(h: number, t: number, v: number): number {
  const e = (t / h) * (t / h);
  const r = (h + t) * (h - t);
  const q = (h / r) * (h / r);
  // prettier-ignore
  const sum = (2 + q * (-6 - 2 * e + 3 * q * (10 + e * (20 + 2 * e) + 5 * q * (-14 + e * (-70 + e * (-42 - 2 * e)) + 7 * q * (18 + e * (168 + e * (252 + e * (72 + 2 * e))) + 9 * q * (-22 + e * (-330 + e * (-924 + e * (-660 + e * (-110 - 2 * e)))) + 11 * q * (26 + e * (572 + e * (2574 + e * (3432 + e * (1430 + e * (156 + 2 * e))))) + 13 * q * (-30 + e * (-910 + e * (-6006 + e * (-12870 + e * (-10010 + e * (-2730 + e * (-210 - 2 * e)))))) + 15 * q * (34 + e * (1360 + e * (12376 + e * (38896 + e * (48620 + e * (24752 + e * (4760 + e * (272 + 2 * e))))))) + 17 * q * (-38 + e * (-1938 + e * (-23256 + e * (-100776 + e * (-184756 + e * (-151164 + e * (-54264 + e * (-7752 + e * (-342 - 2 * e)))))))) + 19 * q * (42 + e * (2660 + e * (40698 + e * (232560 + e * (587860 + e * (705432 + e * (406980 + e * (108528 + e * (11970 + e * (420 + 2 * e))))))))) + 21 * q * (-46 + e * (-3542 + e * (-67298 + e * (-490314 + e * (-1634380 + e * (-2704156 + e * (-2288132 + e * (-980628 + e * (-201894 + e * (-17710 + e * (-506 - 2 * e)))))))))) + 23 * q * (50 + e * (4600 + e * (106260 + e * (961400 + e * (4085950 + e * (8914800 + e * (10400600 + e * (6537520 + e * (2163150 + e * (354200 + e * (25300 + e * (600 + 2 * e))))))))))) + 25 * q * (-54 + e * (-5850 + e * (-161460 + e * (-1776060 + e * (-9373650 + e * (-26075790 + e * (-40116600 + e * (-34767720 + e * (-16872570 + e * (-4440150 + e * (-592020 + e * (-35100 + e * (-702 - 2 * e)))))))))))) + 27 * q * (58 + e * (7308 + e * (237510 + e * (3121560 + e * (20030010 + e * (69194580 + e * (135727830 + e * (155117520 + e * (103791870 + e * (40060020 + e * (8584290 + e * (950040 + e * (47502 + e * (812 + 2 * e))))))))))))) + 29 * q * (-62 + e * (-8990 + e * (-339822 + e * (-5259150 + e * (-40320150 + e * (-169344630 + e * (-412506150 + e * (-601080390 + e * (-530365050 + e * (-282241050 + e * (-88704330 + e * (-15777450 + e * (-1472562 + e * (-62930 + e * (-930 - 2 * e)))))))))))))) + 31 * q * (66 + e * (10912 + e * (474672 + e * (8544096 + e * (77134200 + e * (387073440 + e * (1146332880 + e * (2074316640 + e * (2333606220 + e * (1637618400 + e * (709634640 + e * (185122080 + e * (27768312 + e * (2215136 + e * (81840 + e * (1056 + 2 * e))))))))))))))) + 33 * (-70 + e * (-13090 + e * (-649264 + e * (-13449040 + e * (-141214920 + e * (-834451800 + e * (-2952675600 + e * (-6495886320 + e * (-9075135300 + e * (-8119857900 + e * (-4639918800 + e * (-1668903600 + e * (-367158792 + e * (-47071640 + e * (-3246320 + e * (-104720 + e * (-1190 - 2 * e))))))))))))))))) * q)))))))))))))))));
  const b = v * (t / r) * sum;
  return Math.abs(Math.max(b, 0));
}

/**
 * b(h,t) for small t (region 2): expansion of Y(h+t) − Y(h−t) to 12th order in t, with
 * Y(h) = √(π/2)·erfcx(−h/√2) and a = 1 + h·Y(h).
 */
function smallTExpansionOfNormalisedBlackCall(h: number, t: number): number {
  return smallTExpansionOfNormalisedBlackCallGivenVega(h, t, ONE_OVER_SQRT_TWO_PI * Math.exp(-0.5 * (h * h + t * t)));
}

/** Region 2 with the normalised vega supplied by the caller (bitwise the same result). */
export function smallTExpansionOfNormalisedBlackCallGivenVega(h: number, t: number, v: number): number {
  const a = 1 + h * (0.5 * SQRT_TWO_PI) * erfcx(-ONE_OVER_SQRT_TWO * h);
  const w = t * t;
  const h2 = h * h;
  // prettier-ignore
  const expansion = 2 * t * (a + w * ((-1 + 3 * a + a * h2) / 6 + w * ((-7 + 15 * a + h2 * (-1 + 10 * a + a * h2)) / 120 + w * ((-57 + 105 * a + h2 * (-18 + 105 * a + h2 * (-1 + 21 * a + a * h2))) / 5040 + w * ((-561 + 945 * a + h2 * (-285 + 1260 * a + h2 * (-33 + 378 * a + h2 * (-1 + 36 * a + a * h2)))) / 362880 + w * ((-6555 + 10395 * a + h2 * (-4680 + 17325 * a + h2 * (-840 + 6930 * a + h2 * (-52 + 990 * a + h2 * (-1 + 55 * a + a * h2))))) / 39916800 + ((-89055 + 135135 * a + h2 * (-82845 + 270270 * a + h2 * (-20370 + 135135 * a + h2 * (-1926 + 25740 * a + h2 * (-75 + 2145 * a + h2 * (-1 + 78 * a + a * h2)))))) * w) / 6227020800))))));
  const b = v * expansion;
  return Math.abs(Math.max(b, 0));
}

/** b(x,s) straight from the definition (region 3: h + t > 0.85, the first term dominates). */
function normalisedBlackCallUsingNormCdf(x: number, s: number): number {
  const h = x / s;
  const t = 0.5 * s;
  const bMax = Math.exp(0.5 * x);
  const b = normCdf(h + t) * bMax - normCdf(h - t) / bMax;
  return Math.abs(Math.max(b, 0));
}

/** b = ½·e^{−(h²+t²)/2}·[erfcx(−(h+t)/√2) − erfcx(−(h−t)/√2)] (region 4): one exponential only. */
function normalisedBlackCallUsingErfcx(h: number, t: number): number {
  return normalisedBlackCallUsingErfcxGivenExp(h, t, Math.exp(-0.5 * (h * h + t * t)));
}

/** Region 4 with E = e^{−(h²+t²)/2} supplied by the caller (bitwise the same result). */
export function normalisedBlackCallUsingErfcxGivenExp(h: number, t: number, E: number): number {
  const b = 0.5 * E * (erfcx(-ONE_OVER_SQRT_TWO * (h + t)) - erfcx(-ONE_OVER_SQRT_TWO * (h - t)));
  return Math.abs(Math.max(b, 0));
}

/**
 * Normalised Black call b(x, s) for x <= 0 (out of the money or at the money), s >= 0. Four
 * regions as in the paper; relative accuracy close to machine precision everywhere, including
 * values far below 1e-100.
 */
export function normalisedBlackCallOtm(x: number, s: number): number {
  if (s <= 0) return 0;
  if (
    x < s * ASYMPTOTIC_EXPANSION_ACCURACY_THRESHOLD &&
    0.5 * s * s + x < s * (SMALL_T_EXPANSION_OF_NORMALISED_BLACK_THRESHOLD + ASYMPTOTIC_EXPANSION_ACCURACY_THRESHOLD)
  ) {
    return asymptoticExpansionOfNormalisedBlackCall(x / s, 0.5 * s);
  }
  if (0.5 * s < SMALL_T_EXPANSION_OF_NORMALISED_BLACK_THRESHOLD)
    return smallTExpansionOfNormalisedBlackCall(x / s, 0.5 * s);
  if (x + 0.5 * s * s > s * 0.85) return normalisedBlackCallUsingNormCdf(x, s);
  return normalisedBlackCallUsingErfcx(x / s, 0.5 * s);
}

/** Normalised vega ∂b/∂s = φ(x/s)·… = e^{−(x²/s² + s²/4)/2}/√(2π). */
export function normalisedVega(x: number, s: number): number {
  if (x === 0) return ONE_OVER_SQRT_TWO_PI * Math.exp(-0.125 * s * s);
  if (s <= 0) return 0;
  const h = x / s;
  const t = 0.5 * s;
  return ONE_OVER_SQRT_TWO_PI * Math.exp(-0.5 * (h * h + t * t));
}

function householderFactor(newton: number, halley: number, hh3: number): number {
  return (1 + 0.5 * halley * newton) / (1 + newton * (halley + (hh3 * newton) / 6));
}

// Out-parameters of the two map functions (module scratch instead of an allocated tuple).
let mapF = 0;
let mapFp = 0;
let mapFpp = 0;

/** Lower map f_l(s) = 2π/√27·|x|·Φ(−|x|/(√3 s))³ and its first two derivatives w.r.t. b. */
function computeFLowerMapAndFirstTwoDerivatives(x: number, s: number): void {
  const ax = Math.abs(x);
  const z = (SQRT_ONE_OVER_THREE * ax) / s;
  const y = z * z;
  const s2 = s * s;
  const Phi = normCdf(-z);
  const phi = ONE_OVER_SQRT_TWO_PI * Math.exp(-0.5 * z * z);
  mapFpp =
    ((PI_OVER_SIX * y) / (s2 * s)) *
    Phi *
    (8 * SQRT_THREE * s * ax + ((3 * s2 * (s2 - 8) - 8 * x * x) * Phi) / phi) *
    Math.exp(2 * y + 0.25 * s2);
  const Phi2 = Phi * Phi;
  mapFp = TWO_PI * y * Phi2 * Math.exp(y + 0.125 * s * s);
  mapF = TWO_PI_OVER_SQRT_TWENTY_SEVEN * ax * (Phi2 * Phi);
}

/** Upper map f_u(s) = Φ(−s/2) and its first two derivatives w.r.t. b. */
function computeFUpperMapAndFirstTwoDerivatives(x: number, s: number): void {
  mapF = normCdf(-0.5 * s);
  if (x === 0) {
    mapFp = -0.5;
    mapFpp = 0;
  } else {
    const w = (x / s) * (x / s);
    mapFp = -0.5 * Math.exp(0.5 * w);
    mapFpp = (SQRT_PI_OVER_TWO * Math.exp(w + 0.125 * s * s) * w) / s;
  }
}

function inverseFLowerMap(x: number, f: number): number {
  if (f === 0) return 0;
  return Math.abs(x / (SQRT_THREE * inverseNormCdf(Math.cbrt(f / (TWO_PI_OVER_SQRT_TWENTY_SEVEN * Math.abs(x))))));
}

function inverseFUpperMap(f: number): number {
  return -2 * inverseNormCdf(f);
}

/**
 * s = σ√T such that b(x, s) = beta, for an out-of-the-money call: x <= 0 and
 * 0 < beta < b_max = e^{x/2} (the caller checks the bounds; beta <= 0 gives 0 and beta >= b_max
 * gives +∞). At most `maxIterations` Householder(3) steps after the rational initial guess.
 */
export function normalisedImpliedVolatilityOtmCall(beta: number, x: number, maxIterations: number): number {
  if (!(beta > 0)) return 0;
  const bMax = Math.exp(0.5 * x);
  if (beta >= bMax) return Infinity;
  const N = maxIterations;
  let iterations = 0;
  let directionReversalCount = 0;
  let f = -DBL_MAX;
  let s = -DBL_MAX;
  let ds = s;
  let dsPrevious = 0;
  let sLeft = DBL_MIN;
  let sRight = DBL_MAX;
  const sC = Math.sqrt(Math.abs(2 * x));
  const bC = normalisedBlackCallOtm(x, sC);
  const vC = normalisedVega(x, sC);
  if (beta < bC) {
    const sL = sC - bC / vC;
    const bL = normalisedBlackCallOtm(x, sL);
    if (beta < bL) {
      // Lowest branch: interpolate f_l(b), then invert the map.
      computeFLowerMapAndFirstTwoDerivatives(x, sL);
      const fLowerMapL = mapF;
      const dFLowerMapLdBeta = mapFp;
      const rLL = convexRationalCubicControlParameterToFitSecondDerivativeAtRightSide(
        0,
        bL,
        0,
        fLowerMapL,
        1,
        dFLowerMapLdBeta,
        mapFpp,
        true,
      );
      f = rationalCubicInterpolation(beta, 0, bL, 0, fLowerMapL, 1, dFLowerMapLdBeta, rLL);
      if (!(f > 0)) {
        // Round-off for extreme |x|: quadratic through f(0) = 0, f'(0) = 1 and f(b_l).
        const t = beta / bL;
        f = (fLowerMapL * t + bL * (1 - t)) * t;
      }
      s = inverseFLowerMap(x, f);
      sRight = sL;
      // Objective g(s) = 1/ln b(s) − 1/ln beta.
      const lnBeta = Math.log(beta);
      for (; iterations < N && Math.abs(ds) > DBL_EPSILON * s; ++iterations) {
        if (ds * dsPrevious < 0) ++directionReversalCount;
        if (iterations > 0 && (directionReversalCount === 3 || !(s > sLeft && s < sRight))) {
          s = 0.5 * (sLeft + sRight);
          if (sRight - sLeft <= DBL_EPSILON * s) break;
          directionReversalCount = 0;
          ds = 0;
        }
        dsPrevious = ds;
        const b = normalisedBlackCallOtm(x, s);
        const bp = normalisedVega(x, s);
        if (b > beta && s < sRight) sRight = s;
        else if (b < beta && s > sLeft) sLeft = s;
        if (b <= 0 || bp <= 0) {
          ds = 0.5 * (sLeft + sRight) - s;
        } else {
          const lnB = Math.log(b);
          const bpob = bp / b;
          const h = x / s;
          const bHalley = (h * h) / s - s / 4;
          const newton = ((lnBeta - lnB) * lnB) / lnBeta / bpob;
          const halley = bHalley - bpob * (1 + 2 / lnB);
          const bHh3 = bHalley * bHalley - 3 * (h / s) * (h / s) - 0.25;
          const hh3 = bHh3 + 2 * bpob * bpob * (1 + (3 / lnB) * (1 + 1 / lnB)) - 3 * bHalley * bpob * (1 + 2 / lnB);
          ds = newton * householderFactor(newton, halley, hh3);
        }
        ds = Math.max(-0.5 * s, ds);
        s += ds;
      }
      return s;
    }
    // Lower middle branch: rational cubic in s over [b_l, b_c].
    const vL = normalisedVega(x, sL);
    const rLM = convexRationalCubicControlParameterToFitSecondDerivativeAtRightSide(
      bL,
      bC,
      sL,
      sC,
      1 / vL,
      1 / vC,
      0,
      false,
    );
    s = rationalCubicInterpolation(beta, bL, bC, sL, sC, 1 / vL, 1 / vC, rLM);
    sLeft = sL;
    sRight = sC;
  } else {
    const sH = vC > DBL_MIN ? sC + (bMax - bC) / vC : sC;
    const bH = normalisedBlackCallOtm(x, sH);
    if (beta <= bH) {
      // Upper middle branch: rational cubic in s over [b_c, b_h].
      const vH = normalisedVega(x, sH);
      const rHM = convexRationalCubicControlParameterToFitSecondDerivativeAtLeftSide(
        bC,
        bH,
        sC,
        sH,
        1 / vC,
        1 / vH,
        0,
        false,
      );
      s = rationalCubicInterpolation(beta, bC, bH, sC, sH, 1 / vC, 1 / vH, rHM);
      sLeft = sC;
      sRight = sH;
    } else {
      // Highest branch: interpolate f_u(b), then invert the map.
      computeFUpperMapAndFirstTwoDerivatives(x, sH);
      const fUpperMapH = mapF;
      const dFUpperMapHdBeta = mapFp;
      const d2 = mapFpp;
      if (d2 > -SQRT_DBL_MAX && d2 < SQRT_DBL_MAX) {
        const rHH = convexRationalCubicControlParameterToFitSecondDerivativeAtLeftSide(
          bH,
          bMax,
          fUpperMapH,
          0,
          dFUpperMapHdBeta,
          -0.5,
          d2,
          true,
        );
        f = rationalCubicInterpolation(beta, bH, bMax, fUpperMapH, 0, dFUpperMapHdBeta, -0.5, rHH);
      }
      if (f <= 0) {
        // Quadratic through f(b_h), f(b_max) = 0 and f'(b_max) = −1/2.
        const h = bMax - bH;
        const t = (beta - bH) / h;
        f = (fUpperMapH * (1 - t) + 0.5 * h * t) * (1 - t);
      }
      s = inverseFUpperMap(f);
      sLeft = sH;
      if (beta > 0.5 * bMax) {
        // Objective g(s) = ln(b_max − beta) − ln(b_max − b(s)).
        for (; iterations < N && Math.abs(ds) > DBL_EPSILON * s; ++iterations) {
          if (ds * dsPrevious < 0) ++directionReversalCount;
          if (iterations > 0 && (directionReversalCount === 3 || !(s > sLeft && s < sRight))) {
            s = 0.5 * (sLeft + sRight);
            if (sRight - sLeft <= DBL_EPSILON * s) break;
            directionReversalCount = 0;
            ds = 0;
          }
          dsPrevious = ds;
          const b = normalisedBlackCallOtm(x, s);
          const bp = normalisedVega(x, s);
          if (b > beta && s < sRight) sRight = s;
          else if (b < beta && s > sLeft) sLeft = s;
          if (b >= bMax || bp <= DBL_MIN) {
            ds = 0.5 * (sLeft + sRight) - s;
          } else {
            const bMaxMinusB = bMax - b;
            const g = Math.log((bMax - beta) / bMaxMinusB);
            const gp = bp / bMaxMinusB;
            const bHalley = ((x / s) * (x / s)) / s - s / 4;
            const bHh3 = bHalley * bHalley - 3 * (x / (s * s)) * (x / (s * s)) - 0.25;
            const newton = -g / gp;
            const halley = bHalley + gp;
            const hh3 = bHh3 + gp * (2 * gp + 3 * bHalley);
            ds = newton * householderFactor(newton, halley, hh3);
          }
          ds = Math.max(-0.5 * s, ds);
          s += ds;
        }
        return s;
      }
    }
  }
  // Middle branches (and the highest one for beta <= b_max/2): objective g(s) = b(s) − beta.
  for (; iterations < N && Math.abs(ds) > DBL_EPSILON * s; ++iterations) {
    if (ds * dsPrevious < 0) ++directionReversalCount;
    if (iterations > 0 && (directionReversalCount === 3 || !(s > sLeft && s < sRight))) {
      s = 0.5 * (sLeft + sRight);
      if (sRight - sLeft <= DBL_EPSILON * s) break;
      directionReversalCount = 0;
      ds = 0;
    }
    dsPrevious = ds;
    const b = normalisedBlackCallOtm(x, s);
    const bp = normalisedVega(x, s);
    if (b > beta && s < sRight) sRight = s;
    else if (b < beta && s > sLeft) sLeft = s;
    const newton = (beta - b) / bp;
    const halley = ((x / s) * (x / s)) / s - s / 4;
    const hh3 = halley * halley - 3 * (x / (s * s)) * (x / (s * s)) - 0.25;
    ds = Math.max(-0.5 * s, newton * householderFactor(newton, halley, hh3));
    s += ds;
  }
  return s;
}
