import { useCallback } from 'react';
import { useAppDispatch } from 'shared-core';
import { useHostServices, useLiveTopic } from 'shared-http';
import { abortable } from './abortable';
import { depthLoaded, feedFailed, feedLoaded, toFeedError } from './accountSlice';
import { fetchInstrumentDetail, orderbookTopic } from './api';

/**
 * Public data of the option in the form (renders nothing): the detail snapshot and the live book.
 * Mounted only while there is a draft, so no placeholder topic is ever subscribed. A failed load is
 * kept as the book feed's error (shown under the ticket) until the next load succeeds.
 */
export function BookFeed({ symbol }: { symbol: string }) {
  const { http } = useHostServices();
  const dispatch = useAppDispatch();
  const reload = useCallback(
    () =>
      abortable(
        async (signal) => {
          const d = await fetchInstrumentDetail(http, symbol, signal);
          dispatch(depthLoaded({ symbol, bids: d.bids ?? [], asks: d.asks ?? [] }));
          dispatch(feedLoaded('book'));
        },
        (e) => dispatch(feedFailed({ feed: 'book', error: toFeedError(e) })),
      ),
    [http, dispatch, symbol],
  );
  useLiveTopic({ stream: 'public', topic: orderbookTopic(symbol), reload });
  return null;
}
