import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TabContentProps } from '../tabs/types';
import { fetchBorrowings } from './api';
import { BorrowingsTable } from './BorrowingsTable';
import { borrowingRows } from './rules';
import { useAccountList } from '../assets/useAccountList';

/**
 * The content of the borrowings tab: what the unified account borrows per coin. Loaded when the
 * tab opens, again when the open orders change (a fill moves the wallet, and a wallet below zero
 * is borrowed) and on Refresh (locked while a reload is on its way). Per account: the instrument
 * filter and all-markets setting do not narrow it. The tab is hidden by the `borrowing` flag.
 */
export function BorrowingsTab(_props: TabContentProps) {
  const { i18n } = useTranslation();
  const { loaded, refreshing, refresh } = useAccountList(fetchBorrowings);
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
