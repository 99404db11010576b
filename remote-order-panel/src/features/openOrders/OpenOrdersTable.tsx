import { Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TableState, tableStateTexts, tradeColors } from 'shared-core';
import { NS } from '../../i18n';
import type { OpenOrderRowView } from './rules';
import type { LoadError } from './slice';

export interface OpenOrdersTableProps {
  rows: readonly OpenOrderRowView[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  error?: LoadError | null;
  /** orderIds whose cancel is in flight: their button is disabled. */
  cancelling?: Readonly<Record<string, true>>;
  onCancel?: (orderId: string) => void;
  onRetry?: () => void;
}

/** The open-orders table, presentational: rows in, cancel and retry out. */
export function OpenOrdersTable({ rows, status, error, cancelling = {}, onCancel, onRetry }: OpenOrdersTableProps) {
  const { t } = useTranslation(NS);
  if (rows.length === 0) {
    return (
      <TableState status={status} testIdPrefix="open-orders" texts={tableStateTexts(t, error)} onRetry={onRetry} />
    );
  }
  return (
    <Table size="small" stickyHeader data-testid="open-orders-table" aria-label={t('tabs.openOrders')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('columns.symbol')}</TableCell>
          <TableCell>{t('columns.side')}</TableCell>
          <TableCell>{t('columns.type')}</TableCell>
          <TableCell align="right">{t('columns.price')}</TableCell>
          <TableCell align="right">{t('columns.qty')}</TableCell>
          <TableCell align="right">{t('columns.filled')}</TableCell>
          <TableCell>{t('columns.status')}</TableCell>
          <TableCell>{t('columns.time')}</TableCell>
          <TableCell align="right">{t('columns.action')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.orderId} hover data-testid={`open-order-row-${row.orderId}`} data-status={row.orderStatus}>
            <TableCell sx={{ fontWeight: 600, wordBreak: 'break-all' }}>{row.symbol}</TableCell>
            <TableCell sx={{ color: row.side === 'Buy' ? tradeColors.up : tradeColors.down }}>
              {t(`side.${row.side}`)}
            </TableCell>
            <TableCell>{t(`orderType.${row.orderType}`)}</TableCell>
            <TableCell align="right">{row.price}</TableCell>
            <TableCell align="right">{row.qty}</TableCell>
            <TableCell align="right">{row.filled}</TableCell>
            <TableCell>{t(`orderStatus.${row.orderStatus}`)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.time}</TableCell>
            <TableCell align="right">
              <Button
                size="small"
                variant="outlined"
                disabled={!onCancel || cancelling[row.orderId] === true}
                onClick={() => onCancel?.(row.orderId)}
                data-testid={`cancel-order-${row.orderId}`}
              >
                {t('cancel')}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
