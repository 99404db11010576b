import { WebSocket } from 'ws';
import type { Conn, Kind } from './conn';
import { CUT_AFTER_CLOSE_MS } from './limits';

/** The open sockets, and who subscribes to what. */
export class Connections {
  readonly all = new Set<Conn>();

  add(c: Conn): void {
    this.all.add(c);
  }

  remove(c: Conn): void {
    this.all.delete(c);
  }

  /**
   * Forget `c` at once and close it with `code`; the close frame may queue behind what the client
   * never read (or a flooding client may not answer it), so the socket is cut a moment later.
   */
  cut(c: Conn, code: number, reason: string): void {
    this.all.delete(c);
    c.topics.clear();
    c.ws.close(code, reason);
    setTimeout(() => c.ws.terminate(), CUT_AFTER_CLOSE_MS).unref();
  }

  /** Logged-in private sockets of `userId` (besides `except`). */
  privateSocketsOf(userId: number, except?: Conn): number {
    let n = 0;
    for (const c of this.all) if (c !== except && c.kind === 'private' && c.userId === userId) n++;
    return n;
  }

  /** Public topics with at least one subscriber. */
  activeTopics(): Set<string> {
    const out = new Set<string>();
    for (const c of this.all) if (c.kind === 'public') for (const t of c.topics) out.add(t);
    return out;
  }

  hasSubscribers(topic: string): boolean {
    for (const c of this.all) if (c.kind === 'public' && c.topics.has(topic)) return true;
    return false;
  }

  /** Users with at least one private connection subscribed to `topic`. */
  subscribedUsers(topic: string): Set<number> {
    const out = new Set<number>();
    for (const c of this.all)
      if (c.kind === 'private' && c.userId !== undefined && c.topics.has(topic)) out.add(c.userId);
    return out;
  }

  /** Is any open private socket of `userId` subscribed to `topic`? */
  wants(userId: number, topic: string): boolean {
    for (const c of this.all)
      if (c.kind === 'private' && c.userId === userId && c.topics.has(topic) && c.ws.readyState === WebSocket.OPEN)
        return true;
    return false;
  }

  /** Open sockets by kind. */
  counts(): { public: number; private: number } {
    let pub = 0;
    for (const c of this.all) if (c.kind === 'public') pub++;
    return { public: pub, private: this.all.size - pub };
  }

  /** Terminate the sockets of `kind` now; how many. */
  drop(kind: 'all' | Kind): number {
    let n = 0;
    for (const c of [...this.all]) {
      if (kind !== 'all' && c.kind !== kind) continue;
      c.ws.terminate();
      this.all.delete(c);
      n++;
    }
    return n;
  }

  /** Close every socket silent since before `limit` (ms). */
  closeIdle(limit: number): void {
    for (const c of this.all) if (c.lastSeen < limit) c.ws.close(4000, 'idle: no message for 30 s');
  }

  terminateAll(): void {
    for (const c of this.all) c.ws.terminate();
    this.all.clear();
  }
}
