import { Box, Button, Stack } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr, TableState } from 'shared-core';
import { DataTable, type DataColumn } from 'shared-core/dataTable';
import type { LoadError } from 'shared-http';
import { NS } from '../../i18n';
import type { BorrowingRowView } from './rules';

/** Table id: the trader's hidden and reordered columns are saved under it. */
export const BORROWINGS_TABLE = 'BORROWINGS_TABLE';

type Translate = ReturnType<typeof useTranslation>['t'];
type Figure = Exclude<keyof BorrowingRowView, 'coin'>;

function borrowingColumns(t: Translate): DataColumn<BorrowingRowView>[] {
  const figure = (key: Figure): DataColumn<BorrowingRowView> => ({
    key,
    name: t(`borrowings.columns.${key}`),
    align: 'end',
    value: (r) => r[key],
    cell: (r) => <Ltr>{r[key]}</Ltr>,
  });
  return [
    {
      key: 'coin',
      name: t('borrowings.columns.coin'),
      fixed: -1,
      width: 120,
      dragDisabled: true,
      sortable: true,
      sortValue: (r) => r.coin,
      value: (r) => r.coin,
      cellStyle: () => ({ fontWeight: 600 }),
      cell: (r) => r.coin,
    },
    figure('borrowAmount'),
    figure('interest'),
    figure('totalLiability'),
    figure('hourlyRate'),
    figure('availableToBorrow'),
    figure('maxBorrow'),
  ];
}

const rowId = (r: BorrowingRowView) => r.coin;
const rowAttributes = (r: BorrowingRowView) => ({ 'data-testid': `borrowing-row-${r.coin}` });

export interface BorrowingsTableProps {
  rows: readonly BorrowingRowView[];
  status: 'loading' | 'ready' | 'error';
  error?: LoadError | null;
  /** a reload in flight: Refresh is locked */
  refreshing?: boolean;
  onRefresh?: () => void;
}

/** What the unified account borrows per coin on the shared DataTable (`BORROWINGS_TABLE`), presentational. */
export function BorrowingsTable({ rows, status, error, refreshing = false, onRefresh }: BorrowingsTableProps) {
  const { t } = useTranslation(NS);
  const columns = useMemo(() => borrowingColumns(t), [t]);
  return (
    <Box data-testid="borrowings-tab">
      <Stack direction="row" sx={{ justifyContent: 'flex-end', py: 0.5 }}>
        <Button size="small" onClick={onRefresh} disabled={!onRefresh || refreshing} data-testid="borrowings-refresh">
          {t('borrowings.refresh')}
        </Button>
      </Stack>
      {status === 'error' ? (
        <TableState
          status="error"
          testIdPrefix="borrowings"
          texts={{
            loading: t('borrowings.loading'),
            empty: t('borrowings.empty'),
            error: t('borrowings.loadError', { code: error?.code ?? '', message: error?.message ?? '' }),
            retry: t('borrowings.retry'),
          }}
          onRetry={onRefresh}
        />
      ) : null}
      <DataTable<BorrowingRowView>
        tableId={BORROWINGS_TABLE}
        columns={columns}
        rows={rows}
        getRowId={rowId}
        status={status}
        emptyTip={t('borrowings.empty')}
        rowAttributes={rowAttributes}
        ariaLabel={t('borrowings.title')}
        testId="borrowings"
      />
    </Box>
  );
}
