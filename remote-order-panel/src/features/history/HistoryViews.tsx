import { Box, Stack } from '@mui/material';
import type { LoadError } from 'shared-http';
import { HistoryFooter, HistoryRangeChips, OrderHistorySubTabs } from './HistoryControls';
import { OrderHistoryTable, TradeHistoryTable } from './HistoryTables';
import type { HistoryRange, OrderHistoryRowView, OrderHistorySubTab, TradeHistoryRowView } from './rules';
import type { HistoryStatus } from './useHistoryPages';

interface PagedProps {
  range: HistoryRange;
  onRangeChange: (range: HistoryRange) => void;
  status: HistoryStatus;
  error: LoadError | null;
  loadingMore: boolean;
  hasMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
}

export interface OrderHistoryViewProps extends PagedProps {
  subTabs: readonly OrderHistorySubTab[];
  subTab: OrderHistorySubTab;
  onSubTabChange: (tab: OrderHistorySubTab) => void;
  rows: readonly OrderHistoryRowView[];
}

/** The order-history tab, presentational: sub-tabs, range chips, table, paging footer. */
export function OrderHistoryView(p: OrderHistoryViewProps) {
  const firstPageFailed = p.status === 'error';
  return (
    <Box data-testid="order-history-tab">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <OrderHistorySubTabs tabs={p.subTabs} value={p.subTab} onChange={p.onSubTabChange} />
        <HistoryRangeChips value={p.range} onChange={p.onRangeChange} testId="order-history-range" />
      </Stack>
      <OrderHistoryTable
        rows={p.rows}
        status={p.status}
        error={p.error}
        days={p.range}
        onRetry={p.onRetry}
        footer={
          firstPageFailed || p.status === 'loading' ? undefined : (
            <HistoryFooter
              count={p.rows.length}
              hasMore={p.hasMore}
              loadingMore={p.loadingMore}
              error={p.error}
              onLoadMore={p.onLoadMore}
              testId="order-history"
            />
          )
        }
      />
    </Box>
  );
}

export interface TradeHistoryViewProps extends PagedProps {
  rows: readonly TradeHistoryRowView[];
}

/** The trade-history tab, presentational: range chips, table, paging footer. */
export function TradeHistoryView(p: TradeHistoryViewProps) {
  const firstPageFailed = p.status === 'error';
  return (
    <Box data-testid="trade-history-tab">
      <Stack direction="row" sx={{ justifyContent: 'flex-end', py: 0.5 }}>
        <HistoryRangeChips value={p.range} onChange={p.onRangeChange} testId="trade-history-range" />
      </Stack>
      <TradeHistoryTable
        rows={p.rows}
        status={p.status}
        error={p.error}
        days={p.range}
        onRetry={p.onRetry}
        footer={
          firstPageFailed || p.status === 'loading' ? undefined : (
            <HistoryFooter
              count={p.rows.length}
              hasMore={p.hasMore}
              loadingMore={p.loadingMore}
              error={p.error}
              onLoadMore={p.onLoadMore}
              testId="trade-history"
            />
          )
        }
      />
    </Box>
  );
}
