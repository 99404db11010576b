import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Ltr } from 'shared-core';
import { NS } from '../../i18n';
import type { Debt } from './rules';

export interface RepayBarProps {
  debts: readonly Debt[];
  status: 'loading' | 'ready' | 'error';
  /** the coin whose repay frame is open or opening: its button is locked */
  openCoin?: string | null;
  onRepay?: (coin: string) => void;
  onRetry?: () => void;
}

/**
 * The repay bulk action (order-panel.md §1, §2.3) above the assets: one Repay button per coin the
 * account owes, with what it owes. Presentational.
 */
export function RepayBar({ debts, status, openCoin = null, onRepay, onRetry }: RepayBarProps) {
  const { t } = useTranslation(NS);
  return (
    <Box component="section" aria-label={t('repay.title')} data-testid="repay-bar" sx={{ py: 0.5 }}>
      {status === 'loading' ? (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('repay.loading')}
        </Typography>
      ) : status === 'error' ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="error" role="alert">
            {t('repay.loadError')}
          </Typography>
          <Button size="small" onClick={onRetry} disabled={!onRetry}>
            {t('repay.retry')}
          </Button>
        </Stack>
      ) : debts.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="repay-none">
          {t('repay.none')}
        </Typography>
      ) : (
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {debts.map((d) => (
            <Stack key={d.coin} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" data-testid={`repay-debt-${d.coin}`}>
                {t('repay.owes', { coin: d.coin })} <Ltr>{d.amount}</Ltr>
              </Typography>
              <Button
                size="small"
                variant="outlined"
                disabled={!onRepay || openCoin !== null}
                onClick={() => onRepay?.(d.coin)}
                data-testid={`repay-open-${d.coin}`}
              >
                {t('repay.button', { coin: d.coin })}
              </Button>
            </Stack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
