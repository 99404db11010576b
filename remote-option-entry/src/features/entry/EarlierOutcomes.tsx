import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { OutcomeLine } from './OutcomeLine';
import type { EarlierSubmission } from './outcomeView';

export interface EarlierOutcomesProps {
  earlier: readonly EarlierSubmission[];
  onDismiss?: (submissionId: number) => void;
}

/** The submissions before the latest, each dismissed on its own. */
export function EarlierOutcomes({ earlier, onDismiss }: EarlierOutcomesProps) {
  const { t } = useTranslation(NS);
  return (
    <Box sx={{ mt: 0.5 }} data-testid="outcomes-earlier">
      <Typography variant="caption" color="text.secondary">
        {t('outcome.earlier')}
      </Typography>
      {earlier.map((sub) => (
        <Alert
          key={sub.submissionId}
          severity={sub.severity}
          sx={{ mt: 0.5, py: 0 }}
          action={
            <Button
              size="small"
              onClick={() => onDismiss?.(sub.submissionId)}
              data-testid={`outcomes-dismiss-${sub.submissionId}`}
            >
              {t('outcome.dismiss')}
            </Button>
          }
        >
          {sub.rows.map((r) => (
            <OutcomeLine key={r.legId} row={r} testId={`outcome-earlier-${sub.submissionId}-${r.legId}`} />
          ))}
        </Alert>
      ))}
    </Box>
  );
}
