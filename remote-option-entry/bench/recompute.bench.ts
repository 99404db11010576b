/**
 * Per-tick cost of the option entry recompute (src/features/entry/rules/recompute.ts): a 20-leg
 * batch (calls and puts, buys and sells, usd / iv / market, USDC and USDT), markets moved by a
 * seeded walk each tick, recomputeBatch called once per tick. Prints median, p99 and max ms per
 * tick and ticks/s after a warm-up. Goal: under 1 ms per tick. Prints, never asserts.
 *
 *   npm run bench -w remote-option-entry            (TICKS=5000 to change the length)
 */
import { MS_PER_YEAR, type OptionCommonConfig } from 'shared-core';
import { mulberry32 } from 'shared-core/domain';
import {
  DEFAULT_RISK_CONFIG,
  recomputeBatch,
  type EntryLeg,
  type LegMarket,
  type OpenOrderForMargin,
  type PositionForMargin,
} from '../src/features/entry/rules';
import { btcConfig } from '../src/features/chain/fixtures';

const BTC_CFG: OptionCommonConfig = btcConfig;

const random = mulberry32(42);
const NOW0 = Date.UTC(2024, 11, 1, 8);
const LEGS = 20;
const placeTypes = ['usd', 'iv', 'market'] as const;

const legs: EntryLeg[] = [];
const state: { index: number; iv: number; strike: number; isCall: boolean }[] = [];
for (let i = 0; i < LEGS; i++) {
  const isCall = i % 2 === 0;
  const strike = 55000 + 1000 * i;
  const settle = i % 4 < 2 ? 'USDC' : 'USDT';
  const symbol = `BTC-28MAR25-${strike}-${isCall ? 'C' : 'P'}${settle === 'USDT' ? '-USDT' : ''}`;
  legs.push({
    id: `leg${i}`,
    symbol,
    side: i % 3 === 0 ? 'sell' : 'buy',
    placeType: placeTypes[i % 3]!,
    orderPrice: String(500 + 5 * i),
    orderQty: (0.5 + i * 0.25).toFixed(2),
    orderFilledQty: '0',
    iv: (45 + i).toFixed(1),
    postOnly: false,
    reduceOnly: false,
    timeInForce: 'GoodTillCancel',
    symbolType: isCall ? 'C' : 'P',
    strikePrice: String(strike),
    deliveryTime: NOW0 + 0.3 * MS_PER_YEAR,
    settleCoin: settle,
    symbolAlias: symbol,
    source: 'user',
  });
  state.push({ index: 65000, iv: 0.5 + 0.01 * i, strike, isCall });
}
const positions: Record<string, PositionForMargin> = {
  [legs[1]!.symbol]: { symbol: legs[1]!.symbol, positionSize: '-2', positionIM: '14000' },
  [legs[3]!.symbol]: { symbol: legs[3]!.symbol, positionSize: '3', positionIM: '0' },
};
const openOrders: OpenOrderForMargin[] = legs.map((l) => ({
  side: l.side,
  symbol: l.symbol,
  price: '600',
  qty: '0.5',
}));

/** One tick: every market moves (index, mark, delta, IV by a seeded walk); fresh objects as the store would give. */
function tick(): Record<string, LegMarket> {
  const next: Record<string, LegMarket> = {};
  for (let i = 0; i < LEGS; i++) {
    const s = state[i]!;
    s.index = Math.max(1000, s.index * (1 + (random() - 0.5) * 0.002));
    s.iv = Math.min(3, Math.max(0.05, s.iv + (random() - 0.5) * 0.004));
    const index = s.index;
    const moneyness = Math.log(index / s.strike);
    const delta = (s.isCall ? 0.5 : -0.5) + moneyness * 2;
    const mark = Math.max(
      0,
      Math.round((index * 0.08 * s.iv + (s.isCall ? 1 : -1) * (index - s.strike) * 0.5) / 5) * 5,
    );
    const leg = legs[i]!;
    next[leg.symbol] = {
      indexPrice: index.toFixed(2),
      underlyingPrice: index.toFixed(2),
      markPrice: String(mark),
      markIv: s.iv.toFixed(4),
      delta: Math.max(-1, Math.min(1, delta)).toFixed(8),
      bestBid: String(Math.max(0, mark - 10)),
      bestAsk: String(mark + 10),
    };
  }
  return next;
}

const ticks = Number(process.env.TICKS ?? 3000);
const warmup = Math.min(500, Math.floor(ticks / 5));
let markets: Record<string, LegMarket>;
const times: number[] = [];
let sink = 0;
for (let t = 0; t < warmup + ticks; t++) {
  markets = tick();
  const ctx = {
    cfg: BTC_CFG,
    risk: DEFAULT_RISK_CONFIG,
    position: null,
    positionsBySymbol: positions,
    openOrders,
    nowMs: NOW0 + t * 100,
  };
  const start = performance.now();
  const views = recomputeBatch(legs, markets, ctx);
  const ms = performance.now() - start;
  sink += Object.keys(views).length;
  if (t >= warmup) times.push(ms);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
const total = times.reduce((s, x) => s + x, 0);
console.log(`recomputeBatch, ${LEGS} legs, ${ticks} ticks after ${warmup} warm-up (${sink} views)`);
console.log(
  `median ${at(0.5).toFixed(3)} ms  p99 ${at(0.99).toFixed(3)} ms  max ${times[times.length - 1]!.toFixed(3)} ms  ` +
    `${Math.round((1000 * times.length) / total)} ticks/s  (goal: < 1 ms per tick)`,
);
