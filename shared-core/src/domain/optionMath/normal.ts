/**
 * Standard normal distribution, accurate to about 1e-15 relative.
 *
 * `normCdf` is W. J. Cody's rational Chebyshev approximation ("Rational Chebyshev approximations
 * for the error function", Math. Comp. 1969; the ANORM/CALERF routine), in the arrangement used by
 * R's nmath pnorm: three ranges, with the exp(-x²/2) factor split in two to keep full precision in
 * the tails. Pure TypeScript, no dependencies.
 */

const A = [
  2.2352520354606839287, 161.02823106855587881, 1067.6894854603709582, 18154.981253343561249,
  0.065682337918207449113,
] as const;
const B = [47.20258190468824187, 976.09855173777669322, 10260.932208618978205, 45507.789335026729956] as const;
const C = [
  0.39894151208813466764, 8.8831497943883759412, 93.506656132177855979, 597.27027639480026226,
  2494.5375852903726711, 6848.1904505362823326, 11602.651437647350124, 9842.7148383839780218,
  1.0765576773720192317e-8,
] as const;
const D = [
  22.266688044328115691, 235.38790178262499861, 1519.377599407554805, 6485.558298266760755,
  18615.571640885098091, 34900.952721145977266, 38912.003286093271411, 19685.429676859990727,
] as const;
const P = [
  0.21589853405795699, 0.1274011611602473639, 0.022235277870649807, 0.001421619193227893466,
  2.9112874951168792e-5, 0.02307344176494017303,
] as const;
const Q = [1.28426009614491121, 0.468238212480865118, 0.0659881378689285515, 0.00378239633202758244, 7.29751555083966205e-5] as const;

const SQRT_32 = 5.656854249492380195206754896838;
const ONE_OVER_SQRT_2PI = 0.398942280401432677939946059934;
const EPS = 1.11e-16;

/** Lower and upper tail: returns [P(X <= x), P(X > x)]. */
function cdfBoth(x: number): [number, number] {
  if (Number.isNaN(x)) return [NaN, NaN];
  const y = Math.abs(x);
  if (y <= 0.67448975) {
    let xnum = 0;
    let xden = 0;
    if (y > EPS) {
      const xsq = x * x;
      xnum = A[4] * xsq;
      xden = xsq;
      for (let i = 0; i < 3; i++) {
        xnum = (xnum + A[i]!) * xsq;
        xden = (xden + B[i]!) * xsq;
      }
    }
    const temp = (x * (xnum + A[3])) / (xden + B[3]);
    return [0.5 + temp, 0.5 - temp];
  }
  let temp: number;
  if (y <= SQRT_32) {
    let xnum = C[8] * y;
    let xden = y;
    for (let i = 0; i < 7; i++) {
      xnum = (xnum + C[i]!) * y;
      xden = (xden + D[i]!) * y;
    }
    temp = (xnum + C[7]) / (xden + D[7]);
  } else {
    if (!Number.isFinite(y)) return x > 0 ? [1, 0] : [0, 1];
    const xsq = 1 / (x * x);
    let xnum = P[5] * xsq;
    let xden = xsq;
    for (let i = 0; i < 4; i++) {
      xnum = (xnum + P[i]!) * xsq;
      xden = (xden + Q[i]!) * xsq;
    }
    temp = (xsq * (xnum + P[4])) / (xden + Q[4]);
    temp = (ONE_OVER_SQRT_2PI - temp) / y;
  }
  const xsq = Math.trunc(y * 16) / 16;
  const del = (y - xsq) * (y + xsq);
  const small = Math.exp(-xsq * xsq * 0.5) * Math.exp(-del * 0.5) * temp;
  return x > 0 ? [1 - small, small] : [small, 1 - small];
}

/** Standard normal cumulative distribution function Φ(x). */
export function normCdf(x: number): number {
  return cdfBoth(x)[0];
}

/** Standard normal density φ(x). */
export function normPdf(x: number): number {
  return ONE_OVER_SQRT_2PI * Math.exp(-0.5 * x * x);
}

/** Complementary error function erfc(x) = 2·Φ(−x·√2), from the same approximation. */
export function erfc(x: number): number {
  return 2 * cdfBoth(-x * Math.SQRT2)[0];
}
