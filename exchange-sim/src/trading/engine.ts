import { hasAttachedTpSl, houseCloseOrder, newOrderRecord } from './newOrder';
import { randomUUID } from 'node:crypto';
import type {
  OptionOrderResult,
  OrderNotification,
  OrderSide,
  Position,
  TpSlEntry,
  WireExecution,
  WireOrder,
} from 'shared-core/domain';
import { ERROR_MESSAGES, ErrorCode, SimError } from '../errors';
import type { Market } from '../market/market';
import type { Instrument, OptionInstrument } from '../market/instruments';
import type { BookEntry, Fill } from '../market/book';
import { bumpBookSeq, nextBookSeq } from '../market/book';
import { BigNumber, Dec, ONE, ZERO, asDec, money, roundToStep, str, fromFloat } from '../util/decimal';
import { blackScholesPrice } from 'shared-core/domain';
import type { ExecutionRecord, OrderRecord, PositionRecord, Repository } from '../store/types';
import { validateOptionOrder, type ValidOrder } from './validation';
import { priceDeviation } from './deviation';
import {
  EMPTY_POSITION,
  adlRank,
  adlScore,
  applyFill,
  contractMaintenance,
  positionPnl,
  positionInitialMargin,
  positionView,
  type CrossPool,
} from './positions';
import { COINS } from '../market/coins';
import {
  LIQUIDATION_FEE_RATE,
  MAKER_FEE_RATE,
  OPTION_RISK,
  TAKER_FEE_RATE,
  optionFeePerContract,
  optionOpenReservePerContract,
  shortOptionIM,
  shortOptionMM,
} from './risk';

export type EngineEvent =
  | { kind: 'order'; userId: number; order: OrderRecord; notification?: OrderNotification }
  | { kind: 'optionLiquidation'; userId: number; data: Record<string, unknown> }
  | { kind: 'execution'; userId: number; exec: ExecutionRecord }
  | { kind: 'position'; userId: number; symbol: string; positionIdx?: 0 | 1 | 2 };

/** Index moves of a portfolio-margin stress test: ±⅓, ±⅔ and ±1 × `widest`. */
const stressMoves = (widest: string): readonly Dec[] =>
  [-3, -2, -1, 1, 2, 3].map((k) => new Dec(widest).multipliedBy(k).dividedBy(3));
/** Initial margin: moves up to ±MAX_IM_FACTOR (±5, ±10, ±15 %). */
const PM_IM_MOVES = stressMoves(OPTION_RISK.MAX_IM_FACTOR);
/** Maintenance margin: moves up to ±MM_FACTOR (±2.5, ±5, ±7.5 %), the way MM_FACTOR halves MAX_IM_FACTOR standalone. */
const PM_MM_MOVES = stressMoves(OPTION_RISK.MM_FACTOR);

/** What a position forgets when it is closed or flipped (full TP/SL, trailing stop, MMR close). */
export const CLEARED_POSITION_SETTINGS = {
  takeProfit: '0',
  stopLoss: '0',
  limitTakeProfit: undefined,
  limitStopLoss: undefined,
  trailingStop: '0',
  trailValueE4: '0',
  activationPrice: '0',
  trailPeak: '0',
  triggerMmRateE2: 0,
} as const satisfies Partial<PositionRecord>;

const isOpen = (o: OrderRecord): boolean =>
  o.orderStatus === 'New' || o.orderStatus === 'PartiallyFilled' || o.orderStatus === 'Untriggered';
const BIZ_TYPE = { option: 'OPTION', linear: 'LINEAR', usdcPerp: 'USDC_PERP', inverse: 'INVERSE' } as const;

/**
 * Order placement, matching, settlement and cancellation over a Repository and the Market.
 * Every state change is announced through `emit` (the WebSocket hub turns events into pushes).
 */
export class TradingEngine {
  constructor(
    private readonly repo: Repository,
    private readonly market: Market,
    private readonly now: () => number,
    private readonly emit: (e: EngineEvent) => void,
  ) {}

  // ---------------------------------------------------------------- balances and margin

  /** positionMargin per user|coin, valid while the tick, the index objects and the positions are unchanged */
  private readonly marginCache = new Map<string, { tick: number; version: number; index: Dec[]; value: Dec }>();

  /** Margin held by positions settled in `coin` (short options, perpetual IM). */
  positionMargin(userId: number, coin: string): Dec {
    const key = `${userId}|${coin}`;
    const tick = this.market.tickCount;
    const version = this.repo.positionsVersion();
    const index = COINS.map((c) => this.market.index[c]);
    const hit = this.marginCache.get(key);
    if (hit && hit.tick === tick && hit.version === version && hit.index.every((d, i) => d === index[i]))
      return hit.value;
    let total = ZERO;
    const pm = this.marginModeOf(userId) === 1;
    const groups = new Map<string, { gross: Dec; held: { p: PositionRecord; inst: Instrument }[] }>();
    for (const p of this.repo.listPositions(userId)) {
      const inst = this.market.instrument(p.symbol);
      if (!inst || inst.settleCoin !== coin) continue;
      const im = money(
        positionInitialMargin(p, inst, this.market.markPrice(inst.symbol), this.market.indexOf(inst.symbol)),
      );
      if (!pm) {
        total = total.plus(im);
        continue;
      }
      const g = groups.get(inst.baseCoin) ?? { gross: ZERO, held: [] };
      g.gross = g.gross.plus(im);
      if (!new Dec(p.size).isZero()) g.held.push({ p, inst });
      groups.set(inst.baseCoin, g);
    }
    for (const g of groups.values()) total = total.plus(Dec.min(g.gross, this.pmStressLoss(g.held, PM_IM_MOVES)));
    if (this.marginCache.size > 10_000) this.marginCache.clear();
    this.marginCache.set(key, { tick, version, index, value: total });
    return total;
  }

  /**
   * Portfolio-margin netting (accounts with marginMode PORTFOLIO_MARGIN): the positions of one base
   * coin within one settle coin are margined together at min(Σ standalone IM, worst loss over
   * index moves of ±5 %, ±10 %, ±15 % (±MAX_IM_FACTOR)), options re-priced by Black–Scholes at
   * their mark IV and time, contracts at the moved index. So a short call's IM shrinks when a
   * long perpetual or future offsets its delta, and never exceeds the regular figure.
   */
  private pmStressLoss(held: readonly { p: PositionRecord; inst: Instrument }[], moves: readonly Dec[]): Dec {
    let worst = ZERO;
    for (const move of moves) {
      let pnl = ZERO;
      for (const { p, inst } of held) {
        const size = new Dec(p.size);
        const index = this.market.indexOf(inst.symbol);
        const moved = index.multipliedBy(ONE.plus(move));
        if (inst.kind === 'option') {
          const m = this.market.optionMark(inst.symbol);
          const price = fromFloat(
            blackScholesPrice(
              moved.toNumber(),
              Number(inst.strike),
              m?.timeYears ?? 0,
              m?.markIv ?? 0,
              inst.optionType === 'C',
            ),
          );
          pnl = pnl.plus(size.multipliedBy(price.minus(this.market.markPrice(inst.symbol))));
        } else if (inst.kind === 'inverse')
          pnl = pnl.plus(size.multipliedBy(ONE.dividedBy(index).minus(ONE.dividedBy(moved))));
        else pnl = pnl.plus(size.multipliedBy(moved.minus(index)));
      }
      if (pnl.negated().isGreaterThan(worst)) worst = pnl.negated();
    }
    return money(worst);
  }

  /** Margin reserved by open orders settled in `coin`. */
  orderMargin(userId: number, coin: string): Dec {
    let total = ZERO;
    for (const o of this.repo.listOrders(userId, { open: true })) {
      const inst = this.market.instrument(o.symbol);
      if (!inst || inst.settleCoin !== coin) continue;
      total = total.plus(asDec(o.reservePerContract).multipliedBy(asDec(o.leavesQty)));
    }
    return total;
  }

  /** Wallet balance minus position IM minus order reserves (unrealised PnL is not counted). */
  availableBalance(userId: number, coin: string): Dec {
    return money(
      new Dec(this.repo.getBalance(userId, coin))
        .minus(this.positionMargin(userId, coin))
        .minus(this.orderMargin(userId, coin)),
    );
  }

  wallet(
    userId: number,
  ): { coin: string; walletBalance: string; positionIM: string; orderIM: string; availableBalance: string }[] {
    return Object.entries(this.repo.listBalances(userId)).map(([coin, bal]) => ({
      coin,
      walletBalance: str(bal),
      positionIM: str(money(this.positionMargin(userId, coin))),
      orderIM: str(money(this.orderMargin(userId, coin))),
      availableBalance: str(this.availableBalance(userId, coin)),
    }));
  }

  // ---------------------------------------------------------------- views

  /**
   * Price deviation check (3200305 / 3200306) for option limit orders that do not say
   * `checkPriceDeviation` themselves. Off by default: the widgets confirm deviations client-side.
   */
  priceDeviationCheck = false;

  /** partial TP/SL entries of a position side (set by the ContractDesk) */
  partialsOf: (userId: number, symbol: string, positionIdx: 0 | 1 | 2) => TpSlEntry[] = () => [];

  /** Margin mode of notifications (order-panel.md §3): 1 portfolio margin (PM), 0 regular margin (RM). */
  marginModeOf(userId: number): 0 | 1 {
    const u = this.repo.findUser(userId);
    return u?.marginMode === 'PORTFOLIO_MARGIN' || u?.accountType === 'PM' ? 1 : 0;
  }

  view(p: PositionRecord, inst: Instrument): Position {
    const m = inst.kind === 'option' ? this.market.optionMark(inst.symbol) : undefined;
    return positionView(
      p,
      inst,
      {
        mark: this.market.markPrice(inst.symbol),
        last: this.market.lastPrice(inst.symbol),
        index: this.market.indexOf(inst.symbol),
        markIv: m?.markIv,
        greeks: m?.greeks,
        ...(inst.kind === 'option' ? {} : { adlRank: this.adlRankOf(p, inst) }),
        ...(inst.kind !== 'option' && !p.isIsolated ? { cross: this.crossPool(p, inst.settleCoin) } : {}),
        ...(inst.kind !== 'option' ? { closing: this.restingCloseQty(p) } : {}),
      },
      inst.kind === 'option' ? [] : this.partialsOf(p.userId, p.symbol, p.positionIdx ?? 0),
    );
  }

  /** Leaves qty of the resting orders that close `p` (reduce-only or close-on-trigger, its closing side, not untriggered). */
  private restingCloseQty(p: PositionRecord): Dec {
    const closingSide = p.size.startsWith('-') ? 'Buy' : 'Sell';
    let qty = ZERO;
    for (const o of this.repo.listOrders(p.userId, { open: true, symbol: p.symbol }))
      if (
        o.side === closingSide &&
        (o.reduceOnly || o.closeOnTrigger) &&
        o.orderStatus !== 'Untriggered' &&
        (o.positionIdx ?? 0) === (p.positionIdx ?? 0)
      )
        qty = qty.plus(asDec(o.leavesQty));
    return qty;
  }

  /**
   * The cross-margin pool of `p`'s settle coin without `p` (see CrossPool): wallet balance − every
   * isolated contract position's margin (IM + fee to close + added margin: what it can lose at
   * most) + options at mark (signed; short options add their MM) + the other cross contract
   * positions' unrealised PnL (their MM to `mm`). Portfolio-margin accounts use the same
   * standalone figures here (their netting applies to the option liquidation check).
   */
  crossPool(p: PositionRecord, coin: string): CrossPool {
    let equity = new Dec(this.repo.getBalance(p.userId, coin));
    let mm = ZERO;
    for (const q of this.repo.listPositions(p.userId)) {
      if (q.symbol === p.symbol && (q.positionIdx ?? 0) === (p.positionIdx ?? 0)) continue;
      const inst = this.market.instrument(q.symbol);
      if (!inst || inst.settleCoin !== coin || new Dec(q.size).isZero()) continue;
      const mark = this.market.markPrice(q.symbol);
      if (inst.kind === 'option') {
        equity = equity.plus(new Dec(q.size).multipliedBy(mark));
        if (q.size.startsWith('-'))
          mm = mm.plus(shortOptionMM(this.market.indexOf(q.symbol), mark).multipliedBy(new Dec(q.size).abs()));
      } else if (q.isIsolated) {
        equity = equity.minus(positionInitialMargin(q, inst, mark, this.market.indexOf(q.symbol)));
      } else {
        const { upl, value } = positionPnl(q, inst, mark);
        equity = equity.plus(upl);
        mm = mm.plus(contractMaintenance(inst, new Dec(q.size), value).mm);
      }
    }
    return { equity, mm };
  }

  /**
   * The ADL rank of a contract position among every user's positions on its symbol and side. The
   * side's scores are computed once per mark and positions version (views run for every position
   * on every tick).
   */
  private adlRankOf(p: PositionRecord, inst: Instrument): number {
    const inverse = inst.kind === 'inverse';
    const mark = this.market.markPrice(inst.symbol);
    const long = !p.size.startsWith('-');
    const key = `${p.symbol}|${long ? 'L' : 'S'}`;
    const version = this.repo.positionsVersion();
    let hit = this.adlScores.get(key);
    if (!hit || !hit.mark.isEqualTo(mark) || hit.version !== version) {
      const scores: Dec[] = [];
      for (const q of this.repo.listAllPositions())
        if (q.symbol === p.symbol && !new Dec(q.size).isZero() && !q.size.startsWith('-') === long)
          scores.push(adlScore(q, inverse, mark));
      if (this.adlScores.size > 10_000) this.adlScores.clear();
      this.adlScores.set(key, (hit = { mark, version, scores }));
    }
    return adlRank(adlScore(p, inverse, mark), hit.scores);
  }

  private readonly adlScores = new Map<string, { mark: Dec; version: number; scores: Dec[] }>();

  emitPosition(userId: number, symbol: string, positionIdx: 0 | 1 | 2 = 0): void {
    this.emit({ kind: 'position', userId, symbol, positionIdx });
  }

  /** Open positions (size ≠ 0) of a user, full field names. */
  positions(userId: number): Position[] {
    const out: Position[] = [];
    for (const p of this.repo.listPositions(userId)) {
      const inst = this.market.instrument(p.symbol);
      if (inst && !new Dec(p.size).isZero()) out.push(this.view(p, inst));
    }
    return out.sort((a, b) => a.symbol.localeCompare(b.symbol) || a.positionIdx - b.positionIdx);
  }

  positionOf(userId: number, symbol: string, positionIdx: 0 | 1 | 2 = 0): Position | null {
    const inst = this.market.instrument(symbol);
    const rec =
      this.repo.getPosition(userId, symbol, positionIdx) ?? this.newPositionRecord(userId, symbol, inst, positionIdx);
    return inst ? this.view(rec, inst) : null;
  }

  wireOrder(o: OrderRecord): WireOrder {
    const cum = asDec(o.cumExecQty);
    return {
      orderId: o.orderId,
      orderLinkId: o.orderLinkId,
      symbol: o.symbol,
      side: o.side,
      orderType: o.orderType,
      price: str(o.price),
      qty: str(o.qty),
      cumExecQty: str(o.cumExecQty),
      cumExecValue: str(o.cumExecValue),
      cumExecFee: str(o.cumExecFee),
      leavesQty: str(o.leavesQty),
      avgPrice: cum.isZero() ? '0' : str(money(asDec(o.cumExecValue).dividedBy(cum))),
      orderStatus: o.orderStatus,
      timeInForce: o.timeInForce,
      reduceOnly: o.reduceOnly,
      stopOrderType: o.stopOrderType ?? '',
      triggerPrice: o.triggerPrice ?? '0',
      triggerBy: o.triggerBy ?? '',
      closeOnTrigger: o.closeOnTrigger ?? false,
      // a partial TP/SL order shows its trigger; an ordinary order its attached TP/SL
      takeProfit: o.stopOrderType === 'PartialTakeProfit' ? (o.triggerPrice ?? '0') : (o.takeProfit ?? '0'),
      stopLoss: o.stopOrderType === 'PartialStopLoss' ? (o.triggerPrice ?? '0') : (o.stopLoss ?? '0'),
      positionIdx: o.positionIdx ?? 0,
      cancelType: o.cancelType,
      createType: o.createType ?? 'CreateByUser',
      placeType: o.placeType,
      iv: o.iv,
      createdAtE3: o.createdAt,
      updatedAtE3: o.updatedAt,
      triggerDirection: o.triggerDirection ?? 0,
      trailValue: '0',
      limitTakeProfit: /TakeProfit$/.test(o.stopOrderType ?? '') ? (o.orderPriceOnTrigger ?? '0') : '0',
      limitStopLoss: /StopLoss$/.test(o.stopOrderType ?? '') ? (o.orderPriceOnTrigger ?? '0') : '0',
      parentOrderId: o.parentOrderId ?? '',
      planType: /^Partial/.test(o.stopOrderType ?? '')
        ? 'Partial'
        : /^(TakeProfit|StopLoss)$/.test(o.stopOrderType ?? '')
          ? 'Full'
          : '',
      maxSlippageType: o.maxSlippageType ?? '',
      maxSlippage: o.maxSlippage ?? '0',
    };
  }

  /**
   * An execution on the wire. `createType` is the order's (CreateByUser, CreateByClosing,
   * CreateByTakeProfit, CreateByLiq, CreateByDelivery, …); `execType` BustTrade for a
   * liquidation fill, Delivery for a delivery, Trade otherwise.
   */
  wireExecution(e: ExecutionRecord): WireExecution {
    const createType = this.repo.getOrder(e.orderId)?.createType ?? 'CreateByUser';
    return {
      execId: e.execId,
      orderId: e.orderId,
      orderLinkId: e.orderLinkId,
      execType: createType === 'CreateByLiq' ? 'BustTrade' : createType === 'CreateByDelivery' ? 'Delivery' : 'Trade',
      orderType: e.orderType,
      leavesQty: e.leavesQty,
      execQty: e.execQty,
      execPrice: e.execPrice,
      execValue: e.execValue,
      execFee: e.execFee,
      symbol: e.symbol,
      side: e.side,
      createType,
      isMaker: e.isMaker,
      execTime: e.execTime,
    };
  }

  // ---------------------------------------------------------------- placing

  placeOptionOrders(userId: number, requests: readonly unknown[]): OptionOrderResult[] {
    return requests.map((r) => this.placeOptionOrder(userId, r));
  }

  /** One order of a batch. Never throws for bad input: failures come back as errorCode. */
  placeOptionOrder(userId: number, raw: unknown): OptionOrderResult {
    const key = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>).outRequestId : undefined;
    if (typeof key === 'string') {
      const previous = this.repo.getIdempotent(userId, key);
      if (previous) return previous;
    }
    const v = validateOptionOrder(raw, {
      instrument: (s) => this.market.instrument(s),
      now: this.now,
      priceFromIv: (inst, iv) => this.priceFromIv(inst, iv),
    });
    if (!v.ok) return this.failure(v.code, v.symbol);
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
      this.repo.putIdempotent(userId, v.order.outRequestId, result);
      return result;
    } catch (e) {
      if (e instanceof SimError) return this.failure(e.code, v.order.symbol);
      throw e;
    }
  }

  private failure(code: ErrorCode, symbol: string): OptionOrderResult {
    return { errorCode: code, errorMsg: ERROR_MESSAGES[code], extMap: {}, symbol };
  }

  private priceFromIv(inst: Instrument, iv: Dec): Dec {
    if (inst.kind !== 'option') return ZERO;
    const mark = this.market.optionMark(inst.symbol);
    const spot = this.market.index[inst.baseCoin].toNumber();
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
   * closed (option entry §4 margin order kind): the user's resting orders on the same side at an
   * equal or better price (buys at or above, sells at or below; they fill first) cover the position
   * first; worse-priced ones do not. A market order is judged at the worst price it fills at;
   * `price` null (no price known) is never covered.
   */
  private closingQty(
    userId: number,
    o: Pick<ValidOrder, 'symbol' | 'side' | 'qty'>,
    price: Dec | null,
    excludeOrderId?: string,
  ): Dec {
    const size = new Dec(this.repo.getPosition(userId, o.symbol)?.size ?? 0);
    const opposite = o.side === 'Buy' ? size.isNegative() : size.isPositive();
    if (!opposite) return ZERO;
    let covered = ZERO;
    if (price)
      for (const r of this.repo.listOrders(userId, { open: true, symbol: o.symbol })) {
        if (r.side !== o.side || r.orderId === excludeOrderId || r.orderStatus === 'Untriggered') continue;
        const atLeastAsGood =
          o.side === 'Buy' ? price.isLessThanOrEqualTo(r.price) : price.isGreaterThanOrEqualTo(r.price);
        if (atLeastAsGood) covered = covered.plus(r.leavesQty);
      }
    return Dec.min(o.qty, Dec.max(ZERO, size.abs().minus(covered)));
  }

  /** Margin needed per contract at `price` (spec §9): open part as risk.ts, close buy pays premium + fee beyond released IM. */
  private requiredMargin(
    userId: number,
    o: Pick<ValidOrder, 'symbol' | 'side' | 'qty'> & { inst: OptionInstrument },
    price: Dec,
    qty: Dec,
    excludeOrderId?: string,
  ): Dec {
    const index = this.market.index[o.inst.baseCoin];
    const mark = this.market.markPrice(o.symbol);
    const closeQty = Dec.min(qty, this.closingQty(userId, o, price, excludeOrderId));
    const openQty = qty.minus(closeQty);
    const openPer = optionOpenReservePerContract({
      side: o.side,
      price,
      index,
      strike: o.inst.strike,
      optionType: o.inst.optionType,
      mark,
    });
    let closePer = ZERO;
    if (o.side === 'Buy') {
      const fee = optionFeePerContract(index, price);
      closePer = Dec.max(ZERO, price.plus(fee).minus(shortOptionIM(index, o.inst.strike, o.inst.optionType, mark)));
    }
    return money(openPer.multipliedBy(openQty).plus(closePer.multipliedBy(closeQty)));
  }

  private execute(userId: number, o: ValidOrder): OrderRecord {
    const inst = o.inst;
    if (inst.kind !== 'option') throw new SimError(ErrorCode.UNKNOWN_SYMBOL);
    const book = this.market.books.get(o.symbol);
    if (!book) throw new SimError(ErrorCode.UNKNOWN_SYMBOL);
    if (o.reduceOnly) {
      // Reduce-only: only against an opposite position, and never more than its size.
      const size = new Dec(this.repo.getPosition(userId, o.symbol)?.size ?? 0);
      const opposite = !size.isZero() && (o.side === 'Buy' ? size.isNegative() : size.isPositive());
      if (!opposite) throw new SimError(ErrorCode.REDUCE_ONLY_REJECTED);
      if (o.qty.isGreaterThan(size.abs())) o = { ...o, qty: size.abs() };
    }
    const oi = o as ValidOrder & { inst: OptionInstrument };
    if (o.price) {
      if (o.side === 'Buy' && o.price.isGreaterThan(this.market.maxBuyPrice(inst)))
        throw new SimError(ErrorCode.ABOVE_MAX_BUY_PRICE);
      if (o.side === 'Sell' && o.price.isLessThan(this.market.minSellPrice(inst)))
        throw new SimError(ErrorCode.BELOW_MIN_SELL_PRICE);
    }
    if (o.price && (o.checkPriceDeviation ?? this.priceDeviationCheck)) {
      const { result } = priceDeviation(
        o.side,
        o.price,
        this.market.markPrice(o.symbol),
        inst.config.priceDeviationPercentage,
      );
      if (result === 'exceeding') throw new SimError(ErrorCode.PRICE_DEVIATION_EXCEEDED);
      if (result === 'warning' && !o.priceDeviationConfirmed) throw new SimError(ErrorCode.PRICE_DEVIATION_WARNING);
    }
    if (o.timeInForce === 'PostOnly' && o.price && book.wouldCross(o.side, o.price))
      throw new SimError(ErrorCode.POST_ONLY_WOULD_CROSS);

    const matchLimit = o.price ?? this.market.marketProtectionPrice(inst, o.side);
    const preview = book.match(o.side, matchLimit, o.qty, userId, true);
    const previewQty = preview.reduce((s, f) => s.plus(f.qty), ZERO);
    if (o.timeInForce === 'FillOrKill' && previewQty.isLessThan(o.qty)) throw new SimError(ErrorCode.FOK_NOT_FILLED);

    // Margin: limit orders reserve at their limit price; market orders need the cost of the fills they will get.
    let required: Dec;
    if (o.price) required = this.requiredMargin(userId, oi, o.price, o.qty);
    else {
      const worst = preview[preview.length - 1]?.price ?? ZERO;
      required = previewQty.isZero() ? ZERO : this.requiredMargin(userId, oi, worst, previewQty);
    }
    if (required.isGreaterThan(this.availableBalance(userId, inst.settleCoin)))
      throw new SimError(ErrorCode.INSUFFICIENT_BALANCE);

    const ts = this.now();
    const reserveQty = o.price ? o.qty : previewQty;
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
        reservePerContract: reserveQty.isZero()
          ? '0'
          : str(required.dividedBy(reserveQty).decimalPlaces(8, BigNumber.ROUND_UP)),
      },
      ts,
    );
    this.repo.putOrder(order);
    this.emitOrder(order, 'newed');

    const fills = book.match(o.side, matchLimit, o.qty, userId, false);
    for (const f of fills) this.settleFill(order.orderId, f, false);
    for (const f of fills) if (f.makerOrderId) this.settleFill(f.makerOrderId, f, true);

    const after = this.repo.getOrder(order.orderId)!;
    if (new Dec(after.leavesQty).isGreaterThan(0)) {
      const rests = o.orderType === 'Limit' && (o.timeInForce === 'GoodTillCancel' || o.timeInForce === 'PostOnly');
      if (rests)
        book.addOrder(o.side, after.orderId, userId, new Dec(after.price), new Dec(after.leavesQty), after.bookSeq);
      else this.finishCancel(after, o.orderType === 'Market' ? 'CancelByMarketRemainder' : 'CancelByIOC');
    }
    return this.repo.getOrder(order.orderId)!;
  }

  /**
   * Apply one fill to one user order (taker or maker): fee, cash, position, order, execution, events.
   * `feeRate` overrides the maker/taker rate (liquidations charge LIQUIDATION_FEE_RATE).
   *
   * A reduce-only order never opens or adds: its fill is applied only up to the size of the
   * opposite position (the rest never reaches the account). A fill that opens or adds on the
   * order's side sets the order's attached TP/SL as the position's full TP/SL; a fill that leaves
   * the position flat or flips it clears the closed position's TP/SL, trailing stop and MMR close.
   * Afterwards the user's reduce-only orders of that position are trimmed (`trimReduceOnly`), at
   * once or, inside `batchFills`, when the batch ends.
   */
  settleFill(orderId: string, fill: Fill, isMaker: boolean, feeRate?: string): void {
    const order = this.repo.getOrder(orderId);
    if (!order) return;
    const inst = this.market.instrument(order.symbol);
    if (!inst) return;
    const idx = order.positionIdx ?? 0;
    const rec =
      this.repo.getPosition(order.userId, order.symbol, idx) ??
      this.newPositionRecord(order.userId, order.symbol, inst, idx);
    let qty = fill.qty;
    if (order.reduceOnly) {
      const size = new Dec(rec.size);
      const closable = (order.side === 'Buy' ? size.isNegative() : size.isPositive()) ? size.abs() : ZERO;
      if (qty.isGreaterThan(closable)) qty = closable;
      if (qty.isZero()) {
        this.afterPositionChange(order.userId, order.symbol, idx);
        return;
      }
    }
    const price = fill.price;
    const rate = feeRate ?? (isMaker ? MAKER_FEE_RATE : TAKER_FEE_RATE);
    const index = this.market.index[inst.baseCoin];
    let fee: Dec;
    if (inst.kind === 'option') fee = money(optionFeePerContract(index, price, rate).multipliedBy(qty));
    else if (inst.kind === 'inverse') fee = money(new Dec(rate).multipliedBy(qty).dividedBy(price));
    else fee = money(new Dec(rate).multipliedBy(qty).multipliedBy(price));

    const ts = this.now();
    const { next, realised } = applyFill(rec, { side: order.side, qty, price, fee, inverse: inst.kind === 'inverse' });
    const wasFlat = new Dec(rec.size).isZero();
    const nextPos: PositionRecord = {
      ...rec,
      ...next,
      ...(wasFlat ? { fundingFee: '0' } : {}),
      createdAt: wasFlat ? ts : rec.createdAt,
      updatedAt: ts,
    };
    if (inst.kind !== 'option') {
      const before = new Dec(rec.size);
      const after = new Dec(next.size);
      // the position that carried the settings is gone (closed, or flipped to the other side)
      if (!before.isZero() && (after.isZero() || after.isPositive() !== before.isPositive()))
        Object.assign(nextPos, CLEARED_POSITION_SETTINGS);
      const onOrderSide = order.side === 'Buy' ? after.isPositive() : after.isNegative();
      if (onOrderSide && !order.reduceOnly && hasAttachedTpSl(order)) {
        const a = order;
        if ((a.takeProfit ?? '0') !== '0')
          Object.assign(nextPos, {
            takeProfit: a.takeProfit,
            tpTriggerBy: a.tpTriggerBy ?? 'LastPrice',
            tpOrderType: 'Market',
            limitTakeProfit: undefined,
          } satisfies Partial<PositionRecord>);
        if ((a.stopLoss ?? '0') !== '0')
          Object.assign(nextPos, {
            stopLoss: a.stopLoss,
            slTriggerBy: a.slTriggerBy ?? 'LastPrice',
            slOrderType: 'Market',
            limitStopLoss: undefined,
          } satisfies Partial<PositionRecord>);
      }
    }
    this.repo.putPosition(nextPos);
    // The chain's 24h volume and open interest count user trades once (the taker's side); open
    // interest moves by what this side opened or closed.
    if (inst.kind === 'option' && !isMaker)
      this.market.recordOptionFill(order.symbol, qty, new Dec(next.size).abs().minus(new Dec(rec.size).abs()));

    const premium = price.multipliedBy(qty);
    const cash =
      inst.kind === 'option' ? (order.side === 'Buy' ? premium.negated() : premium).minus(fee) : realised.minus(fee);
    const balance = new Dec(this.repo.getBalance(order.userId, inst.settleCoin));
    this.repo.setBalance(order.userId, inst.settleCoin, str(money(balance.plus(cash))));

    const cumQty = new Dec(order.cumExecQty).plus(qty);
    const leaves = new Dec(order.qty).minus(cumQty);
    const updated: OrderRecord = {
      ...order,
      cumExecQty: str(cumQty),
      cumExecValue: str(money(new Dec(order.cumExecValue).plus(premium))),
      cumExecFee: str(money(new Dec(order.cumExecFee).plus(fee))),
      leavesQty: str(leaves),
      orderStatus: leaves.isZero() ? 'Filled' : 'PartiallyFilled',
      updatedAt: ts,
    };
    this.repo.putOrder(updated);
    this.market.lastTraded.set(order.symbol, price);

    const exec: ExecutionRecord = {
      execId: randomUUID(),
      orderId: order.orderId,
      orderLinkId: order.orderLinkId,
      userId: order.userId,
      symbol: order.symbol,
      side: order.side,
      orderType: order.orderType,
      execPrice: str(price),
      execQty: str(qty),
      execValue: str(money(premium)),
      execFee: str(fee),
      leavesQty: str(leaves),
      isMaker,
      execTime: ts,
    };
    this.repo.addExecution(exec);
    this.emit({ kind: 'execution', userId: order.userId, exec });
    this.emitOrder(updated, 4);
    this.emit({ kind: 'position', userId: order.userId, symbol: order.symbol, positionIdx: idx });
    this.afterPositionChange(order.userId, order.symbol, idx);
  }

  // ---------------------------------------------------------------- reduce-only upkeep

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

  private afterPositionChange(userId: number, symbol: string, positionIdx: 0 | 1 | 2): void {
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
    const inst = this.market.instrument(symbol);
    if (!inst || inst.kind === 'option') return;
    const resting = this.repo
      .listOrders(userId, { open: true, symbol })
      .filter(
        (o) =>
          o.reduceOnly &&
          (o.positionIdx ?? 0) === positionIdx &&
          (o.orderStatus === 'New' || o.orderStatus === 'PartiallyFilled'),
      );
    if (resting.length === 0) return;
    resting.sort((a, b) => a.createdAt - b.createdAt || a.bookSeq - b.bookSeq);
    const size = new Dec(this.repo.getPosition(userId, symbol, positionIdx)?.size ?? 0);
    const closingSide: OrderSide | undefined = size.isPositive() ? 'Sell' : size.isNegative() ? 'Buy' : undefined;
    const book = this.market.books.get(symbol);
    let left = size.abs();
    for (const o of resting) {
      const leaves = new Dec(o.leavesQty);
      const keep = o.side === closingSide ? Dec.min(leaves, left) : ZERO;
      left = left.minus(keep);
      if (keep.isEqualTo(leaves)) continue;
      if (keep.isZero()) {
        book?.removeOrder(o.orderId);
        this.finishCancel(o, 'CancelByReduceOnly');
        continue;
      }
      const updated: OrderRecord = {
        ...o,
        qty: str(new Dec(o.cumExecQty).plus(keep)),
        leavesQty: str(keep),
        updatedAt: this.now(),
      };
      this.repo.putOrder(updated);
      // only the qty shrinks: the entry stays where it is (time priority kept)
      const entry = (o.side === 'Buy' ? book?.bids : book?.asks)?.find((e) => e.orderId === o.orderId);
      if (entry) entry.qty = keep;
      this.emitOrder(updated, 'replaced');
    }
  }

  newPositionRecord(
    userId: number,
    symbol: string,
    inst: Instrument | undefined,
    positionIdx: 0 | 1 | 2 = 0,
  ): PositionRecord {
    const ts = this.now();
    return {
      userId,
      symbol,
      ...(positionIdx ? { positionIdx } : {}),
      ...EMPTY_POSITION,
      leverage: inst && inst.kind !== 'option' ? inst.leverage : '1',
      isIsolated: false,
      createdAt: ts,
      updatedAt: ts,
    };
  }

  emitOrder(order: OrderRecord, scene: OrderNotification['scene']): void {
    const inst = this.market.instrument(order.symbol);
    const notification: OrderNotification = {
      scene,
      type: scene === 4 ? 'position' : scene === 5 ? 'liquidation' : 'order',
      payload: {
        symbol: order.symbol,
        side: order.side,
        bizType: inst ? BIZ_TYPE[inst.kind] : 'OPTION',
        cancelType: order.cancelType,
        marginMode: this.marginModeOf(order.userId),
        size: scene === 4 ? order.cumExecQty : order.qty,
        leavesQty: order.leavesQty,
      },
    };
    this.emit({ kind: 'order', userId: order.userId, order, notification });
  }

  finishCancel(order: OrderRecord, cancelType: string): OrderRecord {
    const updated: OrderRecord = {
      ...order,
      orderStatus: new Dec(order.cumExecQty).isZero() ? 'Cancelled' : 'PartiallyFilledCanceled',
      cancelType,
      updatedAt: this.now(),
    };
    this.repo.putOrder(updated);
    this.emitOrder(updated, 'canceled');
    return updated;
  }

  /**
   * The `user.margin.order` message of an order (option-entry spec §4 "Margin order kind"):
   * OpenBuy / OpenSell, or CloseBuy / CloseSell when the order reduces an opposite position not
   * already covered by the user's other orders on that side (reduce-only and hedge-close orders
   * are closes), with the margin it holds now (`orderIM` = reservePerContract × leavesQty).
   */
  marginOrder(order: OrderRecord, notification?: OrderNotification): Record<string, unknown> {
    const leaves = new Dec(order.leavesQty);
    const hedgeIdx = order.positionIdx ?? 0;
    const closing =
      order.reduceOnly ||
      (hedgeIdx !== 0
        ? (hedgeIdx === 1) !== (order.side === 'Buy')
        : this.closingQty(
            order.userId,
            { symbol: order.symbol, side: order.side, qty: new Dec(order.qty) },
            new Dec(order.price).isGreaterThan(0) ? new Dec(order.price) : null,
            order.orderId,
          ).isGreaterThan(0));
    return {
      orderId: order.orderId,
      orderLinkId: order.orderLinkId,
      symbol: order.symbol,
      side: order.side,
      orderStatus: order.orderStatus,
      price: str(order.price),
      qty: str(order.qty),
      leavesQty: str(order.leavesQty),
      marginOrderKind: `${closing ? 'Close' : 'Open'}${order.side}`,
      reservePerContract: str(order.reservePerContract),
      orderIM: isOpen(order) ? str(money(new Dec(order.reservePerContract).multipliedBy(leaves))) : '0',
      marginMode: this.marginModeOf(order.userId),
      cancelType: order.cancelType,
      updatedAtE3: order.updatedAt,
      ...(notification ? { notification } : {}),
    };
  }

  /**
   * Option delivery (every tick, before the liquidation check): once an option's delivery time has
   * come, its open orders are cancelled (CancelByDelivery) and every position is closed against the
   * house by a `CreateByDelivery` order at the intrinsic value at the delivery price — the coin's
   * index on the first tick at or after the delivery time, kept per coin and expiry (meta
   * `optionDelivery:{coin}:{deliveryTime}`) so every strike of an expiry settles at one price, also
   * across a restart. A call pays max(0, S − K), a put max(0, K − S) per contract, exactly (no
   * rounding to the tick, no fee): a long receives it, a short pays it, and the short's margin is
   * released with the position. Then the next expiries are listed. Idempotent: an expiry left with
   * nothing open is not looked at again. Returns the settled symbols.
   */
  settleOptions(): string[] {
    const now = this.now();
    // every expiry gets its delivery price on its first tick, held positions or not
    for (const inst of this.market.instruments.values())
      if (inst.kind === 'option' && inst.deliveryTime <= now) this.deliveryPrice(inst);
    const due = new Map<string, OptionInstrument>();
    const expired = (symbol: string): OptionInstrument | undefined => {
      const inst = this.market.instrument(symbol);
      return inst?.kind === 'option' && inst.deliveryTime <= now ? inst : undefined;
    };
    for (const o of this.repo.listOpenOrders()) {
      const inst = expired(o.symbol);
      if (inst) due.set(inst.symbol, inst);
    }
    for (const p of this.repo.listAllPositions()) {
      const inst = new Dec(p.size).isZero() ? undefined : expired(p.symbol);
      if (inst) due.set(inst.symbol, inst);
    }
    for (const inst of due.values()) {
      const spot = this.deliveryPrice(inst);
      for (const o of this.repo.listOpenOrders())
        if (o.symbol === inst.symbol) this.cancelOrder(o.userId, o.orderId, 'CancelByDelivery');
      const strike = new Dec(inst.strike);
      const intrinsic = Dec.max(ZERO, inst.optionType === 'C' ? spot.minus(strike) : strike.minus(spot));
      for (const p of this.repo.listAllPositions()) {
        if (p.symbol !== inst.symbol || new Dec(p.size).isZero()) continue;
        const size = new Dec(p.size);
        const order = houseCloseOrder(p, intrinsic, 'CreateByDelivery', now);
        this.repo.putOrder(order);
        this.settleFill(order.orderId, { price: intrinsic, qty: size.abs() }, false, '0');
      }
    }
    this.market.relist(now);
    return [...due.keys()];
  }

  /** The delivery price of an expired option's coin and expiry (fixed the first time it is asked). */
  deliveryPrice(inst: OptionInstrument): Dec {
    const key = `optionDelivery:${inst.baseCoin}:${inst.deliveryTime}`;
    const kept = this.repo.getMeta(key);
    if (kept) return new Dec(kept);
    const price = this.market.index[inst.baseCoin];
    this.repo.setMeta(key, str(price));
    return price;
  }

  /** The delivery price fixed for an expired option, or undefined while it trades. */
  deliveredAt(inst: OptionInstrument): Dec | undefined {
    if (inst.deliveryTime > this.now()) return undefined;
    const kept = this.repo.getMeta(`optionDelivery:${inst.baseCoin}:${inst.deliveryTime}`);
    return kept ? new Dec(kept) : undefined;
  }

  /**
   * Option liquidation (every tick): per user and settle coin holding short options, equity =
   * wallet balance + Σ option positions at mark (signed) + Σ contract UPL; maintenance = Σ short
   * option MM + Σ contract MM, or for a portfolio-margin account, per base coin, min(that sum, the
   * worst loss of the coin's positions over index moves of ±2.5, ±5, ±7.5 % (±MM_FACTOR)), so a
   * hedged short option is not liquidated on its standalone MM. When equity < maintenance, the coin's open option orders are
   * cancelled (CancelByLiq) and every short option position is bought back at its mark against
   * the house, paying the liquidation fee (LIQUIDATION_FEE_RATE in place of the taker rate, same
   * cap); each close pushes `user.option.liquidation` and `user.order` scene 5. Returns the count.
   */
  checkOptionLiquidations(): number {
    const byUser = new Map<number, Set<string>>();
    for (const p of this.repo.listAllPositions()) {
      const inst = this.market.instrument(p.symbol);
      if (!inst || inst.kind !== 'option' || !p.size.startsWith('-')) continue;
      if (!byUser.has(p.userId)) byUser.set(p.userId, new Set());
      byUser.get(p.userId)!.add(inst.settleCoin);
    }
    let count = 0;
    for (const [userId, coins] of byUser) {
      for (const coin of coins) {
        let equity = new Dec(this.repo.getBalance(userId, coin));
        let maintenance = ZERO;
        const shorts: { p: PositionRecord; inst: OptionInstrument }[] = [];
        // portfolio margin: per base coin, min(Σ standalone MM, worst loss over the MM stress moves)
        const pm = this.marginModeOf(userId) === 1;
        const groups = new Map<string, { gross: Dec; held: { p: PositionRecord; inst: Instrument }[] }>();
        for (const p of this.repo.listPositions(userId)) {
          const inst = this.market.instrument(p.symbol);
          if (!inst || inst.settleCoin !== coin || new Dec(p.size).isZero()) continue;
          const v = this.view(p, inst);
          if (pm) {
            const g = groups.get(inst.baseCoin) ?? { gross: ZERO, held: [] };
            g.gross = g.gross.plus(v.positionMM ?? 0);
            g.held.push({ p, inst });
            groups.set(inst.baseCoin, g);
          } else maintenance = maintenance.plus(v.positionMM ?? 0);
          if (inst.kind === 'option') {
            equity = equity.plus(new Dec(p.size).multipliedBy(this.market.markPrice(p.symbol)));
            if (p.size.startsWith('-')) shorts.push({ p, inst });
          } else equity = equity.plus(v.positionUPL ?? 0);
        }
        for (const g of groups.values())
          maintenance = maintenance.plus(Dec.min(g.gross, this.pmStressLoss(g.held, PM_MM_MOVES)));
        if (!equity.isLessThan(maintenance)) continue;
        for (const o of this.repo.listOrders(userId, { open: true })) {
          const inst = this.market.instrument(o.symbol);
          if (inst?.kind === 'option' && inst.settleCoin === coin) this.cancelOrder(userId, o.orderId, 'CancelByLiq');
        }
        for (const { p, inst } of shorts) {
          this.liquidateOption(p, inst);
          count++;
        }
      }
    }
    return count;
  }

  private liquidateOption(p: PositionRecord, inst: OptionInstrument): void {
    const qty = new Dec(p.size).abs();
    const price = Dec.max(new Dec(inst.config.minOrderPrice), this.market.markPrice(p.symbol));
    const ts = this.now();
    const order = houseCloseOrder(p, price, 'CreateByLiq', ts); // a short: bought back
    this.repo.putOrder(order);
    this.settleFill(order.orderId, { price, qty }, false, LIQUIDATION_FEE_RATE);
    this.emitOrder(this.repo.getOrder(order.orderId)!, 5);
    this.emit({
      kind: 'optionLiquidation',
      userId: p.userId,
      data: {
        symbol: p.symbol,
        side: 'Sell',
        size: str(qty),
        price: str(price),
        orderId: order.orderId,
        settleCoin: inst.settleCoin,
        marginMode: this.marginModeOf(p.userId),
        ts,
      },
    });
  }

  // ---------------------------------------------------------------- cancelling

  cancelOrder(userId: number, orderId: string, cancelType = 'CancelByUser'): OrderRecord {
    const order = this.repo.getOrder(orderId);
    if (!order || order.userId !== userId) throw new SimError(ErrorCode.ORDER_NOT_FOUND);
    if (!isOpen(order)) throw new SimError(ErrorCode.ORDER_FINISHED);
    this.market.books.get(order.symbol)?.removeOrder(orderId);
    return this.finishCancel(order, cancelType);
  }

  // ---------------------------------------------------------------- seeding, restore, ticks

  /** After loading a store: put every open resting order back into its book, in stored priority. */
  restoreBooks(): void {
    const open = this.repo.listOpenOrders().sort((a, b) => a.bookSeq - b.bookSeq);
    for (const o of open) {
      bumpBookSeq(o.bookSeq);
      if (o.orderStatus === 'Untriggered' || o.orderType !== 'Limit') continue;
      this.market.books
        .get(o.symbol)
        ?.addOrder(o.side, o.orderId, o.userId, new Dec(o.price), new Dec(o.leavesQty), o.bookSeq);
    }
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
    for (const o of this.repo.listOpenOrders()) {
      if (o.placeType !== 2 || !o.iv || o.orderType !== 'Limit' || o.orderStatus === 'Untriggered') continue;
      const inst = this.market.instrument(o.symbol);
      const book = this.market.books.get(o.symbol);
      if (!inst || inst.kind !== 'option' || !book || inst.deliveryTime <= this.now()) continue;
      const price = this.priceFromIv(inst, new Dec(o.iv));
      if (price.isEqualTo(o.price) || price.isGreaterThan(inst.config.maxOrderPrice)) continue;
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
      moved++;
      if (required.isGreaterThan(this.availableBalance(o.userId, inst.settleCoin).plus(ownReserve))) {
        this.finishCancel(o, 'CancelByIvReprice');
        continue;
      }
      const updated: OrderRecord = {
        ...o,
        price: str(price),
        reservePerContract: leaves.isZero()
          ? '0'
          : str(required.dividedBy(leaves).decimalPlaces(8, BigNumber.ROUND_UP)),
        bookSeq: nextBookSeq(),
        updatedAt: this.now(),
      };
      this.repo.putOrder(updated);
      book.addOrder(o.side, o.orderId, o.userId, price, leaves, updated.bookSeq);
      this.emitOrder(updated, 'replaced');
    }
    return moved;
  }

  /** Reset: take every user order out of the books. */
  clearBooks(): void {
    for (const b of this.market.books.values()) b.clearOrders();
    this.market.lastTraded.clear();
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
    const inst = this.market.instrument(symbol);
    if (!inst || inst.kind !== 'option') throw new Error(`seed: ${symbol} is not an option`);
    const ts = this.now();
    const reserve = optionOpenReservePerContract({
      side,
      price,
      index: this.market.index[inst.baseCoin],
      strike: inst.strike,
      optionType: inst.optionType,
      mark: this.market.markPrice(symbol),
    });
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
      ts,
    );
    this.repo.putOrder(order);
    this.market.books.get(symbol)!.addOrder(side, order.orderId, userId, new Dec(price), new Dec(qty), order.bookSeq);
    return order;
  }

  /**
   * After the synthetic liquidity moved: resting user orders that the new synthetic quotes cross
   * are filled at the user's price (the user is the maker; the house takes).
   */
  sweepCrossedBooks(): void {
    for (const book of this.market.books.values()) {
      if (!book.hasUserOrders()) continue;
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
        this.settleFill(user.orderId, { price: user.price, qty }, true);
      }
    }
  }
}
