import { Box } from '@mui/material';
import { useId, type ChangeEvent } from 'react';
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

/**
 * The UTA2 instrument-type filter ALL / SPOT / DERIVATIVES / OPTIONS / EXPIRY (order-panel.md §2.3).
 * A labelled native `<select>` drawn like the host's header pickers (host-shell HeaderSelect), not
 * MUI's TextField select: that pulls the page's lazy TextField chunk and a Menu of the remote's own
 * MUI copy into the first load (README "Figures"). Native, so the keyboard, screen readers and
 * right to left work as the browser's own select does.
 */
export function InstrumentTypeFilter({ value, options, disabled, onChange }: InstrumentTypeFilterProps) {
  const { t } = useTranslation(NS);
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <Box data-testid="instrument-filter" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Box component="label" htmlFor={id} sx={{ typography: 'caption', color: 'text.secondary', whiteSpace: 'nowrap' }}>
        {t('filter.label')}
      </Box>
      <Box
        component="select"
        id={id}
        value={value}
        disabled={disabled}
        aria-describedby={disabled ? hintId : undefined}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value as InstrumentFilter)}
        sx={{
          minWidth: 120,
          font: 'inherit',
          fontSize: 12,
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          px: 0.75,
          py: 0.5,
          cursor: 'pointer',
          '&:hover:not(:disabled)': { borderColor: 'text.primary' },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
          '&:disabled': { color: 'text.disabled', cursor: 'default' },
          '& option': { bgcolor: 'background.paper', color: 'text.primary' },
        }}
      >
        {options.map((f) => (
          <option key={f} value={f} data-testid={`instrument-filter-${f}`}>
            {t(`filter.${f}`)}
          </option>
        ))}
      </Box>
      {disabled ? (
        // said beside the disabled select (its description), not only in a hover title
        <Box
          component="span"
          id={hintId}
          sx={{ typography: 'caption', fontSize: 10, color: 'text.secondary', maxWidth: 110, lineHeight: 1.2 }}
        >
          {t('filter.needsAllMarkets')}
        </Box>
      ) : null}
    </Box>
  );
}
