/**
 * Reconnect delay: exponential from `baseMs`, capped at `maxMs`, with "equal" jitter (between half
 * and all of the ceiling: never an immediate retry, yet spread) so that a
 * thousand pages dropped together do not come back in the same millisecond.
 */
export function reconnectDelay(
  attempt: number,
  baseMs = 500,
  maxMs = 15_000,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
