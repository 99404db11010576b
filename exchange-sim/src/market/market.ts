import type { OptionTicker } from 'shared-core/domain';
import { startingIndex, type Coin } from './coins';
import { buildInstruments, type Instrument, type OptionInstrument, type PerpInstrument } from './instruments';
import { OptionActivity } from './activity';
import { OrderBook } from './book';
import { nextListingBoundary, unlistedFutures, unlistedOptions } from './listing';
import { computeOptionMark, maxBuyPrice, minSellPrice, type OptionMark } from './marks';
import { deriveSeed, mulberry32, normalSource } from './prng';
import { SyntheticLiquidity } from './synthetic';
import { OptionTickers } from './ticker';
import { IndexWalk } from './walk';
import { Dec, ONE, roundToStep } from '../util/decimal';

export { nextListingBoundary } from './listing';
export type { OptionMark } from './marks';
export { QUOTE_REFRESH_TICKS, SYNTHETIC_LEVELS } from './synthetic';
export { MEAN_REVERSION } from './walk';

/** Market-order protection (spec §9: market reference price floats 20 % around the mark). */
export const MARKET_PRICE_FLOAT = '0.2';

/**
 * Everything that moves: index prices (seeded geometric random walk, walk.ts), option marks from
 * Black–Scholes over the smile (marks.ts), perpetual marks (= index), last traded prices, and the
 * books with synthetic liquidity around the mark (synthetic.ts). `step()` advances one tick; the
 * instruments listed follow the clock (listing.ts); tickers in ticker.ts.
 */
export class Market {
  readonly instruments: Map<string, Instrument>;
  readonly books = new Map<string, OrderBook>();
  readonly index = {} as Record<Coin, Dec>;
  readonly lastTraded = new Map<string, Dec>();
  private readonly optionMarks = new Map<string, OptionMark>();
  private readonly walk: IndexWalk;
  private readonly synthetic: SyntheticLiquidity;
  /** the option tickers, with the open interest and 24 h volume of the options (seeded, plus recorded fills) */
  private readonly tickers: OptionTickers;
  tickCount = 0;
  /** Clock time of the last listing pass (`relist`). */
  private listedAt: number;

  /**
   * @param epoch the time the instrument set is built from (expiries, strikes); a persistent
   * store keeps it so a restart serves the same symbols. Default: now().
   */
  constructor(
    seed: number,
    readonly now: () => number,
    readonly epoch: number = now(),
  ) {
    const initial = startingIndex();
    this.walk = new IndexWalk(normalSource(mulberry32(deriveSeed(seed, 0))), this.index, initial);
    this.synthetic = new SyntheticLiquidity(deriveSeed(seed, 1), (symbol) => this.markPrice(symbol), now);
    this.tickers = new OptionTickers(this, new OptionActivity(deriveSeed(seed, 2)));
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

  /** List the futures `buildFutures(at)` names that are not listed yet (listing.ts). Returns them. */
  listFutures(at: number): PerpInstrument[] {
    return this.list(unlistedFutures(this.instruments, at));
  }

  /** List the option expiries `expiriesFor(at)` names that are not listed yet (listing.ts). Returns them. */
  listOptions(at: number): OptionInstrument[] {
    return this.list(unlistedOptions(this.instruments, at));
  }

  private list<T extends Instrument>(added: T[]): T[] {
    for (const i of added) {
      this.instruments.set(i.symbol, i);
      this.books.set(i.symbol, new OrderBook(i.symbol));
    }
    if (added.length) this.refresh();
    return added;
  }

  /** The index levels a restart resumes from (`resumeIndex`), as decimal strings. */
  indexLevels(): Record<Coin, string> {
    return this.walk.levels();
  }

  /**
   * Continue the walk from stored levels (a restart), so marks do not jump back to the starting
   * index and fire triggers or liquidations on the way. A missing or unreadable level is skipped.
   */
  resumeIndex(levels: Readonly<Record<string, unknown>>): void {
    this.walk.resume(levels);
    this.refresh();
  }

  /** One tick of the walk, then marks and synthetic books follow. */
  step(): void {
    this.tickCount++;
    this.walk.step();
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
      this.lastTraded.set(inst.symbol, this.synthetic.houseTradePrice(inst, tick));
    }
  }

  private refresh(): void {
    const now = this.now();
    const tick = this.tickCount;
    for (const inst of this.instruments.values()) {
      if (inst.kind === 'option') {
        // a USDT option has the mark of its USDC twin (same expiry, strike, type; registered first)
        const twin = inst.settleCoin === 'USDT' ? this.optionMarks.get(inst.symbol.slice(0, -5)) : undefined;
        this.optionMarks.set(inst.symbol, twin ?? computeOptionMark(inst, this.index[inst.baseCoin].toNumber(), now));
      }
      // Books are regenerated lazily: on first read or match after this tick (most are never read).
      this.books.get(inst.symbol)?.markStale(() => this.regenerateBook(inst, tick));
    }
  }

  private regenerateBook(inst: Instrument, tickCount: number): void {
    const book = this.books.get(inst.symbol);
    if (book) this.synthetic.regenerate(inst, book, tickCount);
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
    return maxBuyPrice(inst, this.optionMarks.get(inst.symbol), this.index[inst.baseCoin]);
  }

  /** Spec §5: max(minPrice, tick, mark − minSellFactor × index × max(1, 4|delta|)). */
  minSellPrice(inst: OptionInstrument): Dec {
    return minSellPrice(inst, this.optionMarks.get(inst.symbol), this.index[inst.baseCoin]);
  }

  /** Protective price for market orders: the max-buy / min-sell price for options, mark ± 20 % otherwise. */
  marketProtectionPrice(inst: Instrument, side: 'Buy' | 'Sell'): Dec {
    if (inst.kind === 'option') return side === 'Buy' ? this.maxBuyPrice(inst) : this.minSellPrice(inst);
    const mark = this.markPrice(inst.symbol);
    const f = side === 'Buy' ? ONE.plus(MARKET_PRICE_FLOAT) : ONE.minus(MARKET_PRICE_FLOAT);
    return roundToStep(mark.multipliedBy(f), inst.rules.tickSize);
  }

  /**
   * A fill on an option: adds `qty` contracts to its 24 h volume and `openInterestChange` (signed)
   * to its open interest. Unknown symbols and other instruments are ignored.
   */
  recordOptionFill(symbol: string, qty: Dec | string, openInterestChange: Dec | string = '0'): void {
    const inst = this.instruments.get(symbol);
    if (inst?.kind !== 'option') return;
    this.tickers.recordFill(inst, qty, openInterestChange);
  }

  optionTicker(inst: OptionInstrument): OptionTicker {
    return this.tickers.ticker(inst);
  }

  /**
   * The options of a coin still trading (`includeExpired`: also those past their delivery time);
   * USDC-settled unless `settleCoin` says USDT (the option widgets list USDC options).
   */
  optionsOf(coin: Coin, settleCoin: 'USDC' | 'USDT' = 'USDC', includeExpired = false): OptionInstrument[] {
    const out: OptionInstrument[] = [];
    const now = includeExpired ? -Infinity : this.now();
    for (const inst of this.instruments.values())
      if (inst.kind === 'option' && inst.baseCoin === coin && inst.settleCoin === settleCoin && inst.deliveryTime > now)
        out.push(inst);
    return out;
  }
}
