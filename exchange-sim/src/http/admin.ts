import { parseFaultRequest } from '../faults';
import { adminIndexRoutes } from './adminIndex';
import { adminNoticeRoutes } from './adminNotices';
import { demotionRoutes } from './demotion';
import { algoRoutes } from './routes/algo';
import { algoDeskOf } from '../trading/algo/algoDesk';
import type { Route } from './context';

export const ADMIN_PREFIX = '/__sim/';

/**
 * The admin API (loopback clients only; others get 10404). No session, no platform header.
 * - GET  /__sim/faults → { faults, rateLimit }
 * - POST /__sim/faults {…} → replaces the fault config (fields left out are off; `{}` clears
 *   everything, a changed rate limit included), runs one-shot actions (expireSession, dropWs),
 *   optionally sets rateLimit. Among
 *   the fields (see FaultConfig): `dropPushes: true | [topics]` loses WebSocket pushes while
 *   advancing their seq (a client's gap-and-resync path), `regulation: { site?, restrictOperate? }`
 *   sets what regulation-info answers (an EEA or regional user without the 10024 fault).
 * - POST /__sim/reset → seeded state, faults cleared, the rate limit the simulator was started with
 *   (SIM_RATE_LIMIT), the compliance file read again, every logged-in private socket closed (4001).
 * - GET  /__sim/state → storage info, connected sockets.
 * - POST /__sim/index { coin, price } → steers a coin's index (adminIndex.ts).
 * - POST /__sim/demote { orderId } → marks an open order demoted (demotion.ts).
 * - POST /__sim/liquidate, /__sim/pm-trial-cancel → trade-notice scenes on demand (adminNotices.ts).
 */
export const adminRoutes: Route[] = [
  {
    method: 'GET',
    path: '/__sim/faults',
    private: false,
    handle: (_r, app) => ({ faults: app.faults.config, rateLimit: app.limiter.config }),
  },
  {
    method: 'POST',
    path: '/__sim/faults',
    private: false,
    handle: (r, app) => {
      const { config, actions, rateLimit } = parseFaultRequest(r.body);
      app.faults.config = config;
      // `{}` clears everything, the rate limit too (back to the one the simulator started with)
      if (rateLimit) {
        app.limiter.config = rateLimit;
        app.limiter.reset();
      } else app.limiter.restore();
      if (actions.expireSession !== undefined)
        app.admin.expireSessions(actions.expireSession === true ? undefined : actions.expireSession);
      if (actions.dropWs !== undefined) app.admin.dropWs(actions.dropWs === true ? 'all' : actions.dropWs);
      return { faults: app.faults.config, rateLimit: app.limiter.config, actions };
    },
  },
  {
    method: 'POST',
    path: '/__sim/reset',
    private: false,
    handle: (_r, app) => {
      app.faults.clear();
      app.limiter.restore();
      app.admin.reset();
      algoDeskOf(app).clear();
      return { reset: true };
    },
  },
  {
    method: 'GET',
    path: '/__sim/state',
    private: false,
    handle: (_r, app) => ({ storage: app.admin.storage() }),
  },
  ...adminIndexRoutes,
  ...adminNoticeRoutes,
  ...demotionRoutes.filter((r) => r.path.startsWith(ADMIN_PREFIX)),
  ...algoRoutes.filter((r) => r.path.startsWith(ADMIN_PREFIX)),
];
