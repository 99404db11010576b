import type { EventBus } from 'shared-core';
import { handleApiError, toApiError, type HttpClient } from 'shared-http';
import { closedWhole, createReverseGuard, type ReverseStep } from './rules/reverse';

/** A split market close of which a part could not be placed (positions.md §8). */
const SPLIT_CLOSE_FAILED = 39303;

/** Where a reversal got to. */
export type ReversePhase = 'closing' | 'opening';

/** How a reversal ended (each is said in the dialog). */
export type ReverseOutcome =
  /** both orders placed */
  | 'reversed'
  /** another reversal was in flight: nothing sent */
  | 'busy'
  /** this position was reversed less than a second ago: nothing sent */
  | 'justReversed'
  /** the close was refused: nothing changed */
  | 'failed'
  /** only part of the position was closed (a partial fill, or 39303): nothing opened */
  | 'closePartial'
  /** the close went through but the opposite order was refused: closed, not reversed */
  | 'closedNotReversed'
  /** an answer was lost: nothing more is sent, the pushes tell what happened */
  | 'lostClose'
  | 'lostOpen';

/** The page's one guard: one reversal at a time (positions.md §4). */
export const reverseGuard = createReverseGuard();

const isLost = (e: unknown) => {
  const kind = toApiError(e).kind;
  return kind === 'timeout' || kind === 'network';
};

/**
 * Runs one reversal: the close, then the opposite open (or copy trade's close-all, then create).
 * Each call is sent once; a refusal goes through the error catalogue (toast); a lost answer stops
 * the run, nothing is sent again.
 */
export async function runReverse(
  deps: { http: HttpClient; bus: EventBus; now?: () => number },
  key: string,
  steps: readonly [ReverseStep, ReverseStep],
  onPhase: (phase: ReversePhase) => void,
): Promise<ReverseOutcome> {
  const now = deps.now ?? Date.now;
  const entry = reverseGuard.tryEnter(key, now());
  if (entry !== 'ok') return entry;
  const [close, open] = steps;
  try {
    onPhase('closing');
    try {
      const answer = await deps.http.post<unknown>(close.path, close.body, { headers: close.headers });
      if (!closedWhole(answer)) return 'closePartial';
    } catch (e) {
      if (isLost(e)) return 'lostClose';
      handleApiError(e, { bus: deps.bus });
      return toApiError(e).code === SPLIT_CLOSE_FAILED ? 'closePartial' : 'failed';
    }
    onPhase('opening');
    try {
      await deps.http.post(open.path, open.body, { headers: open.headers });
    } catch (e) {
      if (isLost(e)) return 'lostOpen';
      handleApiError(e, { bus: deps.bus });
      return 'closedNotReversed';
    }
    return 'reversed';
  } finally {
    reverseGuard.leave(key, now());
  }
}
