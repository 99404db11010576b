import { Alert, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Ltr } from 'shared-core';
import { NS } from '../../../i18n';
import type { EntryFormView, LegDisplay } from './formView';

const GREEKS = ['delta', 'gamma', 'vega', 'theta', 'rho'] as const;

export interface LegFiguresProps extends Pick<EntryFormView, 'band' | 'signedIn'> {
  greeks: LegDisplay['greeks'];
  deviation: LegDisplay['deviation'];
}

/** Under the fields: max-buy or min-sell, the greeks, the deviation from the mark, the sign-in hint. */
export function LegFigures({ band, greeks, deviation, signedIn }: LegFiguresProps) {
  const { t } = useTranslation(NS);
  return (
    <>
      {band ? (
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
          <Typography variant="caption" color="text.secondary" data-testid={band.testId}>
            {t(band.key, { price: band.price })}
          </Typography>
        </Stack>
      ) : null}
      {greeks ? (
        <Stack
          direction="row"
          spacing={1.5}
          sx={{ flexWrap: 'wrap' }}
          data-testid="entry-greeks"
          aria-label={t('entry.greeks')}
        >
          {GREEKS.map((g) => (
            <Typography key={g} variant="caption" data-testid={`greek-${g}`}>
              {t(`entry.greek.${g}`)} <Ltr>{greeks[g]}</Ltr>
            </Typography>
          ))}
        </Stack>
      ) : null}
      {deviation ? (
        <Alert severity="warning" data-testid="entry-deviation">
          {t(deviation.key, { pct: deviation.pct })}
        </Alert>
      ) : null}
      {!signedIn ? (
        <Typography variant="caption" color="text.secondary" data-testid="entry-sign-in-hint">
          {t('entry.signInHint')}
        </Typography>
      ) : null}
    </>
  );
}
