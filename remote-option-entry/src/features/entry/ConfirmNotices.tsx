import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Ltr } from 'shared-core';
import { NS } from '../../i18n';
import type { ConfirmView } from './confirmView';

export type ConfirmNoticesProps = Pick<ConfirmView, 'moved' | 'stale' | 'marketCap' | 'deviations'>;

/** Above the review: the market moved, the prices are not live, a market order's cap, each deviation. */
export function ConfirmNotices({ moved, stale, marketCap, deviations }: ConfirmNoticesProps) {
  const { t } = useTranslation(NS);
  return (
    <>
      {moved ? (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="confirm-moved">
          {t('confirm.moved')}
        </Alert>
      ) : null}
      {stale ? (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="confirm-stale">
          {t('confirm.stale', { status: stale })}
        </Alert>
      ) : null}
      {marketCap ? (
        <Alert severity="info" sx={{ mb: 1 }} data-testid="confirm-market-cap">
          {t('confirm.marketCapNote')}
        </Alert>
      ) : null}
      {deviations.map((d) => (
        <Alert key={d.legId} severity="warning" sx={{ mb: 1 }} data-testid={`confirm-deviation-${d.legId}`}>
          <Ltr>{d.symbol}</Ltr>: {t(d.text.key, d.text.params)}
        </Alert>
      ))}
    </>
  );
}
