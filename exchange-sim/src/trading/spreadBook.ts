import { ErrorCode, SimError } from '../errors';
import type { Market } from '../market/market';
import { type Dec, roundToStep, str } from '../util/decimal';

/**
 * Futures-spread orders (order-panel.md §3 futures-spread row): a spread instrument has two legs,
 * a USDT future (Futures) and the coin's spot pair (Spot). Buying the spread buys the future and
 * sells the spot; selling it does the opposite. Resting only (no matching): the panel lists,
 * and cancels them. Kept in memory per running simulator (a restart or reset forgets them).
 */

export type LegProductType = 'Futures' | 'Spot';
export type SpreadSide = 'Buy' | 'Sell';

export interface SpreadInstrument {
  symbol: string;
  baseCoin: string;
  legSymbol1: string;
  legProductType1: LegProductType;
  legSymbol2: string;
  legProductType2: LegProductType;
  tickSize: string;
  qtyStep: string;
}

export interface SpreadOrder {
  orderId: string;
  symbol: string;
  baseCoin: string;
  side: SpreadSide;
  price: string;
  qty: string;
  orderStatus: 'New' | 'Cancelled';
  legSide1: SpreadSide;
  legSide2: SpreadSide;
  legSymbol1: string;
  legSymbol2: string;
  legProductType1: LegProductType;
  legProductType2: LegProductType;
  createdTime: string;
  updatedTime: string;
}

/** At most this many open spread orders per account. */
export const SPREAD_OPEN_MAX = 50;
const SPREAD_COINS = ['BTC', 'ETH'] as const;

const opposite = (s: SpreadSide): SpreadSide => (s === 'Buy' ? 'Sell' : 'Buy');

export class SpreadBook {
  private readonly orders = new Map<number, SpreadOrder[]>();
  private seq = 0;

  constructor(
    private readonly market: Market,
    private readonly now: () => number = Date.now,
  ) {}

  /** One spread per coin: its farthest USDT future against its spot pair. */
  instruments(): SpreadInstrument[] {
    const at = this.now();
    const out: SpreadInstrument[] = [];
    for (const coin of SPREAD_COINS) {
      const future = [...this.market.instruments.values()]
        .filter(
          (i) => i.kind === 'linear' && i.baseCoin === coin && i.deliveryTime !== undefined && i.deliveryTime > at,
        )
        .sort((a, b) => (b.deliveryTime ?? 0) - (a.deliveryTime ?? 0))[0];
      if (!future) continue;
      out.push({
        symbol: `${future.symbol}_${coin}USDT`,
        baseCoin: coin,
        legSymbol1: future.symbol,
        legProductType1: 'Futures',
        legSymbol2: `${coin}USDT`,
        legProductType2: 'Spot',
        tickSize: '0.1',
        qtyStep: '0.001',
      });
    }
    return out;
  }

  create(userId: number, input: { symbol: string; side: SpreadSide; price: Dec; qty: Dec }): SpreadOrder {
    const inst = this.instruments().find((i) => i.symbol === input.symbol);
    if (!inst) throw new SimError(ErrorCode.PARAMS, `symbol: not a futures-spread instrument`);
    const list = this.orders.get(userId) ?? [];
    if (list.filter((o) => o.orderStatus === 'New').length >= SPREAD_OPEN_MAX)
      throw new SimError(ErrorCode.PARAMS, `at most ${SPREAD_OPEN_MAX} open spread orders`);
    const price = roundToStep(input.price, inst.tickSize);
    const qty = roundToStep(input.qty, inst.qtyStep);
    if (qty.isLessThanOrEqualTo(0)) throw new SimError(ErrorCode.PARAMS, `qty: at least ${inst.qtyStep}`);
    this.seq += 1;
    const t = String(this.now());
    const order: SpreadOrder = {
      orderId: `spread-${userId}-${this.seq}`,
      symbol: inst.symbol,
      baseCoin: inst.baseCoin,
      side: input.side,
      price: str(price),
      qty: str(qty),
      orderStatus: 'New',
      legSide1: input.side,
      legSide2: opposite(input.side),
      legSymbol1: inst.legSymbol1,
      legSymbol2: inst.legSymbol2,
      legProductType1: inst.legProductType1,
      legProductType2: inst.legProductType2,
      createdTime: t,
      updatedTime: t,
    };
    this.orders.set(userId, [...list, order]);
    return order;
  }

  open(userId: number): SpreadOrder[] {
    return (this.orders.get(userId) ?? []).filter((o) => o.orderStatus === 'New');
  }

  /** Cancels the open orders of `symbol` (the spread or either leg), or every one; returns those cancelled. */
  cancelAll(userId: number, symbol?: string): SpreadOrder[] {
    const t = String(this.now());
    const cancelled: SpreadOrder[] = [];
    const list = (this.orders.get(userId) ?? []).map((o) => {
      const matches = !symbol || o.symbol === symbol || o.legSymbol1 === symbol || o.legSymbol2 === symbol;
      if (o.orderStatus !== 'New' || !matches) return o;
      const c: SpreadOrder = { ...o, orderStatus: 'Cancelled', updatedTime: t };
      cancelled.push(c);
      return c;
    });
    this.orders.set(userId, list);
    return cancelled;
  }

  clear(): void {
    this.orders.clear();
  }
}
