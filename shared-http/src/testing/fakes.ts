// Test and Storybook fakes with no jest in them: Storybook (a browser bundle) imports this file
// through `shared-http/testing/fakes`; jest tests get it re-exported by `shared-http/testing`.
// Never imported by runtime code.
import { BehaviorSubject } from 'rxjs';
import type { StreamStatus } from 'shared-core';
import type { SocketLike, StreamClient } from '../streams';

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

/**
 * The simulator's side of one WebSocket, as a stream client sees it: `open()` it, `push()` frames,
 * set `stalled` for the stall fault (open, but nothing arrives: no pushes, no pongs). It answers
 * each ping with a pong after 5 ms, as the simulator does. Pass it as `socketFactory: () => socket`.
 */
export class FakeServerSocket implements SocketLike {
  readyState = 0;
  stalled = false;
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  send(data: string): void {
    if ((JSON.parse(data) as { op?: string }).op === 'ping') setTimeout(() => this.push({ op: 'pong' }), 5);
  }
  close(): void {
    this.readyState = 3;
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  push(message: object): void {
    if (!this.stalled) this.onmessage?.({ data: JSON.stringify(message) });
  }
}
