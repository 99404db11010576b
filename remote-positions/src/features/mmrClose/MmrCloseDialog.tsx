import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  entryPriceOf,
  formatInputValue,
  formatNumberForLocale,
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
import { markPending } from '../trailing/pending';
import { fetchAccountMmRate, setMmRate } from './api';
import { MmrCloseDialogView, type ShownMessage } from './MmrCloseDialogView';
import {
  clampTrigger,
  decideMmr,
  heldTrigger,
  mmrTone,
  offersMmrClose,
  percentOfRate,
  triggerError,
} from './rules/mmr';
import { ensureMmrTexts } from './texts';

/**
 * The MMR close dialog, connected (positions.md §2, §4-§8): the account MMR and the last price on
 * open, one set-mm-rate per confirm (clearing cancels, unchanged just closes), the cell "pending"
 * until the answer, a lost answer reconciled from the pushes, toasts unless notify-close is off.
 */
export function MmrCloseDialog({ position: opened, config, account, onDone }: PositionDialogProps) {
  const { http, bus } = useHostServices();
  const { t, i18n } = useTranslation('positions');
  ensureMmrTexts(i18n);
  const lang = i18n.language;
  const live = useLivePosition(opened);
  const position: Position = live ?? opened;
  const notLive = usePositionsNotLive();
  const prec = positionPrecision(false, config);
  const offered = offersMmrClose(account, position.symbol);

  const [triggerText, setTriggerText] = useState(() => formatInputValue(heldTrigger(opened), lang));
  const [accountMmr, setAccountMmr] = useState<string | null>(null);
  const [lastPrice, setLastPrice] = useState<string | null>(null);
  const [confirms, setConfirms] = useState<string | null>(null);
  const [error, setError] = useState<ShownMessage | null>(null);
  const [sending, setSending] = useState(false);
  const [lost, setLost] = useState<{ expected: string } | null>(null);
  const inFlight = useRef(false);
  const release = useRef<(() => void) | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    fetchAccountMmRate(http, abort.signal).then(
      (rate) => setAccountMmr(percentOfRate(rate)),
      () => undefined,
    );
    fetchSymbolPrice(http, opened.symbol, abort.signal).then(
      (q) => setLastPrice(q.lastPrice),
      () => undefined,
    );
    fetchDoubleConfirms(http, abort.signal).then(setConfirms, () => undefined);
    return () => abort.abort();
  }, [http, opened.symbol]);

  useEffect(() => () => release.current?.(), []);

  // a lost answer: done once the pushes show the trigger the exchange holds is the one sent
  useEffect(() => {
    if (!lost || !live) return;
    const now = heldTrigger(live);
    if (now === lost.expected || (now && lost.expected && toDecimal(now)?.isEqualTo(lost.expected))) {
      release.current?.();
      onDone();
    }
  }, [lost, live, onDone]);

  const parsed = parseNumberInput(triggerText, lang, { precision: 2 });
  const canonical = parsed.kind === 'ok' ? parsed.value : '';
  const accountShown = accountMmr === null ? null : formatNumberForLocale(accountMmr, lang, 2);

  const errorOf = (value: string): ShownMessage | null => {
    const key = triggerError(value, accountMmr);
    return key ? { key, params: { current: accountShown ?? '' } } : null;
  };

  const onConfirm = () => {
    if (inFlight.current || lost || !offered) return;
    if (parsed.kind === 'error') return setError({ key: parsed.key, params: parsed.params });
    const outcome = decideMmr(canonical, position, accountMmr);
    if (outcome.kind === 'unchanged') return onDone();
    if (outcome.kind === 'error') return setError(errorOf(canonical));
    inFlight.current = true;
    setSending(true);
    release.current = markPending('mmr', positionKey(position));
    const expected = outcome.kind === 'set' ? outcome.trigger : '';
    setMmRate(http, outcome.body).then(
      () => {
        release.current?.();
        if (!closedToastSuppressed(confirms))
          bus.publish({
            type: 'toast',
            severity: 'success',
            messageKey: outcome.kind === 'set' ? 'positions:mmrOrderSuccess' : 'positions:mmrCancelSuccess',
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

  const show = (v: string | undefined) => formatNumberForLocale(v, lang, prec.price);
  const held = heldTrigger(position);
  return (
    <MmrCloseDialogView
      symbol={position.symbol}
      offered={offered}
      position={`${t(`side.${position.side}`)} ${formatNumberForLocale(position.size, lang, prec.size)}`}
      entryPrice={show(entryPriceOf(position))}
      marketPrice={lastPrice === null ? null : show(lastPrice)}
      markPrice={show(position.markPrice)}
      triggerText={triggerText}
      sliderValue={Math.min(99, toDecimal(canonical || '0')?.toNumber() ?? 0)}
      accountMmr={accountShown}
      accountTone={mmrTone(accountMmr)}
      held={held ? `${formatNumberForLocale(held, lang, 2)}%` : null}
      error={error}
      notLive={notLive}
      sending={sending}
      lostAnswer={!!lost}
      onTriggerText={(text) => {
        setTriggerText(text);
        const p = parseNumberInput(text, lang, { precision: 2 });
        // §4: Confirm is disabled while an error shows; the error follows the value typed
        setError(p.kind === 'error' ? { key: p.key, params: p.params } : p.kind === 'ok' ? errorOf(p.value) : null);
      }}
      onTriggerBlur={() => {
        if (parsed.kind === 'ok') setTriggerText(formatInputValue(clampTrigger(parsed.value), lang));
      }}
      onSlider={(v) => {
        const value = String(v);
        setTriggerText(formatInputValue(value === '0' ? '' : value, lang));
        setError(value === '0' ? null : errorOf(value));
      }}
      onConfirm={onConfirm}
      onCancel={onDone}
    />
  );
}
