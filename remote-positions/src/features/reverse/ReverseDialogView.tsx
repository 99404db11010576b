import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { helpCenterLink, Ltr, type StreamStatus } from 'shared-core';
import { NS } from '../../i18n';
import type { ReverseSideView } from './rules/reverse';
import type { ReverseOutcome } from './runReverse';
import { ensureReverseTexts } from './texts';

/** Where the dialog is: loading the preference, asking, sending, or the outcome. */
export type ReverseStage = 'loading' | 'prompt' | 'closing' | 'opening' | ReverseOutcome;

/** The help-centre article on reversing (host-served, in the page's language). */
export const REVERSE_HELP_ARTICLE = 'reverse-position';

export interface ReverseDialogViewProps {
  symbol: string;
  /** formatted; '--' when unknown; null while loading */
  marketPrice: string | null;
  /** formatted quantities */
  current: ReverseSideView;
  target: ReverseSideView;
  stage: ReverseStage;
  /** false: nothing to reverse (no size) */
  reversible: boolean;
  /** a copy-trade follower: may not open, so the reversal is not offered */
  follower?: boolean;
  leverageText: string;
  leverageError: { key: string; params?: Record<string, string | number> } | null;
  /** §2: the checkbox is not shown for copy trade */
  showDontAsk: boolean;
  dontAsk: boolean;
  notLive: StreamStatus | null;
  onLeverageText(text: string): void;
  onDontAsk(checked: boolean): void;
  onConfirm(): void;
  onCancel(): void;
}

const OUTCOME_SEVERITY: Record<ReverseOutcome, 'success' | 'error' | 'warning' | 'info'> = {
  reversed: 'success',
  busy: 'info',
  justReversed: 'info',
  failed: 'error',
  closePartial: 'error',
  closedNotReversed: 'error',
  lostClose: 'warning',
  lostOpen: 'warning',
};

/** The reverse dialog (positions.md §2): presentational, every value in through props. */
export function ReverseDialogView(props: ReverseDialogViewProps) {
  const { t, i18n } = useTranslation(NS);
  ensureReverseTexts(i18n);
  const { symbol, stage, current, target } = props;
  const sending = stage === 'closing' || stage === 'opening';
  const asking = stage === 'prompt';
  const finished = !asking && !sending && stage !== 'loading';
  const tag = (v: ReverseSideView) => t(`reverse.${v.mode}`, { leverage: v.leverage });
  const sideQty = (v: ReverseSideView) => t('reverse.sideQty', { side: t(`reverse.side.${v.side}`), qty: v.qty });
  return (
    <Dialog
      open
      onClose={sending ? undefined : props.onCancel}
      maxWidth="xs"
      fullWidth
      data-testid="reverse-dialog"
      data-stage={stage}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (asking && !props.follower) props.onConfirm();
        }}
      >
        <DialogTitle>{t('reverse.title', { symbol })}</DialogTitle>
        <DialogContent>
          <Stack spacing={1.5}>
            {props.notLive ? (
              <Alert severity="warning" data-testid="reverse-not-live">
                {t('reverse.notLive', { status: t(`common:stream.${props.notLive}`) })}
              </Alert>
            ) : null}
            <Row
              label={t('reverse.marketPrice')}
              value={props.marketPrice ?? t('reverse.loading')}
              testId="reverse-price"
            />
            <Row label={t('reverse.current')} value={`${sideQty(current)} · ${tag(current)}`} side={current.side} />
            <Row
              label={t('reverse.target')}
              value={`${sideQty(target)} · ${tag(target)}`}
              side={target.side}
              testId="reverse-target"
            />
            {!props.reversible ? <Alert severity="info">{t('reverse.nothing')}</Alert> : null}
            {props.follower && asking ? (
              <Alert severity="info" data-testid="reverse-follower">
                {t('reverse.follower')}
              </Alert>
            ) : null}
            {asking && props.reversible && !props.follower ? (
              <>
                <TextField
                  size="small"
                  label={t('reverse.newLeverage')}
                  placeholder={t('reverse.keepLeverage', { leverage: current.leverage })}
                  value={props.leverageText}
                  onChange={(e) => props.onLeverageText(e.target.value)}
                  error={!!props.leverageError}
                  helperText={props.leverageError ? t(props.leverageError.key, props.leverageError.params ?? {}) : ' '}
                  slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', 'data-testid': 'reverse-leverage' } }}
                />
                <Typography variant="body2" color="text.secondary">
                  {t('reverse.tip')}{' '}
                  <Link
                    href={helpCenterLink(i18n.language, REVERSE_HELP_ARTICLE)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('reverse.help')}
                  </Link>
                </Typography>
                {props.showDontAsk ? (
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={props.dontAsk}
                        onChange={(e) => props.onDontAsk(e.target.checked)}
                        slotProps={{ input: { 'data-testid': 'reverse-dont-ask' } as object }}
                      />
                    }
                    label={t('reverse.dontAsk')}
                  />
                ) : null}
              </>
            ) : null}
            {stage === 'loading' ? <LinearProgress aria-label={t('reverse.loading')} /> : null}
            {sending ? (
              <Stack spacing={1} role="status" data-testid="reverse-progress">
                <LinearProgress aria-hidden />
                <Typography variant="body2">{t(`reverse.${stage}`)}</Typography>
              </Stack>
            ) : null}
            {finished ? (
              <Alert severity={OUTCOME_SEVERITY[stage]} data-testid="reverse-outcome" data-outcome={stage}>
                {t(`reverse.${stage}`, { side: t(`reverse.side.${target.side}`), qty: target.qty, symbol })}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          {finished ? (
            <Button onClick={props.onCancel} variant="contained" autoFocus data-testid="reverse-close">
              {t('reverse.close')}
            </Button>
          ) : (
            <>
              <Button onClick={props.onCancel} disabled={sending} data-testid="reverse-cancel">
                {t('reverse.cancel')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                color="warning"
                autoFocus
                disabled={!asking || !props.reversible || props.follower}
                data-testid="reverse-confirm"
              >
                {t('reverse.confirm')}
              </Button>
            </>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function Row({ label, value, side, testId }: { label: string; value: string; side?: 'Buy' | 'Sell'; testId?: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="body2"
        data-testid={testId}
        sx={{ color: side === 'Buy' ? 'success.main' : side === 'Sell' ? 'error.main' : undefined, textAlign: 'end' }}
      >
        {side ? value : <Ltr>{value}</Ltr>}
      </Typography>
    </Stack>
  );
}
