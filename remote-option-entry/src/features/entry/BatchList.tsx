import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { BatchTable } from './BatchTable';
import type { BatchView } from './batchView';

export interface BatchListProps extends BatchView {
  onRemove: (legId: string) => void;
  onClear: () => void;
  onPlace: () => void;
}

/** The legs of a batch, reviewed together and sent in one call; per-leg outcomes after. */
export function BatchList({
  rows,
  max,
  totalRequired,
  locked,
  placeLabel,
  onRemove,
  onClear,
  onPlace,
}: BatchListProps) {
  const { t } = useTranslation(NS);
  const title = t('batch.title', { count: rows.length, max });
  return (
    <Box
      sx={{ p: 1, borderTop: 1, borderColor: 'divider' }}
      data-testid="batch-list"
      component="section"
      aria-label={title}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
          {title}
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
        <BatchTable rows={rows} locked={locked} onRemove={onRemove} />
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
        <Typography variant="body2" sx={{ flex: 1 }} data-testid="batch-total">
          {totalRequired !== null ? t('batch.total', { amount: totalRequired }) : ''}
        </Typography>
        <Button variant="contained" onClick={onPlace} disabled={locked || rows.length === 0} data-testid="batch-place">
          {t(placeLabel.key, placeLabel.params)}
        </Button>
      </Stack>
    </Box>
  );
}

export default BatchList;
