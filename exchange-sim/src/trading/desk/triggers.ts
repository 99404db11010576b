import { SimError } from '../../errors';
import type { PerpInstrument } from '../../market/instruments';
import type { OrderRecord, PositionRecord, TrailingStop } from '../../store/types';
import { Dec } from '../../util/decimal';
import { SCENE } from '../engine/notifications';
import type { AttachedTpSl } from '../newOrder';
import { accountMmRate } from '../accountMmr';
import {
  conditionalFires,
  liquidationCrossed,
  mmrCloseFires,
  tpSlFires,
  trailingStep,
  type TpSlLegName,
  type TriggerBy,
} from '../triggerRules';
import { openPosition, priceBy, type DeskContext } from './context';
import type { Liquidation } from './liquidation';
import type { ContractOrderInput } from './placement';
import type { SplitClose } from './split';

/** How each full TP/SL leg closes the position. */
const TP_SL_CLOSE: Readonly<Record<TpSlLegName, { createType: string; stopOrderType: string }>> = {
  takeProfit: { createType: 'CreateByTakeProfit', stopOrderType: 'TakeProfit' },
  stopLoss: { createType: 'CreateByStopLoss', stopOrderType: 'StopLoss' },
};

/** The attached TP/SL of a conditional order as the input of the order it fires (validated when it was placed). */
function attachedInput(o: AttachedTpSl): Pick<ContractOrderInput, keyof AttachedTpSl | 'tpSlChecked'> {
  return {
    takeProfit: o.takeProfit ? new Dec(o.takeProfit) : undefined,
    stopLoss: o.stopLoss ? new Dec(o.stopLoss) : undefined,
    tpTriggerBy: o.tpTriggerBy,
    slTriggerBy: o.slTriggerBy,
    tpSlChecked: true,
  };
}

/**
 * The triggers that fire from the price walk (every tick): conditional orders first, found by
 * price in the stop books, then per contract position liquidation, full TP/SL, trailing stop and
 * MMR close. The decisions are triggerRules.ts's; this module acts on them.
 */
export class Triggers {
  constructor(
    private readonly ctx: DeskContext,
    private readonly split: SplitClose,
    private readonly liquidation: Liquidation,
  ) {}

  /** Fire conditional orders, full TP/SL, trailing stops, MMR close and liquidations at the new prices. */
  checkTriggers(): void {
    this.fireConditionals();
    for (const p of this.ctx.repo.listAllPositions()) {
      // one-way positions and hedge-mode sides alike
      if (new Dec(p.size).isZero()) continue;
      const inst = this.ctx.market.instrument(p.symbol);
      if (!inst || inst.kind === 'option') continue;
      this.checkPosition(p, inst);
    }
  }

  /** The current price of a trigger kind of a contract symbol (undefined for an option or unknown symbol). */
  private priceOf = (symbol: string, by: TriggerBy): Dec | undefined => {
    const inst = this.ctx.market.instrument(symbol);
    return inst && inst.kind !== 'option' ? priceBy(this.ctx.market, inst, by) : undefined;
  };

  /**
   * Fire the conditional orders the prices have crossed, in the order of the store's open-order
   * list (as a scan of that list would: each order judged at the prices left by the orders fired
   * before it, so a fire that moves the last price can fire a later order on the same tick, never
   * an earlier one). The stop books name the candidates; the list is read only on a tick where
   * one is crossed.
   */
  private fireConditionals(): void {
    const { repo, engine } = this.ctx;
    if (engine.stops.size === 0 || engine.stops.crossed(this.priceOf).length === 0) return;
    const rank = new Map<string, number>();
    repo.listOpenOrders().forEach((o, i) => rank.set(o.orderId, i));
    for (let done = -1; ;) {
      let next: OrderRecord | undefined;
      let nextRank = Infinity;
      for (const id of engine.stops.crossed(this.priceOf)) {
        const at = rank.get(id);
        if (at === undefined || at <= done || at >= nextRank) continue;
        const o = repo.getOrder(id);
        if (!o || o.orderStatus !== 'Untriggered') {
          engine.stops.remove(id); // (not announced: the store is the truth)
          continue;
        }
        if (!conditionalFires(o, this.priceOf(o.symbol, o.triggerBy ?? 'LastPrice')!)) {
          engine.stops.track(o); // (filed at a trigger it no longer has)
          continue;
        }
        next = o;
        nextRank = at;
      }
      if (!next) return;
      done = nextRank;
      this.fireConditional(next);
    }
  }

  private fireConditional(o: OrderRecord): void {
    const { repo, engine, now } = this.ctx;
    const ts = now();
    const triggered: OrderRecord = { ...o, orderStatus: 'Triggered', updatedAt: ts };
    repo.putOrder(triggered);
    engine.emitOrder(triggered, SCENE.replaced);
    try {
      // (a partial TP/SL can be above maxMarketQty: its market close is split)
      this.split.placeOrderSplit(o.userId, {
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
        ...attachedInput(o),
      });
    } catch (e) {
      if (!(e instanceof SimError)) throw e;
      repo.putOrder({
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
    const now = openPosition(this.ctx.repo, before.userId, before.symbol, before.positionIdx ?? 0);
    if (!now || new Dec(now.size).isZero() || now.size.startsWith('-') !== before.size.startsWith('-')) return;
    this.ctx.repo.putPosition({ ...now, ...settings });
    this.ctx.engine.emitPosition(before.userId, before.symbol, before.positionIdx ?? 0);
  }

  /** Liquidation first (mark price), then full TP/SL, the trailing stop and the MMR close. */
  private checkPosition(p: PositionRecord, inst: PerpInstrument): void {
    const long = new Dec(p.size).isPositive();
    const v = this.ctx.engine.view(p, inst);
    const mark = this.ctx.market.markPrice(inst.symbol);
    if (liquidationCrossed(long, mark, v.liqPrice)) {
      if (!this.liquidation.autoAddMargin(p, inst, new Dec(v.positionValue ?? 0)))
        this.liquidation.liquidate(p, inst, new Dec(v.bustPrice || mark));
      return;
    }
    const leg = tpSlFires(p, (by) => priceBy(this.ctx.market, inst, by));
    if (leg) return this.closeByTpSl(p, leg);
    const trailing = trailingStep(p, inst, this.ctx.market.lastPrice(inst.symbol));
    if (trailing?.fires) return this.closeByTrailingStop(p, trailing.next);
    if (trailing && trailing.next.peak !== p.trailing?.peak)
      this.ctx.repo.putPosition({ ...p, trailing: trailing.next });
    // positions.md §2, §5: the MMR close watches the account MMR (the figure set-mm-rate checks against)
    const mmrE4 = (): Dec => new Dec(accountMmRate(this.ctx, p.userId).accountMMRate).multipliedBy(1e4);
    if (mmrCloseFires(p.mmrClose, mmrE4)) this.closeByMmr(p);
  }

  /** Full TP/SL: either leg clears both and closes the position (market, or limit at the leg's limit price). */
  private closeByTpSl(p: PositionRecord, leg: TpSlLegName): void {
    const how = TP_SL_CLOSE[leg];
    const limit = p[leg]?.limitPrice;
    this.ctx.repo.putPosition({ ...p, takeProfit: undefined, stopLoss: undefined });
    this.split.closeMarket(
      p.userId,
      p.symbol,
      undefined,
      how.createType,
      how.stopOrderType,
      limit ? new Dec(limit) : undefined,
      p.positionIdx ?? 0,
    );
    // a market close the book could not take whole: the rest keeps its TP/SL (fires again next check)
    if (!limit) this.rearm(p, { takeProfit: p.takeProfit, stopLoss: p.stopLoss });
  }

  /** The trailing stop (`trailing`: with the peak it fired at) goes off and closes the position at market. */
  private closeByTrailingStop(p: PositionRecord, trailing: TrailingStop): void {
    this.ctx.repo.putPosition({ ...p, trailing: undefined });
    this.split.closeMarket(
      p.userId,
      p.symbol,
      undefined,
      'CreateByTrailingStop',
      'TrailingStop',
      undefined,
      p.positionIdx ?? 0,
    );
    this.rearm(p, { trailing });
  }

  private closeByMmr(p: PositionRecord): void {
    this.ctx.repo.putPosition({ ...p, mmrClose: undefined });
    this.split.closeMarket(
      p.userId,
      p.symbol,
      undefined,
      'CreateByMmRateClose',
      'MmRateClose',
      undefined,
      p.positionIdx ?? 0,
    );
    this.rearm(p, { mmrClose: p.mmrClose });
  }
}
