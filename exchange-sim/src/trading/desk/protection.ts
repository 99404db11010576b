import type { OrderType, TpSlEntry } from 'shared-core/domain';
import { ErrorCode, SimError } from '../../errors';
import type { PerpInstrument } from '../../market/instruments';
import type { PositionRecord, TpSlLeg, TrailingStop } from '../../store/types';
import { BigNumber, Dec, ZERO, isMultipleOf, str } from '../../util/decimal';
import type { TriggerBy } from '../triggerRules';
import { perp, priceBy, requirePosition, type DeskContext } from './context';
import type { Placement } from './placement';
import { checkTpSl } from './tpslCheck';
import { accountMmRate } from '../accountMmr';

/** The arguments of set-tp-sl-ts. */
export interface TpSlTsInput {
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
}

/** The position setting each position-level cancel-totally kind switches off. */
export const POSITION_SETTING_OF: Readonly<
  Record<string, { armed: (p: PositionRecord) => boolean; off: Partial<PositionRecord> } | undefined>
> = {
  TpSlOcoStopOrder: {
    armed: (p) => p.takeProfit !== undefined || p.stopLoss !== undefined,
    off: { takeProfit: undefined, stopLoss: undefined },
  },
  TrailOrders: { armed: (p) => p.trailing !== undefined, off: { trailing: undefined } },
  MmRateCloseStopOrder: { armed: (p) => p.mmrClose !== undefined, off: { mmrClose: undefined } },
};

const isSet = (v: Dec | undefined): v is Dec => v !== undefined && !v.isZero();
const isOn = (v: Dec | undefined): v is Dec => v !== undefined && v.isGreaterThan(0);

/** Position protection: full and partial TP/SL, trailing stop, MMR close (the settings; triggers.ts fires them). */
export class Protection {
  constructor(
    private readonly ctx: DeskContext,
    private readonly placement: Placement,
  ) {}

  /**
   * set-tp-sl-ts. Full mode: TP/SL of the whole position (0 clears). Partial mode: one
   * PartialTakeProfit and/or PartialStopLoss conditional order for tpSize / slSize. Trailing:
   * distance (trailingStop) or rate (trailValuePercentageE4), optional activation price; 0 clears.
   */
  setTpSlTs(userId: number, a: TpSlTsInput): { orderIds: string[] } {
    const inst = perp(this.ctx.market, a.symbol);
    const p = requirePosition(this.ctx.repo, userId, a.symbol, a.positionIdx);
    const long = new Dec(p.size).isPositive();
    checkTpSl(inst, long, a.takeProfit, a.stopLoss, a.tpTriggerBy, a.slTriggerBy, (by) =>
      priceBy(this.ctx.market, inst, by),
    );
    if (a.tpOrderType === 'Limit' && isSet(a.takeProfit) && !isSet(a.limitTakeProfit))
      throw new SimError(ErrorCode.PARAMS, 'limitTakeProfit: is required when tpOrderType is Limit');
    if (a.slOrderType === 'Limit' && isSet(a.stopLoss) && !isSet(a.limitStopLoss))
      throw new SimError(ErrorCode.PARAMS, 'limitStopLoss: is required when slOrderType is Limit');
    const trailingGiven =
      a.trailingStop !== undefined || a.trailValueE4 !== undefined || a.activationPrice !== undefined;
    if (trailingGiven) checkTrailing(inst, a);
    const next: PositionRecord = { ...p, updatedAt: this.ctx.now() };
    let orderIds: string[] = [];
    if (a.mode === 'Full') setFullTpSl(next, a);
    else orderIds = this.placePartials(userId, inst, p, a);
    if (trailingGiven) next.trailing = trailingOf(a, () => str(this.ctx.market.lastPrice(a.symbol)));
    this.ctx.repo.putPosition(next);
    this.ctx.engine.emitPosition(userId, a.symbol, p.positionIdx ?? 0);
    return { orderIds };
  }

  /** Partial mode: one conditional close order per leg given, within what the other partials leave free. */
  private placePartials(userId: number, inst: PerpInstrument, p: PositionRecord, a: TpSlTsInput): string[] {
    const size = new Dec(p.size);
    const long = size.isPositive();
    const orderIds: string[] = [];
    for (const [price, qty, by, type, limit, kind] of [
      [a.takeProfit, a.tpSize, a.tpTriggerBy, a.tpOrderType, a.limitTakeProfit, 'PartialTakeProfit'],
      [a.stopLoss, a.slSize, a.slTriggerBy, a.slOrderType, a.limitStopLoss, 'PartialStopLoss'],
    ] as const) {
      if (!isSet(price)) continue;
      if (!isSet(qty))
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
      const o = this.placement.placeConditional(
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
    return orderIds;
  }

  setMmRate(userId: number, symbol: string, positionIdx: number, e2: number): void {
    perp(this.ctx.market, symbol);
    const p = requirePosition(this.ctx.repo, userId, symbol, positionIdx);
    if (e2 !== 0) {
      // positions.md §5: refused at or below the current account MMR (what the dialog shows), not the position's
      const current = new Dec(accountMmRate(this.ctx, userId).accountMMRate).multipliedBy(1e4);
      if (e2 > 9000 || current.isGreaterThanOrEqualTo(e2))
        throw new SimError(
          ErrorCode.MMR_TRIGGER_INVALID,
          `triggerMmRateE2 must be above the current account MMR (${str(current.decimalPlaces(0, BigNumber.ROUND_UP))}) and at most 9000`,
        );
    }
    const mmrClose = e2 > 0 ? { triggerMmRateE2: e2 } : undefined;
    this.ctx.repo.putPosition({ ...p, mmrClose, updatedAt: this.ctx.now() });
    this.ctx.engine.emitPosition(userId, symbol, p.positionIdx ?? 0);
  }

  /** Partial TP/SL entries of a position (for the position view). */
  partials(userId: number, symbol: string, positionIdx: 0 | 1 | 2 = 0): TpSlEntry[] {
    return this.ctx.repo
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
}

/** Full mode: the given take-profit / stop-loss (0 clears) with their trigger kinds and closes, on `next`. */
function setFullTpSl(next: PositionRecord, a: TpSlTsInput): void {
  if (a.takeProfit !== undefined)
    next.takeProfit = legOf(a.takeProfit, a.tpTriggerBy, a.tpOrderType, a.limitTakeProfit);
  if (a.stopLoss !== undefined) next.stopLoss = legOf(a.stopLoss, a.slTriggerBy, a.slOrderType, a.limitStopLoss);
}

/** A full TP/SL leg at `price` (none at 0): a limit close at `limit` for a Limit order type, else a market close. */
function legOf(price: Dec, triggerBy: TriggerBy, orderType: OrderType, limit: Dec | undefined): TpSlLeg | undefined {
  if (!isSet(price)) return undefined;
  return {
    triggerPrice: str(price),
    triggerBy,
    ...(orderType === 'Limit' && isSet(limit) ? { limitPrice: str(limit) } : {}),
  };
}

/** The trailing stop of the settings given: none without a distance or rate > 0; active at once (peak = last) without an activation price. */
function trailingOf(a: TpSlTsInput, last: () => string): TrailingStop | undefined {
  const { trailingStop: distance, trailValueE4: rate, activationPrice: act } = a;
  const rateE4 = isOn(rate) ? { rateE4: str(rate) } : undefined;
  const callback = isOn(distance) ? { distance: str(distance), ...rateE4 } : rateE4;
  if (!callback) return undefined;
  return { ...callback, ...(isOn(act) ? { activationPrice: str(act) } : { peak: last() }) };
}

/** Trailing stop settings: an activation price needs a callback; a rate within 0.1..100 %; on the tick. */
function checkTrailing(inst: PerpInstrument, a: TpSlTsInput): void {
  const { trailingStop: ts, trailValueE4: rate, activationPrice: act } = a;
  if (isOn(act) && !isOn(ts) && !isOn(rate))
    throw new SimError(ErrorCode.TRAILING_INVALID, 'trailing stop: an active price needs a callback value > 0');
  if (isOn(rate) && (rate.isLessThan(10) || rate.isGreaterThan(10000)))
    throw new SimError(ErrorCode.TRAILING_INVALID, 'trailValuePercentageE4 must be within 10..10000 (0.1 %..100 %)');
  if (isOn(ts) && !isMultipleOf(ts, inst.rules.tickSize))
    throw new SimError(
      ErrorCode.TRAILING_INVALID,
      `trailingStop must be a multiple of tickSize ${inst.rules.tickSize}`,
    );
  if (isOn(act) && !isMultipleOf(act, inst.rules.tickSize))
    throw new SimError(ErrorCode.PRICE_NOT_TICK, 'activationPrice is not a multiple of the tick size');
}
