import {
  RESTING_ORDER_STATUSES,
  blackScholesPrice,
  closeOpenSplit,
  openMarginPerContract,
  optionFeePerContract,
  optionPriceDeviation,
  requiredOptionMargin,
  shortInitialMargin,
  type CloseOpenPolicy,
  type OptionOrderResult,
  type OrderSide,
} from 'shared-core/domain';
import { ERROR_MESSAGES, ErrorCode, SimError } from '../../errors';
import type { Fill, OrderBook } from '../../market/book';
import { nextBookSeq } from '../../market/book';
import type { Instrument, OptionInstrument } from '../../market/instruments';
import { isContractCreateAnswer, type OrderRecord } from '../../store/types';
import { BigNumber, Dec, ZERO, asDec, fromFloat, money, roundToStep, str } from '../../util/decimal';
import { newOrderRecord } from '../newOrder';
import { positionInitialMargin } from '../positions';
import { RISK } from '../risk';
import { validateOptionOrder, type ValidOrder } from '../validation';
import type { Cancellation } from './cancel';
import type { EngineContext } from './context';
import type { MarginAccount } from './marginAccount';
import { SCENE, type Notifier } from './notifications';
import type { Settlement } from './settlement';

type OptionOrder = ValidOrder & { inst: OptionInstrument };

/** The reserve per contract of `required` over `qty` contracts (rounded up to 1e-8; 0 for none). */
export const reservePerContract = (required: Dec, qty: Dec): string =>
  qty.isZero() ? '0' : str(required.dividedBy(qty).decimalPlaces(8, BigNumber.ROUND_UP));

/**
 * The simulator's close/open split policy (shared-core closeOpenSplit): the user's open orders of
 * the symbol resting on the book (not Untriggered), by leaves quantity, but `excludeOrderId`; an
 * order without a known price covers nothing.
 */
function simPolicy(excludeOrderId: string | undefined): CloseOpenPolicy<OrderRecord> {
  return {
    counts: (r) => r.orderId !== excludeOrderId && RESTING_ORDER_STATUSES.has(r.orderStatus),
    side: (r) => r.side,
    price: (r) => asDec(r.price),
    leavesQty: (r) => asDec(r.leavesQty),
    unpricedCovers: 'none',
  };
}

/** Option orders: the batch place, their margin (spec §9), matching, IV re-pricing and seeding. */
export class OptionOrders {
  constructor(
    private readonly ctx: EngineContext,
    private readonly margin: MarginAccount,
    private readonly settlement: Settlement,
    private readonly cancels: Cancellation,
    private readonly notifier: Notifier,
    /** the price deviation check for orders that do not say (TradingEngine.priceDeviationCheck) */
    private readonly deviationCheckByDefault: () => boolean,
  ) {}

  placeOptionOrders(userId: number, requests: readonly unknown[]): OptionOrderResult[] {
    return requests.map((r) => this.placeOptionOrder(userId, r));
  }

  /** One order of a batch. Never throws for bad input: failures come back as errorCode. */
  placeOptionOrder(userId: number, raw: unknown): OptionOrderResult {
    const key = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>).outRequestId : undefined;
    if (typeof key === 'string') {
      const previous = this.ctx.repo.getIdempotent(userId, key);
      if (previous && !isContractCreateAnswer(previous)) return previous;
    }
    const v = validateOptionOrder(raw, {
      instrument: (s) => this.ctx.market.instrument(s),
      now: this.ctx.now,
      priceFromIv: (inst, iv) => this.priceFromIv(inst, iv),
    });
    if (!v.ok) return failure(v.code, v.symbol);
    try {
      const order = this.execute(userId, v.order);
      const result: OptionOrderResult = {
        errorCode: 0,
        errorMsg: 'OK',
        extMap: {},
        symbol: order.symbol,
        orderId: order.orderId,
        orderLinkId: order.orderLinkId,
      };
      this.ctx.repo.putIdempotent(userId, v.order.outRequestId, result);
      return result;
    } catch (e) {
      if (e instanceof SimError) return failure(e.code, v.order.symbol);
      throw e;
    }
  }

  private priceFromIv(inst: Instrument, iv: Dec): Dec {
    if (inst.kind !== 'option') return ZERO;
    const mark = this.ctx.market.optionMark(inst.symbol);
    const spot = this.ctx.market.index[inst.baseCoin].toNumber();
    const price = blackScholesPrice(
      spot,
      Number(inst.strike),
      mark?.timeYears ?? 0,
      iv.toNumber(),
      inst.optionType === 'C',
    );
    return Dec.max(new Dec(inst.config.minOrderPrice), roundToStep(fromFloat(price), inst.config.tickSize));
  }

  /**
   * Quantity of this order at `price` that closes an existing opposite position not already being
   * closed (option entry §4 margin order kind; shared-core closeOpenSplit): the user's resting
   * orders on the same side at an equal or better price (buys at or above, sells at or below; they
   * fill first) cover the position first; worse-priced ones do not. A market order is judged at the
   * worst price it fills at; `price` null (no price known) is never covered. `excludeOrderId` (an
   * order being re-priced, or the order itself) does not cover.
   */
  closingQty(
    userId: number,
    o: Pick<ValidOrder, 'symbol' | 'side' | 'qty'>,
    price: Dec | null,
    excludeOrderId?: string,
  ): Dec {
    const { repo } = this.ctx;
    const rec = repo.getPosition(userId, o.symbol);
    const size = rec ? new Dec(rec.size) : null;
    const resting = repo.listOrders(userId, { open: true, symbol: o.symbol });
    return closeOpenSplit(o.side, o.qty, price, size, resting, simPolicy(excludeOrderId)).closeQty;
  }

  /**
   * Margin needed for `qty` at `price` (spec §9): shared-core requiredOptionMargin, the formula the
   * option entry shows. A close buy releases the position's IM share (§9 "based on position
   * margin"); the simulator's position IM is the short IM at the current market.
   */
  private requiredMargin(
    userId: number,
    o: Pick<ValidOrder, 'symbol' | 'side' | 'qty'> & { inst: OptionInstrument },
    price: Dec,
    qty: Dec,
    excludeOrderId?: string,
  ): Dec {
    const { market, repo } = this.ctx;
    const index = market.index[o.inst.baseCoin];
    const mark = market.markPrice(o.symbol);
    const closeQty = Dec.min(qty, this.closingQty(userId, o, price, excludeOrderId));
    const rec = repo.getPosition(userId, o.symbol);
    const m = requiredOptionMargin(RISK, {
      side: o.side,
      price,
      openQty: qty.minus(closeQty),
      closeQty,
      index,
      mark,
      strike: asDec(o.inst.strike),
      kind: o.inst.optionType,
      positionIm: rec ? positionInitialMargin(rec, o.inst, mark, index) : null,
      positionSize: rec ? new Dec(rec.size) : null,
    });
    return money(m.required);
  }

  private execute(userId: number, valid: ValidOrder): OrderRecord {
    const inst = valid.inst;
    if (inst.kind !== 'option') throw new SimError(ErrorCode.UNKNOWN_SYMBOL);
    const book = this.ctx.market.books.get(valid.symbol);
    if (!book) throw new SimError(ErrorCode.UNKNOWN_SYMBOL);
    const o = this.clampReduceOnly(userId, { ...valid, inst });
    this.checkPrice(o, book);
    const matchLimit = o.price ?? this.ctx.market.marketProtectionPrice(inst, o.side);
    const preview = book.match(o.side, matchLimit, o.qty, userId, true);
    const previewQty = preview.reduce((s, f) => s.plus(f.qty), ZERO);
    if (o.timeInForce === 'FillOrKill' && previewQty.isLessThan(o.qty)) throw new SimError(ErrorCode.FOK_NOT_FILLED);
    const required = this.orderMargin(userId, o, preview, previewQty);
    if (required.isGreaterThan(this.margin.availableBalance(userId, inst.settleCoin)))
      throw new SimError(ErrorCode.INSUFFICIENT_BALANCE);
    const order = this.storeNew(userId, o, reservePerContract(required, o.price ? o.qty : previewQty));
    this.matchAndRest(order, o, book, matchLimit);
    return this.ctx.repo.getOrder(order.orderId)!;
  }

  /** Reduce-only: only against an opposite position, and never more than its size. */
  private clampReduceOnly(userId: number, o: OptionOrder): OptionOrder {
    if (!o.reduceOnly) return o;
    const size = new Dec(this.ctx.repo.getPosition(userId, o.symbol)?.size ?? 0);
    const opposite = !size.isZero() && (o.side === 'Buy' ? size.isNegative() : size.isPositive());
    if (!opposite) throw new SimError(ErrorCode.REDUCE_ONLY_REJECTED);
    return o.qty.isGreaterThan(size.abs()) ? { ...o, qty: size.abs() } : o;
  }

  /** A limit price within the max buy / min sell prices, the deviation check (shared-core optionPriceDeviation) and post-only. */
  private checkPrice(o: OptionOrder, book: OrderBook): void {
    const { market } = this.ctx;
    if (!o.price) return;
    if (o.side === 'Buy' && o.price.isGreaterThan(market.maxBuyPrice(o.inst)))
      throw new SimError(ErrorCode.ABOVE_MAX_BUY_PRICE);
    if (o.side === 'Sell' && o.price.isLessThan(market.minSellPrice(o.inst)))
      throw new SimError(ErrorCode.BELOW_MIN_SELL_PRICE);
    if (o.checkPriceDeviation ?? this.deviationCheckByDefault()) {
      const { level } = optionPriceDeviation(
        o.side,
        o.price,
        market.markPrice(o.symbol),
        asDec(o.inst.config.priceDeviationPercentage),
      );
      if (level === 'exceeding') throw new SimError(ErrorCode.PRICE_DEVIATION_EXCEEDED);
      if (level === 'warning' && !o.priceDeviationConfirmed) throw new SimError(ErrorCode.PRICE_DEVIATION_WARNING);
    }
    if (o.timeInForce === 'PostOnly' && book.wouldCross(o.side, o.price))
      throw new SimError(ErrorCode.POST_ONLY_WOULD_CROSS);
  }

  /** Margin: limit orders reserve at their limit price; market orders need the cost of the fills they will get. */
  private orderMargin(userId: number, o: OptionOrder, preview: Fill[], previewQty: Dec): Dec {
    if (o.price) return this.requiredMargin(userId, o, o.price, o.qty);
    const worst = preview[preview.length - 1]?.price ?? ZERO;
    return previewQty.isZero() ? ZERO : this.requiredMargin(userId, o, worst, previewQty);
  }

  private storeNew(userId: number, o: OptionOrder, reserve: string): OrderRecord {
    const order = newOrderRecord(
      {
        orderLinkId: o.outRequestId,
        userId,
        symbol: o.symbol,
        side: o.side,
        orderType: o.orderType,
        price: o.price ? str(o.price) : '0',
        qty: str(o.qty),
        orderStatus: 'New',
        timeInForce: o.timeInForce,
        reduceOnly: o.reduceOnly,
        placeType: o.placeType,
        iv: o.iv ? str(o.iv) : '',
        reservePerContract: reserve,
      },
      this.ctx.now(),
    );
    this.ctx.repo.putOrder(order);
    this.notifier.emitOrder(order, SCENE.created);
    return order;
  }

  /** Match `order` against the book; the rest of a GTC / post-only limit rests, any other is cancelled. */
  private matchAndRest(order: OrderRecord, o: OptionOrder, book: OrderBook, matchLimit: Dec): void {
    const fills = book.match(o.side, matchLimit, o.qty, order.userId, false);
    for (const f of fills) this.settlement.settleFill(order.orderId, f, false);
    for (const f of fills) if (f.makerOrderId) this.settlement.settleFill(f.makerOrderId, f, true);
    const after = this.ctx.repo.getOrder(order.orderId)!;
    if (!new Dec(after.leavesQty).isGreaterThan(0)) return;
    const rests = o.orderType === 'Limit' && (o.timeInForce === 'GoodTillCancel' || o.timeInForce === 'PostOnly');
    if (rests)
      book.addOrder(o.side, after.orderId, order.userId, new Dec(after.price), new Dec(after.leavesQty), after.bookSeq);
    else this.cancels.finishCancel(after, o.orderType === 'Market' ? 'CancelByMarketRemainder' : 'CancelByIOC');
  }

  /**
   * IV orders (placeType 2) follow the index: every tick a resting iv order is re-priced at
   * Black–Scholes(iv) for the current index and time (rounded to the tick, at least
   * minOrderPrice). A changed price moves the order in its book (it loses time priority, like a
   * replace), re-reserves margin at the new price and pushes `user.order` with scene `replaced`;
   * when the account cannot cover the new reserve the order is cancelled (CancelByIvReprice).
   */
  repriceIvOrders(): number {
    let moved = 0;
    for (const o of this.ctx.repo.listOpenOrders()) {
      if (o.placeType !== 2 || !o.iv || o.orderType !== 'Limit' || o.orderStatus === 'Untriggered') continue;
      const inst = this.ctx.market.instrument(o.symbol);
      const book = this.ctx.market.books.get(o.symbol);
      if (!inst || inst.kind !== 'option' || !book || inst.deliveryTime <= this.ctx.now()) continue;
      const price = this.priceFromIv(inst, new Dec(o.iv));
      if (price.isEqualTo(o.price) || price.isGreaterThan(inst.config.maxOrderPrice)) continue;
      this.reprice(o, inst, book, price);
      moved++;
    }
    return moved;
  }

  /** Move one IV order to `price`: re-reserved and re-queued, or cancelled when the account cannot cover it. */
  private reprice(o: OrderRecord, inst: OptionInstrument, book: OrderBook, price: Dec): void {
    const leaves = new Dec(o.leavesQty);
    const required = this.requiredMargin(
      o.userId,
      { inst, symbol: o.symbol, side: o.side, qty: leaves },
      price,
      leaves,
      o.orderId,
    );
    const ownReserve = new Dec(o.reservePerContract).multipliedBy(leaves);
    book.removeOrder(o.orderId);
    if (required.isGreaterThan(this.margin.availableBalance(o.userId, inst.settleCoin).plus(ownReserve))) {
      this.cancels.finishCancel(o, 'CancelByIvReprice');
      return;
    }
    const updated: OrderRecord = {
      ...o,
      price: str(price),
      reservePerContract: reservePerContract(required, leaves),
      bookSeq: nextBookSeq(),
      updatedAt: this.ctx.now(),
    };
    this.ctx.repo.putOrder(updated);
    book.addOrder(o.side, o.orderId, o.userId, price, leaves, updated.bookSeq);
    this.notifier.emitOrder(updated, SCENE.replaced);
  }

  /** Put a resting limit order straight into the book (seed data; no balance check). */
  seedRestingOrder(
    userId: number,
    symbol: string,
    side: OrderSide,
    price: string,
    qty: string,
    orderLinkId: string,
  ): OrderRecord {
    const { market } = this.ctx;
    const inst = market.instrument(symbol);
    if (!inst || inst.kind !== 'option') throw new Error(`seed: ${symbol} is not an option`);
    const index = market.index[inst.baseCoin];
    const mark = market.markPrice(symbol);
    const reserve = openMarginPerContract(side, asDec(price), optionFeePerContract(RISK, index, asDec(price)), () =>
      shortInitialMargin(RISK, index, asDec(inst.strike), inst.optionType, mark),
    );
    const order = newOrderRecord(
      {
        orderLinkId,
        userId,
        symbol,
        side,
        orderType: 'Limit',
        price,
        qty,
        orderStatus: 'New',
        timeInForce: 'GoodTillCancel',
        reduceOnly: false,
        reservePerContract: str(money(reserve)),
      },
      this.ctx.now(),
    );
    this.ctx.repo.putOrder(order);
    market.books.get(symbol)!.addOrder(side, order.orderId, userId, new Dec(price), new Dec(qty), order.bookSeq);
    return order;
  }
}

function failure(code: ErrorCode, symbol: string): OptionOrderResult {
  return { errorCode: code, errorMsg: ERROR_MESSAGES[code], extMap: {}, symbol };
}
