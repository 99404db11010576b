import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EMPTY_VALUE,
  entryPriceOf,
  formatInputValue,
  formatNumberForLocale,
  helpCenterLink,
  parseNumberInput,
  positionKey,
  positionPrecision,
  toDecimal,
  type Position,
} from 'shared-core';
import { handleApiError, toApiError, useHostServices } from 'shared-http';
import type { PositionDialogProps } from '../actions/types';
import { fetchDoubleConfirms, fetchSymbolPrice } from '../close/api';
import { closedToastSuppressed } from '../close/rules/notify';
import { useLivePosition, usePositionsNotLive } from '../margin/useLivePosition';
import { setTrailingStop } from './api';
import { markPending } from './pending';
import {
  clampRate,
  clearedOnBlur,
  decide,
  initialForm,
  settingOf,
  triggerFrom,
  type TrailingForm,
  type TrailingSetting,
  type TrailingType,
} from './rules/trailing';
import { ensureTrailingTexts } from './texts';
import { TrailingStopDialogView, type ShownMessage } from './TrailingStopDialogView';

/** The help centre's article on trailing stops (the host serves `/{locale}/help-center/{article}`). */
export const TRAILING_HELP_ARTICLE = 'trailing-stop';

const sameSetting = (a: TrailingSetting | null, b: TrailingSetting | null) =>
  a === b ||
  (!!a &&
    !!b &&
    a.type === b.type &&
    toDecimal(a.value)?.isEqualTo(b.value) === true &&
    (a.activationPrice || '0') === (b.activationPrice || '0'));

/**
 * The trailing-stop dialog, connected (positions.md §2-§5, §7, §8): the last price on open, one
 * set-tp-sl-ts per confirm, the cell "pending" until the exchange answers, a lost answer reconciled
 * from the position pushes (never re-sent), success toasts unless the notify-close confirmation is off.
 */
export function TrailingStopDialog({ position: opened, config, onDone }: PositionDialogProps) {
  const { http, bus } = useHostServices();
  const { i18n } = useTranslation();
  ensureTrailingTexts(i18n);
  const lang = i18n.language;
  const live = useLivePosition(opened);
  const position: Position = live ?? opened;
  const notLive = usePositionsNotLive();
  const prec = positionPrecision(false, config);
  const coin = config?.quoteCoin ?? config?.settleCoin ?? position.settleCoin ?? '';

  const [form, setForm] = useState<TrailingForm>(() => initialForm(opened));
  const [valueText, setValueText] = useState(() => formatInputValue(form.value, lang));
  const [activationText, setActivationText] = useState(() => formatInputValue(form.activationPrice, lang));
  const [error, setError] = useState<ShownMessage | null>(null);
  const [lastPrice, setLastPrice] = useState<string | null>(null);
  const [confirms, setConfirms] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [lost, setLost] = useState<{ expected: TrailingSetting | null } | null>(null);
  const inFlight = useRef(false);
  const release = useRef<(() => void) | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    fetchSymbolPrice(http, opened.symbol, abort.signal).then(
      (q) => setLastPrice(q.lastPrice),
      () => {
        if (!abort.signal.aborted) setLastPrice(opened.markPrice ?? '');
      },
    );
    fetchDoubleConfirms(http, abort.signal).then(setConfirms, () => undefined);
    return () => abort.abort();
  }, [http, opened.symbol, opened.markPrice]);

  // a pending mark never outlives the dialog
  useEffect(() => () => release.current?.(), []);

  // a lost answer: the pushes say whether the exchange took it; done once they show it
  useEffect(() => {
    if (!lost || !live) return;
    if (sameSetting(settingOf(live), lost.expected)) {
      release.current?.();
      onDone();
    }
  }, [lost, live, onDone]);

  const parse = (text: string, precision: number) => parseNumberInput(text, lang, { precision });
  const valuePrecision = form.type === 'rate' ? 1 : prec.price;
  const parsedValue = parse(valueText, valuePrecision);
  const parsedActivation = parse(activationText, prec.price);
  const canonicalValue = parsedValue.kind === 'ok' ? parsedValue.value : '';

  const show = (v: string | undefined) => formatNumberForLocale(v, lang, prec.price);
  const held = settingOf(position);
  const heldText = held
    ? `${held.type === 'rate' ? `${formatNumberForLocale(held.value, lang, 1)}%` : show(held.value)}${
        held.activationPrice ? ` @ ${show(held.activationPrice)}` : ''
      }`
    : null;
  const example =
    canonicalValue && lastPrice
      ? triggerFrom(position.side, lastPrice, { type: form.type, value: canonicalValue })
      : null;

  const send = (body: Parameters<typeof setTrailingStop>[1], expected: TrailingSetting | null) => {
    inFlight.current = true;
    setSending(true);
    release.current = markPending('trailing', positionKey(position));
    setTrailingStop(http, body).then(
      () => {
        release.current?.();
        if (!closedToastSuppressed(confirms))
          bus.publish({
            type: 'toast',
            severity: 'success',
            messageKey: expected ? 'positions:trailingStopSetSuccess' : 'positions:trailingStopCancelSuccess',
          });
        onDone();
      },
      (e: unknown) => {
        const err = toApiError(e);
        if (err.kind === 'timeout' || err.kind === 'network') {
          setLost({ expected });
          setSending(false);
          return;
        }
        release.current?.();
        handleApiError(err, { bus });
        onDone();
      },
    );
  };

  const onConfirm = () => {
    if (inFlight.current || lost) return;
    for (const p of [parsedValue, ...(form.activationOn ? [parsedActivation] : [])])
      if (p.kind === 'error') {
        setError({ key: p.key, params: p.params });
        return;
      }
    const next: TrailingForm = {
      ...form,
      value: canonicalValue,
      activationPrice: parsedActivation.kind === 'ok' ? parsedActivation.value : '',
    };
    const outcome = decide(next, position, config?.tickSize);
    if (outcome.kind === 'unchanged') return onDone();
    if (outcome.kind === 'error') return setError({ key: outcome.key });
    send(outcome.body, outcome.kind === 'set' ? outcome.setting : null);
  };

  return (
    <TrailingStopDialogView
      symbol={position.symbol}
      coin={coin}
      side={position.side}
      entryPrice={show(entryPriceOf(position))}
      sessionAverage={entryPriceOf(position) === position.sessionAvgPrice && !!position.sessionAvgPrice}
      marketPrice={lastPrice === null ? null : show(lastPrice)}
      liqPrice={toDecimal(position.liqPrice)?.isGreaterThan(0) ? show(position.liqPrice) : EMPTY_VALUE}
      type={form.type}
      valueText={valueText}
      rateValue={form.type === 'rate' ? (toDecimal(clampRate(canonicalValue || '0.1'))?.toNumber() ?? 0.1) : 0.1}
      activationOn={form.activationOn}
      activationText={activationText}
      held={heldText}
      example={example && lastPrice ? { extreme: show(lastPrice), trigger: show(example) } : null}
      error={error}
      notLive={notLive}
      sending={sending}
      lostAnswer={!!lost}
      helpHref={helpCenterLink(lang, TRAILING_HELP_ARTICLE)}
      onType={(type: TrailingType) => {
        setForm((f) => ({ ...f, type, value: '' }));
        setValueText('');
        setError(null);
      }}
      onValueText={(text) => {
        setValueText(text);
        setError(null);
      }}
      onValueBlur={() => {
        if (parsedValue.kind !== 'ok') return;
        // §4: ≤ 0 cleared on blur; a rate kept within 0.1..100
        const cleared = clearedOnBlur(parsedValue.value);
        setValueText(formatInputValue(form.type === 'rate' && cleared ? clampRate(cleared) : cleared, lang));
      }}
      onRate={(rate) => {
        setValueText(formatInputValue(clampRate(String(rate)), lang));
        setError(null);
      }}
      onActivationOn={(on) => {
        setForm((f) => ({ ...f, activationOn: on }));
        setError(null);
      }}
      onActivationText={(text) => {
        setActivationText(text);
        setError(null);
      }}
      onConfirm={onConfirm}
      onCancelTrailing={() => {
        if (inFlight.current || lost) return;
        const outcome = decide({ ...form, value: '', activationOn: false }, position, config?.tickSize);
        if (outcome.kind === 'cancel') send(outcome.body, null);
        else onDone();
      }}
      onCancel={onDone}
    />
  );
}
