import { Box, Stack } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr, TableState, tableStateTexts, tradeColors } from 'shared-core';
import {
  DataTable,
  FUTURES_SPREAD_TABLE,
  FuturesSpreadLeg,
  type DataColumn,
  type KeyValueStorage,
} from 'shared-core/dataTable';
import type { LoadError } from 'shared-http';
import { NS } from '../../i18n';
import type { SpreadLeg, SpreadRowView } from './rules';
import { symbolColumn } from '../tableColumns/symbolColumn';

type Translate = ReturnType<typeof useTranslation>['t'];

/** Both legs of a row, one line each (leg 1 above leg 2). */
function Legs({ row, render }: { row: SpreadRowView; render: (leg: SpreadLeg, n: 1 | 2) => ReactNode }) {
  return (
    <Stack spacing={0.25}>
      {row.legs.map((leg, i) => (
        <Box key={i}>{render(leg, (i + 1) as 1 | 2)}</Box>
      ))}
    </Stack>
  );
}

function spreadColumns(t: Translate, tableId: string, storage?: KeyValueStorage): DataColumn<SpreadRowView>[] {
  const sideColor = (side: SpreadLeg['side']) => (side === 'Buy' ? tradeColors.up : tradeColors.down);
  return [
    symbolColumn(t('spread.columns.symbol'), 220),
    {
      key: 'side',
      name: t('columns.side'),
      value: (r) => r.side,
      cellStyle: (r) => ({ color: sideColor(r.side) }),
      cell: (r) => t(`side.${r.side}`),
    },
    {
      key: 'legSymbol',
      name: t('spread.columns.legSymbol'),
      value: (r) => r.legs.map((l) => l.symbol).join(' / '),
      cell: (r) => (
        <Legs
          row={r}
          render={(leg, n) => (
            <FuturesSpreadLeg tableId={tableId} baseCoin={r.baseCoin} storage={storage}>
              <span data-testid={`spread-leg-${r.orderId}-${n}`} title={t('spread.openLeg', { symbol: leg.symbol })}>
                {leg.symbol}
              </span>
            </FuturesSpreadLeg>
          )}
        />
      ),
    },
    {
      key: 'legSide',
      name: t('spread.columns.legSide'),
      value: (r) => r.legs.map((l) => l.side).join(' / '),
      cell: (r) => (
        <Legs row={r} render={(leg) => <span style={{ color: sideColor(leg.side) }}>{t(`side.${leg.side}`)}</span>} />
      ),
    },
    {
      key: 'legProductType',
      name: t('spread.columns.legProductType'),
      value: (r) => r.legs.map((l) => l.productType).join(' / '),
      cell: (r) => <Legs row={r} render={(leg) => t(`spread.productType.${leg.productType}`)} />,
    },
    {
      key: 'price',
      name: t('columns.price'),
      align: 'end',
      value: (r) => r.price,
      cell: (r) => <Ltr>{r.price}</Ltr>,
    },
    { key: 'qty', name: t('columns.qty'), align: 'end', value: (r) => r.qty, cell: (r) => <Ltr>{r.qty}</Ltr> },
    {
      key: 'time',
      name: t('columns.time'),
      sortable: true,
      sortValue: (r) => r.time,
      value: (r) => r.time,
      cell: (r) => <Ltr>{r.time}</Ltr>,
    },
  ];
}

const rowId = (r: SpreadRowView) => r.orderId;
const rowAttributes = (r: SpreadRowView) => ({ 'data-testid': `spread-order-row-${r.orderId}` });

export interface SpreadOrdersTableProps {
  rows: readonly SpreadRowView[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  error?: LoadError | null;
  onRetry?: () => void;
  onTrace?: (code: number, detail?: string) => void;
  /** where a leg click stores the base coin (local storage by default) */
  storage?: KeyValueStorage;
}

/**
 * The spread-trading sub-tab's table (`FUTURES_SPREAD_TABLE`: no futures-spread promotion in its
 * empty state, a leg opens the futures-spread page in the same tab, order-panel.md §2.4),
 * presentational. A failed load is said above the table (§8).
 */
export function SpreadOrdersTable({ rows, status, error, onRetry, onTrace, storage }: SpreadOrdersTableProps) {
  const { t } = useTranslation(NS);
  const columns = useMemo(() => spreadColumns(t, FUTURES_SPREAD_TABLE, storage), [t, storage]);
  return (
    <Box data-testid="spread-orders">
      {status === 'error' ? (
        <TableState status="error" testIdPrefix="spread-orders" texts={tableStateTexts(t, error)} onRetry={onRetry} />
      ) : null}
      <DataTable<SpreadRowView>
        tableId={FUTURES_SPREAD_TABLE}
        columns={columns}
        rows={rows}
        getRowId={rowId}
        status={status === 'idle' ? 'loading' : status}
        emptyTip={t('spread.empty')}
        rowAttributes={rowAttributes}
        ariaLabel={t('subTabs.spread')}
        testId="spread-table"
        onTrace={onTrace}
      />
    </Box>
  );
}
