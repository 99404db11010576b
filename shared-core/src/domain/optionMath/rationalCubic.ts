/**
 * Shape-preserving rational cubic interpolation of R. Delbourgo and J. A. Gregory ("Shape
 * preserving piecewise rational interpolation", SIAM J. Sci. Stat. Comput. 6 (1985) 967–976), as
 * used by P. Jäckel, "Let's Be Rational" (2013/2016), §5, for the initial guess of the implied
 * volatility solver.
 *
 * On [x_l, x_r] with values y_l, y_r and slopes d_l, d_r, the interpolant with control parameter
 * r is (2.4)/(2.5) of the paper; r = 3 gives the ordinary cubic Hermite spline, r → ∞ the straight
 * line. The control parameter is chosen to match a given second derivative at one end, but never
 * below the minimum that keeps the interpolant monotone and convex/concave like its data.
 */

const DBL_EPSILON = Number.EPSILON;
const DBL_MIN = 2.2250738585072014e-308;
const DBL_MAX = Number.MAX_VALUE;

export const MINIMUM_RATIONAL_CUBIC_CONTROL_PARAMETER = -(1 - Math.sqrt(DBL_EPSILON));
export const MAXIMUM_RATIONAL_CUBIC_CONTROL_PARAMETER = 2 / (DBL_EPSILON * DBL_EPSILON);

function isZero(x: number): boolean {
  return Math.abs(x) < DBL_MIN;
}

/** Value at x of the rational cubic through (x_l, y_l), (x_r, y_r) with slopes d_l, d_r. */
export function rationalCubicInterpolation(
  x: number,
  xL: number,
  xR: number,
  yL: number,
  yR: number,
  dL: number,
  dR: number,
  r: number,
): number {
  const h = xR - xL;
  if (Math.abs(h) <= 0) return 0.5 * (yL + yR);
  const t = (x - xL) / h;
  if (!(r >= MAXIMUM_RATIONAL_CUBIC_CONTROL_PARAMETER)) {
    const omt = 1 - t;
    const t2 = t * t;
    const omt2 = omt * omt;
    return (
      (yR * t2 * t + (r * yR - h * dR) * t2 * omt + (r * yL + h * dL) * t * omt2 + yL * omt2 * omt) /
      (1 + (r - 3) * t * omt)
    );
  }
  // Linear interpolation without over- or underflow.
  return yR * t + yL * (1 - t);
}

function controlParameterToFitSecondDerivativeAtLeftSide(
  xL: number,
  xR: number,
  yL: number,
  yR: number,
  dL: number,
  dR: number,
  secondDerivativeL: number,
): number {
  const h = xR - xL;
  const numerator = 0.5 * h * secondDerivativeL + (dR - dL);
  if (isZero(numerator)) return 0;
  const denominator = (yR - yL) / h - dL;
  if (isZero(denominator)) {
    return numerator > 0 ? MAXIMUM_RATIONAL_CUBIC_CONTROL_PARAMETER : MINIMUM_RATIONAL_CUBIC_CONTROL_PARAMETER;
  }
  return numerator / denominator;
}

function controlParameterToFitSecondDerivativeAtRightSide(
  xL: number,
  xR: number,
  yL: number,
  yR: number,
  dL: number,
  dR: number,
  secondDerivativeR: number,
): number {
  const h = xR - xL;
  const numerator = 0.5 * h * secondDerivativeR + (dR - dL);
  if (isZero(numerator)) return 0;
  const denominator = dR - (yR - yL) / h;
  if (isZero(denominator)) {
    return numerator > 0 ? MAXIMUM_RATIONAL_CUBIC_CONTROL_PARAMETER : MINIMUM_RATIONAL_CUBIC_CONTROL_PARAMETER;
  }
  return numerator / denominator;
}

/** Smallest control parameter that preserves monotonicity and convexity/concavity of the data. */
function minimumControlParameter(
  dL: number,
  dR: number,
  s: number,
  preferShapePreservationOverSmoothness: boolean,
): number {
  const monotonic = dL * s >= 0 && dR * s >= 0;
  const convex = dL <= s && s <= dR;
  const concave = dL >= s && s >= dR;
  if (!monotonic && !convex && !concave) return MINIMUM_RATIONAL_CUBIC_CONTROL_PARAMETER;
  const dRmdL = dR - dL;
  const dRms = dR - s;
  const smdL = s - dL;
  let r1 = -DBL_MAX;
  let r2 = r1;
  // (3.8): monotonicity.
  if (monotonic) {
    if (!isZero(s)) r1 = (dR + dL) / s;
    else if (preferShapePreservationOverSmoothness) r1 = MAXIMUM_RATIONAL_CUBIC_CONTROL_PARAMETER;
  }
  // (3.18): convexity.
  if (convex || concave) {
    if (!(isZero(smdL) || isZero(dRms))) r2 = Math.max(Math.abs(dRmdL / dRms), Math.abs(dRmdL / smdL));
    else if (preferShapePreservationOverSmoothness) r2 = MAXIMUM_RATIONAL_CUBIC_CONTROL_PARAMETER;
  } else if (monotonic && preferShapePreservationOverSmoothness) {
    r2 = MAXIMUM_RATIONAL_CUBIC_CONTROL_PARAMETER;
  }
  return Math.max(MINIMUM_RATIONAL_CUBIC_CONTROL_PARAMETER, r1, r2);
}

/** Control parameter matching the second derivative at x_l, floored to keep the shape. */
export function convexRationalCubicControlParameterToFitSecondDerivativeAtLeftSide(
  xL: number,
  xR: number,
  yL: number,
  yR: number,
  dL: number,
  dR: number,
  secondDerivativeL: number,
  preferShapePreservationOverSmoothness: boolean,
): number {
  const r = controlParameterToFitSecondDerivativeAtLeftSide(xL, xR, yL, yR, dL, dR, secondDerivativeL);
  const rMin = minimumControlParameter(dL, dR, (yR - yL) / (xR - xL), preferShapePreservationOverSmoothness);
  return Math.max(r, rMin);
}

/** Control parameter matching the second derivative at x_r, floored to keep the shape. */
export function convexRationalCubicControlParameterToFitSecondDerivativeAtRightSide(
  xL: number,
  xR: number,
  yL: number,
  yR: number,
  dL: number,
  dR: number,
  secondDerivativeR: number,
  preferShapePreservationOverSmoothness: boolean,
): number {
  const r = controlParameterToFitSecondDerivativeAtRightSide(xL, xR, yL, yR, dL, dR, secondDerivativeR);
  const rMin = minimumControlParameter(dL, dR, (yR - yL) / (xR - xL), preferShapePreservationOverSmoothness);
  return Math.max(r, rMin);
}
