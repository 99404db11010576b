import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectCurrentSymbol, useAppSelector, type WireExecution } from 'shared-core';
import { useHostServices } from 'shared-http';
import type { TabContentProps } from '../tabs/types';
import { fetchTradeHistory } from './api';
import { TradeHistoryView } from './HistoryViews';
import { DEFAULT_HISTORY_RANGE, tradeHistoryRow, visibleRows, type HistoryRange } from './rules';
import { useHistoryPages } from './useHistoryPages';
import { useSymbolConfigs } from './useSymbolConfigs';

const execIdOf = (e: WireExecution) => e.execId;

/**
 * The content of the tradeHistory tab: the executions of the chosen range, paged, following the
 * panel's instrument filter and all-markets setting.
 */
export function TradeHistoryTab({ instrumentFilter, allMarkets }: TabContentProps) {
  const { http } = useHostServices();
  const { i18n } = useTranslation();
  const currentSymbol = useAppSelector(selectCurrentSymbol);
  const [range, setRange] = useState<HistoryRange>(DEFAULT_HISTORY_RANGE);
  const pages = useHistoryPages(http, fetchTradeHistory, range, execIdOf);
  const configs = useSymbolConfigs(http);
  const locale = i18n.language;
  const rows = useMemo(
    () =>
      visibleRows(
        pages.items.map((e) => tradeHistoryRow(e, configs[e.symbol], locale)),
        { instrumentFilter, allMarkets, currentSymbol },
      ),
    [pages.items, configs, locale, instrumentFilter, allMarkets, currentSymbol],
  );
  return (
    <TradeHistoryView
      range={range}
      onRangeChange={setRange}
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
