import { randomUUID } from 'node:crypto';
import { ErrorCode, SimError } from '../../errors';
import type { PerpInstrument } from '../../market/instruments';
import type { OrderRecord } from '../../store/types';
import { Dec, ZERO, isMultipleOf, str } from '../../util/decimal';
import { isHedge, openPosition, perp, type DeskContext } from './context';
import { maxMarketQty, type ContractOrderInput, type Placement } from './placement';

export interface PlacedOrders {
  /** the orders placed, in order (one unless a close was split); never empty */
  orders: OrderRecord[];
  /** true when the order was a market close split into children (placeOrderSplit) */
  split: boolean;
  /** the part of a split close that was not placed (the position keeps it); 0 when all was */
  failedQty: Dec;
  /** why a split close stopped short (the refusing child's message, or the book running out) */
  stopReason?: string;
}

/**
 * Throws 39303 when part of a split close was not placed: the message names the unplaced qty and
 * the symbol, and the answer still carries `result` (what was placed).
 */
export function throwIfSplitFailed(
  symbol: string,
  placed: Pick<PlacedOrders, 'failedQty' | 'stopReason'>,
  result?: unknown,
): void {
  if (placed.failedQty.isGreaterThan(0))
    throw new SimError(
      ErrorCode.SPLIT_ORDER_PARTLY_FAILED,
      `split order: ${str(placed.failedQty)} ${symbol} could not be placed (${placed.stopReason ?? 'refused'})`,
      result,
    );
}

/** Market closes above maxMarketQty, placed as children of at most maxMarketQty each. */
export class SplitClose {
  constructor(
    private readonly ctx: DeskContext,
    private readonly placement: Placement,
  ) {}

  /**
   * Place a contract order as placeOrder does, but split a market order that only reduces
   * (reduceOnly, closeOnTrigger, or the closing side in hedge mode; not conditional) above
   * maxMarketQty, which placeOrder refuses (110011) as it does an opening one: the qty, clamped to
   * the position, goes in children of at most maxMarketQty each (on the lot step, the last the
   * remainder), each placed through placeOrder (validation, matching, fees, pushes, storage: a
   * normal order record) with a common parentOrderId (the caller's, e.g. the conditional order
   * that fired; else a new id that names no order) and one protective price, computed once for
   * the whole close (so a slippage tolerance holds for all of it). A child takes only what the book
   * holds within that price, so every child placed fills completely. The split stops at the first
   * child the book cannot take (nothing is stored for it) or that placeOrder refuses; `failedQty`
   * is then what was not placed, which the position keeps. The first child is always placed:
   * its refusal is thrown (nothing was placed), and with no liquidity at all it is the market
   * order that fills nothing (cancelled, as a single order is) and `failedQty` is the whole qty.
   * FillOrKill: the whole qty must be in the book within the protective price, else 110014.
   */
  placeOrderSplit(userId: number, o: ContractOrderInput): PlacedOrders {
    const inst = perp(this.ctx.market, o.symbol);
    const cap = maxMarketQty(inst);
    const hedgeClose = isHedge(this.ctx.repo, userId) && (o.positionIdx === 1) !== (o.side === 'Buy');
    const reducing = o.reduceOnly || o.closeOnTrigger || hedgeClose;
    if (o.orderType !== 'Market' || o.triggerPrice || !reducing || !o.qty.isGreaterThan(cap))
      return { orders: [this.placement.placeOrder(userId, o)], split: false, failedQty: ZERO };
    if (!isMultipleOf(o.qty, inst.rules.qtyStep))
      throw new SimError(ErrorCode.QTY_INVALID, `qty is not a multiple of lotStep ${inst.rules.qtyStep}`);
    const size = new Dec(this.ctx.repo.getPosition(userId, o.symbol, o.positionIdx)?.size ?? 0);
    // (not isPositive: that is true for 0)
    const opposite = o.side === 'Buy' ? size.isLessThan(0) : size.isGreaterThan(0);
    // nothing to reduce: placeOrder answers as for any reduce-only order (110017)
    const total = opposite ? Dec.min(o.qty, size.abs()) : cap;
    if (total.isLessThanOrEqualTo(cap))
      return { orders: [this.placement.placeOrder(userId, { ...o, qty: total })], split: false, failedQty: ZERO };
    return this.placeChildren(userId, inst, o, total);
  }

  /** The children of a split close of `total`, one after the other, until all is placed or the split stops. */
  private placeChildren(userId: number, inst: PerpInstrument, o: ContractOrderInput, total: Dec): PlacedOrders {
    const cap = maxMarketQty(inst);
    const limit = this.placement.marketLimit(inst, o.side, o.maxSlippageType, o.maxSlippage);
    const book = this.ctx.market.books.get(o.symbol)!;
    const inBook = (qty: Dec): Dec =>
      book.match(o.side, limit, qty, userId, true).reduce((sum, f) => sum.plus(f.qty), ZERO);
    if (o.timeInForce === 'FillOrKill' && inBook(total).isLessThan(total))
      throw new SimError(ErrorCode.CONTRACT_FOK_NOT_FILLED);
    const parentOrderId = o.parentOrderId ?? randomUUID();
    const noLiquidity = `no liquidity left within the market protection price ${str(limit)}`;
    const orders: OrderRecord[] = [];
    let left = total;
    let stopReason: string | undefined;
    while (left.isGreaterThan(0)) {
      const want = Dec.min(left, cap);
      const available = inBook(want);
      if (orders.length > 0 && available.isZero()) {
        stopReason = noLiquidity;
        break;
      }
      // (less than minQty in the book: the child asks for all it wants and takes what is there)
      const qty = available.isGreaterThanOrEqualTo(inst.rules.minQty) ? available : want;
      let child: OrderRecord;
      try {
        child = this.placement.placeOrder(userId, { ...o, qty, parentOrderId, protectionPrice: limit });
      } catch (e) {
        if (!(e instanceof SimError) || orders.length === 0) throw e;
        stopReason = e.message;
        break;
      }
      orders.push(child);
      const filled = new Dec(child.cumExecQty);
      left = left.minus(filled);
      if (filled.isLessThan(qty)) {
        stopReason = noLiquidity;
        break;
      }
    }
    return { orders, split: true, failedQty: left, stopReason };
  }

  /**
   * Close (part of) a position with a reduce-only order; swallows "nothing to close". A market
   * close above maxMarketQty is split (placeOrderSplit): what the book cannot take stays open, and
   * a trigger's caller puts the trigger back on it (`rearm`); the children's `user.order` pushes
   * and the position push show what was closed. Returns the first order placed.
   */
  closeMarket(
    userId: number,
    symbol: string,
    qty: Dec | undefined,
    createType: string,
    stopOrderType: string,
    limitPrice?: Dec,
    positionIdx: 0 | 1 | 2 = 0,
  ): OrderRecord | undefined {
    const p = openPosition(this.ctx.repo, userId, symbol, positionIdx);
    if (!p) return undefined;
    const size = new Dec(p.size);
    const q = Dec.min(qty ?? size.abs(), size.abs());
    try {
      return this.placeOrderSplit(userId, {
        symbol,
        side: size.isPositive() ? 'Sell' : 'Buy',
        orderType: limitPrice ? 'Limit' : 'Market',
        price: limitPrice,
        qty: q,
        timeInForce: limitPrice ? 'GoodTillCancel' : 'ImmediateOrCancel',
        reduceOnly: true,
        closeOnTrigger: true,
        positionIdx,
        createType,
        stopOrderType,
      }).orders[0];
    } catch (e) {
      if (e instanceof SimError) return undefined;
      throw e;
    }
  }
}
