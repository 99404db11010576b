import type { OrderSide, OrderType, TimeInForce } from 'shared-core/domain';
import { ErrorCode, SimError } from '../../errors';
import type { OrderBook } from '../../market/book';
import type { PerpInstrument } from '../../market/instruments';
import type { OrderRecord, PositionRecord } from '../../store/types';
import { BigNumber, Dec, ONE, ZERO, isMultipleOf, money, roundToStep, str } from '../../util/decimal';
import { reservePerContract } from '../engine/optionOrders';
import { SCENE } from '../engine/notifications';
import { newOrderRecord, type AttachedTpSl, type NewOrderFields } from '../newOrder';
import { valueToCost } from '../positions';
import { riskTiers, tierFor } from '../riskLimits';
import type { TriggerBy } from '../triggerRules';
import { checkLeverage, isHedge, perp, positionIdxRefused, priceBy, type DeskContext } from './context';
import { checkTpSl } from './tpslCheck';

/** Market orders may take at most this share of maxQty (maxMarketQty). */
export const MAX_MARKET_QTY_SHARE = '0.2';
export const maxMarketQty = (inst: PerpInstrument): Dec =>
  roundToStep(new Dec(inst.rules.maxQty).multipliedBy(MAX_MARKET_QTY_SHARE), inst.rules.qtyStep, BigNumber.ROUND_DOWN);

export interface ContractOrderInput {
  symbol: string;
  side: OrderSide;
  orderType: OrderType;
  qty: Dec;
  price?: Dec;
  timeInForce: TimeInForce;
  reduceOnly: boolean;
  closeOnTrigger: boolean;
  positionIdx: 0 | 1 | 2;
  /** plain leverage, e.g. 10 */
  leverage?: Dec;
  triggerPrice?: Dec;
  triggerBy?: TriggerBy;
  /** conditional: 1 fires when the price rises to the trigger, 2 when it falls to it (absent: inferred) */
  triggerDirection?: 1 | 2;
  /** TP/SL attached to the order ('0' = none): set on the position by the fills that open or add */
  takeProfit?: Dec;
  stopLoss?: Dec;
  tpTriggerBy?: TriggerBy;
  slTriggerBy?: TriggerBy;
  /** the attached TP/SL was validated already (a conditional order firing) */
  tpSlChecked?: boolean;
  createType: string;
  orderLinkId?: string;
  /** market close slippage: TickSize (ticks) or Percent (percent) */
  maxSlippageType?: 'TickSize' | 'Percent';
  maxSlippage?: Dec;
  stopOrderType?: string;
  parentOrderId?: string;
  /** the protective price of a market order, set by placeOrderSplit (one for all children of a split close) */
  protectionPrice?: Dec;
}

/** An order that passed the checks common to active and conditional orders, and what they found. */
interface CheckedOrder {
  inst: PerpInstrument;
  /** the qty, clamped to the position for a reducing order */
  qty: Dec;
  /** reduce-only, close-on-trigger or the closing side in hedge mode */
  reducing: boolean;
  leverage: Dec;
  pos: PositionRecord | undefined;
  size: Dec;
  tpSl: AttachedTpSl;
}

/** New, or partially filled (not Untriggered, not finished). */
const isLive = (o: OrderRecord): boolean => o.orderStatus === 'New' || o.orderStatus === 'PartiallyFilled';

/** Contract order placement: validation, margin and risk limit, matching; conditional orders rest untriggered. */
export class Placement {
  constructor(private readonly ctx: DeskContext) {}

  /**
   * Per-contract cost to open at `price` (inverse: in coin): the value × `valueToCost` (the
   * position's bv2c / sv2c) = IM + the fee to open + the fee to close at the bankruptcy price, so
   * an order that passes leaves room for the position margin it becomes (IM + occClosingFee).
   */
  openCostPerContract(inst: PerpInstrument, side: OrderSide, price: Dec, leverage: Dec): Dec {
    const notional = inst.kind === 'inverse' ? ONE.dividedBy(price) : price;
    return notional.multipliedBy(valueToCost(side, leverage));
  }

  /** Place a contract order (limit, market, conditional). Throws SimError; nothing is stored on failure. */
  placeOrder(userId: number, o: ContractOrderInput): OrderRecord {
    const c = this.check(userId, o);
    if (o.triggerPrice) return this.placeConditional(userId, c.inst, { ...o, qty: c.qty }, c.leverage, c.tpSl);
    return this.placeActive(userId, o, c);
  }

  /** The checks of every contract order: instrument, positionIdx, qty, price, leverage, reduce-only, TP/SL. */
  private check(userId: number, o: ContractOrderInput): CheckedOrder {
    const { repo, market, now } = this.ctx;
    const inst = perp(market, o.symbol);
    if (inst.deliveryTime !== undefined && inst.deliveryTime <= now()) throw new SimError(ErrorCode.INSTRUMENT_EXPIRED);
    const hedge = isHedge(repo, userId);
    if (hedge ? o.positionIdx === 0 : o.positionIdx !== 0) throw positionIdxRefused(hedge);
    // hedge mode: Buy on 1 / Sell on 2 opens or adds; the other side closes (always reduce-only)
    const hedgeClose = hedge && (o.positionIdx === 1) !== (o.side === 'Buy');
    checkQtyAndPrice(inst, o, hedgeClose);
    const pos = repo.getPosition(userId, o.symbol, o.positionIdx);
    const size = new Dec(pos?.size ?? 0);
    checkLeverage(o.leverage, new Dec(riskTiers(inst)[0]!.maxLeverage));
    const leverage = o.leverage && size.isZero() ? o.leverage : new Dec(pos?.leverage ?? inst.leverage);
    if (hedge && !hedgeClose && (o.reduceOnly || o.closeOnTrigger)) throw new SimError(ErrorCode.REDUCE_ONLY_REJECTED);
    const reducing = o.reduceOnly || o.closeOnTrigger || hedgeClose;
    let qty = o.qty;
    if (reducing) {
      // (not isPositive: that is true for 0, and a reduce-only sell with no position stored a qty-0 order)
      const opposite = o.side === 'Buy' ? size.isLessThan(0) : size.isGreaterThan(0);
      if (!opposite) throw new SimError(ErrorCode.REDUCE_ONLY_REJECTED);
      qty = Dec.min(qty, size.abs());
    }
    const tpSl = this.attachTpSl(inst, o, reducing, hedge ? o.positionIdx === 1 : o.side === 'Buy');
    return { inst, qty, reducing, leverage, pos, size, tpSl };
  }

  /** A limit or market order: margin and risk limit checked, stored, matched; a GTC / post-only rest rests. */
  private placeActive(userId: number, o: ContractOrderInput, c: CheckedOrder): OrderRecord {
    const { inst, qty, reducing, leverage, pos, size } = c;
    const isMarket = o.orderType === 'Market';
    const book = this.ctx.market.books.get(o.symbol)!;
    if (o.timeInForce === 'PostOnly' && o.price && book.wouldCross(o.side, o.price))
      throw new SimError(ErrorCode.CONTRACT_POST_ONLY_CROSS);
    const limit = o.price ?? o.protectionPrice ?? this.marketLimit(inst, o.side, o.maxSlippageType, o.maxSlippage);
    if (o.price && !isMarket) this.checkReferenceBand(inst, o.side, o.price);
    const preview = book.match(o.side, limit, qty, userId, true);
    const previewQty = preview.reduce((s, f) => s.plus(f.qty), ZERO);
    if (o.timeInForce === 'FillOrKill' && previewQty.isLessThan(qty))
      throw new SimError(ErrorCode.CONTRACT_FOK_NOT_FILLED);
    const closing = closingPart(o.side, qty, size);
    const openQty = reducing ? ZERO : qty.minus(closing);
    const refPrice = o.price ?? preview[preview.length - 1]?.price ?? this.ctx.market.markPrice(o.symbol);
    if (openQty.isGreaterThan(0))
      this.checkRiskLimit(userId, inst, o, size.abs().minus(closing).plus(openQty), refPrice, leverage);
    const perContract = this.openCostPerContract(inst, o.side, refPrice, leverage);
    const required = money(perContract.multipliedBy(isMarket ? Dec.min(openQty, previewQty) : openQty));
    if (required.isGreaterThan(this.ctx.engine.availableBalance(userId, inst.settleCoin)))
      throw new SimError(ErrorCode.INSUFFICIENT_BALANCE);
    if (size.isZero() && o.leverage && pos) this.ctx.repo.putPosition({ ...pos, leverage: str(o.leverage) });
    const reserve = openQty.isZero() ? '0' : reservePerContract(required, qty);
    const order = this.storeActive(userId, o, c, reserve);
    const rests = !isMarket && (o.timeInForce === 'GoodTillCancel' || o.timeInForce === 'PostOnly');
    this.matchAndRest(order, book, limit, rests);
    return this.ctx.repo.getOrder(order.orderId)!;
  }

  /** A limit price beyond the market reference band (mark ± 20 %) is refused. */
  private checkReferenceBand(inst: PerpInstrument, side: OrderSide, price: Dec): void {
    const band = this.ctx.market.marketProtectionPrice(inst, side);
    if (side === 'Buy' ? price.isGreaterThan(band) : price.isLessThan(band))
      throw new SimError(ErrorCode.PRICE_OUT_OF_RANGE, `price beyond the market reference band (${str(band)})`);
  }

  /**
   * The position this order would make (`after` contracts before resting orders), with the user's
   * resting orders on the side, against the risk limit: its tier's max leverage (a bigger
   * position needs a lower leverage).
   */
  private checkRiskLimit(
    userId: number,
    inst: PerpInstrument,
    o: ContractOrderInput,
    after: Dec,
    refPrice: Dec,
    leverage: Dec,
  ): void {
    const resting = this.ctx.repo
      .listOrders(userId, { open: true, symbol: o.symbol })
      .filter((r) => r.side === o.side && !r.reduceOnly && (r.positionIdx ?? 0) === (o.positionIdx ?? 0))
      .reduce((sum, r) => sum.plus(r.leavesQty), ZERO);
    const contracts = after.plus(resting);
    const value = inst.kind === 'inverse' ? contracts : contracts.multipliedBy(refPrice);
    const tier = tierFor(inst, value);
    if (leverage.isGreaterThan(tier.maxLeverage))
      throw new SimError(
        ErrorCode.LEVERAGE_TOO_HIGH,
        `position value ${str(money(value))} is in risk tier ${tier.id} (up to ${tier.riskLimitValue}): leverage at most ${tier.maxLeverage}x, the position has ${str(leverage)}x`,
      );
  }

  /** Store a new active order (and the leverage of a flat position) and push it. */
  private storeActive(userId: number, o: ContractOrderInput, c: CheckedOrder, reserve: string): OrderRecord {
    const { repo, engine, now } = this.ctx;
    const order = newOrderRecord(
      {
        ...orderFields(userId, o, c.qty, c.leverage),
        orderStatus: 'New',
        reduceOnly: c.reducing,
        reservePerContract: reserve,
        stopOrderType: o.stopOrderType ?? '',
        ...(o.maxSlippageType && o.maxSlippage
          ? { maxSlippageType: o.maxSlippageType, maxSlippage: str(o.maxSlippage) }
          : {}),
        ...c.tpSl,
      },
      now(),
    );
    if (!c.pos || c.size.isZero()) {
      const rec = c.pos ?? engine.newPositionRecord(userId, o.symbol, c.inst, o.positionIdx);
      if (rec.leverage !== str(c.leverage)) repo.putPosition({ ...rec, leverage: str(c.leverage) });
    }
    repo.putOrder(order);
    engine.emitOrder(order, SCENE.created);
    return order;
  }

  /** Match a stored order; the remainder of one that does not rest is cancelled, of one that rests goes into the book. */
  private matchAndRest(order: OrderRecord, book: OrderBook, limit: Dec, rests: boolean): void {
    const { repo, engine } = this.ctx;
    const isMarket = order.orderType === 'Market';
    // the reduce-only trims of every position this round changes run at its end (engine.batchFills)
    engine.batchFills(() => {
      const fills = book.match(order.side, limit, new Dec(order.qty), order.userId, false);
      for (const f of fills) engine.settleFill(order.orderId, f, false);
      for (const f of fills) if (f.makerOrderId) engine.settleFill(f.makerOrderId, f, true);
      const filled = repo.getOrder(order.orderId)!;
      if (!rests && isLive(filled) && new Dec(filled.leavesQty).isGreaterThan(0))
        engine.finishCancel(filled, isMarket ? 'CancelByMarketRemainder' : 'CancelByIOC');
    });
    // (a reduce-only order the trims cut to nothing is cancelled already and never rests)
    const after = repo.getOrder(order.orderId)!;
    if (rests && isLive(after) && new Dec(after.leavesQty).isGreaterThan(0))
      book.addOrder(
        order.side,
        after.orderId,
        order.userId,
        new Dec(after.price),
        new Dec(after.leavesQty),
        after.bookSeq,
      );
  }

  /**
   * The TP/SL attached to a new order, validated as set-tp-sl-ts validates a position's (tick
   * size 110005, direction 30027–30030 against the current price of its trigger kind) for the
   * position the order opens or adds to (`long`). '0' means none. A reduce-only or closing order
   * takes none (10001). Throws before anything is stored.
   */
  private attachTpSl(inst: PerpInstrument, o: ContractOrderInput, reducing: boolean, long: boolean): AttachedTpSl {
    const tp = o.takeProfit && !o.takeProfit.isZero() ? o.takeProfit : undefined;
    const sl = o.stopLoss && !o.stopLoss.isZero() ? o.stopLoss : undefined;
    if (!tp && !sl) return {};
    if (reducing)
      throw new SimError(ErrorCode.PARAMS, 'takeProfit/stopLoss: not allowed on reduce-only or closing orders');
    const tpBy = o.tpTriggerBy ?? 'LastPrice';
    const slBy = o.slTriggerBy ?? 'LastPrice';
    if (!o.tpSlChecked) checkTpSl(inst, long, tp, sl, tpBy, slBy, (by) => priceBy(this.ctx.market, inst, by));
    return {
      ...(tp ? { takeProfit: str(tp), tpTriggerBy: tpBy } : {}),
      ...(sl ? { stopLoss: str(sl), slTriggerBy: slBy } : {}),
    };
  }

  /** Protective price of a market order: best opposite price ± slippage when given, else mark ± 20 %. */
  marketLimit(inst: PerpInstrument, side: OrderSide, type?: 'TickSize' | 'Percent', value?: Dec): Dec {
    const { market } = this.ctx;
    const band = market.marketProtectionPrice(inst, side);
    if (!type || !value) return band;
    const book = market.books.get(inst.symbol)!;
    const best = book.best(side === 'Buy' ? 'Sell' : 'Buy') ?? market.markPrice(inst.symbol);
    const delta =
      type === 'TickSize' ? value.multipliedBy(inst.rules.tickSize) : best.multipliedBy(value).dividedBy(100);
    // on the tick, never beyond the slippage asked for (a buy rounds down, a sell up)
    const p =
      side === 'Buy'
        ? roundToStep(best.plus(delta), inst.rules.tickSize, BigNumber.ROUND_DOWN)
        : roundToStep(best.minus(delta), inst.rules.tickSize, BigNumber.ROUND_UP);
    return side === 'Buy' ? Dec.min(p, band) : Dec.max(p, band);
  }

  /** Quantity available within a slippage from the best price (the slippage call). */
  slippageDepth(
    symbol: string,
    side: OrderSide,
    type: 'TickSize' | 'Percent',
    value: Dec,
  ): { qty: string; price: string } {
    const inst = perp(this.ctx.market, symbol);
    const limit = this.marketLimit(inst, side, type, value);
    const fills = this.ctx.market.books.get(symbol)!.match(side, limit, new Dec('1e15'), -1, true);
    return { qty: str(fills.reduce((s, f) => s.plus(f.qty), ZERO)), price: str(limit) };
  }

  /** A conditional order: its trigger checked against the current price of its kind, stored Untriggered. */
  placeConditional(
    userId: number,
    inst: PerpInstrument,
    o: ContractOrderInput,
    leverage: Dec,
    tpSl: AttachedTpSl = {},
  ): OrderRecord {
    const by = o.triggerBy ?? 'LastPrice';
    const current = priceBy(this.ctx.market, inst, by);
    const trigger = o.triggerPrice!;
    checkTrigger(inst, trigger, current, by, o.triggerDirection);
    const order = newOrderRecord(
      {
        ...orderFields(userId, o, o.qty, leverage),
        orderStatus: 'Untriggered',
        reduceOnly: o.reduceOnly || o.closeOnTrigger,
        reservePerContract: '0',
        stopOrderType: o.stopOrderType ?? 'Stop',
        triggerPrice: str(trigger),
        triggerBy: by,
        triggerDirection: trigger.isGreaterThan(current) ? 1 : 2,
        orderPriceOnTrigger: o.price ? str(o.price) : undefined,
        ...tpSl,
      },
      this.ctx.now(),
    );
    this.ctx.repo.putOrder(order);
    this.ctx.engine.emitOrder(order, SCENE.created);
    return order;
  }
}

/** The fields of a contract order record that come straight from the input. */
function orderFields(
  userId: number,
  o: ContractOrderInput,
  qty: Dec,
  leverage: Dec,
): Pick<
  NewOrderFields,
  | 'orderLinkId'
  | 'userId'
  | 'symbol'
  | 'side'
  | 'orderType'
  | 'price'
  | 'qty'
  | 'timeInForce'
  | 'closeOnTrigger'
  | 'createType'
  | 'positionIdx'
  | 'parentOrderId'
  | 'leverage'
> {
  return {
    orderLinkId: o.orderLinkId ?? '',
    userId,
    symbol: o.symbol,
    side: o.side,
    orderType: o.orderType,
    price: o.price ? str(o.price) : '0',
    qty: str(qty),
    timeInForce: o.timeInForce,
    closeOnTrigger: o.closeOnTrigger,
    createType: o.createType,
    positionIdx: o.positionIdx,
    parentOrderId: o.parentOrderId,
    leverage: str(leverage),
  };
}

/** Qty within minQty..maxQty (maxMarketQty for a market order that is not split later) on the lot step; a limit price in range and on the tick. */
function checkQtyAndPrice(inst: PerpInstrument, o: ContractOrderInput, hedgeClose: boolean): void {
  const r = inst.rules;
  const isMarket = o.orderType === 'Market';
  // a conditional market order that only reduces may be as big as maxQty: it is split when it
  // fires (placeOrderSplit), like the partial TP/SL orders set-tp-sl-ts creates
  const splitLater = isMarket && o.triggerPrice !== undefined && (o.reduceOnly || o.closeOnTrigger || hedgeClose);
  const maxQty = isMarket && !splitLater ? maxMarketQty(inst) : new Dec(r.maxQty);
  if (o.qty.isLessThan(r.minQty)) throw new SimError(ErrorCode.QTY_INVALID, `qty below minQty ${r.minQty}`);
  if (o.qty.isGreaterThan(maxQty))
    throw new SimError(
      ErrorCode.QTY_INVALID,
      `qty above ${isMarket && !splitLater ? 'maxMarketQty' : 'maxQty'} ${str(maxQty)}`,
    );
  if (!isMultipleOf(o.qty, r.qtyStep))
    throw new SimError(ErrorCode.QTY_INVALID, `qty is not a multiple of lotStep ${r.qtyStep}`);
  if (isMarket) return;
  if (!o.price) throw new SimError(ErrorCode.PARAMS, 'price: is required for Limit orders');
  if (o.price.isLessThan(r.minPrice) || o.price.isGreaterThan(r.maxPrice))
    throw new SimError(ErrorCode.PRICE_OUT_OF_RANGE, `price outside ${r.minPrice}..${r.maxPrice}`);
  if (!isMultipleOf(o.price, r.tickSize))
    throw new SimError(ErrorCode.PRICE_NOT_TICK, `price is not a multiple of tickSize ${r.tickSize}`);
}

/** The part of `qty` that closes the opposite position `size` (signed). */
function closingPart(side: OrderSide, qty: Dec, size: Dec): Dec {
  if (side === 'Buy') return size.isNegative() ? Dec.min(qty, size.abs()) : ZERO;
  return size.isPositive() ? Dec.min(qty, size) : ZERO;
}

/** A trigger in range, on the tick, not at the current price, and on the side a stated direction says. */
function checkTrigger(inst: PerpInstrument, trigger: Dec, current: Dec, by: TriggerBy, direction?: 1 | 2): void {
  if (trigger.isLessThan(inst.rules.minPrice) || trigger.isGreaterThan(inst.rules.maxPrice))
    throw new SimError(
      ErrorCode.PRICE_OUT_OF_RANGE,
      `triggerPrice outside ${inst.rules.minPrice}..${inst.rules.maxPrice}`,
    );
  if (!isMultipleOf(trigger, inst.rules.tickSize))
    throw new SimError(ErrorCode.PRICE_NOT_TICK, `triggerPrice is not a multiple of tickSize ${inst.rules.tickSize}`);
  if (trigger.isEqualTo(current))
    throw new SimError(ErrorCode.TRIGGER_TOO_LOW, `trigger price must differ from the current ${by}`);
  // a stated direction must agree with where the trigger lies (else the order would fire at once)
  if (direction === 1 && trigger.isLessThan(current))
    throw new SimError(ErrorCode.TRIGGER_TOO_LOW, `triggerDirection 1 (rise): above the current ${by} ${str(current)}`);
  if (direction === 2 && trigger.isGreaterThan(current))
    throw new SimError(
      ErrorCode.TRIGGER_TOO_HIGH,
      `triggerDirection 2 (fall): below the current ${by} ${str(current)}`,
    );
}
