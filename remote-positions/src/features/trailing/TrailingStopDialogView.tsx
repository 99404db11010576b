import {
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Link,
  Radio,
  RadioGroup,
  Slider,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr, type StreamStatus } from 'shared-core';
import { NS } from '../../i18n';
import { FormDialog } from '../dialogShell/FormDialog';
import { percentLabel } from './rules/percentLabel';
import { nextStep, previousStep, RATE_MARKS, TUTORIAL_STEPS, type TrailingType } from './rules/trailing';
import { ensureTrailingTexts } from './texts';

export interface ShownMessage {
  key: string;
  params?: Record<string, string | number>;
}

export interface TrailingStopDialogViewProps {
  symbol: string;
  /** the price coin (quote) */
  coin: string;
  side: 'Buy' | 'Sell';
  /** formatted; null while loading */
  entryPrice: string;
  sessionAverage: boolean;
  marketPrice: string | null;
  liqPrice: string;
  type: TrailingType;
  valueText: string;
  /** the rate as a number for the slider (0.1..100) */
  rateValue: number;
  activationOn: boolean;
  activationText: string;
  /** the trailing stop the exchange holds, formatted, or null */
  held: string | null;
  /** the explanation's example, or null without a callback */
  example: { extreme: string; trigger: string } | null;
  error: ShownMessage | null;
  notLive: StreamStatus | null;
  sending: boolean;
  lostAnswer: boolean;
  /** a "learn more" help link */
  helpHref: string;
  onType(type: TrailingType): void;
  onValueText(text: string): void;
  onValueBlur(): void;
  onRate(rate: number): void;
  onActivationOn(on: boolean): void;
  onActivationText(text: string): void;
  onConfirm(): void;
  onCancelTrailing(): void;
  onCancel(): void;
  /** stories: open with the tutorial at this step (0..2) or the trigger-type radio shown */
  initialTutorialStep?: number | null;
  initialTypeOpen?: boolean;
}

/** The trailing-stop dialog (positions.md §2): presentational, every value in through props. */
export function TrailingStopDialogView(props: TrailingStopDialogViewProps) {
  const { t, i18n } = useTranslation(NS);
  ensureTrailingTexts(i18n);
  const [typeOpen, setTypeOpen] = useState(props.initialTypeOpen ?? false);
  const [tutorial, setTutorial] = useState<number | null>(props.initialTutorialStep ?? null);
  const { symbol, coin, error, sending, lostAnswer } = props;
  const locked = sending || lostAnswer;
  return (
    <FormDialog
      testId="trailing"
      title={t('trailing.title', { symbol })}
      texts={{
        confirm: t('trailing.confirm'),
        sending: t('trailing.sending'),
        cancel: t('trailing.cancel'),
        notLive: props.notLive ? t('trailing.notLive', { status: t(`common:stream.${props.notLive}`) }) : null,
        lostAnswer: t('trailing.lostAnswer'),
      }}
      sending={sending}
      lostAnswer={lostAnswer}
      extraActions={
        props.held ? (
          <Button color="error" onClick={props.onCancelTrailing} disabled={locked} data-testid="trailing-cancel-stop">
            {t('trailing.cancelTrailing')}
          </Button>
        ) : null
      }
      onConfirm={props.onConfirm}
      onCancel={props.onCancel}
      beside={
        <>
          {typeOpen ? (
            <Dialog open onClose={() => setTypeOpen(false)} maxWidth="xs" data-testid="trailing-type-dialog">
              <DialogTitle>{t('trailing.triggerType')}</DialogTitle>
              <DialogContent>
                <RadioGroup
                  value={props.type}
                  onChange={(_e, v) => {
                    props.onType(v as TrailingType);
                    setTypeOpen(false);
                  }}
                >
                  <FormControlLabel value="distance" control={<Radio />} label={t('trailing.byDistance')} />
                  <FormControlLabel
                    value="rate"
                    control={<Radio />}
                    label={
                      <>
                        {t('trailing.byRate')}{' '}
                        <Chip size="small" color="warning" label={t('trailing.newTag')} sx={{ ml: 0.5 }} />
                      </>
                    }
                  />
                </RadioGroup>
              </DialogContent>
            </Dialog>
          ) : null}
          {tutorial !== null ? (
            <Dialog open onClose={() => setTutorial(null)} maxWidth="xs" data-testid="trailing-tutorial">
              <DialogTitle>{t('trailing.tutorialTitle', { step: tutorial + 1 })}</DialogTitle>
              <DialogContent>
                <Typography variant="body2">{t(`trailing.tutorialStep${tutorial + 1}`)}</Typography>
                <Link href={props.helpHref} target="_blank" rel="noopener noreferrer" variant="caption">
                  {t('trailing.learnMore')}
                </Link>
              </DialogContent>
              <DialogActions>
                <Button disabled={tutorial === 0} onClick={() => setTutorial(previousStep(tutorial))}>
                  {t('trailing.previous')}
                </Button>
                {tutorial < TUTORIAL_STEPS - 1 ? (
                  <Button variant="contained" onClick={() => setTutorial(nextStep(tutorial))}>
                    {t('trailing.next')}
                  </Button>
                ) : (
                  <Button variant="contained" onClick={() => setTutorial(null)}>
                    {t('trailing.done')}
                  </Button>
                )}
              </DialogActions>
            </Dialog>
          ) : null}
        </>
      }
    >
      <Row
        label={t(props.sessionAverage ? 'trailing.sessionAverage' : 'trailing.entryPrice')}
        value={props.entryPrice}
      />
      <Row
        label={t('trailing.marketPrice')}
        value={props.marketPrice ?? t('trailing.loading')}
        testId="trailing-market"
      />
      <Row label={t('trailing.liqPrice')} value={props.liqPrice} />
      {props.held ? (
        <Typography variant="caption" color="text.secondary" data-testid="trailing-held">
          {t('trailing.current', { value: props.held })}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">
          {t('trailing.triggerType')}: {t(props.type === 'rate' ? 'trailing.byRate' : 'trailing.byDistance')}
        </Typography>
        <Button size="small" onClick={() => setTypeOpen(true)} disabled={locked} data-testid="trailing-type">
          {t('trailing.changeType')}
        </Button>
      </Stack>
      <TextField
        autoFocus
        label={props.type === 'rate' ? t('trailing.rate') : t('trailing.distance', { coin })}
        value={props.valueText}
        onChange={(e) => props.onValueText(e.target.value)}
        onBlur={props.onValueBlur}
        disabled={locked}
        error={!!error}
        helperText={error ? t(error.key, error.params ?? {}) : ' '}
        size="small"
        slotProps={{
          htmlInput: { inputMode: 'decimal', 'data-testid': 'trailing-value', dir: 'ltr' },
          formHelperText: { role: error ? 'alert' : undefined } as object,
        }}
      />
      {props.type === 'rate' ? (
        <Box sx={{ px: 1 }}>
          <Slider
            size="small"
            min={0.1}
            max={100}
            step={0.1}
            value={props.rateValue}
            marks={RATE_MARKS.map((m) => ({ value: m, label: <Ltr>{percentLabel(m, i18n.language)}</Ltr> }))}
            onChange={(_e, v) => props.onRate(Array.isArray(v) ? (v[0] ?? 0.1) : v)}
            disabled={locked}
            aria-label={t('trailing.rateSlider')}
            data-testid="trailing-rate-slider"
          />
        </Box>
      ) : null}
      <FormControlLabel
        control={
          <Checkbox
            checked={props.activationOn}
            onChange={(e) => props.onActivationOn(e.target.checked)}
            disabled={locked}
            slotProps={{ input: { 'data-testid': 'trailing-activation-on' } as object }}
          />
        }
        label={t('trailing.activation')}
      />
      {props.activationOn ? (
        <TextField
          label={t('trailing.activationPrice', { coin })}
          value={props.activationText}
          onChange={(e) => props.onActivationText(e.target.value)}
          disabled={locked}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'trailing-activation', dir: 'ltr' } }}
        />
      ) : null}
      <Box component="section" aria-label={t('trailing.explainTitle')}>
        <Typography variant="subtitle2" component="h3">
          {t('trailing.explainTitle')}
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 2.5, typography: 'caption', color: 'text.secondary' }}>
          <li>{t('trailing.explain1')}</li>
          {props.example ? (
            <li data-testid="trailing-example">
              {t(props.side === 'Buy' ? 'trailing.explain2Long' : 'trailing.explain2Short', {
                extreme: `\u2066${props.example.extreme}\u2069`,
                trigger: `\u2066${props.example.trigger}\u2069`,
              })}
            </li>
          ) : null}
          <li>{t('trailing.explain3')}</li>
        </Box>
        <Link
          component="button"
          type="button"
          variant="caption"
          onClick={() => setTutorial(0)}
          data-testid="trailing-tutorial-open"
        >
          {t('trailing.tutorial')}
        </Link>
      </Box>
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
