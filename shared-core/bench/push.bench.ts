/**
 * Push-path benchmark: `npm run bench:push -w shared-core`. Prints, never asserts.
 *
 * The real path of the page: pushes are published on the event bus, the push bridge buffers them
 * and, when the benchmark's frame scheduler fires (standing in for requestAnimationFrame),
 * dispatches one `pushBatchApplied` into a store built by `makeStore` (market slice and all).
 * Book: 2,000 option instruments over 4 coins, loaded by one `tickers.{coin}` snapshot per coin
 * (as the simulator sends on subscribe). Run under NODE_ENV=production (as the built page: no
 * dev-only immutability/serialisability checks); `BENCH_NODE_ENV=development` keeps those checks.
 *
 * Messages: a ticker delta (mark, IV, greeks, best bid/ask of one random instrument, as the
 * simulator's `tickers.{coin}` topic sends) or, in the mixed rows, one in five a `user.order`
 * message (an order placed, amended, filled or cancelled). Orders are applied by a stand-in for the
 * order panel's slice (remote-order-panel's openOrders reducer: upsert by orderId through Immer,
 * remove when no longer open), injected into the store as a remote injects its slice; shared-core
 * may not import a remote.
 *
 * The goal, >= 50,000 messages/s, arriving at 60 frames/s is ~833 messages a frame: the row marked
 * `goal case` is that rate, mixed. Messages/s applied = messages / (time to publish them on the bus
 * + time to apply the frame batches); the time between frames is not counted.
 */
import { loadavg } from 'node:os';
import { createSlice } from '@reduxjs/toolkit';
import { createEventBus, type BusEvent } from '../src/bus';
import type { WireOrder } from '../src/domain';
import { mulberry32 } from '../src/domain/random';
import { connectPushBridge, makeStore, messagesFor, pushBatchApplied, type OptionTickerRaw } from '../src/store';

const INSTRUMENTS = 2_000;
const COINS = ['BTC', 'ETH', 'SOL', 'XRP'];
const GOAL = 50_000;

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

type OrderRow = Pick<WireOrder, 'orderId' | 'symbol' | 'side' | 'price' | 'qty' | 'leavesQty' | 'orderStatus'>;
const OPEN = new Set(['New', 'PartiallyFilled', 'Untriggered']);

/** Stand-in for remote-order-panel's openOrders slice (see the header): Immer upsert by orderId. */
const benchOrdersSlice = createSlice({
  name: 'benchOrders',
  initialState: { byId: {} as Record<string, OrderRow> },
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(pushBatchApplied, (state, action) => {
      for (const message of messagesFor(action.payload, 'user.order'))
        for (const row of message.data as OrderRow[]) {
          if (OPEN.has(row.orderStatus)) state.byId[row.orderId] = { ...state.byId[row.orderId], ...row };
          else delete state.byId[row.orderId];
        }
    });
  },
});

interface Case {
  messagesPerFrame: number;
  frames: number;
  /** Share of `user.order` messages (the rest are ticker deltas). */
  orderShare: number;
  label?: string;
}

function run({ messagesPerFrame, frames, orderShare }: Case) {
  const rnd = mulberry32(20240607);
  const { store, rootReducer } = makeStore();
  const orders = benchOrdersSlice.injectInto(rootReducer);
  const bus = createEventBus();
  let pending: (() => void) | undefined;
  const bridge = connectPushBridge(bus, store, {
    scheduler: (flush) => {
      pending = flush;
      return () => (pending = undefined);
    },
    maxBuffered: Number.MAX_SAFE_INTEGER,
  });
  // Snapshot: each coin's whole chain in one message, as on subscribe (not timed).
  for (const coin of COINS)
    bus.publish({
      type: 'push',
      stream: 'public',
      topic: `tickers.${coin}`,
      kind: 'snapshot',
      ts: 0,
      data: symbols.filter((symbol) => symbol.startsWith(`${coin}-`)).map((symbol) => tickerRow(symbol, rnd)),
    });
  pending?.();

  // Messages are built before timing so the figure is the push path, not the generator.
  let nextOrderId = 0;
  const live: string[] = [];
  const orderMessage = (seq: number, ts: number): BusEvent => {
    const symbol = symbols[Math.floor(rnd() * INSTRUMENTS)]!;
    const u = rnd();
    // New order while fewer than 500 are open, else amend (60 %), fill or cancel one.
    const isNew = live.length < 500 || u < 0.2;
    const orderId = isNew ? `o${nextOrderId++}` : live[Math.floor(rnd() * live.length)]!;
    let orderStatus: WireOrder['orderStatus'] = isNew || u < 0.8 ? 'New' : u < 0.9 ? 'Filled' : 'Cancelled';
    if (isNew) live.push(orderId);
    else if (orderStatus !== 'New') live.splice(live.indexOf(orderId), 1);
    if (!isNew && orderStatus === 'New' && u < 0.5) orderStatus = 'PartiallyFilled';
    const row: OrderRow = {
      orderId,
      symbol,
      side: rnd() < 0.5 ? 'Buy' : 'Sell',
      price: (1000 + Math.floor(rnd() * 500) * 5).toFixed(1),
      qty: '1.00',
      leavesQty: orderStatus === 'PartiallyFilled' ? '0.50' : '1.00',
      orderStatus,
    };
    return { type: 'push', stream: 'private', topic: 'user.order', seq, kind: 'delta', ts, data: [row] };
  };
  const messages: BusEvent[][] = Array.from({ length: frames }, (_, f) =>
    Array.from({ length: messagesPerFrame }, (_, i): BusEvent => {
      const seq = f * messagesPerFrame + i;
      if (rnd() < orderShare) return orderMessage(seq, f * 16);
      const symbol = symbols[Math.floor(rnd() * INSTRUMENTS)]!;
      return {
        type: 'push',
        stream: 'public',
        topic: `tickers.${symbol.split('-')[0]}`,
        seq,
        kind: 'delta',
        ts: f * 16,
        data: [tickerRow(symbol, rnd)],
      };
    }),
  );

  const frameMs: number[] = [];
  let publishMs = 0;
  let updates = 0;
  const unsubscribeStore = store.subscribe(() => updates++);
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
  unsubscribeStore();
  bridge.unsubscribe();
  const state = store.getState();
  const applied = Object.keys(state.market.tickers).length;
  if (applied !== INSTRUMENTS) throw new Error(`book has ${applied} instruments, expected ${INSTRUMENTS}`);
  // injected after makeStore: its key is not in RootState's type
  const openOrders = Object.keys(orders.selectSlice(state as Parameters<typeof orders.selectSlice>[0]).byId).length;
  if (orderShare > 0 && openOrders !== live.length)
    throw new Error(`${openOrders} open orders in the store, expected ${live.length}`);
  const sorted = [...frameMs].sort((a, b) => a - b);
  const applyMs = frameMs.reduce((a, b) => a + b, 0);
  const perSecond = (messagesPerFrame * frames) / ((publishMs + applyMs) / 1000);
  return {
    perSecond,
    updatesPerFrame: updates / frames,
    publishUsPerMessage: (publishMs * 1000) / (messagesPerFrame * frames),
    medianFrameMs: sorted[sorted.length >> 1]!,
    p95FrameMs: sorted[Math.floor(sorted.length * 0.95)]!,
  };
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

console.log(
  `push path: bus → push bridge → store (makeStore: market slice + a stand-in order slice), ${INSTRUMENTS.toLocaleString('en-US')}-instrument book, NODE_ENV=${process.env.NODE_ENV ?? '(unset)'}, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(
  'messages/frame  orders  frames  messages/s applied  store updates/frame  publish µs/msg  frame batch median  frame batch p95',
);
run({ messagesPerFrame: 100, frames: 50, orderShare: 0.2 }); // warm-up
const GOAL_PER_FRAME = Math.round(GOAL / 60);
const cases: Case[] = [
  { messagesPerFrame: 100, frames: 300, orderShare: 0 },
  { messagesPerFrame: 100, frames: 300, orderShare: 0.2 },
  { messagesPerFrame: GOAL_PER_FRAME, frames: 120, orderShare: 0.2, label: 'goal case: 50k msg/s at 60 frames/s' },
  { messagesPerFrame: GOAL_PER_FRAME, frames: 120, orderShare: 0 },
  { messagesPerFrame: 5_000, frames: 40, orderShare: 0.2 },
];
for (const c of cases) {
  const r = run(c);
  console.log(
    `${fmt(c.messagesPerFrame).padStart(14)}  ${`${c.orderShare * 100} %`.padStart(6)}  ${String(c.frames).padStart(6)}  ${fmt(r.perSecond).padStart(18)}  ${fmt(r.updatesPerFrame, 0).padStart(19)}  ${fmt(r.publishUsPerMessage, 2).padStart(14)}  ${(fmt(r.medianFrameMs, 2) + ' ms').padStart(18)}  ${(fmt(r.p95FrameMs, 2) + ' ms').padStart(15)}${c.label ? `  ← ${c.label}` : ''}`,
  );
}
console.log(
  `goal: >= ${fmt(GOAL)} messages/s applied, i.e. the ${GOAL_PER_FRAME}-a-frame mixed row, with one store update a frame and the frame batch well inside 16.7 ms (printed, never asserted); load average now ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
