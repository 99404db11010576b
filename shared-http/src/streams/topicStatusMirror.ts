import type { Subscription } from 'rxjs';
import { topicStatusesChanged, type StreamName } from 'shared-core';
import type { StreamClient } from './streamClient';

interface Dispatcher {
  dispatch: (action: ReturnType<typeof topicStatusesChanged>) => unknown;
}

interface Mirror {
  users: number;
  subscription: Subscription;
}

const mirrors = new WeakMap<Dispatcher, Map<StreamClient, Mirror>>();

/**
 * Mirrors a stream client's per-topic health into the store (`streams.topics`), one dispatch per
 * change of a topic's status (the client reports at most once a second, never per message).
 * Reference counted per store and client: every live topic holds it, the last release stops it.
 * A client without `topicStatus$` (an older host's, a test fake) is not mirrored: the selectors
 * then fall back to the stream's status.
 */
export function retainTopicStatusMirror(store: Dispatcher, stream: StreamName, client: StreamClient): () => void {
  const topicStatus$ = client.topicStatus$;
  if (!topicStatus$) return () => undefined;
  let byClient = mirrors.get(store);
  if (!byClient) mirrors.set(store, (byClient = new Map()));
  let mirror = byClient.get(client);
  if (!mirror) {
    const subscription = topicStatus$.subscribe((topics) => store.dispatch(topicStatusesChanged({ stream, topics })));
    mirror = { users: 0, subscription };
    byClient.set(client, mirror);
  }
  mirror.users++;
  const held = mirror;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--held.users > 0) return;
    held.subscription.unsubscribe();
    byClient.delete(client);
  };
}
