import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TabContentProps } from '../tabs/types';
import { fetchWallet } from './api';
import { AssetsTable } from './AssetsTable';
import { assetRows } from './rules';
import { useAccountList } from './useAccountList';

/**
 * The content of the assets tab: the wallet's balances per coin. Loaded when the tab opens, again
 * whenever the open orders change (a placed, filled or cancelled order moves the order margin and
 * the balance) and on Refresh (locked while a reload is on its way). The wallet is per account,
 * so the instrument filter and all-markets setting do not narrow it.
 */
export function AssetsTab(_props: TabContentProps) {
  const { i18n } = useTranslation();
  const { loaded, refreshing, refresh } = useAccountList(fetchWallet);
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
