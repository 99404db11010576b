/**
 * Push-path benchmark: `npm run bench:push -w shared-core`. Prints, never asserts.
 *
 * The real path of the page: ticker pushes are published on the event bus, the push bridge
 * buffers them and, when the benchmark's frame scheduler fires (standing in for
 * requestAnimationFrame), dispatches one `pushBatchApplied` into a store built by `makeStore`
 * (market slice and all). Book: 2,000 option instruments over 4 coins; each message is one
 * ticker delta (mark, IV, greeks, best bid/ask) for a random instrument, as the simulator's
 * `tickers.{coin}` topic sends. Run under NODE_ENV=production (as the built page: no dev-only
 * immutability/serialisability checks); `BENCH_NODE_ENV=development` keeps those checks for comparison.
 * Goal beside the figure: >= 50,000 messages/s applied.
 */
import { createEventBus, type BusEvent } from '../src/bus';
import { connectPushBridge, makeStore, type OptionTickerRaw } from '../src/store';

const INSTRUMENTS = 2_000;
const COINS = ['BTC', 'ETH', 'SOL', 'XRP'];
const GOAL = 50_000;

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const symbols = Array.from({ length: INSTRUMENTS }, (_, i) => {
  const coin = COINS[i % COINS.length]!;
  const strike = 1000 + Math.floor(i / COINS.length) * 100;
  return `${coin}-27DEC30-${strike}-${i % 2 === 0 ? 'C' : 'P'}`;
});

function tickerRow(symbol: string, rnd: () => number): OptionTickerRaw {
  const p = (x: number) => (x * (0.9 + rnd() * 0.2)).toFixed(2);
  return {
    symbol,
    indexPrice: p(60000),
    underlyingPrice: p(60100),
    markPrice: p(1200),
    markIv: p(0.55),
    delta: p(0.5),
    gamma: p(0.0001),
    vega: p(12),
    theta: p(-8),
    bid1Price: p(1190),
    bid1Size: p(2),
    ask1Price: p(1210),
    ask1Size: p(2),
    lastPrice: p(1200),
  };
}

function run(messagesPerFrame: number, frames: number) {
  const rnd = mulberry32(20240607);
  const { store } = makeStore();
  const bus = createEventBus();
  let pending: (() => void) | undefined;
  const bridge = connectPushBridge(bus, store, {
    scheduler: (flush) => {
      pending = flush;
      return () => (pending = undefined);
    },
    maxBuffered: Number.MAX_SAFE_INTEGER,
  });
  // Snapshot: the whole book once (not timed).
  for (const symbol of symbols)
    bus.publish({
      type: 'push',
      stream: 'public',
      topic: `tickers.${symbol.split('-')[0]}`,
      kind: 'snapshot',
      ts: 0,
      data: [tickerRow(symbol, rnd)],
    });
  pending?.();

  // Messages are built before timing so the figure is the push path, not the generator.
  const messages: BusEvent[][] = Array.from({ length: frames }, (_, f) =>
    Array.from({ length: messagesPerFrame }, (_, i) => {
      const symbol = symbols[Math.floor(rnd() * INSTRUMENTS)]!;
      return {
        type: 'push',
        stream: 'public',
        topic: `tickers.${symbol.split('-')[0]}`,
        seq: f * messagesPerFrame + i,
        kind: 'delta',
        ts: f * 16,
        data: [tickerRow(symbol, rnd)],
      };
    }),
  );

  const frameMs: number[] = [];
  let publishMs = 0;
  const t0 = performance.now();
  for (const frame of messages) {
    const p0 = performance.now();
    for (const message of frame) bus.publish(message);
    const p1 = performance.now();
    publishMs += p1 - p0;
    const flush = pending;
    pending = undefined;
    flush?.();
    frameMs.push(performance.now() - p1);
  }
  const totalMs = performance.now() - t0;
  bridge.unsubscribe();
  const applied = Object.keys(store.getState().market.tickers).length;
  if (applied !== INSTRUMENTS) throw new Error(`book has ${applied} instruments, expected ${INSTRUMENTS}`);
  const sorted = [...frameMs].sort((a, b) => a - b);
  const perSecond = (messagesPerFrame * frames) / (totalMs / 1000);
  return {
    perSecond,
    publishUsPerMessage: (publishMs * 1000) / (messagesPerFrame * frames),
    medianFrameMs: sorted[sorted.length >> 1]!,
    p95FrameMs: sorted[Math.floor(sorted.length * 0.95)]!,
  };
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

console.log(
  `push path: bus → push bridge → store (makeStore, market slice), ${INSTRUMENTS.toLocaleString('en-US')}-instrument book, NODE_ENV=${process.env.NODE_ENV ?? '(unset)'}`,
);
console.log('messages/frame  frames  messages/s applied  publish µs/msg  frame batch median  frame batch p95');
run(100, 20); // warm-up
for (const [perFrame, frames] of [
  [100, 200],
  [1_000, 100],
  [5_000, 40],
  [20_000, 10],
] as const) {
  const r = run(perFrame, frames);
  console.log(
    `${fmt(perFrame).padStart(15)}  ${String(frames).padStart(6)}  ${fmt(r.perSecond).padStart(18)}  ${fmt(r.publishUsPerMessage, 2).padStart(14)}  ${(fmt(r.medianFrameMs, 2) + ' ms').padStart(18)}  ${(fmt(r.p95FrameMs, 2) + ' ms').padStart(15)}`,
  );
}
console.log(`goal: >= ${fmt(GOAL)} messages/s applied (printed, never asserted)`);
