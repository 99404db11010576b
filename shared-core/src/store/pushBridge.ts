import type { Subscription } from 'rxjs';
import type { EventBus } from '../bus';
import { pushBatchApplied, type PushMessage } from './pushBatch';

/** Schedules `flush` for the next frame; returns a cancel function. */
export type FrameScheduler = (flush: () => void) => () => void;

export const animationFrameScheduler: FrameScheduler = (flush) => {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(flush);
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(flush, 16);
  return () => clearTimeout(id);
};

export interface PushBridgeOptions {
  scheduler?: FrameScheduler;
  /**
   * A hidden tab gets no animation frames, so pushes would pile up. Past this many buffered
   * messages the bridge flushes at once instead of waiting for a frame.
   */
  maxBuffered?: number;
}

interface Dispatcher {
  dispatch: (action: ReturnType<typeof pushBatchApplied>) => unknown;
}

/**
 * Bus → store: buffers every push event and applies them as one `pushBatchApplied` per frame.
 * Returns the subscription; unsubscribe to stop (pending messages are dropped with it).
 */
export function connectPushBridge(
  bus: EventBus,
  store: Dispatcher,
  { scheduler = animationFrameScheduler, maxBuffered = 20_000 }: PushBridgeOptions = {},
): Subscription {
  let buffer: PushMessage[] = [];
  let cancel: (() => void) | undefined;

  const flush = (): void => {
    cancel = undefined;
    if (buffer.length === 0) return;
    const batch = buffer;
    buffer = [];
    store.dispatch(pushBatchApplied(batch));
  };

  const subscription = bus.on('push').subscribe((message) => {
    buffer.push(message);
    if (buffer.length >= maxBuffered) {
      cancel?.();
      flush();
      return;
    }
    cancel ??= scheduler(flush);
  });
  subscription.add(() => {
    cancel?.();
    buffer = [];
  });
  return subscription;
}
