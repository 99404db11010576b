import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  IconButton,
  InputAdornment,
  Slider,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr, type StreamStatus } from 'shared-core';
import { NS } from '../../i18n';
import type { CloseFormState, Worded } from './closeForm';
import type { ClosePhase } from './phase';
import { QUICK_PERCENTS, sliderMarks, type CloseKind, type CloseSummary, type OrderSide } from './rules';
import { SlippagePanel, type SlippagePanelProps } from './SlippagePanel';
import { useCloseTexts } from './texts';
import { arrowStepKeys } from '../dialogShell/arrowStep';

export interface CloseDialogHandlers {
  onPriceText(text: string): void;
  onPriceBlur(): void;
  onPriceStep(direction: 1 | -1): void;
  onQtyText(text: string): void;
  onQtyBlur(): void;
  onPercent(percent: number): void;
  onPostOnly(on: boolean): void;
  onConfirm(): void;
  onCancel(): void;
  onRiskConfirm(): void;
  onLiquidationConfirm(): void;
  /** back from a nested confirmation to the form */
  onBack(): void;
  /** closes the dialog after a final outcome (39303, reconciled) */
  onFinish(): void;
  onCheckAgain(): void;
}

export interface CloseDialogViewProps extends CloseDialogHandlers {
  kind: CloseKind;
  symbol: string;
  option: boolean;
  positionSide: OrderSide;
  /** formatted figures; marketPrice null while the last price is read */
  entryPrice: string;
  marketPrice: string | null;
  /** options, limit only (§2) */
  markPrice?: string;
  /** the instrument's rules are not in yet (null) or never will be ('missing') */
  instrument: 'ready' | 'loading' | 'missing';
  form: CloseFormState;
  /** 'maxQtySplitOrderTip' with the single-order maximum, when the quantity exceeds it */
  splitTipMax: string | null;
  summary: CloseSummary | null;
  coin: string;
  slippage?: SlippagePanelProps;
  streamStatus: StreamStatus;
  phase: ClosePhase;
  /** 'priceQtyRequiredMsg' and the like, said above the buttons */
  formMessage: Worded | null;
  /** options: price or quantity checks pending or failing (§4): Confirm is off */
  blocked?: boolean;
}

/** The close-position dialog (positions.md §2): presentational, every figure and text from props. */
export function CloseDialogView(p: CloseDialogViewProps) {
  useCloseTexts();
  const { t } = useTranslation(NS);
  const w = (m: Worded | null) => (m ? t(m.key, m.params ?? {}) : undefined);
  const limit = p.kind === 'limit';
  const busy = p.phase.name !== 'edit';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    p.onConfirm();
  };
  const title = t(limit ? 'closeDialog.titleLimit' : 'closeDialog.titleMarket', { symbol: p.symbol });
  return (
    <>
      <Dialog
        open
        onClose={() => (busy ? undefined : p.onCancel())}
        maxWidth="xs"
        fullWidth
        aria-labelledby="close-dialog-title"
        data-testid="close-dialog"
      >
        <Box component="form" noValidate onSubmit={submit}>
          <DialogTitle id="close-dialog-title">{title}</DialogTitle>
          <DialogContent>
            <Stack spacing={1.5}>
              {p.streamStatus !== 'live' ? (
                <Alert severity="warning" data-testid="close-not-live">
                  {t('closeDialog.notLive', { status: t(`closeDialog.status.${p.streamStatus}`) })}
                </Alert>
              ) : null}
              <Stack direction="row" spacing={3}>
                <Figure label={t(p.option ? 'closeDialog.avgPrice' : 'closeDialog.entryPrice')} value={p.entryPrice} />
                <Figure
                  label={t('closeDialog.marketPrice')}
                  value={p.marketPrice ?? t('closeDialog.loadingPrice')}
                  testId="close-market-price"
                />
                {p.option && limit && p.markPrice ? (
                  <Figure label={t('closeDialog.markPrice')} value={p.markPrice} />
                ) : null}
              </Stack>
              {p.instrument === 'missing' ? (
                <Alert severity="error">{t('invalidPosHint')}</Alert>
              ) : p.instrument === 'loading' ? (
                <Typography role="status">{t('closeDialog.loadingConfig')}</Typography>
              ) : (
                <>
                  {limit ? (
                    <TextField
                      label={t('closeDialog.closePrice')}
                      value={p.form.priceText}
                      onChange={(e) => p.onPriceText(e.target.value)}
                      onBlur={p.onPriceBlur}
                      // ArrowUp / ArrowDown step by a tick, as the − / + buttons do
                      onKeyDown={arrowStepKeys(p.onPriceStep)}
                      error={!!p.form.priceError}
                      helperText={w(p.form.priceError) ?? w(p.form.priceNotice)}
                      disabled={busy}
                      size="small"
                      slotProps={{
                        htmlInput: { inputMode: 'decimal', 'data-testid': 'close-price', dir: 'ltr' },
                        input: {
                          endAdornment: (
                            <InputAdornment position="end">
                              <IconButton
                                size="small"
                                aria-label={t('closeDialog.priceDown')}
                                onClick={() => p.onPriceStep(-1)}
                                disabled={busy}
                              >
                                −
                              </IconButton>
                              <IconButton
                                size="small"
                                aria-label={t('closeDialog.priceUp')}
                                onClick={() => p.onPriceStep(1)}
                                disabled={busy}
                              >
                                +
                              </IconButton>
                            </InputAdornment>
                          ),
                        },
                      }}
                    />
                  ) : null}
                  <TextField
                    label={t('closeDialog.closeQty')}
                    value={p.form.qtyText}
                    onChange={(e) => p.onQtyText(e.target.value)}
                    onBlur={p.onQtyBlur}
                    error={!!p.form.qtyError}
                    helperText={
                      w(p.form.qtyError) ??
                      (p.splitTipMax ? t('maxQtySplitOrderTip', { max: p.splitTipMax }) : undefined)
                    }
                    disabled={busy}
                    size="small"
                    slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'close-qty', dir: 'ltr' } }}
                  />
                  <Box sx={{ px: 1 }}>
                    <Slider
                      aria-label={t('closeDialog.share')}
                      value={p.form.percent}
                      min={0}
                      max={100}
                      step={1}
                      marks={sliderMarks(p.option).map((value) => ({ value, label: `${value}%` }))}
                      valueLabelDisplay="auto"
                      disabled={busy}
                      onChange={(_, v) => p.onPercent(Array.isArray(v) ? (v[0] ?? 0) : v)}
                    />
                  </Box>
                  <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                    {QUICK_PERCENTS.map((percent) => (
                      <Button
                        key={percent}
                        size="small"
                        variant={p.form.percent === percent ? 'contained' : 'outlined'}
                        onClick={() => p.onPercent(percent)}
                        disabled={busy}
                        data-testid={`close-quick-${percent}`}
                      >
                        <Ltr>{t('closeDialog.quick', { percent })}</Ltr>
                      </Button>
                    ))}
                  </Stack>
                  {limit && !p.option ? (
                    <FormControlLabel
                      control={
                        <Checkbox
                          checked={p.form.postOnly}
                          disabled={busy}
                          onChange={(e) => p.onPostOnly(e.target.checked)}
                        />
                      }
                      label={t('closeDialog.postOnly')}
                    />
                  ) : null}
                  {p.slippage ? <SlippagePanel {...p.slippage} disabled={busy} /> : null}
                  {p.summary ? (
                    <Typography variant="body2" data-testid="close-summary">
                      {t('closeDialog.summaryPnl')}{' '}
                      <Ltr>
                        {p.summary.pnl} {p.coin}
                      </Ltr>
                      {p.summary.fee !== null ? (
                        <>
                          {' · '}
                          {t('closeDialog.summaryFee')}{' '}
                          <Ltr>
                            {p.summary.fee} {p.coin}
                          </Ltr>
                        </>
                      ) : null}
                    </Typography>
                  ) : null}
                </>
              )}
              {p.formMessage ? (
                <Alert severity="error" role="alert" data-testid="close-form-message">
                  {w(p.formMessage)}
                </Alert>
              ) : null}
              {p.phase.name === 'reconciling' ? (
                <Alert severity="info" role="status" icon={<CircularProgress size={16} aria-hidden />}>
                  {t('closeDialog.reconciling')}
                </Alert>
              ) : null}
              {p.phase.name === 'reconciled' ? (
                <Alert severity={p.phase.closed ? 'success' : 'warning'} role="status" data-testid="close-reconciled">
                  {p.phase.placed
                    ? t('closeDialog.reconciledPlaced', { qty: p.phase.placed.qty, price: p.phase.placed.price })
                    : p.phase.closed
                      ? t('closeDialog.reconciledClosed', { size: p.phase.size })
                      : t('closeDialog.reconcileUnknown')}
                </Alert>
              ) : null}
            </Stack>
          </DialogContent>
          <DialogActions>
            {p.phase.name === 'reconciled' ? (
              <>
                {!p.phase.closed ? <Button onClick={p.onCheckAgain}>{t('closeDialog.checkAgain')}</Button> : null}
                <Button variant="contained" onClick={p.onFinish}>
                  {t('closeDialog.ok')}
                </Button>
              </>
            ) : (
              <>
                <Button onClick={p.onCancel} disabled={busy}>
                  {t('closeDialog.cancel')}
                </Button>
                <Button
                  type="submit"
                  variant="contained"
                  disabled={busy || p.instrument !== 'ready' || !!p.blocked}
                  data-testid="close-confirm"
                >
                  {p.phase.name === 'sending' || p.phase.name === 'reconciling'
                    ? t('closeDialog.sending')
                    : p.phase.name === 'checking'
                      ? t('closeDialog.checking')
                      : t('closeDialog.confirm')}
                </Button>
              </>
            )}
          </DialogActions>
        </Box>
      </Dialog>
      <NestedDialogs {...p} />
    </>
  );
}

function NestedDialogs(p: CloseDialogViewProps) {
  const { t } = useTranslation(NS);
  const phase = p.phase;
  if (phase.name === 'risk')
    return (
      <Dialog open onClose={p.onBack} aria-labelledby="close-risk-title" data-testid="close-risk-dialog">
        <DialogTitle id="close-risk-title">{t('RiskTipT')}</DialogTitle>
        <DialogContent>
          {phase.moved ? <Alert severity="warning">{t('closeDialog.riskMoved')}</Alert> : null}
          <DialogContentText>
            {t('RiskTipC2', { price: phase.price, bound: phase.bound, ticks: phase.ticks })}
          </DialogContentText>
          <DialogContentText>{t('RiskTipC2op1')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={p.onBack} autoFocus>
            {t('closeDialog.back')}
          </Button>
          <Button variant="contained" color="warning" onClick={p.onRiskConfirm} data-testid="close-risk-confirm">
            {t('closeDialog.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  if (phase.name === 'liquidation')
    return (
      <Dialog open onClose={p.onBack} aria-labelledby="close-liq-title" data-testid="close-liq-dialog">
        <DialogTitle id="close-liq-title">{t('closeDialog.liqTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('closeLiquidationWarning', { liqPrice: phase.liqPrice })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={p.onBack} autoFocus>
            {t('closeDialog.back')}
          </Button>
          <Button variant="contained" color="error" onClick={p.onLiquidationConfirm} data-testid="close-liq-confirm">
            {t('closeDialog.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  if (phase.name === 'splitFailed')
    return (
      <Dialog open onClose={p.onFinish} aria-labelledby="close-failed-title" data-testid="close-failed-dialog">
        <DialogTitle id="close-failed-title">{t('orderCreateFailureTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('splitOrderFailedTip', { qty: phase.qty, symbol: phase.symbol })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={p.onFinish} autoFocus>
            {t('closeDialog.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  return null;
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" data-testid={testId}>
        <Ltr>{value}</Ltr>
      </Typography>
    </Box>
  );
}
