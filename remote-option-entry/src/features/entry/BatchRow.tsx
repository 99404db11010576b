import { IconButton, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Ltr } from 'shared-core';
import { NS } from '../../i18n';
import type { BatchLegRow } from './batchView';
import { SideCell } from './SideCell';

const OUTCOME_COLOR = {
  success: 'success.main',
  error: 'error.main',
  warning: 'warning.main',
  info: 'text.secondary',
} as const;

export interface BatchRowProps {
  row: BatchLegRow;
  locked: boolean;
  onRemove: (legId: string) => void;
}

/** One leg of the batch: what it would be sent as now, its problems, its outcome, and remove. */
export function BatchRow({ row: r, locked, onRemove }: BatchRowProps) {
  const { t } = useTranslation(NS);
  return (
    <TableRow data-testid={`batch-leg-${r.legId}`}>
      <TableCell>
        <Ltr>{r.symbol}</Ltr>
        {r.problems.map((p) => (
          <Typography key={p.key} variant="caption" color="error" component="div">
            {t(p.key, p.params)}
          </Typography>
        ))}
        {r.outcome ? (
          <Typography
            variant="caption"
            component="div"
            sx={{ color: OUTCOME_COLOR[r.outcome.severity] }}
            data-testid={`batch-outcome-${r.legId}`}
          >
            {t(r.outcome.key, r.outcome.params)}
          </Typography>
        ) : null}
      </TableCell>
      <SideCell side={r.side} />
      <TableCell>{t(`entry.priceTypes.${r.priceType}`)}</TableCell>
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
  );
}
