import type { NotificationScene, OrderNotification } from 'shared-core/domain';
import type { Instrument } from '../../market/instruments';
import type { OrderRecord } from '../../store/types';
import { marginModeOf, type EngineContext } from './context';

/** The notification scenes of `user.order` (order-panel.md §4.5), by what happened to the order. */
export const SCENE = {
  /** the order was created */
  created: 'newed',
  /** a replace, a reduce-only trim, an IV re-price, or a conditional order's trigger fired */
  replaced: 'replaced',
  /** the order was cancelled */
  cancelled: 'canceled',
  /** a fill (notification type `position`, size = cumulative filled) */
  filled: 4,
  /** a liquidation fill (notification type `liquidation`) */
  liquidated: 5,
} as const satisfies Record<string, NotificationScene>;

const BIZ_TYPE = { option: 'OPTION', linear: 'LINEAR', usdcPerp: 'USDC_PERP', inverse: 'INVERSE' } as const;

/** The notification a `user.order` push carries for `order` in `scene`. */
export function orderNotification(
  order: OrderRecord,
  scene: NotificationScene,
  inst: Instrument | undefined,
  marginMode: 0 | 1,
): OrderNotification {
  return {
    scene,
    type: scene === SCENE.filled ? 'position' : scene === SCENE.liquidated ? 'liquidation' : 'order',
    payload: {
      symbol: order.symbol,
      side: order.side,
      bizType: inst ? BIZ_TYPE[inst.kind] : 'OPTION',
      cancelType: order.cancelType,
      marginMode,
      size: scene === SCENE.filled ? order.cumExecQty : order.qty,
      leavesQty: order.leavesQty,
    },
  };
}

/**
 * Announces order and position changes (the WebSocket hub turns them into pushes). `watch` sees
 * every announced order first (the stop books follow the conditional orders this way).
 */
export class Notifier {
  constructor(
    private readonly ctx: EngineContext,
    private readonly watch: (order: OrderRecord) => void = () => {},
  ) {}

  emitOrder(order: OrderRecord, scene: NotificationScene): void {
    this.watch(order);
    const notification = orderNotification(
      order,
      scene,
      this.ctx.market.instrument(order.symbol),
      marginModeOf(this.ctx.repo, order.userId),
    );
    this.ctx.emit({ kind: 'order', userId: order.userId, order, notification });
  }

  emitPosition(userId: number, symbol: string, positionIdx: 0 | 1 | 2 = 0): void {
    this.ctx.emit({ kind: 'position', userId, symbol, positionIdx });
  }
}
