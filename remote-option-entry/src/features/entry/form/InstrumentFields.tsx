import { Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import type { EntryLeg } from '../rules';
import type { FormHandlers } from './formView';
import { SelectField } from './SelectField';

export interface InstrumentFieldsProps extends Pick<FormHandlers, 'onEdit'> {
  leg: Pick<EntryLeg, 'strikePrice' | 'symbolType' | 'settleCoin'>;
  /** The strikes of the leg's expiry, ascending. */
  strikes: readonly string[];
}

/** The option of the ticket: strike, call / put, settle coin (same expiry). */
export function InstrumentFields({ leg, strikes, onEdit }: InstrumentFieldsProps) {
  const { t } = useTranslation(NS);
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <SelectField
        label={t('entry.strike')}
        value={leg.strikePrice}
        options={strikes}
        onChange={(strikePrice) => onEdit({ strikePrice })}
        testId="entry-strike"
        minWidth={110}
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={leg.symbolType}
        onChange={(_e, v: 'C' | 'P' | null) => v && onEdit({ symbolType: v })}
        aria-label={t('entry.optionType')}
      >
        <ToggleButton value="C" data-testid="entry-type-C">
          {t('entry.call')}
        </ToggleButton>
        <ToggleButton value="P" data-testid="entry-type-P">
          {t('entry.put')}
        </ToggleButton>
      </ToggleButtonGroup>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={leg.settleCoin}
        onChange={(_e, v: 'USDC' | 'USDT' | null) => v && onEdit({ settleCoin: v })}
        aria-label={t('entry.settleCoin')}
      >
        <ToggleButton value="USDC" data-testid="entry-settle-USDC">
          USDC
        </ToggleButton>
        <ToggleButton value="USDT" data-testid="entry-settle-USDT">
          USDT
        </ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
