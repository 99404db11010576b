import { Box, Stack, Tab, Tabs } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr, TableState, tradeColors } from 'shared-core';
import { DataTable, type DataColumn } from 'shared-core/dataTable';
import type { LoadError } from 'shared-http';
import { NS } from '../../i18n';
import { HistoryFooter, HistoryRangeChips } from '../history/HistoryControls';
import type { HistoryRange } from '../history/rules';
import type { HistoryStatus } from '../history/useHistoryPages';
import { LT_SUB_TABS, type LtRecordRowView, type LtSubTab } from './rules';

/** Table ids: the trader's hidden and reordered columns are saved under these. */
export const LT_TABLE_IDS: Record<LtSubTab, string> = {
  subscription: 'LT_SUBSCRIPTION_TABLE',
  redemption: 'LT_REDEMPTION_TABLE',
};

type Translate = ReturnType<typeof useTranslation>['t'];

const STATUS_COLOR: Record<LtRecordRowView['status'], string | undefined> = {
  Success: undefined,
  Processing: 'var(--trade-warning, #ed6c02)',
  // the trading red of the mode (the old `--mui-palette-*` variables were never defined)
  Failed: tradeColors.down,
};

function columns(t: Translate, sub: LtSubTab): DataColumn<LtRecordRowView>[] {
  const figure = (key: 'amount' | 'filled' | 'nav' | 'fee'): DataColumn<LtRecordRowView> => ({
    key,
    name: t(`leveragedToken.columns.${sub}.${key}`),
    align: 'end',
    value: (r) => r[key],
    cell: (r) => <Ltr>{r[key]}</Ltr>,
  });
  return [
    {
      key: 'ltCoin',
      name: t('leveragedToken.columns.ltCoin'),
      fixed: -1,
      width: 120,
      dragDisabled: true,
      value: (r) => r.ltCoin,
      cellStyle: () => ({ fontWeight: 600 }),
      cell: (r) => r.ltCoin,
    },
    figure('amount'),
    figure('filled'),
    figure('nav'),
    figure('fee'),
    {
      key: 'status',
      name: t('leveragedToken.columns.status'),
      value: (r) => r.status,
      cellStyle: (r) => ({ color: STATUS_COLOR[r.status] }),
      cell: (r) => t(`leveragedToken.status.${r.status}`),
    },
    {
      key: 'time',
      name: t('leveragedToken.columns.time'),
      sortable: true,
      sortValue: (r) => r.at,
      value: (r) => r.time,
      cell: (r) => <Ltr>{r.time}</Ltr>,
    },
  ];
}

const rowId = (r: LtRecordRowView) => r.id;
const rowAttributes = (r: LtRecordRowView) => ({ 'data-lt-record': r.id });

export interface LtRecordsViewProps {
  /** the token the records are of, e.g. BTC3L */
  ltCoin: string;
  subTab: LtSubTab;
  onSubTabChange: (tab: LtSubTab) => void;
  range: HistoryRange;
  onRangeChange: (range: HistoryRange) => void;
  rows: readonly LtRecordRowView[];
  status: HistoryStatus;
  error: LoadError | null;
  loadingMore: boolean;
  hasMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
}

/** The subscription/redemption history, presentational: sub-tabs, range chips, table, paging footer. */
export function LtRecordsView(p: LtRecordsViewProps) {
  const { t } = useTranslation(NS);
  const cols = useMemo(() => columns(t, p.subTab), [t, p.subTab]);
  const failed = p.status === 'error';
  return (
    <Box data-testid="lt-records-tab">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Tabs
          value={p.subTab}
          onChange={(_e, v: LtSubTab) => p.onSubTabChange(v)}
          aria-label={t('leveragedToken.subTabsLabel', { coin: p.ltCoin })}
          sx={{ minHeight: 32, '& .MuiTab-root': { minHeight: 32, py: 0.5, textTransform: 'none' } }}
        >
          {LT_SUB_TABS.map((tab) => (
            <Tab key={tab} value={tab} label={t(`leveragedToken.subTabs.${tab}`)} data-testid={`lt-sub-${tab}`} />
          ))}
        </Tabs>
        <HistoryRangeChips value={p.range} onChange={p.onRangeChange} testId="lt-range" />
      </Stack>
      {failed ? (
        <TableState
          status="error"
          testIdPrefix="lt-records"
          texts={{
            loading: t('leveragedToken.loading'),
            empty: '',
            error: t('leveragedToken.loadError', { code: p.error?.code ?? '', message: p.error?.message ?? '' }),
            retry: t('leveragedToken.retry'),
          }}
          onRetry={p.onRetry}
        />
      ) : null}
      <DataTable<LtRecordRowView>
        key={p.subTab}
        tableId={LT_TABLE_IDS[p.subTab]}
        columns={cols}
        rows={p.rows}
        getRowId={rowId}
        status={p.status}
        emptyTip={t(`leveragedToken.empty.${p.subTab}`, { days: p.range, coin: p.ltCoin })}
        rowAttributes={rowAttributes}
        ariaLabel={t(`leveragedToken.subTabs.${p.subTab}`)}
        testId={`lt-${p.subTab}`}
        footer={
          failed || p.status === 'loading' ? undefined : (
            <HistoryFooter
              count={p.rows.length}
              hasMore={p.hasMore}
              loadingMore={p.loadingMore}
              error={p.error}
              onLoadMore={p.onLoadMore}
              testId={`lt-${p.subTab}`}
            />
          )
        }
      />
    </Box>
  );
}
