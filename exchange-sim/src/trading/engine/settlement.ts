import { randomUUID } from 'node:crypto';
import { optionFeePerContract } from 'shared-core/domain';
import type { Instrument } from '../../market/instruments';
import type { Fill } from '../../market/book';
import type { ExecutionRecord, OrderRecord, PositionRecord } from '../../store/types';
import { Dec, ZERO, asDec, money, str } from '../../util/decimal';
import { hasAttachedTpSl } from '../newOrder';
import { applyFill } from '../positions';
import { MAKER_FEE_RATE, RISK, TAKER_FEE_RATE } from '../risk';
import type { EngineContext } from './context';
import { SCENE, type Notifier } from './notifications';
import type { ReduceOnlyUpkeep } from './reduceOnly';
import { newPositionRecord } from './views';

/** What a position forgets when it is closed or flipped (full TP/SL, trailing stop, MMR close). */
export const CLEARED_POSITION_SETTINGS = {
  takeProfit: undefined,
  stopLoss: undefined,
  trailing: undefined,
  mmrClose: undefined,
} as const satisfies Partial<PositionRecord>;

/** The fee of a fill of `qty` at `price` at `rate` (options: per contract, capped; inverse: in coin). */
export function fillFee(inst: Instrument, index: Dec, price: Dec, qty: Dec, rate: string): Dec {
  if (inst.kind === 'option') return money(optionFeePerContract(RISK, index, price, asDec(rate)).multipliedBy(qty));
  if (inst.kind === 'inverse') return money(new Dec(rate).multipliedBy(qty).dividedBy(price));
  return money(new Dec(rate).multipliedBy(qty).multipliedBy(price));
}

/**
 * The contract position settings after a fill: a position that was closed or flipped forgets its
 * settings; a fill that opens or adds on the order's side takes the order's attached TP/SL as the
 * position's full TP/SL.
 */
function contractSettingsAfterFill(order: OrderRecord, before: Dec, after: Dec): Partial<PositionRecord> {
  const out: Partial<PositionRecord> = {};
  // the position that carried the settings is gone (closed, or flipped to the other side)
  if (!before.isZero() && (after.isZero() || after.isPositive() !== before.isPositive()))
    Object.assign(out, CLEARED_POSITION_SETTINGS);
  const onOrderSide = order.side === 'Buy' ? after.isPositive() : after.isNegative();
  if (!onOrderSide || order.reduceOnly || !hasAttachedTpSl(order)) return out;
  // (an order's TP/SL is a string, '0' or absent for none: see hasAttachedTpSl)
  const { takeProfit: tp, stopLoss: sl } = order;
  if (tp && tp !== '0') out.takeProfit = { triggerPrice: tp, triggerBy: order.tpTriggerBy ?? 'LastPrice' };
  if (sl && sl !== '0') out.stopLoss = { triggerPrice: sl, triggerBy: order.slTriggerBy ?? 'LastPrice' };
  return out;
}

/** Applying fills: fee, cash, position, order, execution record and the pushes of each. */
export class Settlement {
  constructor(
    private readonly ctx: EngineContext,
    private readonly notifier: Notifier,
    private readonly reduceOnly: ReduceOnlyUpkeep,
  ) {}

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
    const { repo, market } = this.ctx;
    const order = repo.getOrder(orderId);
    if (!order) return;
    const inst = market.instrument(order.symbol);
    if (!inst) return;
    const idx = order.positionIdx ?? 0;
    const rec =
      repo.getPosition(order.userId, order.symbol, idx) ??
      newPositionRecord(order.userId, order.symbol, inst, idx, this.ctx.now());
    const qty = this.applicableQty(order, rec, fill.qty);
    if (order.reduceOnly && qty.isZero()) {
      this.reduceOnly.afterPositionChange(order.userId, order.symbol, idx);
      return;
    }
    const price = fill.price;
    const rate = feeRate ?? (isMaker ? MAKER_FEE_RATE : TAKER_FEE_RATE);
    const fee = fillFee(inst, market.index[inst.baseCoin], price, qty, rate);
    const ts = this.ctx.now();
    const realised = this.settlePosition(order, inst, rec, { qty, price, fee, ts }, isMaker);
    const premium = price.multipliedBy(qty);
    const cash =
      inst.kind === 'option' ? (order.side === 'Buy' ? premium.negated() : premium).minus(fee) : realised.minus(fee);
    const balance = new Dec(repo.getBalance(order.userId, inst.settleCoin));
    repo.setBalance(order.userId, inst.settleCoin, str(money(balance.plus(cash))));
    const updated = this.fillOrder(order, qty, premium, fee, ts);
    market.lastTraded.set(order.symbol, price);
    const exec = this.recordExecution(order, { price, qty, premium, fee, leaves: updated.leavesQty, isMaker, ts });
    this.ctx.emit({ kind: 'execution', userId: order.userId, exec });
    this.notifier.emitOrder(updated, SCENE.filled);
    this.ctx.emit({ kind: 'position', userId: order.userId, symbol: order.symbol, positionIdx: idx });
    this.reduceOnly.afterPositionChange(order.userId, order.symbol, idx);
  }

  /** A reduce-only order's fill counts only up to the opposite position; any other fill whole. */
  private applicableQty(order: OrderRecord, rec: PositionRecord, qty: Dec): Dec {
    if (!order.reduceOnly) return qty;
    const size = new Dec(rec.size);
    const closable = (order.side === 'Buy' ? size.isNegative() : size.isPositive()) ? size.abs() : ZERO;
    return qty.isGreaterThan(closable) ? closable : qty;
  }

  /** Store the position after the fill (and the option activity it makes); returns the realised PnL. */
  private settlePosition(
    order: OrderRecord,
    inst: Instrument,
    rec: PositionRecord,
    f: { qty: Dec; price: Dec; fee: Dec; ts: number },
    isMaker: boolean,
  ): Dec {
    const { next, realised } = applyFill(rec, {
      side: order.side,
      qty: f.qty,
      price: f.price,
      fee: f.fee,
      inverse: inst.kind === 'inverse',
    });
    const wasFlat = new Dec(rec.size).isZero();
    const nextPos: PositionRecord = {
      ...rec,
      ...next,
      ...(wasFlat ? { fundingFee: '0' } : {}),
      createdAt: wasFlat ? f.ts : rec.createdAt,
      updatedAt: f.ts,
    };
    if (inst.kind !== 'option')
      Object.assign(nextPos, contractSettingsAfterFill(order, new Dec(rec.size), new Dec(next.size)));
    this.ctx.repo.putPosition(nextPos);
    // The chain's 24h volume and open interest count user trades once (the taker's side); open
    // interest moves by what this side opened or closed.
    if (inst.kind === 'option' && !isMaker)
      this.ctx.market.recordOptionFill(order.symbol, f.qty, new Dec(next.size).abs().minus(new Dec(rec.size).abs()));
    return realised;
  }

  /** Store the order with the fill added. */
  private fillOrder(order: OrderRecord, qty: Dec, premium: Dec, fee: Dec, ts: number): OrderRecord {
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
    this.ctx.repo.putOrder(updated);
    return updated;
  }

  private recordExecution(
    order: OrderRecord,
    f: { price: Dec; qty: Dec; premium: Dec; fee: Dec; leaves: string; isMaker: boolean; ts: number },
  ): ExecutionRecord {
    const exec: ExecutionRecord = {
      execId: randomUUID(),
      orderId: order.orderId,
      orderLinkId: order.orderLinkId,
      userId: order.userId,
      symbol: order.symbol,
      side: order.side,
      orderType: order.orderType,
      execPrice: str(f.price),
      execQty: str(f.qty),
      execValue: str(money(f.premium)),
      execFee: str(f.fee),
      leavesQty: f.leaves,
      isMaker: f.isMaker,
      execTime: f.ts,
    };
    this.ctx.repo.addExecution(exec);
    return exec;
  }
}
