import { resolveError, type ErrorResolution, type EventBus } from 'shared-core';
import { ApiError, PlatformCode } from './ApiError';

export interface HandleApiErrorOptions {
  bus: EventBus;
  /** 39303, 30164, 30175, 30187, 30185 go here when given (else they are toasted). */
  onCustomError?: (error: ApiError, resolution: ErrorResolution) => void;
  /** 30031 goes here when given (else it is toasted). */
  onInsufficientBalance?: (error: ApiError, resolution: ErrorResolution) => void;
  /** A title for the failure toast (§8 "with a custom title if given"). */
  title?: string;
  /** The trigger kind the request used (tpTriggerBy / slTriggerBy / triggerBy), for 30027–30030, 30074, 30075. */
  triggerBy?: string;
  /** A per-order outcome (batch errorCode): an unknown code gets the generic 9999999 text. */
  orderOutcome?: boolean;
  now?: () => number;
}

/** What handleApiError did. */
export type ErrorHandling =
  | 'toast'
  | 'throttled'
  | 'silent'
  | 'delegated'
  | 'sessionEnd'
  | 'compliance'
  /** The client (or an earlier handler) already applied the catalogue to this error. */
  | 'alreadyHandled';

export interface HandledError {
  error: ApiError;
  resolution: ErrorResolution;
  handling: ErrorHandling;
}

/** Last toast time per code, per bus: the page has one bus, so the 10 s window is page-wide. */
const lastToastAt = new WeakMap<EventBus, Map<number, number>>();

/** Anything a caller caught (an ApiError, a thunk's `{ code, message }` payload, an Error) as an ApiError. */
export function toApiError(error: unknown, path = ''): ApiError {
  if (error instanceof ApiError) return error;
  if (typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'number') {
    const { code, message, kind } = error as { code: number; message?: unknown; kind?: unknown };
    const kinds: readonly string[] = ['business', 'http', 'network', 'timeout', 'malformed', 'comingSoon'];
    const known = typeof kind === 'string' && kinds.includes(kind) ? (kind as ApiError['kind']) : 'business';
    return new ApiError(code, typeof message === 'string' ? message : '', known, path);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError(PlatformCode.generic, message || 'request error', 'network', path);
}

function detailsOf(error: ApiError): Record<string, unknown> | undefined {
  const pick = (v: unknown) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : undefined);
  const result = pick(error.result);
  const ext = pick(error.extInfo);
  return result || ext ? { ...ext, ...result } : undefined;
}

/**
 * Applies the error catalogue to one failed call: publishes the toast on the bus (shared-http has
 * no UI; the host renders it), throttles 10006 to once per 10 s, hands delegated codes to the
 * caller's handlers, stays silent where the catalogue says so. Session end and compliance are
 * announced by the client itself when the response arrives; here they are only reported.
 * Runs once per error: a second call for the same ApiError does nothing.
 */
export function handleApiError(caught: unknown, options: HandleApiErrorOptions): HandledError {
  const error = toApiError(caught);
  const resolution = resolveError({
    code: error.code,
    message: error.message,
    kind: error.kind,
    details: detailsOf(error),
    triggerBy: options.triggerBy,
    orderOutcome: options.orderOutcome,
    title: options.title,
  });
  // A thunk's plain `{ code, message }` lost the handled mark; the client applies the page-wide
  // behaviours (session end, compliance, 10006) to every response itself, so those are done.
  const clientLevel =
    resolution.action === 'sessionEnd' || resolution.action === 'compliance' || resolution.throttleMs !== undefined;
  if (error.handled || (clientLevel && !(caught instanceof ApiError))) {
    return { error, resolution, handling: 'alreadyHandled' };
  }
  error.handled = true;
  const toast = (): ErrorHandling => {
    const { bus, now = Date.now } = options;
    if (resolution.throttleMs) {
      const byCode = lastToastAt.get(bus) ?? new Map<number, number>();
      lastToastAt.set(bus, byCode);
      const last = byCode.get(resolution.code);
      const at = now();
      if (last !== undefined && at - last < resolution.throttleMs) return 'throttled';
      byCode.set(resolution.code, at);
    }
    bus.publish({
      type: 'toast',
      severity: 'error',
      messageKey: resolution.messageKey,
      params: resolution.params,
      title: resolution.title,
      // no durationMs: an error stays until the trader closes it (issue 11; the host's toastDuration)
    });
    return 'toast';
  };
  switch (resolution.action) {
    case 'silent':
      return { error, resolution, handling: 'silent' };
    case 'compliance':
      return { error, resolution, handling: 'compliance' };
    case 'sessionEnd':
      toast();
      return { error, resolution, handling: 'sessionEnd' };
    case 'delegateCustom':
      if (options.onCustomError) {
        options.onCustomError(error, resolution);
        return { error, resolution, handling: 'delegated' };
      }
      return { error, resolution, handling: toast() };
    case 'delegateInsufficientBalance':
      if (options.onInsufficientBalance) {
        options.onInsufficientBalance(error, resolution);
        return { error, resolution, handling: 'delegated' };
      }
      return { error, resolution, handling: toast() };
    case 'toast':
      return { error, resolution, handling: toast() };
  }
}

/** A per-order result of a batch call (`errorCode`, `errorMsg`): 3200305 / 3200306 stay silent, others are toasted. */
export function handleOrderOutcome(
  outcome: { errorCode: number; errorMsg?: string; symbol?: string },
  options: HandleApiErrorOptions,
): HandledError {
  const error = new ApiError(outcome.errorCode, outcome.errorMsg ?? '', 'business', '');
  return handleApiError(error, { ...options, orderOutcome: true });
}
