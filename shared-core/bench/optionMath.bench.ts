/**
 * Option-math benchmark: `npm run bench -w shared-core`. Prints, never asserts.
 *
 * Grid: 100,000 cases from a seeded PRNG (mulberry32, seed 20240607), each independently
 * log-uniform: spot 1,000–100,000, strike 50–200 % of spot, expiry 1 hour–2 years (365-day year),
 * vol 5–300 %; call or put with probability ½. Each case is priced with our `blackScholesPrice`
 * and the price is handed to each IV solver.
 *
 * Identifiable: the price lies strictly between the no-arbitrage bounds, its time value is a
 * normal (not subnormal) double in units of √(SK), and a one-ulp change of the price moves the
 * vol by at most 1e-11, i.e. ε·price / (∂price/∂σ) <= 1e-11 — a hundred times
 * below the 1e-9 target, so double rounding of the price alone cannot explain an error of 1e-9.
 * Max error is |σ_solved − σ_true| in vol fraction (0.01 = 1 vol point), over identifiable cases.
 * Failure: NaN/±∞ (other than the spec's 1e9 for price >= upper bound), negative, or — on an
 * identifiable case — |σ_solved − σ_true| > 1e-6.
 */
import { BlackScholes } from '@uqee/black-scholes';
// implied-volatility is plain CommonJS without types; the shape used is declared in ./vendor.d.ts.
import impliedVolatilityPkg from 'implied-volatility';
import { loadavg } from 'node:os';
import * as optionMath from '../src/domain/optionMath';
import type { OptionPriceAndGreeks } from '../src/domain/optionMath';
import { mulberry32 } from '../src/domain/random';

// Our functions are bound to constants once, as a bundled build (webpack scope hoisting) calls
// them. Under tsx every named import is otherwise read, on every call, through two levels of
// re-export getters with a megamorphic keyed load (~30 ns a call, a sixth of a price + greeks
// call): a loader artefact, not the kernel. The npm packages are plain objects, called directly.
const { blackScholesPrice, impliedVolatility, optionGreeks, optionPriceAndGreeks, optionPriceAndGreeksInto } =
  optionMath;
const loadNow = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const N = 100_000;
const EPS = Number.EPSILON;

const logUniform = (u: number, lo: number, hi: number) => lo * Math.pow(hi / lo, u);

const rnd = mulberry32(20240607);
const spot = new Float64Array(N);
const strike = new Float64Array(N);
const time = new Float64Array(N);
const vol = new Float64Array(N);
const isCall = new Uint8Array(N);
const price = new Float64Array(N);
const identifiable = new Uint8Array(N);
let identifiableCount = 0;
for (let i = 0; i < N; i++) {
  const s = logUniform(rnd(), 1_000, 100_000);
  const k = s * logUniform(rnd(), 0.5, 2);
  const t = logUniform(rnd(), 1 / (365 * 24), 2);
  const v = logUniform(rnd(), 0.05, 3);
  const c = rnd() < 0.5;
  spot[i] = s;
  strike[i] = k;
  time[i] = t;
  vol[i] = v;
  isCall[i] = c ? 1 : 0;
  const p = blackScholesPrice(s, k, t, v, c);
  price[i] = p;
  const sd = v * Math.sqrt(t);
  const d1 = Math.log(s / k) / sd + sd / 2;
  const vegaSigma = (s * Math.exp(-0.5 * d1 * d1) * Math.sqrt(t)) / Math.sqrt(2 * Math.PI);
  const intrinsic = Math.max(0, c ? s - k : k - s);
  const inside = p > intrinsic && p < (c ? s : k);
  const normal = (p - intrinsic) / Math.sqrt(s * k) >= 2.2250738585072014e-308;
  if (inside && normal && vegaSigma > 0 && (EPS * p) / vegaSigma <= 1e-11) {
    identifiable[i] = 1;
    identifiableCount++;
  }
}

type Solver = (p: number, s: number, k: number, t: number, call: boolean) => number; // → vol fraction

interface Row {
  name: string;
  best: number;
  median: number;
  maxErr: number;
  failures: number;
  detail: string;
}

function time1(solve: Solver, sink: Float64Array, n = N): number {
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) sink[i] = solve(price[i]!, spot[i]!, strike[i]!, time[i]!, isCall[i] === 1);
  return Number(process.hrtime.bigint() - t0) / 1e9;
}

/** Warm-up on `warmUp` cases (JIT), then `rounds` timed passes over the whole grid. */
function runSolver(name: string, solve: Solver, rounds: number, warmUp = N): Row {
  const out = new Float64Array(N);
  time1(solve, out, warmUp);
  const rates: number[] = [];
  for (let r = 0; r < rounds; r++) rates.push(N / time1(solve, out));
  rates.sort((a, b) => a - b);
  let maxErr = 0;
  let nan = 0;
  let negative = 0;
  let wrong = 0;
  for (let i = 0; i < N; i++) {
    const v = out[i]!;
    const p = price[i]!;
    const call = isCall[i] === 1;
    const aboveMax = p >= (call ? spot[i]! : strike[i]!);
    if (Number.isNaN(v) || (!Number.isFinite(v) && !aboveMax)) nan++;
    else if (v < 0) negative++;
    else if (identifiable[i]) {
      const err = Math.abs(v - vol[i]!);
      if (err > maxErr) maxErr = err;
      if (err > 1e-6) wrong++;
    }
  }
  return {
    name,
    best: rates[rates.length - 1]!,
    median: rates[Math.floor(rates.length / 2)]!,
    maxErr,
    failures: nan + negative + wrong,
    detail: `NaN/inf ${nan}, negative ${negative}, err>1e-6 ${wrong}`,
  };
}

const fmtRate = (r: number) => Math.round(r).toLocaleString('en-US').padStart(12);
const fmtErr = (e: number) => e.toExponential(2).padStart(10);

function printRows(title: string, rows: Row[]): void {
  console.log(`\n${title}`);
  console.log(
    `${'solver'.padEnd(44)} ${'best/s'.padStart(12)} ${'median/s'.padStart(12)} ${'max err'.padStart(10)}  failures`,
  );
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(44)} ${fmtRate(r.best)} ${fmtRate(r.median)} ${fmtErr(r.maxErr)}  ${String(r.failures).padStart(6)}  (${r.detail})`,
    );
  }
}

console.log(
  `Node ${process.version}, ${N.toLocaleString('en-US')} cases, ${identifiableCount.toLocaleString('en-US')} identifiable, load average ${loadNow()} (1/5/15 min)`,
);

// --- ours -------------------------------------------------------------------------------------
const ours = runSolver(
  'shared-core impliedVolatility (LBR)',
  (p, s, k, t, c) => impliedVolatility(p, s, k, t, c) / 100,
  9,
);

// --- price + five greeks ------------------------------------------------------------------------
// Same grid; buy/sell alternates. Each pass sums all six outputs into a sink so nothing is dropped.
type GreeksPass = () => number;

function timePass(pass: GreeksPass): number {
  const t0 = process.hrtime.bigint();
  const sink = pass();
  const dt = Number(process.hrtime.bigint() - t0) / 1e9;
  if (Number.isNaN(sink)) console.log('NaN in price/greeks sink');
  return N / dt;
}

/** One warm-up pass, then `rounds` timed passes; rates sorted ascending. */
function runGreeks(pass: GreeksPass, rounds = 9): number[] {
  timePass(pass);
  const rates: number[] = [];
  for (let r = 0; r < rounds; r++) rates.push(timePass(pass));
  return rates.sort((a, b) => a - b);
}

const separatePass: GreeksPass = () => {
  let sink = 0;
  for (let i = 0; i < N; i++) {
    const call = isCall[i] === 1;
    const p = blackScholesPrice(spot[i]!, strike[i]!, time[i]!, vol[i]!, call);
    const g = optionGreeks(spot[i]!, strike[i]!, time[i]!, vol[i]!, call, (i & 1) === 0);
    sink += p + g.delta + g.gamma + g.vega + g.theta + g.rho;
  }
  return sink;
};
const combinedPass: GreeksPass = () => {
  let sink = 0;
  for (let i = 0; i < N; i++) {
    const g = optionPriceAndGreeks(spot[i]!, strike[i]!, time[i]!, vol[i]!, isCall[i] === 1, (i & 1) === 0);
    sink += g.price + g.delta + g.gamma + g.vega + g.theta + g.rho;
  }
  return sink;
};
const scratch: OptionPriceAndGreeks = { price: 0, delta: 0, gamma: 0, vega: 0, theta: 0, rho: 0 };
const intoPass: GreeksPass = () => {
  let sink = 0;
  for (let i = 0; i < N; i++) {
    const g = optionPriceAndGreeksInto(
      spot[i]!,
      strike[i]!,
      time[i]!,
      vol[i]!,
      isCall[i] === 1,
      (i & 1) === 0,
      scratch,
    );
    sink += g.price + g.delta + g.gamma + g.vega + g.theta + g.rho;
  }
  return sink;
};
// Interleaved (separate, combined, into) × 2 so that a change of machine load hits all three alike.
const greekRates: number[][] = [[], [], []];
for (let round = 0; round < 2; round++)
  [separatePass, combinedPass, intoPass].forEach((pass, j) => greekRates[j]!.push(...runGreeks(pass, 5)));
for (const rates of greekRates) rates.sort((a, b) => a - b);

let greekNaN = 0;
let combinedNonFinite = 0;
let maxRelDiff = 0;
for (let i = 0; i < N; i++) {
  const call = isCall[i] === 1;
  const g = optionGreeks(spot[i]!, strike[i]!, time[i]!, vol[i]!, call, true);
  if (![price[i]!, g.delta, g.gamma, g.vega, g.theta, g.rho].every(Number.isFinite)) greekNaN++;
  const c = optionPriceAndGreeks(spot[i]!, strike[i]!, time[i]!, vol[i]!, call, true);
  const values = [c.price, c.delta, c.gamma, c.vega, c.theta, c.rho];
  if (!values.every(Number.isFinite)) combinedNonFinite++;
  const reference = [price[i]!, g.delta, g.gamma, g.vega, g.theta, g.rho];
  for (let j = 0; j < 6; j++) {
    const scale = Math.max(Math.abs(values[j]!), Math.abs(reference[j]!));
    // put delta: optionGreeks' Φ(d1) − 1 carries up to one ulp of 1 (see priceAndGreeks.test.ts)
    const allowance = j === 1 && !call ? 4.5e-16 : 0;
    const excess = Math.max(0, Math.abs(values[j]! - reference[j]!) - allowance);
    if (scale > 1e-290) maxRelDiff = Math.max(maxRelDiff, excess / scale);
  }
}

// --- npm packages ---------------------------------------------------------------------------------
const uqeeDefault = new BlackScholes();
const uqeeTuned = new BlackScholes({
  priceToSigmaAccuracy: 1e-10,
  priceToSigmaBRight: 10,
  sigmaToPricePrecision: 'double',
});
const others = [
  runSolver(
    'implied-volatility@1.0.0 (defaults)',
    (p, s, k, t, c) => impliedVolatilityPkg.getImpliedVolatility(p, s, k, t, 0, c ? 'call' : 'put'),
    1, // ~2 ms per solve on this grid: one pass takes about three minutes
    2_000,
  ),
  runSolver(
    '@uqee/black-scholes@1.0.7 (defaults)',
    (p, s, k, t, c) =>
      uqeeDefault.sigma({ price: p, rate: 0, strike: k, time: t, type: c ? 'call' : 'put', underlying: s }),
    3,
  ),
  runSolver(
    '@uqee/black-scholes@1.0.7 (acc 1e-10, ≤10, dbl)',
    (p, s, k, t, c) =>
      uqeeTuned.sigma({ price: p, rate: 0, strike: k, time: t, type: c ? 'call' : 'put', underlying: s }),
    3,
  ),
];

printRows('Implied volatility over the grid (max err in vol fraction, identifiable cases)', [ours, ...others]);
const median = (rates: number[]) => rates[Math.floor(rates.length / 2)]!;
const best = (rates: number[]) => rates[rates.length - 1]!;
const [separateRates, combinedRates, intoRates] = greekRates as [number[], number[], number[]];
console.log(
  `\nPrice + five greeks (blackScholesPrice + optionGreeks): best ${fmtRate(best(separateRates)).trim()}/s, median ${fmtRate(median(separateRates)).trim()}/s, non-finite ${greekNaN}`,
);
console.log(
  `Price + five greeks (optionPriceAndGreeks):             best ${fmtRate(best(combinedRates)).trim()}/s, median ${fmtRate(median(combinedRates)).trim()}/s, non-finite ${combinedNonFinite}`,
);
console.log(
  `Price + five greeks (optionPriceAndGreeksInto):         best ${fmtRate(best(intoRates)).trim()}/s, median ${fmtRate(median(intoRates)).trim()}/s`,
);
console.log(
  `Combined vs separate: ${(median(combinedRates) / median(separateRates)).toFixed(2)}× (into ${(median(intoRates) / median(separateRates)).toFixed(2)}×) by median, max relative difference ${maxRelDiff.toExponential(2)}`,
);
console.log(
  'Goals: IV ≥ 2,000,000 solves/s, max err ≤ 1e-9, zero failures; price + five greeks ≥ 6,000,000/s (one core).',
);
console.log(`Load average at the end: ${loadNow()} (1/5/15 min)`);
