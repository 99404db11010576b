import { randomUUID } from 'node:crypto';
import { houseCloseOrder, newOrderRecord, type AttachedTpSl } from './newOrder';
import type { OrderSide, OrderType, TimeInForce, TpSlEntry } from 'shared-core/domain';
import { ErrorCode, SimError } from '../errors';
import type { Market } from '../market/market';
import { isDelivered, marketTypeOf, type Instrument, type PerpInstrument } from '../market/instruments';
import { nextBookSeq } from '../market/book';
import { BigNumber, Dec, ONE, ZERO, isMultipleOf, money, roundToStep, str } from '../util/decimal';
import type { OrderRecord, PositionRecord, Repository } from '../store/types';
import { CLEARED_POSITION_SETTINGS, type TradingEngine } from './engine';
import { LIQUIDATION_FEE_RATE } from './risk';
import {
  contractMaintenance,
  positionPnl,
  liquidationPrice,
  positionMmr,
  sessionEntry,
  trailingTrigger,
  valueToCost,
} from './positions';
import { riskTiers, tierFor } from './riskLimits';

export type TriggerBy = 'LastPrice' | 'IndexPrice' | 'MarkPrice';
export const TRIGGER_BY: readonly TriggerBy[] = ['LastPrice', 'IndexPrice', 'MarkPrice'];

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

/** What placeOrderSplit placed. */
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
 * Perpetual and futures orders, isolated margin, TP/SL, trailing stop, MMR close, liquidation
 * and the triggers that fire from the price walk. Option orders stay in TradingEngine.
 */
export class ContractDesk {
  constructor(
    private readonly repo: Repository,
    private readonly market: Market,
    private readonly engine: TradingEngine,
    private readonly now: () => number,
    private readonly onLiquidation: (userId: number, data: Record<string, unknown>) => void,
  ) {}

  perp(symbol: string): PerpInstrument {
    const inst = this.market.instrument(symbol);
    if (!inst) throw new SimError(ErrorCode.UNKNOWN_SYMBOL, `unknown symbol ${symbol}`);
    if (inst.kind === 'option')
      throw new SimError(ErrorCode.PARAMS, `${symbol} is an option: this call is for perpetuals and futures`);
    return inst;
  }

  priceBy(inst: Instrument, by: TriggerBy): Dec {
    if (by === 'IndexPrice') return roundToStep(this.market.indexOf(inst.symbol), inst.rules.tickSize);
    if (by === 'MarkPrice') return this.market.markPrice(inst.symbol);
    return this.market.lastPrice(inst.symbol);
  }

  private position(userId: number, symbol: string, positionIdx: 0 | 1 | 2 = 0): PositionRecord | undefined {
    const p = this.repo.getPosition(userId, symbol, positionIdx);
    return p && !new Dec(p.size).isZero() ? p : undefined;
  }

  /**
   * The position a position call addresses: positionIdx 0 on a one-way account, 1 (long side) or
   * 2 (short side) on a hedge-mode (BothSide) account; anything else → 10001. No size → 30043.
   */
  requirePosition(userId: number, symbol: string, positionIdx: number): PositionRecord {
    const hedge = this.repo.findUser(userId)?.positionMode === 'BothSide';
    if (hedge ? positionIdx !== 1 && positionIdx !== 2 : positionIdx !== 0)
      throw new SimError(
        ErrorCode.PARAMS,
        hedge
          ? 'positionIdx: 1 (buy side) or 2 (sell side) in hedge mode (BothSide)'
          : 'positionIdx: only 0 (MergedSingle) is enabled for this account',
      );
    const p = this.position(userId, symbol, positionIdx as 0 | 1 | 2);
    if (!p) throw new SimError(ErrorCode.NO_POSITION);
    return p;
  }

  // ------------------------------------------------------------------ orders

  /**
   * Per-contract cost to open at `price` (inverse: in coin): the value × `valueToCost` (the
   * position's bv2c / sv2c) = IM + the fee to open + the fee to close at the bankruptcy price, so
   * an order that passes leaves room for the position margin it becomes (IM + occClosingFee).
   */
  private openCostPerContract(inst: PerpInstrument, side: OrderSide, price: Dec, leverage: Dec): Dec {
    const notional = inst.kind === 'inverse' ? ONE.dividedBy(price) : price;
    return notional.multipliedBy(valueToCost(side, leverage));
  }

  /** Place a contract order (limit, market, conditional). Throws SimError; nothing is stored on failure. */
  placeOrder(userId: number, o: ContractOrderInput): OrderRecord {
    const inst = this.perp(o.symbol);
    if (inst.deliveryTime !== undefined && inst.deliveryTime <= this.now())
      throw new SimError(ErrorCode.INSTRUMENT_EXPIRED);
    const hedge = this.repo.findUser(userId)?.positionMode === 'BothSide';
    if (hedge ? o.positionIdx === 0 : o.positionIdx !== 0)
      throw new SimError(
        ErrorCode.PARAMS,
        hedge
          ? 'positionIdx: 1 (buy side) or 2 (sell side) in hedge mode (BothSide)'
          : 'positionIdx: only 0 (MergedSingle) is enabled for this account',
      );
    // hedge mode: Buy on 1 / Sell on 2 opens or adds; the other side closes (always reduce-only)
    const hedgeClose = hedge && (o.positionIdx === 1) !== (o.side === 'Buy');
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
    if (!isMarket) {
      if (!o.price) throw new SimError(ErrorCode.PARAMS, 'price: is required for Limit orders');
      if (o.price.isLessThan(r.minPrice) || o.price.isGreaterThan(r.maxPrice))
        throw new SimError(ErrorCode.PRICE_OUT_OF_RANGE, `price outside ${r.minPrice}..${r.maxPrice}`);
      if (!isMultipleOf(o.price, r.tickSize))
        throw new SimError(ErrorCode.PRICE_NOT_TICK, `price is not a multiple of tickSize ${r.tickSize}`);
    }
    const pos = this.repo.getPosition(userId, o.symbol, o.positionIdx);
    const size = new Dec(pos?.size ?? 0);
    const maxLev = new Dec(riskTiers(inst)[0]!.maxLeverage);
    if (o.leverage) {
      if (o.leverage.isLessThan('0.01') || o.leverage.isGreaterThan(maxLev))
        throw new SimError(
          ErrorCode.LEVERAGE_TOO_HIGH,
          `leverage must be within 0.01..${str(maxLev)} (max_leverage ${str(maxLev)})`,
        );
    }
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
    if (o.triggerPrice) return this.placeConditional(userId, inst, { ...o, qty }, leverage, tpSl);

    const book = this.market.books.get(o.symbol)!;
    if (o.timeInForce === 'PostOnly' && o.price && book.wouldCross(o.side, o.price))
      throw new SimError(ErrorCode.CONTRACT_POST_ONLY_CROSS);
    const limit = o.price ?? o.protectionPrice ?? this.marketLimit(inst, o.side, o.maxSlippageType, o.maxSlippage);
    if (o.price && isMarket === false) {
      // a limit price beyond the market reference band (mark ± 20 %) is refused
      const band = this.market.marketProtectionPrice(inst, o.side);
      if (o.side === 'Buy' ? o.price.isGreaterThan(band) : o.price.isLessThan(band))
        throw new SimError(ErrorCode.PRICE_OUT_OF_RANGE, `price beyond the market reference band (${str(band)})`);
    }
    const preview = book.match(o.side, limit, qty, userId, true);
    const previewQty = preview.reduce((s, f) => s.plus(f.qty), ZERO);
    if (o.timeInForce === 'FillOrKill' && previewQty.isLessThan(qty))
      throw new SimError(ErrorCode.CONTRACT_FOK_NOT_FILLED);

    const closing =
      o.side === 'Buy'
        ? size.isNegative()
          ? Dec.min(qty, size.abs())
          : ZERO
        : size.isPositive()
          ? Dec.min(qty, size)
          : ZERO;
    const openQty = reducing ? ZERO : qty.minus(closing);
    const refPrice = o.price ?? preview[preview.length - 1]?.price ?? this.market.markPrice(o.symbol);
    if (openQty.isGreaterThan(0)) {
      // the position this order would make, with the user's resting orders on the side, against the
      // risk limit: its tier's max leverage (a bigger position needs a lower leverage)
      const resting = this.repo
        .listOrders(userId, { open: true, symbol: o.symbol })
        .filter((r) => r.side === o.side && !r.reduceOnly && (r.positionIdx ?? 0) === (o.positionIdx ?? 0))
        .reduce((sum, r) => sum.plus(r.leavesQty), ZERO);
      const after = size.abs().minus(closing).plus(openQty).plus(resting);
      const value = inst.kind === 'inverse' ? after : after.multipliedBy(refPrice);
      const tier = tierFor(inst, value);
      if (leverage.isGreaterThan(tier.maxLeverage))
        throw new SimError(
          ErrorCode.LEVERAGE_TOO_HIGH,
          `position value ${str(money(value))} is in risk tier ${tier.id} (up to ${tier.riskLimitValue}): leverage at most ${tier.maxLeverage}x, the position has ${str(leverage)}x`,
        );
    }
    const perContract = this.openCostPerContract(inst, o.side, refPrice, leverage);
    const required = money(perContract.multipliedBy(isMarket ? Dec.min(openQty, previewQty) : openQty));
    if (required.isGreaterThan(this.engine.availableBalance(userId, inst.settleCoin)))
      throw new SimError(ErrorCode.INSUFFICIENT_BALANCE);

    if (size.isZero() && o.leverage && pos) this.repo.putPosition({ ...pos, leverage: str(o.leverage) });
    const ts = this.now();
    const order = newOrderRecord(
      {
        orderLinkId: o.orderLinkId ?? '',
        userId,
        symbol: o.symbol,
        side: o.side,
        orderType: o.orderType,
        price: o.price ? str(o.price) : '0',
        qty: str(qty),
        orderStatus: 'New',
        timeInForce: o.timeInForce,
        reduceOnly: reducing,
        reservePerContract:
          openQty.isZero() || qty.isZero() ? '0' : str(required.dividedBy(qty).decimalPlaces(8, BigNumber.ROUND_UP)),
        stopOrderType: o.stopOrderType ?? '',
        closeOnTrigger: o.closeOnTrigger,
        createType: o.createType,
        positionIdx: o.positionIdx,
        parentOrderId: o.parentOrderId,
        leverage: str(leverage),
        ...(o.maxSlippageType && o.maxSlippage
          ? { maxSlippageType: o.maxSlippageType, maxSlippage: str(o.maxSlippage) }
          : {}),
        ...tpSl,
      },
      ts,
    );
    if (!pos || size.isZero()) {
      const rec = pos ?? this.engine.newPositionRecord(userId, o.symbol, inst, o.positionIdx);
      if (rec.leverage !== str(leverage)) this.repo.putPosition({ ...rec, leverage: str(leverage) });
    }
    this.repo.putOrder(order);
    this.engine.emitOrder(order, 'newed');
    const rests = !isMarket && (o.timeInForce === 'GoodTillCancel' || o.timeInForce === 'PostOnly');
    // the reduce-only trims of every position this round changes run at its end (engine.batchFills)
    this.engine.batchFills(() => {
      const fills = book.match(o.side, limit, qty, userId, false);
      for (const f of fills) this.engine.settleFill(order.orderId, f, false);
      for (const f of fills) if (f.makerOrderId) this.engine.settleFill(f.makerOrderId, f, true);
      const filled = this.repo.getOrder(order.orderId)!;
      if (!rests && isLive(filled) && new Dec(filled.leavesQty).isGreaterThan(0))
        this.engine.finishCancel(filled, isMarket ? 'CancelByMarketRemainder' : 'CancelByIOC');
    });
    // (a reduce-only order the trims cut to nothing is cancelled already and never rests)
    const after = this.repo.getOrder(order.orderId)!;
    if (rests && isLive(after) && new Dec(after.leavesQty).isGreaterThan(0))
      book.addOrder(o.side, after.orderId, userId, new Dec(after.price), new Dec(after.leavesQty), after.bookSeq);
    return this.repo.getOrder(order.orderId)!;
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
    if (!o.tpSlChecked) this.checkTpSl(inst, long, tp, sl, tpBy, slBy);
    return {
      ...(tp ? { takeProfit: str(tp), tpTriggerBy: tpBy } : {}),
      ...(sl ? { stopLoss: str(sl), slTriggerBy: slBy } : {}),
    };
  }

  /** Protective price of a market order: best opposite price ± slippage when given, else mark ± 20 %. */
  private marketLimit(inst: PerpInstrument, side: OrderSide, type?: 'TickSize' | 'Percent', value?: Dec): Dec {
    const band = this.market.marketProtectionPrice(inst, side);
    if (!type || !value) return band;
    const book = this.market.books.get(inst.symbol)!;
    const best = book.best(side === 'Buy' ? 'Sell' : 'Buy') ?? this.market.markPrice(inst.symbol);
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
    const inst = this.perp(symbol);
    const limit = this.marketLimit(inst, side, type, value);
    const fills = this.market.books.get(symbol)!.match(side, limit, new Dec('1e15'), -1, true);
    return { qty: str(fills.reduce((s, f) => s.plus(f.qty), ZERO)), price: str(limit) };
  }

  private placeConditional(
    userId: number,
    inst: PerpInstrument,
    o: ContractOrderInput,
    leverage: Dec,
    tpSl: AttachedTpSl = {},
  ): OrderRecord {
    const by = o.triggerBy ?? 'LastPrice';
    const current = this.priceBy(inst, by);
    const trigger = o.triggerPrice!;
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
    if (o.triggerDirection === 1 && trigger.isLessThan(current))
      throw new SimError(
        ErrorCode.TRIGGER_TOO_LOW,
        `triggerDirection 1 (rise): above the current ${by} ${str(current)}`,
      );
    if (o.triggerDirection === 2 && trigger.isGreaterThan(current))
      throw new SimError(
        ErrorCode.TRIGGER_TOO_HIGH,
        `triggerDirection 2 (fall): below the current ${by} ${str(current)}`,
      );
    const ts = this.now();
    const order = newOrderRecord(
      {
        orderLinkId: o.orderLinkId ?? '',
        userId,
        symbol: o.symbol,
        side: o.side,
        orderType: o.orderType,
        price: o.price ? str(o.price) : '0',
        qty: str(o.qty),
        orderStatus: 'Untriggered',
        timeInForce: o.timeInForce,
        reduceOnly: o.reduceOnly || o.closeOnTrigger,
        reservePerContract: '0',
        stopOrderType: o.stopOrderType ?? 'Stop',
        triggerPrice: str(trigger),
        triggerBy: by,
        triggerDirection: trigger.isGreaterThan(current) ? 1 : 2,
        closeOnTrigger: o.closeOnTrigger,
        createType: o.createType,
        positionIdx: o.positionIdx,
        parentOrderId: o.parentOrderId,
        orderPriceOnTrigger: o.price ? str(o.price) : undefined,
        leverage: str(leverage),
        ...tpSl,
      },
      ts,
    );
    this.repo.putOrder(order);
    this.engine.emitOrder(order, 'newed');
    return order;
  }

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
    const inst = this.perp(o.symbol);
    const cap = maxMarketQty(inst);
    const hedge = this.repo.findUser(userId)?.positionMode === 'BothSide';
    const hedgeClose = hedge && (o.positionIdx === 1) !== (o.side === 'Buy');
    const reducing = o.reduceOnly || o.closeOnTrigger || hedgeClose;
    if (o.orderType !== 'Market' || o.triggerPrice || !reducing || !o.qty.isGreaterThan(cap))
      return { orders: [this.placeOrder(userId, o)], split: false, failedQty: ZERO };
    const r = inst.rules;
    if (!isMultipleOf(o.qty, r.qtyStep))
      throw new SimError(ErrorCode.QTY_INVALID, `qty is not a multiple of lotStep ${r.qtyStep}`);
    const size = new Dec(this.repo.getPosition(userId, o.symbol, o.positionIdx)?.size ?? 0);
    // (not isPositive: that is true for 0)
    const opposite = o.side === 'Buy' ? size.isLessThan(0) : size.isGreaterThan(0);
    // nothing to reduce: placeOrder answers as for any reduce-only order (110017)
    const total = opposite ? Dec.min(o.qty, size.abs()) : cap;
    if (total.isLessThanOrEqualTo(cap))
      return { orders: [this.placeOrder(userId, { ...o, qty: total })], split: false, failedQty: ZERO };
    const limit = this.marketLimit(inst, o.side, o.maxSlippageType, o.maxSlippage);
    const book = this.market.books.get(o.symbol)!;
    const inBook = (qty: Dec): Dec =>
      book.match(o.side, limit, qty, userId, true).reduce((sum, f) => sum.plus(f.qty), ZERO);
    if (o.timeInForce === 'FillOrKill' && inBook(total).isLessThan(total))
      throw new SimError(ErrorCode.CONTRACT_FOK_NOT_FILLED);
    const parentOrderId = o.parentOrderId ?? randomUUID();
    const orders: OrderRecord[] = [];
    let left = total;
    let stopReason: string | undefined;
    while (left.isGreaterThan(0)) {
      const want = Dec.min(left, cap);
      const available = inBook(want);
      if (orders.length > 0 && available.isZero()) {
        stopReason = `no liquidity left within the market protection price ${str(limit)}`;
        break;
      }
      // (less than minQty in the book: the child asks for all it wants and takes what is there)
      const qty = available.isGreaterThanOrEqualTo(r.minQty) ? available : want;
      let child: OrderRecord;
      try {
        child = this.placeOrder(userId, { ...o, qty, parentOrderId, protectionPrice: limit });
      } catch (e) {
        if (!(e instanceof SimError) || orders.length === 0) throw e;
        stopReason = e.message;
        break;
      }
      orders.push(child);
      const filled = new Dec(child.cumExecQty);
      left = left.minus(filled);
      if (filled.isLessThan(qty)) {
        stopReason = `no liquidity left within the market protection price ${str(limit)}`;
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
  private closeMarket(
    userId: number,
    symbol: string,
    qty: Dec | undefined,
    createType: string,
    stopOrderType: string,
    limitPrice?: Dec,
    positionIdx: 0 | 1 | 2 = 0,
  ): OrderRecord | undefined {
    const p = this.position(userId, symbol, positionIdx);
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

  // ------------------------------------------------------------------ margin

  /** Estimated liquidation prices after adding (negative: removing) `amount` of margin. */
  preAddMargin(
    userId: number,
    symbol: string,
    positionIdx: number,
    amount: Dec,
  ): { buyLiqPrice: string; sellLiqPrice: string; liqPrice: string; newExtraAddedMargin: string } {
    const { p, inst, extra } = this.checkMarginChange(userId, symbol, positionIdx, amount);
    const size = new Dec(p.size);
    // as the position view computes it: from the session average price, at the tier's MM rate
    const { value } = positionPnl(p, inst, this.market.markPrice(symbol));
    const liq = str(
      roundToStep(
        liquidationPrice(
          inst.kind === 'inverse',
          size.isPositive() ? 1 : -1,
          sessionEntry(p),
          p.leverage,
          contractMaintenance(inst, size, value).tier.maintainMargin,
          extra.dividedBy(size.abs()),
        ),
        inst.rules.tickSize,
      ),
    );
    return {
      buyLiqPrice: size.isPositive() ? liq : '',
      sellLiqPrice: size.isNegative() ? liq : '',
      liqPrice: liq,
      newExtraAddedMargin: str(extra),
    };
  }

  private checkMarginChange(
    userId: number,
    symbol: string,
    positionIdx: number,
    amount: Dec,
  ): { p: PositionRecord; inst: PerpInstrument; extra: Dec } {
    const inst = this.perp(symbol);
    const p = this.requirePosition(userId, symbol, positionIdx);
    if (!p.isIsolated) throw new SimError(ErrorCode.NOT_ISOLATED);
    if (amount.isZero()) throw new SimError(ErrorCode.PARAMS, 'addToPositionBalanceE8: must not be 0');
    const extra = new Dec(p.extraMargin ?? 0).plus(amount);
    if (extra.isNegative()) throw new SimError(ErrorCode.MARGIN_REDUCE_TOO_LARGE);
    if (amount.isPositive() && amount.isGreaterThan(this.engine.availableBalance(userId, inst.settleCoin)))
      throw new SimError(ErrorCode.INSUFFICIENT_BALANCE);
    return { p, inst, extra };
  }

  addMargin(userId: number, symbol: string, positionIdx: number, amount: Dec): PositionRecord {
    const { p, extra } = this.checkMarginChange(userId, symbol, positionIdx, amount);
    const next = { ...p, extraMargin: str(money(extra)), updatedAt: this.now() };
    this.repo.putPosition(next);
    this.engine.emitPosition(userId, symbol, p.positionIdx ?? 0);
    return next;
  }

  setAutoAddMargin(userId: number, symbol: string, positionIdx: number, on: boolean): void {
    this.perp(symbol);
    const p = this.requirePosition(userId, symbol, positionIdx);
    if (!p.isIsolated) throw new SimError(ErrorCode.NOT_ISOLATED);
    this.repo.putPosition({ ...p, autoAddMargin: on, updatedAt: this.now() });
    this.engine.emitPosition(userId, symbol, p.positionIdx ?? 0);
  }

  /** Switch a position (or the symbol setting when flat) between cross and isolated, optionally with a new leverage. */
  switchIsolated(userId: number, symbol: string, isolated: boolean, leverage?: Dec): void {
    const inst = this.perp(symbol);
    const maxLev = new Dec(riskTiers(inst)[0]!.maxLeverage);
    if (leverage && (leverage.isLessThan('0.01') || leverage.isGreaterThan(maxLev)))
      throw new SimError(
        ErrorCode.LEVERAGE_TOO_HIGH,
        `leverage must be within 0.01..${str(maxLev)} (max_leverage ${str(maxLev)})`,
      );
    // hedge mode: the margin mode and leverage are per symbol, so both sides switch
    const sides: (0 | 1 | 2)[] = this.repo.findUser(userId)?.positionMode === 'BothSide' ? [1, 2] : [0];
    const coin = inst.settleCoin;
    const availableBefore = this.engine.availableBalance(userId, coin);
    const previous: PositionRecord[] = [];
    for (const idx of sides) {
      const held = this.repo.getPosition(userId, symbol, idx);
      if (held) previous.push(held);
      const p = held ?? this.engine.newPositionRecord(userId, symbol, inst, idx);
      const next: PositionRecord = {
        ...p,
        isIsolated: isolated,
        leverage: leverage ? str(leverage) : p.leverage,
        updatedAt: this.now(),
      };
      if (!isolated) {
        next.extraMargin = '0';
        next.autoAddMargin = false;
      }
      this.repo.putPosition(next);
    }
    // The same margin check as an order: a lower leverage (or dropping added margin) that the
    // account cannot hold is refused and nothing changes (issue 12: leverage 0.01 had left the
    // available balance at -310,441 USDT). A change that frees margin is always allowed.
    const availableAfter = this.engine.availableBalance(userId, coin);
    if (availableAfter.isNegative() && availableAfter.isLessThan(availableBefore)) {
      for (const p of previous) this.repo.putPosition(p);
      throw new SimError(
        ErrorCode.INSUFFICIENT_BALANCE,
        `the position would need ${str(availableBefore.minus(availableAfter))} ${coin} more margin than is available`,
      );
    }
    for (const idx of sides) this.engine.emitPosition(userId, symbol, idx);
  }

  // ------------------------------------------------------------------ TP/SL, trailing, MMR

  /** Validate a TP/SL against the side and the current trigger-kind price (30027–30030). */
  private checkTpSl(
    inst: PerpInstrument,
    long: boolean,
    tp: Dec | undefined,
    sl: Dec | undefined,
    tpBy: TriggerBy,
    slBy: TriggerBy,
  ): void {
    const name = (by: TriggerBy): string => by.replace('Price', ' price').toLowerCase();
    for (const [v, field] of [
      [tp, 'takeProfit'],
      [sl, 'stopLoss'],
    ] as const) {
      if (v && !v.isZero() && !isMultipleOf(v, inst.rules.tickSize))
        throw new SimError(ErrorCode.PRICE_NOT_TICK, `${field} is not a multiple of tickSize ${inst.rules.tickSize}`);
    }
    if (tp && !tp.isZero()) {
      const cur = this.priceBy(inst, tpBy);
      if (long && tp.isLessThanOrEqualTo(cur))
        throw new SimError(
          ErrorCode.TP_LONG_TOO_LOW,
          `take profit for a long position must be above the current ${name(tpBy)} ${str(cur)}`,
        );
      if (!long && tp.isGreaterThanOrEqualTo(cur))
        throw new SimError(
          ErrorCode.TP_SHORT_TOO_HIGH,
          `take profit for a short position must be below the current ${name(tpBy)} ${str(cur)}`,
        );
    }
    if (sl && !sl.isZero()) {
      const cur = this.priceBy(inst, slBy);
      if (long && sl.isGreaterThanOrEqualTo(cur))
        throw new SimError(
          ErrorCode.SL_LONG_TOO_HIGH,
          `stop loss for a long position must be below the current ${name(slBy)} ${str(cur)}`,
        );
      if (!long && sl.isLessThanOrEqualTo(cur))
        throw new SimError(
          ErrorCode.SL_SHORT_TOO_LOW,
          `stop loss for a short position must be above the current ${name(slBy)} ${str(cur)}`,
        );
    }
  }

  /**
   * set-tp-sl-ts. Full mode: TP/SL of the whole position (0 clears). Partial mode: one
   * PartialTakeProfit and/or PartialStopLoss conditional order for tpSize / slSize. Trailing:
   * distance (trailingStop) or rate (trailValuePercentageE4), optional activation price; 0 clears.
   */
  setTpSlTs(
    userId: number,
    a: {
      symbol: string;
      positionIdx: number;
      mode: 'Full' | 'Partial';
      takeProfit?: Dec;
      stopLoss?: Dec;
      tpTriggerBy: TriggerBy;
      slTriggerBy: TriggerBy;
      tpOrderType: OrderType;
      slOrderType: OrderType;
      limitTakeProfit?: Dec;
      limitStopLoss?: Dec;
      tpSize?: Dec;
      slSize?: Dec;
      trailingStop?: Dec;
      trailValueE4?: Dec;
      activationPrice?: Dec;
    },
  ): { orderIds: string[] } {
    const inst = this.perp(a.symbol);
    const p = this.requirePosition(userId, a.symbol, a.positionIdx);
    const size = new Dec(p.size);
    const long = size.isPositive();
    this.checkTpSl(inst, long, a.takeProfit, a.stopLoss, a.tpTriggerBy, a.slTriggerBy);
    if (
      a.tpOrderType === 'Limit' &&
      a.takeProfit &&
      !a.takeProfit.isZero() &&
      (!a.limitTakeProfit || a.limitTakeProfit.isZero())
    )
      throw new SimError(ErrorCode.PARAMS, 'limitTakeProfit: is required when tpOrderType is Limit');
    if (
      a.slOrderType === 'Limit' &&
      a.stopLoss &&
      !a.stopLoss.isZero() &&
      (!a.limitStopLoss || a.limitStopLoss.isZero())
    )
      throw new SimError(ErrorCode.PARAMS, 'limitStopLoss: is required when slOrderType is Limit');
    // trailing checks
    const ts = a.trailingStop;
    const rate = a.trailValueE4;
    const trailingGiven = ts !== undefined || rate !== undefined || a.activationPrice !== undefined;
    if (trailingGiven) {
      const on = (ts && ts.isGreaterThan(0)) || (rate && rate.isGreaterThan(0));
      if (a.activationPrice && a.activationPrice.isGreaterThan(0) && !on)
        throw new SimError(ErrorCode.TRAILING_INVALID, 'trailing stop: an active price needs a callback value > 0');
      if (rate && rate.isGreaterThan(0) && (rate.isLessThan(10) || rate.isGreaterThan(10000)))
        throw new SimError(
          ErrorCode.TRAILING_INVALID,
          'trailValuePercentageE4 must be within 10..10000 (0.1 %..100 %)',
        );
      if (ts && ts.isGreaterThan(0) && !isMultipleOf(ts, inst.rules.tickSize))
        throw new SimError(
          ErrorCode.TRAILING_INVALID,
          `trailingStop must be a multiple of tickSize ${inst.rules.tickSize}`,
        );
      if (
        a.activationPrice &&
        a.activationPrice.isGreaterThan(0) &&
        !isMultipleOf(a.activationPrice, inst.rules.tickSize)
      )
        throw new SimError(ErrorCode.PRICE_NOT_TICK, 'activationPrice is not a multiple of the tick size');
    }
    const orderIds: string[] = [];
    const next: PositionRecord = { ...p, updatedAt: this.now() };
    if (a.mode === 'Full') {
      if (a.takeProfit !== undefined) {
        next.takeProfit = str(a.takeProfit);
        next.tpTriggerBy = a.tpTriggerBy;
        next.tpOrderType = a.tpOrderType;
        next.limitTakeProfit = a.limitTakeProfit ? str(a.limitTakeProfit) : undefined;
      }
      if (a.stopLoss !== undefined) {
        next.stopLoss = str(a.stopLoss);
        next.slTriggerBy = a.slTriggerBy;
        next.slOrderType = a.slOrderType;
        next.limitStopLoss = a.limitStopLoss ? str(a.limitStopLoss) : undefined;
      }
    } else {
      for (const [price, qty, by, type, limit, kind] of [
        [a.takeProfit, a.tpSize, a.tpTriggerBy, a.tpOrderType, a.limitTakeProfit, 'PartialTakeProfit'],
        [a.stopLoss, a.slSize, a.slTriggerBy, a.slOrderType, a.limitStopLoss, 'PartialStopLoss'],
      ] as const) {
        if (!price || price.isZero()) continue;
        if (!qty || qty.isZero())
          throw new SimError(
            ErrorCode.PARAMS,
            `${kind === 'PartialTakeProfit' ? 'tpSizeX' : 'slSizeX'}: is required in Partial mode`,
          );
        // the open partials of the same kind already cover part of the position (tpFreeSize / slFreeSize)
        const covered = this.partials(userId, a.symbol, p.positionIdx ?? 0)
          .filter((e) => e.stopOrderType === kind)
          .reduce((sum, e) => sum.plus(e.qty), ZERO);
        const free = Dec.max(ZERO, size.abs().minus(covered));
        if (qty.isGreaterThan(free))
          throw new SimError(
            ErrorCode.QTY_INVALID,
            `partial TP/SL quantity above what the position has left for it (${str(free)} of ${str(size.abs())})`,
          );
        if (!isMultipleOf(qty, inst.rules.qtyStep))
          throw new SimError(ErrorCode.QTY_INVALID, `qty is not a multiple of lotStep ${inst.rules.qtyStep}`);
        const o = this.placeConditional(
          userId,
          inst,
          {
            symbol: a.symbol,
            side: long ? 'Sell' : 'Buy',
            orderType: type,
            price: type === 'Limit' ? limit : undefined,
            qty,
            timeInForce: type === 'Limit' ? 'GoodTillCancel' : 'ImmediateOrCancel',
            reduceOnly: true,
            closeOnTrigger: true,
            positionIdx: p.positionIdx ?? 0,
            triggerPrice: price,
            triggerBy: by,
            createType: kind === 'PartialTakeProfit' ? 'CreateByPartialTakeProfit' : 'CreateByPartialStopLoss',
            stopOrderType: kind,
          },
          new Dec(p.leverage),
        );
        orderIds.push(o.orderId);
      }
    }
    if (trailingGiven) {
      next.trailingStop = ts ? str(ts) : '0';
      next.trailValueE4 = rate ? str(rate) : '0';
      next.activationPrice = a.activationPrice ? str(a.activationPrice) : '0';
      const on = new Dec(next.trailingStop).isGreaterThan(0) || new Dec(next.trailValueE4).isGreaterThan(0);
      const act = new Dec(next.activationPrice);
      next.trailPeak = on && act.isZero() ? str(this.market.lastPrice(a.symbol)) : '0';
    }
    this.repo.putPosition(next);
    this.engine.emitPosition(userId, a.symbol, p.positionIdx ?? 0);
    return { orderIds };
  }

  setMmRate(userId: number, symbol: string, positionIdx: number, e2: number): void {
    const inst = this.perp(symbol);
    const p = this.requirePosition(userId, symbol, positionIdx);
    if (e2 !== 0) {
      const v = this.engine.view(p, inst);
      const current = new Dec(v.mmRate ?? 0).multipliedBy(1e4);
      if (e2 > 9000 || current.isGreaterThanOrEqualTo(e2))
        throw new SimError(
          ErrorCode.MMR_TRIGGER_INVALID,
          `triggerMmRateE2 must be above the current MMR (${str(current.decimalPlaces(0, BigNumber.ROUND_UP))}) and at most 9000`,
        );
    }
    this.repo.putPosition({ ...p, triggerMmRateE2: e2, updatedAt: this.now() });
    this.engine.emitPosition(userId, symbol, p.positionIdx ?? 0);
  }

  /** Partial TP/SL entries of a position (for the position view). */
  partials(userId: number, symbol: string, positionIdx: 0 | 1 | 2 = 0): TpSlEntry[] {
    return this.repo
      .listOrders(userId, { open: true, symbol })
      .filter(
        (o) =>
          (o.stopOrderType === 'PartialTakeProfit' || o.stopOrderType === 'PartialStopLoss') &&
          (o.positionIdx ?? 0) === positionIdx,
      )
      .map((o) => {
        const tp = o.stopOrderType === 'PartialTakeProfit';
        const limit = o.orderType === 'Limit' ? (o.orderPriceOnTrigger ?? o.price) : '0';
        return {
          orderId: o.orderId,
          takeProfit: tp ? (o.triggerPrice ?? '0') : '0',
          stopLoss: tp ? '0' : (o.triggerPrice ?? '0'),
          qty: o.qty,
          tpTriggerBy: tp ? (o.triggerBy ?? 'LastPrice') : '',
          slTriggerBy: tp ? '' : (o.triggerBy ?? 'LastPrice'),
          stopOrderType: o.stopOrderType,
          triggerPrice: o.triggerPrice ?? '0',
          triggerBy: o.triggerBy ?? 'LastPrice',
          price: limit,
          orderType: o.orderType,
          parentOrderId: o.parentOrderId ?? '',
          limitTakeProfit: tp ? limit : '0',
          limitStopLoss: tp ? '0' : limit,
          tpOrderType: o.orderType,
          slOrderType: o.orderType,
          updatedAt: o.updatedAt,
          tpStopOrderId: tp ? o.orderId : '',
          slStopOrderId: tp ? '' : o.orderId,
        };
      });
  }

  // ------------------------------------------------------------------ cancel / replace / close-all

  /**
   * cancel-totally: PartialTpSlConditional (partial TP/SL of the position), conditional kinds, or
   * Activity (ordinary orders). `positionIdx` 1 or 2 (hedge mode) keeps to that side's orders.
   * The position-level kinds also switch the matching positions' setting off (and push
   * `user.position`): TpSlOcoStopOrder the full TP/SL, TrailOrders the trailing stop,
   * MmRateCloseStopOrder the MMR close. Returns the cancelled order ids.
   */
  cancelTotally(
    userId: number,
    symbol: string | undefined,
    type: string,
    instFilter: (i: Instrument) => boolean = () => true,
    positionIdx?: 0 | 1 | 2,
  ): string[] {
    const kinds: Record<string, (o: OrderRecord) => boolean> = {
      Activity: (o) => o.orderStatus !== 'Untriggered',
      PartialTpSlConditional: (o) => o.stopOrderType === 'PartialTakeProfit' || o.stopOrderType === 'PartialStopLoss',
      TpSlOcoStopOrder: (o) => o.orderStatus === 'Untriggered' && /TakeProfit|StopLoss/.test(o.stopOrderType ?? ''),
      NormalStop: (o) => o.orderStatus === 'Untriggered' && o.stopOrderType === 'Stop',
      TrailOrders: (o) => o.stopOrderType === 'TrailingStop',
      MmRateCloseStopOrder: (o) => o.stopOrderType === 'MmRateClose',
      All: () => true,
    };
    const pred = kinds[type];
    if (!pred) throw new SimError(ErrorCode.PARAMS, `type: must be one of ${Object.keys(kinds).join(', ')}`);
    const side = positionIdx === 1 || positionIdx === 2 ? positionIdx : undefined;
    const out: string[] = [];
    for (const o of this.repo.listOrders(userId, { open: true, symbol })) {
      const inst = this.market.instrument(o.symbol);
      if (!pred(o) || !inst || !instFilter(inst)) continue;
      if (side !== undefined && (o.positionIdx ?? 0) !== side) continue;
      this.engine.cancelOrder(userId, o.orderId);
      out.push(o.orderId);
    }
    const clear = POSITION_SETTING_OF[type];
    if (clear)
      for (const p of this.repo.listPositions(userId)) {
        const inst = this.market.instrument(p.symbol);
        if (!inst || inst.kind === 'option' || !instFilter(inst) || new Dec(p.size).isZero()) continue;
        if ((symbol !== undefined && p.symbol !== symbol) || (side !== undefined && (p.positionIdx ?? 0) !== side))
          continue;
        if (!clear.armed(p)) continue;
        this.repo.putPosition({ ...p, ...clear.off, updatedAt: this.now() });
        this.engine.emitPosition(userId, p.symbol, p.positionIdx ?? 0);
      }
    return out;
  }

  /**
   * replace. A conditional (Untriggered) order: trigger (`triggerPrice`; a partial TP/SL order
   * also takes its `takeProfit` / `stopLoss`), trigger kind, qty, limit price, attached TP/SL. A
   * resting limit order: price, qty (re-reserved: 30031 when the account cannot cover the new
   * reserve), attached TP/SL (`takeProfit` / `stopLoss`, '0' removes; 30027–30030 as on create).
   * Nothing to change (no field, or every given value equals the order's) → 110019; any failure
   * changes nothing.
   */
  replace(
    userId: number,
    orderId: string,
    a: {
      price?: Dec;
      qty?: Dec;
      triggerPrice?: Dec;
      triggerBy?: TriggerBy;
      takeProfit?: Dec;
      stopLoss?: Dec;
      tpTriggerBy?: TriggerBy;
      slTriggerBy?: TriggerBy;
    },
  ): OrderRecord {
    const o = this.repo.getOrder(orderId);
    if (!o || o.userId !== userId) throw new SimError(ErrorCode.ORDER_NOT_FOUND);
    if (o.orderStatus !== 'New' && o.orderStatus !== 'PartiallyFilled' && o.orderStatus !== 'Untriggered')
      throw new SimError(ErrorCode.ORDER_FINISHED);
    if (Object.values(a).every((v) => v === undefined))
      throw new SimError(ErrorCode.REPLACE_INVALID, 'nothing to change');
    const inst = this.market.instrument(o.symbol);
    if (!inst || inst.kind === 'option')
      throw new SimError(ErrorCode.REPLACE_INVALID, 'option orders cannot be replaced here');
    const r = inst.rules;
    if (a.qty && (a.qty.isLessThan(r.minQty) || a.qty.isGreaterThan(r.maxQty) || !isMultipleOf(a.qty, r.qtyStep)))
      throw new SimError(ErrorCode.QTY_INVALID);
    if (a.qty && a.qty.isLessThanOrEqualTo(o.cumExecQty))
      throw new SimError(ErrorCode.QTY_INVALID, 'qty must stay above the filled quantity');
    const conditional = o.orderStatus === 'Untriggered';
    const partial =
      o.stopOrderType === 'PartialTakeProfit' ? 'tp' : o.stopOrderType === 'PartialStopLoss' ? 'sl' : undefined;
    // a partial TP/SL order's trigger is its take-profit / stop-loss; other orders carry an attached TP/SL
    const trigger =
      partial === 'tp'
        ? (a.triggerPrice ?? a.takeProfit)
        : partial === 'sl'
          ? (a.triggerPrice ?? a.stopLoss)
          : a.triggerPrice;
    const triggerBy =
      partial === 'tp'
        ? (a.triggerBy ?? a.tpTriggerBy)
        : partial === 'sl'
          ? (a.triggerBy ?? a.slTriggerBy)
          : a.triggerBy;
    // (an ordinary order has no trigger: a trigger price there is refused, a trigger kind ignored)
    if (!conditional && trigger && !trigger.isZero())
      throw new SimError(ErrorCode.REPLACE_INVALID, 'triggerPrice: only conditional orders have a trigger');
    for (const v of [a.price, trigger]) {
      if (v && (v.isLessThan(r.minPrice) || v.isGreaterThan(r.maxPrice)))
        throw new SimError(ErrorCode.PRICE_OUT_OF_RANGE);
      if (v && !isMultipleOf(v, r.tickSize)) throw new SimError(ErrorCode.PRICE_NOT_TICK);
    }
    const next: OrderRecord = { ...o, updatedAt: this.now() };
    if (!partial) Object.assign(next, this.replacedTpSl(inst, o, a));
    if (conditional) {
      if (trigger) next.triggerPrice = str(trigger);
      if (triggerBy) next.triggerBy = triggerBy;
      if (a.price) {
        next.price = str(a.price);
        next.orderPriceOnTrigger = str(a.price);
      }
      if (a.qty) {
        next.qty = str(a.qty);
        next.leavesQty = str(a.qty);
      }
      if (sameOrder(o, next)) throw new SimError(ErrorCode.REPLACE_INVALID, 'nothing to change');
      const cur = this.priceBy(inst, next.triggerBy ?? 'LastPrice');
      const trig = new Dec(next.triggerPrice ?? 0);
      if (partial) {
        const p = this.position(userId, o.symbol, o.positionIdx ?? 0);
        const long = new Dec(p?.size ?? 0).isPositive();
        if (partial === 'tp') this.checkTpSl(inst, long, trig, undefined, next.triggerBy ?? 'LastPrice', 'LastPrice');
        else this.checkTpSl(inst, long, undefined, trig, 'LastPrice', next.triggerBy ?? 'LastPrice');
      }
      next.triggerDirection = trig.isGreaterThan(cur) ? 1 : 2;
      this.repo.putOrder(next);
    } else {
      if (o.orderType !== 'Limit')
        throw new SimError(ErrorCode.REPLACE_INVALID, 'only resting limit orders can be replaced');
      const price = a.price ?? new Dec(o.price);
      const pos = this.repo.getPosition(userId, o.symbol, o.positionIdx ?? 0);
      const size = new Dec(pos?.size ?? 0);
      const opposite = o.side === 'Buy' ? size.isNegative() : size.isPositive();
      let leaves = (a.qty ?? new Dec(o.qty)).minus(o.cumExecQty);
      if (o.reduceOnly) {
        // as on create: a reduce-only order is clamped to the position it reduces
        leaves = Dec.min(leaves, opposite ? size.abs() : ZERO);
        if (!leaves.isGreaterThan(0)) throw new SimError(ErrorCode.REDUCE_ONLY_REJECTED);
      }
      next.price = str(price);
      next.qty = str(leaves.plus(o.cumExecQty));
      next.leavesQty = str(leaves);
      if (sameOrder(o, next)) throw new SimError(ErrorCode.REPLACE_INVALID, 'nothing to change');
      const book = this.market.books.get(o.symbol)!;
      const repriced = !price.isEqualTo(o.price);
      if (repriced && book.wouldCross(o.side, price))
        throw new SimError(
          ErrorCode.REPLACE_INVALID,
          'the new price would cross the book (replace keeps orders passive)',
        );
      const oldLeaves = new Dec(o.leavesQty);
      if (repriced || !leaves.isEqualTo(oldLeaves)) {
        // the reserve of the new open part, as on create; the order's own reserve is freed first
        const closing = o.reduceOnly ? leaves : opposite ? Dec.min(leaves, size.abs()) : ZERO;
        const openQty = leaves.minus(closing);
        const leverage = new Dec(o.leverage ?? pos?.leverage ?? inst.leverage);
        const required = money(this.openCostPerContract(inst, o.side, price, leverage).multipliedBy(openQty));
        const own = new Dec(o.reservePerContract).multipliedBy(oldLeaves);
        if (required.isGreaterThan(this.engine.availableBalance(userId, inst.settleCoin).plus(own)))
          throw new SimError(ErrorCode.INSUFFICIENT_BALANCE);
        next.reservePerContract = openQty.isZero()
          ? '0'
          : str(required.dividedBy(leaves).decimalPlaces(8, BigNumber.ROUND_UP));
      }
      if (repriced || leaves.isGreaterThan(oldLeaves)) {
        // a new price or a larger qty loses time priority
        book.removeOrder(o.orderId);
        next.bookSeq = nextBookSeq();
        this.repo.putOrder(next);
        book.addOrder(o.side, o.orderId, userId, price, leaves, next.bookSeq);
      } else {
        // a smaller qty (or only the TP/SL) keeps the book entry where it is
        this.repo.putOrder(next);
        const entry = (o.side === 'Buy' ? book.bids : book.asks).find((e) => e.orderId === o.orderId);
        if (entry) entry.qty = leaves;
      }
    }
    const stored = this.repo.getOrder(orderId)!;
    this.engine.emitOrder(stored, 'replaced');
    return stored;
  }

  /**
   * The attached TP/SL of `o` after a replace: `takeProfit` / `stopLoss` set ('0' removes it),
   * `tpTriggerBy` / `slTriggerBy` change the kind of a set one; a new value is validated as on
   * create (30027–30030, 110005; none on a reduce-only order: 10001).
   */
  private replacedTpSl(
    inst: PerpInstrument,
    o: OrderRecord,
    a: { takeProfit?: Dec; stopLoss?: Dec; tpTriggerBy?: TriggerBy; slTriggerBy?: TriggerBy },
  ): AttachedTpSl {
    const cur: AttachedTpSl = o;
    const out: AttachedTpSl = {
      takeProfit: cur.takeProfit,
      stopLoss: cur.stopLoss,
      tpTriggerBy: cur.tpTriggerBy,
      slTriggerBy: cur.slTriggerBy,
    };
    const set = (v: Dec | undefined, old: string | undefined): string | undefined =>
      v === undefined ? old : v.isZero() ? undefined : str(v);
    out.takeProfit = set(a.takeProfit, cur.takeProfit);
    out.stopLoss = set(a.stopLoss, cur.stopLoss);
    out.tpTriggerBy = out.takeProfit ? (a.tpTriggerBy ?? cur.tpTriggerBy ?? 'LastPrice') : undefined;
    out.slTriggerBy = out.stopLoss ? (a.slTriggerBy ?? cur.slTriggerBy ?? 'LastPrice') : undefined;
    const tpChanged = out.takeProfit !== cur.takeProfit || out.tpTriggerBy !== cur.tpTriggerBy;
    const slChanged = out.stopLoss !== cur.stopLoss || out.slTriggerBy !== cur.slTriggerBy;
    const tp = tpChanged && out.takeProfit ? new Dec(out.takeProfit) : undefined;
    const sl = slChanged && out.stopLoss ? new Dec(out.stopLoss) : undefined;
    if (tp || sl) {
      if (o.reduceOnly || o.closeOnTrigger)
        throw new SimError(ErrorCode.PARAMS, 'takeProfit/stopLoss: not allowed on reduce-only or closing orders');
      const hedge = (o.positionIdx ?? 0) !== 0;
      const long = hedge ? o.positionIdx === 1 : o.side === 'Buy';
      this.checkTpSl(inst, long, tp, sl, out.tpTriggerBy ?? 'LastPrice', out.slTriggerBy ?? 'LastPrice');
    }
    return out;
  }

  /** The attached TP/SL of a conditional order as the input of the order it fires (validated when it was placed). */
  private attachedInput(
    o: OrderRecord,
  ): Pick<ContractOrderInput, 'takeProfit' | 'stopLoss' | 'tpTriggerBy' | 'slTriggerBy' | 'tpSlChecked'> {
    return {
      takeProfit: o.takeProfit ? new Dec(o.takeProfit) : undefined,
      stopLoss: o.stopLoss ? new Dec(o.stopLoss) : undefined,
      tpTriggerBy: o.tpTriggerBy,
      slTriggerBy: o.slTriggerBy,
      tpSlChecked: true,
    };
  }

  /**
   * close-all: market-close every non-option position, or those of one `marketType`
   * (UsdtPerpetual, UsdcPerpetual, InversePerpetual, UsdtFutures, UsdcFutures, InverseFutures);
   * USDC perpetuals only with `withUsdcPerp`, USDC futures only with `withUsdcFuture`. Hedge mode:
   * each side. A position that cannot be closed (no liquidity) is skipped.
   */
  closeAll(
    userId: number,
    opts: { withUsdcPerp: boolean; withUsdcFuture: boolean; marketType?: string; symbol?: string },
  ): { symbol: string; orderId: string }[] {
    const out: { symbol: string; orderId: string }[] = [];
    for (const p of this.repo.listPositions(userId)) {
      const inst = this.market.instrument(p.symbol);
      if (!inst || inst.kind === 'option' || new Dec(p.size).isZero()) continue;
      if (opts.symbol && p.symbol !== opts.symbol) continue;
      const type = marketTypeOf(inst);
      if (type === 'UsdcPerpetual' && !opts.withUsdcPerp) continue;
      if (type === 'UsdcFutures' && !opts.withUsdcFuture) continue;
      if (opts.marketType && opts.marketType !== type) continue;
      const o = this.closeMarket(userId, p.symbol, undefined, 'CreateByClosing', '', undefined, p.positionIdx ?? 0);
      if (o) out.push({ symbol: p.symbol, orderId: o.orderId });
    }
    return out;
  }

  // ------------------------------------------------------------------ triggers (every tick)

  /** Fire conditional orders, full TP/SL, trailing stops, MMR close and liquidations at the new prices. */
  checkTriggers(): void {
    for (const o of this.repo.listOpenOrders()) {
      if (o.orderStatus !== 'Untriggered') continue;
      const inst = this.market.instrument(o.symbol);
      if (!inst || inst.kind === 'option') continue;
      const cur = this.priceBy(inst, o.triggerBy ?? 'LastPrice');
      const trig = new Dec(o.triggerPrice ?? 0);
      const hit = o.triggerDirection === 1 ? cur.isGreaterThanOrEqualTo(trig) : cur.isLessThanOrEqualTo(trig);
      if (hit) this.fireConditional(o);
    }
    for (const p of this.repo.listAllPositions()) {
      // one-way positions and hedge-mode sides alike
      if (new Dec(p.size).isZero()) continue;
      const inst = this.market.instrument(p.symbol);
      if (!inst || inst.kind === 'option') continue;
      this.checkPosition(p, inst);
    }
  }

  private fireConditional(o: OrderRecord): void {
    const ts = this.now();
    const triggered: OrderRecord = { ...o, orderStatus: 'Triggered', updatedAt: ts };
    this.repo.putOrder(triggered);
    this.engine.emitOrder(triggered, 'replaced');
    try {
      // (a partial TP/SL can be above maxMarketQty: its market close is split)
      this.placeOrderSplit(o.userId, {
        symbol: o.symbol,
        side: o.side,
        orderType: o.orderType,
        price: o.orderType === 'Limit' ? new Dec(o.orderPriceOnTrigger ?? o.price) : undefined,
        qty: new Dec(o.qty),
        timeInForce: o.orderType === 'Limit' ? 'GoodTillCancel' : 'ImmediateOrCancel',
        reduceOnly: o.reduceOnly,
        closeOnTrigger: o.closeOnTrigger ?? false,
        positionIdx: o.positionIdx ?? 0,
        createType: o.createType ?? 'CreateByStopOrder',
        stopOrderType: o.stopOrderType,
        parentOrderId: o.orderId,
        ...this.attachedInput(o),
      });
    } catch (e) {
      if (!(e instanceof SimError)) throw e;
      this.repo.putOrder({
        ...triggered,
        orderStatus: 'Deactivated',
        cancelType: `CancelByTrigger:${e.code}`,
        updatedAt: ts,
      });
    }
  }

  /**
   * After a trigger's market close: if part of `before` is still open on the same side (the book
   * could not take the whole close: see the split), the trigger's settings go back on, so the next
   * check closes more instead of leaving the rest unprotected.
   */
  private rearm(before: PositionRecord, settings: Partial<PositionRecord>): void {
    const now = this.position(before.userId, before.symbol, before.positionIdx ?? 0);
    if (!now || new Dec(now.size).isZero() || now.size.startsWith('-') !== before.size.startsWith('-')) return;
    this.repo.putPosition({ ...now, ...settings });
    this.engine.emitPosition(before.userId, before.symbol, before.positionIdx ?? 0);
  }

  private checkPosition(p: PositionRecord, inst: PerpInstrument): void {
    const size = new Dec(p.size);
    const long = size.isPositive();
    const uid = p.userId;
    const idx = p.positionIdx ?? 0;
    // liquidation first (mark price)
    const v = this.engine.view(p, inst);
    const mark = this.market.markPrice(inst.symbol);
    const liq = new Dec(v.liqPrice || 0);
    if (!liq.isZero() && (long ? mark.isLessThanOrEqualTo(liq) : mark.isGreaterThanOrEqualTo(liq))) {
      if (p.isIsolated && p.autoAddMargin) {
        // top up by the position's IM, but the margin (IM + added) never exceeds the value: the
        // effective leverage stops at 1x; with no room left the position is liquidated
        const value = new Dec(v.positionValue ?? 0);
        const im = value.dividedBy(p.leverage);
        const room = value.minus(im).minus(p.extraMargin ?? 0);
        const add = money(Dec.min(im, room));
        if (add.isGreaterThan(0) && add.isLessThanOrEqualTo(this.engine.availableBalance(uid, inst.settleCoin))) {
          this.repo.putPosition({
            ...p,
            extraMargin: str(money(new Dec(p.extraMargin ?? 0).plus(add))),
            updatedAt: this.now(),
          });
          this.engine.emitPosition(uid, inst.symbol, idx);
          return;
        }
      }
      this.liquidate(p, inst, new Dec(v.bustPrice || mark));
      return;
    }
    // full TP / SL: the take-profit fires when the price reaches it in the position's favour,
    // the stop-loss when it reaches it against; either clears both and closes the position.
    const legs = [
      {
        level: new Dec(p.takeProfit ?? 0),
        by: p.tpTriggerBy,
        favourable: true,
        createType: 'CreateByTakeProfit',
        stopOrderType: 'TakeProfit',
        limit: p.tpOrderType === 'Limit' ? p.limitTakeProfit : undefined,
      },
      {
        level: new Dec(p.stopLoss ?? 0),
        by: p.slTriggerBy,
        favourable: false,
        createType: 'CreateByStopLoss',
        stopOrderType: 'StopLoss',
        limit: p.slOrderType === 'Limit' ? p.limitStopLoss : undefined,
      },
    ] as const;
    for (const leg of legs) {
      if (!leg.level.isGreaterThan(0)) continue;
      const cur = this.priceBy(inst, leg.by ?? 'LastPrice');
      const upward = long === leg.favourable;
      if (upward ? cur.isGreaterThanOrEqualTo(leg.level) : cur.isLessThanOrEqualTo(leg.level)) {
        this.repo.putPosition({ ...p, takeProfit: '0', stopLoss: '0' });
        this.closeMarket(
          uid,
          p.symbol,
          undefined,
          leg.createType,
          leg.stopOrderType,
          leg.limit ? new Dec(leg.limit) : undefined,
          idx,
        );
        // a market close the book could not take whole: the rest keeps its TP/SL (fires again next check)
        if (!leg.limit) this.rearm(p, { takeProfit: p.takeProfit ?? '0', stopLoss: p.stopLoss ?? '0' });
        return;
      }
    }
    // trailing stop (last price)
    const trailingOn = new Dec(p.trailingStop ?? 0).isGreaterThan(0) || new Dec(p.trailValueE4 ?? 0).isGreaterThan(0);
    if (trailingOn) {
      const last = this.market.lastPrice(inst.symbol);
      let peak = new Dec(p.trailPeak ?? 0);
      const act = new Dec(p.activationPrice ?? 0);
      if (peak.isZero() && (act.isZero() || (long ? last.isGreaterThanOrEqualTo(act) : last.isLessThanOrEqualTo(act))))
        peak = last;
      if (!peak.isZero()) {
        if (long ? last.isGreaterThan(peak) : last.isLessThan(peak)) peak = last;
        const next = { ...p, trailPeak: str(peak) };
        const trig = new Dec(trailingTrigger(next, inst));
        if (!trig.isZero() && (long ? last.isLessThanOrEqualTo(trig) : last.isGreaterThanOrEqualTo(trig))) {
          this.repo.putPosition({
            ...next,
            trailingStop: '0',
            trailValueE4: '0',
            activationPrice: '0',
            trailPeak: '0',
          });
          this.closeMarket(uid, p.symbol, undefined, 'CreateByTrailingStop', 'TrailingStop', undefined, idx);
          this.rearm(p, {
            trailingStop: next.trailingStop ?? '0',
            trailValueE4: next.trailValueE4 ?? '0',
            activationPrice: next.activationPrice ?? '0',
            trailPeak: next.trailPeak,
          });
          return;
        }
        if (next.trailPeak !== p.trailPeak) this.repo.putPosition(next);
      }
    }
    // MMR close
    if (p.triggerMmRateE2 && p.triggerMmRateE2 > 0) {
      const mmr = positionMmr(
        new Dec(v.positionIM ?? 0),
        new Dec(v.positionMM ?? 0),
        new Dec(v.positionUPL ?? 0),
      ).multipliedBy(1e4);
      if (mmr.isGreaterThanOrEqualTo(p.triggerMmRateE2)) {
        this.repo.putPosition({ ...p, triggerMmRateE2: 0 });
        this.closeMarket(uid, p.symbol, undefined, 'CreateByMmRateClose', 'MmRateClose', undefined, idx);
        this.rearm(p, { triggerMmRateE2: p.triggerMmRateE2 });
      }
    }
  }

  // ------------------------------------------------------------------ delivery (every tick)

  /**
   * Deliver the futures whose delivery time has come: open orders are cancelled
   * (CancelByDelivery), every position is closed at the delivery price (the index on the tick,
   * rounded to the tick size; no fee) by a `CreateByDelivery` order, so its realised PnL is booked
   * into the balance, the added margin is released, and the instrument answers 3200115 from then
   * on. Then the next future of each cycle is listed. Idempotent (a restart re-checks; nothing is
   * left to deliver). Returns the delivered symbols that had orders or positions.
   */
  deliverFutures(): string[] {
    const now = this.now();
    const due = new Set<string>();
    // (options are settled by the engine's settleOptions)
    for (const o of this.repo.listOpenOrders()) {
      const inst = this.market.instrument(o.symbol);
      if (inst && inst.kind !== 'option' && isDelivered(inst, now)) due.add(o.symbol);
    }
    for (const p of this.repo.listAllPositions()) {
      const inst = this.market.instrument(p.symbol);
      if (inst && inst.kind !== 'option' && isDelivered(inst, now) && !new Dec(p.size).isZero()) due.add(p.symbol);
    }
    for (const symbol of due) {
      const inst = this.perp(symbol);
      const price = roundToStep(this.market.indexOf(symbol), inst.rules.tickSize);
      for (const o of this.repo.listOpenOrders())
        if (o.symbol === symbol) this.engine.cancelOrder(o.userId, o.orderId, 'CancelByDelivery');
      for (const p of this.repo.listAllPositions()) {
        if (p.symbol !== symbol || new Dec(p.size).isZero()) continue;
        const size = new Dec(p.size);
        const idx = p.positionIdx ?? 0;
        const order = houseCloseOrder(p, price, 'CreateByDelivery', now);
        this.repo.putOrder(order);
        this.engine.settleFill(order.orderId, { price, qty: size.abs() }, false, '0');
        const pos = this.repo.getPosition(p.userId, symbol, idx);
        if (pos)
          this.repo.putPosition({ ...pos, ...CLEARED_POSITION_SETTINGS, extraMargin: '0', autoAddMargin: false });
        this.engine.emitPosition(p.userId, symbol, idx);
      }
    }
    this.market.relist(now);
    return [...due];
  }

  /**
   * Close the whole position at the bankruptcy price against the house; pushes liquidation notices.
   * Isolated: the position's own bust price (leverage and added margin). Cross: where the settle
   * coin's cross pool has no equity left (positions.ts crossLiquidationPrice), so the liquidation
   * fires when the pool's equity falls to its maintenance margin, whichever position's price moved.
   */
  liquidate(p: PositionRecord, inst: PerpInstrument, bust: Dec): void {
    const size = new Dec(p.size);
    const ts = this.now();
    const idx = p.positionIdx ?? 0;
    // the symbol's orders (hedge mode: those of the liquidated side)
    for (const o of this.repo.listOrders(p.userId, { open: true, symbol: p.symbol }))
      if ((o.positionIdx ?? 0) === idx) this.engine.cancelOrder(p.userId, o.orderId, 'CancelByLiq');
    const order = houseCloseOrder(p, bust, 'CreateByLiq', ts);
    this.repo.putOrder(order);
    // the added margin is lost with the position
    const extra = new Dec(p.extraMargin ?? 0);
    if (extra.isGreaterThan(0)) {
      this.repo.setBalance(
        p.userId,
        inst.settleCoin,
        str(money(new Dec(this.repo.getBalance(p.userId, inst.settleCoin)).minus(extra))),
      );
      this.repo.putPosition({ ...p, extraMargin: '0' });
    }
    // isolated: liquidation fee value × LIQUIDATION_FEE_RATE (risk.ts), in place of the taker fee.
    // cross: none; closing at the pool's bankruptcy price already takes every bit of its equity
    // (a fee on top would leave the wallet below zero).
    const feeRate = p.isIsolated ? LIQUIDATION_FEE_RATE : '0';
    this.engine.settleFill(order.orderId, { price: bust, qty: size.abs() }, false, feeRate);
    const done = this.repo.getOrder(order.orderId)!;
    this.engine.emitOrder(done, 5);
    const pos = this.repo.getPosition(p.userId, p.symbol, idx);
    if (pos) this.repo.putPosition({ ...pos, ...CLEARED_POSITION_SETTINGS, autoAddMargin: false });
    this.onLiquidation(p.userId, {
      symbol: p.symbol,
      side: p.size.startsWith('-') ? 'Sell' : 'Buy',
      size: str(size.abs()),
      bustPrice: str(bust),
      orderId: order.orderId,
      positionIdx: idx,
      marginMode: this.engine.marginModeOf(p.userId),
      ts,
    });
  }
}

export { marketTypeOf };

/** The position setting each position-level cancel-totally kind switches off. */
const POSITION_SETTING_OF: Readonly<
  Record<string, { armed: (p: PositionRecord) => boolean; off: Partial<PositionRecord> } | undefined>
> = {
  TpSlOcoStopOrder: {
    armed: (p) => (p.takeProfit ?? '0') !== '0' || (p.stopLoss ?? '0') !== '0',
    off: { takeProfit: '0', stopLoss: '0', limitTakeProfit: undefined, limitStopLoss: undefined },
  },
  TrailOrders: {
    armed: (p) => (p.trailingStop ?? '0') !== '0' || (p.trailValueE4 ?? '0') !== '0',
    off: { trailingStop: '0', trailValueE4: '0', activationPrice: '0', trailPeak: '0' },
  },
  MmRateCloseStopOrder: { armed: (p) => (p.triggerMmRateE2 ?? 0) > 0, off: { triggerMmRateE2: 0 } },
};

/** What a replace can change; equal on every field = nothing to change. */
const REPLACEABLE = [
  'price',
  'qty',
  'triggerPrice',
  'triggerBy',
  'orderPriceOnTrigger',
  'takeProfit',
  'stopLoss',
  'tpTriggerBy',
  'slTriggerBy',
] as const;
function sameOrder(a: OrderRecord, b: OrderRecord): boolean {
  return REPLACEABLE.every((k) => {
    const u = a[k];
    const v = b[k];
    if (u === undefined || v === undefined) return u === v;
    return /^[\d.]+$/.test(u) && /^[\d.]+$/.test(v) ? new Dec(u).isEqualTo(v) : u === v;
  });
}

/** New or partially filled (not Untriggered, not finished). */
const isLive = (o: OrderRecord): boolean => o.orderStatus === 'New' || o.orderStatus === 'PartiallyFilled';
