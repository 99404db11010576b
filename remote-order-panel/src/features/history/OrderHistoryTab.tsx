import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectAccountKind, selectCurrentSymbol, useAppSelector, type WireOrder } from 'shared-core';
import { useHostServices } from 'shared-http';
import type { TabContentProps } from '../tabs/types';
import { fetchOrderHistory } from './api';
import { OrderHistoryView } from './HistoryViews';
import {
  DEFAULT_HISTORY_RANGE,
  effectiveSubTab,
  orderHistoryRow,
  orderHistorySubTabs,
  visibleRows,
  type HistoryRange,
  type OrderHistorySubTab,
} from './rules';
import { useHistoryPages } from './useHistoryPages';
import { useSymbolConfigs } from './useSymbolConfigs';

const orderIdOf = (o: WireOrder) => o.orderId;

/**
 * The content of the orderHistory tab: the closed orders of the chosen range, paged, in the
 * sub-tab the account sees (a hidden choice falls back to ordinary), following the panel's
 * instrument filter and all-markets setting. Spread access is not known to the panel yet, so
 * the spread sub-tab stays hidden.
 */
export function OrderHistoryTab({ instrumentFilter, allMarkets }: TabContentProps) {
  const { http } = useHostServices();
  const { i18n } = useTranslation();
  const kind = useAppSelector(selectAccountKind);
  const currentSymbol = useAppSelector(selectCurrentSymbol);
  const [range, setRange] = useState<HistoryRange>(DEFAULT_HISTORY_RANGE);
  const [chosen, setChosen] = useState<OrderHistorySubTab>('ordinary');
  const subTabs = useMemo(() => orderHistorySubTabs(kind), [kind]);
  const subTab = effectiveSubTab(chosen, subTabs);
  const pages = useHistoryPages(http, fetchOrderHistory, range, orderIdOf);
  const configs = useSymbolConfigs(http);
  const locale = i18n.language;
  const rows = useMemo(
    () =>
      visibleRows(
        pages.items.map((o) => orderHistoryRow(o, configs[o.symbol], locale)).filter((r) => r.subTab === subTab),
        { instrumentFilter, allMarkets, currentSymbol },
      ),
    [pages.items, configs, locale, subTab, instrumentFilter, allMarkets, currentSymbol],
  );
  return (
    <OrderHistoryView
      range={range}
      onRangeChange={setRange}
      subTabs={subTabs}
      subTab={subTab}
      onSubTabChange={setChosen}
      rows={rows}
      status={pages.status}
      error={pages.error}
      loadingMore={pages.loadingMore}
      hasMore={pages.hasMore}
      onLoadMore={pages.loadMore}
      onRetry={pages.retry}
    />
  );
}
