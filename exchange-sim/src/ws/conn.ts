import type { WebSocket } from 'ws';

export type Kind = 'public' | 'private';

/** One open socket: what it is, who it is logged in as, what it subscribes to, its message budget. */
export interface Conn {
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

/** A socket just upgraded: no topics, a full message budget (`burst` tokens, refilled from `now`). */
export function newConn(
  ws: WebSocket,
  kind: Kind,
  userId: number | undefined,
  token: string | undefined,
  burst: number,
  now: number,
): Conn {
  return {
    ws,
    kind,
    userId,
    token: userId === undefined ? undefined : token,
    topics: new Set(),
    lastSeen: Date.now(),
    lastSent: new Map(),
    tokens: burst,
    refilledAt: now,
    refusedInARow: 0,
  };
}
