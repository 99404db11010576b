import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toWirePosition } from 'shared-core/domain';
import { DEFAULT_LOGIN_THROTTLE, Sessions, withPasswordHash, type LoginThrottleConfig } from './auth';
import { createAdminHooks } from './http/adminHooks';
import { createHttpHandler, bookDepth, type AppContext } from './http/router';
import { hostAllowed, originAllowed } from './http/http';
import { COINS, isCoin } from './market/coins';
import { compareOptions, isDelivered } from './market/instruments';
import { Market } from './market/market';
import { MemoryRepository } from './store/memory';
import { seedDemoData } from './store/seed';
import { TradingEngine, type EngineEvent } from './trading/engine';
import { WsHub, type WsLimits } from './ws/hub';
import { ContractDesk } from './trading/contracts';
import { DEFAULT_RATE_LIMIT, Faults, RateLimiter, type RateLimitConfig } from './faults';
import { PersistentRepository } from './store/persistent';
import { attachAlgoDesk, detachAlgoDesk } from './trading/algo/algoDesk';
import { Funding } from './trading/funding';
import { UsdcSettlement } from './trading/usdcSettlement';

/** Store meta key of the index levels (Market.resumeIndex). */
const INDEX_META = 'indexLevels';

export interface SimOptions {
  port?: number;
  host?: string;
  seed?: number;
  tickMs?: number;
  /** close WebSockets silent for longer than this (default 30000) */
  idleTimeoutMs?: number;
  /** host names requests may be addressed to besides loopback ones and `host` (SIM_ALLOWED_HOSTS) */
  allowedHosts?: readonly string[];
  /**
   * origins (scheme://host[:port]) besides loopback ones and those of `allowedHosts` whose pages may
   * open a WebSocket (SIM_ALLOWED_ORIGINS); no Origin (a tool) always may
   */
  allowedOrigins?: readonly string[];
  /** unsent bytes a socket may hold before it is dropped as a slow reader (ws/hub WS_MAX_BUFFERED_BYTES) */
  wsMaxBufferedBytes?: number;
  /** per-socket message rate, topics per socket, private sockets per user (default ws/hub DEFAULT_WS_LIMITS) */
  wsLimits?: Partial<WsLimits>;
  /** clock (default Date.now) */
  now?: () => number;
  /** data directory of the persistent store; undefined = in memory only */
  dataDir?: string;
  /** fsync the journal on every acknowledged write (default false) */
  fsync?: boolean;
  /** rate limit per client (default 1000 requests per 1000 ms; limit 0 = off) */
  rateLimit?: RateLimitConfig;
  /** option price deviation check (3200305 / 3200306) for orders that do not set checkPriceDeviation (default false) */
  priceDeviationCheck?: boolean;
  /** funding interval of perpetuals (default 8 h: 00/08/16 UTC) */
  fundingIntervalMs?: number;
  /** failed-login throttle per account and per client address (default auth.ts DEFAULT_LOGIN_THROTTLE) */
  loginThrottle?: Partial<LoginThrottleConfig>;
  /** sessions one user may hold; a login past it ends the oldest (default auth.ts MAX_SESSIONS_PER_USER) */
  maxSessionsPerUser?: number;
  /** the integrated-trading compliance file served to the order panel (default `data/compliance.json`) */
  complianceFile?: string;
}

export interface RunningSim {
  /** http://host:port */
  url: string;
  /** ws://host:port */
  wsUrl: string;
  port: number;
  app: AppContext;
  close(): Promise<void>;
}

const FINAL = new Set(['Filled', 'Cancelled', 'PartiallyFilledCanceled', 'Rejected']);

/** The store (in memory, or persistent on `dataDir`) and the market, resumed where it was. */
async function openStoreAndMarket(
  opts: SimOptions,
  now: () => number,
): Promise<{ repo: MemoryRepository; persistent?: PersistentRepository; market: Market; saveIndex: () => void }> {
  const repo: MemoryRepository = opts.dataDir
    ? await PersistentRepository.open(opts.dataDir, { fsync: opts.fsync })
    : new MemoryRepository();
  const persistent = repo instanceof PersistentRepository ? repo : undefined;
  const storedEpoch = Number(repo.getMeta('epoch'));
  const epoch = Number.isFinite(storedEpoch) && storedEpoch > 0 ? storedEpoch : now();
  if (!repo.getMeta('epoch')) repo.setMeta('epoch', String(epoch));
  const market = new Market(opts.seed ?? 42, now, epoch);
  // the walk goes on from where it was (meta `indexLevels`, written every tick and at close)
  const keptIndex = repo.getMeta(INDEX_META);
  if (keptIndex !== undefined) {
    try {
      market.resumeIndex(JSON.parse(keptIndex) as Record<string, unknown>);
    } catch {
      // unreadable: the walk starts at the starting index
    }
  }
  const saveIndex = (): void => repo.setMeta(INDEX_META, JSON.stringify(market.indexLevels()));
  return { repo, persistent, market, saveIndex };
}

/**
 * What the engine tells, as private pushes. A push goes out once the change it tells of is in the
 * journal (issue 12): built now, sent after the write.
 */
function enginePushes(
  hub: () => WsHub | undefined,
  engine: () => TradingEngine,
  market: Market,
  persistent: PersistentRepository | undefined,
): { push: (userId: number, topic: string, data: unknown) => void; onEvent: (e: EngineEvent) => void } {
  const push = (userId: number, topic: string, data: unknown): void => {
    const send = (): void => hub()?.publishUser(userId, topic, data);
    if (persistent) persistent.afterJournal(send);
    else send();
  };
  const onEvent = (e: EngineEvent): void => {
    const h = hub();
    if (!h) return;
    const eng = engine();
    if (e.kind === 'order') {
      const wire = eng.wireOrder(e.order);
      push(e.userId, 'user.order', { ...wire, notification: e.notification });
      if (FINAL.has(e.order.orderStatus)) push(e.userId, 'user.unify.option.orderHistory', wire);
      // every order change: its margin kind and the margin it holds (built only for subscribers)
      if (h.wants(e.userId, 'user.margin.order'))
        push(e.userId, 'user.margin.order', eng.marginOrder(e.order, e.notification));
    } else if (e.kind === 'optionLiquidation') {
      push(e.userId, 'user.option.liquidation', e.data);
    } else if (e.kind === 'execution') {
      // one notice per fill (order-panel.md §4.5 subscribes both topics): options on the option topic,
      // perpetuals and futures on user.trade.msg
      const topic =
        market.instrument(e.exec.symbol)?.kind === 'option' ? 'user.unify.option.trade.notify' : 'user.trade.msg';
      if (h.wants(e.userId, topic)) push(e.userId, topic, eng.wireExecution(e.exec));
    } else {
      const p = eng.positionOf(e.userId, e.symbol, e.positionIdx);
      if (p) push(e.userId, 'user.position', [toWirePosition(p)]);
    }
  };
  return { push, onEvent };
}

/**
 * A data dir written before passwords were hashed: hash them now, and checkpoint at once so the
 * plain text leaves the database file too (otherwise only when one is due).
 */
function migratePasswords(repo: MemoryRepository, persistent: PersistentRepository | undefined): void {
  let migrated = false;
  for (const u of repo.listUsers())
    if (u.password !== undefined) {
      repo.addUser(withPasswordHash(u));
      migrated = true;
    }
  void (migrated ? persistent?.checkpoint() : persistent?.checkpointIfDue());
}

/** The option tickers of a coin, in chain order. */
const tickersOf = (market: Market, coin: (typeof COINS)[number]) =>
  market
    .optionsOf(coin)
    .sort(compareOptions)
    .map((i) => market.optionTicker(i));

/** The WebSocket hub: which topics exist, and what a subscribe is answered with. */
function createHub(opts: SimOptions, app: AppContext, persistent: PersistentRepository | undefined): WsHub {
  const { market, engine, repo, sessions, faults } = app;
  const now = market.now.bind(market);
  return new WsHub({
    auth: (token) => sessions.userOf(token),
    idleTimeoutMs: opts.idleTimeoutMs,
    maxBufferedBytes: opts.wsMaxBufferedBytes,
    limits: opts.wsLimits,
    now,
    stalled: () => faults.config.stallWs,
    dropPush: (t) => faults.dropsPush(t),
    isPublicTopic: (t) => {
      if (t.startsWith('tickers.')) return isCoin(t.slice(8));
      if (t.startsWith('orderbook.')) {
        // every option (an expired one's book is empty), and every perpetual or future not delivered yet
        const inst = market.instrument(t.slice(10));
        return inst !== undefined && (inst.kind === 'option' || !isDelivered(inst, now()));
      }
      return false;
    },
    snapshot: (t, userId) => {
      if (t.startsWith('tickers.')) {
        const coin = t.slice(8);
        return isCoin(coin) ? { type: 'snapshot', data: tickersOf(market, coin), key: 'symbol' } : null;
      }
      if (t.startsWith('orderbook.')) return { type: 'snapshot', data: bookDepth(app, t.slice(10)) };
      if (userId === undefined) return null;
      persistent?.flush(); // a snapshot shows only journalled state
      // private topics with state: the state at the current seq; the others get data [] from the hub
      if (t === 'user.position') return { type: 'snapshot', data: engine.positions(userId).map(toWirePosition) };
      if (t === 'user.order')
        return { type: 'snapshot', data: repo.listOrders(userId, { open: true }).map((o) => engine.wireOrder(o)) };
      if (t === 'user.margin.order')
        return { type: 'snapshot', data: repo.listOrders(userId, { open: true }).map((o) => engine.marginOrder(o)) };
      return null;
    },
  });
}

/**
 * The HTTP server: the routes, the DNS rebinding and Origin guards on the WebSocket upgrade, and an
 * answer (not a reset connection) to a request the parser refuses (issue 12): oversized headers or
 * URL → 431, anything else malformed → 400. A socket that can no longer be written is cut.
 */
function createSimServer(opts: SimOptions, app: AppContext, hub: WsHub): Server {
  const server = createServer(createHttpHandler(app));
  server.on('upgrade', (req, socket, head) => {
    // the DNS rebinding guard holds for WebSockets too (http/http.ts hostAllowed)
    if (!hostAllowed(req.headers.host, app.allowedHosts)) {
      socket.end('HTTP/1.1 421 Misdirected Request\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
      return;
    }
    // only the page's own origins (and non-browser clients) may open a stream (http/http.ts originAllowed)
    if (!originAllowed(req.headers.origin, app.allowedHosts, opts.allowedOrigins)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
      return;
    }
    hub.handleUpgrade(req, socket, head);
  });
  server.on('clientError', (e: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return void socket.destroy();
    const status = e.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
  });
  return server;
}

/** One tick: the market walks, then orders, delivery, triggers, liquidation, funding; then the public pushes. */
function tickOnce(
  app: AppContext,
  hub: WsHub,
  persistent: PersistentRepository | undefined,
  saveIndex: () => void,
): void {
  const { market, engine, desk } = app;
  market.step();
  saveIndex();
  engine.repriceIvOrders();
  engine.sweepCrossedBooks();
  desk.deliverFutures();
  engine.settleOptions();
  desk.checkTriggers();
  engine.checkOptionLiquidations();
  app.funding.settleIfDue();
  app.usdcSettlement.settleIfDue();
  persistent?.flush(); // the tick's changes are journalled (and their pushes sent) before it publishes
  hub.revalidate(); // sessions past their 7 days close their sockets
  const active = hub.activeTopics();
  // row deltas: only the changed tickers, each with symbol + the changed fields (API.md, WebSocket)
  for (const coin of COINS)
    if (active.has(`tickers.${coin}`)) hub.publishRows(`tickers.${coin}`, tickersOf(market, coin), 'symbol');
  for (const t of active) if (t.startsWith('orderbook.')) hub.publish(t, bookDepth(app, t.slice(10)), 'snapshot');
  for (const uid of hub.subscribedUsers('user.position')) {
    const list = engine.positions(uid).map(toWirePosition);
    if (list.length) hub.publishUser(uid, 'user.position', list);
  }
}

/**
 * The trading side: engine, contract desk, funding, USDC settlement. What they tell goes out as
 * private pushes through `hub()` (once it exists), each after the journal write of its change.
 */
function createTrading(
  opts: SimOptions,
  repo: MemoryRepository,
  market: Market,
  now: () => number,
  persistent: PersistentRepository | undefined,
  hub: () => WsHub | undefined,
): Pick<AppContext, 'engine' | 'desk' | 'funding' | 'usdcSettlement'> {
  // Assigned once the engine exists; the engine's events read it later.
  let engineRef: TradingEngine | undefined;
  const pushes = enginePushes(hub, () => engineRef!, market, persistent);
  const engine = (engineRef = new TradingEngine(repo, market, now, pushes.onEvent));
  const desk = new ContractDesk(repo, market, engine, now, (userId, data) =>
    pushes.push(userId, 'user.unify.liquidation', data),
  );
  engine.partialsOf = (userId, symbol, positionIdx) => desk.partials(userId, symbol, positionIdx);
  engine.priceDeviationCheck = opts.priceDeviationCheck ?? false;
  const funding = new Funding(repo, market, now, opts.fundingIntervalMs, (userId, symbol) =>
    engine.emitPosition(userId, symbol),
  );
  const usdcSettlement = new UsdcSettlement(repo, market, now, (userId, symbol, positionIdx) =>
    engine.emitPosition(userId, symbol, positionIdx),
  );
  return { engine, desk, funding, usdcSettlement };
}

/** The sessions kept in the store; one that ends (logout, expiry) closes the private sockets logged in with it. */
function createSessions(
  opts: SimOptions,
  repo: MemoryRepository,
  now: () => number,
  hub: () => WsHub | undefined,
): Sessions {
  const storedSessions = function* () {
    for (const op of repo.dump()) if (op[0] === 'session') yield op[1];
  };
  const sessions = new Sessions(
    repo,
    now,
    { ...DEFAULT_LOGIN_THROTTLE, ...opts.loginThrottle },
    opts.maxSessionsPerUser,
    storedSessions(),
  );
  sessions.onEnded = (token) => hub()?.expireToken(token);
  return sessions;
}

/** Tick every `tickMs` (default 250 ms); a tick that fails is logged and the next one runs. */
function startTicking(
  opts: SimOptions,
  app: AppContext,
  hub: WsHub,
  persistent: PersistentRepository | undefined,
  saveIndex: () => void,
): NodeJS.Timeout {
  return setInterval(() => {
    try {
      tickOnce(app, hub, persistent, saveIndex);
      persistent?.flush();
    } catch (e) {
      console.error('[exchange-sim] tick failed', e);
    }
  }, opts.tickMs ?? 250);
}

/** Listen on `host`:`port` (default 127.0.0.1:4000); the URLs of the address it got. */
async function listen(server: Server, opts: SimOptions): Promise<Pick<RunningSim, 'url' | 'wsUrl' | 'port'>> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 4000, opts.host ?? '127.0.0.1', () => resolve());
  });
  const addr = server.address() as AddressInfo;
  const host = addr.family === 'IPv6' ? `[${addr.address}]` : addr.address;
  return { url: `http://${host}:${addr.port}`, wsUrl: `ws://${host}:${addr.port}`, port: addr.port };
}

/** Start the simulator (HTTP + WebSocket on one port). Port 0 picks a free port. */
export async function startSim(opts: SimOptions = {}): Promise<RunningSim> {
  const now = opts.now ?? Date.now;
  const { repo, persistent, market, saveIndex } = await openStoreAndMarket(opts, now);
  // Assigned once the app exists; the engine's events and the sessions read it later.
  let hub: WsHub | undefined;
  const trading = createTrading(opts, repo, market, now, persistent, () => hub);
  const { engine } = trading;
  if (persistent?.hasData()) engine.restoreBooks();
  else seedDemoData(repo, market, engine, now());
  migratePasswords(repo, persistent);
  const sessions = createSessions(opts, repo, now, () => hub);
  const faults = new Faults(opts.complianceFile);
  const app: AppContext = {
    allowedHosts: [opts.host ?? '127.0.0.1', ...(opts.allowedHosts ?? [])].map((h) => h.toLowerCase()),
    repo,
    market,
    ...trading,
    sessions,
    faults,
    limiter: new RateLimiter({ ...(opts.rateLimit ?? DEFAULT_RATE_LIMIT) }),
    requestsAborted: 0,
    admin: createAdminHooks({
      repo,
      market,
      engine,
      sessions,
      faults,
      persistent,
      now,
      hub: () => hub,
      requestsAborted: () => app.requestsAborted,
    }),
  };
  const liveHub = (hub = createHub(opts, app, persistent));
  attachAlgoDesk(app, (userId, topic, data) => liveHub.publishUser(userId, topic, data));
  const server = createSimServer(opts, app, liveHub);
  const timer = startTicking(opts, app, liveHub, persistent, saveIndex);
  return {
    ...(await listen(server, opts)),
    app,
    close: async () => {
      clearInterval(timer);
      detachAlgoDesk(app);
      saveIndex();
      liveHub.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await persistent?.close();
    },
  };
}
