import { Alert, Box, Stack, Tab, Tabs } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr, TableState, tradeColors } from 'shared-core';
import { DataTable, type DataColumn } from 'shared-core/dataTable';
import type { LoadError } from 'shared-http';
import { NS } from '../../i18n';
import { HistoryFooter, HistoryRangeChips } from '../history/HistoryControls';
import type { HistoryRange } from '../history/rules';
import type { HistoryStatus } from '../history/useHistoryPages';
import type { PnlRowView, PnlSubTab, PnlTone } from './rules';
import { symbolColumn } from '../tableColumns/symbolColumn';

/** Table ids: the trader's hidden and reordered columns are saved under these (order-panel.md §3). */
export const PNL_TABLE_IDS: Record<PnlSubTab, string> = {
  closedOrders: 'PNL_CLOSED_ORDERS_TABLE',
  closedPositions: 'PNL_CLOSED_POSITIONS_TABLE',
};

type Translate = ReturnType<typeof useTranslation>['t'];

const toneColor = (tone: PnlTone): string | undefined =>
  tone === 'profit' ? tradeColors.up : tone === 'loss' ? tradeColors.down : undefined;

/** Figures, signed ones above all, read left to right in Arabic too. */
const num = (text: string) => <Ltr>{text}</Ltr>;

function columns(t: Translate, sub: PnlSubTab): DataColumn<PnlRowView>[] {
  const all: (DataColumn<PnlRowView> | false)[] = [
    symbolColumn(t('pnl.columns.symbol'), 180, { sortable: false }),
    {
      key: 'side',
      name: t('pnl.columns.side'),
      value: (r) => r.side,
      cellStyle: (r) => ({ color: r.side === 'Buy' ? tradeColors.up : tradeColors.down }),
      cell: (r) => t(`pnl.side.${r.side}`),
    },
    { key: 'qty', name: t('pnl.columns.qty'), align: 'end', value: (r) => r.qty, cell: (r) => num(r.qty) },
    {
      key: 'entryPrice',
      name: t('pnl.columns.entryPrice'),
      align: 'end',
      value: (r) => r.entryPrice,
      cell: (r) => num(r.entryPrice),
    },
    {
      key: 'exitPrice',
      name: t('pnl.columns.exitPrice'),
      align: 'end',
      value: (r) => r.exitPrice,
      cell: (r) => num(r.exitPrice),
    },
    {
      key: 'pnl',
      name: t('pnl.columns.pnl'),
      align: 'end',
      value: (r) => r.pnl,
      cellStyle: (r) => ({ color: toneColor(r.tone) }),
      cell: (r) => num(r.pnl),
    },
    sub === 'closedPositions' && {
      key: 'fees',
      name: t('pnl.columns.fees'),
      align: 'end',
      value: (r) => r.fees,
      cell: (r) => num(r.fees),
    },
    sub === 'closedPositions' && {
      key: 'netPnl',
      name: t('pnl.columns.netPnl'),
      align: 'end',
      value: (r) => r.netPnl,
      cellStyle: (r) => ({ color: toneColor(r.netTone), fontWeight: 600 }),
      cell: (r) => num(r.netPnl),
    },
    sub === 'closedPositions' && {
      key: 'openedTime',
      name: t('pnl.columns.openedTime'),
      value: (r) => r.openedTime,
      cell: (r) => num(r.openedTime),
    },
    {
      key: 'time',
      name: t('pnl.columns.time'),
      sortable: true,
      sortValue: (r) => r.at,
      value: (r) => r.time,
      cell: (r) => num(r.time),
    },
  ];
  return all.filter((c): c is DataColumn<PnlRowView> => c !== false);
}

const rowId = (r: PnlRowView) => r.id;
const rowAttributes = (r: PnlRowView) => ({ 'data-pnl-id': r.id, 'data-symbol': r.symbol });

export interface PnlViewProps {
  /** empty: a demo account (no P&L sub-tabs, §2.2) */
  subTabs: readonly PnlSubTab[];
  subTab: PnlSubTab;
  onSubTabChange: (tab: PnlSubTab) => void;
  range: HistoryRange;
  onRangeChange: (range: HistoryRange) => void;
  rows: readonly PnlRowView[];
  status: HistoryStatus;
  error: LoadError | null;
  loadingMore: boolean;
  hasMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
}

/** The profit-and-loss tab, presentational: sub-tabs, range chips, table, paging footer. */
export function PnlView(p: PnlViewProps) {
  const { t } = useTranslation(NS);
  const cols = useMemo(() => columns(t, p.subTab), [t, p.subTab]);
  if (p.subTabs.length === 0)
    return (
      <Box data-testid="pnl-tab" sx={{ p: 1 }}>
        <Alert severity="info" data-testid="pnl-demo">
          {t('pnl.demo')}
        </Alert>
      </Box>
    );
  const failed = p.status === 'error';
  return (
    <Box data-testid="pnl-tab">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Tabs
          value={p.subTab}
          onChange={(_e, v: PnlSubTab) => p.onSubTabChange(v)}
          aria-label={t('pnl.subTabsLabel')}
          sx={{ minHeight: 32, '& .MuiTab-root': { minHeight: 32, py: 0.5, textTransform: 'none' } }}
        >
          {p.subTabs.map((tab) => (
            <Tab key={tab} value={tab} label={t(`pnl.subTabs.${tab}`)} data-testid={`pnl-sub-${tab}`} />
          ))}
        </Tabs>
        <HistoryRangeChips value={p.range} onChange={p.onRangeChange} testId="pnl-range" />
      </Stack>
      {failed ? (
        <TableState
          status="error"
          testIdPrefix="pnl"
          texts={{
            loading: t('pnl.loading'),
            empty: '',
            error: t('pnl.loadError', { code: p.error?.code ?? '', message: p.error?.message ?? '' }),
            retry: t('pnl.retry'),
          }}
          onRetry={p.onRetry}
        />
      ) : null}
      <DataTable<PnlRowView>
        key={p.subTab}
        tableId={PNL_TABLE_IDS[p.subTab]}
        columns={cols}
        rows={p.rows}
        getRowId={rowId}
        status={p.status}
        emptyTip={t(p.subTab === 'closedOrders' ? 'pnl.emptyOrders' : 'pnl.emptyPositions', { days: p.range })}
        rowAttributes={rowAttributes}
        ariaLabel={t(`pnl.subTabs.${p.subTab}`)}
        testId={`pnl-${p.subTab}`}
        footer={
          failed || p.status === 'loading' ? undefined : (
            <HistoryFooter
              count={p.rows.length}
              hasMore={p.hasMore}
              loadingMore={p.loadingMore}
              error={p.error}
              onLoadMore={p.onLoadMore}
              testId={`pnl-${p.subTab}`}
            />
          )
        }
      />
    </Box>
  );
}
