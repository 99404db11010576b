import type { OrderSide } from 'shared-core/domain';
import type { OrderRecord } from '../../store/types';
import { Dec, ZERO, str } from '../../util/decimal';
import type { Cancellation } from './cancel';
import type { EngineContext } from './context';
import { SCENE, type Notifier } from './notifications';

/** Reduce-only upkeep: a position's resting reduce-only orders never add up to more than it holds. */
export class ReduceOnlyUpkeep {
  constructor(
    private readonly ctx: EngineContext,
    private readonly notifier: Notifier,
    private readonly cancels: Cancellation,
  ) {}

  /** depth of nested `batchFills` calls */
  private fillBatch = 0;
  /** positions changed inside the current batch (user|symbol|idx) */
  private readonly changedInBatch = new Map<string, { userId: number; symbol: string; positionIdx: 0 | 1 | 2 }>();

  /**
   * Run one matching round (`fn` settles a taker's fills and its makers') with the reduce-only
   * trims of the positions it changes deferred to its end: the taker's own remaining fills are
   * already matched, so they must not be trimmed away between two of its fills.
   */
  batchFills<T>(fn: () => T): T {
    this.fillBatch++;
    try {
      return fn();
    } finally {
      this.fillBatch--;
      if (this.fillBatch === 0) {
        const due = [...this.changedInBatch.values()];
        this.changedInBatch.clear();
        for (const c of due) this.trimReduceOnly(c.userId, c.symbol, c.positionIdx);
      }
    }
  }

  /** A position changed: trim its reduce-only orders now, or at the end of the current batch. */
  afterPositionChange(userId: number, symbol: string, positionIdx: 0 | 1 | 2): void {
    if (this.fillBatch > 0)
      this.changedInBatch.set(`${userId}|${symbol}|${positionIdx}`, { userId, symbol, positionIdx });
    else this.trimReduceOnly(userId, symbol, positionIdx);
  }

  /**
   * Reduce-only orders never outlive their position: the user's resting (New / PartiallyFilled)
   * reduce-only orders of a contract position (hedge mode: of that positionIdx) may leave at most
   * |size| on the closing side. Oldest keep theirs; the newest are cut first — reduced to what is
   * left (qty = filled + left, the book entry keeps its time priority; `user.order` scene
   * `replaced`) or cancelled when nothing is left (`cancelType: CancelByReduceOnly`). Orders on
   * the opening side (the position is flat or flipped) are all cancelled. Untriggered
   * conditional orders are left alone (they are clamped when they fire).
   */
  trimReduceOnly(userId: number, symbol: string, positionIdx: 0 | 1 | 2): void {
    const { repo, market } = this.ctx;
    const inst = market.instrument(symbol);
    if (!inst || inst.kind === 'option') return;
    const resting = repo
      .listOrders(userId, { open: true, symbol })
      .filter(
        (o) =>
          o.reduceOnly &&
          (o.positionIdx ?? 0) === positionIdx &&
          (o.orderStatus === 'New' || o.orderStatus === 'PartiallyFilled'),
      );
    if (resting.length === 0) return;
    resting.sort((a, b) => a.createdAt - b.createdAt || a.bookSeq - b.bookSeq);
    const size = new Dec(repo.getPosition(userId, symbol, positionIdx)?.size ?? 0);
    const closingSide: OrderSide | undefined = size.isPositive() ? 'Sell' : size.isNegative() ? 'Buy' : undefined;
    let left = size.abs();
    for (const o of resting) {
      const leaves = new Dec(o.leavesQty);
      const keep = o.side === closingSide ? Dec.min(leaves, left) : ZERO;
      left = left.minus(keep);
      if (!keep.isEqualTo(leaves)) this.cutTo(o, keep);
    }
  }

  /** Cut a resting reduce-only order to `keep` (cancelled at 0), keeping its place in the book. */
  private cutTo(o: OrderRecord, keep: Dec): void {
    const book = this.ctx.market.books.get(o.symbol);
    if (keep.isZero()) {
      book?.removeOrder(o.orderId);
      this.cancels.finishCancel(o, 'CancelByReduceOnly');
      return;
    }
    const updated: OrderRecord = {
      ...o,
      qty: str(new Dec(o.cumExecQty).plus(keep)),
      leavesQty: str(keep),
      updatedAt: this.ctx.now(),
    };
    this.ctx.repo.putOrder(updated);
    // only the qty shrinks: the entry stays where it is (time priority kept)
    book?.setQty(o.side, o.orderId, keep);
    this.notifier.emitOrder(updated, SCENE.replaced);
  }
}
