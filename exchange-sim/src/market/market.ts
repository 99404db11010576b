import {
  blackScholesPrice,
  optionGreeks,
  yearsToExpiry,
  type OptionGreeks,
  type OptionTicker,
} from 'shared-core/domain';
import { COINS, COIN_SETUP, type Coin } from './coins';
import { buildInstruments, type Instrument, type OptionInstrument } from './instruments';
import { OrderBook, type SyntheticLevel } from './book';
import { deriveSeed, mulberry32, normalSource } from './prng';
import { smileVol } from './smile';
import { BigNumber, Dec, ONE, fixed, fromFloat, roundToStep, str } from '../util/decimal';

export interface OptionMark {
  markPrice: Dec;
  /** fraction */
  markIv: number;
  /** per contract, buyer's view */
  greeks: OptionGreeks;
  timeYears: number;
}

/** Pull of the log index back to its start level per tick (keeps long runs in a sensible range). */
export const MEAN_REVERSION = 0.001;
export const SYNTHETIC_LEVELS = 5;
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
  private readonly bookRandom: () => number;
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
    this.bookRandom = mulberry32(deriveSeed(seed, 1));
    const initial = {} as Record<Coin, string>;
    for (const coin of COINS) {
      initial[coin] = COIN_SETUP[coin].initialIndex;
      this.logIndex[coin] = Math.log(Number(initial[coin]));
      this.logStart[coin] = this.logIndex[coin];
      this.index[coin] = new Dec(initial[coin]);
    }
    this.instruments = buildInstruments(epoch, initial);
    for (const symbol of this.instruments.keys()) this.books.set(symbol, new OrderBook(symbol));
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
  }

  private refresh(): void {
    const now = this.now();
    for (const inst of this.instruments.values()) {
      if (inst.kind === 'option') this.optionMarks.set(inst.symbol, this.computeOptionMark(inst, now));
      this.regenerateBook(inst);
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

  private regenerateBook(inst: Instrument): void {
    const book = this.books.get(inst.symbol);
    if (!book) return;
    const { tickSize, minPrice, maxPrice, qtyStep, minQty } = inst.rules;
    const mark = this.markPrice(inst.symbol);
    const expired = inst.kind === 'option' && inst.deliveryTime <= this.now();
    if (expired) {
      book.setSynthetic([], []);
      return;
    }
    const tick = new Dec(tickSize);
    const rel = inst.kind === 'option' ? '0.02' : '0.0002';
    const half = Dec.max(tick, roundToStep(mark.multipliedBy(rel), tick, BigNumber.ROUND_UP));
    const spacing = Dec.max(
      tick,
      roundToStep(mark.multipliedBy(inst.kind === 'option' ? '0.01' : '0.0001'), tick, BigNumber.ROUND_UP),
    );
    const sizeScale = new Dec(minQty).multipliedBy(inst.kind === 'option' ? 100 : 500);
    const size = (): Dec => {
      const raw = sizeScale.multipliedBy((0.1 + this.bookRandom() * 4.9).toFixed(4));
      return Dec.max(new Dec(minQty), roundToStep(raw, qtyStep, BigNumber.ROUND_DOWN));
    };
    const bids: SyntheticLevel[] = [];
    const asks: SyntheticLevel[] = [];
    const bestBid = roundToStep(mark.minus(half), tick, BigNumber.ROUND_DOWN);
    // The house never offers at the minimum price, so a bid at minOrderPrice always rests.
    const bestAsk = Dec.max(new Dec(minPrice).multipliedBy(2), roundToStep(mark.plus(half), tick, BigNumber.ROUND_UP));
    for (let i = 0; i < SYNTHETIC_LEVELS; i++) {
      const bidSize = size();
      const askSize = size();
      const bid = bestBid.minus(spacing.multipliedBy(i));
      const ask = bestAsk.plus(spacing.multipliedBy(i));
      if (bid.isGreaterThanOrEqualTo(minPrice)) bids.push({ price: bid, qty: bidSize });
      if (ask.isLessThanOrEqualTo(maxPrice)) asks.push({ price: ask, qty: askSize });
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
    const delta = Math.abs(m?.greeks.delta ?? 0);
    const raw = (m?.markPrice ?? new Dec(0)).plus(
      this.index[inst.baseCoin].multipliedBy(inst.config.maxBuyFactor).multipliedBy(fromFloat(Math.max(1, 4 * delta))),
    );
    return Dec.min(roundToStep(raw, inst.config.tickSize, BigNumber.ROUND_DOWN), new Dec(inst.config.maxOrderPrice));
  }

  /** Spec §5: max(minPrice, tick, mark − minSellFactor × index × max(1, 4|delta|)). */
  minSellPrice(inst: OptionInstrument): Dec {
    const m = this.optionMarks.get(inst.symbol);
    const delta = Math.abs(m?.greeks.delta ?? 0);
    const raw = (m?.markPrice ?? new Dec(0)).minus(
      this.index[inst.baseCoin].multipliedBy(inst.config.minSellFactor).multipliedBy(fromFloat(Math.max(1, 4 * delta))),
    );
    return Dec.max(
      new Dec(inst.config.minOrderPrice),
      new Dec(inst.config.tickSize),
      roundToStep(raw, inst.config.tickSize, BigNumber.ROUND_UP),
    );
  }

  /** Protective price for market orders: the max-buy / min-sell price for options, mark ± 20 % otherwise. */
  marketProtectionPrice(inst: Instrument, side: 'Buy' | 'Sell'): Dec {
    if (inst.kind === 'option') return side === 'Buy' ? this.maxBuyPrice(inst) : this.minSellPrice(inst);
    const mark = this.markPrice(inst.symbol);
    const f = side === 'Buy' ? ONE.plus(MARKET_PRICE_FLOAT) : ONE.minus(MARKET_PRICE_FLOAT);
    return roundToStep(mark.multipliedBy(f), inst.rules.tickSize);
  }

  optionTicker(inst: OptionInstrument): OptionTicker {
    const m = this.optionMarks.get(inst.symbol);
    const book = this.books.get(inst.symbol);
    const bid = book?.top('Buy') ?? { price: '0', size: '0' };
    const ask = book?.top('Sell') ?? { price: '0', size: '0' };
    const index = str(this.index[inst.baseCoin]);
    return {
      symbol: inst.symbol,
      indexPrice: index,
      underlyingPrice: index,
      markPrice: str(m?.markPrice ?? 0),
      markIv: fixed(fromFloat(m?.markIv ?? 0), 4),
      delta: fixed(fromFloat(m?.greeks.delta ?? 0), 8),
      gamma: fixed(fromFloat(m?.greeks.gamma ?? 0), 8),
      vega: fixed(fromFloat(m?.greeks.vega ?? 0), 8),
      theta: fixed(fromFloat(m?.greeks.theta ?? 0), 8),
      bid1Price: bid.price,
      bid1Size: bid.size,
      ask1Price: ask.price,
      ask1Size: ask.size,
      lastPrice: str(this.lastPrice(inst.symbol)),
    };
  }

  optionsOf(coin: Coin): OptionInstrument[] {
    const out: OptionInstrument[] = [];
    for (const inst of this.instruments.values()) if (inst.kind === 'option' && inst.baseCoin === coin) out.push(inst);
    return out;
  }
}
