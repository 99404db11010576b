import { Alert, Box, Button, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { FORM_TOOLS, type FieldError, type FormField, type FormTool, type ToolFormInput } from './rules';

export interface ToolFormProps {
  value: ToolFormInput;
  onChange?: (patch: Partial<ToolFormInput>) => void;
  /** the page's current symbol (the form trades it) */
  symbol: string | null;
  errors?: Partial<Record<FormField, FieldError>>;
  /** a create in flight: the form is locked (a double Enter sends once) */
  pending?: boolean;
  onSubmit?: () => void;
  /** what the last submit came to */
  result?: { severity: 'success' | 'error'; text: string } | null;
}

type TextField_ = 'qty' | 'durationMin' | 'intervalSec' | 'price' | 'visibleQty' | 'maxChaseDistance';
const FIELDS: Record<FormTool, TextField_[]> = {
  twap: ['qty', 'durationMin', 'intervalSec'],
  iceberg: ['qty', 'price', 'visibleQty'],
  chase: ['qty', 'maxChaseDistance'],
};

/** The compact "New TWAP / Iceberg / Chase" form of the Tools tab, presentational. */
export function ToolForm({ value, onChange, symbol, errors = {}, pending = false, onSubmit, result }: ToolFormProps) {
  const { t } = useTranslation(NS);
  const say = (e: FieldError | undefined) => (e ? t(e.key, e.params ?? {}) : undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!pending) onSubmit?.();
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby="tools-form-title"
      data-testid="tools-form"
      sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography id="tools-form-title" variant="subtitle2" component="h3">
          {t('tools.form.title')}
        </Typography>
        <Typography variant="body2" data-testid="tools-form-symbol">
          {t('tools.form.symbol', { symbol: symbol ?? '--' })}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={value.tool}
          disabled={pending}
          onChange={(_e, v: FormTool | null) => v && onChange?.({ tool: v })}
          aria-label={t('tools.form.tool')}
        >
          {FORM_TOOLS.map((tool) => (
            <ToggleButton key={tool} value={tool} data-testid={`tools-form-tool-${tool}`}>
              {t(`tools.subTabs.${tool}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={value.side}
          disabled={pending}
          onChange={(_e, v: 'Buy' | 'Sell' | null) => v && onChange?.({ side: v })}
          aria-label={t('tools.form.side')}
        >
          <ToggleButton value="Buy" data-testid="tools-form-side-Buy">
            {t('tools.side.Buy')}
          </ToggleButton>
          <ToggleButton value="Sell" data-testid="tools-form-side-Sell">
            {t('tools.side.Sell')}
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1.5, flexWrap: 'wrap', mt: 1 }}>
        {FIELDS[value.tool].map((f) => (
          <TextField
            key={f}
            size="small"
            label={t(`tools.form.${f}`)}
            value={value[f]}
            disabled={pending}
            onChange={(e) => onChange?.({ [f]: e.target.value })}
            error={Boolean(errors[f])}
            helperText={say(errors[f]) ?? ' '}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `tools-form-${f}`, dir: 'ltr' } }}
            sx={{ width: 170 }}
          />
        ))}
        <Button
          type="submit"
          variant="contained"
          size="small"
          disabled={pending}
          data-testid="tools-form-submit"
          sx={{ mt: 0.5 }}
        >
          {pending ? t('tools.form.submitting') : t('tools.form.submit')}
        </Button>
      </Stack>
      {errors.symbol ? (
        <Alert severity="warning" data-testid="tools-form-symbol-error">
          {say(errors.symbol)}
        </Alert>
      ) : null}
      {result ? (
        <Alert severity={result.severity} role="status" data-testid="tools-form-result">
          {result.text}
        </Alert>
      ) : null}
    </Box>
  );
}
