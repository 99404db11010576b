import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from 'shared-core';
import { toLoadError, useHostServices, type LoadError } from 'shared-http';
import { selectOpenOrderList } from '../openOrders/slice';
import type { TabContentProps } from '../tabs/types';
import { fetchWallet } from './api';
import { AssetsTable } from './AssetsTable';
import { assetRows } from './rules';

interface Loaded {
  list: unknown[];
  status: 'ready' | 'error';
  error: LoadError | null;
}

/**
 * The content of the assets tab: the wallet's balances per coin. Loaded when the tab opens, again
 * whenever the open orders change (a placed, filled or cancelled order moves the order margin and
 * the balance) and on Refresh (locked while a reload is on its way). The wallet is per account,
 * so the instrument filter and all-markets setting do not narrow it.
 */
export function AssetsTab(_props: TabContentProps) {
  const { http } = useHostServices();
  const { i18n } = useTranslation();
  const openOrders = useAppSelector(selectOpenOrderList);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const c = new AbortController();
    controller.current?.abort();
    controller.current = c;
    fetchWallet(http, c.signal).then(
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
  }, [http, openOrders, attempt]);

  const refresh = useCallback(() => {
    if (refreshing) return;
    setRefreshing(true);
    setAttempt((a) => a + 1);
  }, [refreshing]);

  const locale = i18n.language;
  const rows = useMemo(() => assetRows(loaded?.list ?? [], locale), [loaded, locale]);
  return (
    <AssetsTable
      rows={rows}
      status={loaded?.status ?? 'loading'}
      error={loaded?.error}
      refreshing={refreshing}
      onRefresh={refresh}
    />
  );
}
