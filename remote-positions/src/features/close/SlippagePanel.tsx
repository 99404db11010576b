import { Box, Checkbox, FormControlLabel, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Ltr } from 'shared-core';
import { NS } from '../../i18n';
import type { SlippageChoice, SlippageMessageKey, SlippageType } from './rules';

export interface SlippagePanelProps {
  enabled: boolean;
  types: readonly SlippageType[];
  valuesOf: Readonly<Record<SlippageType, readonly string[]>>;
  choice: SlippageChoice;
  /** the depth within the tolerance, formatted; null while it is read */
  depth: string | null;
  message: SlippageMessageKey | null;
  disabled?: boolean;
  onEnabled(on: boolean): void;
  onChoice(choice: SlippageChoice): void;
}

/** Slippage control of a market close (positions.md §2, §9): tick or percent options, the depth and what it says. */
export function SlippagePanel(p: SlippagePanelProps) {
  const { t } = useTranslation(NS);
  const label = (type: SlippageType, value: string) =>
    t(type === 'TickSize' ? 'closeDialog.ticks' : 'closeDialog.percent', { value });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} data-testid="close-slippage">
      <Typography component="legend" variant="subtitle2">
        {t('closeDialog.slippage')}
      </Typography>
      <FormControlLabel
        control={<Checkbox checked={p.enabled} disabled={p.disabled} onChange={(e) => p.onEnabled(e.target.checked)} />}
        label={t('closeDialog.slippageOn')}
      />
      {p.enabled ? (
        <>
          {p.types.length > 1 ? (
            <ToggleButtonGroup
              exclusive
              size="small"
              value={p.choice.type}
              disabled={p.disabled}
              aria-label={t('closeDialog.slippage')}
              onChange={(_, type: SlippageType | null) => {
                if (type && type !== p.choice.type) {
                  const values = p.valuesOf[type];
                  p.onChoice({ type, value: type === 'TickSize' ? '50' : (values[1] ?? values[0] ?? '') });
                }
              }}
            >
              {p.types.map((type) => (
                <ToggleButton key={type} value={type}>
                  {t(type === 'TickSize' ? 'closeDialog.typeTicks' : 'closeDialog.typePercent')}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          ) : null}
          <ToggleButtonGroup
            exclusive
            size="small"
            value={p.choice.value}
            disabled={p.disabled}
            aria-label={t('closeDialog.slippage')}
            sx={{ ml: p.types.length > 1 ? 1 : 0 }}
            onChange={(_, value: string | null) => {
              if (value) p.onChoice({ type: p.choice.type, value });
            }}
          >
            {p.valuesOf[p.choice.type].map((value) => (
              <ToggleButton key={value} value={value} data-testid={`slippage-${p.choice.type}-${value}`}>
                <Ltr>{label(p.choice.type, value)}</Ltr>
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Typography variant="body2" role="status" sx={{ mt: 1 }}>
            {p.depth === null ? (
              t('closeDialog.depthLoading')
            ) : p.message ? (
              <>
                {t(p.message, { depth: p.depth })} {t('orderExecutionDifferenceWarning')}
              </>
            ) : null}
          </Typography>
        </>
      ) : null}
    </Box>
  );
}
