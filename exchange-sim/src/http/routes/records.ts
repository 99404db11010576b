import { ErrorCode, SimError } from '../../errors';
import { LEVERAGED_TOKENS, leveragedToken } from '../../market/leveragedTokens';
import { borrowingsOf } from '../../records/borrowings';
import { closedPositionRecords } from '../../records/closedPositions';
import { readLtRecords } from '../../records/ltRecords';
import type { AppContext, Route } from '../context';
import { int, oneOf, queryObject } from '../params';
import { historyRange, inRange, pageOf } from './historyRange';
import { closedPnlRecords } from './positionTools';

// The order panel's record tabs (issue 19): profit and loss (closed orders, closed positions),
// borrowings, and the leveraged-token subscription / redemption records.

export const RECORD_PAGE_DEFAULT = 50;
export const RECORD_PAGE_MAX = 200;

const isOption = (app: AppContext, symbol: string): boolean => app.market.instrument(symbol)?.kind === 'option';
const isInverse = (app: AppContext, symbol: string): boolean => app.market.instrument(symbol)?.kind === 'inverse';

/** `limit` (1..200, default 50), `cursor`, `startTime` / `endTime` (≤ 180 days apart), optional `symbol`. */
function pagedQuery(q: URLSearchParams) {
  const limit = int(queryObject(q), 'limit', { optional: true, min: 1, max: RECORD_PAGE_MAX }) ?? RECORD_PAGE_DEFAULT;
  const symbol = q.get('symbol');
  if (symbol !== null && (symbol.length === 0 || symbol.length > 64))
    throw new SimError(ErrorCode.PARAMS, 'symbol: 1..64 characters');
  return { limit, range: historyRange(q), cursor: q.get('cursor'), symbol };
}

const isDemoAccount = (app: AppContext, userId: number): boolean => app.repo.findUser(userId)?.isDemo === true;

export const recordRoutes: Route[] = [
  {
    method: 'GET',
    path: '/contract/v5/private/pnl/closed-orders',
    private: true,
    // P&L of the orders that reduced a position (options left out, §3); demo accounts have none (§6)
    handle: (r, app) => {
      const q = pagedQuery(r.query);
      const all = isDemoAccount(app, r.userId)
        ? []
        : closedPnlRecords(
            app.repo.listExecutions(r.userId),
            (id) => app.repo.getOrder(id),
            (s) => isInverse(app, s),
          ).filter(
            (c) => !isOption(app, c.symbol) && (!q.symbol || c.symbol === q.symbol) && inRange(c.createdAt, q.range),
          );
      const { page, nextPageCursor } = pageOf(all, (c) => c.orderId, q.cursor, q.limit);
      return { list: page, nextPageCursor };
    },
  },
  {
    method: 'GET',
    path: '/contract/v5/private/pnl/closed-positions',
    private: true,
    handle: (r, app) => {
      const q = pagedQuery(r.query);
      const all = isDemoAccount(app, r.userId)
        ? []
        : closedPositionRecords(
            app.repo.listExecutions(r.userId),
            (id) => app.repo.getOrder(id),
            (s) => isInverse(app, s),
            (s) => isOption(app, s),
          ).filter((c) => (!q.symbol || c.symbol === q.symbol) && inRange(c.closedAt, q.range));
      const { page, nextPageCursor } = pageOf(all, (c) => c.id, q.cursor, q.limit);
      return { list: page, nextPageCursor };
    },
  },
  {
    method: 'GET',
    path: '/unified/v3/private/account/borrowings',
    private: true,
    // only unified accounts borrow (a wallet below zero); any other account answers an empty list
    handle: (r, app) => {
      const u = app.repo.findUser(r.userId);
      const unified = u?.accountType === 'UTA' || u?.accountType === 'UTA2' || u?.accountType === 'PM';
      if (!unified) return { list: [] };
      return {
        list: borrowingsOf(app.repo.listBalances(r.userId), app.repo.getSettings(r.userId), app.market.now()),
      };
    },
  },
  {
    method: 'GET',
    path: '/spot/v3/public/lt/symbols',
    private: false,
    handle: () => ({ list: LEVERAGED_TOKENS }),
  },
  {
    method: 'GET',
    path: '/spot/v3/private/lt/records',
    private: true,
    // `type` subscribe | redeem (required), optional `ltCoin` (a listed token), paged like the history
    handle: (r, app) => {
      const type = oneOf(queryObject(r.query), 'type', ['subscribe', 'redeem'] as const);
      const ltCoin = r.query.get('ltCoin');
      if (ltCoin !== null && !leveragedToken(ltCoin))
        throw new SimError(ErrorCode.PARAMS, `ltCoin: one of ${LEVERAGED_TOKENS.map((t) => t.ltCoin).join(', ')}`);
      const q = pagedQuery(r.query);
      const all = isDemoAccount(app, r.userId)
        ? []
        : readLtRecords(app.repo.getSettings(r.userId)).filter(
            (x) => x.type === type && (!ltCoin || x.ltCoin === ltCoin) && inRange(x.createdAt, q.range),
          );
      const { page, nextPageCursor } = pageOf(all, (x) => x.id, q.cursor, q.limit);
      return { list: page, nextPageCursor };
    },
  },
];
