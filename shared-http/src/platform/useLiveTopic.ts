import { useEffect } from 'react';
import { filter } from 'rxjs';
import type { StreamName } from 'shared-core';
import { retainTopicStatusMirror } from '../streams';
import { useHostServices } from './HostServicesContext';

/** What a load returns: a dispatched thunk (or anything else that can be cancelled). */
export interface Abortable {
  abort(reason?: string): void;
}

export interface LiveTopicOptions {
  /** The stream the topic is on. */
  stream: StreamName;
  /** The push topic, e.g. `user.position` or `tickers.BTC`. */
  topic: string;
  /**
   * Loads the REST snapshot of the topic: on mount (and whenever `reload` or `topic` change) and
   * on every `stream.resync` of the topic. Keep it stable (`useCallback`): a new function reloads.
   */
  reload: () => Abortable;
}

/**
 * Live data of one topic: the snapshot on mount, the topic subscribed while mounted (its pushes
 * reach the store through the bus), the snapshot again on a resync of that topic. On unmount or
 * change the load in flight is aborted and the topic unsubscribed. While mounted, the stream's
 * per-topic health is mirrored into the store, so `TopicsStatusBadge` and `selectTopicsStatus`
 * show this topic's status.
 */
export function useLiveTopic({ stream, topic, reload }: LiveTopicOptions): void {
  const { streams, bus, store } = useHostServices();
  const client = streams[stream];
  useEffect(() => {
    const load = reload();
    const releaseMirror = retainTopicStatusMirror(store, stream, client);
    const unsubscribe = client.subscribe([topic]);
    const resync = bus
      .on('stream.resync')
      .pipe(filter((e) => e.topic === topic))
      .subscribe(() => void reload());
    return () => {
      load.abort();
      unsubscribe();
      releaseMirror(); // after the unsubscribe, so the store hears the topic is gone
      resync.unsubscribe();
    };
  }, [reload, topic, stream, client, bus, store]);
}
