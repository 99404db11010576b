import { Stack, Tab, Tabs, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { ColumnChooser } from './ColumnChooser';
import {
  CHAIN_COINS,
  DEFAULT_CHAIN_COLUMNS,
  expiryDateLabel,
  timeToExpiry,
  type ChainCoin,
  type ChainColumn,
} from './rules';

export interface ChainToolbarProps {
  coin: ChainCoin;
  expiries: readonly number[];
  expiry: number | null;
  /** Formatted index price of the coin, or undefined before the first ticker. */
  indexPrice?: string;
  onCoinChange: (coin: ChainCoin) => void;
  onExpiryChange: (deliveryTime: number) => void;
  /** The visible chain columns; with onColumnsChange the toolbar shows the column chooser. */
  columns?: readonly ChainColumn[];
  onColumnsChange?: (columns: ChainColumn[]) => void;
  /** The clock the days to expiry count from (ms; default: now). */
  now?: number;
}

/** The time the days to expiry count from: `fixed` when given, else now, moving on every minute. */
function useMinuteClock(fixed?: number): number {
  const [clock, setClock] = useState(() => Date.now());
  useEffect(() => {
    if (fixed !== undefined) return undefined;
    const id = setInterval(() => setClock(Date.now()), 60_000);
    return () => clearInterval(id);
  }, [fixed]);
  return fixed ?? clock;
}

/** Underlying picker, expiry tabs with the time left, the live index price and the column chooser. */
export function ChainToolbar({
  coin,
  expiries,
  expiry,
  indexPrice,
  onCoinChange,
  onExpiryChange,
  columns,
  onColumnsChange,
  now,
}: ChainToolbarProps) {
  const { t, i18n } = useTranslation(NS);
  const clock = useMinuteClock(now);
  const tabLabel = (d: number) => {
    const left = timeToExpiry(d, clock);
    return t('chain.expiryTab', {
      date: expiryDateLabel(d, i18n.language),
      left: t(left.unit === 'd' ? 'chain.daysLeft' : 'chain.hoursLeft', { count: left.count }),
    });
  };
  return (
    <Stack spacing={0.5} sx={{ mb: 1, pt: 1 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
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
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
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
        {onColumnsChange ? (
          <ColumnChooser columns={columns ?? DEFAULT_CHAIN_COLUMNS} onChange={onColumnsChange} />
        ) : null}
      </Stack>
      <Tabs
        value={expiry !== null && expiries.includes(expiry) ? expiry : false}
        onChange={(_e, value: number) => onExpiryChange(value)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={t('chain.expiryTabs')}
        data-testid="expiry-selector"
        sx={{ minHeight: 32, '& .MuiTab-root': { minHeight: 32, py: 0.5, px: 1.5, textTransform: 'none' } }}
      >
        {expiries.map((d) => (
          <Tab key={d} value={d} label={tabLabel(d)} data-testid={`expiry-tab-${d}`} />
        ))}
      </Tabs>
    </Stack>
  );
}
