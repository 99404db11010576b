import fc from 'fast-check';
import { erfcx } from './erfcx';
import {
  blackScholesPrice,
  erfc,
  impliedVolatility,
  IV_ABOVE_MAX,
  IV_CAP_PERCENT,
  IV_MAX_ITERATIONS,
  normCdf,
} from './index';
import { normalisedBlackCallOtm, normalisedImpliedVolatilityOtmCall } from './letsBeRational';
import { inverseNormCdf } from './normalInverse';

const HOUR = 1 / (365 * 24);
const DAY = 1 / 365;
const rel = (a: number, b: number) => Math.abs(a - b) / Math.max(Math.abs(b), 1e-300);

/** Vega dPrice/dσ (σ as a fraction), for the identifiability test. */
function vegaSigma(s: number, k: number, t: number, v: number): number {
  const sd = v * Math.sqrt(t);
  const d1 = Math.log(s / k) / sd + sd / 2;
  return (s * Math.exp(-0.5 * d1 * d1) * Math.sqrt(t)) / Math.sqrt(2 * Math.PI);
}

/**
 * The vol is identifiable from the price when the price is strictly inside the no-arbitrage
 * bounds, the time value is a normal (not subnormal) double in units of √(SK), and a one-ulp price
 * change moves the vol by at most 1e-11 (same rule as the benchmark).
 */
function identifiable(p: number, s: number, k: number, t: number, v: number, call: boolean): boolean {
  const intrinsic = Math.max(0, call ? s - k : k - s);
  const inside = p > intrinsic && p < (call ? s : k);
  const normal = (p - intrinsic) / Math.sqrt(s * k) >= 2.2250738585072014e-308;
  const vega = vegaSigma(s, k, t, v);
  return inside && normal && vega > 0 && (Number.EPSILON * p) / vega <= 1e-11;
}

/** Slow reference: bisection on our Black–Scholes price, 200 halvings of [0, 50]. */
function bisectionIv(p: number, s: number, k: number, t: number, call: boolean): number {
  let lo = 0;
  let hi = 50;
  for (let i = 0; i < 200; i++) {
    const mid = 0.5 * (lo + hi);
    if (blackScholesPrice(s, k, t, mid, call) < p) lo = mid;
    else hi = mid;
  }
  return 0.5 * (lo + hi);
}

const SPOTS = [1000, 65000, 100000];
const MONEYNESS = [0.5, 0.6, 0.8, 0.95, 0.99, 1, 1.01, 1.05, 1.25, 1.6, 2];
const EXPIRIES = [HOUR, 6 * HOUR, DAY, 7 * DAY, 30 * DAY, 0.5, 1, 2];
const VOLS = [0.05, 0.1, 0.25, 0.5, 0.8, 1.2, 2, 3];

describe('impliedVolatility: round trip price → IV', () => {
  test('grid of spots, strikes 50–200 %, 1 hour–2 years, vols 5–300 %, calls and puts', () => {
    let checked = 0;
    let maxErr = 0;
    for (const s of SPOTS)
      for (const m of MONEYNESS)
        for (const t of EXPIRIES)
          for (const v of VOLS)
            for (const call of [true, false]) {
              const k = s * m;
              const p = blackScholesPrice(s, k, t, v, call);
              const iv = impliedVolatility(p, s, k, t, call);
              expect(Number.isFinite(iv)).toBe(true);
              expect(iv).toBeGreaterThanOrEqual(0);
              if (!identifiable(p, s, k, t, v, call)) continue;
              checked++;
              maxErr = Math.max(maxErr, Math.abs(iv / 100 - v));
            }
    expect(checked).toBeGreaterThan(3000);
    expect(maxErr).toBeLessThan(1e-9);
  });

  test.each([
    // deep wings, tiny and huge total variance
    [100, 10, 1, 1.5, false],
    [100, 1000, 1, 1.5, true],
    [100, 20, 0.1, 3, false],
    [100, 300, 2, 0.5, true],
    [100, 99.9, HOUR, 0.05, true],
    [100, 100.1, HOUR, 0.05, false],
    [100, 100, HOUR, 0.05, true],
    [100, 100, 2, 3, false],
    [100, 120, HOUR, 3, true],
    [65000, 130000, 2, 3, true],
    [65000, 32500, 2, 3, false],
    [100, 1e6, 10, 2, true],
    [100, 1e-3, 10, 2, false],
    [100, 101, 1, 0.001, true],
  ])('S=%p K=%p T=%p σ=%p call=%p', (s, k, t, v, call) => {
    const p = blackScholesPrice(s, k, t, v, call);
    expect(identifiable(p, s, k, t, v, call)).toBe(true);
    expect(Math.abs(impliedVolatility(p, s, k, t, call) / 100 - v)).toBeLessThan(1e-9);
  });

  test('in-the-money call and out-of-the-money put give the same IV (put–call parity, r = 0)', () => {
    for (const [s, k, t, v] of [
      [100, 80, 0.25, 0.4],
      [100, 120, 1, 0.9],
      [3200, 3000, 7 * DAY, 0.65],
      [65000, 70000, 30 * DAY, 0.6],
    ] as const) {
      const put = blackScholesPrice(s, k, t, v, false);
      const call = put + (s - k);
      expect(Math.abs(impliedVolatility(call, s, k, t, true) - impliedVolatility(put, s, k, t, false))).toBeLessThan(
        1e-7,
      );
      expect(Math.abs(impliedVolatility(put, s, k, t, false) / 100 - v)).toBeLessThan(1e-9);
    }
  });

  test('agrees with a slow bisection reference on a pseudo-random sample', () => {
    let seed = 12345;
    const rnd = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    let compared = 0;
    for (let i = 0; i < 300; i++) {
      const s = 1000 * Math.pow(100, rnd());
      const k = s * 0.5 * Math.pow(4, rnd());
      const t = HOUR * Math.pow(2 / HOUR, rnd());
      const v = 0.05 * Math.pow(60, rnd());
      const call = rnd() < 0.5;
      const p = blackScholesPrice(s, k, t, v, call);
      if (!identifiable(p, s, k, t, v, call)) continue;
      compared++;
      expect(Math.abs(impliedVolatility(p, s, k, t, call) / 100 - bisectionIv(p, s, k, t, call))).toBeLessThan(1e-9);
    }
    expect(compared).toBeGreaterThan(100);
  });

  test('uses the paper’s two Householder steps (spec cap: 100)', () => {
    expect(IV_MAX_ITERATIONS).toBe(2);
    expect(IV_MAX_ITERATIONS).toBeLessThanOrEqual(100);
  });
});

describe('impliedVolatility: spec §9 edge rules (exact)', () => {
  test.each([
    ['call at intrinsic', 10, 110, 100, 1, true, 0],
    ['call below intrinsic', 9.99, 110, 100, 1, true, 0],
    ['OTM call at price 0', 0, 90, 100, 1, true, 0],
    ['put at intrinsic', 10, 90, 100, 1, false, 0],
    ['put below intrinsic', 5, 90, 100, 1, false, 0],
    ['ATM put at 0', 0, 100, 100, 1, false, 0],
    ['negative price', -1, 100, 100, 1, true, 0],
    ['call at upper bound S', 110, 110, 100, 1, true, IV_ABOVE_MAX],
    ['call above upper bound', 200, 110, 100, 1, true, IV_ABOVE_MAX],
    ['put at upper bound K', 100, 90, 100, 1, false, IV_ABOVE_MAX],
    ['put above upper bound', 1e6, 90, 100, 1, false, IV_ABOVE_MAX],
  ])('%s → %p', (_name, p, s, k, t, call, expected) => {
    expect(impliedVolatility(p, s, k, t, call)).toBe(expected);
  });

  test('result is capped at 99999 percent', () => {
    // A call worth 99.9999 % of spot with a one-hour expiry needs σ ≈ 915.66 (91566 %): not capped.
    expect(impliedVolatility(99.9999, 100, 100, HOUR, true)).toBeCloseTo(91566.455, 2);
    // 99.999999 % of spot needs σ ≈ 1072 → capped.
    expect(impliedVolatility(99.999999, 100, 100, HOUR, true)).toBe(IV_CAP_PERCENT);
    expect(impliedVolatility(100 * (1 - 1e-15), 100, 100, 1e-6, true)).toBe(IV_CAP_PERCENT);
    expect(IV_CAP_PERCENT).toBe(99999);
    expect(IV_ABOVE_MAX).toBe(1e9);
  });

  test.each([
    ['NaN price', NaN, 100, 100, 1, true],
    ['+∞ price', Infinity, 100, 100, 1, true],
    ['−∞ price', -Infinity, 100, 100, 1, false],
    ['NaN spot', 5, NaN, 100, 1, true],
    ['∞ spot', 5, Infinity, 100, 1, true],
    ['zero spot', 5, 0, 100, 1, true],
    ['negative spot', 5, -100, 100, 1, false],
    ['NaN strike', 5, 100, NaN, 1, true],
    ['∞ strike', 5, 100, Infinity, 1, false],
    ['zero strike', 5, 100, 0, 1, false],
    ['negative strike', 5, 100, -1, 1, true],
    ['NaN time', 5, 100, 100, NaN, true],
    ['∞ time', 5, 100, 100, Infinity, true],
    ['expiry now (t = 0)', 5, 100, 100, 0, true],
    ['expiry past (t < 0)', 5, 100, 100, -0.01, false],
  ])('%s → 0', (_name, p, s, k, t, call) => {
    expect(impliedVolatility(p, s, k, t, call)).toBe(0);
  });

  test('time value too small to resolve (subnormal in normalised units) → 0', () => {
    expect(impliedVolatility(1e-310, 100, 200, 1, true)).toBe(0);
  });
});

describe('impliedVolatility: properties (fast-check)', () => {
  const positive = fc.double({ min: Number.MIN_VALUE, max: 1e300, noNaN: true, noDefaultInfinity: true });

  test('any finite positive input gives a finite result in [0, 99999] or exactly 1e9', () => {
    fc.assert(
      fc.property(positive, positive, positive, positive, fc.boolean(), (p, s, k, t, call) => {
        const iv = impliedVolatility(p, s, k, t, call);
        return Number.isFinite(iv) && ((iv >= 0 && iv <= IV_CAP_PERCENT) || iv === IV_ABOVE_MAX);
      }),
      { numRuns: 20000 },
    );
  });

  test('realistic inputs: the IV reprices to the given price', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1000, max: 100000, noNaN: true }),
        fc.double({ min: 0.5, max: 2, noNaN: true }),
        fc.double({ min: HOUR, max: 2, noNaN: true }),
        fc.double({ min: 0.05, max: 3, noNaN: true }),
        fc.boolean(),
        (s, m, t, v, call) => {
          const k = s * m;
          const p = blackScholesPrice(s, k, t, v, call);
          const iv = impliedVolatility(p, s, k, t, call);
          if (!identifiable(p, s, k, t, v, call)) return Number.isFinite(iv) && iv >= 0;
          return Math.abs(iv / 100 - v) < 1e-9;
        },
      ),
      { numRuns: 5000 },
    );
  });

  test('any double at all (NaN, ±∞, ±0, subnormals) never gives NaN', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), fc.double(), fc.double(), fc.boolean(), (p, s, k, t, call) => {
        const iv = impliedVolatility(p, s, k, t, call);
        return !Number.isNaN(iv) && iv >= 0 && iv !== Infinity;
      }),
      { numRuns: 20000 },
    );
  });
});

describe("Let's Be Rational internals", () => {
  test('erfcx matches exp(x²)·erfc(x) and its asymptotic series', () => {
    for (let x = -3; x <= 5; x += 0.0625 * 1.37) expect(rel(erfcx(x), Math.exp(x * x) * erfc(x))).toBeLessThan(2e-14);
    for (const x of [100, 1e4, 1e6]) {
      const z = 1 / (2 * x * x);
      const series = (1 / (x * Math.sqrt(Math.PI))) * (1 - z + 3 * z * z - 15 * z * z * z + 105 * z ** 4);
      expect(rel(erfcx(x), series)).toBeLessThan(1e-15);
    }
    expect(erfcx(0)).toBe(1);
    expect(erfcx(Infinity)).toBe(0);
    expect(erfcx(-30)).toBe(Number.MAX_VALUE);
    expect(Number.isNaN(erfcx(NaN))).toBe(true);
  });

  test('inverseNormCdf (AS241) inverts normCdf', () => {
    for (const u of [1e-300, 1e-100, 1e-20, 1e-8, 0.001, 0.02425, 0.1, 0.3, 0.5, 0.7, 0.9, 0.975, 0.999]) {
      // A relative error δ in z shows up as about z²·δ in Φ(z).
      const z = inverseNormCdf(u);
      expect(rel(normCdf(z), u)).toBeLessThan(1e-15 * Math.max(1, z * z));
    }
    expect(inverseNormCdf(0.5)).toBe(0);
    expect(inverseNormCdf(0)).toBe(-Infinity);
    expect(inverseNormCdf(1)).toBe(Infinity);
  });

  test('normalised Black: the four regions agree with the direct formula where it is accurate', () => {
    // Direct b(x,s) = Φ(h+t)e^{x/2} − Φ(h−t)e^{−x/2} is accurate when the value is not tiny.
    for (const x of [-0.001, -0.1, -0.5, -1, -3])
      for (const s of [0.05, 0.1, 0.2, 0.41, 0.5, 1, 2, 5]) {
        const h = x / s;
        const t = s / 2;
        const direct = normCdf(h + t) * Math.exp(x / 2) - normCdf(h - t) * Math.exp(-x / 2);
        if (direct < 1e-6) continue;
        expect(rel(normalisedBlackCallOtm(x, s), direct)).toBeLessThan(1e-11);
      }
  });

  test('normalised Black is continuous across the region boundaries', () => {
    // Region 1/4 boundary (h = −10) and region 2/4 boundary (t = τ ≈ 0.21): values either side
    // of each boundary differ by the analytic slope only.
    for (const [x, s] of [
      [-5, 0.5],
      [-21, 2.1],
      [-1, 0.4204],
    ] as const) {
      const d = 1e-9 * s;
      const lo = normalisedBlackCallOtm(x, s - d);
      const hi = normalisedBlackCallOtm(x, s + d);
      expect(rel(lo, hi)).toBeLessThan(1e-6);
    }
  });

  test('normalised inverse at extreme moneyness reaches machine precision', () => {
    for (const x of [-0.01, -1, -10, -50])
      for (const s of [0.01, 0.1, 1, 3, 10]) {
        const b = normalisedBlackCallOtm(x, s);
        if (!(b > 1e-290) || b >= Math.exp(0.5 * x) * (1 - 1e-12)) continue;
        // Machine precision up to the conditioning: an ulp of b moves s by ε·b/b'.
        const vega = Math.exp(-0.5 * ((x / s) ** 2 + (s / 2) ** 2)) / Math.sqrt(2 * Math.PI);
        const resolution = (4 * Number.EPSILON * b) / vega;
        expect(Math.abs(normalisedImpliedVolatilityOtmCall(b, x, IV_MAX_ITERATIONS) - s)).toBeLessThan(
          4e-15 * s + resolution,
        );
      }
  });
});
