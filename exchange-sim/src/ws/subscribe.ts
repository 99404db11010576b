import { PRIVATE_TOPICS } from 'shared-core/domain';
import { ErrorCode, echo } from '../errors';
import type { Conn, Kind } from './conn';
import type { OpContext, OpHandler } from './ops';

const PRIVATE = new Set<string>(PRIVATE_TOPICS);

/**
 * `subscribe` to the topics in `args`: refused whole when one is not a topic of the socket's path,
 * a private socket is not logged in, or the socket would hold more than `topicsPerSocket`; else
 * acknowledged, then each topic's snapshot at its current seq.
 */
export const subscribe: OpHandler = (ctx, { conn, args, ack }) => {
  const refusal = subscribeRefusal(ctx, conn, args);
  if (refusal) return ack('subscribe', false, refusal.code, refusal.message);
  // a remembered row base is the state at the current seq only while someone keeps receiving deltas
  for (const t of args) if (!ctx.conns.hasSubscribers(t)) ctx.rowBases.forget(t);
  for (const t of args) conn.topics.add(t);
  ack('subscribe', true);
  for (const t of args) sendSnapshot(ctx, conn, t);
};

/** `unsubscribe` from the topics in `args` (topics the socket does not hold are no error). */
export const unsubscribe: OpHandler = (_ctx, { conn, args, ack }) => {
  for (const t of args) conn.topics.delete(t);
  return ack('unsubscribe', true);
};

/** Why a subscribe to `args` is refused (counting a refusal by the topic limit), or undefined. */
function subscribeRefusal(
  ctx: OpContext,
  conn: Conn,
  args: string[],
): { code: ErrorCode; message?: string } | undefined {
  if (args.length === 0) return { code: ErrorCode.PARAMS, message: 'args must list topics' };
  const bad = args.filter((t) => !validTopic(ctx, conn.kind, t));
  if (bad.length) {
    // named, cut and cleaned (errors.ts echo), the first few only
    const named = bad.slice(0, 3).map(echo).join(', ');
    const more = bad.length > 3 ? ` and ${bad.length - 3} more` : '';
    return { code: ErrorCode.PARAMS, message: `unknown topic(s) on this path: ${named}${more}` };
  }
  if (conn.kind === 'private' && conn.userId === undefined) return { code: ErrorCode.SESSION_EXPIRED };
  const adding = new Set(args.filter((t) => !conn.topics.has(t))).size;
  const { topicsPerSocket } = ctx.limits;
  if (conn.topics.size + adding > topicsPerSocket) {
    ctx.refusals.topicsRefused++;
    return {
      code: ErrorCode.PARAMS,
      message: `at most ${topicsPerSocket} topics per socket (it holds ${conn.topics.size})`,
    };
  }
  return undefined;
}

function validTopic(ctx: OpContext, kind: Kind, topic: string): boolean {
  return kind === 'private' ? PRIVATE.has(topic) : ctx.opts.isPublicTopic(topic);
}

/**
 * The snapshot of `topic` a new subscriber gets, at the current seq: a public topic's from the row
 * base or `opts.snapshot` (none when that has none), a private topic's from `opts.snapshot` (else
 * `data: []`).
 */
function sendSnapshot(ctx: OpContext, conn: Conn, topic: string): void {
  const snap =
    conn.kind === 'public'
      ? ctx.rowBases.snapshot(topic, (t) => ctx.opts.snapshot(t, undefined))
      : (ctx.opts.snapshot(topic, conn.userId) ?? { type: 'snapshot', data: [] });
  if (snap)
    ctx.outbox.send(
      conn,
      ctx.seqs.envelope(topic, conn.kind === 'private' ? conn.userId : undefined, snap.type, snap.data, false),
    );
  conn.lastSent.set(topic, Date.now());
}
