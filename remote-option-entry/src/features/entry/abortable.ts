import type { Abortable } from 'shared-http';

/**
 * A load that can be aborted, from a promise-returning function (for useLiveTopic). A failure that
 * is not the abort itself goes to `onError` (kept and shown, as the widget's other load errors).
 */
export function abortable(run: (signal: AbortSignal) => Promise<unknown>, onError: (e: unknown) => void): Abortable {
  const controller = new AbortController();
  run(controller.signal).catch((e: unknown) => {
    if (!controller.signal.aborted) onError(e);
  });
  return { abort: () => controller.abort() };
}
