import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import type { InstrumentFilter } from './types';

export interface InstrumentTypeFilterProps {
  value: InstrumentFilter;
  /** The filters allowed on the active tab (§3). */
  options: readonly InstrumentFilter[];
  /** Disabled unless all-markets is on (§4.1). */
  disabled: boolean;
  onChange: (value: InstrumentFilter) => void;
}

/** The UTA2 instrument-type filter ALL / SPOT / DERIVATIVES / OPTIONS / EXPIRY (order-panel.md §2.3). */
export function InstrumentTypeFilter({ value, options, disabled, onChange }: InstrumentTypeFilterProps) {
  const { t } = useTranslation(NS);
  return (
    <TextField
      select
      size="small"
      value={value}
      disabled={disabled}
      label={t('filter.label')}
      helperText={disabled ? t('filter.needsAllMarkets') : undefined}
      onChange={(e) => onChange(e.target.value as InstrumentFilter)}
      data-testid="instrument-filter"
      sx={{ minWidth: 140, '& .MuiInputBase-input': { py: 0.5, fontSize: 12 } }}
      slotProps={{ formHelperText: { sx: { fontSize: 10, m: 0 } } }}
    >
      {options.map((f) => (
        <MenuItem key={f} value={f} data-testid={`instrument-filter-${f}`}>
          {t(`filter.${f}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
