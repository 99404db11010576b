import {
  Box,
  Button,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Ltr, tradeColors } from 'shared-core';
import { NS } from '../../i18n';
import type { EntrySide } from './rules';

export interface BatchLegRow {
  legId: string;
  symbol: string;
  side: EntrySide;
  priceTypeLabel: string;
  /** the price it would be sent at now, formatted */
  price: string;
  qty: string;
  required: string | null;
  /** worded problems of the leg (errors block the batch) */
  problems: readonly string[];
  /** the outcome of this leg in the last submission, worded */
  outcome?: { text: string; severity: 'success' | 'error' | 'warning' | 'info' };
}

export interface BatchListProps {
  rows: readonly BatchLegRow[];
  max: number;
  totalRequired: string | null;
  locked: boolean;
  lockedLabel?: string;
  onRemove: (legId: string) => void;
  onClear: () => void;
  onPlace: () => void;
}

const outcomeColor = {
  success: 'success.main',
  error: 'error.main',
  warning: 'warning.main',
  info: 'text.secondary',
} as const;

/** The legs of a batch, reviewed together and sent in one call; per-leg outcomes after. */
export function BatchList({
  rows,
  max,
  totalRequired,
  locked,
  lockedLabel,
  onRemove,
  onClear,
  onPlace,
}: BatchListProps) {
  const { t } = useTranslation(NS);
  return (
    <Box
      sx={{ p: 1, borderTop: 1, borderColor: 'divider' }}
      data-testid="batch-list"
      component="section"
      aria-label={t('batch.title', { count: rows.length, max })}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {t('batch.title', { count: rows.length, max })}
        </Typography>
        <Button size="small" onClick={onClear} disabled={locked || rows.length === 0} data-testid="batch-clear">
          {t('batch.clear')}
        </Button>
      </Stack>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="batch-empty">
          {t('batch.empty')}
        </Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('confirm.symbol')}</TableCell>
              <TableCell>{t('confirm.side')}</TableCell>
              <TableCell>{t('confirm.type')}</TableCell>
              <TableCell>{t('confirm.price')}</TableCell>
              <TableCell>{t('confirm.qty')}</TableCell>
              <TableCell>{t('confirm.required')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.legId} data-testid={`batch-leg-${r.legId}`}>
                <TableCell>
                  <Ltr>{r.symbol}</Ltr>
                  {r.problems.map((p) => (
                    <Typography key={p} variant="caption" color="error" component="div">
                      {p}
                    </Typography>
                  ))}
                  {r.outcome ? (
                    <Typography
                      variant="caption"
                      component="div"
                      sx={{ color: outcomeColor[r.outcome.severity] }}
                      data-testid={`batch-outcome-${r.legId}`}
                    >
                      {r.outcome.text}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell sx={{ color: r.side === 'buy' ? tradeColors.up : tradeColors.down }}>
                  {t(r.side === 'buy' ? 'entry.buy' : 'entry.sell')}
                </TableCell>
                <TableCell>{r.priceTypeLabel}</TableCell>
                <TableCell>{r.price}</TableCell>
                <TableCell>{r.qty}</TableCell>
                <TableCell>{r.required ?? '--'}</TableCell>
                <TableCell>
                  <IconButton
                    size="small"
                    aria-label={t('batch.remove', { symbol: r.symbol })}
                    onClick={() => onRemove(r.legId)}
                    disabled={locked}
                    data-testid={`batch-remove-${r.legId}`}
                  >
                    ×
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
        <Typography variant="body2" sx={{ flex: 1 }} data-testid="batch-total">
          {totalRequired !== null ? t('batch.total', { amount: totalRequired }) : ''}
        </Typography>
        <Button variant="contained" onClick={onPlace} disabled={locked || rows.length === 0} data-testid="batch-place">
          {locked ? (lockedLabel ?? t('entry.placing')) : t('batch.place', { count: rows.length })}
        </Button>
      </Stack>
    </Box>
  );
}
