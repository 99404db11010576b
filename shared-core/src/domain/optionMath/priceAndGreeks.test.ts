import { mulberry32 } from '../random';
import {
  blackScholesPrice,
  normCdf,
  optionGreeks,
  optionPriceAndGreeks,
  optionPriceAndGreeksInto,
  type OptionPriceAndGreeks,
} from './index';

const KEYS = ['price', 'delta', 'gamma', 'vega', 'theta', 'rho'] as const;

const logUniform = (u: number, lo: number, hi: number) => lo * Math.pow(hi / lo, u);

/** The two separate functions, as one record. */
function separate(s: number, k: number, t: number, v: number, call: boolean, buy: boolean): OptionPriceAndGreeks {
  return { price: blackScholesPrice(s, k, t, v, call), ...optionGreeks(s, k, t, v, call, buy) };
}

/**
 * Relative difference, with two documented allowances:
 * - values below 1e-290 in magnitude on both sides count as equal (subnormal neighbourhood, where
 *   a double has few significant bits left);
 * - the put delta of `optionGreeks` is Φ(d1) − 1, which carries an absolute rounding error of up to
 *   one ulp of 1 (2.2e-16); the combined function computes −Φ(−d1) to full relative accuracy, so the
 *   put delta is compared with that absolute allowance on top of the relative one.
 */
function mismatch(a: OptionPriceAndGreeks, b: OptionPriceAndGreeks, call: boolean, sd: number): string | null {
  for (const key of KEYS) if (Number.isNaN(a[key])) return `${key} NaN`;
  // Where the separate functions give NaN (σ√T overflowing to ∞ or underflowing to 0, ln(S/K)/σ√T
  // overflowing, S/K overflowing), the combined one follows its edge table instead (tested below).
  if (KEYS.some((key) => Number.isNaN(b[key]))) return null;
  for (const key of KEYS) {
    // optionGreeks forms d1 = (x + σ²T/2)/σ√T: once σ²T overflows (σ√T > 1.3e154) it gets d2 = +∞
    // instead of −∞ and so the wrong rho; the combined function forms d1, d2 = x/σ√T ± σ√T/2.
    if (key === 'rho' && sd * sd === Infinity) continue;
    const x = a[key];
    const y = b[key];
    if (x === y) continue;
    const scale = Math.max(Math.abs(x), Math.abs(y));
    if (scale < 1e-290) continue;
    const allowance = key === 'delta' && !call ? 4.5e-16 : 0;
    if (Math.abs(x - y) > 1e-12 * scale + allowance) return `${key}: ${x} vs ${y}`;
  }
  return null;
}

/** Seeded grid of 10,000 cases: bench-like, wings, one-hour expiries, 300 % vol, edge inputs. */
function grid(): [number, number, number, number, boolean, boolean][] {
  const rnd = mulberry32(20240607);
  const cases: [number, number, number, number, boolean, boolean][] = [];
  const edgeValues = [NaN, Infinity, -Infinity, 0, -0, -1, 5e-324, 1e-300, 1e300, Number.MAX_VALUE];
  for (let i = 0; i < 10_000; i++) {
    const kind = i % 5;
    let s = logUniform(rnd(), 1_000, 100_000);
    let k = s * logUniform(rnd(), 0.5, 2);
    let t = logUniform(rnd(), 1 / (365 * 24), 2);
    let v = logUniform(rnd(), 0.05, 3);
    if (kind === 1) k = s * logUniform(rnd(), 0.01, 100); // deep wings
    if (kind === 2) t = 1 / (365 * 24); // one hour
    if (kind === 3) v = 3; // 300 %
    if (kind === 4) {
      // one or two edge inputs (zero, negative, non-finite, expired, extreme)
      const pick = Math.floor(rnd() * 6);
      const value = edgeValues[Math.floor(rnd() * edgeValues.length)]!;
      if (pick === 0) s = value;
      else if (pick === 1) k = value;
      else if (pick === 2) t = value;
      else if (pick === 3) v = value;
      else if (pick === 4)
        t = -logUniform(rnd(), 1e-6, 1); // expired
      else v = 0;
    }
    cases.push([s, k, t, v, rnd() < 0.5, rnd() < 0.5]);
  }
  return cases;
}

describe('optionPriceAndGreeks', () => {
  test('equals blackScholesPrice + optionGreeks to 1e-12 relative on a seeded grid of 10,000 cases', () => {
    const failures: string[] = [];
    for (const [s, k, t, v, call, buy] of grid()) {
      const combined = optionPriceAndGreeks(s, k, t, v, call, buy);
      const diff = mismatch(combined, separate(s, k, t, v, call, buy), call, v * Math.sqrt(t));
      if (diff) failures.push(`S=${s} K=${k} T=${t} σ=${v} call=${call} buy=${buy}: ${diff}`);
    }
    expect(failures.slice(0, 10)).toEqual([]);
  });

  test('equals the separate functions in every region of the normalised Black function', () => {
    // Dense sweep of ln(S/K) in [−8, 8] and σ√T in [1e-4, 12]: regions 1–4 of "Let's Be Rational",
    // both branches (m-difference and expansion) of regions 2 and 4.
    const failures: string[] = [];
    for (let i = 0; i <= 80; i++) {
      const x = -8 + i * 0.2;
      for (let j = 0; j <= 60; j++) {
        const sd = 1e-4 * Math.pow(12e4, j / 60);
        for (const [t, call, buy] of [
          [0.25, true, true],
          [2, false, false],
        ] as const) {
          const k = 100;
          const s = k * Math.exp(x);
          const v = sd / Math.sqrt(t);
          const diff = mismatch(optionPriceAndGreeks(s, k, t, v, call, buy), separate(s, k, t, v, call, buy), call, sd);
          if (diff) failures.push(`x=${x} sd=${sd} call=${call}: ${diff}`);
        }
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
  });

  test('into variant writes into and returns the given object, same values', () => {
    const out: OptionPriceAndGreeks = { price: 1, delta: 1, gamma: 1, vega: 1, theta: 1, rho: 1 };
    const ret = optionPriceAndGreeksInto(65000, 70000, 30 / 365, 0.6, true, true, out);
    expect(ret).toBe(out);
    expect(out).toEqual(optionPriceAndGreeks(65000, 70000, 30 / 365, 0.6, true, true));
    optionPriceAndGreeksInto(NaN, 70000, 30 / 365, 0.6, true, true, out);
    expect(out).toEqual({ price: 0, delta: 0, gamma: 0, vega: 0, theta: 0, rho: 0 });
  });

  test('reference values S=100 K=100 T=1 σ=0.2 call', () => {
    const r = optionPriceAndGreeks(100, 100, 1, 0.2, true, true);
    expect(r.price).toBeCloseTo(7.965567455405804, 12);
    expect(r.delta).toBeCloseTo(0.539827837277029, 12);
    expect(r.gamma).toBeCloseTo(0.01984762737385059, 12);
    expect(r.vega).toBeCloseTo(0.39695254747701175, 12);
    expect(r.theta).toBeCloseTo(-0.010875412259644158, 12);
  });

  test.each([
    [100, 100, 1, 0.2, true],
    [100, 100, 1, 0.2, false],
    [65000, 70000, 30 / 365, 0.6, true],
    [3200, 3000, 7 / 365, 0.65, false],
    [150, 140, 0.25, 0.9, true],
    [150, 300, 0.5, 3, false],
    [65000, 40000, 1 / (365 * 24), 1.2, true],
  ] as const)('greeks match finite differences: S=%p K=%p T=%p σ=%p call=%p', (s, k, t, v, c) => {
    const g = optionPriceAndGreeks(s, k, t, v, c, true);
    const price = (ss: number, tt: number, vv: number) => optionPriceAndGreeks(ss, k, tt, vv, c, true).price;
    const h = s * 1e-4;
    const fdDelta = (price(s + h, t, v) - price(s - h, t, v)) / (2 * h);
    const fdGamma = (price(s + h, t, v) - 2 * price(s, t, v) + price(s - h, t, v)) / (h * h);
    const dv = v * 1e-5;
    const fdVega = (price(s, t, v + dv) - price(s, t, v - dv)) / (2 * dv) / 100;
    const dt = t * 1e-5;
    const fdTheta = -((price(s, t + dt, v) - price(s, t - dt, v)) / (2 * dt)) / 365;
    // Rho at r = 0: C(r) = e^{−rT}·Black(F = S·e^{rT}), Black being the r = 0 price on the forward.
    const withRate = (r: number) => Math.exp(-r * t) * price(s * Math.exp(r * t), t, v);
    const fdRho = (withRate(1e-6) - withRate(-1e-6)) / 2e-6 / 100;
    const scale = g.price + s * 1e-8;
    expect(Math.abs(g.delta - fdDelta)).toBeLessThan(1e-6);
    expect(Math.abs(g.gamma - fdGamma)).toBeLessThan(1e-3 * Math.abs(g.gamma) + 1e-12);
    expect(Math.abs(g.vega - fdVega)).toBeLessThan(1e-6 * Math.abs(g.vega) + 1e-9 * scale);
    expect(Math.abs(g.theta - fdTheta)).toBeLessThan(1e-5 * Math.abs(g.theta) + 1e-9 * scale);
    expect(Math.abs(g.rho - fdRho)).toBeLessThan(1e-6 * Math.abs(g.rho) + 1e-9 * scale);
  });

  test('put delta keeps full relative accuracy when tiny (−Φ(−d1))', () => {
    const [s, k, t, v] = [200, 100, 7 / 365, 0.3];
    const sd = v * Math.sqrt(t);
    const d1 = Math.log(s / k) / sd + sd / 2;
    const delta = optionPriceAndGreeks(s, k, t, v, false, true).delta;
    expect(delta).toBeLessThan(0);
    expect(Math.abs(delta / -normCdf(-d1) - 1)).toBeLessThan(1e-12);
  });

  describe('edge table (never NaN)', () => {
    const zero = { price: 0, delta: 0, gamma: 0, vega: 0, theta: 0, rho: 0 };
    test.each([
      ['spot NaN', NaN, 100, 1, 0.5],
      ['spot 0', 0, 100, 1, 0.5],
      ['spot negative', -5, 100, 1, 0.5],
      ['spot +∞', Infinity, 100, 1, 0.5],
      ['strike 0', 100, 0, 1, 0.5],
      ['strike −∞', 100, -Infinity, 1, 0.5],
      ['time NaN', 100, 100, NaN, 0.5],
      ['time +∞', 100, 100, Infinity, 0.5],
      ['vol NaN', 100, 100, 1, NaN],
      ['vol −∞', 100, 100, 1, -Infinity],
    ])('%s → all 0', (_name, s, k, t, v) => {
      for (const call of [true, false])
        for (const buy of [true, false]) expect(optionPriceAndGreeks(s, k, t, v, call, buy)).toEqual(zero);
    });

    test.each([
      ['expired ITM call', 110, 100, 0, 0.5, true, true, 10, 1],
      ['expired ATM call', 100, 100, -1, 0.5, true, true, 0, 0],
      ['expired ITM put sold', 90, 100, 0, 0.5, false, false, 10, 1],
      ['zero vol ITM call', 110, 100, 1, 0, true, true, 10, 1],
      ['negative vol OTM put', 110, 100, 1, -0.2, false, true, 0, 0],
      ['σ√T underflows to 0, ITM put', 90, 100, 1e-300, 1e-200, false, true, 10, -1],
      ['σ√T underflows to 0, ATM call', 100, 100, 1e-300, 1e-200, true, true, 0, 0],
    ])('%s → intrinsic, delta by moneyness, other greeks 0', (_name, s, k, t, v, call, buy, price, delta) => {
      expect(optionPriceAndGreeks(s, k, t, v, call, buy)).toEqual({
        price,
        delta,
        gamma: 0,
        vega: 0,
        theta: 0,
        rho: 0,
      });
    });

    test('σ√T overflows to +∞ → upper bound, limit greeks', () => {
      expect(optionPriceAndGreeks(100, 90, 1e300, 1e200, true, true)).toEqual({
        price: 100,
        delta: 1,
        gamma: 0,
        vega: 0,
        theta: 0,
        rho: 0,
      });
      const put = optionPriceAndGreeks(100, 90, 1e300, 1e200, false, false);
      expect(put).toEqual({ price: 90, delta: 0, gamma: 0, vega: 0, theta: 0, rho: 9e299 });
    });

    test('no NaN for any combination of extreme inputs', () => {
      const values = [
        NaN,
        Infinity,
        -Infinity,
        0,
        -1,
        5e-324,
        1e-300,
        1e-10,
        1 / 8760,
        1,
        100,
        1e10,
        1e300,
        Number.MAX_VALUE,
      ];
      let count = 0;
      for (const s of values)
        for (const k of values)
          for (const t of values)
            for (const v of values)
              for (const call of [true, false]) {
                const r = optionPriceAndGreeks(s, k, t, v, call, !call);
                for (const key of KEYS)
                  if (Number.isNaN(r[key])) throw new Error(`NaN ${key}: ${s} ${k} ${t} ${v} ${call}`);
                count++;
              }
      expect(count).toBe(values.length ** 4 * 2);
    });

    test('blackScholesPrice and optionGreeks are never NaN either (absurd inputs fall back to the kernel)', () => {
      const values = [5e-324, 1e-300, 1e-10, 1, 100, 1e10, 1e160, 1e300, Number.MAX_VALUE];
      for (const s of values)
        for (const k of values)
          for (const t of values)
            for (const v of values)
              for (const call of [true, false]) {
                const p = blackScholesPrice(s, k, t, v, call);
                const g = optionGreeks(s, k, t, v, call, true);
                for (const value of [p, g.delta, g.gamma, g.vega, g.theta, g.rho])
                  if (Number.isNaN(value)) throw new Error(`NaN: ${s} ${k} ${t} ${v} ${call}`);
              }
      // Before the fallbacks these were NaN:
      expect(blackScholesPrice(1e300, 1e-300, 1, 0.5, true)).toBe(1e300); // S/K overflows
      expect(blackScholesPrice(90, 100, 1, 5e-324, false)).toBe(10); // ln(S/K)/σ√T overflows
      expect(optionGreeks(100, 100, 1e300, 1e200, false, true).rho).toBe(-1e300); // σ√T = ∞
      expect(optionGreeks(100, 100, 1e-10, 1e-320, true, true).gamma).toBe(0); // σ√T underflows
    });
  });
});
