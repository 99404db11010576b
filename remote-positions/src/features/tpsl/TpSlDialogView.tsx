import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  IconButton,
  MenuItem,
  Slider,
  Stack,
  Tab,
  Tabs,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Ltr, type StreamStatus, type TriggerBy } from 'shared-core';
import { NS } from '../../i18n';
import { FormDialog } from '../dialogShell/FormDialog';
import type { ShownMessage } from '../margin/MarginDialogView';
import { QTY_SLIDER, type TpSlInputType, type TpSlLeg } from './rules/convert';
import type { PartialSort } from './rules/partialList';
import type { OrderKind } from './rules/validate';
import { ensureTpSlTexts } from './texts';
import { arrowStepKeys } from '../dialogShell/arrowStep';

export const TRIGGER_KINDS: readonly TriggerBy[] = ['LastPrice', 'IndexPrice', 'MarkPrice'];

/** One leg (take profit or stop loss) of the form, as shown. */
export interface TpSlLegView {
  price: string;
  triggerBy: TriggerBy;
  inputType: TpSlInputType;
  /** The sub-input (ROI % / price % / P&L), computed from the price or typed. */
  subValue: string;
  /** The slider for ROI and price %; null for P&L. */
  slider: { value: number; max: number; step: number } | null;
  /** The profit / loss tip: formatted values, or null when the price is not set. */
  tip: { price: string; qty: string; pnl: string } | null;
  orderType: OrderKind;
  limitPrice: string;
  messages: ShownMessage[];
}

/** A row of the partial list, formatted. */
export interface PartialRowView {
  id: string;
  leg: TpSlLeg;
  price: string;
  limitPrice: string | null;
  qty: string;
  triggerBy: TriggerBy;
}

export interface TpSlDialogViewProps {
  symbol: string;
  modify: boolean;
  /** false on edit: the Entire / Partial switch is hidden (§4). */
  showTabs: boolean;
  tab: 'entire' | 'partial';
  /** 'list' (the partial list) or the form; `back` shows the back arrow. */
  view: 'list' | 'form';
  back: boolean;
  summary: { price: string; qty: string; entry: string; last: string; liq: string };
  /** Partial mode: the quantity input and slider. */
  qtyText: string;
  qtyPercent: number;
  qtyMessages: ShownMessage[];
  tp: TpSlLegView;
  sl: TpSlLegView;
  inputTypes: TpSlInputType[];
  /** Partial mode: the limit-order checkbox per leg. */
  partial: boolean;
  /** A full TP/SL exists: its OCO cancel button shows. */
  canCancelOco: boolean;
  list: PartialRowView[];
  sort: PartialSort;
  shake: boolean;
  confirmCancelAll: boolean;
  loading: boolean;
  sending: boolean;
  lostAnswer: boolean;
  /** A lost save that the re-read shows the exchange does not hold: nothing was saved. */
  notTaken?: boolean;
  notLive: StreamStatus | null;
  onTab(tab: 'entire' | 'partial'): void;
  onBack(): void;
  onQtyText(text: string): void;
  onQtyPercent(percent: number): void;
  onLeg(leg: TpSlLeg, change: LegChange): void;
  onSort(sort: PartialSort): void;
  onAdd(): void;
  onModify(id: string): void;
  onCancelItem(id: string): void;
  onCancelAll(): void;
  onConfirmCancelAll(yes: boolean): void;
  onCancelOco(): void;
  onConfirm(): void;
  onClose(): void;
}

export type LegChange =
  | { price: string }
  | { priceStep: 1 | -1 }
  | { priceBlur: true }
  | { triggerBy: TriggerBy }
  | { inputType: TpSlInputType }
  | { subValue: string }
  | { slider: number }
  | { limit: boolean }
  | { limitPrice: string };

/** The TP/SL dialog (positions.md §2, §3): presentational, every value in through props. */
export function TpSlDialogView(p: TpSlDialogViewProps) {
  const { t, i18n } = useTranslation(NS);
  ensureTpSlTexts(i18n);
  const locked = p.sending || p.lostAnswer;
  const msg = (m: ShownMessage) =>
    t(m.key, {
      ...(m.params ?? {}),
      ...(typeof m.params?.leg === 'string' ? { leg: t(`tpsl.${m.params.leg}`) } : {}),
    });
  return (
    <FormDialog
      testId="tpsl"
      maxWidth="sm"
      title={
        <>
          {p.back ? (
            <IconButton size="small" onClick={p.onBack} aria-label={t('tpsl.back')} data-testid="tpsl-back">
              <span aria-hidden>{i18n.dir() === 'rtl' ? '→' : '←'}</span>
            </IconButton>
          ) : null}
          {t(p.modify ? 'tpsl.modifyTitle' : 'tpsl.addTitle')} <Ltr>{p.symbol}</Ltr>
        </>
      }
      texts={{
        confirm: t('tpsl.confirm'),
        sending: t('tpsl.sending'),
        cancel: t('tpsl.cancel'),
        notLive: p.notLive ? t('tpsl.notLive', { status: t(`tpsl.status.${p.notLive}`) }) : null,
        lostAnswer: t('tpsl.lostAnswer'),
      }}
      sending={p.sending}
      lostAnswer={p.lostAnswer}
      canConfirm={p.view === 'form'}
      confirmDisabled={p.loading}
      onConfirm={p.onConfirm}
      onCancel={p.onClose}
      beside={
        <>
          {p.confirmCancelAll ? (
            <Dialog open onClose={() => p.onConfirmCancelAll(false)} data-testid="tpsl-prompt">
              <DialogTitle>{t('tpsl.prompt.title')}</DialogTitle>
              <DialogContent>
                <DialogContentText>{t('tpsl.prompt.text', { symbol: p.symbol })}</DialogContentText>
              </DialogContent>
              <DialogActions>
                <Button onClick={() => p.onConfirmCancelAll(false)}>{t('tpsl.prompt.keep')}</Button>
                <Button
                  color="error"
                  variant="contained"
                  onClick={() => p.onConfirmCancelAll(true)}
                  disabled={p.sending}
                  data-testid="tpsl-prompt-confirm"
                >
                  {t('tpsl.prompt.confirm')}
                </Button>
              </DialogActions>
            </Dialog>
          ) : null}
        </>
      }
    >
      {p.showTabs ? (
        <Tabs value={p.tab} onChange={(_e, v: 'entire' | 'partial') => p.onTab(v)}>
          <Tab value="entire" label={t('tpsl.entire')} disabled={locked} data-testid="tpsl-tab-entire" />
          <Tab
            value="partial"
            disabled={locked}
            data-testid="tpsl-tab-partial"
            label={
              <span>
                {t('tpsl.partial')} <Chip size="small" color="warning" label={t('tpsl.new')} component="span" />
              </span>
            }
          />
        </Tabs>
      ) : null}
      <Summary p={p} />
      {p.loading ? (
        <Typography color="text.secondary">{t('tpsl.loading')}</Typography>
      ) : p.view === 'list' ? (
        <PartialList p={p} />
      ) : (
        <>
          {p.partial ? (
            <Stack spacing={0.5}>
              <TextField
                size="small"
                autoFocus
                label={t('tpsl.qty')}
                value={p.qtyText}
                onChange={(e) => p.onQtyText(e.target.value)}
                disabled={locked}
                error={p.qtyMessages.some((m) => m.key !== 'maxQtySplitOrderTip')}
                helperText={p.qtyMessages.map(msg).join(' ') || undefined}
                slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', 'data-testid': 'tpsl-qty' } }}
              />
              <Slider
                size="small"
                value={p.qtyPercent}
                min={QTY_SLIDER.min}
                max={QTY_SLIDER.max}
                step={QTY_SLIDER.step}
                marks
                disabled={locked}
                valueLabelDisplay="auto"
                onChange={(_e, v) => p.onQtyPercent(v as number)}
                slotProps={{ input: { 'aria-label': t('tpsl.qtySlider') } }}
              />
            </Stack>
          ) : null}
          <LegFields leg="tp" v={p.tp} p={p} locked={locked} msg={msg} />
          <LegFields leg="sl" v={p.sl} p={p} locked={locked} msg={msg} />
          {p.canCancelOco ? (
            <Button size="small" color="error" onClick={p.onCancelOco} disabled={locked} data-testid="tpsl-cancel-oco">
              {t('tpsl.cancelOco')}
            </Button>
          ) : null}
        </>
      )}
      {p.notTaken && !p.lostAnswer ? (
        <Alert severity="info" data-testid="tpsl-not-taken">
          {t('tpsl.notTaken')}
        </Alert>
      ) : null}
    </FormDialog>
  );
}

function Summary({ p }: { p: TpSlDialogViewProps }) {
  const { t } = useTranslation(NS);
  const items: [string, string][] = [
    ['tpsl.price', p.summary.price],
    ['tpsl.qty', p.summary.qty],
    ['tpsl.entryPrice', p.summary.entry],
    ['tpsl.lastPrice', p.summary.last],
    ['tpsl.liqPrice', p.summary.liq],
  ];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 1 }} data-testid="tpsl-summary">
      {items.map(([key, value]) => (
        <Box key={key}>
          <Typography variant="caption" color="text.secondary" component="div">
            {t(key)}
          </Typography>
          <Typography variant="body2">
            <Ltr>{value}</Ltr>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function LegFields(props: {
  leg: TpSlLeg;
  v: TpSlLegView;
  p: TpSlDialogViewProps;
  locked: boolean;
  msg: (m: ShownMessage) => string;
}) {
  const { leg, v, p, locked, msg } = props;
  const { t } = useTranslation(NS);
  const legName = t(leg === 'tp' ? 'tpsl.takeProfit' : 'tpsl.stopLoss');
  const change = (c: LegChange) => p.onLeg(leg, c);
  const blocking = v.messages.filter((m) => !m.key.endsWith('Tip') || m.key === 'priceErrorTickTip');
  return (
    <Stack spacing={1} data-testid={`tpsl-${leg}`}>
      <Typography variant="subtitle2" component="h3" color={leg === 'tp' ? 'success.main' : 'error.main'}>
        {t(leg === 'tp' ? 'tpsl.tpLabel' : 'tpsl.slLabel')}
      </Typography>
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          sx={{ flex: 2 }}
          // keyboard: the form opens on its first field (the quantity in partial mode)
          autoFocus={leg === 'tp' && !p.partial}
          label={t('tpsl.triggerPrice', { leg: legName })}
          value={v.price}
          onChange={(e) => change({ price: e.target.value })}
          onBlur={() => change({ priceBlur: true })}
          // ArrowUp / ArrowDown step the trigger price by a tick
          onKeyDown={arrowStepKeys((direction) => change({ priceStep: direction }))}
          disabled={locked}
          error={blocking.length > 0}
          helperText={v.messages.map(msg).join(' ') || undefined}
          slotProps={{
            htmlInput: { inputMode: 'decimal', dir: 'ltr', 'data-testid': `tpsl-${leg}-price` },
            formHelperText: { role: v.messages.length ? 'alert' : undefined } as object,
          }}
        />
        <TextField
          select
          size="small"
          sx={{ flex: 1 }}
          label={t('tpsl.triggerBy')}
          value={v.triggerBy}
          onChange={(e) => change({ triggerBy: e.target.value as TriggerBy })}
          disabled={locked}
          slotProps={{ htmlInput: { 'data-testid': `tpsl-${leg}-by` } }}
        >
          {TRIGGER_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {t(`tpsl.by.${k}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          select
          size="small"
          sx={{ flex: 1 }}
          label={t('tpsl.inputType')}
          value={v.inputType}
          onChange={(e) => change({ inputType: e.target.value as TpSlInputType })}
          disabled={locked}
          slotProps={{ htmlInput: { 'data-testid': `tpsl-${leg}-type` } }}
        >
          {p.inputTypes.map((k) => (
            <MenuItem key={k} value={k}>
              {t(`tpsl.types.${k}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          sx={{ flex: 1 }}
          label={t('tpsl.subValue', { leg: legName, type: t(`tpsl.types.${v.inputType}`) })}
          value={v.subValue}
          onChange={(e) => change({ subValue: e.target.value })}
          disabled={locked}
          slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', 'data-testid': `tpsl-${leg}-sub` } }}
        />
        {v.slider ? (
          <Slider
            size="small"
            sx={{ flex: 2 }}
            value={Math.min(v.slider.value, v.slider.max)}
            min={0}
            max={v.slider.max}
            step={v.slider.step}
            disabled={locked}
            valueLabelDisplay="auto"
            onChange={(_e, n) => change({ slider: n as number })}
            slotProps={{
              input: { 'aria-label': t('tpsl.slider', { leg: legName, type: t(`tpsl.types.${v.inputType}`) }) },
            }}
          />
        ) : null}
      </Stack>
      {p.partial ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <FormControlLabel
            control={
              <Checkbox
                size="small"
                checked={v.orderType === 'Limit'}
                onChange={(e) => change({ limit: e.target.checked })}
                disabled={locked}
                slotProps={{ input: { 'data-testid': `tpsl-${leg}-limit` } as object }}
              />
            }
            label={t('tpsl.limitOrder')}
          />
          {v.orderType === 'Limit' ? (
            <TextField
              size="small"
              label={t('tpsl.limitPrice', { leg: legName })}
              value={v.limitPrice}
              onChange={(e) => change({ limitPrice: e.target.value })}
              disabled={locked}
              slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', 'data-testid': `tpsl-${leg}-limit-price` } }}
            />
          ) : null}
        </Stack>
      ) : null}
      {v.tip ? (
        <Typography variant="caption" color="text.secondary" data-testid={`tpsl-${leg}-tip`}>
          {t(leg === 'tp' ? 'tpsl.profitTip' : 'tpsl.lossTip', {
            by: t(`tpsl.by.${v.triggerBy}`),
            price: v.tip.price,
            qty: v.tip.qty,
            pnl: v.tip.pnl,
            order: t(v.orderType === 'Limit' ? 'tpsl.limit' : 'tpsl.market'),
          })}
        </Typography>
      ) : null}
    </Stack>
  );
}

function PartialList({ p }: { p: TpSlDialogViewProps }) {
  const { t } = useTranslation(NS);
  const locked = p.sending || p.lostAnswer;
  return (
    <Stack spacing={1} data-testid="tpsl-list">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={p.sort}
          aria-label={t('tpsl.list.sort')}
          onChange={(_e, v: PartialSort | null) => {
            if (v) p.onSort(v);
          }}
        >
          {(['time', 'tp', 'sl'] as const).map((s) => (
            <ToggleButton key={s} value={s} data-testid={`tpsl-sort-${s}`}>
              {t(`tpsl.list.${s}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            color="error"
            onClick={p.onCancelAll}
            disabled={locked}
            data-testid="tpsl-cancel-all"
            data-shake={p.shake ? 'true' : undefined}
            sx={
              p.shake
                ? {
                    animation: 'tpsl-shake 0.25s linear 4',
                    '@keyframes tpsl-shake': {
                      '0%, 100%': { transform: 'translateX(0)' },
                      '25%': { transform: 'translateX(-4px)' },
                      '75%': { transform: 'translateX(4px)' },
                    },
                  }
                : undefined
            }
          >
            {t('tpsl.list.cancelAll')}
          </Button>
          <Button size="small" variant="outlined" onClick={p.onAdd} disabled={locked} data-testid="tpsl-add">
            {t('tpsl.list.add')}
          </Button>
        </Stack>
      </Stack>
      {p.list.length === 0 ? (
        <Typography color="text.secondary">{t('tpsl.list.empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {p.list.map((row) => (
            <Box
              component="li"
              key={row.id}
              data-testid={`tpsl-item-${row.id}`}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
            >
              <Typography variant="body2" sx={{ flex: 1 }} color={row.leg === 'tp' ? 'success.main' : 'error.main'}>
                {t('tpsl.list.row', {
                  leg: t(row.leg === 'tp' ? 'tpsl.tpLabel' : 'tpsl.slLabel'),
                  price: row.price,
                  qty: row.qty,
                })}
                {row.limitPrice ? ` (${t('tpsl.limit')} ${row.limitPrice})` : ''} · {t(`tpsl.by.${row.triggerBy}`)}
              </Typography>
              <Button size="small" onClick={() => p.onModify(row.id)} disabled={locked} data-testid="tpsl-item-modify">
                {t('tpsl.list.modify')}
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => p.onCancelItem(row.id)}
                disabled={locked}
                data-testid="tpsl-item-cancel"
              >
                {t('tpsl.list.cancelItem')}
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}
