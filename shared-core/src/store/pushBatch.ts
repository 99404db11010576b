import { createAction } from '@reduxjs/toolkit';
import type { BusEvent } from '../bus';

export type PushMessage = Extract<BusEvent, { type: 'push' }>;

/**
 * The only action the push path dispatches: every push that arrived during one animation frame,
 * in arrival order. Slices that own a topic react to it in `extraReducers`, so a burst of
 * messages costs one store update and one render.
 */
export const pushBatchApplied = createAction<PushMessage[]>('push/batchApplied');

/** Messages of one topic prefix (e.g. `tickers.`) in a batch, in order. */
export function messagesFor(batch: readonly PushMessage[], topicPrefix: string): PushMessage[] {
  return batch.filter((m) => m.topic.startsWith(topicPrefix));
}
