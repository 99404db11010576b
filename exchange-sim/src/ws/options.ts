import type { WsLimits } from './limits';

/** What a subscribe is answered with (`HubOptions.snapshot`). */
export interface Snapshot {
  type: 'snapshot' | 'delta';
  data: unknown;
  /**
   * `data` is an array of rows identified by this field (`symbol`): the hub remembers the rows as the
   * base of the topic's row deltas (see `publishRows`).
   */
  key?: string;
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
