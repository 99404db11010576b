import type { OrderRecord } from '../store/types';
import { Dec } from '../util/decimal';
import type { TriggerBy } from './triggerRules';

/** One untriggered conditional order in a stop book. */
interface StopEntry {
  orderId: string;
  trigger: Dec;
}

/**
 * The conditional orders of one symbol, trigger kind and direction, those nearest to firing
 * first: a rise (1) ascending by trigger, a fall (2) descending, so the orders a price crosses are
 * a prefix.
 */
interface StopBook {
  symbol: string;
  by: TriggerBy;
  rise: boolean;
  entries: StopEntry[];
}

const crossedAt = (book: StopBook, e: StopEntry, price: Dec): boolean =>
  book.rise ? price.isGreaterThanOrEqualTo(e.trigger) : price.isLessThanOrEqualTo(e.trigger);

/**
 * Untriggered conditional orders by price: one sorted book per symbol, trigger kind (last, index,
 * mark) and direction (rise / fall; the direction decides which way an order fires, not its side),
 * so a tick finds the crossed orders without looking at the others. An index over the store, fed
 * by `track` with every order change the engine announces (and `rebuild` after a load): the store
 * stays the truth, and the trigger loop re-checks each order it gets from here.
 */
export class StopBooks {
  private readonly books = new Map<string, StopBook>();
  /** orderId → the key of the book holding it */
  private readonly bookOf = new Map<string, string>();

  get size(): number {
    return this.bookOf.size;
  }

  /** Follow an order change: an Untriggered order is (re)filed at its trigger, any other leaves. */
  track(o: OrderRecord): void {
    this.remove(o.orderId);
    if (o.orderStatus !== 'Untriggered') return;
    // (as the trigger rules read them: no kind is the last price, no direction a fall)
    const by = o.triggerBy ?? 'LastPrice';
    const rise = o.triggerDirection === 1;
    const key = `${o.symbol}|${by}|${rise ? 1 : 2}`;
    let book = this.books.get(key);
    if (!book) this.books.set(key, (book = { symbol: o.symbol, by, rise, entries: [] }));
    const entry = { orderId: o.orderId, trigger: new Dec(o.triggerPrice ?? 0) };
    // after the entries at the same trigger (binary search for the first one further away)
    let lo = 0;
    let hi = book.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const c = book.entries[mid]!.trigger.comparedTo(entry.trigger) ?? 0;
      if (rise ? c <= 0 : c >= 0) lo = mid + 1;
      else hi = mid;
    }
    book.entries.splice(lo, 0, entry);
    this.bookOf.set(o.orderId, key);
  }

  remove(orderId: string): void {
    const key = this.bookOf.get(orderId);
    if (key === undefined) return;
    this.bookOf.delete(orderId);
    const book = this.books.get(key)!;
    const i = book.entries.findIndex((e) => e.orderId === orderId);
    if (i >= 0) book.entries.splice(i, 1);
    if (book.entries.length === 0) this.books.delete(key);
  }

  clear(): void {
    this.books.clear();
    this.bookOf.clear();
  }

  /** Index `orders` afresh (after a store was loaded). */
  rebuild(orders: Iterable<OrderRecord>): void {
    this.clear();
    for (const o of orders) this.track(o);
  }

  /**
   * The orders whose trigger the current prices have crossed. `priceOf` gives the price of a
   * symbol's trigger kind, or undefined for a symbol that has no trigger prices (its orders are skipped).
   */
  crossed(priceOf: (symbol: string, by: TriggerBy) => Dec | undefined): string[] {
    const out: string[] = [];
    for (const book of this.books.values()) {
      const price = priceOf(book.symbol, book.by);
      if (price === undefined) continue;
      for (const e of book.entries) {
        if (!crossedAt(book, e, price)) break;
        out.push(e.orderId);
      }
    }
    return out;
  }
}
