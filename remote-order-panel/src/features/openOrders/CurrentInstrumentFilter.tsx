import { Checkbox, FormControlLabel } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

export interface CurrentInstrumentFilterProps {
  /** The page's current instrument; nothing shows until one is chosen. */
  symbol: string | null;
  checked: boolean;
  onChange(checked: boolean): void;
}

/** "Only <instrument>": narrows the open orders to the instrument the trader is looking at. */
export function CurrentInstrumentFilter({ symbol, checked, onChange }: CurrentInstrumentFilterProps) {
  const { t } = useTranslation(NS);
  if (!symbol) return null;
  return (
    <FormControlLabel
      data-testid="current-only"
      data-symbol={symbol}
      sx={{ mr: 1, '& .MuiFormControlLabel-label': { fontSize: 12 } }}
      control={<Checkbox size="small" checked={checked} onChange={(e) => onChange(e.target.checked)} />}
      label={t('currentOnly', { symbol })}
    />
  );
}
