/**
 * Standard normal distribution, accurate to about 1e-15 relative.
 *
 * `normCdf` is W. J. Cody's rational Chebyshev approximation ("Rational Chebyshev approximations
 * for the error function", Math. Comp. 1969; the ANORM/CALERF routine), in the arrangement used by
 * R's nmath pnorm: three ranges, with the exp(-x²/2) factor split in two to keep full precision in
 * the tails. Pure TypeScript, no dependencies.
 */

const A = [2.2352520354606837, 161.02823106855587, 1067.6894854603709, 18154.98125334356, 0.06568233791820745] as const;
const B = [47.202581904688245, 976.0985517377767, 10260.932208618979, 45507.78933502673] as const;
const C = [
  0.39894151208813466, 8.883149794388377, 93.50665613217785, 597.2702763948002, 2494.5375852903726, 6848.190450536283,
  11602.65143764735, 9842.714838383978, 1.0765576773720192e-8,
] as const;
const D = [
  22.266688044328117, 235.387901782625, 1519.3775994075547, 6485.558298266761, 18615.571640885097, 34900.95272114598,
  38912.00328609327, 19685.429676859992,
] as const;
const P = [
  0.215898534057957, 0.12740116116024736, 0.022235277870649807, 0.0014216191932278934, 2.9112874951168793e-5,
  0.023073441764940174,
] as const;
const Q = [
  1.284260096144911, 0.4682382124808651, 0.06598813786892856, 0.0037823963320275824, 7.297515550839662e-5,
] as const;

const SQRT_32 = 5.656854249492381;
const ONE_OVER_SQRT_2PI = 0.3989422804014327;
const EPS = 1.11e-16;

const [A0, A1, A2, A3, A4] = A;
const [B0, B1, B2, B3] = B;
const [C0, C1, C2, C3, C4, C5, C6, C7, C8] = C;
const [D0, D1, D2, D3, D4, D5, D6, D7] = D;
const [P0, P1, P2, P3, P4, P5] = P;
const [Q0, Q1, Q2, Q3, Q4] = Q;

/** Central range |x| <= 0.67448975: Φ(x) − ½ (exactly odd in x). */
export function centralOffset(x: number): number {
  if (Math.abs(x) <= EPS) return (x * A3) / B3;
  const xsq = x * x;
  const xnum = (((A4 * xsq + A0) * xsq + A1) * xsq + A2) * xsq;
  const xden = (((xsq + B0) * xsq + B1) * xsq + B2) * xsq;
  return (x * (xnum + A3)) / (xden + B3);
}

/** Upper tail Φ(−y) = P(X > y) for y > 0.67448975 (y > 40, including +∞, gives 0). */
function upperTail(y: number): number {
  let temp: number;
  if (y <= SQRT_32) {
    const xnum = (((((((C8 * y + C0) * y + C1) * y + C2) * y + C3) * y + C4) * y + C5) * y + C6) * y;
    const xden = (((((((y + D0) * y + D1) * y + D2) * y + D3) * y + D4) * y + D5) * y + D6) * y;
    temp = (xnum + C7) / (xden + D7);
  } else {
    // Φ(−y) = 0 in double precision beyond 40 (e^{−800}); also avoids ∞·0 when y·16 overflows.
    if (y > 40) return 0;
    const xsq = 1 / (y * y);
    const xnum = ((((P5 * xsq + P0) * xsq + P1) * xsq + P2) * xsq + P3) * xsq;
    const xden = ((((xsq + Q0) * xsq + Q1) * xsq + Q2) * xsq + Q3) * xsq;
    temp = (xsq * (xnum + P4)) / (xden + Q4);
    temp = (ONE_OVER_SQRT_2PI - temp) / y;
  }
  // exp(−y²/2) split in two so that the tail keeps full relative precision.
  const ysq = Math.trunc(y * 16) / 16;
  const del = (y - ysq) * (y + ysq);
  return Math.exp(-ysq * ysq * 0.5) * Math.exp(-del * 0.5) * temp;
}

/**
 * Scaled upper tail e^{y²/2}·Φ(−y) for y > 0.67448975 (y = +∞ gives 0): the rational part of
 * `upperTail`, for callers that already hold exp(−y²/2) (see blackScholes.ts). Multiplying it by
 * exp(−y²/2) gives Φ(−y) up to the rounding of that exponential.
 */
export function scaledUpperTail(y: number): number {
  if (y <= SQRT_32) {
    const xnum = (((((((C8 * y + C0) * y + C1) * y + C2) * y + C3) * y + C4) * y + C5) * y + C6) * y;
    const xden = (((((((y + D0) * y + D1) * y + D2) * y + D3) * y + D4) * y + D5) * y + D6) * y;
    return (xnum + C7) / (xden + D7);
  }
  return scaledUpperTailFar(y);
}

/** `scaledUpperTail` for y > √32 only (Cody's rational in 1/y²), without the range test. */
export function scaledUpperTailFar(y: number): number {
  const xsq = 1 / (y * y);
  const xnum = ((((P5 * xsq + P0) * xsq + P1) * xsq + P2) * xsq + P3) * xsq;
  const xden = ((((xsq + Q0) * xsq + Q1) * xsq + Q2) * xsq + Q3) * xsq;
  return (ONE_OVER_SQRT_2PI - (xsq * (xnum + P4)) / (xden + Q4)) / y;
}

/** Standard normal cumulative distribution function Φ(x) (NaN → NaN, ±∞ → 1 / 0). No allocation. */
export function normCdf(x: number): number {
  const y = Math.abs(x);
  if (y <= 0.67448975) return 0.5 + centralOffset(x);
  if (Number.isNaN(y)) return NaN;
  const small = upperTail(y);
  return x > 0 ? 1 - small : small;
}

/** Standard normal density φ(x). */
export function normPdf(x: number): number {
  return ONE_OVER_SQRT_2PI * Math.exp(-0.5 * x * x);
}

/** Complementary error function erfc(x) = 2·Φ(−x·√2), from the same approximation. */
export function erfc(x: number): number {
  return 2 * normCdf(-x * Math.SQRT2);
}
