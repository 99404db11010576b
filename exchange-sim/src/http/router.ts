import type { IncomingMessage, ServerResponse } from 'node:http';
import { toWirePosition, type OptionInstrumentInfo, type OrderbookPush } from 'shared-core/domain';
import { ErrorCode, SimError, echo } from '../errors';
import { LoginThrottled, profileOf, type Sessions } from '../auth';
import type { Market } from '../market/market';
import { COINS, COIN_SETUP, isCoin, type Coin } from '../market/coins';
import { compareOptions, isDelivered } from '../market/instruments';
import type { TradingEngine } from '../trading/engine';
import { optionRiskConfig } from '../trading/risk';
import type { ContractDesk } from '../trading/contracts';
import type { Funding } from '../trading/funding';
import type { UsdcSettlement } from '../trading/usdcSettlement';
import type { Repository } from '../store/types';
import { type Faults, type HttpFault, type RateLimiter, isLoopback } from '../faults';
import { ADMIN_PREFIX, adminRoutes } from './admin';
import { extraRoutes } from './routes';
import { marketRoutes } from './markets';
import { copyTradeRoutes } from './copytrade';
import { int, queryObject } from './params';
import {
  applyCors,
  hostAllowed,
  clearSessionCookie,
  parseJsonObject,
  readBody,
  RequestAborted,
  sendError,
  sendOk,
  sessionCookie,
  tokenFrom,
} from './http';

/** Admin hooks of the running simulator (the `/__sim/*` API). */
export interface AdminHooks {
  /**
   * back to the seeded state (accounts, orders, positions, settings, no sessions): closes every
   * logged-in private socket (4001) and reads the compliance file again
   */
  reset(): void;
  dropWs(kind: 'all' | 'public' | 'private'): void;
  /** end sessions (all, or one user's) and close their private sockets */
  expireSessions(userId?: number): void;
  /** make everything accepted so far durable (no-op without a data dir) */
  flush(): void;
  /** resolves once everything accepted so far is durable (one journal write per event-loop turn) */
  durable(): Promise<void>;
  /** storage info for GET /__sim/state */
  storage(): Record<string, unknown>;
}

export interface AppContext {
  repo: Repository;
  market: Market;
  engine: TradingEngine;
  desk: ContractDesk;
  funding: Funding;
  usdcSettlement: UsdcSettlement;
  sessions: Sessions;
  faults: Faults;
  limiter: RateLimiter;
  admin: AdminHooks;
  /** host names besides the loopback ones that requests may be addressed to (hostAllowed) */
  allowedHosts?: readonly string[];
  /** requests whose client hung up before the body was complete (GET /__sim/state) */
  requestsAborted: number;
}

export interface Req {
  req: IncomingMessage;
  res: ServerResponse;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
  /** set for private routes */
  userId: number;
}

export interface Route {
  method: 'GET' | 'POST';
  path: string;
  private: boolean;
  handle(r: Req, app: AppContext): unknown;
}

export const MAX_BATCH_ORDERS = 20;

/** Option lists: USDC options unless `settleCoin=USDT` asks for the USDT-settled ones. */
function settleParam(q: URLSearchParams): 'USDC' | 'USDT' {
  const s = (q.get('settleCoin') ?? 'USDC').toUpperCase();
  if (s !== 'USDC' && s !== 'USDT') throw new SimError(ErrorCode.PARAMS, 'settleCoin must be USDC or USDT');
  return s;
}

function coinParam(q: URLSearchParams): Coin {
  const c = (q.get('baseCoin') ?? 'BTC').toUpperCase();
  if (!isCoin(c)) throw new SimError(ErrorCode.PARAMS, `baseCoin must be one of ${COINS.join(', ')}`);
  return c;
}

/** Top `levels` of a book; a delivered future's book is empty (it no longer trades). */
function depth(app: AppContext, symbol: string, levels = 25): OrderbookPush {
  const inst = app.market.instrument(symbol);
  if (inst && inst.kind !== 'option' && isDelivered(inst, app.market.now())) return { symbol, bids: [], asks: [] };
  const d = app.market.books.get(symbol)?.depth(levels) ?? { bids: [], asks: [] };
  return { symbol, ...d };
}

export { depth as bookDepth };

const batchPlace: Route['handle'] = (r, app) => {
  const list = r.body.orderRequest;
  if (!Array.isArray(list) || list.length === 0)
    throw new SimError(ErrorCode.PARAMS, 'orderRequest must be a non-empty array');
  if (list.length > MAX_BATCH_ORDERS)
    throw new SimError(ErrorCode.PARAMS, `at most ${MAX_BATCH_ORDERS} orders per batch`);
  return { result: app.engine.placeOptionOrders(r.userId, list) };
};

const LOGOUT_PATH = '/user/public/logout';

const ROUTES: Route[] = [
  { method: 'GET', path: '/health', private: false, handle: () => ({ status: 'ok' }) },
  {
    method: 'POST',
    path: '/user/public/login',
    private: false,
    handle: async (r, app) => {
      let s: Awaited<ReturnType<Sessions['login']>>;
      try {
        s = await app.sessions.login(r.body.email, r.body.password, r.req.socket.remoteAddress);
      } catch (e) {
        if (e instanceof LoginThrottled) r.res.setHeader('Retry-After', String(e.retryAfterSeconds));
        throw e;
      }
      if (!s) throw new SimError(ErrorCode.BAD_CREDENTIALS);
      r.res.setHeader('Set-Cookie', sessionCookie(s.token));
      return { token: s.token, user: profileOf(s.user) };
    },
  },
  {
    method: 'POST',
    path: LOGOUT_PATH,
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
        .optionsOf(coin, settleParam(r.query))
        .sort(compareOptions)
        .map((i) => ({
          symbol: i.symbol,
          baseCoin: i.baseCoin,
          settleCoin: i.settleCoin,
          strikePrice: i.strike,
          deliveryTime: i.deliveryTime,
          symbolType: i.optionType,
        }));
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
        .optionsOf(coin, settleParam(r.query))
        .sort(compareOptions)
        .filter((i) => !symbol || i.symbol === symbol)
        .map((i) => app.market.optionTicker(i));
      return { list };
    },
  },
  {
    method: 'GET',
    path: '/option/usdc/public/v1/risk-config',
    private: false,
    handle: (r) => {
      // the same constants for USDC and USDT options; settleCoin is validated like the option lists
      const settleCoin = settleParam(r.query);
      return { settleCoin, ...optionRiskConfig() };
    },
  },
  {
    method: 'GET',
    path: '/option/usdc/public/v1/delivery-price',
    private: false,
    handle: (r, app) => {
      // expired options (which leave the lists) with the price they settled at, newest expiry first
      const coin = coinParam(r.query);
      const list = app.market
        .optionsOf(coin, settleParam(r.query), true)
        .sort(compareOptions)
        .reverse()
        .flatMap((i) => {
          const price = app.engine.deliveredAt(i);
          return price ? [{ symbol: i.symbol, deliveryTime: i.deliveryTime, deliveryPrice: price.toFixed() }] : [];
        });
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
      if (status !== 'open' && status !== 'closed' && status !== 'all')
        throw new SimError(ErrorCode.PARAMS, 'status must be open, closed or all');
      const symbol = r.query.get('symbol') ?? undefined;
      const orders = app.repo.listOrders(r.userId, { open: status === 'all' ? undefined : status === 'open', symbol });
      if (status === 'open') return { list: orders.map((o) => app.engine.wireOrder(o)) };
      // History is paged (issue 12: 19.7 MB in one answer stalled every other client): newest first,
      // `limit` per page, `cursor` = the nextPageCursor of the page before (the last order it held,
      // so orders placed meanwhile never shift a page).
      const limit =
        int(queryObject(r.query), 'limit', { optional: true, min: 1, max: ORDER_PAGE_MAX }) ?? ORDER_PAGE_DEFAULT;
      const cursor = r.query.get('cursor');
      let start = 0;
      if (cursor) {
        const at = orders.findIndex((o) => o.orderId === cursor);
        if (at < 0) throw new SimError(ErrorCode.PARAMS, 'cursor: not an order of this list (start again without it)');
        start = at + 1;
      }
      const page = orders.slice(start, start + limit);
      const more = start + limit < orders.length;
      return {
        list: page.map((o) => app.engine.wireOrder(o)),
        nextPageCursor: more ? page[page.length - 1]!.orderId : '',
      };
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
  // spec §7: "a second variant is used when a flag is set" (path not shown): our choice, same behaviour
  { method: 'POST', path: '/option/usdc/private/v1/batch-place-orders', private: true, handle: batchPlace },
  {
    method: 'POST',
    path: '/contract/v5/order/cancel',
    private: true,
    handle: (r, app) => {
      const orderId = r.body.orderId;
      if (typeof orderId !== 'string' || orderId === '')
        throw new SimError(ErrorCode.PARAMS, 'orderId must be a non-empty string');
      const o = app.engine.cancelOrder(r.userId, orderId);
      return { orderId: o.orderId, orderLinkId: o.orderLinkId, symbol: o.symbol, orderStatus: o.orderStatus };
    },
  },
];

/** Order history page sizes (closed / all): the default, and the most one call may ask for. */
export const ORDER_PAGE_DEFAULT = 200;
export const ORDER_PAGE_MAX = 500;

const ALL_ROUTES: Route[] = [...ROUTES, ...extraRoutes, ...marketRoutes, ...copyTradeRoutes];
const BY_PATH = new Map<string, Route[]>();
for (const r of ALL_ROUTES) BY_PATH.set(r.path, [...(BY_PATH.get(r.path) ?? []), r]);
const ADMIN_BY_PATH = new Map<string, Route[]>();
for (const r of adminRoutes) ADMIN_BY_PATH.set(r.path, [...(ADMIN_BY_PATH.get(r.path) ?? []), r]);

export const ROUTE_LIST = ALL_ROUTES.map((r) => `${r.method} ${r.path}`);
export const ADMIN_ROUTE_LIST = adminRoutes.map((r) => `${r.method} ${r.path}`);

const sleep = (ms: number): Promise<void> => new Promise((res) => setTimeout(res, ms));

/** Answer an injected HTTP fault. Returns true when the request was taken over. */
function answerFault(
  app: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  fault: HttpFault | null,
): boolean {
  if (!fault) return false;
  req.resume();
  switch (fault) {
    case 'timeout': {
      const t = setTimeout(() => res.destroy(), app.faults.config.timeoutHoldMs);
      t.unref();
      res.on('close', () => clearTimeout(t));
      return true;
    }
    case '5xx': {
      const status = app.faults.config.status5xx;
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`injected fault: HTTP ${status}`);
      return true;
    }
    case 'malformed':
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end('{"ret_code":0,"ret_msg":"OK","result":{"list":[{"sym');
      return true;
    case 'comingSoon':
      sendError(res, path, ErrorCode.COMING_SOON);
      return true;
    case 'compliance':
      sendError(res, path, ErrorCode.COMPLIANCE);
      return true;
  }
}

/** `content-type: application/json`, parameters such as charset allowed, the media type exactly. */
function isJsonContentType(req: IncomingMessage): boolean {
  return (
    String(req.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase() === 'application/json'
  );
}

/** The header an admin call must carry: no HTML form can send it, and no other origin may (CORS). */
export const ADMIN_HEADER = 'x-sim-admin';

/**
 * A change through the admin API (`/__sim/*` POST: reset, faults, …) must come from a tool, not a
 * web page the developer has open (issue 12: a text/plain form post from any origin could reset the
 * simulator or inject faults): JSON, the admin header, and no browser Origin at all.
 */
function checkAdminRequest(req: IncomingMessage): void {
  const refuse = (why: string) => {
    req.resume();
    throw new SimError(ErrorCode.PARAMS, `admin API: ${why}`);
  };
  if (req.headers.origin !== undefined) refuse('not from a web page (an Origin header was sent)');
  if (!isJsonContentType(req)) refuse('content-type must be application/json');
  if (req.headers[ADMIN_HEADER] !== '1') refuse(`header ${ADMIN_HEADER}: 1 is required`);
}

/** The HTTP request handler. Never throws; unexpected faults answer 10500. */
export function createHttpHandler(app: AppContext) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let path = '/';
    try {
      applyCors(req, res);
      const url = new URL(req.url ?? '/', 'http://sim.local');
      path = url.pathname;
      if (!hostAllowed(req.headers.host, app.allowedHosts)) {
        req.resume();
        return sendError(res, path, ErrorCode.PARAMS, 'unknown Host: address the simulator by a configured name', 421);
      }
      if (req.method === 'OPTIONS') {
        res.writeHead(204);
        res.end();
        return;
      }
      const admin = path.startsWith(ADMIN_PREFIX);
      // The admin API exists only for loopback clients; others see an unknown path.
      const candidates = admin
        ? isLoopback(req.socket.remoteAddress)
          ? ADMIN_BY_PATH.get(path)
          : undefined
        : BY_PATH.get(path);
      if (!candidates) {
        req.resume();
        return sendError(res, path, ErrorCode.NOT_FOUND, `not found: ${echo(path)}`);
      }
      const route = candidates.find((c) => c.method === req.method);
      if (!route) {
        req.resume();
        return sendError(
          res,
          path,
          ErrorCode.METHOD_NOT_ALLOWED,
          `method ${req.method ?? ''} not allowed on ${echo(path)}`,
        );
      }
      const token = tokenFrom(req);
      if (!admin) {
        const latency = app.faults.latencyFor(path);
        if (latency > 0) await sleep(latency);
        // one budget per user (all their sessions), else per address: a made-up token buys nothing
        const sessionUser = token ? app.sessions.userOf(token) : undefined;
        if (!app.limiter.take(sessionUser !== undefined ? `u:${sessionUser}` : `a:${req.socket.remoteAddress ?? ''}`)) {
          req.resume();
          res.setHeader('Retry-After', String(Math.max(1, Math.ceil(app.limiter.retryAfterMs() / 1000))));
          return sendError(res, path, ErrorCode.RATE_LIMITED);
        }
      }
      if (!admin && answerFault(app, req, res, path, app.faults.httpFault(path))) return;
      let userId = 0;
      if (route.private) {
        const uid = app.sessions.userOf(token);
        if (uid === undefined) {
          req.resume();
          return sendError(res, path, ErrorCode.SESSION_EXPIRED);
        }
        userId = uid;
      }
      if (!admin && answerFault(app, req, res, path, app.faults.complianceFault(path, route.private))) return;
      if (admin && route.method === 'POST') checkAdminRequest(req);
      let body: Record<string, unknown> = {};
      if (route.method === 'POST') {
        const text = await readBody(req);
        // Every POST is JSON (the media type exactly: `application/jsonx` is not): a text/plain form
        // post from another site cannot log a trader in or out (login CSRF, issue 12). Logout ends
        // the session whatever else is wrong with the request.
        if (path === LOGOUT_PATH) app.sessions.logout(tokenFrom(req));
        if (!isJsonContentType(req)) throw new SimError(ErrorCode.PARAMS, 'content-type must be application/json');
        if (route.private && req.headers.platform !== 'pc')
          throw new SimError(ErrorCode.PARAMS, 'header platform: pc is required');
        body = parseJsonObject(text);
      } else req.resume();
      const result: unknown = await route.handle({ req, res, path, query: url.searchParams, body, userId }, app);
      await app.admin.durable();
      sendOk(res, path, result);
    } catch (e) {
      // a client that hung up mid-body: nothing to answer, nothing to log (issue 12), only counted
      if (e instanceof RequestAborted) return void app.requestsAborted++;
      if (res.headersSent) return;
      try {
        app.admin.flush();
      } catch (flushError) {
        console.error('[exchange-sim] flush failed', flushError);
      }
      if (e instanceof SimError) return sendError(res, path, e.code, e.message, undefined, e.result);
      console.error('[exchange-sim] unexpected error', e);
      sendError(res, path, ErrorCode.INTERNAL);
    }
  };
}
