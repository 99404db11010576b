import { Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { CHAIN_COINS, expiryLabel, type ChainCoin } from './rules';

export interface ChainToolbarProps {
  coin: ChainCoin;
  expiries: readonly number[];
  expiry: number | null;
  /** Formatted index price of the coin, or undefined before the first ticker. */
  indexPrice?: string;
  onCoinChange: (coin: ChainCoin) => void;
  onExpiryChange: (deliveryTime: number) => void;
}

/** Underlying and expiry pickers plus the live index price. */
export function ChainToolbar({ coin, expiries, expiry, indexPrice, onCoinChange, onExpiryChange }: ChainToolbarProps) {
  const { t } = useTranslation(NS);
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1, pt: 1, flexWrap: 'wrap' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={coin}
        onChange={(_e, value: ChainCoin | null) => value && onCoinChange(value)}
        aria-label={t('coin')}
        data-testid="coin-selector"
      >
        {CHAIN_COINS.map((c) => (
          <ToggleButton key={c} value={c} data-testid={`coin-${c}`} sx={{ px: 1.5, py: 0.25 }}>
            {c}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        select
        size="small"
        label={t('expiry')}
        value={expiry ?? ''}
        onChange={(e) => onExpiryChange(Number(e.target.value))}
        disabled={expiries.length === 0}
        slotProps={{
          select: { native: true },
          htmlInput: { 'data-testid': 'expiry-selector' },
          inputLabel: { shrink: true },
        }}
        sx={{ minWidth: 130 }}
      >
        {expiries.map((d) => (
          <option key={d} value={d}>
            {expiryLabel(d)}
          </option>
        ))}
      </TextField>
      <Typography variant="body2" color="text.secondary">
        {t('indexPrice')}{' '}
        <Typography
          component="span"
          variant="body2"
          color="text.primary"
          sx={{ fontWeight: 600 }}
          data-testid="index-price"
        >
          {indexPrice ?? '--'}
        </Typography>
      </Typography>
    </Stack>
  );
}
