import { useCallback, useEffect, useRef, useState } from 'react';
import { toLoadError, type HttpClient, type LoadError } from 'shared-http';
import { fetchSpreadOrders } from './api';

export interface SpreadOrdersState {
  list: readonly unknown[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: LoadError | null;
  /** Load again (after a cancel-all, on Retry, when the sub-tab opens); the load before is dropped. */
  reload: () => void;
}

const NONE: readonly unknown[] = [];

/**
 * The open futures-spread orders, when the account has the spread sub-tab (`enabled`): loaded once,
 * then on `reload`. A failed reload keeps the rows last loaded and says so.
 */
export function useSpreadOrders(http: HttpClient, enabled: boolean): SpreadOrdersState {
  const [state, setState] = useState<Omit<SpreadOrdersState, 'reload'>>({
    list: NONE,
    status: 'loading',
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    const c = new AbortController();
    controller.current?.abort();
    controller.current = c;
    fetchSpreadOrders(http, c.signal).then(
      (list) => {
        if (!c.signal.aborted) setState({ list, status: 'ready', error: null });
      },
      (e: unknown) => {
        if (!c.signal.aborted) setState((s) => ({ list: s.list, status: 'error', error: toLoadError(e) }));
      },
    );
    return () => c.abort();
  }, [http, enabled, attempt]);
  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  return enabled ? { ...state, reload } : { list: NONE, status: 'idle', error: null, reload };
}
