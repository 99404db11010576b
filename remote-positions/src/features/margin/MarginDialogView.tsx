import { Alert, Stack, Tab, Tabs, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Ltr, type StreamStatus } from 'shared-core';
import { NS } from '../../i18n';
import { FormDialog } from '../dialogShell/FormDialog';
import { percentLabel } from '../trailing/rules/percentLabel';
import { MARGIN_QUICK_CHOICES, type MarginTab, type RiskLimit } from './rules/margin';
import { ensureMarginTexts } from './texts';
import { arrowStepKeys } from '../dialogShell/arrowStep';

/** A message to show: a key (with its params) in the positions namespace or a namespaced one. */
export interface ShownMessage {
  key: string;
  params?: Record<string, string | number>;
}

export interface MarginDialogViewProps {
  symbol: string;
  coin: string;
  /** false: not an isolated position with size and entry price (the form is not offered) */
  allowed: boolean;
  tab: MarginTab;
  amountText: string;
  quick: number | null;
  /** the tab's maximum, formatted */
  max: string;
  /** the placeholder's least amount, formatted */
  least: string;
  positionMargin: string;
  addedMargin: string;
  /** the estimate as shown ('--' when invalid), or null while it is computed */
  estimate: string | null;
  /** the position's risk tier; null while the list loads; undefined when unknown */
  riskTier: RiskLimit | null | undefined;
  error: ShownMessage | null;
  /** the stream status when prices are not live, else null */
  notLive: StreamStatus | null;
  sending: boolean;
  /** the add-margin call got no answer: nothing is sent again */
  lostAnswer: boolean;
  onTab(tab: MarginTab): void;
  onAmountText(text: string): void;
  onAmountBlur(): void;
  onStep(direction: 1 | -1): void;
  onQuick(percent: number): void;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * The add / reduce margin dialog (positions.md §2): presentational, every value in through props,
 * on the position dialogs' shell (`FormDialog`: Enter submits, not-live and lost-answer notices,
 * Cancel / Confirm locked while the call is in flight, no Escape then).
 */
export function MarginDialogView(props: MarginDialogViewProps) {
  const { t, i18n } = useTranslation(NS);
  ensureMarginTexts(i18n);
  const { symbol, coin, tab, error, sending, lostAnswer, allowed } = props;
  const locked = sending || lostAnswer;
  const onKeyDown = arrowStepKeys(props.onStep);
  return (
    <FormDialog
      testId="margin"
      title={t('margin.title', { symbol })}
      texts={{
        confirm: t('margin.confirm'),
        sending: t('margin.sending'),
        cancel: t('margin.cancel'),
        notLive: props.notLive ? t('margin.notLive', { status: t(`common:stream.${props.notLive}`) }) : null,
        lostAnswer: t('margin.lostAnswer'),
      }}
      sending={sending}
      lostAnswer={lostAnswer}
      confirmDisabled={!allowed}
      onConfirm={() => {
        if (allowed) props.onConfirm();
      }}
      onCancel={props.onCancel}
    >
      {!allowed ? (
        <Alert severity="info">{t('margin.notAllowed')}</Alert>
      ) : (
        <>
          <Tabs value={tab} onChange={(_e, v: MarginTab) => props.onTab(v)} aria-label={t('margin.title', { symbol })}>
            <Tab value="plus" label={t('margin.plus')} disabled={locked} data-testid="margin-tab-plus" />
            <Tab value="minus" label={t('margin.minus')} disabled={locked} data-testid="margin-tab-minus" />
          </Tabs>
          <Row label={t('margin.current')} value={`${props.positionMargin} ${coin}`} />
          <Row label={t('margin.added')} value={`${props.addedMargin} ${coin}`} />
          <TextField
            autoFocus
            label={t('margin.amount', { coin })}
            placeholder={t('margin.least', { amount: props.least })}
            value={props.amountText}
            onChange={(e) => props.onAmountText(e.target.value)}
            onBlur={props.onAmountBlur}
            disabled={locked}
            error={!!error}
            helperText={
              error
                ? t(error.key, error.params ?? {})
                : t(tab === 'plus' ? 'margin.maxAdd' : 'margin.maxReduce', { amount: props.max, coin })
            }
            slotProps={{
              htmlInput: { inputMode: 'decimal', onKeyDown, 'data-testid': 'margin-amount', dir: 'ltr' },
              formHelperText: { role: error ? 'alert' : undefined } as object,
            }}
            size="small"
          />
          <ToggleButtonGroup
            exclusive
            size="small"
            value={props.quick}
            aria-label={t('margin.quick')}
            onChange={(_e, v: number | null) => {
              if (v !== null) props.onQuick(v);
            }}
            disabled={locked}
          >
            {MARGIN_QUICK_CHOICES.map((p) => (
              <ToggleButton key={p} value={p} data-testid={`margin-quick-${p}`} sx={{ flex: 1 }}>
                <Ltr>{percentLabel(p, i18n.language)}</Ltr>
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Row
            label={t('margin.estimate')}
            value={props.estimate === null ? t('margin.estimating') : props.estimate}
            testId="margin-estimate"
          />
          <Typography variant="caption" color="text.secondary">
            {props.riskTier === null
              ? t('margin.riskTiersLoading')
              : props.riskTier
                ? t('margin.riskTier', { id: props.riskTier.id, leverage: props.riskTier.maxLeverage })
                : ''}
          </Typography>
        </>
      )}
    </FormDialog>
  );
}

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" data-testid={testId}>
        <Ltr>{value}</Ltr>
      </Typography>
    </Stack>
  );
}
