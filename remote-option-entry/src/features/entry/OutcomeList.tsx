import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { EarlierOutcomes } from './EarlierOutcomes';
import { OutcomeLine } from './OutcomeLine';
import type { OutcomeView } from './outcomeView';

export interface OutcomeListProps extends Pick<OutcomeView, 'rows' | 'severity' | 'deviations'> {
  earlier?: OutcomeView['earlier'];
  onDismissEarlier?: (submissionId: number) => void;
  onDismiss: () => void;
}

/** What happened to each order of the last submission (single orders too); the earlier ones below it. */
export function OutcomeList({
  rows,
  severity,
  earlier = [],
  onDismissEarlier,
  deviations,
  onDismiss,
}: OutcomeListProps) {
  const { t } = useTranslation(NS);
  if (rows.length === 0 && deviations.length === 0 && earlier.length === 0) return null;
  return (
    <Box sx={{ px: 1, pb: 1 }} data-testid="entry-outcomes" aria-live="polite">
      {rows.length > 0 || deviations.length > 0 ? (
        <Alert
          severity={severity}
          action={
            <Button size="small" onClick={onDismiss} data-testid="outcomes-dismiss">
              {t('outcome.dismiss')}
            </Button>
          }
        >
          <AlertTitle>{t('outcome.title')}</AlertTitle>
          {rows.map((r) => (
            <OutcomeLine key={r.legId} row={r} testId={`outcome-${r.legId}`} />
          ))}
          {deviations.length > 0 ? (
            <Box data-testid="outcome-deviations" sx={{ mt: 0.5 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('outcome.deviationsTitle')}
              </Typography>
              {deviations.map((d) => (
                <Typography key={`${d.key}:${String(d.params.symbol)}`} variant="body2">
                  {t(d.key, d.params)}
                </Typography>
              ))}
            </Box>
          ) : null}
        </Alert>
      ) : null}
      {earlier.length > 0 ? <EarlierOutcomes earlier={earlier} onDismiss={onDismissEarlier} /> : null}
    </Box>
  );
}
