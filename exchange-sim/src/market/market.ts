import {
  blackScholesPrice,
  optionGreeks,
  yearsToExpiry,
  type OptionGreeks,
  type OptionTicker,
} from 'shared-core/domain';
import { COINS, COIN_SETUP, type Coin } from './coins';
import {
  buildFutures,
  buildInstruments,
  buildOptions,
  type Instrument,
  type OptionInstrument,
  type PerpInstrument,
} from './instruments';
import { OptionActivity, liquidityWeight, type ActivitySpec } from './activity';
import { OrderBook, type SyntheticLevel } from './book';
import { deriveSeed, mulberry32, normalSource } from './prng';
import { smileVol } from './smile';
import { BigNumber, Dec, ONE, asDec, fixed, fromFloat, roundToStep, str } from '../util/decimal';

export interface OptionMark {
  markPrice: Dec;
  /** fraction */
  markIv: number;
  /** per contract, buyer's view */
  greeks: OptionGreeks;
  timeYears: number;
  /** wire strings of the mark fields, formatted once per tick on first use */
  wire?: Pick<OptionTicker, 'markPrice' | 'markIv' | 'delta' | 'gamma' | 'vega' | 'theta'>;
  /** max-buy / min-sell price at this mark, valid for that index object and config (a USDT twin shares the mark) */
  maxBuy?: { index: Dec; config: object; price: Dec };
  minSell?: { index: Dec; config: object; price: Dec };
}

interface BookGeometry {
  /** position of the instrument (seeds its book stream) */
  index: number;
  tick: Dec;
  qtyStep: Dec;
  minTicks: number;
  maxTicks: number;
  minQtySteps: number;
  /** half spread and level spacing in basis points of the mark (at least one tick) */
  halfBp: number;
  spacingBp: number;
  sizeScale: number;
  /** Dec of n ticks / n lot steps (Dec values are immutable, so they are shared) */
  prices: Map<number, Dec>;
  qtys: Map<number, Dec>;
}

const HOUR_MS = 3_600_000;
/** The first 00:00 or 08:00 UTC strictly after `t` (the only times the listed expiries can change). */
export function nextListingBoundary(t: number): number {
  const day = Math.floor(t / (24 * HOUR_MS)) * 24 * HOUR_MS;
  return t < day + 8 * HOUR_MS ? day + 8 * HOUR_MS : day + 24 * HOUR_MS;
}

/** Pull of the log index back to its start level per tick (keeps long runs in a sensible range). */
export const MEAN_REVERSION = 0.001;
export const SYNTHETIC_LEVELS = 5;
/** The house re-quotes the size at an unchanged price level every this many ticks (see `regenerateBook`). */
export const QUOTE_REFRESH_TICKS = 20;
/** PRNG stream offset of the house trades (apart from the book streams of the same tick). */
const HOUSE_TRADE_STREAM = 0x4854;
/** Market-order protection (spec §9: market reference price floats 20 % around the mark). */
export const MARKET_PRICE_FLOAT = '0.2';

/**
 * Everything that moves: index prices (seeded geometric random walk), option marks from
 * Black–Scholes over the smile, perpetual marks (= index), last traded prices, and the books
 * with synthetic liquidity around the mark. `step()` advances one tick.
 */
export class Market {
  readonly instruments: Map<string, Instrument>;
  readonly books = new Map<string, OrderBook>();
  readonly index = {} as Record<Coin, Dec>;
  readonly lastTraded = new Map<string, Dec>();
  private readonly optionMarks = new Map<string, OptionMark>();
  private readonly logIndex = {} as Record<Coin, number>;
  private readonly logStart = {} as Record<Coin, number>;
  private readonly walkNormal: () => number;
  private readonly bookSeed: number;
  private readonly geometry = new Map<string, BookGeometry>();
  /** open interest and 24 h volume of the options (seeded, plus recorded fills) */
  private readonly activity: OptionActivity;
  private readonly activitySpecs = new Map<string, ActivitySpec>();
  tickCount = 0;

  /**
   * @param epoch the time the instrument set is built from (expiries, strikes); a persistent
   * store keeps it so a restart serves the same symbols. Default: now().
   */
  constructor(
    seed: number,
    readonly now: () => number,
    readonly epoch: number = now(),
  ) {
    this.walkNormal = normalSource(mulberry32(deriveSeed(seed, 0)));
    this.bookSeed = deriveSeed(seed, 1);
    this.activity = new OptionActivity(deriveSeed(seed, 2));
    const initial = {} as Record<Coin, string>;
    for (const coin of COINS) {
      initial[coin] = COIN_SETUP[coin].initialIndex;
      this.logIndex[coin] = Math.log(Number(initial[coin]));
      this.logStart[coin] = this.logIndex[coin];
      this.index[coin] = new Dec(initial[coin]);
    }
    this.instruments = buildInstruments(epoch, initial);
    for (const symbol of this.instruments.keys()) this.books.set(symbol, new OrderBook(symbol));
    // Futures and options listed since the epoch, replayed at every listing boundary (see `relist`),
    // so a restart knows every symbol a stored position or order can name, delivered or not.
    // (`until` is read once: a live clock moves on while the replay runs)
    const until = now();
    this.listedAt = epoch;
    for (let guard = 0; guard < 100_000; guard++) {
      this.listFutures(this.listedAt);
      this.listOptions(this.listedAt);
      if (this.listedAt >= until) break;
      this.listedAt = Math.min(until, nextListingBoundary(this.listedAt));
    }
    this.refresh();
  }

  /** Clock time of the last listing pass (`relist`). */
  private listedAt: number;

  /**
   * Tick hook: list the futures and options `at` names once `at` has crossed a listing boundary
   * (00:00 or 08:00 UTC: deliveries are at 08:00, the weekly three weeks out changes at 08:00,
   * the month-end expiries at 00:00 on the 1st) since the last pass, or the clock went back.
   * Returns the new instruments.
   */
  relist(at: number): Instrument[] {
    if (at >= this.listedAt && at < nextListingBoundary(this.listedAt)) return [];
    this.listedAt = at;
    return [...this.listFutures(at), ...this.listOptions(at)];
  }

  /**
   * List the futures `buildFutures(at)` names that are not listed yet (a delivered future is
   * replaced by the next of its cycle). Returns the new instruments.
   */
  listFutures(at: number): PerpInstrument[] {
    const added: PerpInstrument[] = [];
    for (const f of buildFutures(at)) {
      if (this.instruments.has(f.symbol)) continue;
      this.instruments.set(f.symbol, f);
      this.books.set(f.symbol, new OrderBook(f.symbol));
      added.push(f);
    }
    if (added.length) this.refresh();
    return added;
  }

  /**
   * List the option expiries `expiriesFor(at)` names that are not listed yet (after an expiry the
   * next weekly, or the next month's last Friday, comes in). Strikes are centred on the initial
   * index (the walk reverts to it), so the symbols depend on `at` alone and a restart replaying
   * the listings from the epoch names the same ones. Returns the new instruments.
   */
  listOptions(at: number): OptionInstrument[] {
    const listed = new Set<string>();
    for (const i of this.instruments.values())
      if (i.kind === 'option') listed.add(`${i.settleCoin}|${i.baseCoin}|${i.deliveryTime}`);
    const initial = {} as Record<Coin, string>;
    for (const coin of COINS) initial[coin] = COIN_SETUP[coin].initialIndex;
    const added = buildOptions(at, initial, (settle, coin, t) => listed.has(`${settle}|${coin}|${t}`));
    for (const o of added) {
      this.instruments.set(o.symbol, o);
      this.books.set(o.symbol, new OrderBook(o.symbol));
    }
    if (added.length) this.refresh();
    return added;
  }

  /** The index levels a restart resumes from (`resumeIndex`), as decimal strings. */
  indexLevels(): Record<Coin, string> {
    const out = {} as Record<Coin, string>;
    for (const coin of COINS) out[coin] = this.index[coin].toFixed();
    return out;
  }

  /**
   * Continue the walk from stored levels (a restart), so marks do not jump back to the starting
   * index and fire triggers or liquidations on the way. A missing or unreadable level is skipped.
   */
  resumeIndex(levels: Readonly<Record<string, unknown>>): void {
    for (const coin of COINS) {
      const v = levels[coin];
      const n = typeof v === 'string' ? Number(v) : NaN;
      if (!Number.isFinite(n) || n <= 0) continue;
      this.index[coin] = new Dec(v as string);
      this.logIndex[coin] = Math.log(n);
    }
    this.refresh();
  }

  /** One tick of the walk, then marks and synthetic books follow. */
  step(): void {
    this.tickCount++;
    for (const coin of COINS) {
      const setup = COIN_SETUP[coin];
      const drift = -MEAN_REVERSION * (this.logIndex[coin] - this.logStart[coin]);
      this.logIndex[coin] += drift + setup.stepVol * this.walkNormal();
      this.index[coin] = new Dec(Math.exp(this.logIndex[coin]).toFixed(setup.indexDp));
    }
    this.refresh();
    this.houseTrades();
  }

  /**
   * The rest of the market trades too: on every tick each live instrument prints a house trade at
   * its synthetic best bid or best ask (a seeded coin flip per tick and instrument), so the last
   * price follows the walk (triggers by last price, trailing stops, PnL by last and funding see a
   * moving market) instead of sticking at the last user fill. User fills set it in between ticks.
   */
  private houseTrades(): void {
    const now = this.now();
    const tick = this.tickCount;
    for (const inst of this.instruments.values()) {
      if (inst.deliveryTime !== undefined && inst.deliveryTime <= now) continue;
      const g = this.geometryOf(inst);
      const q = this.quoteTicks(inst, g);
      const buyerAggressed = mulberry32(deriveSeed(this.bookSeed ^ tick, g.index + HOUSE_TRADE_STREAM))() < 0.5;
      const ticks = (buyerAggressed && q.ask <= g.maxTicks) || q.bid < g.minTicks ? q.ask : q.bid;
      this.lastTraded.set(inst.symbol, Market.cached(g.prices, ticks, g.tick));
    }
  }

  /**
   * Best bid and ask of the synthetic quote in ticks: mark ∓ the half spread (at least one tick);
   * the house never offers at the minimum price (so a bid at minOrderPrice always rests).
   */
  private quoteTicks(inst: Instrument, g: BookGeometry): { bid: number; ask: number; markTicks: number } {
    const markTicks = this.markPrice(inst.symbol).dividedBy(g.tick).toNumber();
    // ceil(mark × bp / 10000 / tick): an integer quotient, exact in doubles
    const half = Math.max(1, Math.ceil((markTicks * g.halfBp) / 10_000));
    return {
      bid: Math.floor(markTicks - half),
      ask: Math.max(Math.ceil(g.minTicks * 2), Math.ceil(markTicks + half)),
      markTicks,
    };
  }

  private refresh(): void {
    const now = this.now();
    const tick = this.tickCount;
    for (const inst of this.instruments.values()) {
      if (inst.kind === 'option') {
        // a USDT option has the mark of its USDC twin (same expiry, strike, type; registered first)
        const twin = inst.settleCoin === 'USDT' ? this.optionMarks.get(inst.symbol.slice(0, -5)) : undefined;
        this.optionMarks.set(inst.symbol, twin ?? this.computeOptionMark(inst, now));
      }
      // Books are regenerated lazily: on first read or match after this tick (most are never read).
      this.books.get(inst.symbol)?.markStale(() => this.regenerateBook(inst, tick));
    }
  }

  private computeOptionMark(inst: OptionInstrument, now: number): OptionMark {
    const spot = this.index[inst.baseCoin].toNumber();
    const strike = Number(inst.strike);
    const timeYears = Math.max(yearsToExpiry(inst.deliveryTime, now), 0);
    const vol = smileVol(COIN_SETUP[inst.baseCoin].baseVol, spot, strike, timeYears);
    const isCall = inst.optionType === 'C';
    const price = blackScholesPrice(spot, strike, timeYears, vol, isCall);
    return {
      markPrice: roundToStep(fromFloat(price), inst.config.tickSize),
      markIv: vol,
      greeks: optionGreeks(spot, strike, timeYears, vol, isCall, true),
      timeYears,
    };
  }

  /** Integer geometry of an instrument's synthetic book, and caches of the Dec values it hands out. */
  private geometryOf(inst: Instrument): BookGeometry {
    let g = this.geometry.get(inst.symbol);
    if (g) return g;
    const { tickSize, minPrice, maxPrice, qtyStep, minQty } = inst.rules;
    const tick = new Dec(tickSize);
    const option = inst.kind === 'option';
    g = {
      index: this.geometry.size,
      tick,
      qtyStep: new Dec(qtyStep),
      minTicks: new Dec(minPrice).dividedBy(tick).toNumber(),
      maxTicks: new Dec(maxPrice).dividedBy(tick).toNumber(),
      minQtySteps: new Dec(minQty).dividedBy(qtyStep).toNumber(),
      // half spread 2 % (options) / 0.02 % of the mark, level spacing 1 % / 0.01 %; sizes minQty × 100 / 500
      halfBp: option ? 200 : 2,
      spacingBp: option ? 100 : 1,
      sizeScale: option ? 100 : 500,
      prices: new Map(),
      qtys: new Map(),
    };
    this.geometry.set(inst.symbol, g);
    return g;
  }

  private static cached(cache: Map<number, Dec>, n: number, unit: Dec): Dec {
    let d = cache.get(n);
    if (!d) {
      if (cache.size > 4096) cache.clear();
      d = unit.multipliedBy(n);
      cache.set(n, d);
    }
    return d;
  }

  /**
   * Synthetic liquidity around the mark: 5 levels a side, best bid/ask at mark ∓ 2 % (perpetuals
   * 0.02 %, at least one tick), spaced 1 % (0.01 %). Computed in integer ticks and lot steps (exact:
   * every price is a multiple of the tick). A level's size is seeded by (seed, instrument, side,
   * price, quote epoch): the house re-quotes a price's size every QUOTE_REFRESH_TICKS ticks (staggered
   * per instrument), so a level that stays put keeps its size between ticks, the way a market maker's
   * quote does, and the tickers' row deltas carry only the sizes that really changed. The result does
   * not depend on which books were read in which order.
   */
  private regenerateBook(inst: Instrument, tickCount: number): void {
    const book = this.books.get(inst.symbol);
    if (!book) return;
    if (inst.kind === 'option' && inst.deliveryTime <= this.now()) {
      book.setSynthetic([], []);
      return;
    }
    const g = this.geometryOf(inst);
    const epoch = Math.floor((tickCount + g.index) / QUOTE_REFRESH_TICKS);
    const bookStream = deriveSeed(this.bookSeed ^ epoch, g.index);
    const { bid: bestBid, ask: bestAsk, markTicks } = this.quoteTicks(inst, g);
    const spacing = Math.max(1, Math.ceil((markTicks * g.spacingBp) / 10_000));
    const size = (priceTicks: number, sideBit: 0 | 1): Dec => {
      const u = mulberry32(deriveSeed(bookStream, priceTicks * 2 + sideBit))();
      const x = Number((0.1 + u * 4.9).toFixed(4).replace('.', '')); // 4 decimals, scaled by 10^4
      const steps = Math.floor((g.minQtySteps * g.sizeScale * x) / 10_000);
      return Market.cached(g.qtys, Math.max(g.minQtySteps, steps), g.qtyStep);
    };
    const bids: SyntheticLevel[] = [];
    const asks: SyntheticLevel[] = [];
    for (let i = 0; i < SYNTHETIC_LEVELS; i++) {
      const bid = bestBid - spacing * i;
      const ask = bestAsk + spacing * i;
      if (bid >= g.minTicks) bids.push({ price: Market.cached(g.prices, bid, g.tick), qty: size(bid, 0) });
      if (ask <= g.maxTicks) asks.push({ price: Market.cached(g.prices, ask, g.tick), qty: size(ask, 1) });
    }
    book.setSynthetic(bids, asks);
  }

  instrument(symbol: string): Instrument | undefined {
    return this.instruments.get(symbol);
  }

  optionMark(symbol: string): OptionMark | undefined {
    return this.optionMarks.get(symbol);
  }

  /** Mark price: options from the model, perpetuals = index rounded to the tick. */
  markPrice(symbol: string): Dec {
    const inst = this.instruments.get(symbol);
    if (!inst) return new Dec(0);
    if (inst.kind === 'option') return this.optionMarks.get(symbol)?.markPrice ?? new Dec(0);
    return roundToStep(this.index[inst.baseCoin], inst.rules.tickSize);
  }

  /** Last traded price, else the mark. */
  lastPrice(symbol: string): Dec {
    return this.lastTraded.get(symbol) ?? this.markPrice(symbol);
  }

  indexOf(symbol: string): Dec {
    const inst = this.instruments.get(symbol);
    return inst ? this.index[inst.baseCoin] : new Dec(0);
  }

  /** Spec §5: mark + maxBuyFactor × index × max(1, 4|delta|), bounded by the maximum price. */
  maxBuyPrice(inst: OptionInstrument): Dec {
    const m = this.optionMarks.get(inst.symbol);
    const index = this.index[inst.baseCoin];
    // the same mark (one tick) and index object: the figure is unchanged
    if (m?.maxBuy && m.maxBuy.index === index && m.maxBuy.config === inst.config) return m.maxBuy.price;
    const delta = Math.abs(m?.greeks.delta ?? 0);
    const raw = (m?.markPrice ?? new Dec(0)).plus(
      index.multipliedBy(asDec(inst.config.maxBuyFactor)).multipliedBy(fromFloat(Math.max(1, 4 * delta))),
    );
    const price = Dec.min(
      roundToStep(raw, inst.config.tickSize, BigNumber.ROUND_DOWN),
      asDec(inst.config.maxOrderPrice),
    );
    if (m) m.maxBuy = { index, config: inst.config, price };
    return price;
  }

  /** Spec §5: max(minPrice, tick, mark − minSellFactor × index × max(1, 4|delta|)). */
  minSellPrice(inst: OptionInstrument): Dec {
    const m = this.optionMarks.get(inst.symbol);
    const index = this.index[inst.baseCoin];
    if (m?.minSell && m.minSell.index === index && m.minSell.config === inst.config) return m.minSell.price;
    const delta = Math.abs(m?.greeks.delta ?? 0);
    const raw = (m?.markPrice ?? new Dec(0)).minus(
      index.multipliedBy(asDec(inst.config.minSellFactor)).multipliedBy(fromFloat(Math.max(1, 4 * delta))),
    );
    const price = Dec.max(
      asDec(inst.config.minOrderPrice),
      asDec(inst.config.tickSize),
      roundToStep(raw, inst.config.tickSize, BigNumber.ROUND_UP),
    );
    if (m) m.minSell = { index, config: inst.config, price };
    return price;
  }

  /** Protective price for market orders: the max-buy / min-sell price for options, mark ± 20 % otherwise. */
  marketProtectionPrice(inst: Instrument, side: 'Buy' | 'Sell'): Dec {
    if (inst.kind === 'option') return side === 'Buy' ? this.maxBuyPrice(inst) : this.minSellPrice(inst);
    const mark = this.markPrice(inst.symbol);
    const f = side === 'Buy' ? ONE.plus(MARKET_PRICE_FLOAT) : ONE.minus(MARKET_PRICE_FLOAT);
    return roundToStep(mark.multipliedBy(f), inst.rules.tickSize);
  }

  private activitySpec(inst: OptionInstrument): ActivitySpec {
    let spec = this.activitySpecs.get(inst.symbol);
    if (!spec) {
      const step = new Dec(inst.rules.qtyStep);
      spec = {
        symbol: inst.symbol,
        qtyStep: inst.rules.qtyStep,
        minQtySteps: Math.max(1, new Dec(inst.rules.minQty).dividedBy(step).integerValue().toNumber()),
        // USDT options trade a third of their USDC twins
        weight:
          liquidityWeight(Number(inst.strike), Number(COIN_SETUP[inst.baseCoin].initialIndex)) *
          (inst.settleCoin === 'USDT' ? 1 / 3 : 1),
      };
      this.activitySpecs.set(inst.symbol, spec);
    }
    return spec;
  }

  /**
   * A fill on an option: adds `qty` contracts to its 24 h volume and `openInterestChange` (signed)
   * to its open interest. Unknown symbols and other instruments are ignored.
   */
  recordOptionFill(symbol: string, qty: Dec | string, openInterestChange: Dec | string = '0'): void {
    const inst = this.instruments.get(symbol);
    if (inst?.kind !== 'option') return;
    this.activity.record(this.activitySpec(inst), this.now(), qty, openInterestChange);
  }

  optionTicker(inst: OptionInstrument): OptionTicker {
    const m = this.optionMarks.get(inst.symbol);
    const book = this.books.get(inst.symbol);
    const bid = book?.top('Buy') ?? { price: '0', size: '0' };
    const ask = book?.top('Sell') ?? { price: '0', size: '0' };
    const index = this.indexString(inst.baseCoin);
    const w = (m ? m.wire : undefined) ?? {
      markPrice: str(m?.markPrice ?? 0),
      markIv: fixed(fromFloat(m?.markIv ?? 0), 4),
      delta: fixed(fromFloat(m?.greeks.delta ?? 0), 8),
      gamma: fixed(fromFloat(m?.greeks.gamma ?? 0), 8),
      vega: fixed(fromFloat(m?.greeks.vega ?? 0), 8),
      theta: fixed(fromFloat(m?.greeks.theta ?? 0), 8),
    };
    if (m) m.wire = w;
    const activity = this.activity.wire(this.activitySpec(inst), this.now());
    return {
      symbol: inst.symbol,
      indexPrice: index,
      underlyingPrice: index,
      markPrice: w.markPrice,
      markIv: w.markIv,
      delta: w.delta,
      gamma: w.gamma,
      vega: w.vega,
      theta: w.theta,
      bid1Price: bid.price,
      bid1Size: bid.size,
      ask1Price: ask.price,
      ask1Size: ask.size,
      lastPrice: str(this.lastPrice(inst.symbol)),
      openInterest: activity.openInterest,
      volume24h: activity.volume24h,
    };
  }

  private readonly indexStrings = new Map<Coin, { of: Dec; text: string }>();

  /** str(index) of a coin, formatted once per index value */
  private indexString(coin: Coin): string {
    const d = this.index[coin];
    const hit = this.indexStrings.get(coin);
    if (hit && hit.of === d) return hit.text;
    const text = str(d);
    this.indexStrings.set(coin, { of: d, text });
    return text;
  }

  /** Options of a coin; USDC-settled unless `settleCoin` says USDT (the option widgets list USDC options). */
  /** The options of a coin still trading (`includeExpired`: also those past their delivery time). */
  optionsOf(coin: Coin, settleCoin: 'USDC' | 'USDT' = 'USDC', includeExpired = false): OptionInstrument[] {
    const out: OptionInstrument[] = [];
    const now = includeExpired ? -Infinity : this.now();
    for (const inst of this.instruments.values())
      if (inst.kind === 'option' && inst.baseCoin === coin && inst.settleCoin === settleCoin && inst.deliveryTime > now)
        out.push(inst);
    return out;
  }
}
