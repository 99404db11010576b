import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { tradeColors } from 'shared-core';
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
  if (status === 'error' && rows.length === 0) {
    return (
      <Alert
        severity="error"
        data-testid="open-orders-error"
        action={
          onRetry ? (
            <Button color="inherit" size="small" onClick={onRetry} data-testid="open-orders-retry">
              {t('states.retry')}
            </Button>
          ) : undefined
        }
      >
        {t('states.error', { code: error?.code ?? '', message: error?.message ?? '' })}
      </Alert>
    );
  }
  if ((status === 'loading' || status === 'idle') && rows.length === 0) {
    return (
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', p: 2 }}
        data-testid="open-orders-loading"
        role="status"
      >
        <CircularProgress size={16} />
        <Typography variant="body2">{t('states.loading')}</Typography>
      </Stack>
    );
  }
  if (rows.length === 0) {
    return (
      <Box sx={{ p: 3, textAlign: 'center' }} data-testid="open-orders-empty">
        <Typography variant="body2" color="text.secondary">
          {t('states.empty')}
        </Typography>
      </Box>
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
