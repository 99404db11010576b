/** The bounds of the WebSocket endpoints, and the counters of what they refused. */

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
export const CUT_AFTER_CLOSE_MS = 1000;

/** Sockets dropped and requests refused by a limit since start (GET /__sim/state `storage.sockets`). */
export interface WsRefusals {
  /** sockets dropped because they stopped reading */
  slowReadersDropped: number;
  messagesRefused: number;
  floodsClosed: number;
  topicsRefused: number;
  connectionsRefused: number;
}
