import { isOpenOrderStatus, type OrderNotification } from 'shared-core/domain';
import type { Market } from '../../market/market';
import type { ExecutionRecord, OrderRecord, Repository } from '../../store/types';

export type EngineEvent =
  | { kind: 'order'; userId: number; order: OrderRecord; notification?: OrderNotification }
  | { kind: 'optionLiquidation'; userId: number; data: Record<string, unknown> }
  | { kind: 'execution'; userId: number; exec: ExecutionRecord }
  | { kind: 'position'; userId: number; symbol: string; positionIdx?: 0 | 1 | 2 };

/** What every part of the engine works on: the store, the market, the clock and the event sink. */
export interface EngineContext {
  readonly repo: Repository;
  readonly market: Market;
  readonly now: () => number;
  readonly emit: (e: EngineEvent) => void;
}

/** Margin mode of notifications (order-panel.md §3): 1 portfolio margin (PM), 0 regular margin (RM). */
export function marginModeOf(repo: Repository, userId: number): 0 | 1 {
  const u = repo.findUser(userId);
  return u?.marginMode === 'PORTFOLIO_MARGIN' || u?.accountType === 'PM' ? 1 : 0;
}

/** New, partially filled or untriggered: the order still reserves margin and can be cancelled. */
export const isOpenOrder = (o: OrderRecord): boolean => isOpenOrderStatus(o.orderStatus);
