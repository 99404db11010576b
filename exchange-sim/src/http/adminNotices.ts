import { ErrorCode, SimError } from '../errors';
import { Dec } from '../util/decimal';
import type { AppContext, Route } from './context';

/** The cancel type of an order the portfolio-margin trial takes back (order-panel.md §4.5). */
export const PM_TRIAL_CANCEL = 'CancelByPmTrialMmOverEquity';

const userOf = (app: AppContext, email: unknown) => {
  if (typeof email !== 'string' || email === '')
    throw new SimError(ErrorCode.PARAMS, 'email: must be a non-empty string');
  const u = app.repo.findUserByEmail(email);
  if (!u) throw new SimError(ErrorCode.PARAMS, `email: no user ${email.slice(0, 64)}`);
  return u;
};

/**
 * The trade-notice scenes on demand (loopback admin, for tests and demos; order-panel.md §4.5):
 * - POST /__sim/liquidate { email, symbol, positionIdx? } → the user's open contract position is
 *   liquidated now, as the trigger check would at its liquidation price: its orders cancelled
 *   (`CancelByLiq`), the position closed at its bankruptcy price (the mark when it has none) by a
 *   `CreateByLiq` order; `user.order` scene 5, `user.unify.liquidation` (with `marginMode`),
 *   `user.trade.msg` (execType `BustTrade`) and `user.position` are pushed. No open position → 10001.
 * - POST /__sim/pm-trial-cancel { orderId } → an open order is cancelled with cancelType
 *   `CancelByPmTrialMmOverEquity` (the portfolio-margin trial's maintenance margin over equity):
 *   `user.order` / `user.margin.order` scene `canceled` with that cancel type. Unknown or closed → 10001.
 */
export const adminNoticeRoutes: Route[] = [
  {
    method: 'POST',
    path: '/__sim/liquidate',
    private: false,
    handle: (r, app) => {
      const user = userOf(app, r.body.email);
      const symbol = r.body.symbol;
      if (typeof symbol !== 'string' || symbol === '')
        throw new SimError(ErrorCode.PARAMS, 'symbol: must be a non-empty string');
      const idx = r.body.positionIdx ?? 0;
      if (idx !== 0 && idx !== 1 && idx !== 2) throw new SimError(ErrorCode.PARAMS, 'positionIdx: must be 0, 1 or 2');
      const inst = app.market.instrument(symbol);
      const p = app.repo.getPosition(user.userId, symbol, idx);
      if (!inst || inst.kind === 'option' || !p || new Dec(p.size).isZero())
        throw new SimError(ErrorCode.PARAMS, `symbol: no open contract position ${symbol.slice(0, 64)}`);
      const view = app.engine.view(p, inst);
      const bust = view.bustPrice ? new Dec(view.bustPrice) : null;
      const price = bust && bust.isGreaterThan(0) ? bust : new Dec(app.market.markPrice(symbol));
      app.desk.liquidate(p, inst, price);
      const order = app.repo
        .listOrders(user.userId, { symbol })
        .filter((o) => o.createType === 'CreateByLiq')
        .sort((a, b) => b.createdAt - a.createdAt)[0];
      return { symbol, positionIdx: idx, bustPrice: price.toFixed(), orderId: order?.orderId ?? '' };
    },
  },
  {
    method: 'POST',
    path: '/__sim/pm-trial-cancel',
    private: false,
    handle: (r, app) => {
      const orderId = r.body.orderId;
      if (typeof orderId !== 'string' || orderId === '')
        throw new SimError(ErrorCode.PARAMS, 'orderId: must be a non-empty string');
      const order = app.repo.getOrder(orderId);
      const open = order && app.repo.listOrders(order.userId, { open: true }).some((o) => o.orderId === orderId);
      if (!order || !open) throw new SimError(ErrorCode.PARAMS, `orderId: no open order ${orderId.slice(0, 64)}`);
      app.engine.cancelOrder(order.userId, orderId, PM_TRIAL_CANCEL);
      return { orderId, cancelType: PM_TRIAL_CANCEL };
    },
  },
];
