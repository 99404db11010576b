import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import type { OutcomeRow } from './outcomeView';
import { useOrderSummary } from './useOrderSummary';

/** One order and what became of it: "Buy 1 BTC-27DEC24-60000-C at 5,300 — placed". */
export function OutcomeLine({ row, testId }: { row: OutcomeRow; testId: string }) {
  const { t } = useTranslation(NS);
  const summary = useOrderSummary();
  return (
    <Typography variant="body2" data-testid={testId} data-severity={row.severity}>
      {summary(row.summary)} — {t(row.text.key, row.text.params)}
    </Typography>
  );
}
