import { WebSocket } from 'ws';
import { WS_HEARTBEAT_TOPICS } from './limits';
import type { Outbox } from './outbox';
import type { Connections } from './registry';
import type { Row, RowBases } from './rows';
import type { TopicSeqs } from './seqs';

/**
 * Broadcasts: each push is serialised and encoded once for every subscriber (ws frames a Buffer
 * without copying it) and goes out through the outbox (slow readers are dropped there).
 */
export class Fanout {
  constructor(
    private readonly conns: Connections,
    private readonly outbox: Outbox,
    private readonly seqs: TopicSeqs,
    private readonly rowBases: RowBases,
    /** fault injection (HubOptions.dropPush): is a push on this topic lost? */
    private readonly dropped: (topic: string) => boolean,
    private readonly heartbeatMs: number,
  ) {}

  /** One public push of `topic` to every subscriber (nothing while stalled or without subscribers). */
  publish(topic: string, data: unknown, type: 'snapshot' | 'delta' = 'delta'): void {
    if (this.outbox.stalled() || !this.conns.hasSubscribers(topic)) return;
    const msg = this.seqs.envelope(topic, undefined, type, data, true);
    if (this.dropped(topic)) return; // lost on the way: seq has moved on
    const bytes = Buffer.from(JSON.stringify(msg));
    for (const c of [...this.conns.all]) if (c.kind === 'public' && c.topics.has(topic)) this.outbox.deliver(c, bytes);
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
    if (this.outbox.stalled()) return;
    if (!this.conns.hasSubscribers(topic)) {
      this.rowBases.forget(topic);
      return;
    }
    const next = this.rowBases.advance(topic, rows as readonly object[] as readonly Row[], key);
    if (next.delta) this.publish(topic, next.delta, 'delta');
    else this.publish(topic, [...next.rows.values()], 'snapshot');
  }

  /**
   * Push to every open private socket of `userId` subscribed to `topic` (nothing, seq unchanged, when
   * there is none). A push lost to a fault (stallWs, dropPushes) still advances the seq: the client
   * sees the jump and resyncs.
   */
  publishUser(userId: number, topic: string, data: unknown, type: 'snapshot' | 'delta' = 'delta'): void {
    if (!this.conns.wants(userId, topic)) return;
    const msg = this.seqs.envelope(topic, userId, type, data, true);
    if (this.outbox.stalled() || this.dropped(topic)) return;
    const bytes = Buffer.from(JSON.stringify(msg));
    const now = Date.now();
    for (const c of [...this.conns.all])
      if (c.kind === 'private' && c.userId === userId && c.topics.has(topic) && this.outbox.deliver(c, bytes))
        c.lastSent.set(topic, now);
  }

  /**
   * `{ topic, type: "heartbeat", ts }` on every heartbeat topic a private socket subscribes to and
   * has had no message on for `heartbeatMs` (no seq, no data; nothing while stalled).
   */
  heartbeat(): void {
    if (this.outbox.stalled()) return;
    const now = Date.now();
    for (const c of [...this.conns.all]) {
      if (c.kind !== 'private' || c.userId === undefined || c.ws.readyState !== WebSocket.OPEN) continue;
      for (const topic of WS_HEARTBEAT_TOPICS) {
        if (!c.topics.has(topic) || now - (c.lastSent.get(topic) ?? 0) < this.heartbeatMs) continue;
        if (this.outbox.deliver(c, JSON.stringify({ topic, type: 'heartbeat', ts: now }))) c.lastSent.set(topic, now);
      }
    }
  }
}
