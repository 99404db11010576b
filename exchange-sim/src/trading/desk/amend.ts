import { ErrorCode, SimError } from '../../errors';
import { marketTypeOf, type Instrument, type PerpInstrument } from '../../market/instruments';
import { nextBookSeq } from '../../market/book';
import type { OrderRecord } from '../../store/types';
import { Dec, ZERO, isMultipleOf, money, str } from '../../util/decimal';
import { isOpenOrder } from '../engine/context';
import { SCENE } from '../engine/notifications';
import { reservePerContract } from '../engine/optionOrders';
import type { AttachedTpSl } from '../newOrder';
import type { TriggerBy } from '../triggerRules';
import { openPosition, priceBy, type DeskContext } from './context';
import type { Placement } from './placement';
import { POSITION_SETTING_OF, type Protection, type TpSlTsInput } from './protection';
import type { SplitClose } from './split';
import { checkTpSl } from './tpslCheck';

/** What a replace may change. */
export interface ReplaceInput {
  price?: Dec;
  qty?: Dec;
  triggerPrice?: Dec;
  triggerBy?: TriggerBy;
  takeProfit?: Dec;
  stopLoss?: Dec;
  tpTriggerBy?: TriggerBy;
  slTriggerBy?: TriggerBy;
  /** A partial take-profit order's close type (Market ↔ Limit; Limit needs a price). */
  tpOrderType?: 'Market' | 'Limit';
  /** A partial stop-loss order's close type. */
  slOrderType?: 'Market' | 'Limit';
}

/** The orders each cancel-totally kind takes. */
const CANCEL_KINDS: Readonly<Record<string, (o: OrderRecord) => boolean>> = {
  Activity: (o) => o.orderStatus !== 'Untriggered',
  PartialTpSlConditional: (o) => o.stopOrderType === 'PartialTakeProfit' || o.stopOrderType === 'PartialStopLoss',
  TpSlOcoStopOrder: (o) => o.orderStatus === 'Untriggered' && /TakeProfit|StopLoss/.test(o.stopOrderType ?? ''),
  NormalStop: (o) => o.orderStatus === 'Untriggered' && o.stopOrderType === 'Stop',
  TrailOrders: (o) => o.stopOrderType === 'TrailingStop',
  MmRateCloseStopOrder: (o) => o.stopOrderType === 'MmRateClose',
  All: () => true,
};

/** What a replace can change; equal on every field = nothing to change. */
const REPLACEABLE = [
  'orderType',
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

/** Changing open orders and positions after the fact: cancel-totally, replace, close-all. */
export class Amend {
  constructor(
    private readonly ctx: DeskContext,
    private readonly placement: Placement,
    private readonly split: SplitClose,
  ) {}

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
    /** the most orders this call cancels (cancel-totally-integrated's overload limit); `more` is set when orders were left */
    limit?: { max: number; more?: boolean },
  ): string[] {
    const { repo, market, engine } = this.ctx;
    const pred = Object.hasOwn(CANCEL_KINDS, type) ? CANCEL_KINDS[type] : undefined;
    if (!pred) throw new SimError(ErrorCode.PARAMS, `type: must be one of ${Object.keys(CANCEL_KINDS).join(', ')}`);
    const side = positionIdx === 1 || positionIdx === 2 ? positionIdx : undefined;
    const out: string[] = [];
    for (const o of repo.listOrders(userId, { open: true, symbol })) {
      const inst = market.instrument(o.symbol);
      if (!pred(o) || !inst || !instFilter(inst)) continue;
      if (side !== undefined && (o.positionIdx ?? 0) !== side) continue;
      if (limit && out.length >= limit.max) {
        limit.more = true;
        break;
      }
      engine.cancelOrder(userId, o.orderId);
      out.push(o.orderId);
    }
    const clear = POSITION_SETTING_OF[type];
    if (clear)
      for (const p of repo.listPositions(userId)) {
        const inst = market.instrument(p.symbol);
        if (!inst || inst.kind === 'option' || !instFilter(inst) || new Dec(p.size).isZero()) continue;
        if ((symbol !== undefined && p.symbol !== symbol) || (side !== undefined && (p.positionIdx ?? 0) !== side))
          continue;
        if (!clear.armed(p)) continue;
        repo.putPosition({ ...p, ...clear.off, updatedAt: this.ctx.now() });
        engine.emitPosition(userId, p.symbol, p.positionIdx ?? 0);
      }
    return out;
  }

  /**
   * order/cancel with type TpSlOcoStopOrder and no order id: the position's full TP/SL (which
   * lives on the position, not in an order) is switched off and `user.position` pushed. Partial
   * TP/SL orders are left alone. Nothing armed → 110001 (order not found).
   */
  cancelFullTpSl(userId: number, symbol: string, positionIdx: 0 | 1 | 2): void {
    const { repo, engine } = this.ctx;
    const p = openPosition(repo, userId, symbol, positionIdx);
    const setting = POSITION_SETTING_OF.TpSlOcoStopOrder!;
    if (!p || !setting.armed(p)) throw new SimError(ErrorCode.ORDER_NOT_FOUND, 'no full TP/SL on this position');
    repo.putPosition({ ...p, ...setting.off, updatedAt: this.ctx.now() });
    engine.emitPosition(userId, symbol, p.positionIdx ?? 0);
  }

  /**
   * order/replace with tpSlMode Full: the full TP/SL changed in place (trigger, trigger kind,
   * Market ↔ Limit, limit price), checked as set-tp-sl-ts checks it. There must be one to modify
   * (else 110001); legs not given stay as they are.
   */
  replaceFullTpSl(userId: number, a: TpSlTsInput, protection: Protection): void {
    const p = openPosition(this.ctx.repo, userId, a.symbol, a.positionIdx as 0 | 1 | 2);
    if (!p || (!p.takeProfit && !p.stopLoss))
      throw new SimError(ErrorCode.ORDER_NOT_FOUND, 'no full TP/SL on this position to modify');
    protection.setTpSlTs(userId, a);
  }

  /**
   * replace. A conditional (Untriggered) order: trigger (`triggerPrice`; a partial TP/SL order
   * also takes its `takeProfit` / `stopLoss`), trigger kind, qty, limit price, attached TP/SL. A
   * resting limit order: price, qty (re-reserved: 30031 when the account cannot cover the new
   * reserve), attached TP/SL (`takeProfit` / `stopLoss`, '0' removes; 30027–30030 as on create).
   * Nothing to change (no field, or every given value equals the order's) → 110019; any failure
   * changes nothing.
   */
  replace(userId: number, orderId: string, a: ReplaceInput): OrderRecord {
    const o = this.ctx.repo.getOrder(orderId);
    if (!o || o.userId !== userId) throw new SimError(ErrorCode.ORDER_NOT_FOUND);
    if (!isOpenOrder(o)) throw new SimError(ErrorCode.ORDER_FINISHED);
    if (Object.values(a).every((v) => v === undefined))
      throw new SimError(ErrorCode.REPLACE_INVALID, 'nothing to change');
    const inst = this.ctx.market.instrument(o.symbol);
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
    const next: OrderRecord = { ...o, updatedAt: this.ctx.now() };
    if (!partial) Object.assign(next, this.replacedTpSl(inst, o, a));
    if (conditional) this.replaceConditional(inst, o, next, { ...a, triggerPrice: trigger, triggerBy }, partial);
    else this.replaceResting(inst, o, next, a);
    const stored = this.ctx.repo.getOrder(orderId)!;
    this.ctx.engine.emitOrder(stored, SCENE.replaced);
    return stored;
  }

  /** An untriggered order: new trigger, kind, limit price, qty; its direction follows where the trigger now lies. */
  private replaceConditional(
    inst: PerpInstrument,
    o: OrderRecord,
    next: OrderRecord,
    a: ReplaceInput,
    partial: 'tp' | 'sl' | undefined,
  ): void {
    if (a.triggerPrice) next.triggerPrice = str(a.triggerPrice);
    if (a.triggerBy) next.triggerBy = a.triggerBy;
    if (a.price) {
      next.price = str(a.price);
      next.orderPriceOnTrigger = str(a.price);
    }
    if (a.qty) {
      next.qty = str(a.qty);
      next.leavesQty = str(a.qty);
    }
    const orderType = partial === 'tp' ? a.tpOrderType : partial === 'sl' ? a.slOrderType : undefined;
    if (orderType === 'Market') {
      // a limit close turned into a market close: no price any more
      next.orderType = 'Market';
      next.price = '0';
      next.orderPriceOnTrigger = undefined;
      next.timeInForce = 'ImmediateOrCancel';
    } else if (orderType === 'Limit') {
      if (!a.price && o.orderType !== 'Limit')
        throw new SimError(
          ErrorCode.PARAMS,
          `${partial === 'tp' ? 'limitTakeProfit' : 'limitStopLoss'}: is required when the order type is Limit`,
        );
      next.orderType = 'Limit';
      next.timeInForce = 'GoodTillCancel';
    }
    if (sameOrder(o, next)) throw new SimError(ErrorCode.REPLACE_INVALID, 'nothing to change');
    const priceOf = (by: TriggerBy): Dec => priceBy(this.ctx.market, inst, by);
    const by = next.triggerBy ?? 'LastPrice';
    const trig = new Dec(next.triggerPrice ?? 0);
    if (partial) {
      const p = openPosition(this.ctx.repo, o.userId, o.symbol, o.positionIdx ?? 0);
      const long = new Dec(p?.size ?? 0).isPositive();
      if (partial === 'tp') checkTpSl(inst, long, trig, undefined, by, 'LastPrice', priceOf);
      else checkTpSl(inst, long, undefined, trig, 'LastPrice', by, priceOf);
    }
    next.triggerDirection = trig.isGreaterThan(priceOf(by)) ? 1 : 2;
    this.ctx.repo.putOrder(next);
  }

  /** A resting limit order: new price and qty, re-reserved; a new price or a larger qty loses time priority. */
  private replaceResting(inst: PerpInstrument, o: OrderRecord, next: OrderRecord, a: ReplaceInput): void {
    const { repo, market, engine } = this.ctx;
    if (o.orderType !== 'Limit')
      throw new SimError(ErrorCode.REPLACE_INVALID, 'only resting limit orders can be replaced');
    const price = a.price ?? new Dec(o.price);
    const pos = repo.getPosition(o.userId, o.symbol, o.positionIdx ?? 0);
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
    const book = market.books.get(o.symbol)!;
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
      const required = money(this.placement.openCostPerContract(inst, o.side, price, leverage).multipliedBy(openQty));
      const own = new Dec(o.reservePerContract).multipliedBy(oldLeaves);
      if (required.isGreaterThan(engine.availableBalance(o.userId, inst.settleCoin).plus(own)))
        throw new SimError(ErrorCode.INSUFFICIENT_BALANCE);
      next.reservePerContract = openQty.isZero() ? '0' : reservePerContract(required, leaves);
    }
    if (repriced || leaves.isGreaterThan(oldLeaves)) {
      // a new price or a larger qty loses time priority
      book.removeOrder(o.orderId);
      next.bookSeq = nextBookSeq();
      repo.putOrder(next);
      book.addOrder(o.side, o.orderId, o.userId, price, leaves, next.bookSeq);
    } else {
      // a smaller qty (or only the TP/SL) keeps the book entry where it is
      repo.putOrder(next);
      book.setQty(o.side, o.orderId, leaves);
    }
  }

  /**
   * The attached TP/SL of `o` after a replace: `takeProfit` / `stopLoss` set ('0' removes it),
   * `tpTriggerBy` / `slTriggerBy` change the kind of a set one; a new value is validated as on
   * create (30027–30030, 110005; none on a reduce-only order: 10001).
   */
  private replacedTpSl(inst: PerpInstrument, o: OrderRecord, a: ReplaceInput): AttachedTpSl {
    const set = (v: Dec | undefined, old: string | undefined): string | undefined =>
      v === undefined ? old : v.isZero() ? undefined : str(v);
    const takeProfit = set(a.takeProfit, o.takeProfit);
    const stopLoss = set(a.stopLoss, o.stopLoss);
    const out: AttachedTpSl = {
      takeProfit,
      stopLoss,
      tpTriggerBy: takeProfit ? (a.tpTriggerBy ?? o.tpTriggerBy ?? 'LastPrice') : undefined,
      slTriggerBy: stopLoss ? (a.slTriggerBy ?? o.slTriggerBy ?? 'LastPrice') : undefined,
    };
    const tpChanged = out.takeProfit !== o.takeProfit || out.tpTriggerBy !== o.tpTriggerBy;
    const slChanged = out.stopLoss !== o.stopLoss || out.slTriggerBy !== o.slTriggerBy;
    const tp = tpChanged && out.takeProfit ? new Dec(out.takeProfit) : undefined;
    const sl = slChanged && out.stopLoss ? new Dec(out.stopLoss) : undefined;
    if (tp || sl) {
      if (o.reduceOnly || o.closeOnTrigger)
        throw new SimError(ErrorCode.PARAMS, 'takeProfit/stopLoss: not allowed on reduce-only or closing orders');
      const hedge = (o.positionIdx ?? 0) !== 0;
      const long = hedge ? o.positionIdx === 1 : o.side === 'Buy';
      checkTpSl(inst, long, tp, sl, out.tpTriggerBy ?? 'LastPrice', out.slTriggerBy ?? 'LastPrice', (by) =>
        priceBy(this.ctx.market, inst, by),
      );
    }
    return out;
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
    for (const p of this.ctx.repo.listPositions(userId)) {
      const inst = this.ctx.market.instrument(p.symbol);
      if (!inst || inst.kind === 'option' || new Dec(p.size).isZero()) continue;
      if (opts.symbol && p.symbol !== opts.symbol) continue;
      const type = marketTypeOf(inst);
      if (type === 'UsdcPerpetual' && !opts.withUsdcPerp) continue;
      if (type === 'UsdcFutures' && !opts.withUsdcFuture) continue;
      if (opts.marketType && opts.marketType !== type) continue;
      const o = this.split.closeMarket(
        userId,
        p.symbol,
        undefined,
        'CreateByClosing',
        '',
        undefined,
        p.positionIdx ?? 0,
      );
      if (o) out.push({ symbol: p.symbol, orderId: o.orderId });
    }
    return out;
  }
}
