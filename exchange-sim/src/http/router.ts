import type { IncomingMessage, ServerResponse } from 'node:http';
import { toWirePosition, type OptionInstrumentInfo, type OrderbookPush } from 'shared-core/domain';
import { ErrorCode, SimError } from '../errors';
import { profileOf, type Sessions } from '../auth';
import type { Market } from '../market/market';
import { COINS, COIN_SETUP, isCoin, type Coin } from '../market/coins';
import { compareOptions } from '../market/instruments';
import type { TradingEngine } from '../trading/engine';
import type { Repository } from '../store/types';
import {
  applyCors,
  clearSessionCookie,
  parseJsonObject,
  readBody,
  sendError,
  sendOk,
  sessionCookie,
  tokenFrom,
} from './http';

export interface AppContext {
  repo: Repository;
  market: Market;
  engine: TradingEngine;
  sessions: Sessions;
}

interface Req {
  req: IncomingMessage;
  res: ServerResponse;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
  /** set for private routes */
  userId: number;
}

interface Route {
  method: 'GET' | 'POST';
  path: string;
  private: boolean;
  handle(r: Req, app: AppContext): unknown;
}

export const MAX_BATCH_ORDERS = 20;

function coinParam(q: URLSearchParams): Coin {
  const c = (q.get('baseCoin') ?? 'BTC').toUpperCase();
  if (!isCoin(c)) throw new SimError(ErrorCode.PARAMS, `baseCoin must be one of ${COINS.join(', ')}`);
  return c;
}

function depth(app: AppContext, symbol: string, levels = 25): OrderbookPush {
  const d = app.market.books.get(symbol)?.depth(levels) ?? { bids: [], asks: [] };
  return { symbol, ...d };
}

export { depth as bookDepth };

const batchPlace: Route['handle'] = (r, app) => {
  const list = r.body.orderRequest;
  if (!Array.isArray(list) || list.length === 0) throw new SimError(ErrorCode.PARAMS, 'orderRequest must be a non-empty array');
  if (list.length > MAX_BATCH_ORDERS) throw new SimError(ErrorCode.PARAMS, `at most ${MAX_BATCH_ORDERS} orders per batch`);
  return { result: app.engine.placeOptionOrders(r.userId, list) };
};

const ROUTES: Route[] = [
  { method: 'GET', path: '/health', private: false, handle: () => ({ status: 'ok' }) },
  {
    method: 'POST',
    path: '/user/public/login',
    private: false,
    handle: (r, app) => {
      const s = app.sessions.login(r.body.email, r.body.password);
      if (!s) throw new SimError(ErrorCode.BAD_CREDENTIALS);
      r.res.setHeader('Set-Cookie', sessionCookie(s.token));
      return { token: s.token, user: profileOf(s.user) };
    },
  },
  {
    method: 'POST',
    path: '/user/public/logout',
    private: false,
    handle: (r, app) => {
      app.sessions.logout(tokenFrom(r.req));
      r.res.setHeader('Set-Cookie', clearSessionCookie());
      return {};
    },
  },
  {
    method: 'GET',
    path: '/v2/private/user/profile',
    private: true,
    handle: (r, app) => {
      const u = app.repo.findUser(r.userId);
      if (!u) throw new SimError(ErrorCode.SESSION_EXPIRED);
      return profileOf(u);
    },
  },
  {
    method: 'GET',
    path: '/option/usdc/public/v1/instruments',
    private: false,
    handle: (r, app) => {
      const coin = coinParam(r.query);
      const list: OptionInstrumentInfo[] = app.market
        .optionsOf(coin)
        .sort(compareOptions)
        .map((i) => ({ symbol: i.symbol, baseCoin: i.baseCoin, settleCoin: i.settleCoin, strikePrice: i.strike, deliveryTime: i.deliveryTime, symbolType: i.optionType }));
      return { commonConfig: COIN_SETUP[coin].optionConfig, list };
    },
  },
  {
    method: 'GET',
    path: '/option/usdc/public/v1/tickers',
    private: false,
    handle: (r, app) => {
      const coin = coinParam(r.query);
      const symbol = r.query.get('symbol');
      const list = app.market
        .optionsOf(coin)
        .sort(compareOptions)
        .filter((i) => !symbol || i.symbol === symbol)
        .map((i) => app.market.optionTicker(i));
      return { list };
    },
  },
  {
    method: 'GET',
    path: '/option/usdc/public/quote/query/getInstruments',
    private: false,
    handle: (r, app) => {
      const symbol = r.query.get('symbol') ?? '';
      const inst = app.market.instrument(symbol);
      if (!inst || inst.kind !== 'option') throw new SimError(ErrorCode.UNKNOWN_SYMBOL);
      const t = app.market.optionTicker(inst);
      const d = depth(app, symbol);
      return {
        symbol,
        indexPrice: t.indexPrice,
        markPrice: t.markPrice,
        markIv: t.markIv,
        delta: t.delta,
        underlyingPrice: t.underlyingPrice,
        bids: d.bids,
        asks: d.asks,
      };
    },
  },
  {
    method: 'GET',
    path: '/contract/v5/position/list',
    private: true,
    handle: (r, app) => {
      const symbol = r.query.get('symbol');
      const baseCoin = r.query.get('baseCoin');
      const list = app.engine
        .positions(r.userId)
        .filter((p) => (!symbol || p.symbol === symbol) && (!baseCoin || p.baseCoin === baseCoin))
        .map(toWirePosition);
      return { list };
    },
  },
  {
    method: 'GET',
    path: '/contract/v5/order/list',
    private: true,
    handle: (r, app) => {
      const status = r.query.get('status') ?? 'open';
      if (status !== 'open' && status !== 'closed' && status !== 'all') throw new SimError(ErrorCode.PARAMS, 'status must be open, closed or all');
      const symbol = r.query.get('symbol') ?? undefined;
      const orders = app.repo.listOrders(r.userId, { open: status === 'all' ? undefined : status === 'open', symbol });
      return { list: orders.map((o) => app.engine.wireOrder(o)) };
    },
  },
  {
    method: 'GET',
    path: '/contract/v5/execution/list',
    private: true,
    handle: (r, app) => ({ list: app.repo.listExecutions(r.userId).map((e) => app.engine.wireExecution(e)) }),
  },
  {
    method: 'GET',
    path: '/v5/account/wallet-balance',
    private: true,
    handle: (r, app) => ({ list: app.engine.wallet(r.userId) }),
  },
  { method: 'POST', path: '/option/usdc/ex/private/v1/batch-place-orders', private: true, handle: batchPlace },
  { method: 'POST', path: '/option/private/trading/batchPlaceOrders', private: true, handle: batchPlace },
  {
    method: 'POST',
    path: '/contract/v5/order/cancel',
    private: true,
    handle: (r, app) => {
      const orderId = r.body.orderId;
      if (typeof orderId !== 'string' || orderId === '') throw new SimError(ErrorCode.PARAMS, 'orderId must be a non-empty string');
      const o = app.engine.cancelOrder(r.userId, orderId);
      return { orderId: o.orderId, orderLinkId: o.orderLinkId, symbol: o.symbol, orderStatus: o.orderStatus };
    },
  },
];

const BY_PATH = new Map<string, Route[]>();
for (const r of ROUTES) BY_PATH.set(r.path, [...(BY_PATH.get(r.path) ?? []), r]);

export const ROUTE_LIST = ROUTES.map((r) => `${r.method} ${r.path}`);

/** The HTTP request handler. Never throws; unexpected faults answer 10500. */
export function createHttpHandler(app: AppContext) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let path = '/';
    try {
      applyCors(req, res);
      const url = new URL(req.url ?? '/', 'http://sim.local');
      path = url.pathname;
      if (req.method === 'OPTIONS') {
        res.writeHead(204);
        res.end();
        return;
      }
      const candidates = BY_PATH.get(path);
      if (!candidates) {
        req.resume();
        return sendError(res, path, ErrorCode.NOT_FOUND, `not found: ${path}`);
      }
      const route = candidates.find((c) => c.method === req.method);
      if (!route) {
        req.resume();
        return sendError(res, path, ErrorCode.METHOD_NOT_ALLOWED, `method ${req.method ?? ''} not allowed on ${path}`);
      }
      let userId = 0;
      if (route.private) {
        const uid = app.sessions.userOf(tokenFrom(req));
        if (uid === undefined) {
          req.resume();
          return sendError(res, path, ErrorCode.SESSION_EXPIRED);
        }
        userId = uid;
      }
      let body: Record<string, unknown> = {};
      if (route.method === 'POST') {
        const text = await readBody(req);
        if (route.private) {
          const ct = String(req.headers['content-type'] ?? '').toLowerCase();
          if (!ct.startsWith('application/json')) throw new SimError(ErrorCode.PARAMS, 'content-type must be application/json');
          if (req.headers.platform !== 'pc') throw new SimError(ErrorCode.PARAMS, 'header platform: pc is required');
        }
        body = parseJsonObject(text);
      } else req.resume();
      const result = route.handle({ req, res, path, query: url.searchParams, body, userId }, app);
      sendOk(res, path, result);
    } catch (e) {
      if (res.headersSent) return;
      if (e instanceof SimError) return sendError(res, path, e.code, e.message);
      console.error('[exchange-sim] unexpected error', e);
      sendError(res, path, ErrorCode.INTERNAL);
    }
  };
}
