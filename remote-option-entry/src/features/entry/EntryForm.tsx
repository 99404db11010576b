import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  IconButton,
  Stack,
  Tab,
  Tabs,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr, tradeColors } from 'shared-core';
import { NS } from '../../i18n';
import {
  IV_INPUT_DECIMALS,
  type EntryLeg,
  type EntryMode,
  type EntrySide,
  type FieldIssue,
  type PriceSource,
  type PriceType,
  type TimeInForceName,
} from './rules';
import type { InputIssue } from './formState';
import { StepInput } from './StepInput';

/** Price messages that name the max-buy / min-sell figure themselves. */
const BAND_KEYS: ReadonlySet<string> = new Set(['MaxBuy', 'MinSell', 'MaxBuyInside', 'MinSellInside']);

export const PRICE_SOURCES: readonly PriceSource[] = ['mark', 'bestBid', 'bestAsk', 'mid', 'user'];
const PRICE_TYPES: readonly PriceType[] = ['usd', 'iv', 'market'];
const TIME_IN_FORCE: readonly TimeInForceName[] = ['GoodTillCancel', 'ImmediateOrCancel', 'FillOrKill'];

/** Figures of the leg, already formatted (pure: display.ts). */
export interface LegDisplay {
  maxBuy: string;
  minSell: string;
  /** usd: the IV the price implies (percent); iv: the price the IV implies */
  equivalent: string;
  /** market: the protected price the order is sent with */
  marketPrice: string;
  greeks: { delta: string; gamma: string; vega: string; theta: string; rho: string } | null;
  /** reduce-only: the size the order may reduce, formatted; null otherwise */
  reducible: string | null;
  margin: {
    kind: 'openBuy' | 'openSell' | 'closeBuy' | 'closeSell' | 'reduce';
    premium: string;
    fee: string;
    initialMargin: string;
    required: string;
    available: string | null;
    insufficient: boolean;
    coin: string;
  } | null;
  deviation: { key: 'BuyOffsetErr' | 'SellOffsetErr'; pct: string } | null;
}

export interface EntryFormProps {
  /** The leg as it would be sent now (a price following its source shows the live price). */
  leg: EntryLeg;
  mode: EntryMode;
  strikes: readonly string[];
  display: LegDisplay | null;
  issues: readonly FieldIssue[];
  /** Number fields whose text is not a number they take (blocks the submit). */
  inputIssues?: readonly InputIssue[];
  /** The trader's language (decimal separator typed and shown). */
  locale?: string;
  /** Decimals of the price (the tick's) and of the quantity (the size increment's). */
  priceDecimals?: number;
  sizeDecimals?: number;
  /** A number field's text is not a number: the leg keeps its value and cannot be sent. */
  onInvalid?: (issue: InputIssue) => void;
  /** A submission is in flight or being reconciled: nothing can be sent. */
  locked: boolean;
  lockedLabel?: string;
  batchMode: boolean;
  batchFull: boolean;
  signedIn: boolean;
  onModeChange: (mode: EntryMode) => void;
  onSideChange: (side: EntrySide) => void;
  onPlaceTypeChange: (type: PriceType) => void;
  onPriceChange: (text: string) => void;
  /** Leaving the price field applies the §5 corrections (clamp, caps, tick). */
  onPriceBlur: () => void;
  onPriceStep: (direction: 1 | -1) => void;
  onIvChange: (text: string) => void;
  onIvStep: (direction: 1 | -1) => void;
  onQtyChange: (text: string) => void;
  /** Leaving the quantity field applies the size check (cap with a warning toast, increment). */
  onQtyBlur: () => void;
  onQtyStep: (direction: 1 | -1) => void;
  onSourceChange: (source: PriceSource) => void;
  onPostOnlyChange: (on: boolean) => void;
  onReduceOnlyChange: (on: boolean) => void;
  onTimeInForceChange: (tif: TimeInForceName) => void;
  onStrikeChange: (strike: string) => void;
  onTypeChange: (type: 'C' | 'P') => void;
  onSettleChange: (coin: 'USDC' | 'USDT') => void;
  /** Place (single mode) — also what Enter does. */
  onSubmit: () => void;
  onAddToBatch: () => void;
  onClose: () => void;
}

/** The option order form, presentational: the leg and its figures in, edits and submit out. */
export function EntryForm(props: EntryFormProps) {
  const { leg, mode, display, issues, locked, batchMode } = props;
  const { t } = useTranslation(NS);
  const locale = props.locale ?? 'en';
  const inputIssues = props.inputIssues ?? [];
  const onInvalid = (field: InputIssue['field']) => (i: Omit<InputIssue, 'field'>) =>
    props.onInvalid?.({ field, ...i });
  const messageOf = (field: FieldIssue['field']) => {
    const typed = inputIssues.find((i) => i.field === field);
    if (typed) return { text: t(typed.key, typed.params), severity: 'error' as const };
    const issue =
      issues.find((i) => i.field === field && i.severity === 'error') ?? issues.find((i) => i.field === field);
    if (!issue) return undefined;
    // A quantity capped at the maximum is at the maximum now: say what was done, not what was wrong.
    if (issue.key === 'MaxOrderSize' && issue.severity === 'warning')
      return { text: t('entry.qtyCapped', issue.params), severity: issue.severity };
    return { text: t(issue.key, issue.params), severity: issue.severity };
  };
  const priceMessage = messageOf('price');
  /** The band's own message under the price field already names the cap: one max-buy figure at a time. */
  const bandInMessage = Boolean(priceMessage && issues.some((i) => i.field === 'price' && BAND_KEYS.has(i.key)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (locked || inputIssues.length > 0) return;
    if (batchMode) props.onAddToBatch();
    else props.onSubmit();
  };
  const sideColor = leg.side === 'buy' ? tradeColors.up : tradeColors.down;
  const advanced = mode === 'advanced';
  const greeks = display?.greeks;
  const margin = display?.margin;

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={t('entry.title')}
      data-testid="entry-form"
      data-symbol={leg.symbol}
      sx={{ p: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" data-testid="entry-symbol" sx={{ wordBreak: 'break-all', flex: 1 }}>
            <Ltr>{leg.symbol}</Ltr>
          </Typography>
          <Tabs
            value={mode}
            onChange={(_e, v: EntryMode) => props.onModeChange(v)}
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
            onClick={props.onClose}
            data-testid="entry-close"
          >
            ×
          </IconButton>
        </Stack>

        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={t('entry.strike')}
            value={leg.strikePrice}
            onChange={(e) => props.onStrikeChange(e.target.value)}
            slotProps={{
              select: { native: true },
              htmlInput: { 'data-testid': 'entry-strike' },
              inputLabel: { shrink: true },
            }}
            sx={{ minWidth: 110 }}
          >
            {props.strikes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </TextField>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={leg.symbolType}
            onChange={(_e, v: 'C' | 'P' | null) => v && props.onTypeChange(v)}
            aria-label={t('entry.optionType')}
          >
            <ToggleButton value="C" data-testid="entry-type-C">
              {t('entry.call')}
            </ToggleButton>
            <ToggleButton value="P" data-testid="entry-type-P">
              {t('entry.put')}
            </ToggleButton>
          </ToggleButtonGroup>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={leg.settleCoin}
            onChange={(_e, v: 'USDC' | 'USDT' | null) => v && props.onSettleChange(v)}
            aria-label={t('entry.settleCoin')}
          >
            <ToggleButton value="USDC" data-testid="entry-settle-USDC">
              USDC
            </ToggleButton>
            <ToggleButton value="USDT" data-testid="entry-settle-USDT">
              USDT
            </ToggleButton>
          </ToggleButtonGroup>
        </Stack>

        <ToggleButtonGroup
          exclusive
          size="small"
          value={leg.side}
          onChange={(_e, v: EntrySide | null) => v && props.onSideChange(v)}
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

        <Tabs
          value={leg.placeType}
          onChange={(_e, v: PriceType) => props.onPlaceTypeChange(v)}
          aria-label={t('entry.priceType')}
          variant="fullWidth"
          sx={{ minHeight: 32, '& .MuiTab-root': { minHeight: 32, py: 0 } }}
        >
          {PRICE_TYPES.map((p) => (
            <Tab key={p} value={p} label={t(`entry.priceTypes.${p}`)} data-testid={`price-type-${p}`} />
          ))}
        </Tabs>

        {leg.placeType !== 'market' ? (
          <TextField
            select
            size="small"
            label={t('entry.priceSource')}
            value={leg.source}
            onChange={(e) => props.onSourceChange(e.target.value as PriceSource)}
            slotProps={{
              select: { native: true },
              htmlInput: { 'data-testid': 'price-source' },
              inputLabel: { shrink: true },
            }}
          >
            {PRICE_SOURCES.map((s) => (
              <option key={s} value={s}>
                {t(`entry.sources.${s}`)}
              </option>
            ))}
          </TextField>
        ) : null}

        {leg.placeType === 'usd' ? (
          <StepInput
            label={t('entry.price')}
            value={leg.orderPrice}
            onChange={props.onPriceChange}
            onInvalid={onInvalid('price')}
            locale={locale}
            precision={props.priceDecimals ?? 8}
            onBlur={props.onPriceBlur}
            onStep={props.onPriceStep}
            message={priceMessage}
            hint={display?.equivalent ? t('entry.ivEquivalent', { iv: display.equivalent }) : undefined}
            testId="entry-price"
            stepUpLabel={t('entry.stepUp', { field: t('entry.price') })}
            stepDownLabel={t('entry.stepDown', { field: t('entry.price') })}
          />
        ) : null}
        {leg.placeType === 'iv' ? (
          <StepInput
            label={t('entry.iv')}
            value={leg.iv}
            onChange={props.onIvChange}
            onInvalid={onInvalid('iv')}
            locale={locale}
            precision={IV_INPUT_DECIMALS}
            onStep={props.onIvStep}
            message={messageOf('iv') ?? messageOf('price')}
            hint={display?.equivalent ? t('entry.priceEquivalent', { price: display.equivalent }) : undefined}
            testId="entry-iv"
            stepUpLabel={t('entry.stepUp', { field: t('entry.iv') })}
            stepDownLabel={t('entry.stepDown', { field: t('entry.iv') })}
          />
        ) : null}
        {leg.placeType === 'market' ? (
          <Typography variant="body2" color="text.secondary" data-testid="entry-market-price">
            {t('entry.marketPrice', { price: display?.marketPrice ?? '--' })}
          </Typography>
        ) : null}

        <StepInput
          label={t('entry.qty')}
          keyShortcuts="Alt+Q"
          value={leg.orderQty}
          onChange={props.onQtyChange}
          onInvalid={onInvalid('qty')}
          locale={locale}
          precision={props.sizeDecimals ?? 8}
          onBlur={props.onQtyBlur}
          onStep={props.onQtyStep}
          message={messageOf('qty')}
          testId="entry-qty"
          stepUpLabel={t('entry.stepUp', { field: t('entry.qty') })}
          stepDownLabel={t('entry.stepDown', { field: t('entry.qty') })}
        />

        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {leg.placeType !== 'market' ? (
            <FormControlLabel
              control={
                <Checkbox
                  size="small"
                  checked={leg.postOnly}
                  onChange={(e) => props.onPostOnlyChange(e.target.checked)}
                  slotProps={{ input: { 'data-testid': 'entry-post-only' } as object }}
                />
              }
              label={t('entry.postOnly')}
            />
          ) : null}
          {advanced ? (
            <>
              <FormControlLabel
                control={
                  <Checkbox
                    size="small"
                    checked={leg.reduceOnly}
                    onChange={(e) => props.onReduceOnlyChange(e.target.checked)}
                    slotProps={{ input: { 'data-testid': 'entry-reduce-only' } as object }}
                  />
                }
                label={t('entry.reduceOnly')}
              />
              {leg.placeType !== 'market' && !leg.postOnly ? (
                <TextField
                  select
                  size="small"
                  label={t('entry.timeInForce')}
                  value={leg.timeInForce}
                  onChange={(e) => props.onTimeInForceChange(e.target.value as TimeInForceName)}
                  slotProps={{
                    select: { native: true },
                    htmlInput: { 'data-testid': 'entry-tif' },
                    inputLabel: { shrink: true },
                  }}
                >
                  {TIME_IN_FORCE.map((tif) => (
                    <option key={tif} value={tif}>
                      {t(`entry.tif.${tif}`)}
                    </option>
                  ))}
                </TextField>
              ) : null}
            </>
          ) : null}
        </Stack>

        {display && !bandInMessage ? (
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
            {leg.side === 'buy' ? (
              <Typography variant="caption" color="text.secondary" data-testid="entry-max-buy">
                {t('entry.maxBuy', { price: display.maxBuy })}
              </Typography>
            ) : (
              <Typography variant="caption" color="text.secondary" data-testid="entry-min-sell">
                {t('entry.minSell', { price: display.minSell })}
              </Typography>
            )}
          </Stack>
        ) : null}

        {greeks ? (
          <Stack
            direction="row"
            spacing={1.5}
            sx={{ flexWrap: 'wrap' }}
            data-testid="entry-greeks"
            aria-label={t('entry.greeks')}
          >
            {(['delta', 'gamma', 'vega', 'theta', 'rho'] as const).map((g) => (
              <Typography key={g} variant="caption" data-testid={`greek-${g}`}>
                {t(`entry.greek.${g}`)} <Ltr>{greeks[g]}</Ltr>
              </Typography>
            ))}
          </Stack>
        ) : null}

        {display?.deviation ? (
          <Alert severity="warning" data-testid="entry-deviation">
            {t(display.deviation.key, { pct: display.deviation.pct })}
          </Alert>
        ) : null}

        {!props.signedIn ? (
          <Typography variant="caption" color="text.secondary" data-testid="entry-sign-in-hint">
            {t('entry.signInHint')}
          </Typography>
        ) : null}

        {/* The submit stays in view at the bottom of the ticket column, however long the form gets. */}
        <Box
          sx={{
            position: 'sticky',
            bottom: 0,
            zIndex: 1,
            bgcolor: 'background.paper',
            py: 0.5,
            borderTop: 1,
            borderColor: 'divider',
          }}
          data-testid="entry-submit-bar"
        >
          {/* what the order needs stays in view with the button that sends it */}
          {margin ? (
            <Box data-testid="entry-margin" data-kind={margin.kind}>
              <Typography variant="caption" color="text.secondary" component="div">
                {t(`entry.marginKind.${margin.kind}`)}
                {display?.reducible !== null && display?.reducible !== undefined ? (
                  <span data-testid="entry-reducible"> · {t('entry.reducible', { qty: display.reducible })}</span>
                ) : null}{' '}
                · {t('entry.premium')} {margin.premium} · {t('entry.fee')} {margin.fee}
                {margin.kind === 'openSell' ? ` · ${t('entry.initialMargin')} ${margin.initialMargin}` : ''}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="entry-required">
                {t('entry.required', { amount: margin.required, coin: margin.coin })}
                {margin.available !== null
                  ? ` · ${t('entry.available', { amount: margin.available, coin: margin.coin })}`
                  : ''}
              </Typography>
              {margin.insufficient ? (
                <Typography variant="caption" color="error" data-testid="entry-insufficient">
                  {t('entry.insufficient')}
                </Typography>
              ) : null}
            </Box>
          ) : null}
          {batchMode ? (
            <Button
              type="submit"
              variant="outlined"
              disabled={locked || props.batchFull}
              data-testid="entry-add-to-batch"
            >
              {props.batchFull ? t('entry.batchFull') : t('entry.addToBatch')}
            </Button>
          ) : (
            <Button
              type="submit"
              variant="contained"
              disabled={locked}
              sx={{ bgcolor: sideColor, '&:hover': { bgcolor: sideColor } }}
              data-testid="entry-submit"
            >
              {locked
                ? (props.lockedLabel ?? t('entry.placing'))
                : t(leg.side === 'buy' ? 'entry.placeBuy' : 'entry.placeSell')}
            </Button>
          )}
          <Typography
            variant="caption"
            color="text.secondary"
            component="div"
            // a double click on the button must not select the hint beside it
            sx={{ mt: 0.5, userSelect: 'none' }}
            data-testid="entry-shortcuts"
          >
            {t('entry.shortcuts')}
          </Typography>
        </Box>
      </Stack>
    </Box>
  );
}
