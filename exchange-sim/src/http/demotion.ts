import { ErrorCode, SimError } from '../errors';
import type { AppContext, Route } from './context';

/** The per-user setting that holds the user's demoted order ids (comma-separated; reset with the store). */
const DEMOTED_KEY = 'sim.demotedOrders';

const demotedIds = (app: AppContext, userId: number): string[] =>
  (app.repo.getSettings(userId)[DEMOTED_KEY] ?? '').split(',').filter((id) => id !== '');

/**
 * Large-order demotion (order-panel.md §4.2: "orders were downgraded"; the call is not named in
 * the spec, so the simulator's own):
 * - POST /__sim/demote { orderId } (loopback admin, for tests and demos): marks an open order
 *   demoted; an unknown or closed order answers 10001.
 * - GET /contract/v5/order/demoted (private) → { list: [orderId…] }: the user's demoted orders
 *   that are still open (a filled or cancelled order drops out).
 */
export const demotionRoutes: Route[] = [
  {
    method: 'POST',
    path: '/__sim/demote',
    private: false,
    handle: (r, app) => {
      const orderId = r.body.orderId;
      if (typeof orderId !== 'string' || orderId === '')
        throw new SimError(ErrorCode.PARAMS, 'orderId: must be a non-empty string');
      const order = app.repo.getOrder(orderId);
      const open = order && app.repo.listOrders(order.userId, { open: true }).some((o) => o.orderId === orderId);
      if (!order || !open) throw new SimError(ErrorCode.PARAMS, `orderId: no open order ${orderId.slice(0, 64)}`);
      const ids = [...new Set([...demotedIds(app, order.userId), orderId])];
      app.repo.putSetting(order.userId, DEMOTED_KEY, ids.join(','));
      return { orderId, demoted: true };
    },
  },
  {
    method: 'GET',
    path: '/contract/v5/order/demoted',
    private: true,
    handle: (r, app) => {
      const open = new Set(app.repo.listOrders(r.userId, { open: true }).map((o) => o.orderId));
      return { list: demotedIds(app, r.userId).filter((id) => open.has(id)) };
    },
  },
];
