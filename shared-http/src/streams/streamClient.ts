import { BehaviorSubject, type Observable } from 'rxjs';
import type { EventBus, StreamName, StreamStatus } from 'shared-core';
import { reconnectDelay } from './backoff';

export const PING_INTERVAL_MS = 7000;

/** The minimum of the WebSocket API this client uses, so tests can pass a fake. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
}
export type SocketFactory = (url: string) => SocketLike;

export interface StreamClientOptions {
  url: string;
  stream: StreamName;
  bus: EventBus;
  socketFactory?: SocketFactory;
  pingMs?: number;
  /**
   * A feed that normally ticks (the public stream) is marked `stale` when no data message has
   * arrived for this long while subscribed. Omit for quiet feeds (private topics).
   */
  staleAfterMs?: number;
  /** Sent right after opening (e.g. private auth), before subscriptions. */
  onOpenMessages?: () => unknown[];
}

export interface StreamClient {
  /** Subscribes to topics (reference counted); returns the unsubscribe. Connects on first use. */
  subscribe(topics: readonly string[]): () => void;
  readonly status$: Observable<StreamStatus>;
  readonly status: StreamStatus;
  /** Drops the socket now (as a network failure would) and reconnects with backoff. */
  reconnect(): void;
  close(): void;
}

interface ServerMessage {
  op?: string;
  topic?: string;
  type?: string;
  seq?: number;
  ts?: number;
  data?: unknown;
  success?: boolean;
}

const OPEN = 1;

/**
 * One WebSocket stream of the exchange: pings every 7000 ms, reconnects with backoff and jitter,
 * resubscribes, detects sequence gaps and announces a resync so owners refetch a REST snapshot.
 * Every data message goes onto the bus as a `push` event; the status goes onto the bus too.
 */
export function createStreamClient(options: StreamClientOptions): StreamClient {
  const {
    url,
    stream,
    bus,
    pingMs = PING_INTERVAL_MS,
    staleAfterMs,
    onOpenMessages,
    socketFactory = (u: string) => new WebSocket(u) as unknown as SocketLike,
  } = options;
  const status$ = new BehaviorSubject<StreamStatus>('connecting');
  const refCounts = new Map<string, number>();
  const lastSeq = new Map<string, number>();
  let socket: SocketLike | undefined;
  let attempt = 0;
  let closed = false;
  let started = false;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let staleTimer: ReturnType<typeof setTimeout> | undefined;

  const setStatus = (status: StreamStatus): void => {
    if (status$.value === status) return;
    status$.next(status);
    bus.publish({ type: 'stream.status', stream, status });
  };

  const send = (message: unknown): void => {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(message));
  };

  const armStale = (): void => {
    if (staleAfterMs === undefined || refCounts.size === 0) return;
    if (staleTimer) clearTimeout(staleTimer);
    staleTimer = setTimeout(() => {
      if (status$.value === 'live') setStatus('stale');
    }, staleAfterMs);
  };

  const onMessage = (raw: unknown): void => {
    let message: ServerMessage;
    try {
      message = JSON.parse(typeof raw === 'string' ? raw : String(raw)) as ServerMessage;
    } catch {
      return; // a malformed frame is dropped; the next snapshot or resync repairs state
    }
    if (!message.topic) return; // acks and pongs
    const topic = message.topic;
    if (typeof message.seq === 'number') {
      const previous = lastSeq.get(topic);
      lastSeq.set(topic, message.seq);
      if (previous !== undefined && message.seq !== previous + 1 && message.type !== 'snapshot') {
        bus.publish({ type: 'stream.resync', stream, topic });
      }
    }
    if (status$.value !== 'live') setStatus('live');
    armStale();
    bus.publish({
      type: 'push',
      stream,
      topic,
      seq: message.seq,
      kind: message.type === 'snapshot' ? 'snapshot' : 'delta',
      ts: message.ts ?? Date.now(),
      data: message.data,
    });
  };

  const clearTimers = (): void => {
    if (pingTimer) clearInterval(pingTimer);
    if (staleTimer) clearTimeout(staleTimer);
    pingTimer = undefined;
    staleTimer = undefined;
  };

  const scheduleReconnect = (): void => {
    clearTimers();
    if (closed) return;
    setStatus('reconnecting');
    const delay = reconnectDelay(attempt++);
    reconnectTimer = setTimeout(open, delay);
  };

  function open(): void {
    reconnectTimer = undefined;
    if (closed) return;
    let s: SocketLike;
    try {
      s = socketFactory(url);
    } catch {
      scheduleReconnect();
      return;
    }
    socket = s;
    s.onopen = () => {
      const wasReconnect = attempt > 0;
      attempt = 0;
      for (const m of onOpenMessages?.() ?? []) send(m);
      const topics = [...refCounts.keys()];
      if (topics.length) send({ op: 'subscribe', args: topics });
      pingTimer = setInterval(() => send({ op: 'ping' }), pingMs);
      // The socket is open, but prices are only live once data flows.
      armStale();
      if (wasReconnect) {
        lastSeq.clear();
        for (const topic of topics) bus.publish({ type: 'stream.resync', stream, topic });
      }
      if (!topics.length) setStatus('live');
    };
    s.onmessage = (ev) => onMessage(ev.data);
    s.onerror = () => undefined; // onclose follows
    s.onclose = () => {
      if (socket !== s) return;
      socket = undefined;
      scheduleReconnect();
    };
  }

  return {
    status$: status$.asObservable(),
    get status() {
      return status$.value;
    },
    subscribe(topics) {
      const fresh = topics.filter((t) => !refCounts.has(t));
      for (const t of topics) refCounts.set(t, (refCounts.get(t) ?? 0) + 1);
      if (!started) {
        started = true;
        open();
      } else if (fresh.length) {
        send({ op: 'subscribe', args: fresh });
      }
      return () => {
        const gone: string[] = [];
        for (const t of topics) {
          const n = (refCounts.get(t) ?? 0) - 1;
          if (n <= 0) {
            refCounts.delete(t);
            lastSeq.delete(t);
            gone.push(t);
          } else refCounts.set(t, n);
        }
        if (gone.length) send({ op: 'unsubscribe', args: gone });
      };
    },
    reconnect() {
      const s = socket;
      socket = undefined;
      s?.close();
      scheduleReconnect();
    },
    close() {
      closed = true;
      clearTimers();
      if (reconnectTimer) clearTimeout(reconnectTimer);
      socket?.close();
      socket = undefined;
      setStatus('closed');
    },
  };
}
