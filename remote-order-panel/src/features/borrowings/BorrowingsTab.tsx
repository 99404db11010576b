import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from 'shared-core';
import { toLoadError, useHostServices, type LoadError } from 'shared-http';
import { selectOpenOrderList } from '../openOrders/slice';
import type { TabContentProps } from '../tabs/types';
import { fetchBorrowings } from './api';
import { BorrowingsTable } from './BorrowingsTable';
import { borrowingRows } from './rules';

interface Loaded {
  list: unknown[];
  status: 'ready' | 'error';
  error: LoadError | null;
}

/**
 * The content of the borrowings tab: what the unified account borrows per coin. Loaded when the
 * tab opens, again when the open orders change (a fill moves the wallet, and a wallet below zero
 * is borrowed) and on Refresh (locked while a reload is on its way). Per account: the instrument
 * filter and all-markets setting do not narrow it. The tab is hidden by the `borrowing` flag.
 */
export function BorrowingsTab(_props: TabContentProps) {
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
    fetchBorrowings(http, c.signal).then(
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
  const rows = useMemo(() => borrowingRows(loaded?.list ?? [], locale), [loaded, locale]);
  return (
    <BorrowingsTable
      rows={rows}
      status={loaded?.status ?? 'loading'}
      error={loaded?.error}
      refreshing={refreshing}
      onRefresh={refresh}
    />
  );
}
