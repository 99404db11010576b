import { Checkbox, FormControlLabel, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import type { EntrySettings } from './rules';

type Switchable = 'confirmOnOrder' | 'confirmOnCancel' | 'batchMode' | 'postOnly';
const SWITCHES: readonly Switchable[] = ['batchMode', 'confirmOnOrder', 'confirmOnCancel', 'postOnly'];

export interface EntrySettingsBarProps {
  settings: Pick<EntrySettings, Switchable>;
  disabled?: boolean;
  onChange: (patch: Partial<Pick<EntrySettings, Switchable>>) => void;
}

/** The persisted settings of the entry (spec §4): batch mode, confirm on order / cancel, post-only. */
export function EntrySettingsBar({ settings, disabled = false, onChange }: EntrySettingsBarProps) {
  const { t } = useTranslation(NS);
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', px: 1 }}
      data-testid="entry-settings"
      component="section"
      aria-label={t('settings.title')}
    >
      {SWITCHES.map((key) => (
        <FormControlLabel
          key={key}
          disabled={disabled}
          control={
            <Checkbox
              size="small"
              checked={settings[key]}
              onChange={(e) => onChange({ [key]: e.target.checked })}
              slotProps={{ input: { 'data-testid': `setting-${key}` } as object }}
            />
          }
          label={t(`settings.${key}`)}
        />
      ))}
    </Stack>
  );
}
