import type { PerpInstrument } from '../../market/instruments';
import type { PositionRecord } from '../../store/types';
import { Dec, money, str } from '../../util/decimal';
import { CLEARED_POSITION_SETTINGS } from '../engine/settlement';
import { SCENE } from '../engine/notifications';
import { houseCloseOrder } from '../newOrder';
import { LIQUIDATION_FEE_RATE } from '../risk';
import type { DeskContext } from './context';

/** Contract liquidation: auto-added margin first (isolated), else the close at the bankruptcy price. */
export class Liquidation {
  constructor(
    private readonly ctx: DeskContext,
    private readonly onLiquidation: (userId: number, data: Record<string, unknown>) => void,
  ) {}

  /**
   * An isolated position with auto-add on, at its liquidation price: top up by the position's IM,
   * but the margin (IM + added) never exceeds the value (the effective leverage stops at 1x).
   * Returns false when there is no room or balance left (the position is to be liquidated).
   */
  autoAddMargin(p: PositionRecord, inst: PerpInstrument, positionValue: Dec): boolean {
    if (!p.isIsolated || !p.autoAddMargin) return false;
    const im = positionValue.dividedBy(p.leverage);
    const room = positionValue.minus(im).minus(p.extraMargin ?? 0);
    const add = money(Dec.min(im, room));
    if (!add.isGreaterThan(0) || !add.isLessThanOrEqualTo(this.ctx.engine.availableBalance(p.userId, inst.settleCoin)))
      return false;
    this.ctx.repo.putPosition({
      ...p,
      extraMargin: str(money(new Dec(p.extraMargin ?? 0).plus(add))),
      updatedAt: this.ctx.now(),
    });
    this.ctx.engine.emitPosition(p.userId, inst.symbol, p.positionIdx ?? 0);
    return true;
  }

  /**
   * Close the whole position at the bankruptcy price against the house; pushes liquidation notices.
   * Isolated: the position's own bust price (leverage and added margin). Cross: where the settle
   * coin's cross pool has no equity left (positions.ts crossLiquidationPrice), so the liquidation
   * fires when the pool's equity falls to its maintenance margin, whichever position's price moved.
   */
  liquidate(p: PositionRecord, inst: PerpInstrument, bust: Dec): void {
    const { repo, engine } = this.ctx;
    const size = new Dec(p.size);
    const ts = this.ctx.now();
    const idx = p.positionIdx ?? 0;
    // the symbol's orders (hedge mode: those of the liquidated side)
    for (const o of repo.listOrders(p.userId, { open: true, symbol: p.symbol }))
      if ((o.positionIdx ?? 0) === idx) engine.cancelOrder(p.userId, o.orderId, 'CancelByLiq');
    const order = houseCloseOrder(p, bust, 'CreateByLiq', ts);
    repo.putOrder(order);
    // the added margin is lost with the position
    const extra = new Dec(p.extraMargin ?? 0);
    if (extra.isGreaterThan(0)) {
      const balance = new Dec(repo.getBalance(p.userId, inst.settleCoin));
      repo.setBalance(p.userId, inst.settleCoin, str(money(balance.minus(extra))));
      repo.putPosition({ ...p, extraMargin: '0' });
    }
    // isolated: liquidation fee value × LIQUIDATION_FEE_RATE (risk.ts), in place of the taker fee.
    // cross: none; closing at the pool's bankruptcy price already takes every bit of its equity
    // (a fee on top would leave the wallet below zero).
    const feeRate = p.isIsolated ? LIQUIDATION_FEE_RATE : '0';
    engine.settleFill(order.orderId, { price: bust, qty: size.abs() }, false, feeRate);
    engine.emitOrder(repo.getOrder(order.orderId)!, SCENE.liquidated);
    const pos = repo.getPosition(p.userId, p.symbol, idx);
    if (pos) repo.putPosition({ ...pos, ...CLEARED_POSITION_SETTINGS, autoAddMargin: false });
    this.onLiquidation(p.userId, {
      symbol: p.symbol,
      side: p.size.startsWith('-') ? 'Sell' : 'Buy',
      size: str(size.abs()),
      bustPrice: str(bust),
      orderId: order.orderId,
      positionIdx: idx,
      marginMode: engine.marginModeOf(p.userId),
      ts,
    });
  }
}
