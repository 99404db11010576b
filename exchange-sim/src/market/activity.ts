import { deriveSeed, mulberry32 } from './prng';
import { Dec, str, type DecInput } from '../util/decimal';

/**
 * Open interest and 24 h volume of the options, as the tickers carry them (`openInterest`,
 * `volume24h`, in contracts).
 *
 * The rest of the market's volume is a seeded walk: every 5-minute bucket of every option has a
 * seeded number of lot steps traded, larger near the money (the strike's distance from the coin's
 * starting index, which the index reverts to). The 24 h volume is the sum over the last 288
 * buckets plus the fills recorded in them (`record`); it moves when a bucket rolls over (every
 * 5 minutes, in one tickers delta) or a fill is recorded. Open interest is a seeded value per
 * option plus the recorded changes, never below zero. Everything seeded depends on (seed, symbol,
 * time) alone, so a restart serves the same figures and the order in which tickers are read does
 * not matter.
 */
export const VOLUME_BUCKET_MS = 5 * 60_000;
export const VOLUME_WINDOW_BUCKETS = (24 * 3_600_000) / VOLUME_BUCKET_MS;
/** log-moneyness width of the liquidity bell around the starting index */
const BELL_WIDTH = 0.05;
const MIN_WEIGHT = 0.05;
/** PRNG stream offsets (apart from the books' and the house trades') */
const VOLUME_STREAM = 0x564f4c;
const OI_STREAM = 0x4f49;

/** FNV-1a of a symbol: a stable per-symbol stream, whatever the listing order. */
export function symbolHash(symbol: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < symbol.length; i++) h = Math.imul(h ^ symbol.charCodeAt(i), 0x01000193) >>> 0;
  return h >>> 0;
}

/** How much an option trades relative to the at-the-money one (1 at the money, at least 0.05). */
export function liquidityWeight(strike: number, centre: number): number {
  if (!(strike > 0) || !(centre > 0)) return MIN_WEIGHT;
  const m = Math.log(strike / centre) / BELL_WIDTH;
  return Math.max(MIN_WEIGHT, Math.exp(-0.5 * m * m));
}

export interface ActivitySpec {
  symbol: string;
  /** lot step of the option (its volume and open interest are multiples of it) */
  qtyStep: string;
  /** minimum order size in lot steps */
  minQtySteps: number;
  /** liquidityWeight of its strike */
  weight: number;
}

interface ActivityState {
  spec: ActivitySpec;
  stream: number;
  step: Dec;
  /** the bucket the window ends at, and the seeded steps traded in the window */
  bucket: number;
  seededSteps: number;
  /** recorded fills, oldest first: bucket and lot steps */
  fills: { bucket: number; steps: number }[];
  fillSteps: number;
  openInterestSteps: number;
  wire?: { volume24h: string; openInterest: string };
}

/** Seeded lot steps traded in one 5-minute bucket: 0 … 200 × minimum size × weight. */
export function bucketSteps(stream: number, bucket: number, spec: ActivitySpec): number {
  const u = mulberry32(deriveSeed(stream ^ VOLUME_STREAM, bucket))();
  return Math.floor(u * 200 * spec.minQtySteps * spec.weight);
}

/** Seeded open interest in lot steps: 5,000 … 50,000 × minimum size, scaled by the weight. */
export function seededOpenInterestSteps(stream: number, spec: ActivitySpec): number {
  const u = mulberry32(deriveSeed(stream, OI_STREAM))();
  return Math.floor(spec.minQtySteps * 1000 * (5 + 45 * u) * (0.2 + 0.8 * spec.weight));
}

export class OptionActivity {
  private readonly states = new Map<string, ActivityState>();

  constructor(private readonly seed: number) {}

  private stateOf(spec: ActivitySpec, bucket: number): ActivityState {
    let s = this.states.get(spec.symbol);
    if (!s) {
      const stream = deriveSeed(this.seed, symbolHash(spec.symbol));
      s = {
        spec,
        stream,
        step: new Dec(spec.qtyStep),
        bucket,
        seededSteps: 0,
        fills: [],
        fillSteps: 0,
        openInterestSteps: seededOpenInterestSteps(stream, spec),
      };
      for (let b = bucket - VOLUME_WINDOW_BUCKETS + 1; b <= bucket; b++) s.seededSteps += bucketSteps(stream, b, spec);
      this.states.set(spec.symbol, s);
    }
    this.roll(s, bucket);
    return s;
  }

  /** Move the window to end at `bucket` (a clock that went back recomputes it). */
  private roll(s: ActivityState, bucket: number): void {
    if (bucket === s.bucket) return;
    if (bucket < s.bucket || bucket - s.bucket >= VOLUME_WINDOW_BUCKETS) {
      s.seededSteps = 0;
      for (let b = bucket - VOLUME_WINDOW_BUCKETS + 1; b <= bucket; b++)
        s.seededSteps += bucketSteps(s.stream, b, s.spec);
    } else {
      for (let b = s.bucket + 1; b <= bucket; b++)
        s.seededSteps += bucketSteps(s.stream, b, s.spec) - bucketSteps(s.stream, b - VOLUME_WINDOW_BUCKETS, s.spec);
    }
    s.bucket = bucket;
    const oldest = bucket - VOLUME_WINDOW_BUCKETS + 1;
    while (s.fills.length && (s.fills[0]!.bucket < oldest || s.fills[0]!.bucket > bucket)) {
      s.fillSteps -= s.fills[0]!.steps;
      s.fills.shift();
    }
    s.wire = undefined;
  }

  /**
   * A fill of `qty` contracts at `now`: it adds to the 24 h volume, and `openInterestChange`
   * (contracts, signed: both sides opening +qty, both closing −qty) to the open interest.
   */
  record(spec: ActivitySpec, now: number, qty: DecInput, openInterestChange: DecInput = 0): void {
    const s = this.stateOf(spec, Math.floor(now / VOLUME_BUCKET_MS));
    const steps = new Dec(qty).dividedBy(s.step).integerValue().toNumber();
    if (steps > 0) {
      s.fills.push({ bucket: s.bucket, steps });
      s.fillSteps += steps;
    }
    const oi = new Dec(openInterestChange).dividedBy(s.step).integerValue().toNumber();
    s.openInterestSteps = Math.max(0, s.openInterestSteps + oi);
    s.wire = undefined;
  }

  /** The wire strings of an option's 24 h volume and open interest at `now` (formatted once per change). */
  wire(spec: ActivitySpec, now: number): { volume24h: string; openInterest: string } {
    const s = this.stateOf(spec, Math.floor(now / VOLUME_BUCKET_MS));
    s.wire ??= {
      volume24h: str(s.step.multipliedBy(s.seededSteps + s.fillSteps)),
      openInterest: str(s.step.multipliedBy(s.openInterestSteps)),
    };
    return s.wire;
  }
}
