import type { Instrument } from './instruments';
import type { OrderBook, SyntheticLevel } from './book';
import { deriveSeed, mulberry32 } from './prng';
import { Dec } from '../util/decimal';

export const SYNTHETIC_LEVELS = 5;
/** The house re-quotes the size at an unchanged price level every this many ticks (see `regenerate`). */
export const QUOTE_REFRESH_TICKS = 20;
/** PRNG stream offset of the house trades (apart from the book streams of the same tick). */
const HOUSE_TRADE_STREAM = 0x4854;

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

/**
 * The house's liquidity around the mark: the synthetic levels of every book, and the price the
 * house trades at on each tick. Seeded by (seed, instrument, tick) alone.
 */
export class SyntheticLiquidity {
  private readonly geometry = new Map<string, BookGeometry>();

  /**
   * @param bookSeed seed of the book and house-trade streams
   * @param markPrice the instrument's current mark
   */
  constructor(
    private readonly bookSeed: number,
    private readonly markPrice: (symbol: string) => Dec,
    private readonly now: () => number,
  ) {}

  /**
   * The price of the house trade of `inst` on tick `tick`: its best bid or best ask (a seeded coin
   * flip per tick and instrument; the other side when that one has no level).
   */
  houseTradePrice(inst: Instrument, tick: number): Dec {
    const g = this.geometryOf(inst);
    const q = this.quoteTicks(inst, g);
    const buyerAggressed = mulberry32(deriveSeed(this.bookSeed ^ tick, g.index + HOUSE_TRADE_STREAM))() < 0.5;
    const ticks = (buyerAggressed && q.ask <= g.maxTicks) || q.bid < g.minTicks ? q.ask : q.bid;
    return cached(g.prices, ticks, g.tick);
  }

  /**
   * Synthetic liquidity around the mark: 5 levels a side, best bid/ask at mark ∓ 2 % (perpetuals
   * 0.02 %, at least one tick), spaced 1 % (0.01 %). Computed in integer ticks and lot steps (exact:
   * every price is a multiple of the tick). A level's size is seeded by (seed, instrument, side,
   * price, quote epoch): the house re-quotes a price's size every QUOTE_REFRESH_TICKS ticks (staggered
   * per instrument), so a level that stays put keeps its size between ticks, the way a market maker's
   * quote does, and the tickers' row deltas carry only the sizes that really changed. The result does
   * not depend on which books were read in which order. An expired option's book is empty.
   */
  regenerate(inst: Instrument, book: OrderBook, tickCount: number): void {
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
      return cached(g.qtys, Math.max(g.minQtySteps, steps), g.qtyStep);
    };
    const bids: SyntheticLevel[] = [];
    const asks: SyntheticLevel[] = [];
    for (let i = 0; i < SYNTHETIC_LEVELS; i++) {
      const bid = bestBid - spacing * i;
      const ask = bestAsk + spacing * i;
      if (bid >= g.minTicks) bids.push({ price: cached(g.prices, bid, g.tick), qty: size(bid, 0) });
      if (ask <= g.maxTicks) asks.push({ price: cached(g.prices, ask, g.tick), qty: size(ask, 1) });
    }
    book.setSynthetic(bids, asks);
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
}

/** `unit × n`, from (and into) `cache` (cleared when it grows past 4096 values). */
function cached(cache: Map<number, Dec>, n: number, unit: Dec): Dec {
  let d = cache.get(n);
  if (!d) {
    if (cache.size > 4096) cache.clear();
    d = unit.multipliedBy(n);
    cache.set(n, d);
  }
  return d;
}
