/**
 * How often each topic is expected to speak, so the client can tell a quiet feed from a dead one.
 *
 * Ticking topics carry a message every simulator tick (250 ms), changed or not: `tickers.*`,
 * `orderbook.*` and `user.position` (marks and PnL, also when the trader holds nothing). Past
 * `TICKING_TOPIC_STALE_MS` without one, what they show is out of date.
 *
 * Quiet topics (`user.order`, executions, liquidations, …) speak only when something happens:
 * silence is normal, so they are live while their socket is — it answers the ping sent every
 * 7000 ms with a pong, so a socket that has sent nothing for ping + `LIVENESS_GRACE_MS` is silent.
 */
export const TICKING_TOPIC_STALE_MS = 3000;
export const LIVENESS_GRACE_MS = 3000;
/** How often topic health is worked out (and at most how often it changes to stale). */
export const TOPIC_CHECK_MS = 1000;
/** A topic that speaks again shows live after at most this long, batched with any others that do. */
export const TOPIC_RECOVERY_BATCH_MS = 100;

const TICKING_PREFIXES = ['tickers.', 'orderbook.'];
const TICKING_TOPICS = new Set(['user.position']);

/** The expected interval of a topic: ms for a ticking topic, undefined for a quiet one. */
export function defaultTopicIntervalMs(topic: string): number | undefined {
  if (TICKING_TOPICS.has(topic) || TICKING_PREFIXES.some((p) => topic.startsWith(p))) return TICKING_TOPIC_STALE_MS;
  return undefined;
}
