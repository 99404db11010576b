import type { OptionInstrument } from '../../market/instruments';
import { Dec, ZERO, str } from '../../util/decimal';
import { houseCloseOrder } from '../newOrder';
import type { Cancellation } from './cancel';
import type { EngineContext } from './context';
import type { Settlement } from './settlement';

/** Option delivery: expired options are settled at their expiry's delivery price. */
export class OptionDelivery {
  constructor(
    private readonly ctx: EngineContext,
    private readonly settlement: Settlement,
    private readonly cancels: Cancellation,
  ) {}

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
    const now = this.ctx.now();
    // every expiry gets its delivery price on its first tick, held positions or not
    for (const inst of this.ctx.market.instruments.values())
      if (inst.kind === 'option' && inst.deliveryTime <= now) this.deliveryPrice(inst);
    const due = this.dueOptions(now);
    for (const inst of due.values()) this.deliver(inst, now);
    this.ctx.market.relist(now);
    return [...due.keys()];
  }

  /** Expired options with open orders or positions. */
  private dueOptions(now: number): Map<string, OptionInstrument> {
    const { repo, market } = this.ctx;
    const due = new Map<string, OptionInstrument>();
    const expired = (symbol: string): OptionInstrument | undefined => {
      const inst = market.instrument(symbol);
      return inst?.kind === 'option' && inst.deliveryTime <= now ? inst : undefined;
    };
    for (const o of repo.listOpenOrders()) {
      const inst = expired(o.symbol);
      if (inst) due.set(inst.symbol, inst);
    }
    for (const p of repo.listAllPositions()) {
      const inst = new Dec(p.size).isZero() ? undefined : expired(p.symbol);
      if (inst) due.set(inst.symbol, inst);
    }
    return due;
  }

  private deliver(inst: OptionInstrument, now: number): void {
    const { repo } = this.ctx;
    const spot = this.deliveryPrice(inst);
    for (const o of repo.listOpenOrders())
      if (o.symbol === inst.symbol) this.cancels.cancelOrder(o.userId, o.orderId, 'CancelByDelivery');
    const strike = new Dec(inst.strike);
    const intrinsic = Dec.max(ZERO, inst.optionType === 'C' ? spot.minus(strike) : strike.minus(spot));
    for (const p of repo.listAllPositions()) {
      if (p.symbol !== inst.symbol || new Dec(p.size).isZero()) continue;
      const size = new Dec(p.size);
      const order = houseCloseOrder(p, intrinsic, 'CreateByDelivery', now);
      repo.putOrder(order);
      this.settlement.settleFill(order.orderId, { price: intrinsic, qty: size.abs() }, false, '0');
    }
  }

  /** The delivery price of an expired option's coin and expiry (fixed the first time it is asked). */
  deliveryPrice(inst: OptionInstrument): Dec {
    const key = `optionDelivery:${inst.baseCoin}:${inst.deliveryTime}`;
    const kept = this.ctx.repo.getMeta(key);
    if (kept) return new Dec(kept);
    const price = this.ctx.market.index[inst.baseCoin];
    this.ctx.repo.setMeta(key, str(price));
    return price;
  }

  /** The delivery price fixed for an expired option, or undefined while it trades. */
  deliveredAt(inst: OptionInstrument): Dec | undefined {
    if (inst.deliveryTime > this.ctx.now()) return undefined;
    const kept = this.ctx.repo.getMeta(`optionDelivery:${inst.baseCoin}:${inst.deliveryTime}`);
    return kept ? new Dec(kept) : undefined;
  }
}
