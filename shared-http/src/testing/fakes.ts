// Test and Storybook fakes with no jest in them: Storybook (a browser bundle) imports this file
// through `shared-http/testing/fakes`; jest tests get it re-exported by `shared-http/testing`.
// Never imported by runtime code.
import { BehaviorSubject } from 'rxjs';
import type { StreamStatus } from 'shared-core';
import type { StreamClient } from '../streams';

/** A stream client that never connects and records what it was asked: subscriptions, reconnects. */
export interface RecordingStreamClient extends StreamClient {
  /** The topic lists of every `subscribe` call, in order. */
  readonly subscriptions: (readonly string[])[];
  /** Topics with a live subscription (reference counted, like the real client). */
  readonly activeTopics: ReadonlyMap<string, number>;
}

/** A stream client with a fixed status: subscriptions are recorded and do nothing else. */
export function createRecordingStreamClient(status: StreamStatus = 'live'): RecordingStreamClient {
  const status$ = new BehaviorSubject<StreamStatus>(status);
  const subscriptions: (readonly string[])[] = [];
  const activeTopics = new Map<string, number>();
  return {
    subscriptions,
    activeTopics,
    subscribe(topics) {
      subscriptions.push([...topics]);
      for (const t of topics) activeTopics.set(t, (activeTopics.get(t) ?? 0) + 1);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        for (const t of topics) {
          const left = (activeTopics.get(t) ?? 1) - 1;
          if (left > 0) activeTopics.set(t, left);
          else activeTopics.delete(t);
        }
      };
    },
    status$: status$.asObservable(),
    get status() {
      return status$.value;
    },
    reconnect: () => undefined,
    close: () => status$.complete(),
  };
}
