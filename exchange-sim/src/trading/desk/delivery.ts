import { isDelivered } from '../../market/instruments';
import { Dec, roundToStep } from '../../util/decimal';
import { CLEARED_POSITION_SETTINGS } from '../engine/settlement';
import { houseCloseOrder } from '../newOrder';
import { perp, type DeskContext } from './context';

/** Futures delivery (every tick): due futures are closed at the delivery price. */
export class FuturesDelivery {
  constructor(private readonly ctx: DeskContext) {}

  /**
   * Deliver the futures whose delivery time has come: open orders are cancelled
   * (CancelByDelivery), every position is closed at the delivery price (the index on the tick,
   * rounded to the tick size; no fee) by a `CreateByDelivery` order, so its realised PnL is booked
   * into the balance, the added margin is released, and the instrument answers 3200115 from then
   * on. Then the next future of each cycle is listed. Idempotent (a restart re-checks; nothing is
   * left to deliver). Returns the delivered symbols that had orders or positions.
   */
  deliverFutures(): string[] {
    const now = this.ctx.now();
    const due = this.dueFutures(now);
    for (const symbol of due) this.deliver(symbol, now);
    this.ctx.market.relist(now);
    return [...due];
  }

  /** Delivered futures with open orders or positions (options are settled by the engine's settleOptions). */
  private dueFutures(now: number): Set<string> {
    const { repo, market } = this.ctx;
    const due = new Set<string>();
    for (const o of repo.listOpenOrders()) {
      const inst = market.instrument(o.symbol);
      if (inst && inst.kind !== 'option' && isDelivered(inst, now)) due.add(o.symbol);
    }
    for (const p of repo.listAllPositions()) {
      const inst = market.instrument(p.symbol);
      if (inst && inst.kind !== 'option' && isDelivered(inst, now) && !new Dec(p.size).isZero()) due.add(p.symbol);
    }
    return due;
  }

  private deliver(symbol: string, now: number): void {
    const { repo, market, engine } = this.ctx;
    const inst = perp(market, symbol);
    const price = roundToStep(market.indexOf(symbol), inst.rules.tickSize);
    for (const o of repo.listOpenOrders())
      if (o.symbol === symbol) engine.cancelOrder(o.userId, o.orderId, 'CancelByDelivery');
    for (const p of repo.listAllPositions()) {
      if (p.symbol !== symbol || new Dec(p.size).isZero()) continue;
      const size = new Dec(p.size);
      const idx = p.positionIdx ?? 0;
      const order = houseCloseOrder(p, price, 'CreateByDelivery', now);
      repo.putOrder(order);
      engine.settleFill(order.orderId, { price, qty: size.abs() }, false, '0');
      const pos = repo.getPosition(p.userId, symbol, idx);
      if (pos) repo.putPosition({ ...pos, ...CLEARED_POSITION_SETTINGS, extraMargin: '0', autoAddMargin: false });
      engine.emitPosition(p.userId, symbol, idx);
    }
  }
}
