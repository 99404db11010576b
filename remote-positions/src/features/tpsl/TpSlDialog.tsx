import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EMPTY_VALUE,
  formatInputValue,
  formatNumberForLocale,
  leverageOf,
  parseNumberInput,
  positionKey,
  roundToTick,
  stepByTick,
  type Position,
  type TpSlEntry,
  type TriggerBy,
} from 'shared-core';
import { handleApiError, toApiError, useHostServices } from 'shared-http';
import { NS } from '../../i18n';
import { fetchPositions } from '../positions/api';
import { priceOrDash } from '../positions/rules';
import type { PositionDialogProps } from '../actions/types';
import { fetchDoubleConfirms, fetchSymbolPrice } from '../close/api';
import { closedToastSuppressed } from '../close/rules/notify';
import { useLivePosition, usePositionsNotLive } from '../margin/useLivePosition';
import { clearPending, markPending } from './pending';
import {
  SLIDER_RANGE,
  clampSubValue,
  effectiveInputType,
  inputTypesFor,
  pnlAt,
  priceFor,
  qtyFromPercent,
  valueAt,
  type ConversionBase,
  type TpSlInputType,
  type TpSlLeg,
} from './rules/convert';
import { sortPartials, showsPartialList, CANCEL_ALL_SHAKE_MS, type PartialSort } from './rules/partialList';
import {
  cancelAllCall,
  cancelCall,
  isModify,
  orderSaveCall,
  orderTpSlEntry,
  saveCall,
  tpSlSignature,
  type TpSlCall,
  type TpSlOrder,
} from './rules/payload';
import {
  blocks,
  validateTpSl,
  type OrderKind,
  type TpSlFormValues,
  type TpSlMessage,
  type TpSlScene,
} from './rules/validate';
import { ensureTpSlTexts } from './texts';
import { TpSlDialogView, type LegChange, type PartialRowView, type TpSlLegView } from './TpSlDialogView';

/** §3: the TP/SL of an order (scene 'order', reference = the order's price) or of a position (the table). */
export interface TpSlDialogProps extends PositionDialogProps {
  scene?: TpSlScene;
  /** Order scene: the order's price, the reference of §5's TooLow / TooHigh (or `order.price`). */
  orderPrice?: string;
  /** Order scene: the open order whose attached TP/SL the dialog edits (saved by order/replace). */
  order?: TpSlOrder;
}

interface LegState {
  priceText: string;
  triggerBy: TriggerBy;
  inputType: TpSlInputType;
  /** What the trader typed in the sub-input; null = derived from the price. */
  subText: string | null;
  orderType: OrderKind;
  limitText: string;
}

const PREF = (what: 'trigger-by' | 'input-type', leg: TpSlLeg) => `positions-tpsl-${what}-${leg}`;
function readPref(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}
function writePref(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // storage full or blocked: the choice just is not remembered
  }
}
const TRIGGERS: readonly string[] = ['LastPrice', 'IndexPrice', 'MarkPrice'];
const rememberedBy = (leg: TpSlLeg): TriggerBy => {
  const v = readPref(PREF('trigger-by', leg));
  return v && TRIGGERS.includes(v) ? (v as TriggerBy) : 'LastPrice';
};
const rememberedType = (leg: TpSlLeg): TpSlInputType | undefined => {
  const v = readPref(PREF('input-type', leg));
  return v === 'roi' || v === 'price' || v === 'pnl' ? v : undefined;
};
const set = (v: string | undefined): string => (v && v !== '0' ? v : '');

function legFrom(leg: TpSlLeg, pm: boolean, lang: string, entry?: TpSlEntry | null): LegState {
  const price = entry ? set(leg === 'tp' ? entry.takeProfit : entry.stopLoss) : '';
  const kind = entry ? (leg === 'tp' ? entry.tpOrderType : entry.slOrderType) : undefined;
  const limit = entry ? set(leg === 'tp' ? entry.limitTakeProfit : entry.limitStopLoss) : '';
  const by = entry ? (leg === 'tp' ? entry.tpTriggerBy : entry.slTriggerBy) : undefined;
  return {
    priceText: formatInputValue(price, lang),
    triggerBy: by && TRIGGERS.includes(by) ? by : rememberedBy(leg),
    inputType: effectiveInputType(rememberedType(leg), pm),
    subText: null,
    orderType: kind === 'Limit' && limit ? 'Limit' : 'Market',
    limitText: formatInputValue(limit, lang),
  };
}

type Sub = null | { kind: 'add' } | { kind: 'edit'; entry: TpSlEntry };

interface Done {
  success: { messageKey: string; params?: Record<string, string> };
  close: boolean;
}
interface Lost extends Done {
  /** tpSlSignature before the call: a change from it means the exchange took the call. */
  before: string;
}

/**
 * The TP/SL dialog, connected (positions.md §2–§5, §7, §8): the last price read once at open (the
 * position scene's reference), the form's figures from the pure rules, one call per intent; a
 * sent change marks the cell "pending" until a push shows it; a lost answer is never re-sent.
 */
export function TpSlDialog({
  position: opened,
  config,
  account,
  onDone,
  scene = 'position',
  orderPrice: givenOrderPrice,
  order,
}: TpSlDialogProps) {
  const orderPrice = order?.price ?? givenOrderPrice;
  const orderScene = scene === 'order';
  const orderEntry = orderScene && order ? orderTpSlEntry(order) : null;
  const { http, bus } = useHostServices();
  const { i18n } = useTranslation();
  ensureTpSlTexts(i18n);
  const lang = i18n.language;
  const live = useLivePosition(opened);
  const position: Position = live ?? opened;
  const notLive = usePositionsNotLive();
  const key = positionKey(opened);
  const pm = account.portfolioMargin;
  const tick = config?.tickSize ?? '';
  const priceDecimals = config?.priceFraction ?? config?.tickSizeFraction ?? 2;
  const lotDecimals = config?.lotFraction ?? 3;
  // scene 'order': the order's side and quantity (there may be no position, or one on the other side)
  const side = orderScene && order?.side ? order.side : position.side;
  const size = (orderScene && order?.qty ? order.qty : position.size).replace(/^-/, '');
  const liqPrice = side === position.side ? (position.liqPrice ?? '') : '';

  const [tab, setTab] = useState<'entire' | 'partial'>('entire');
  const [sub, setSub] = useState<Sub>(null);
  // the form starts from the exchange's full TP/SL as it is now (the opener's row may be a push behind)
  const [tp, setTp] = useState<LegState>(() => legFrom('tp', pm, lang, orderScene ? orderEntry : position.fullTpsl));
  const [sl, setSl] = useState<LegState>(() => legFrom('sl', pm, lang, orderScene ? orderEntry : position.fullTpsl));
  /** The trader changed the form: a push no longer re-seeds it. */
  const touched = useRef(false);
  const [qtyText, setQtyText] = useState('');
  const [qtyPercent, setQtyPercent] = useState(0);
  const [sort, setSort] = useState<PartialSort>('time');
  const [shake, setShake] = useState(false);
  const [confirmAll, setConfirmAll] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const [sending, setSending] = useState(false);
  /** A save whose answer was lost: what the TP/SL looked like before it, and how to finish if it took. */
  const [lost, setLost] = useState<Lost | null>(null);
  const lostAnswer = lost !== null;
  /** The re-read showed the exchange does not hold a lost save: the trader may confirm again. */
  const [notTaken, setNotTaken] = useState(false);
  const [last, setLast] = useState<string | null>(null);
  const [confirms, setConfirms] = useState<string | null>(null);
  const inFlight = useRef(false);

  // §5: the position scene's reference is the last price at open; the notices' double-confirm flag
  useEffect(() => {
    const abort = new AbortController();
    fetchSymbolPrice(http, opened.symbol, abort.signal).then(
      (q) => setLast(q.lastPrice),
      () => setLast(opened.markPrice ?? ''),
    );
    fetchDoubleConfirms(http, abort.signal).then(setConfirms, () => undefined);
    return () => abort.abort();
  }, [http, opened.symbol, opened.markPrice]);
  useEffect(() => {
    if (!shake) return;
    const timer = setTimeout(() => setShake(false), CANCEL_ALL_SHAKE_MS);
    return () => clearTimeout(timer);
  }, [shake]);

  // A full TP/SL saved or changed while the untouched Entire form is open (e.g. a save's push
  // arriving after a re-open): the form shows it, never an empty field for a value the exchange holds.
  // (the order scene starts from the order's own TP/SL, which the opener passes)
  const full = orderScene ? orderEntry : (position.fullTpsl ?? null);
  const fullSignature = full ? `${full.takeProfit}|${full.stopLoss}|${full.tpTriggerBy}|${full.slTriggerBy}` : '';
  const seeded = useRef(fullSignature);
  useEffect(() => {
    if (seeded.current === fullSignature) return;
    seeded.current = fullSignature;
    if (touched.current || tab !== 'entire' || sub !== null) return;
    setTp(legFrom('tp', pm, lang, full));
    setSl(legFrom('sl', pm, lang, full));
  }, [fullSignature, full, tab, sub, pm, lang]);

  const partial = tab === 'partial';
  const listView = sub === null && showsPartialList(position, tab);
  const editing = sub?.kind === 'edit' ? sub.entry : null;
  const canonical = (text: string, decimals: number): string => {
    const r = parseNumberInput(text, lang, { precision: decimals });
    return r.kind === 'ok' ? r.value : '';
  };
  const qty = partial ? canonical(qtyText, lotDecimals) : size;
  const base: ConversionBase = {
    entry: scene === 'order' ? (orderPrice ?? '') : (position.entryPrice ?? ''),
    qty: qty || size,
    leverage: leverageOf(position.leverage),
    long: side === 'Buy',
    inverse: /^Inverse/.test(config?.contractType ?? position.marketsType ?? ''),
    tickSize: tick || '0.01',
  };
  const form: TpSlFormValues = {
    mode: partial ? 'Partial' : 'Full',
    takeProfit: canonical(tp.priceText, priceDecimals),
    stopLoss: canonical(sl.priceText, priceDecimals),
    tpOrderType: partial ? tp.orderType : 'Market',
    slOrderType: partial ? sl.orderType : 'Market',
    limitTakeProfit: canonical(tp.limitText, priceDecimals),
    limitStopLoss: canonical(sl.limitText, priceDecimals),
    tpSize: partial && (editing === null || editing.tpStopOrderId) ? qty : '',
    slSize: partial && (editing === null || editing.slStopOrderId) ? qty : '',
  };
  const messages = validateTpSl(form, {
    scene,
    long: base.long,
    referencePrice: scene === 'order' ? (orderPrice ?? '') : (last ?? ''),
    liqPrice,
    size,
    tickSize: tick,
    lotSize: config?.lotStep ?? '',
    maxQty: config?.maxQty ?? '',
    unified: account.unified !== null,
    demo: account.demo,
  });
  const forLeg = (fields: readonly string[]) =>
    messages
      .filter((m: TpSlMessage) => fields.includes(m.field) && (showAll || !m.blocking || m.key !== 'slTips1'))
      .map((m) => ({ key: m.key, params: m.params }));

  const fmtMoney = (v: string | null) =>
    v === null ? EMPTY_VALUE : formatNumberForLocale(v, lang, config?.balanceFraction ?? 4);
  const legView = (leg: TpSlLeg, s: LegState, price: string): TpSlLegView => {
    const value = price ? valueAt(base, leg, s.inputType, price) : null;
    const subValue =
      s.subText ?? (value ? formatInputValue(value.decimalPlaces(s.inputType === 'pnl' ? 4 : 2).toFixed(), lang) : '');
    const range = s.inputType === 'pnl' ? null : SLIDER_RANGE[leg][s.inputType];
    const pnl = price ? pnlAt(base, price) : null;
    return {
      price: s.priceText,
      triggerBy: s.triggerBy,
      inputType: s.inputType,
      subValue,
      // on the slider's step (its value label shows 16.7, not 16.666666666666668)
      slider: range
        ? {
            value: Math.max(0, value?.decimalPlaces(range.step < 1 ? 1 : 0).toNumber() ?? 0),
            max: range.max,
            step: range.step,
          }
        : null,
      tip: price
        ? {
            price: formatNumberForLocale(price, lang, priceDecimals),
            qty: formatNumberForLocale(base.qty, lang, lotDecimals),
            pnl: fmtMoney(pnl ? pnl.toFixed() : null),
          }
        : null,
      orderType: partial ? s.orderType : 'Market',
      limitPrice: s.limitText,
      messages: forLeg(leg === 'tp' ? ['takeProfit', 'limitTakeProfit'] : ['stopLoss', 'limitStopLoss']),
    };
  };

  const onLeg = (leg: TpSlLeg, c: LegChange) => {
    if (!('priceBlur' in c)) touched.current = true;
    const setLeg = leg === 'tp' ? setTp : setSl;
    const current = leg === 'tp' ? tp : sl;
    const fromValue = (value: string) => {
      const clamped = clampSubValue(leg, current.inputType, canonical(value, 8) || '0');
      const price = clamped === null ? null : priceFor(base, leg, current.inputType, clamped);
      setLeg({ ...current, subText: value, priceText: price ? formatInputValue(price, lang) : current.priceText });
    };
    if ('price' in c) setLeg({ ...current, priceText: c.price, subText: null });
    else if ('priceStep' in c) {
      // from the typed price, or the mark (else the entry) when the field is empty; a price off
      // the tick moves to the neighbouring tick first
      const from = canonical(current.priceText, 12) || position.markPrice || base.entry;
      const next = tick && from ? stepByTick(from, tick, c.priceStep, { min: tick }) : null;
      if (next !== null) setLeg({ ...current, priceText: formatInputValue(next, lang), subText: null });
    } else if ('priceBlur' in c) {
      // §5: trigger prices are rounded to the tick
      const p = canonical(current.priceText, 12);
      const r = p && tick ? roundToTick(p, tick, 'nearest') : null;
      if (r !== null && r !== p) setLeg({ ...current, priceText: formatInputValue(r, lang), subText: null });
    } else if ('triggerBy' in c) {
      writePref(PREF('trigger-by', leg), c.triggerBy);
      setLeg({ ...current, triggerBy: c.triggerBy });
    } else if ('inputType' in c) {
      writePref(PREF('input-type', leg), c.inputType);
      setLeg({ ...current, inputType: effectiveInputType(c.inputType, pm), subText: null });
    } else if ('subValue' in c) fromValue(c.subValue);
    // the slider's number is shown as the locale writes it (a German comma), then read back as typed
    else if ('slider' in c) fromValue(formatInputValue(String(c.slider), lang));
    else if ('limit' in c) setLeg({ ...current, orderType: c.limit ? 'Limit' : 'Market' });
    else setLeg({ ...current, limitText: c.limitPrice });
  };

  /** The exchange took the call: the success notice (unless suppressed), then close or back to the list. */
  const finish = ({ success, close }: Done) => {
    inFlight.current = false;
    setSending(false);
    setLost(null);
    if (!closedToastSuppressed(confirms))
      bus.publish({
        type: 'toast',
        severity: 'success',
        messageKey: `${NS}:${success.messageKey}`,
        params: success.params,
      });
    if (close) onDone();
    else setSub(null);
  };

  // A lost answer is settled by what the exchange holds: a push showing the TP/SL changed ...
  const liveSignature = tpSlSignature(position);
  useEffect(() => {
    // a push (an external store) settles the lost save: finishing sets this dialog's state once
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    if (lost && liveSignature !== lost.before) finish(lost);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- finish reads this render's values; lost and the signature decide
  }, [lost, liveSignature]);

  /** ... or the position read back from the exchange: changed, it took; unchanged, nothing was saved. */
  const reconcile = (l: Lost) => {
    fetchPositions(http).then(
      (list) => {
        const now = list.find((p) => positionKey(p) === key);
        if (now && tpSlSignature(now) !== l.before) return finish(l);
        inFlight.current = false;
        clearPending(key);
        setLost((current) => (current === l ? null : current));
        setNotTaken(true);
      },
      // the re-read failed too: stay locked, pending; a push settles it (never re-sent blindly)
      () => undefined,
    );
  };

  /** One call per intent: locked while in flight; a lost answer is reconciled, never re-sent. */
  const send = (call: TpSlCall, success: Done['success'], close: boolean, failureKey?: string) => {
    if (inFlight.current || lostAnswer) return;
    inFlight.current = true;
    setSending(true);
    setNotTaken(false);
    const before = tpSlSignature(position);
    // the cell's "pending" is the position's TP/SL: an order's does not show there
    if (!orderScene) markPending(key, before);
    http.post<unknown>(call.path, call.body).then(
      () => finish({ success, close }),
      (e: unknown) => {
        const err = toApiError(e);
        setSending(false);
        if (err.kind === 'timeout' || err.kind === 'network') {
          const l: Lost = { success, close, before };
          setLost(l);
          // the position list does not show an order's TP/SL: the order scene stays locked instead
          if (!orderScene) reconcile(l);
          return;
        }
        inFlight.current = false;
        clearPending(key);
        // §8: a failed cancel says 'CancelFailure'; other failures go through the catalogue
        if (failureKey) bus.publish({ type: 'toast', severity: 'error', messageKey: `${NS}:${failureKey}` });
        else handleApiError(err, { bus });
        if (close) onDone();
      },
    );
  };

  const onConfirm = () => {
    if (inFlight.current || lostAnswer) return;
    setShowAll(true);
    if (blocks(messages)) return; // §5: nothing is sent
    const nothing = !form.takeProfit && !form.stopLoss;
    if (nothing && (partial || !(orderScene ? orderEntry : position.fullTpsl))) {
      onDone();
      return;
    }
    const by = { tpTriggerBy: tp.triggerBy, slTriggerBy: sl.triggerBy };
    const call = orderScene && order ? orderSaveCall(form, order, by) : saveCall(form, position, by, editing);
    send(call, { messageKey: 'tpSlSetSuccess' }, true);
  };

  const entries = sortPartials(position.partialTpslList ?? [], sort);
  const rows: PartialRowView[] = entries.map((e) => {
    const isTp = !!e.tpStopOrderId || (e.takeProfit !== '0' && e.takeProfit !== '');
    const limit = isTp ? set(e.limitTakeProfit) : set(e.limitStopLoss);
    return {
      id: e.orderId,
      leg: isTp ? 'tp' : 'sl',
      price: formatNumberForLocale(isTp ? e.takeProfit : e.stopLoss, lang, priceDecimals),
      limitPrice: limit ? formatNumberForLocale(limit, lang, priceDecimals) : null,
      qty: formatNumberForLocale(e.qty, lang, lotDecimals),
      triggerBy: (isTp ? e.tpTriggerBy : e.slTriggerBy) || e.triggerBy || 'LastPrice',
    };
  });
  const startForm = (entry: TpSlEntry | null) => {
    touched.current = false;
    setTp(legFrom('tp', pm, lang, entry));
    setSl(legFrom('sl', pm, lang, entry));
    setQtyText(entry ? formatInputValue(entry.qty, lang) : '');
    setQtyPercent(0);
    setShowAll(false);
  };

  return (
    <TpSlDialogView
      symbol={position.symbol}
      modify={
        orderScene ? orderEntry !== null : isModify(form.mode, position, editing) || (listView && rows.length > 0)
      }
      showTabs={editing === null && scene === 'position'}
      tab={tab}
      view={listView ? 'list' : 'form'}
      back={sub !== null && (position.partialTpslList?.length ?? 0) > 0}
      summary={{
        price: formatNumberForLocale(position.markPrice ?? '', lang, priceDecimals),
        qty: formatNumberForLocale(size, lang, lotDecimals),
        entry: formatNumberForLocale(position.entryPrice ?? '', lang, priceDecimals),
        last: last === null ? EMPTY_VALUE : formatNumberForLocale(last, lang, priceDecimals),
        liq: pm ? EMPTY_VALUE : priceOrDash(position.liqPrice, lang, priceDecimals),
      }}
      qtyText={qtyText}
      qtyPercent={qtyPercent}
      qtyMessages={forLeg(['tpSize', 'slSize'])}
      tp={legView('tp', tp, form.takeProfit)}
      sl={legView('sl', sl, form.stopLoss)}
      inputTypes={inputTypesFor(pm)}
      partial={partial}
      canCancelOco={!orderScene && !partial && !!position.fullTpsl}
      list={rows}
      sort={sort}
      shake={shake}
      confirmCancelAll={confirmAll}
      loading={!config || last === null}
      sending={sending}
      lostAnswer={lostAnswer}
      notTaken={notTaken}
      notLive={notLive}
      onTab={(next) => {
        // each tab starts from what it holds: Entire from the full TP/SL (Market, no limit prices:
        // §4), Partial from a blank form, so nothing typed for one is sent as the other
        setTab(next);
        setSub(null);
        startForm(next === 'entire' ? (position.fullTpsl ?? null) : null);
      }}
      onBack={() => setSub(null)}
      onQtyText={(text) => {
        setQtyText(text);
        setQtyPercent(0);
      }}
      onQtyPercent={(percent) => {
        setQtyPercent(percent);
        setQtyText(formatInputValue(qtyFromPercent(size, percent, config?.lotStep ?? '0.001'), lang));
      }}
      onLeg={onLeg}
      onSort={setSort}
      onAdd={() => {
        startForm(null);
        setSub({ kind: 'add' });
      }}
      onModify={(id) => {
        const entry = position.partialTpslList?.find((e) => e.orderId === id);
        if (!entry) return;
        startForm(entry);
        setSub({ kind: 'edit', entry });
      }}
      onCancelItem={(id) => {
        const entry = position.partialTpslList?.find((e) => e.orderId === id);
        if (entry) send(cancelCall(position, entry), { messageKey: 'orderCancelSuc' }, false, 'CancelFailure');
      }}
      onCancelAll={() => {
        if ((position.partialTpslList?.length ?? 0) === 0) setShake(true);
        else setConfirmAll(true);
      }}
      onConfirmCancelAll={(yes) => {
        setConfirmAll(false);
        if (yes)
          send(
            cancelAllCall(position),
            { messageKey: 'CancelAllTpSlSuccessDec', params: { symbol: position.symbol } },
            false,
            'CancelFailure',
          );
      }}
      onCancelOco={() => send(cancelCall(position, 'full'), { messageKey: 'orderCancelSuc' }, true, 'CancelFailure')}
      onConfirm={onConfirm}
      onClose={onDone}
    />
  );
}
