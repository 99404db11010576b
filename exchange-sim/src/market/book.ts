import { Dec, ZERO, str } from '../util/decimal';
import type { DepthLevel } from 'shared-core/domain';

/**
 * One price-time ordered book per instrument: synthetic liquidity (the house market maker, no
 * account) plus resting user orders. Entries are sorted best price first, then by `seq` (arrival
 * order); synthetic levels get a fresh seq when regenerated, so user orders resting before the
 * regeneration keep priority at the same price.
 */
export type BookSide = 'Buy' | 'Sell';

export interface BookEntry {
  price: Dec;
  qty: Dec;
  seq: number;
  /** undefined = synthetic liquidity */
  orderId?: string;
  userId?: number;
}

export interface Fill {
  price: Dec;
  qty: Dec;
  makerOrderId?: string;
  makerUserId?: number;
}

export interface SyntheticLevel {
  price: Dec;
  qty: Dec;
}

let globalSeq = 0;
export const nextBookSeq = (): number => ++globalSeq;
/** After loading stored orders: never hand out a seq at or below `seq`. */
export const bumpBookSeq = (seq: number): void => {
  if (seq > globalSeq) globalSeq = seq;
};

function better(side: BookSide, a: Dec, b: Dec): number {
  // negative when a has priority over b
  const c = a.comparedTo(b) ?? 0;
  return side === 'Buy' ? -c : c;
}

export class OrderBook {
  /** bids: highest first */
  readonly bids: BookEntry[] = [];
  /** asks: lowest first */
  readonly asks: BookEntry[] = [];

  constructor(readonly symbol: string) {}

  private sideOf(side: BookSide): BookEntry[] {
    return side === 'Buy' ? this.bids : this.asks;
  }

  private insert(side: BookSide, entry: BookEntry): void {
    const list = this.sideOf(side);
    let i = list.length;
    while (i > 0) {
      const prev = list[i - 1]!;
      const c = better(side, entry.price, prev.price);
      if (c < 0 || (c === 0 && entry.seq < prev.seq)) i--;
      else break;
    }
    list.splice(i, 0, entry);
  }

  /** Replace all synthetic liquidity of both sides. */
  setSynthetic(bids: SyntheticLevel[], asks: SyntheticLevel[]): void {
    for (const [side, levels] of [
      ['Buy', bids],
      ['Sell', asks],
    ] as const) {
      const list = this.sideOf(side);
      const kept = list.filter((e) => e.orderId !== undefined);
      list.length = 0;
      list.push(...kept);
      for (const l of levels)
        if (l.qty.isGreaterThan(0)) this.insert(side, { price: l.price, qty: l.qty, seq: nextBookSeq() });
    }
  }

  addOrder(side: BookSide, orderId: string, userId: number, price: Dec, qty: Dec, seq = nextBookSeq()): void {
    this.insert(side, { price, qty, seq, orderId, userId });
  }

  removeOrder(orderId: string): boolean {
    for (const list of [this.bids, this.asks]) {
      const i = list.findIndex((e) => e.orderId === orderId);
      if (i >= 0) {
        list.splice(i, 1);
        return true;
      }
    }
    return false;
  }

  /** Remove every user order (reset). */
  clearOrders(): void {
    for (const list of [this.bids, this.asks]) {
      const kept = list.filter((e) => e.orderId === undefined);
      list.length = 0;
      list.push(...kept);
    }
  }

  /** Best price on a side (any owner), or null. */
  best(side: BookSide): Dec | null {
    return this.sideOf(side)[0]?.price ?? null;
  }

  /** Would a `takerSide` order at `limit` cross anything resting on the other side? */
  wouldCross(takerSide: BookSide, limit: Dec): boolean {
    const best = this.best(takerSide === 'Buy' ? 'Sell' : 'Buy');
    if (!best) return false;
    return takerSide === 'Buy' ? best.isLessThanOrEqualTo(limit) : best.isGreaterThanOrEqualTo(limit);
  }

  /**
   * Match a taker against the opposite side in price-time order. `limit` null = market (no
   * price limit; callers pass a protective price instead). Own resting orders of `takerUserId`
   * are skipped (self-trade prevention: the resting order stays). With `dryRun` nothing changes.
   */
  match(takerSide: BookSide, limit: Dec | null, qty: Dec, takerUserId: number, dryRun: boolean): Fill[] {
    const list = this.sideOf(takerSide === 'Buy' ? 'Sell' : 'Buy');
    const fills: Fill[] = [];
    let remaining = qty;
    for (let i = 0; i < list.length && remaining.isGreaterThan(0);) {
      const e = list[i]!;
      const crosses =
        limit === null ||
        (takerSide === 'Buy' ? e.price.isLessThanOrEqualTo(limit) : e.price.isGreaterThanOrEqualTo(limit));
      if (!crosses) break;
      if (e.userId === takerUserId) {
        i++;
        continue;
      }
      const take = Dec.min(remaining, e.qty);
      fills.push({ price: e.price, qty: take, makerOrderId: e.orderId, makerUserId: e.userId });
      remaining = remaining.minus(take);
      if (!dryRun) {
        e.qty = e.qty.minus(take);
        if (e.qty.isZero()) {
          list.splice(i, 1);
          continue;
        }
      }
      i++;
    }
    return fills;
  }

  /** Aggregated depth, best first. */
  depth(levels = 25): { bids: DepthLevel[]; asks: DepthLevel[] } {
    const agg = (list: BookEntry[]): DepthLevel[] => {
      const out: { price: Dec; qty: Dec }[] = [];
      for (const e of list) {
        const last = out[out.length - 1];
        if (last && last.price.isEqualTo(e.price)) last.qty = last.qty.plus(e.qty);
        else if (out.length < levels) out.push({ price: e.price, qty: e.qty });
        else break;
      }
      return out.map((l) => ({ price: str(l.price), totalQty: str(l.qty) }));
    };
    return { bids: agg(this.bids), asks: agg(this.asks) };
  }

  top(side: BookSide): { price: string; size: string } {
    const d = this.sideOf(side);
    const first = d[0];
    if (!first) return { price: '0', size: '0' };
    let size = ZERO;
    for (const e of d) {
      if (!e.price.isEqualTo(first.price)) break;
      size = size.plus(e.qty);
    }
    return { price: str(first.price), size: str(size) };
  }
}
