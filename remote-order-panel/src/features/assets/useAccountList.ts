import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppSelector } from 'shared-core';
import { toLoadError, useHostServices, type HttpClient, type LoadError } from 'shared-http';
import { selectOpenOrderList } from '../openOrders/slice';

export interface AccountList {
  list: unknown[];
  status: 'ready' | 'error';
  error: LoadError | null;
}

/**
 * A per-account list the panel shows (the wallet's balances, what the account borrows): loaded
 * when the tab opens, again whenever the open orders change (a placed, filled or cancelled order
 * moves the wallet) and on `refresh` (ignored while a reload is on its way). A failed reload keeps
 * the rows it had and says why. Per account: the instrument filter and all-markets do not narrow it.
 */
export function useAccountList(fetchList: (http: HttpClient, signal: AbortSignal) => Promise<unknown[]>) {
  const { http } = useHostServices();
  const openOrders = useAppSelector(selectOpenOrderList);
  const [loaded, setLoaded] = useState<AccountList | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const c = new AbortController();
    controller.current?.abort();
    controller.current = c;
    fetchList(http, c.signal).then(
      (list) => {
        if (c.signal.aborted) return;
        setLoaded({ list, status: 'ready', error: null });
        setRefreshing(false);
      },
      (e: unknown) => {
        if (c.signal.aborted) return;
        setLoaded((l) => ({ list: l?.list ?? [], status: 'error', error: toLoadError(e) }));
        setRefreshing(false);
      },
    );
    return () => c.abort();
  }, [http, fetchList, openOrders, attempt]);

  const refresh = useCallback(() => {
    if (refreshing) return;
    setRefreshing(true);
    setAttempt((a) => a + 1);
  }, [refreshing]);

  return { loaded, refreshing, refresh };
}
