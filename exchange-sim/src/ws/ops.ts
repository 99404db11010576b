import type { WsAck } from 'shared-core/domain';
import { ERROR_MESSAGES, ErrorCode, safeMessage } from '../errors';
import type { Conn } from './conn';
import type { WsLimits, WsRefusals } from './limits';
import type { HubOptions } from './options';
import type { Outbox } from './outbox';
import type { Connections } from './registry';
import type { RowBases } from './rows';
import type { TopicSeqs } from './seqs';

/** What a client message is handled with: the hub's parts. */
export interface OpContext {
  opts: HubOptions;
  limits: WsLimits;
  refusals: WsRefusals;
  conns: Connections;
  outbox: Outbox;
  seqs: TopicSeqs;
  rowBases: RowBases;
}

/** One client message `{ op, args, req_id }`, read. */
export interface OpRequest {
  conn: Conn;
  /** `op` as sent (anything, when it names no op) */
  op: unknown;
  reqId: string | undefined;
  /** the string members of `args` */
  args: string[];
  /** answer the message: `{ op, success, req_id }`, plus `ret_code` and `ret_msg` on a refusal */
  ack(op: WsAck['op'], success: boolean, code?: ErrorCode, message?: string): void;
}

export type OpHandler = (ctx: OpContext, req: OpRequest) => void;

/** Read a parsed message object as a request on `conn`. */
export function readRequest(
  ctx: OpContext,
  conn: Conn,
  m: { op?: unknown; args?: unknown; req_id?: unknown },
): OpRequest {
  const reqId = typeof m.req_id === 'string' ? m.req_id : undefined;
  return {
    conn,
    op: m.op,
    reqId,
    args: Array.isArray(m.args) ? m.args.filter((a): a is string => typeof a === 'string') : [],
    ack: (op, success, code, message) =>
      ctx.outbox.send(conn, {
        op,
        success,
        req_id: reqId,
        ...(success ? {} : { ret_code: code, ret_msg: safeMessage(message ?? (code ? ERROR_MESSAGES[code] : '')) }),
      }),
  };
}

/** `ping` → `{ op: "pong", req_id, ts }`. */
export const ping: OpHandler = (ctx, { conn, reqId }) =>
  ctx.outbox.send(conn, { op: 'pong', req_id: reqId, ts: Date.now() });

/**
 * `auth` with a session token (`args[0]`), on a private socket: the socket is that session's user's
 * from now on, unless the user already holds `connectionsPerUser` other private sockets.
 */
export const auth: OpHandler = (ctx, { conn, args, ack }) => {
  const uid = conn.kind === 'private' ? ctx.opts.auth(args[0]) : undefined;
  if (uid === undefined) return ack('auth', false, ErrorCode.SESSION_EXPIRED);
  const { connectionsPerUser } = ctx.limits;
  if (ctx.conns.privateSocketsOf(uid, conn) >= connectionsPerUser) {
    ctx.refusals.connectionsRefused++;
    return ack(
      'auth',
      false,
      ErrorCode.RATE_LIMITED,
      `too many connections: at most ${connectionsPerUser} private sockets per user`,
    );
  }
  conn.userId = uid;
  conn.token = args[0];
  return ack('auth', true);
};

/** An op the hub does not know: refused (10001), answered under the op's name when it has one. */
export const unknownOp: OpHandler = (ctx, { conn, op, reqId }) =>
  ctx.outbox.send(conn, {
    op: typeof op === 'string' ? op : 'error',
    success: false,
    req_id: reqId,
    ret_code: ErrorCode.PARAMS,
    ret_msg: 'unknown op',
  });
