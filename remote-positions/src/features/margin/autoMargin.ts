import type { EventBus, I18n, Position } from 'shared-core';
import { handleApiError, toApiError, type HttpClient } from 'shared-http';
import { setAutoAddMargin } from './api';
import { ensureMarginTexts } from './texts';

/** What one switch did: flipped (the call succeeded), failed (toasted), or lost (no answer: the pushes tell). */
export type AutoMarginOutcome = 'flipped' | 'failed' | 'lost';

/**
 * §4 / §7 / §8: sends set-auto-add-margin once and says the outcome: 'autoAddMarginSuccess' or
 * 'disableAutoAddMarginSuccess' on success, the error catalogue on failure. Loaded lazily by the
 * switch on its first use, with the texts.
 */
export async function switchAutoMargin(
  deps: { http: HttpClient; bus: EventBus; i18n: I18n },
  position: Pick<Position, 'symbol' | 'positionIdx'>,
  on: boolean,
): Promise<AutoMarginOutcome> {
  ensureMarginTexts(deps.i18n);
  try {
    await setAutoAddMargin(deps.http, position, on);
    deps.bus.publish({
      type: 'toast',
      severity: 'success',
      messageKey: on ? 'positions:autoAddMarginSuccess' : 'positions:disableAutoAddMarginSuccess',
    });
    return 'flipped';
  } catch (e) {
    const err = toApiError(e);
    if (err.kind === 'timeout' || err.kind === 'network') {
      deps.bus.publish({ type: 'toast', severity: 'warning', messageKey: 'positions:margin.lostAnswer' });
      return 'lost';
    }
    handleApiError(err, { bus: deps.bus });
    return 'failed';
  }
}
