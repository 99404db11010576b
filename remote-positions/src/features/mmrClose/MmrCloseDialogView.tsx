import { Alert, Box, Slider, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Ltr, tradeColors, type StreamStatus } from 'shared-core';
import { NS } from '../../i18n';
import { FormDialog } from '../dialogShell/FormDialog';
import { percentLabel } from '../trailing/rules/percentLabel';
import { MMR_SLIDER_MARKS, type MmrTone } from './rules/mmr';
import { ensureMmrTexts } from './texts';

export interface ShownMessage {
  key: string;
  params?: Record<string, string | number>;
}

export interface MmrCloseDialogViewProps {
  symbol: string;
  /** false: not offered for the account or symbol (§6): no form */
  offered: boolean;
  /** the current position ("Long 0.500"), entry, market and mark, formatted; market null while loading */
  position: string;
  entryPrice: string;
  marketPrice: string | null;
  markPrice: string;
  triggerText: string;
  /** the trigger as a number for the slider (0..99) */
  sliderValue: number;
  /** the account MMR in percent, formatted; null while loading */
  accountMmr: string | null;
  accountTone: MmrTone;
  /** the trigger held, formatted, or null */
  held: string | null;
  error: ShownMessage | null;
  notLive: StreamStatus | null;
  sending: boolean;
  lostAnswer: boolean;
  onTriggerText(text: string): void;
  onTriggerBlur(): void;
  onSlider(value: number): void;
  onConfirm(): void;
  onCancel(): void;
}

const TONE_COLOR: Record<MmrTone, string> = {
  safe: tradeColors.up,
  warning: 'var(--trade-warning, #f7a600)',
  danger: tradeColors.down,
};

/** The MMR close dialog (positions.md §2): presentational, every value in through props. */
export function MmrCloseDialogView(props: MmrCloseDialogViewProps) {
  const { t, i18n } = useTranslation(NS);
  ensureMmrTexts(i18n);
  const { symbol, error, sending, lostAnswer, offered } = props;
  const locked = sending || lostAnswer;
  return (
    <FormDialog
      testId="mmr"
      title={t('mmr.title', { symbol })}
      texts={{
        confirm: t('mmr.confirm'),
        sending: t('mmr.sending'),
        cancel: t('mmr.cancel'),
        notLive: props.notLive ? t('mmr.notLive', { status: t(`common:stream.${props.notLive}`) }) : null,
        lostAnswer: t('mmr.lostAnswer'),
      }}
      sending={sending}
      lostAnswer={lostAnswer}
      confirmDisabled={!offered || !!error}
      onConfirm={props.onConfirm}
      onCancel={props.onCancel}
    >
      <Row label={t('mmr.position')} value={props.position} />
      <Row label={t('mmr.entryPrice')} value={props.entryPrice} />
      <Row label={t('mmr.marketPrice')} value={props.marketPrice ?? t('mmr.accountMmrLoading')} />
      <Row label={t('mmr.markPrice')} value={props.markPrice} />
      {!offered ? (
        <Alert severity="info">{t('mmr.notOffered')}</Alert>
      ) : (
        <>
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography variant="body2" color="text.secondary">
              {t('mmr.accountMmr')}
            </Typography>
            <Typography
              variant="body2"
              data-testid="mmr-account"
              data-tone={props.accountTone}
              sx={{ color: props.accountMmr === null ? 'text.secondary' : TONE_COLOR[props.accountTone] }}
            >
              {props.accountMmr === null ? (
                t('mmr.accountMmrLoading')
              ) : (
                <>
                  <Ltr>{`${props.accountMmr}%`}</Ltr>{' '}
                  <span data-testid="mmr-account-tone">({t(`mmr.tone.${props.accountTone}`)})</span>
                </>
              )}
            </Typography>
          </Stack>
          {props.held ? (
            <Typography variant="caption" color="text.secondary" data-testid="mmr-held">
              {t('mmr.held', { value: props.held })}
            </Typography>
          ) : null}
          <TextField
            autoFocus
            label={t('mmr.trigger')}
            value={props.triggerText}
            onChange={(e) => props.onTriggerText(e.target.value)}
            onBlur={props.onTriggerBlur}
            disabled={locked}
            error={!!error}
            helperText={error ? t(error.key, error.params ?? {}) : t('mmr.explain')}
            size="small"
            slotProps={{
              htmlInput: { inputMode: 'decimal', 'data-testid': 'mmr-trigger', dir: 'ltr' },
              formHelperText: { role: error ? 'alert' : undefined } as object,
            }}
          />
          <Box sx={{ px: 1 }}>
            <Slider
              size="small"
              min={0}
              max={99}
              step={1}
              value={props.sliderValue}
              marks={MMR_SLIDER_MARKS.map((m) => ({ value: m, label: <Ltr>{percentLabel(m, i18n.language)}</Ltr> }))}
              onChange={(_e, v) => props.onSlider(Array.isArray(v) ? (v[0] ?? 0) : v)}
              disabled={locked}
              aria-label={t('mmr.triggerSlider')}
            />
          </Box>
        </>
      )}
    </FormDialog>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2">
        <Ltr>{value}</Ltr>
      </Typography>
    </Stack>
  );
}
