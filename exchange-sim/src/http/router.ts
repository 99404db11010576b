import type { IncomingMessage, ServerResponse } from 'node:http';
import { ErrorCode, SimError, echo } from '../errors';
import { type HttpFault, isLoopback } from '../faults';
import { ADMIN_PREFIX, adminRoutes } from './admin';
import type { AppContext, Route } from './context';
import { closeRoutes } from './closeRoutes';
import { copyTradeRoutes } from './copytrade';
import { demotionRoutes } from './demotion';
import { marketRoutes } from './markets';
import { LOGOUT_PATH, accountRoutes } from './routes/account';
import { algoRoutes } from './routes/algo';
import { optionRoutes } from './routes/options';
import { orderRoutes } from './routes/orders';
import { positionRoutes } from './routes/positions';
import { positionToolRoutes } from './routes/positionTools';
import { publicRoutes } from './routes/public';
import { recordRoutes } from './routes/records';
import { repayRoutes } from './routes/repay';
import { spreadRoutes } from './routes/spread';
import {
  applyCors,
  hostAllowed,
  envelope,
  parseJsonObject,
  readBody,
  RequestAborted,
  sendError,
  sendJson,
  sendOk,
  tokenFrom,
} from './http';

export type { AdminHooks, AppContext, Req, Route } from './context';
export { MAX_BATCH_ORDERS } from './routes/options';
export { ORDER_PAGE_DEFAULT, ORDER_PAGE_MAX } from './routes/orders';
export { depth as bookDepth } from './routes/public';

// The HTTP entry: finds the route of a request (routes/ holds them, grouped by domain; admin,
// markets and copy trading beside), and applies what holds for every call: host guard, CORS,
// latency and fault injection, rate limit, session, JSON body, durable answer.

const ALL_ROUTES: Route[] = [
  ...accountRoutes,
  ...optionRoutes,
  ...positionRoutes,
  ...positionToolRoutes,
  ...orderRoutes,
  ...publicRoutes,
  ...marketRoutes,
  ...copyTradeRoutes,
  ...closeRoutes,
  ...recordRoutes,
  ...repayRoutes,
  ...spreadRoutes,
  ...demotionRoutes.filter((r) => !r.path.startsWith(ADMIN_PREFIX)),
  ...algoRoutes.filter((r) => !r.path.startsWith(ADMIN_PREFIX)),
];
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
    case 'errorAnswer': {
      // verbatim, not through sendError's cleaning: this fault exists to send untrusted text
      const a = app.faults.config.errorAnswer!;
      sendJson(res, 200, envelope(path, a.code, a.message, null));
      return true;
    }
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

/**
 * Before routing: a request addressed to a Host not configured (DNS rebinding) is answered 421, a
 * CORS preflight 204. True when the request was answered.
 */
function answeredBeforeRouting(app: AppContext, req: IncomingMessage, res: ServerResponse, path: string): boolean {
  if (!hostAllowed(req.headers.host, app.allowedHosts)) {
    req.resume();
    sendError(res, path, ErrorCode.PARAMS, 'unknown Host: address the simulator by a configured name', 421);
    return true;
  }
  if (req.method === 'OPTIONS') {
    res.writeHead(204);
    res.end();
    return true;
  }
  return false;
}

/** The route of a request, or undefined once it is answered (unknown path 10404, other method 10405). */
function findRoute(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): { route: Route; admin: boolean } | undefined {
  const admin = path.startsWith(ADMIN_PREFIX);
  // The admin API exists only for loopback clients; others see an unknown path.
  const candidates = admin
    ? isLoopback(req.socket.remoteAddress)
      ? ADMIN_BY_PATH.get(path)
      : undefined
    : BY_PATH.get(path);
  if (!candidates) {
    req.resume();
    sendError(res, path, ErrorCode.NOT_FOUND, `not found: ${echo(path)}`);
    return undefined;
  }
  const route = candidates.find((c) => c.method === req.method);
  if (!route) {
    req.resume();
    sendError(res, path, ErrorCode.METHOD_NOT_ALLOWED, `method ${req.method ?? ''} not allowed on ${echo(path)}`);
    return undefined;
  }
  return { route, admin };
}

/**
 * The rate limit: one budget per user (all their sessions), else per address, so a made-up token
 * buys nothing. True when the request was refused and answered (10006, with Retry-After).
 */
function rateLimited(
  app: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  token: string | undefined,
): boolean {
  const sessionUser = token ? app.sessions.userOf(token) : undefined;
  if (app.limiter.take(sessionUser !== undefined ? `u:${sessionUser}` : `a:${req.socket.remoteAddress ?? ''}`))
    return false;
  req.resume();
  res.setHeader('Retry-After', String(Math.max(1, Math.ceil(app.limiter.retryAfterMs() / 1000))));
  sendError(res, path, ErrorCode.RATE_LIMITED);
  return true;
}

/**
 * What a call must pass before its body is read, after any injected latency: (not admin) the rate
 * limit and an injected HTTP fault, the session of a private route, (not admin) an injected
 * compliance fault, and for an admin change the tool-only rules (checkAdminRequest throws). Returns
 * the caller's user (0 on a public route), or undefined once the request is answered.
 */
function admit(
  app: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  { route, admin }: { route: Route; admin: boolean },
  token: string | undefined,
): number | undefined {
  if (!admin && rateLimited(app, req, res, path, token)) return undefined;
  if (!admin && answerFault(app, req, res, path, app.faults.httpFault(path))) return undefined;
  let userId = 0;
  if (route.private) {
    const uid = app.sessions.userOf(token);
    if (uid === undefined) {
      req.resume();
      sendError(res, path, ErrorCode.SESSION_EXPIRED);
      return undefined;
    }
    userId = uid;
  }
  if (!admin && answerFault(app, req, res, path, app.faults.complianceFault(path, route.private))) return undefined;
  if (admin && route.method === 'POST') checkAdminRequest(req);
  return userId;
}

/**
 * The JSON object a POST carries (`text`, the body read). Every POST is JSON (the media type
 * exactly: `application/jsonx` is not): a text/plain form post from another site cannot log a
 * trader in or out (login CSRF, issue 12). Logout ends the session whatever else is wrong with the
 * request. A private route also needs the header `platform: pc`.
 */
function postBody(
  app: AppContext,
  req: IncomingMessage,
  path: string,
  route: Route,
  text: string,
): Record<string, unknown> {
  if (path === LOGOUT_PATH) app.sessions.logout(tokenFrom(req));
  if (!isJsonContentType(req)) throw new SimError(ErrorCode.PARAMS, 'content-type must be application/json');
  if (route.private && req.headers.platform !== 'pc')
    throw new SimError(ErrorCode.PARAMS, 'header platform: pc is required');
  return parseJsonObject(text);
}

/**
 * The answer to a call that threw: a SimError's code, anything else 10500 (logged); nothing when
 * the client hung up mid-body (only counted, issue 12) or an answer was already sent. What was
 * journalled so far is flushed first.
 */
function answerError(app: AppContext, res: ServerResponse, path: string, e: unknown): void {
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

/**
 * The HTTP request handler. Never throws; unexpected faults answer 10500. Steps: CORS, host guard
 * and preflight, route, injected latency, admission (rate limit, faults, session, admin rules),
 * body, the route's handler, then the answer once its changes are journalled (`durable`).
 */
export function createHttpHandler(app: AppContext) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let path = '/';
    try {
      applyCors(req, res);
      const url = new URL(req.url ?? '/', 'http://sim.local');
      path = url.pathname;
      if (answeredBeforeRouting(app, req, res, path)) return;
      const found = findRoute(req, res, path);
      if (!found) return;
      const { route, admin } = found;
      const token = tokenFrom(req);
      const latency = admin ? 0 : app.faults.latencyFor(path);
      if (latency > 0) await sleep(latency);
      const userId = admit(app, req, res, path, found, token);
      if (userId === undefined) return;
      let body: Record<string, unknown> = {};
      if (route.method === 'POST') body = postBody(app, req, path, route, await readBody(req));
      else req.resume();
      const result: unknown = await route.handle({ req, res, path, query: url.searchParams, body, userId }, app);
      await app.admin.durable();
      sendOk(res, path, result);
    } catch (e) {
      answerError(app, res, path, e);
    }
  };
}
