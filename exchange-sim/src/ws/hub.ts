import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, WebSocket, type RawData } from 'ws';
import { PRIVATE_TOPICS, WS_PRIVATE_PATH, WS_PUBLIC_OPTION_PATH, type WsAck, type WsPush } from 'shared-core/domain';
import { ERROR_MESSAGES, ErrorCode, echo, safeMessage } from '../errors';
import { parseCookies, SESSION_COOKIE } from '../http/http';

export const WS_IDLE_TIMEOUT_MS = 30_000;
export const WS_MAX_MESSAGE_BYTES = 64 * 1024;
/**
 * Private topics that tick (marks and PnL every tick) but only for a user who holds something: a
 * subscriber the tick has nothing for gets a `heartbeat` instead, so the client can tell "nothing
 * to report" from "nothing arriving" (API.md, WebSocket).
 */
export const WS_HEARTBEAT_TOPICS: readonly string[] = ['user.position'];
export const WS_HEARTBEAT_MS = 1000;
/**
 * A socket whose unsent bytes pass this bound (a client that stopped reading) is dropped with
 * WS_CLOSE_SLOW_READER instead of queueing pushes without limit: 8 such sockets grew the server
 * by 190-360 MB a minute (issue 12). 4 MiB is about 200 ticker pushes of a coin: a reader slower
 * than that is seconds behind anyway. The stream client reconnects and resyncs on any close.
 */
export const WS_MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
export const WS_CLOSE_SLOW_READER = 4008;
/**
 * What one client may do (issue 12: 100k pings on one socket stalled every other client for
 * 600 ms). Messages: a token bucket per socket (`messageBurst` at once, refilled at
 * `messagesPerSecond`; ping frames count as messages). A message past it is dropped: the first of
 * a run is answered `{ op: "error", ret_code: 10006 }`, and a socket that sends `messageBurst`
 * refused messages in a row is closed with WS_CLOSE_FLOOD. A subscribe that would take a socket past
 * `topicsPerSocket` is refused whole (10001). A user's logged-in private sockets: at most
 * `connectionsPerUser`; past it the upgrade answers HTTP 429, an `auth` 10006. The stream client
 * sends a ping every 7 s and subscribes in batches, far inside these.
 */
export interface WsLimits {
  messagesPerSecond: number;
  messageBurst: number;
  topicsPerSocket: number;
  connectionsPerUser: number;
}

export const DEFAULT_WS_LIMITS: Readonly<WsLimits> = {
  messagesPerSecond: 50,
  messageBurst: 100,
  topicsPerSocket: 200,
  connectionsPerUser: 20,
};
/** a socket that kept sending past its message budget (WsLimits); the stream client reconnects */
export const WS_CLOSE_FLOOD = 4029;

/** after the close frame, how long a slow reader or a flooding client gets before the socket is cut */
const SLOW_READER_TERMINATE_MS = 1000;

type Kind = 'public' | 'private';

interface Conn {
  ws: WebSocket;
  kind: Kind;
  userId: number | undefined;
  /** the session token the private socket authenticated with (checked again by `revalidate`) */
  token: string | undefined;
  topics: Set<string>;
  lastSeen: number;
  /** when a message on each heartbeat topic last went out to this socket */
  lastSent: Map<string, number>;
  /** message budget (WsLimits): tokens left, when they were last refilled, refusals since the last accepted */
  tokens: number;
  refilledAt: number;
  refusedInARow: number;
}

export interface Snapshot {
  type: 'snapshot' | 'delta';
  data: unknown;
  /**
   * `data` is an array of rows identified by this field (`symbol`): the hub remembers the rows as the
   * base of the topic's row deltas (see `publishRows`).
   */
  key?: string;
}

type Row = Record<string, unknown>;

/** Last rows sent on a row-delta topic (what every subscriber holds after message `seq`), by key. */
interface RowState {
  key: string;
  rows: Map<string, Row>;
}

export interface HubOptions {
  /** userId of a live session token */
  auth(token: string | undefined): number | undefined;
  /** is this a valid public topic (tickers.BTC, orderbook.SYMBOL)? */
  isPublicTopic(topic: string): boolean;
  /**
   * what to send right after a subscription (null: nothing on a public topic; on a private topic a
   * snapshot with `data: []`, so the subscriber learns the topic's current seq either way)
   */
  snapshot(topic: string, userId: number | undefined): Snapshot | null;
  idleTimeoutMs?: number;
  /**
   * fault injection: while true nothing is sent and incoming messages are ignored. Private pushes
   * lost this way still advance their seq (the client sees the gap once the stall ends); public
   * broadcasts are skipped whole (seq and row-delta base unchanged: nothing is lost, the next
   * message carries the state since the last one sent).
   */
  stalled?: () => boolean;
  /** fault injection: is a push on this topic lost? (its seq advances; acks and subscribe snapshots are kept) */
  dropPush?: (topic: string) => boolean;
  /** a heartbeat topic silent this long on a socket gets a heartbeat (default 1000 ms) */
  heartbeatMs?: number;
  /** unsent bytes a socket may hold before it is dropped as a slow reader (default WS_MAX_BUFFERED_BYTES) */
  maxBufferedBytes?: number;
  /** per-socket and per-user limits (default DEFAULT_WS_LIMITS) */
  limits?: Partial<WsLimits>;
  /** clock of the message budget (default Date.now) */
  now?: () => number;
}

const PRIVATE = new Set<string>(PRIVATE_TOPICS);

/**
 * WebSocket topics with sequence numbers. Public topics: one counter per topic for the whole
 * server (every subscriber sees the same seq for the same message). Private topics: one counter
 * per topic per user (a user's streams are gap-free whatever other users do). A snapshot sent on
 * subscribe carries the current counter without advancing it; every broadcast advances it by 1.
 */
export class WsHub {
  // ping frames are answered by hand, so they are counted against the message budget
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: WS_MAX_MESSAGE_BYTES, autoPong: false });
  private readonly conns = new Set<Conn>();
  private readonly seqs = new Map<string, number>();
  private readonly rowStates = new Map<string, RowState>();
  private readonly idleTimer: NodeJS.Timeout;
  private readonly idleMs: number;
  private readonly heartbeatTimer: NodeJS.Timeout;
  private readonly heartbeatMs: number;

  private readonly limits: WsLimits;
  private readonly now: () => number;
  /** refusals by limit (GET /__sim/state `storage.sockets`) */
  private messagesRefused = 0;
  private floodsClosed = 0;
  private topicsRefused = 0;
  private connectionsRefused = 0;

  constructor(private readonly opts: HubOptions) {
    this.limits = { ...DEFAULT_WS_LIMITS, ...opts.limits };
    this.now = opts.now ?? Date.now;
    this.idleMs = opts.idleTimeoutMs ?? WS_IDLE_TIMEOUT_MS;
    this.idleTimer = setInterval(() => this.closeIdle(), Math.max(50, Math.min(5000, this.idleMs / 3)));
    this.idleTimer.unref();
    this.heartbeatMs = opts.heartbeatMs ?? WS_HEARTBEAT_MS;
    this.heartbeatTimer = setInterval(() => this.heartbeat(), Math.max(10, this.heartbeatMs / 2));
    this.heartbeatTimer.unref();
  }

  /** Wire to http.Server 'upgrade'. Unknown paths get 404. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const path = new URL(req.url ?? '/', 'http://sim.local').pathname;
    const kind: Kind | undefined =
      path === WS_PUBLIC_OPTION_PATH ? 'public' : path === WS_PRIVATE_PATH ? 'private' : undefined;
    if (!kind) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const header = req.headers.usertoken;
    const token =
      kind === 'private'
        ? (typeof header === 'string' && header) || parseCookies(req.headers.cookie)[SESSION_COOKIE]
        : undefined;
    const userId = kind === 'private' ? this.opts.auth(token) : undefined;
    if (userId !== undefined && this.privateSocketsOf(userId) >= this.limits.connectionsPerUser) {
      this.connectionsRefused++;
      socket.end('HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      const conn: Conn = {
        ws,
        kind,
        userId,
        token: userId === undefined ? undefined : token,
        topics: new Set(),
        lastSeen: Date.now(),
        lastSent: new Map(),
        tokens: this.limits.messageBurst,
        refilledAt: this.now(),
        refusedInARow: 0,
      };
      this.conns.add(conn);
      ws.on('message', (data) => this.onMessage(conn, data));
      ws.on('ping', (data) => {
        conn.lastSeen = Date.now();
        if (ws.readyState === WebSocket.OPEN && this.withinBudget(conn)) ws.pong(data);
      });
      ws.on('close', () => this.conns.delete(conn));
      ws.on('error', () => this.conns.delete(conn));
    });
  }

  private stalled(): boolean {
    return this.opts.stalled?.() ?? false;
  }

  private send(conn: Conn, msg: unknown): void {
    if (this.stalled()) return;
    this.deliver(conn, JSON.stringify(msg));
  }

  /** Sockets dropped because they stopped reading (GET /__sim/state `sockets.slowReadersDropped`). */
  private slowReadersDropped = 0;

  /**
   * Every frame goes out here: to an open socket whose unsent bytes are within the bound; a socket
   * past it is dropped as a slow reader (never queued without limit). True when sent.
   */
  private deliver(c: Conn, data: Buffer | string): boolean {
    if (c.ws.readyState !== WebSocket.OPEN) return false;
    if (c.ws.bufferedAmount > (this.opts.maxBufferedBytes ?? WS_MAX_BUFFERED_BYTES)) {
      this.dropSlowReader(c);
      return false;
    }
    c.ws.send(data, { binary: false });
    return true;
  }

  private dropSlowReader(c: Conn): void {
    this.slowReadersDropped++;
    this.conns.delete(c);
    c.topics.clear();
    c.ws.close(WS_CLOSE_SLOW_READER, 'slow reader: too many unsent messages');
    // the close frame queues behind what the reader never read: cut the socket if it does not go
    setTimeout(() => c.ws.terminate(), SLOW_READER_TERMINATE_MS).unref();
  }

  /** Logged-in private sockets of `userId` (besides `except`). */
  private privateSocketsOf(userId: number, except?: Conn): number {
    let n = 0;
    for (const c of this.conns) if (c !== except && c.kind === 'private' && c.userId === userId) n++;
    return n;
  }

  /**
   * Take one message from the socket's budget. Past it: false; the first refusal of a run is
   * answered with 10006, and `messageBurst` refusals in a row close the socket (WS_CLOSE_FLOOD).
   */
  private withinBudget(c: Conn): boolean {
    const { messagesPerSecond, messageBurst } = this.limits;
    const now = this.now();
    c.tokens = Math.min(messageBurst, c.tokens + (Math.max(0, now - c.refilledAt) * messagesPerSecond) / 1000);
    c.refilledAt = now;
    if (c.tokens >= 1) {
      c.tokens -= 1;
      c.refusedInARow = 0;
      return true;
    }
    this.messagesRefused++;
    c.refusedInARow++;
    if (c.refusedInARow === 1)
      this.send(c, {
        op: 'error',
        success: false,
        ret_code: ErrorCode.RATE_LIMITED,
        ret_msg: `too many messages: at most ${messagesPerSecond} a second (${messageBurst} at once)`,
      });
    if (c.refusedInARow === messageBurst) {
      this.floodsClosed++;
      this.conns.delete(c);
      c.topics.clear();
      c.ws.close(WS_CLOSE_FLOOD, 'too many messages');
      // a client that sends without pause may not answer the close either: cut it then
      setTimeout(() => c.ws.terminate(), SLOW_READER_TERMINATE_MS).unref();
    }
    return false;
  }

  private onMessage(conn: Conn, data: RawData): void {
    conn.lastSeen = Date.now();
    // what still arrives after the server closed the socket (a flood, a slow reader) is ignored
    if (conn.ws.readyState !== WebSocket.OPEN || !this.withinBudget(conn)) return;
    if (this.stalled()) return;
    let msg: unknown;
    try {
      msg = JSON.parse(data.toString());
    } catch {
      return this.send(conn, {
        op: 'error',
        success: false,
        ret_code: ErrorCode.INVALID_JSON,
        ret_msg: ERROR_MESSAGES[ErrorCode.INVALID_JSON],
      });
    }
    if (typeof msg !== 'object' || msg === null || Array.isArray(msg))
      return this.send(conn, {
        op: 'error',
        success: false,
        ret_code: ErrorCode.PARAMS,
        ret_msg: 'message must be a JSON object',
      });
    const m = msg as { op?: unknown; args?: unknown; req_id?: unknown };
    const reqId = typeof m.req_id === 'string' ? m.req_id : undefined;
    const ack = (op: WsAck['op'], success: boolean, code?: ErrorCode, message?: string): void =>
      this.send(conn, {
        op,
        success,
        req_id: reqId,
        ...(success ? {} : { ret_code: code, ret_msg: safeMessage(message ?? (code ? ERROR_MESSAGES[code] : '')) }),
      });
    const args = Array.isArray(m.args) ? m.args.filter((a): a is string => typeof a === 'string') : [];
    switch (m.op) {
      case 'ping':
        return this.send(conn, { op: 'pong', req_id: reqId, ts: Date.now() });
      case 'auth': {
        const uid = conn.kind === 'private' ? this.opts.auth(args[0]) : undefined;
        if (uid === undefined) return ack('auth', false, ErrorCode.SESSION_EXPIRED);
        if (this.privateSocketsOf(uid, conn) >= this.limits.connectionsPerUser) {
          this.connectionsRefused++;
          return ack(
            'auth',
            false,
            ErrorCode.RATE_LIMITED,
            `too many connections: at most ${this.limits.connectionsPerUser} private sockets per user`,
          );
        }
        conn.userId = uid;
        conn.token = args[0];
        return ack('auth', true);
      }
      case 'subscribe': {
        if (args.length === 0) return ack('subscribe', false, ErrorCode.PARAMS, 'args must list topics');
        const bad = args.filter((t) => !this.validTopic(conn.kind, t));
        if (bad.length) {
          // named, cut and cleaned (errors.ts echo), the first few only
          const named = bad.slice(0, 3).map(echo).join(', ');
          const more = bad.length > 3 ? ` and ${bad.length - 3} more` : '';
          return ack('subscribe', false, ErrorCode.PARAMS, `unknown topic(s) on this path: ${named}${more}`);
        }
        if (conn.kind === 'private' && conn.userId === undefined)
          return ack('subscribe', false, ErrorCode.SESSION_EXPIRED);
        const adding = new Set(args.filter((t) => !conn.topics.has(t))).size;
        if (conn.topics.size + adding > this.limits.topicsPerSocket) {
          this.topicsRefused++;
          return ack(
            'subscribe',
            false,
            ErrorCode.PARAMS,
            `at most ${this.limits.topicsPerSocket} topics per socket (it holds ${conn.topics.size})`,
          );
        }
        // a remembered row base is the state at the current seq only while someone keeps receiving deltas
        for (const t of args) if (!this.hasSubscribers(t)) this.rowStates.delete(t);
        for (const t of args) conn.topics.add(t);
        ack('subscribe', true);
        for (const t of args) {
          const snap =
            conn.kind === 'public'
              ? this.publicSnapshot(t)
              : (this.opts.snapshot(t, conn.userId) ?? { type: 'snapshot', data: [] });
          if (snap)
            this.send(
              conn,
              this.envelope(t, conn.kind === 'private' ? conn.userId : undefined, snap.type, snap.data, false),
            );
          conn.lastSent.set(t, Date.now());
        }
        return;
      }
      case 'unsubscribe':
        for (const t of args) conn.topics.delete(t);
        return ack('unsubscribe', true);
      default:
        return this.send(conn, {
          op: typeof m.op === 'string' ? m.op : 'error',
          success: false,
          req_id: reqId,
          ret_code: ErrorCode.PARAMS,
          ret_msg: 'unknown op',
        });
    }
  }

  private validTopic(kind: Kind, topic: string): boolean {
    return kind === 'private' ? PRIVATE.has(topic) : this.opts.isPublicTopic(topic);
  }

  private envelope(
    topic: string,
    userId: number | undefined,
    type: 'snapshot' | 'delta',
    data: unknown,
    advance: boolean,
  ): WsPush<unknown> {
    const key = userId === undefined ? topic : `${userId}|${topic}`;
    const seq = (this.seqs.get(key) ?? 0) + (advance ? 1 : 0);
    if (advance) this.seqs.set(key, seq);
    return { topic, type, seq, ts: Date.now(), data };
  }

  /**
   * Snapshot of a public topic. Row-delta topics: the rows last sent (the base of the next delta,
   * i.e. the state at the current seq), seeded from `opts.snapshot` when the topic has none yet.
   */
  private publicSnapshot(topic: string): Snapshot | null {
    const state = this.rowStates.get(topic);
    if (state) return { type: 'snapshot', data: [...state.rows.values()] };
    const snap = this.opts.snapshot(topic, undefined);
    if (snap?.key && Array.isArray(snap.data))
      this.rowStates.set(topic, { key: snap.key, rows: rowMap(snap.data as Row[], snap.key) });
    return snap;
  }

  /** Public topics with at least one subscriber. */
  activeTopics(): Set<string> {
    const out = new Set<string>();
    for (const c of this.conns) if (c.kind === 'public') for (const t of c.topics) out.add(t);
    return out;
  }

  hasSubscribers(topic: string): boolean {
    for (const c of this.conns) if (c.kind === 'public' && c.topics.has(topic)) return true;
    return false;
  }

  /** Users with at least one private connection subscribed to `topic`. */
  subscribedUsers(topic: string): Set<number> {
    const out = new Set<number>();
    for (const c of this.conns)
      if (c.kind === 'private' && c.userId !== undefined && c.topics.has(topic)) out.add(c.userId);
    return out;
  }

  /** Fault injection: terminate sockets now. */
  drop(kind: 'all' | Kind): number {
    let n = 0;
    for (const c of [...this.conns]) {
      if (kind !== 'all' && c.kind !== kind) continue;
      c.ws.terminate();
      this.conns.delete(c);
      n++;
    }
    return n;
  }

  /** Session ended: close private sockets of `userId` (all users when undefined) with code 4001. */
  expireUser(userId?: number): void {
    for (const c of this.conns)
      if (c.kind === 'private' && c.userId !== undefined && (userId === undefined || c.userId === userId))
        this.endSession(c, 'session expired');
  }

  /** One session ended (logout, expiry): close the private sockets authenticated with `token` (4001). */
  expireToken(token: string): void {
    for (const c of this.conns)
      if (c.kind === 'private' && c.userId !== undefined && c.token === token) this.endSession(c, 'session ended');
  }

  /**
   * Check every logged-in private socket's session again (`opts.auth`): one that has expired or is
   * gone is closed with 4001. Run on every tick, so a session's 7 days end on its sockets too.
   */
  revalidate(): void {
    for (const c of this.conns)
      if (c.kind === 'private' && c.userId !== undefined && this.opts.auth(c.token) !== c.userId)
        this.endSession(c, 'session expired');
  }

  private endSession(c: Conn, reason: string): void {
    c.userId = undefined;
    c.token = undefined;
    c.topics.clear();
    c.ws.close(4001, reason);
  }

  /** Open sockets, and the ones dropped or refused by a limit since start (GET /__sim/state). */
  connectionCount(): {
    public: number;
    private: number;
    slowReadersDropped: number;
    messagesRefused: number;
    floodsClosed: number;
    topicsRefused: number;
    connectionsRefused: number;
  } {
    let pub = 0;
    for (const c of this.conns) if (c.kind === 'public') pub++;
    return {
      public: pub,
      private: this.conns.size - pub,
      slowReadersDropped: this.slowReadersDropped,
      messagesRefused: this.messagesRefused,
      floodsClosed: this.floodsClosed,
      topicsRefused: this.topicsRefused,
      connectionsRefused: this.connectionsRefused,
    };
  }

  publish(topic: string, data: unknown, type: 'snapshot' | 'delta' = 'delta'): void {
    if (this.stalled() || !this.hasSubscribers(topic)) return;
    const msg = this.envelope(topic, undefined, type, data, true);
    if (this.dropped(topic)) return; // lost on the way: seq has moved on
    // serialised and encoded once for every subscriber (ws frames a Buffer without copying it)
    const bytes = Buffer.from(JSON.stringify(msg));
    for (const c of [...this.conns]) if (c.kind === 'public' && c.topics.has(topic)) this.deliver(c, bytes);
  }

  /**
   * Row-delta broadcast of a public topic whose full state is `rows` (each identified by `row[key]`):
   * computes once, against the rows last sent on the topic, a `delta` holding only the changed rows
   * and, per row, `key` plus the fields whose value changed (strict equality; objects by JSON), then
   * serialises it once for every subscriber. A new row is sent whole. A vanished row or field cannot
   * be expressed by a merge, so the full rows go out as a `snapshot` instead. The rows are kept as the
   * next base: the caller must not mutate them afterwards.
   */
  publishRows<T extends object>(topic: string, rows: readonly T[], key: keyof T & string): void {
    if (this.stalled()) return;
    if (!this.hasSubscribers(topic)) {
      this.rowStates.delete(topic);
      return;
    }
    const next = rowMap(rows as readonly object[] as readonly Row[], key);
    const prev = this.rowStates.get(topic);
    this.rowStates.set(topic, { key, rows: next });
    const diff = prev && prev.key === key ? rowDiff(prev.rows, next, key) : undefined;
    if (diff) this.publish(topic, diff, 'delta');
    else this.publish(topic, [...next.values()], 'snapshot');
  }

  /** Is any open private socket of `userId` subscribed to `topic`? (skip building a push nobody gets) */
  wants(userId: number, topic: string): boolean {
    for (const c of this.conns)
      if (c.kind === 'private' && c.userId === userId && c.topics.has(topic) && c.ws.readyState === WebSocket.OPEN)
        return true;
    return false;
  }

  /**
   * Push to every open private socket of `userId` subscribed to `topic` (nothing, seq unchanged, when
   * there is none). A push lost to a fault (stallWs, dropPushes) still advances the seq: the client
   * sees the jump and resyncs.
   */
  publishUser(userId: number, topic: string, data: unknown, type: 'snapshot' | 'delta' = 'delta'): void {
    if (!this.wants(userId, topic)) return;
    const msg = this.envelope(topic, userId, type, data, true);
    if (this.stalled() || this.dropped(topic)) return;
    const bytes = Buffer.from(JSON.stringify(msg));
    const now = Date.now();
    for (const c of [...this.conns])
      if (c.kind === 'private' && c.userId === userId && c.topics.has(topic) && this.deliver(c, bytes))
        c.lastSent.set(topic, now);
  }

  /**
   * `{ topic, type: "heartbeat", ts }` on every heartbeat topic a private socket subscribes to and
   * has had no message on for `heartbeatMs` (no seq, no data; nothing while stalled).
   */
  private heartbeat(): void {
    if (this.stalled()) return;
    const now = Date.now();
    for (const c of [...this.conns]) {
      if (c.kind !== 'private' || c.userId === undefined || c.ws.readyState !== WebSocket.OPEN) continue;
      for (const topic of WS_HEARTBEAT_TOPICS) {
        if (!c.topics.has(topic) || now - (c.lastSent.get(topic) ?? 0) < this.heartbeatMs) continue;
        if (this.deliver(c, JSON.stringify({ topic, type: 'heartbeat', ts: now }))) c.lastSent.set(topic, now);
      }
    }
  }

  private dropped(topic: string): boolean {
    return this.opts.dropPush?.(topic) ?? false;
  }

  private closeIdle(): void {
    const limit = Date.now() - this.idleMs;
    for (const c of this.conns) if (c.lastSeen < limit) c.ws.close(4000, 'idle: no message for 30 s');
  }

  close(): void {
    clearInterval(this.idleTimer);
    clearInterval(this.heartbeatTimer);
    for (const c of this.conns) c.ws.terminate();
    this.conns.clear();
    this.wss.close();
  }
}

function rowMap(rows: readonly Row[], key: string): Map<string, Row> {
  const out = new Map<string, Row>();
  for (const r of rows) out.set(String(r[key]), r);
  return out;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Changed rows of `next` against `prev` (key + changed fields); undefined when a row or field vanished. */
function rowDiff(prev: Map<string, Row>, next: Map<string, Row>, key: string): Row[] | undefined {
  const out: Row[] = [];
  let seen = 0;
  for (const [k, row] of next) {
    const old = prev.get(k);
    if (!old) {
      out.push(row);
      continue;
    }
    seen++;
    let changed: Row | undefined;
    let fields = 0;
    for (const f in row) {
      if (!Object.hasOwn(row, f)) continue;
      if (Object.hasOwn(old, f)) fields++;
      if (f === key || (Object.hasOwn(old, f) && sameValue(old[f], row[f]))) continue;
      changed ??= { [key]: row[key] };
      changed[f] = row[f];
    }
    if (fields !== Object.keys(old).length) return undefined;
    if (changed) out.push(changed);
  }
  return seen === prev.size ? out : undefined;
}
