import { Chip, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr, TableState, tableStateTexts, tradeColors } from 'shared-core';
import { DataTable, POSITIONS_TABLE, type DataColumn } from 'shared-core/dataTable';
import { NS } from '../../i18n';
import { AutoMarginSwitch } from '../margin/AutoMarginSwitch';
import { MarginButton } from '../margin/MarginButton';
import { RowActions } from './RowActions';
import type { PositionRowView } from './rules';
import type { LoadError } from './slice';

export interface PositionsTableProps {
  rows: readonly PositionRowView[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  error?: LoadError | null;
  /** The page's current instrument: its rows are highlighted. */
  currentSymbol?: string | null;
  onRetry?: () => void;
  /** Internal tracing of the table (50004: the column layout could not be saved). */
  onTrace?: (code: number, detail?: string) => void;
}

const pnlColor = (sign: -1 | 0 | 1): string | undefined =>
  sign > 0 ? tradeColors.up : sign < 0 ? tradeColors.down : undefined;

type Translate = ReturnType<typeof useTranslation>['t'];

/** The positions columns (positions.md §2): the contract pinned at the start, figures at the end. */
function positionColumns(t: Translate): DataColumn<PositionRowView>[] {
  return [
    {
      key: 'contract',
      name: t('columns.contract'),
      fixed: -1,
      width: 260,
      dragDisabled: true,
      sortable: true,
      sortValue: (r) => r.symbol,
      // what the cell shows: a mark push (new row object) leaves it alone
      value: (r) =>
        `${r.symbol}|${r.side}|${r.marginTag?.mode ?? ''}|${r.marginTag?.leverage ?? ''}|${r.optionType ?? ''}`,
      cell: (row) => (
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography
            variant="body2"
            sx={{
              fontWeight: 600,
              color: row.side === 'Buy' ? tradeColors.up : tradeColors.down,
              wordBreak: 'break-all',
            }}
          >
            {row.symbol}
          </Typography>
          <Chip size="small" variant="outlined" label={t(`side.${row.side}`)} />
          {row.marginTag ? (
            <Chip
              size="small"
              variant="outlined"
              label={t(`tags.${row.marginTag.mode}`, { leverage: row.marginTag.leverage })}
            />
          ) : null}
          {row.isOption ? (
            <Chip size="small" variant="outlined" label={t(`tags.${row.optionType ?? 'option'}`)} />
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'size',
      name: t('columns.size'),
      align: 'end',
      value: (r) => r.size,
      // signed figures keep their minus in front right to left (Arabic)
      cell: (r) => <Ltr>{r.size}</Ltr>,
    },
    {
      key: 'entryPrice',
      name: t('columns.entryPrice'),
      align: 'end',
      value: (r) => r.entryPrice,
      cell: (r) => r.entryPrice,
    },
    {
      key: 'markPrice',
      name: t('columns.markPrice'),
      align: 'end',
      value: (r) => r.markPrice,
      cell: (r) => r.markPrice,
      cellAttributes: (r) => ({ 'data-testid': `position-mark-${r.symbol}` }),
    },
    {
      key: 'upl',
      name: t('columns.upl'),
      align: 'end',
      value: (r) => `${r.upl}|${r.roi}|${r.uplSign}`,
      cellAttributes: (r) => ({ 'data-testid': `position-upl-${r.symbol}`, 'data-sign': r.uplSign }),
      cellStyle: (r) => ({ color: pnlColor(r.uplSign) }),
      cell: (r) => (
        <>
          <Ltr>{r.upl}</Ltr>
          <Typography component="span" variant="caption" sx={{ display: 'block', color: 'inherit' }}>
            <Ltr>{r.roi}</Ltr>
          </Typography>
        </>
      ),
    },
    {
      key: 'im',
      name: t('columns.im'),
      align: 'end',
      value: (r) => `${r.im}|${r.position.isIsolated ?? ''}|${r.position.entryPrice ?? ''}|${r.size}`,
      cell: (r) => (
        <>
          {r.im}
          <MarginButton position={r.position} />
        </>
      ),
    },
    { key: 'mm', name: t('columns.mm'), align: 'end', value: (r) => r.mm, cell: (r) => r.mm },
    {
      key: 'autoMargin',
      name: t('columns.autoMargin'),
      value: (r) => `${r.position.isIsolated ?? ''}|${r.position.isAutoAddMargin ?? ''}|${r.size}`,
      cell: (r) => <AutoMarginSwitch position={r.position} />,
    },
    {
      key: 'actions',
      name: t('columns.actions'),
      align: 'end',
      fixed: 1,
      width: 220,
      dragDisabled: true,
      value: (r) => r.position.size,
      cell: (r) => <RowActions position={r.position} />,
    },
  ];
}

const rowId = (row: PositionRowView) => row.key;
const rowAttributes = (row: PositionRowView) => ({
  'data-testid': `position-row-${row.symbol}`,
  'data-side': row.side,
});

/**
 * The flat positions table (positions.md §2) on the shared DataTable (`POSITIONS_TABLE`: never
 * virtual rows), presentational: rows in, retry out. A failed load is said above the table (§8).
 */
export function PositionsTable({ rows, status, error, currentSymbol, onRetry, onTrace }: PositionsTableProps) {
  const { t } = useTranslation(NS);
  const columns = useMemo(() => positionColumns(t), [t]);
  const isCurrent = useMemo(() => (row: PositionRowView) => row.symbol === currentSymbol, [currentSymbol]);
  return (
    <>
      {status === 'error' ? (
        <TableState status="error" testIdPrefix="positions" texts={tableStateTexts(t, error)} onRetry={onRetry} />
      ) : null}
      <DataTable<PositionRowView>
        tableId={POSITIONS_TABLE}
        columns={columns}
        rows={rows}
        getRowId={rowId}
        status={status}
        emptyTip={t('states.empty')}
        isRowSelected={isCurrent}
        rowAttributes={rowAttributes}
        ariaLabel={t('title')}
        testId="positions"
        onTrace={onTrace}
      />
    </>
  );
}
