import { Box, Button, Stack } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr, TableState } from 'shared-core';
import { DataTable, type DataColumn } from 'shared-core/dataTable';
import type { LoadError } from 'shared-http';
import { NS } from '../../i18n';
import type { AssetRowView } from './rules';

/** Table id: the trader's hidden and reordered columns are saved under it. */
export const ASSETS_TABLE = 'ASSETS_TABLE';

type Translate = ReturnType<typeof useTranslation>['t'];

function assetColumns(t: Translate): DataColumn<AssetRowView>[] {
  const amount = (key: 'walletBalance' | 'availableBalance' | 'positionIM' | 'orderIM'): DataColumn<AssetRowView> => ({
    key,
    name: t(`assets.columns.${key}`),
    align: 'end',
    value: (r) => r[key],
    cell: (r) => <Ltr>{r[key]}</Ltr>,
  });
  return [
    {
      key: 'coin',
      name: t('assets.columns.coin'),
      fixed: -1,
      width: 120,
      dragDisabled: true,
      sortable: true,
      sortValue: (r) => r.coin,
      value: (r) => r.coin,
      cellStyle: () => ({ fontWeight: 600 }),
      cell: (r) => r.coin,
    },
    amount('walletBalance'),
    amount('availableBalance'),
    amount('positionIM'),
    amount('orderIM'),
  ];
}

const rowId = (r: AssetRowView) => r.coin;
const rowAttributes = (r: AssetRowView) => ({ 'data-testid': `asset-row-${r.coin}` });

export interface AssetsTableProps {
  rows: readonly AssetRowView[];
  status: 'loading' | 'ready' | 'error';
  error?: LoadError | null;
  /** a reload in flight: Refresh is locked */
  refreshing?: boolean;
  onRefresh?: () => void;
}

/** The wallet's balances per coin on the shared DataTable (`ASSETS_TABLE`), presentational. */
export function AssetsTable({ rows, status, error, refreshing = false, onRefresh }: AssetsTableProps) {
  const { t } = useTranslation(NS);
  const columns = useMemo(() => assetColumns(t), [t]);
  return (
    <Box data-testid="assets-tab">
      <Stack direction="row" sx={{ justifyContent: 'flex-end', py: 0.5 }}>
        <Button size="small" onClick={onRefresh} disabled={!onRefresh || refreshing} data-testid="assets-refresh">
          {t('assets.refresh')}
        </Button>
      </Stack>
      {status === 'error' ? (
        <TableState
          status="error"
          testIdPrefix="assets"
          texts={{
            loading: t('assets.loading'),
            empty: t('assets.empty'),
            error: t('assets.loadError', { code: error?.code ?? '', message: error?.message ?? '' }),
            retry: t('assets.retry'),
          }}
          onRetry={onRefresh}
        />
      ) : null}
      <DataTable<AssetRowView>
        tableId={ASSETS_TABLE}
        columns={columns}
        rows={rows}
        getRowId={rowId}
        status={status}
        emptyTip={t('assets.empty')}
        rowAttributes={rowAttributes}
        ariaLabel={t('assets.title')}
        testId="assets"
      />
    </Box>
  );
}
