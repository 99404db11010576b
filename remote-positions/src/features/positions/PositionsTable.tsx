import {
  Alert,
  Box,
  Button,
  Chip,
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
import type { PositionRowView } from './rules';
import type { LoadError } from './slice';

export interface PositionsTableProps {
  rows: readonly PositionRowView[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  error?: LoadError | null;
  /** The page's current instrument: its rows are highlighted. */
  currentSymbol?: string | null;
  onRetry?: () => void;
}

const pnlColor = (sign: -1 | 0 | 1): string | undefined =>
  sign > 0 ? tradeColors.up : sign < 0 ? tradeColors.down : undefined;

/** The flat positions table (positions.md §2), presentational: rows in, retry out. */
export function PositionsTable({ rows, status, error, currentSymbol, onRetry }: PositionsTableProps) {
  const { t } = useTranslation(NS);
  if (status === 'error' && rows.length === 0) {
    return (
      <Alert
        severity="error"
        data-testid="positions-error"
        action={
          onRetry ? (
            <Button color="inherit" size="small" onClick={onRetry} data-testid="positions-retry">
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
        data-testid="positions-loading"
        role="status"
      >
        <CircularProgress size={16} />
        <Typography variant="body2">{t('states.loading')}</Typography>
      </Stack>
    );
  }
  if (rows.length === 0) {
    return (
      <Box sx={{ p: 3, textAlign: 'center' }} data-testid="positions-empty">
        <Typography variant="body2" color="text.secondary">
          {t('states.empty')}
        </Typography>
      </Box>
    );
  }
  return (
    <Table size="small" stickyHeader data-testid="positions-table" aria-label={t('title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('columns.contract')}</TableCell>
          <TableCell align="right">{t('columns.size')}</TableCell>
          <TableCell align="right">{t('columns.entryPrice')}</TableCell>
          <TableCell align="right">{t('columns.markPrice')}</TableCell>
          <TableCell align="right">{t('columns.upl')}</TableCell>
          <TableCell align="right">{t('columns.im')}</TableCell>
          <TableCell align="right">{t('columns.mm')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow
            key={row.key}
            hover
            selected={row.symbol === currentSymbol}
            data-current={row.symbol === currentSymbol ? 'true' : undefined}
            data-testid={`position-row-${row.symbol}`}
            data-side={row.side}
          >
            <TableCell>
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
            </TableCell>
            <TableCell align="right">{row.size}</TableCell>
            <TableCell align="right">{row.entryPrice}</TableCell>
            <TableCell align="right" data-testid={`position-mark-${row.symbol}`}>
              {row.markPrice}
            </TableCell>
            <TableCell
              align="right"
              data-testid={`position-upl-${row.symbol}`}
              data-sign={row.uplSign}
              sx={{ color: pnlColor(row.uplSign) }}
            >
              {row.upl}
              <Typography component="span" variant="caption" sx={{ display: 'block', color: 'inherit' }}>
                {row.roi}
              </Typography>
            </TableCell>
            <TableCell align="right">{row.im}</TableCell>
            <TableCell align="right">{row.mm}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
