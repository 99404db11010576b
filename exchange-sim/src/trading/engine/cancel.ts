import { ErrorCode, SimError } from '../../errors';
import type { OrderRecord } from '../../store/types';
import { Dec } from '../../util/decimal';
import { isOpenOrder, type EngineContext } from './context';
import { SCENE, type Notifier } from './notifications';

/** Cancelling orders: by the user, or by the exchange (IOC remainder, reduce-only trim, liquidation, delivery). */
export class Cancellation {
  constructor(
    private readonly ctx: EngineContext,
    private readonly notifier: Notifier,
  ) {}

  cancelOrder(userId: number, orderId: string, cancelType = 'CancelByUser'): OrderRecord {
    const order = this.ctx.repo.getOrder(orderId);
    if (!order || order.userId !== userId) throw new SimError(ErrorCode.ORDER_NOT_FOUND);
    if (!isOpenOrder(order)) throw new SimError(ErrorCode.ORDER_FINISHED);
    this.ctx.market.books.get(order.symbol)?.removeOrder(orderId);
    return this.finishCancel(order, cancelType);
  }

  /** Stores `order` as cancelled (its book entry is the caller's) and pushes it. */
  finishCancel(order: OrderRecord, cancelType: string): OrderRecord {
    const updated: OrderRecord = {
      ...order,
      orderStatus: new Dec(order.cumExecQty).isZero() ? 'Cancelled' : 'PartiallyFilledCanceled',
      cancelType,
      updatedAt: this.ctx.now(),
    };
    this.ctx.repo.putOrder(updated);
    this.notifier.emitOrder(updated, SCENE.cancelled);
    return updated;
  }
}
