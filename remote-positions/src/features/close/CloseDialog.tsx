import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checksLiquidationPrice,
  formatNumberForLocale,
  offersSlippageControl,
  parseDecimal,
  selectDependenciesStatus,
  useAppSelector,
  type ContractSymbolConfig,
  type TopicRef,
} from 'shared-core';
import { ApiError, useHostServices } from 'shared-http';
import { NS } from '../../i18n';
import type { PositionDialogProps } from '../actions/types';
import { fetchSymbolConfigs } from '../symbols/useSymbolConfigs';
import {
  fetchBestQuote,
  fetchDoubleConfirms,
  fetchFeeRate,
  fetchSymbolPrice,
  findCloseOrderSince,
  preClose,
  rereadPositionSize,
  sendClose,
  type SymbolPrice,
} from './api';
import { CloseDialogView } from './CloseDialogView';
import {
  closeFormReducer,
  openedForm,
  qtyToSend,
  type CloseFormAction,
  type CloseFormContext,
  type CloseFormState,
  type Worded,
} from './closeForm';
import { acceptsConfirm, type ClosePhase } from './phase';
import {
  CLOSE_RISK_CONFIRMED_TRACE,
  buildCloseRequest,
  closeInstrumentOf,
  closeSideOf,
  closeSummary,
  closedToastSuppressed,
  exceedsSingleOrderMax,
  failedQtyOf,
  limitCloseRisk,
  requiredFieldsError,
  riskBufferTicks,
  type CloseKind,
  type FeeRate,
} from './rules';
import { useCloseTexts } from './texts';
import { useSlippage } from './useSlippage';

/** The dialog's prices come from the position pushes (mark, PnL): their status is said when not live. */
const PRICE_DEPENDENCIES: readonly TopicRef[] = [{ stream: 'private', topic: 'user.position' }];
const TIMEOUT_CODE = 9000001;
const SPLIT_FAILED_CODE = 39303;

const newClientTag = (): string =>
  typeof globalThis.crypto?.randomUUID === 'function'
    ? globalThis.crypto.randomUUID()
    : `close-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

const absText = (v: string | undefined): string => parseDecimal(v)?.abs().toFixed() ?? '0';
const decimalsOf = (step: string | undefined): number => parseDecimal(step)?.decimalPlaces() ?? 2;

/**
 * The close-position dialog, limit or market (positions.md §2, §4, §5, §7, §8, §9): opens with
 * quantity 0, then the size capped at the maximum and the last price; Confirm validates, runs the
 * limit risk check on a fresh quote (again when the market moved past what was confirmed), the
 * close pre-check (a second confirmation on a liquidation warning), then sends once: a lost
 * answer is reconciled by re-reading the position, never re-sent.
 */
export function CloseDialog({ kind: dialogKind, position, config, account, onDone }: PositionDialogProps) {
  useCloseTexts(); // this chunk's texts, before the first render needs them
  const { t, i18n } = useTranslation(NS);
  const { http, bus } = useHostServices();
  const lang = i18n.language;
  const kind: CloseKind = dialogKind === 'closeLimit' ? 'limit' : 'market';
  const size = absText(position.size);
  const closeSide = closeSideOf(position);

  // ---------------------------------------------------------------- the instrument
  const [ownConfig, setOwnConfig] = useState<ContractSymbolConfig | undefined | 'missing'>(undefined);
  const effectiveConfig = config ?? (ownConfig === 'missing' ? undefined : ownConfig);
  const inst = useMemo(() => closeInstrumentOf(position, effectiveConfig), [position, effectiveConfig]);
  useEffect(() => {
    if (inst || config) return;
    const abort = new AbortController();
    fetchSymbolConfigs(http, abort.signal).then(
      (all) => setOwnConfig(all[position.symbol] ?? 'missing'),
      () => (abort.signal.aborted ? undefined : setOwnConfig('missing')),
    );
    return () => abort.abort();
  }, [http, inst, config, position.symbol]);
  const instrumentState = inst ? 'ready' : ownConfig === 'missing' ? 'missing' : 'loading';

  // ---------------------------------------------------------------- the form
  const ctx = useMemo<CloseFormContext | null>(
    () => (inst ? { kind, size, inst, lang, positionSide: position.side } : null),
    [inst, kind, size, lang, position.side],
  );
  // ---------------------------------------------------------------- quotes and fee
  const [quote, setQuote] = useState<SymbolPrice | null>(null);
  const [fee, setFee] = useState<FeeRate | null>(null);
  const [confirms, setConfirms] = useState<string | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    fetchDoubleConfirms(http, abort.signal).then(setConfirms, () => undefined);
    fetchSymbolPrice(http, position.symbol, abort.signal).then(setQuote, () => undefined);
    fetchFeeRate(http, position.symbol, abort.signal).then(setFee, () => undefined);
    return () => abort.abort();
  }, [http, position.symbol]);

  // the form: as opened (derived) until the trader's first edit; a late last price still fills an untouched price
  const [edited, setEdited] = useState<CloseFormState | null>(null);
  const opened = useMemo(() => openedForm(ctx, quote?.lastPrice), [ctx, quote]);
  const form = useMemo(
    () =>
      edited && ctx && quote
        ? closeFormReducer(edited, { type: 'lastPriceLoaded', price: quote.lastPrice }, ctx)
        : (edited ?? opened),
    [edited, opened, ctx, quote],
  );
  const dispatch = useCallback(
    (a: CloseFormAction) => {
      if (ctx) setEdited(closeFormReducer(form, a, ctx));
    },
    [ctx, form],
  );

  const streamStatus = useAppSelector((s) => selectDependenciesStatus(s, PRICE_DEPENDENCIES));
  const slippage = useSlippage(
    http,
    inst,
    closeSide,
    form.qty,
    kind === 'market' && !inst?.option && offersSlippageControl(account),
    lang,
  );

  // ---------------------------------------------------------------- the submission
  const [phase, setPhase] = useState<ClosePhase>({ name: 'edit' });
  const [formMessage, setFormMessage] = useState<Worded | null>(null);
  const lock = useRef(false);
  const acknowledgedBound = useRef<string | null>(null);
  const sentQty = useRef('0');

  const backToEdit = useCallback(() => {
    lock.current = false;
    acknowledgedBound.current = null;
    setPhase({ name: 'edit' });
  }, []);

  const sentAt = useRef(0);
  const reconcile = useCallback(async () => {
    setPhase({ name: 'reconciling' });
    try {
      const now = await rereadPositionSize(http, position.symbol, position.positionIdx);
      const closed = parseDecimal(now)!.abs().isLessThan(parseDecimal(size)!);
      const placed = closed
        ? null
        : await findCloseOrderSince(http, position.symbol, closeSide, position.positionIdx, sentAt.current - 60_000);
      setPhase({ name: 'reconciled', closed: closed || placed !== null, size: now, ...(placed ? { placed } : {}) });
    } catch {
      setPhase({ name: 'reconciled', closed: false, size });
    }
  }, [http, position.symbol, position.positionIdx, size, closeSide]);

  // while an answer is lost, a position or order push for this symbol reads the position again
  useEffect(() => {
    if (phase.name !== 'reconciled' || phase.closed) return;
    const sub = bus.on('push').subscribe((e) => {
      if (e.topic === 'user.position' || e.topic === 'user.order') void reconcile();
    });
    return () => sub.unsubscribe();
  }, [bus, phase, reconcile]);

  const send = useCallback(async () => {
    if (!inst) return;
    setPhase({ name: 'sending' });
    sentAt.current = Date.now();
    const qty = sentQty.current;
    const request = buildCloseRequest(
      position,
      inst,
      { kind, qty, price: form.price, postOnly: form.postOnly, slippage: slippage.choice },
      account,
      newClientTag(),
    );
    try {
      const answer = await sendClose(http, request, () => undefined);
      if (kind === 'market') {
        // §8: suppressed when the trader turned the close notification off
        if (!closedToastSuppressed(confirms))
          bus.publish({ type: 'toast', severity: 'success', messageKey: `${NS}:positionClosedSuccess` });
      } else
        bus.publish({
          type: 'toast',
          severity: 'success',
          title: t('orderCreateSuccessTitle'),
          text: t('orderCreateSuccessDesc', { qty, symbol: position.symbol, price: answer.price ?? form.price }),
        });
      onDone();
    } catch (e) {
      if (e instanceof ApiError && e.code === SPLIT_FAILED_CODE) {
        setPhase({ name: 'splitFailed', qty: failedQtyOf(e.result) ?? qty, symbol: position.symbol });
        return;
      }
      if (e instanceof ApiError && (e.code === TIMEOUT_CODE || e.kind === 'timeout' || e.kind === 'network')) {
        void reconcile();
        return;
      }
      onDone(); // §4 step 4 / §8: the catalogue said it; the dialog finishes
    }
  }, [
    inst,
    position,
    kind,
    form.price,
    form.postOnly,
    slippage.choice,
    account,
    http,
    bus,
    t,
    onDone,
    reconcile,
    confirms,
  ]);

  const preCheckThenSend = useCallback(async () => {
    setPhase({ name: 'checking' });
    try {
      const pre = await preClose(http, {
        symbol: position.symbol,
        positionIdx: position.positionIdx,
        orderType: kind === 'limit' ? 'Limit' : 'Market',
        qty: sentQty.current,
        ...(kind === 'limit' ? { price: form.price } : {}),
      });
      if (pre.liquidationWarning) {
        setPhase({ name: 'liquidation', liqPrice: pre.liqPrice });
        return;
      }
    } catch {
      // the pre-check could not answer: nothing is sent without it
      setFormMessage({ key: 'orderCreateFailureTitle' });
      backToEdit();
      return;
    }
    await send();
  }, [http, position.symbol, position.positionIdx, kind, form.price, send, backToEdit]);

  const riskThenPreCheck = useCallback(async () => {
    if (!inst) return;
    if (kind === 'limit') {
      setPhase({ name: 'checking' });
      const best = await fetchBestQuote(http, inst).catch(() => ({
        ask1: '0',
        bid1: '0',
        last: quote?.lastPrice ?? '0',
      }));
      const check = limitCloseRisk(closeSide, form.price, best, inst);
      if (!check.ok && check.bound !== null) {
        const acked = acknowledgedBound.current;
        // asked again only when the market moved past what the trader confirmed
        const worse =
          acked === null ||
          (closeSide === 'Buy'
            ? parseDecimal(check.bound)!.isLessThan(parseDecimal(acked)!)
            : parseDecimal(check.bound)!.isGreaterThan(parseDecimal(acked)!));
        if (worse) {
          setPhase({
            name: 'risk',
            price: form.price,
            bound: check.bound,
            ticks: riskBufferTicks(inst.baseCoin),
            moved: acked !== null,
          });
          return;
        }
      }
    }
    await preCheckThenSend();
  }, [inst, kind, http, quote, closeSide, form.price, preCheckThenSend]);

  const confirm = useCallback(() => {
    if (lock.current || !acceptsConfirm(phase) || !ctx) return;
    setFormMessage(null);
    const qty = qtyToSend(form, ctx);
    const missing = requiredFieldsError(kind, qty ?? '', form.price);
    if (missing) {
      setFormMessage({ key: missing });
      bus.publish({ type: 'toast', severity: 'error', messageKey: `${NS}:${missing}` });
      return;
    }
    if (form.priceError || form.qtyError) return; // said under the field; nothing sent
    lock.current = true; // synchronously, before anything is awaited (decision 0012)
    sentQty.current = qty!;
    dispatch({ type: 'qtyBlurred' });
    void riskThenPreCheck();
  }, [phase, ctx, form, kind, bus, dispatch, riskThenPreCheck]);

  const riskConfirmed = useCallback(() => {
    if (phase.name !== 'risk') return;
    acknowledgedBound.current = phase.bound;
    bus.publish({
      type: 'trace',
      code: CLOSE_RISK_CONFIRMED_TRACE,
      detail: `close risk confirmed ${position.symbol} ${phase.price} vs ${phase.bound}`,
    });
    void riskThenPreCheck();
  }, [phase, bus, position.symbol, riskThenPreCheck]);

  // ---------------------------------------------------------------- the view
  const priceDecimals = decimalsOf(inst?.tickSize);
  const fmt = (v: string | undefined) => formatNumberForLocale(v ?? null, lang, priceDecimals);
  const usdc = inst?.settleCoin === 'USDC' && !inst.option;
  const entry = usdc && position.sessionAvgPrice ? position.sessionAvgPrice : position.entryPrice;
  const closePrice = kind === 'limit' ? form.price : (quote?.lastPrice ?? '');
  const summary =
    inst && ctx
      ? closeSummary(
          {
            positionSide: position.side,
            entryPrice: entry,
            closePrice,
            qty: qtyToSend(form, ctx) ?? '',
            fee,
            maker: kind === 'limit' && form.postOnly,
            indexPrice: quote?.indexPrice,
          },
          inst,
        )
      : null;
  const moneyDecimals = inst?.moneyDecimals ?? 4;
  const split = inst && exceedsSingleOrderMax(kind, form.qty, inst);
  const optionBlocked = !!inst?.option && (!!form.priceError || !!form.qtyError);

  return (
    <CloseDialogView
      kind={kind}
      symbol={position.symbol}
      option={!!inst?.option}
      positionSide={position.side}
      entryPrice={fmt(entry)}
      marketPrice={quote ? fmt(quote.lastPrice) : null}
      markPrice={position.markPrice ? fmt(position.markPrice) : undefined}
      instrument={instrumentState}
      form={form}
      splitTipMax={split && inst ? (kind === 'market' ? inst.maxMarketQty : inst.maxQty) : null}
      summary={
        summary
          ? {
              pnl: formatNumberForLocale(summary.pnl, lang, moneyDecimals),
              fee: summary.fee === null ? null : formatNumberForLocale(summary.fee, lang, moneyDecimals),
              net: summary.net,
            }
          : null
      }
      coin={inst?.inverse ? inst.baseCoin : (inst?.settleCoin ?? '')}
      slippage={slippage.panel}
      streamStatus={streamStatus}
      phase={phase}
      formMessage={formMessage}
      blocked={optionBlocked}
      onPriceText={(text) => dispatch({ type: 'priceTyped', text })}
      onPriceBlur={() =>
        dispatch({
          type: 'priceBlurred',
          liqPrice: position.liqPrice,
          checksLiquidation: checksLiquidationPrice(account),
        })
      }
      onPriceStep={(direction) => dispatch({ type: 'priceStepped', direction, fallback: quote?.lastPrice ?? '' })}
      onQtyText={(text) => dispatch({ type: 'qtyTyped', text })}
      onQtyBlur={() => dispatch({ type: 'qtyBlurred' })}
      onPercent={(percent) => dispatch({ type: 'percentSet', percent })}
      onPostOnly={(on) => dispatch({ type: 'postOnlySet', on })}
      onConfirm={confirm}
      onCancel={() => (phase.name === 'edit' ? onDone() : undefined)}
      onRiskConfirm={riskConfirmed}
      onLiquidationConfirm={() => (phase.name === 'liquidation' ? void send() : undefined)}
      onBack={backToEdit}
      onFinish={onDone}
      onCheckAgain={() => void reconcile()}
    />
  );
}
