import { blackScholesPrice, optionGreeks, normCdf, erfc } from './index';

const rel = (a: number, b: number) => Math.abs(a - b) / Math.max(Math.abs(b), 1e-300);

describe('normCdf (Cody)', () => {
  // Reference values: Python 0.5*erfc(-x/sqrt(2)) / high-precision tables.
  test.each([
    [0, 0.5],
    [1, 0.8413447460685429],
    [-1, 0.15865525393145707],
    [1.96, 0.9750021048517795],
    [3, 0.9986501019683699],
    [0.5, 0.6914624612740131],
    [-0.3, 0.3820885778110474],
    [-5, 2.866515718791939e-7],
    [-10, 7.619853024160525e-24],
    [7, 0.9999999999987201],
  ])('Φ(%p) = %p', (x, expected) => {
    expect(rel(normCdf(x), expected)).toBeLessThan(1e-14);
  });

  test('extremes and symmetry', () => {
    expect(normCdf(Infinity)).toBe(1);
    expect(normCdf(-Infinity)).toBe(0);
    expect(normCdf(-40)).toBeGreaterThanOrEqual(0);
    for (const x of [0.1, 0.7, 1.3, 2.5, 4.9, 6.1]) expect(Math.abs(normCdf(x) + normCdf(-x) - 1)).toBeLessThan(1e-15);
    expect(rel(erfc(1), 0.15729920705028513)).toBeLessThan(1e-14);
  });
});

describe('blackScholesPrice', () => {
  test.each([
    // spot, strike, T, vol, isCall, expected
    [100, 100, 1, 0.2, true, 7.965567455405804],
    [100, 100, 1, 0.2, false, 7.965567455405804],
    [65000, 70000, 30 / 365, 0.6, true, 2547.95958592667],
    [65000, 70000, 30 / 365, 0.6, false, 7547.95958592667],
  ])('S=%p K=%p T=%p σ=%p call=%p → %p', (s, k, t, v, c, expected) => {
    expect(rel(blackScholesPrice(s, k, t, v, c), expected)).toBeLessThan(1e-12);
  });

  test('put-call parity (r = 0): C − P = S − K', () => {
    for (const [s, k, t, v] of [
      [100, 90, 0.5, 0.3],
      [100, 120, 2, 0.8],
      [3200, 3000, 7 / 365, 0.65],
      [150, 160, 0.01, 1.2],
    ] as const) {
      const diff = blackScholesPrice(s, k, t, v, true) - blackScholesPrice(s, k, t, v, false);
      expect(Math.abs(diff - (s - k))).toBeLessThan(1e-9 * s);
    }
  });

  test.each([
    ['expired call ITM → intrinsic', 110, 100, 0, 0.5, true, 10],
    ['expired put OTM → 0', 110, 100, -1, 0.5, false, 0],
    ['zero vol put ITM → intrinsic', 90, 100, 1, 0, false, 10],
    ['negative vol call OTM → 0', 90, 100, 1, -0.2, true, 0],
    ['spot 0 → 0', 0, 100, 1, 0.5, true, 0],
    ['negative strike → 0', 100, -5, 1, 0.5, true, 0],
    ['NaN spot → 0', NaN, 100, 1, 0.5, true, 0],
    ['Infinity strike → 0', 100, Infinity, 1, 0.5, false, 0],
    ['NaN time → 0', 100, 100, NaN, 0.5, true, 0],
    ['NaN vol → 0', 100, 100, 1, NaN, true, 0],
  ])('%s', (_name, s, k, t, v, c, expected) => {
    const p = blackScholesPrice(s, k, t, v, c);
    expect(Number.isNaN(p)).toBe(false);
    expect(p).toBeCloseTo(expected, 12);
  });
});

describe('optionGreeks', () => {
  const cases = [
    [100, 100, 1, 0.2, true],
    [100, 100, 1, 0.2, false],
    [65000, 70000, 30 / 365, 0.6, true],
    [3200, 3000, 7 / 365, 0.65, false],
    [150, 140, 0.25, 0.9, true],
  ] as const;

  test.each(cases)('matches finite differences: S=%p K=%p T=%p σ=%p call=%p', (s, k, t, v, c) => {
    const g = optionGreeks(s, k, t, v, c, true);
    const price = (ss: number, tt: number, vv: number) => blackScholesPrice(ss, k, tt, vv, c);
    const h = s * 1e-4;
    const fdDelta = (price(s + h, t, v) - price(s - h, t, v)) / (2 * h);
    const fdGamma = (price(s + h, t, v) - 2 * price(s, t, v) + price(s - h, t, v)) / (h * h);
    const fdVega = (price(s, t, v + 1e-5) - price(s, t, v - 1e-5)) / 2e-5 / 100;
    const dt = 1e-6;
    const fdTheta = -((price(s, t + dt, v) - price(s, t - dt, v)) / (2 * dt)) / 365;
    expect(g.delta).toBeCloseTo(fdDelta, 6);
    expect(rel(g.gamma, fdGamma)).toBeLessThan(1e-3);
    expect(rel(g.vega, fdVega)).toBeLessThan(1e-6);
    expect(rel(g.theta, fdTheta)).toBeLessThan(1e-5);
  });

  test('reference greeks S=100 K=100 T=1 σ=0.2 call', () => {
    const g = optionGreeks(100, 100, 1, 0.2, true, true);
    expect(g.delta).toBeCloseTo(0.539827837277029, 12);
    expect(g.gamma).toBeCloseTo(0.01984762737385059, 12);
    expect(g.vega).toBeCloseTo(0.39695254747701175, 12);
    expect(g.theta).toBeCloseTo(-0.010875412259644158, 12);
  });

  test('sell flips every sign; put delta = call delta − 1', () => {
    const buy = optionGreeks(100, 110, 0.5, 0.4, false, true);
    const sell = optionGreeks(100, 110, 0.5, 0.4, false, false);
    for (const key of ['delta', 'gamma', 'vega', 'theta', 'rho'] as const) expect(sell[key]).toBe(-buy[key]);
    const call = optionGreeks(100, 110, 0.5, 0.4, true, true);
    expect(call.delta - 1).toBeCloseTo(buy.delta, 14);
  });

  test.each([
    ['expired ITM call', 110, 100, 0, 0.5, true, true, 1],
    ['expired OTM call', 90, 100, 0, 0.5, true, true, 0],
    ['expired ATM call', 100, 100, 0, 0.5, true, true, 0],
    ['expired ITM put', 90, 100, -0.1, 0.5, false, true, -1],
    ['expired ITM put sold', 90, 100, 0, 0.5, false, false, 1],
    ['zero vol ITM call', 110, 100, 1, 0, true, true, 1],
    ['invalid spot', NaN, 100, 1, 0.5, true, true, 0],
    ['invalid strike', 100, 0, 1, 0.5, false, true, 0],
  ])('%s', (_name, s, k, t, v, c, b, delta) => {
    const g = optionGreeks(s, k, t, v, c, b);
    expect(g).toEqual({ delta, gamma: 0, vega: 0, theta: 0, rho: 0 });
  });
});
