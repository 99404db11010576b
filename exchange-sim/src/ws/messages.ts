import { WebSocket, type RawData } from 'ws';
import { ERROR_MESSAGES, ErrorCode } from '../errors';
import type { MessageBudget } from './budget';
import type { Conn } from './conn';
import { auth, ping, readRequest, unknownOp, type OpContext, type OpHandler } from './ops';
import { subscribe, unsubscribe } from './subscribe';

/** The ops a client may send, by name. */
const HANDLERS: ReadonlyMap<unknown, OpHandler> = new Map<unknown, OpHandler>([
  ['ping', ping],
  ['auth', auth],
  ['subscribe', subscribe],
  ['unsubscribe', unsubscribe],
]);

/**
 * A message from a client: counted against its budget, ignored while stalled, answered with an
 * error unless it is a JSON object, else handed to the handler of its `op`.
 */
export function onMessage(ctx: OpContext, budget: MessageBudget, conn: Conn, data: RawData): void {
  conn.lastSeen = Date.now();
  // what still arrives after the server closed the socket (a flood, a slow reader) is ignored
  if (conn.ws.readyState !== WebSocket.OPEN || !budget.take(conn)) return;
  if (ctx.outbox.stalled()) return;
  const msg = parseObject(ctx, conn, data);
  if (!msg) return;
  const req = readRequest(ctx, conn, msg);
  (HANDLERS.get(req.op) ?? unknownOp)(ctx, req);
}

/** The message as a JSON object; else the client is told (10003 not JSON, 10001 not an object). */
function parseObject(
  ctx: OpContext,
  conn: Conn,
  data: RawData,
): { op?: unknown; args?: unknown; req_id?: unknown } | undefined {
  let msg: unknown;
  try {
    msg = JSON.parse(data.toString());
  } catch {
    ctx.outbox.send(conn, {
      op: 'error',
      success: false,
      ret_code: ErrorCode.INVALID_JSON,
      ret_msg: ERROR_MESSAGES[ErrorCode.INVALID_JSON],
    });
    return undefined;
  }
  if (typeof msg !== 'object' || msg === null || Array.isArray(msg)) {
    ctx.outbox.send(conn, {
      op: 'error',
      success: false,
      ret_code: ErrorCode.PARAMS,
      ret_msg: 'message must be a JSON object',
    });
    return undefined;
  }
  return msg;
}
