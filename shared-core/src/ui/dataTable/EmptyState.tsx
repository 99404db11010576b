import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FUTURES_SPREAD_PATH, showsFuturesSpreadPromotion } from '../../domain/table';

/** The no-data illustration: inline SVG (no external image), decorative. */
function NoDataIllustration() {
  return (
    <svg width="72" height="56" viewBox="0 0 72 56" aria-hidden="true" focusable="false">
      <rect
        x="8"
        y="10"
        width="56"
        height="38"
        rx="4"
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.35"
        strokeWidth="2"
      />
      <path d="M8 20h56M26 20v28M46 20v28" stroke="currentColor" strokeOpacity="0.25" strokeWidth="2" />
      <circle cx="54" cy="42" r="9" fill="none" stroke="currentColor" strokeOpacity="0.5" strokeWidth="2" />
      <path d="M60.5 48.5l6 6" stroke="currentColor" strokeOpacity="0.5" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * §2.4: no-data illustration with the widget's tip; outside the futures-spread table, the
 * futures-spread description and a primary button to its page.
 */
export function EmptyState({ tableId, tip, testId }: { tableId: string; tip?: ReactNode; testId: string }) {
  const { t } = useTranslation('common');
  return (
    <Box data-testid={testId} sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>
      <NoDataIllustration />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {tip ?? t('table.noData')}
      </Typography>
      {showsFuturesSpreadPromotion(tableId) ? (
        <Box sx={{ mt: 1.5 }} data-testid={`${testId}-futures-spread`}>
          <Typography variant="caption" component="p" color="text.secondary">
            {t('table.futuresSpreadTip')}
          </Typography>
          <Button size="small" variant="contained" href={FUTURES_SPREAD_PATH} sx={{ mt: 1 }}>
            {t('table.futuresSpreadButton')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
