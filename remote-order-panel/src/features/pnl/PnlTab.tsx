import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectAccountKind, selectCurrentSymbol, useAppSelector } from 'shared-core';
import { useHostServices } from 'shared-http';
import { DEFAULT_HISTORY_RANGE, type HistoryRange } from '../history/rules';
import { useHistoryPages } from '../history/useHistoryPages';
import { useSymbolConfigs } from '../history/useSymbolConfigs';
import type { TabContentProps } from '../tabs/types';
import { fetchClosedOrders, fetchClosedPositions, type WireClosedOrder, type WireClosedPosition } from './api';
import { PnlView } from './PnlView';
import { closedOrderRow, closedPositionRow, pnlSubTabs, visiblePnlRows, type PnlSubTab } from './rules';

const orderIdOf = (o: WireClosedOrder) => o.orderId;
const positionIdOf = (c: WireClosedPosition) => c.id;

/**
 * The content of the pnl tab: closed orders or closed positions of the chosen range, paged,
 * following the panel's instrument filter (spot and options never listed) and all-markets setting.
 */
export function PnlTab({ instrumentFilter, allMarkets }: TabContentProps) {
  const { http } = useHostServices();
  const { i18n } = useTranslation();
  const account = useAppSelector(selectAccountKind);
  const currentSymbol = useAppSelector(selectCurrentSymbol);
  const subTabs = useMemo(() => pnlSubTabs(account), [account]);
  const [subTab, setSubTab] = useState<PnlSubTab>('closedOrders');
  const [range, setRange] = useState<HistoryRange>(DEFAULT_HISTORY_RANGE);
  const orders = useHistoryPages(http, fetchClosedOrders, range, orderIdOf);
  const positions = useHistoryPages(http, fetchClosedPositions, range, positionIdOf);
  const configs = useSymbolConfigs(http);
  const locale = i18n.language;
  const opts = useMemo(
    () => ({ instrumentFilter, allMarkets, currentSymbol }),
    [instrumentFilter, allMarkets, currentSymbol],
  );
  const orderRows = useMemo(
    () => visiblePnlRows(orders.items, opts).map((o) => closedOrderRow(o, configs[o.symbol], locale)),
    [orders.items, opts, configs, locale],
  );
  const positionRows = useMemo(
    () => visiblePnlRows(positions.items, opts).map((c) => closedPositionRow(c, configs[c.symbol], locale)),
    [positions.items, opts, configs, locale],
  );
  const pages = subTab === 'closedOrders' ? orders : positions;
  return (
    <PnlView
      subTabs={subTabs}
      subTab={subTab}
      onSubTabChange={setSubTab}
      range={range}
      onRangeChange={setRange}
      rows={subTab === 'closedOrders' ? orderRows : positionRows}
      status={pages.status}
      error={pages.error}
      loadingMore={pages.loadingMore}
      hasMore={pages.hasMore}
      onLoadMore={pages.loadMore}
      onRetry={pages.retry}
    />
  );
}
