import type { BookEntry, OrderBook } from '../../market/book';
import { bumpBookSeq } from '../../market/book';
import { Dec } from '../../util/decimal';
import type { StopBooks } from '../stopBook';
import type { EngineContext } from './context';
import type { Settlement } from './settlement';

/** The user orders in the books: restored after a load, cleared on reset, filled when the house quotes cross them. */
export class Books {
  constructor(
    private readonly ctx: EngineContext,
    private readonly settlement: Settlement,
    private readonly stops: StopBooks,
  ) {}

  /** After loading a store: put every open resting order back into its book, in stored priority, and every conditional one into its stop book. */
  restoreBooks(): void {
    const open = this.ctx.repo.listOpenOrders().sort((a, b) => a.bookSeq - b.bookSeq);
    this.stops.rebuild(open);
    for (const o of open) {
      bumpBookSeq(o.bookSeq);
      if (o.orderStatus === 'Untriggered' || o.orderType !== 'Limit') continue;
      this.ctx.market.books
        .get(o.symbol)
        ?.addOrder(o.side, o.orderId, o.userId, new Dec(o.price), new Dec(o.leavesQty), o.bookSeq);
    }
  }

  /** Reset: take every user order out of the books. */
  clearBooks(): void {
    for (const b of this.ctx.market.books.values()) b.clearOrders();
    this.stops.clear();
    this.ctx.market.lastTraded.clear();
  }

  /**
   * After the synthetic liquidity moved: resting user orders that the new synthetic quotes cross
   * are filled at the user's price (the user is the maker; the house takes).
   */
  sweepCrossedBooks(): void {
    for (const book of this.ctx.market.books.values()) if (book.hasUserOrders()) this.sweep(book);
  }

  private sweep(book: OrderBook): void {
    for (let guard = 0; guard < 100; guard++) {
      const bid: BookEntry | undefined = book.bids[0];
      const ask: BookEntry | undefined = book.asks[0];
      if (!bid || !ask || bid.price.isLessThan(ask.price)) break;
      const user = bid.orderId && !ask.orderId ? bid : ask.orderId && !bid.orderId ? ask : undefined;
      const house = user === bid ? ask : bid;
      if (!user || !user.orderId) break;
      const qty = Dec.min(user.qty, house.qty);
      user.qty = user.qty.minus(qty);
      house.qty = house.qty.minus(qty);
      if (user.qty.isZero()) book.removeOrder(user.orderId);
      if (house.qty.isZero()) (house === bid ? book.bids : book.asks).shift();
      this.settlement.settleFill(user.orderId, { price: user.price, qty }, true);
    }
  }
}
