import { useCallback, useEffect, useRef, useState } from 'react';
import { toLoadError, type HttpClient, type LoadError } from 'shared-http';
import type { HistoryPage, HistoryQuery } from './api';
import { HISTORY_PAGE_SIZE, appendPage, rangeWindow, type HistoryRange } from './rules';

export type HistoryStatus = 'loading' | 'ready' | 'error';

export interface HistoryPages<T> {
  items: T[];
  status: HistoryStatus;
  /** the first page failed (status error), or the last "Load more" did (status ready) */
  error: LoadError | null;
  /** true while a next page is on its way: "Load more" is locked */
  loadingMore: boolean;
  /** there is a next page */
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

type Fetch<T> = (http: HttpClient, q: HistoryQuery, signal?: AbortSignal) => Promise<HistoryPage<T>>;

/** What one list (one range, one attempt) has loaded so far. */
interface Loaded<T> {
  key: string;
  items: T[];
  cursor: string;
  status: HistoryStatus;
  error: LoadError | null;
  loadingMore: boolean;
}

/**
 * One history list over a time range, paged by cursor. A new range (or a retry of the first page)
 * starts over and abandons the answer in flight; "Load more" is locked while a page is on its way
 * (a double click asks once), and a failed next page keeps the rows shown and is retried from the
 * same cursor.
 */
export function useHistoryPages<T>(
  http: HttpClient,
  fetchPage: Fetch<T>,
  range: HistoryRange,
  idOf: (item: T) => string,
  now: () => number = Date.now,
): HistoryPages<T> {
  const [attempt, setAttempt] = useState(0);
  const key = `${range}:${attempt}`;
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  // the window of the list shown: fixed when its first page is asked, so "Load more" pages the same range
  const windowRef = useRef<{ startTime: number; endTime: number } | null>(null);
  const inFlight = useRef(false);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    controllerRef.current = controller;
    inFlight.current = false;
    const window = rangeWindow(range, now());
    windowRef.current = window;
    fetchPage(http, { ...window, limit: HISTORY_PAGE_SIZE, cursor: '' }, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        setLoaded({
          key,
          items: page.list,
          cursor: page.nextPageCursor,
          status: 'ready',
          error: null,
          loadingMore: false,
        });
      },
      (e: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ key, items: [], cursor: '', status: 'error', error: toLoadError(e), loadingMore: false });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `now` is read once per list; a new clock function does not restart it
  }, [http, fetchPage, range, key]);

  const current = loaded?.key === key ? loaded : null;
  const cursor = current?.status === 'ready' ? current.cursor : '';

  const loadMore = useCallback(() => {
    const controller = controllerRef.current;
    const window = windowRef.current;
    if (inFlight.current || cursor === '' || !controller || !window) return;
    inFlight.current = true;
    setLoaded((l) => (l && l.key === key ? { ...l, loadingMore: true, error: null } : l));
    fetchPage(http, { ...window, limit: HISTORY_PAGE_SIZE, cursor }, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        inFlight.current = false;
        setLoaded((l) =>
          l && l.key === key
            ? { ...l, items: appendPage(l.items, page.list, idOf), cursor: page.nextPageCursor, loadingMore: false }
            : l,
        );
      },
      (e: unknown) => {
        if (controller.signal.aborted) return;
        inFlight.current = false;
        setLoaded((l) => (l && l.key === key ? { ...l, error: toLoadError(e), loadingMore: false } : l));
      },
    );
  }, [http, fetchPage, cursor, key, idOf]);

  const status = current?.status ?? 'loading';
  const retry = useCallback(() => {
    if (status === 'error') setAttempt((a) => a + 1);
    else loadMore();
  }, [status, loadMore]);

  return {
    items: current?.items ?? [],
    status,
    error: current?.error ?? null,
    loadingMore: current?.loadingMore ?? false,
    hasMore: cursor !== '',
    loadMore,
    retry,
  };
}
