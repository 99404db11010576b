import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

export interface OutcomeRow {
  legId: string;
  /** "Buy 1 BTC-27DEC24-60000-C at 5,300" */
  summary: string;
  text: string;
  severity: 'success' | 'error' | 'warning' | 'info';
}

export interface EarlierSubmission {
  submissionId: number;
  rows: readonly OutcomeRow[];
}

export interface OutcomeListProps {
  /** the latest submission */
  rows: readonly OutcomeRow[];
  /** older submissions still kept (newest first): errors stay until dismissed */
  earlier?: readonly EarlierSubmission[];
  onDismissEarlier?: (submissionId: number) => void;
  /** Symbols whose orders met a price-deviation result (3200305 / 3200306), worded; not toasted. */
  deviations: readonly string[];
  onDismiss: () => void;
}

/** What happened to each order of the last submission (single orders too). */
export function OutcomeList({ rows, earlier = [], onDismissEarlier, deviations, onDismiss }: OutcomeListProps) {
  const { t } = useTranslation(NS);
  if (rows.length === 0 && deviations.length === 0 && earlier.length === 0) return null;
  const worst = worstOf(rows);
  return (
    <Box sx={{ px: 1, pb: 1 }} data-testid="entry-outcomes" aria-live="polite">
      {rows.length > 0 || deviations.length > 0 ? (
        <Alert
          severity={worst}
          action={
            <Button size="small" onClick={onDismiss} data-testid="outcomes-dismiss">
              {t('outcome.dismiss')}
            </Button>
          }
        >
          <AlertTitle>{t('outcome.title')}</AlertTitle>
          {rows.map((r) => (
            <Typography key={r.legId} variant="body2" data-testid={`outcome-${r.legId}`} data-severity={r.severity}>
              {r.summary} — {r.text}
            </Typography>
          ))}
          {deviations.length > 0 ? (
            <Box data-testid="outcome-deviations" sx={{ mt: 0.5 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('outcome.deviationsTitle')}
              </Typography>
              {deviations.map((d) => (
                <Typography key={d} variant="body2">
                  {d}
                </Typography>
              ))}
            </Box>
          ) : null}
        </Alert>
      ) : null}
      {earlier.length > 0 ? (
        <Box sx={{ mt: 0.5 }} data-testid="outcomes-earlier">
          <Typography variant="caption" color="text.secondary">
            {t('outcome.earlier')}
          </Typography>
          {earlier.map((sub) => (
            <Alert
              key={sub.submissionId}
              severity={worstOf(sub.rows)}
              sx={{ mt: 0.5, py: 0 }}
              action={
                <Button
                  size="small"
                  onClick={() => onDismissEarlier?.(sub.submissionId)}
                  data-testid={`outcomes-dismiss-${sub.submissionId}`}
                >
                  {t('outcome.dismiss')}
                </Button>
              }
            >
              {sub.rows.map((r) => (
                <Typography
                  key={r.legId}
                  variant="body2"
                  data-testid={`outcome-earlier-${sub.submissionId}-${r.legId}`}
                  data-severity={r.severity}
                >
                  {r.summary} — {r.text}
                </Typography>
              ))}
            </Alert>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

function worstOf(rows: readonly OutcomeRow[]): OutcomeRow['severity'] {
  if (rows.some((r) => r.severity === 'error')) return 'error';
  if (rows.some((r) => r.severity === 'warning' || r.severity === 'info')) return 'warning';
  return 'success';
}
