import { IconButton, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Ltr } from 'shared-core';
import { NS } from '../../../i18n';
import type { EntryMode } from '../rules';
import type { FormHandlers } from './formView';

export interface FormHeaderProps extends Pick<FormHandlers, 'onEdit' | 'onClose'> {
  symbol: string;
  mode: EntryMode;
}

/** The ticket's first line: the option, basic / advanced, close (Escape). */
export function FormHeader({ symbol, mode, onEdit, onClose }: FormHeaderProps) {
  const { t } = useTranslation(NS);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="subtitle2" data-testid="entry-symbol" sx={{ wordBreak: 'break-all', flex: 1 }}>
        <Ltr>{symbol}</Ltr>
      </Typography>
      <Tabs
        value={mode}
        onChange={(_e, v: EntryMode) => onEdit({ mode: v })}
        aria-label={t('entry.mode')}
        sx={{ minHeight: 32, '& .MuiTab-root': { minHeight: 32, py: 0 } }}
      >
        <Tab value="basic" label={t('entry.basic')} data-testid="mode-basic" />
        <Tab value="advanced" label={t('entry.advanced')} data-testid="mode-advanced" />
      </Tabs>
      <IconButton
        size="small"
        aria-label={t('entry.close')}
        aria-keyshortcuts="Escape"
        onClick={onClose}
        data-testid="entry-close"
      >
        ×
      </IconButton>
    </Stack>
  );
}
