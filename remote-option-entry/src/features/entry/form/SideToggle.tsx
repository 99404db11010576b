import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { tradeColors } from 'shared-core';
import { NS } from '../../../i18n';
import type { EntrySide } from '../rules';
import type { FormHandlers } from './formView';

export interface SideToggleProps extends Pick<FormHandlers, 'onEdit'> {
  side: EntrySide;
}

/** Buy or sell (Alt+B / Alt+S anywhere in the widget). */
export function SideToggle({ side, onEdit }: SideToggleProps) {
  const { t } = useTranslation(NS);
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={side}
      onChange={(_e, v: EntrySide | null) => v && onEdit({ side: v })}
      aria-label={t('entry.side')}
    >
      <ToggleButton
        value="buy"
        aria-keyshortcuts="Alt+B"
        data-testid="entry-side-buy"
        sx={{ flex: 1, '&.Mui-selected': { color: tradeColors.up } }}
      >
        {t('entry.buy')}
      </ToggleButton>
      <ToggleButton
        value="sell"
        aria-keyshortcuts="Alt+S"
        data-testid="entry-side-sell"
        sx={{ flex: 1, '&.Mui-selected': { color: tradeColors.down } }}
      >
        {t('entry.sell')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
