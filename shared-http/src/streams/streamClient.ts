import { BehaviorSubject, type Observable } from 'rxjs';
import type { EventBus, StreamName, StreamStatus, TopicHealth, TopicHealthMap } from 'shared-core';
import { reconnectDelay } from './backoff';
import { LIVENESS_GRACE_MS, TOPIC_CHECK_MS, TOPIC_RECOVERY_BATCH_MS, defaultTopicIntervalMs } from './topicCadence';

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
  /**
   * How long a topic may go without a message before it is stale (a ticking feed), or undefined for
   * a quiet feed, which is live while the socket is (see `livenessMs`). Default: `defaultTopicIntervalMs`.
   */
  topicIntervalMs?: (topic: string) => number | undefined;
  /** A socket that has sent nothing (no data, ack or pong) for this long is silent. Default: ping + 3000 ms. */
  livenessMs?: number;
}

export interface StreamClient {
  /** Subscribes to topics (reference counted); returns the unsubscribe. Connects on first use. */
  subscribe(topics: readonly string[]): () => void;
  readonly status$: Observable<StreamStatus>;
  readonly status: StreamStatus;
  /**
   * The health of every subscribed topic, re-emitted only when a topic's status changes (checked
   * once a second, never per message). Optional: clients built before it (an older host) and
   * simple fakes lack it; readers then fall back to `status`.
   */
  readonly topicStatus$?: Observable<TopicHealthMap>;
  /** Drops the socket now (as a network failure would) and reconnects with backoff. */
  reconnect(): void;
  close(): void;
}

interface ServerMessage {
  op?: string;
  topic?: string;
  /** snapshot, delta, or heartbeat (a ticking topic with nothing to say) */
  type?: string;
  seq?: number;
  ts?: number;
  data?: unknown;
  success?: boolean;
}

const OPEN = 1;
const RESUBSCRIBE_MAX_WAIT_MS = 60_000;

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
  /** the stream-level staleAfterMs rule fired and no data came since */
  let dataStale = false;

  // Per-topic liveness: timestamps written per message, statuses worked out by a timer.
  const topicIntervalOf = options.topicIntervalMs ?? defaultTopicIntervalMs;
  const livenessMs = options.livenessMs ?? pingMs + LIVENESS_GRACE_MS;
  const topicStatus$ = new BehaviorSubject<TopicHealthMap>({});
  const topics = new Map<string, TopicClock>();
  /** the socket is open and has been opened once (so a later wait is a reconnect) */
  let socketOpen = false;
  let everOpened = false;
  /** last frame of any kind on the open socket */
  let lastFrameAt = 0;
  let silent = false;
  let checkTimer: ReturnType<typeof setInterval> | undefined;
  let recoveryTimer: ReturnType<typeof setTimeout> | undefined;

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
      dataStale = true;
      if (status$.value === 'live') setStatus('stale');
    }, staleAfterMs);
  };

  /** What one topic shows now, from its clock and the socket's. */
  const healthOf = (topic: string, clock: TopicClock, now: number): TopicHealth => {
    if (closed) return { status: 'closed', lastHeardAt: clock.heardAt };
    const waiting: StreamStatus =
      everOpened && (clock.heardAt !== undefined || !socketOpen) ? 'reconnecting' : 'connecting';
    if (!socketOpen) return { status: waiting, lastHeardAt: clock.heardAt };
    const interval = topicIntervalOf(topic);
    const limit = interval ?? livenessMs;
    if (!clock.heardOnSocket) {
      // subscribed on this socket, its first message (the subscribe snapshot) not there yet
      return now - clock.subscribedAt > limit
        ? { status: 'stale', lastHeardAt: clock.heardAt }
        : { status: waiting, lastHeardAt: clock.heardAt };
    }
    const heardAt = clock.heardAt ?? clock.subscribedAt;
    // a quiet topic has nothing to say: any frame on its socket (a pong at least) vouches for it
    const last = interval === undefined ? Math.max(heardAt, lastFrameAt) : heardAt;
    return now - last > limit ? { status: 'stale', lastHeardAt: last } : { status: 'live' };
  };

  /**
   * Works out every topic's health; emits only when a status changed. A topic whose subscribe has
   * had no answer while its socket kept talking for a whole interval after it lost its subscription
   * (a subscribe sent into a stalled socket is never answered): it is subscribed again (waiting
   * twice as long each time) and its owner resyncs.
   */
  const evaluate = (): void => {
    if (recoveryTimer) clearTimeout(recoveryTimer);
    recoveryTimer = undefined;
    const now = Date.now();
    if (socketOpen && !closed) {
      const overdue = now - lastFrameAt > livenessMs;
      if (overdue && !silent) {
        silent = true;
        if (status$.value === 'live') setStatus('stale');
      }
      // a silent socket is probed every check, so it is heard again soon after it recovers
      if (overdue) send({ op: 'ping' });
    }
    const previous = topicStatus$.value;
    const next: Record<string, TopicHealth> = {};
    const resubscribe: string[] = [];
    let changed = Object.keys(previous).length !== topics.size;
    for (const [topic, clock] of topics) {
      const health = healthOf(topic, clock, now);
      const before = previous[topic];
      next[topic] = before && before.status === health.status ? before : health;
      if (next[topic] !== before) changed = true;
      // the server has been talking for a whole wait since this subscribe, yet never answered it
      const wait = Math.min(RESUBSCRIBE_MAX_WAIT_MS, (topicIntervalOf(topic) ?? livenessMs) * 2 ** clock.resubscribes);
      if (!clock.heardOnSocket && !silent && lastFrameAt - clock.subscribedAt > wait) {
        resubscribe.push(topic);
        clock.subscribedAt = now;
        clock.resubscribes++;
      }
    }
    if (resubscribe.length) {
      send({ op: 'subscribe', args: resubscribe });
      for (const topic of resubscribe) {
        lastSeq.delete(topic);
        bus.publish({ type: 'stream.resync', stream, topic });
      }
    }
    if (changed) topicStatus$.next(next);
  };

  /** A topic that was not live heard something: show it live soon, batched with its neighbours. */
  const scheduleRecovery = (): void => {
    recoveryTimer ??= setTimeout(evaluate, TOPIC_RECOVERY_BATCH_MS);
  };

  /** Any frame at all: the socket is alive. */
  const heardFrame = (now: number): void => {
    lastFrameAt = now;
    if (silent) {
      silent = false;
      if (status$.value === 'stale' && !dataStale) setStatus('live');
      scheduleRecovery();
    }
  };

  const onMessage = (raw: unknown): void => {
    const now = Date.now();
    heardFrame(now);
    let message: ServerMessage;
    try {
      message = JSON.parse(typeof raw === 'string' ? raw : String(raw)) as ServerMessage;
    } catch {
      return; // a malformed frame is dropped; the next snapshot or resync repairs state
    }
    if (!message.topic) return; // acks and pongs
    const topic = message.topic;
    const clock = topics.get(topic);
    if (clock) {
      clock.heardAt = now;
      clock.heardOnSocket = true;
      clock.resubscribes = 0;
      if (topicStatus$.value[topic]?.status !== 'live') scheduleRecovery();
    }
    // the server's "nothing to report" on a ticking topic: it is alive, but no data and no seq
    if (message.type === 'heartbeat') return;
    if (typeof message.seq === 'number') {
      const previous = lastSeq.get(topic);
      lastSeq.set(topic, message.seq);
      if (previous !== undefined && message.seq !== previous + 1 && message.type !== 'snapshot') {
        bus.publish({ type: 'stream.resync', stream, topic });
      }
    }
    dataStale = false;
    if (status$.value !== 'live') setStatus('live');
    armStale();
    bus.publish({
      type: 'push',
      stream,
      topic,
      seq: message.seq,
      kind: message.type === 'snapshot' ? 'snapshot' : 'delta',
      ts: message.ts ?? now,
      data: message.data,
    });
  };

  const clearTimers = (): void => {
    if (pingTimer) clearInterval(pingTimer);
    if (staleTimer) clearTimeout(staleTimer);
    if (checkTimer) clearInterval(checkTimer);
    if (recoveryTimer) clearTimeout(recoveryTimer);
    pingTimer = undefined;
    staleTimer = undefined;
    checkTimer = undefined;
    recoveryTimer = undefined;
  };

  const scheduleReconnect = (): void => {
    clearTimers();
    socketOpen = false;
    silent = false;
    dataStale = false;
    for (const clock of topics.values()) clock.heardOnSocket = false;
    evaluate();
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
      const now = Date.now();
      socketOpen = true;
      everOpened = true;
      lastFrameAt = now;
      for (const m of onOpenMessages?.() ?? []) send(m);
      const subscribed = [...refCounts.keys()];
      if (subscribed.length) send({ op: 'subscribe', args: subscribed });
      for (const clock of topics.values()) clock.subscribedAt = now;
      pingTimer = setInterval(() => send({ op: 'ping' }), pingMs);
      checkTimer = setInterval(evaluate, TOPIC_CHECK_MS);
      // The socket is open, but prices are only live once data flows.
      armStale();
      if (wasReconnect) {
        lastSeq.clear();
        for (const topic of subscribed) bus.publish({ type: 'stream.resync', stream, topic });
      }
      if (!subscribed.length) setStatus('live');
      evaluate();
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
    topicStatus$: topicStatus$.asObservable(),
    subscribe(wanted) {
      const fresh = wanted.filter((t) => !refCounts.has(t));
      for (const t of wanted) refCounts.set(t, (refCounts.get(t) ?? 0) + 1);
      const now = Date.now();
      for (const t of fresh) topics.set(t, { subscribedAt: now, heardOnSocket: false, resubscribes: 0 });
      if (!started) {
        started = true;
        open();
      } else if (fresh.length) {
        send({ op: 'subscribe', args: fresh });
      }
      if (fresh.length) evaluate();
      let done = false;
      return () => {
        if (done) return;
        done = true;
        const gone: string[] = [];
        for (const t of wanted) {
          const n = (refCounts.get(t) ?? 0) - 1;
          if (n <= 0) {
            refCounts.delete(t);
            lastSeq.delete(t);
            topics.delete(t);
            gone.push(t);
          } else refCounts.set(t, n);
        }
        if (gone.length) {
          send({ op: 'unsubscribe', args: gone });
          evaluate();
        }
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
      socketOpen = false;
      setStatus('closed');
      evaluate();
      topicStatus$.complete();
    },
  };
}

/** What the client knows of one subscribed topic. */
interface TopicClock {
  /** when it was (re)subscribed on the current socket */
  subscribedAt: number;
  /** its last message, on any socket */
  heardAt?: number;
  /** it has had a message (at least its subscribe snapshot) on the current socket */
  heardOnSocket: boolean;
  /** subscribes sent again since its last message (their waits double) */
  resubscribes: number;
}
