import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, WebSocket } from 'ws';
import { MessageBudget } from './budget';
import { newConn, type Kind } from './conn';
import { Fanout } from './fanout';
import {
  DEFAULT_WS_LIMITS,
  WS_HEARTBEAT_MS,
  WS_IDLE_TIMEOUT_MS,
  WS_MAX_BUFFERED_BYTES,
  WS_MAX_MESSAGE_BYTES,
  type WsRefusals,
} from './limits';
import { onMessage } from './messages';
import type { OpContext } from './ops';
import type { HubOptions } from './options';
import { Outbox } from './outbox';
import { Connections } from './registry';
import { RowBases } from './rows';
import { TopicSeqs } from './seqs';
import { expireToken, expireUser, revalidate } from './sessions';
import { refuseUpgrade, upgradeTarget } from './upgrade';

export {
  DEFAULT_WS_LIMITS,
  WS_CLOSE_FLOOD,
  WS_CLOSE_SLOW_READER,
  WS_HEARTBEAT_MS,
  WS_HEARTBEAT_TOPICS,
  WS_IDLE_TIMEOUT_MS,
  WS_MAX_BUFFERED_BYTES,
  WS_MAX_MESSAGE_BYTES,
  type WsLimits,
} from './limits';
export type { HubOptions, Snapshot } from './options';

/**
 * The WebSocket endpoints: public and private sockets, their topics with sequence numbers
 * (seqs.ts), client messages (messages.ts), pushes (fanout.ts) and the limits that guard them
 * (limits.ts). The server talks to this facade only.
 */
export class WsHub {
  // ping frames are answered by hand, so they are counted against the message budget
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: WS_MAX_MESSAGE_BYTES, autoPong: false });
  private readonly conns = new Connections();
  /** refusals by limit (GET /__sim/state `storage.sockets`) */
  private readonly refusals: WsRefusals = {
    slowReadersDropped: 0,
    messagesRefused: 0,
    floodsClosed: 0,
    topicsRefused: 0,
    connectionsRefused: 0,
  };
  private readonly ctx: OpContext;
  private readonly budget: MessageBudget;
  private readonly fanout: Fanout;
  private readonly idleTimer: NodeJS.Timeout;
  private readonly idleMs: number;
  private readonly heartbeatTimer: NodeJS.Timeout;
  /** clock of the message budget */
  private readonly now: () => number;

  constructor(private readonly opts: HubOptions) {
    this.now = opts.now ?? Date.now;
    const limits = { ...DEFAULT_WS_LIMITS, ...opts.limits };
    const stalled = (): boolean => opts.stalled?.() ?? false;
    const outbox = new Outbox(this.conns, this.refusals, opts.maxBufferedBytes ?? WS_MAX_BUFFERED_BYTES, stalled);
    const seqs = new TopicSeqs();
    const rowBases = new RowBases();
    this.ctx = { opts, limits, refusals: this.refusals, conns: this.conns, outbox, seqs, rowBases };
    this.budget = new MessageBudget(limits, this.now, this.refusals, this.conns, outbox);
    const heartbeatMs = opts.heartbeatMs ?? WS_HEARTBEAT_MS;
    this.fanout = new Fanout(this.conns, outbox, seqs, rowBases, (t) => opts.dropPush?.(t) ?? false, heartbeatMs);
    this.idleMs = opts.idleTimeoutMs ?? WS_IDLE_TIMEOUT_MS;
    this.idleTimer = setInterval(() => this.closeIdle(), Math.max(50, Math.min(5000, this.idleMs / 3)));
    this.idleTimer.unref();
    this.heartbeatTimer = setInterval(() => this.fanout.heartbeat(), Math.max(10, heartbeatMs / 2));
    this.heartbeatTimer.unref();
  }

  /** Wire to http.Server 'upgrade'. Unknown paths get 404. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const target = upgradeTarget(req);
    if (!target) return refuseUpgrade(socket, '404 Not Found');
    const { kind, token } = target;
    const userId = kind === 'private' ? this.opts.auth(token) : undefined;
    if (userId !== undefined && this.conns.privateSocketsOf(userId) >= this.ctx.limits.connectionsPerUser) {
      this.refusals.connectionsRefused++;
      return refuseUpgrade(socket, '429 Too Many Requests');
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws, kind, userId, token));
  }

  /** An upgraded socket: registered, its messages and ping frames handled. */
  private accept(ws: WebSocket, kind: Kind, userId: number | undefined, token: string | undefined): void {
    const conn = newConn(ws, kind, userId, token, this.ctx.limits.messageBurst, this.now());
    this.conns.add(conn);
    ws.on('message', (data) => onMessage(this.ctx, this.budget, conn, data));
    ws.on('ping', (data) => {
      conn.lastSeen = Date.now();
      if (ws.readyState === WebSocket.OPEN && this.budget.take(conn)) ws.pong(data);
    });
    ws.on('close', () => this.conns.remove(conn));
    ws.on('error', () => this.conns.remove(conn));
  }

  /** Public topics with at least one subscriber. */
  activeTopics(): Set<string> {
    return this.conns.activeTopics();
  }

  hasSubscribers(topic: string): boolean {
    return this.conns.hasSubscribers(topic);
  }

  /** Users with at least one private connection subscribed to `topic`. */
  subscribedUsers(topic: string): Set<number> {
    return this.conns.subscribedUsers(topic);
  }

  /** Fault injection: terminate sockets now. */
  drop(kind: 'all' | Kind): number {
    return this.conns.drop(kind);
  }

  /** Session ended: close private sockets of `userId` (all users when undefined) with code 4001. */
  expireUser(userId?: number): void {
    expireUser(this.conns.all, userId);
  }

  /** One session ended (logout, expiry): close the private sockets authenticated with `token` (4001). */
  expireToken(token: string): void {
    expireToken(this.conns.all, token);
  }

  /**
   * Check every logged-in private socket's session again (`opts.auth`): one that has expired or is
   * gone is closed with 4001. Run on every tick, so a session's 7 days end on its sockets too.
   */
  revalidate(): void {
    revalidate(this.conns.all, (token) => this.opts.auth(token));
  }

  /** Open sockets, and the ones dropped or refused by a limit since start (GET /__sim/state). */
  connectionCount(): { public: number; private: number } & WsRefusals {
    const r = this.refusals;
    return {
      ...this.conns.counts(),
      slowReadersDropped: r.slowReadersDropped,
      messagesRefused: r.messagesRefused,
      floodsClosed: r.floodsClosed,
      topicsRefused: r.topicsRefused,
      connectionsRefused: r.connectionsRefused,
    };
  }

  /** One push of a public topic to every subscriber (see Fanout.publish). */
  publish(topic: string, data: unknown, type: 'snapshot' | 'delta' = 'delta'): void {
    this.fanout.publish(topic, data, type);
  }

  /** Row-delta broadcast of a public topic whose full state is `rows` (see Fanout.publishRows). */
  publishRows<T extends object>(topic: string, rows: readonly T[], key: keyof T & string): void {
    this.fanout.publishRows(topic, rows, key);
  }

  /** Is any open private socket of `userId` subscribed to `topic`? (skip building a push nobody gets) */
  wants(userId: number, topic: string): boolean {
    return this.conns.wants(userId, topic);
  }

  /** Push to the private sockets of `userId` subscribed to `topic` (see Fanout.publishUser). */
  publishUser(userId: number, topic: string, data: unknown, type: 'snapshot' | 'delta' = 'delta'): void {
    this.fanout.publishUser(userId, topic, data, type);
  }

  private closeIdle(): void {
    this.conns.closeIdle(Date.now() - this.idleMs);
  }

  close(): void {
    clearInterval(this.idleTimer);
    clearInterval(this.heartbeatTimer);
    this.conns.terminateAll();
    this.wss.close();
  }
}
