import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, formatNumberForLocale, parseNumberInput, useAppStore, type Position } from 'shared-core';
import { useHostServices } from 'shared-http';
import type { PositionDialogProps } from '../actions/types';
import { useLivePosition, usePositionsNotLive } from '../margin/useLivePosition';
import { positionKey } from 'shared-core';
import { selectPositionsState } from '../positions/slice';
import { ReverseDialogView, type ReverseStage } from './ReverseDialogView';
import {
  PREF_SETTING_PATH,
  SYMBOL_PRICE_PATH,
  canReverse,
  checkNewLeverage,
  createDebouncedSave,
  lastPriceOf,
  mayOpenOpposite,
  offersDontPrompt,
  reverseSteps,
  reverseViews,
  skipsPrompt,
  tipPrefBody,
  tipStatusOf,
} from './rules/reverse';
import { runReverse } from './runReverse';
import { ensureReverseTexts } from './texts';

const newLinkId = () => `rev-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * The reverse dialog, connected (positions.md §2, §4, §7): the market price and the trader's
 * 'do not prompt again' choice on open; when it is 'hide' the reversal starts at once and the
 * dialog shows its progress and outcome. One reversal at a time on the page; each call sent once.
 */
export function ReverseDialog({ position: opened, config, account, onDone }: PositionDialogProps) {
  const { http, bus } = useHostServices();
  const store = useAppStore();
  const { i18n } = useTranslation();
  ensureReverseTexts(i18n);
  const lang = i18n.language;
  const live = useLivePosition(opened);
  // the position the reversal started from: the dialog keeps showing it while the side flips
  const [ran, setRan] = useState<Position | null>(null);
  const position: Position = ran ?? live ?? opened;
  const notLive = usePositionsNotLive();

  const [stage, setStage] = useState<ReverseStage>(offersDontPrompt(account) ? 'loading' : 'prompt');
  const [price, setPrice] = useState<string | null>(null);
  const [dontAsk, setDontAsk] = useState(false);
  const [leverageText, setLeverageText] = useState('');
  const [leverageError, setLeverageError] = useState<{ key: string; params?: Record<string, string> } | null>(null);
  const started = useRef(false);

  const saver = useMemo(
    () =>
      createDebouncedSave<boolean>((hide) => {
        http.post(PREF_SETTING_PATH, tipPrefBody(hide)).catch(() => undefined);
      }),
    [http],
  );
  // a choice made just before the dialog closes is still saved
  useEffect(() => () => saver.flush(), [saver]);

  /** Starts the reversal with the position as the exchange last reported it. */
  const begin = useCallback(
    (newLeverage: string | null, basePrice: string | null) => {
      if (started.current) return;
      started.current = true;
      const current = selectPositionsState(store.getState()).byKey[positionKey(opened)] ?? opened;
      setRan(current);
      const steps = reverseSteps(current, account, newLeverage, { linkId: newLinkId(), basePrice });
      void runReverse({ http, bus }, positionKey(current), steps, setStage).then((outcome) => {
        setStage(outcome);
        // nothing was sent: the trader may try again once the other reversal finished
        if (outcome === 'busy' || outcome === 'justReversed') started.current = false;
      });
    },
    [account, bus, http, opened, store],
  );

  // §2 / §7: the market price (symbol-price's lastPrice)
  useEffect(() => {
    const abort = new AbortController();
    http.get<unknown>(SYMBOL_PRICE_PATH, { symbol: opened.symbol }, { signal: abort.signal }).then(
      (result) => {
        if (!abort.signal.aborted) setPrice(lastPriceOf(result, opened.symbol) ?? EMPTY_VALUE);
      },
      () => {
        if (!abort.signal.aborted) setPrice(EMPTY_VALUE);
      },
    );
    return () => abort.abort();
  }, [http, opened.symbol]);

  // §4: the saved choice; 'hide' reverses at once (never for copy trade, which is always asked)
  useEffect(() => {
    if (!offersDontPrompt(account)) return;
    const abort = new AbortController();
    http.get<{ settings?: unknown }>(PREF_SETTING_PATH, undefined, { signal: abort.signal }).then(
      (result) => {
        if (abort.signal.aborted) return;
        const status = tipStatusOf(result?.settings);
        setDontAsk(status === 'hide');
        if (skipsPrompt(status, account) && canReverse(opened)) begin(null, null);
        else setStage('prompt');
      },
      () => {
        if (!abort.signal.aborted) setStage('prompt');
      },
    );
    return () => abort.abort();
  }, [http, account, opened, begin]);

  const views = reverseViews(position, null);
  const decimals = config?.lotFraction ?? 8;
  const fmtQty = (q: string) => (config ? formatNumberForLocale(q, lang, decimals) : q);
  const target = { ...views.target, qty: fmtQty(views.target.qty) };
  const current = { ...views.current, qty: fmtQty(views.current.qty) };
  const parsedLeverage = parseNumberInput(leverageText, lang, { precision: 2 });
  if (parsedLeverage.kind === 'ok') target.leverage = parsedLeverage.value;
  const shownPrice =
    price === null || price === EMPTY_VALUE ? price : formatNumberForLocale(price, lang, config?.priceFraction ?? 2);

  const onConfirm = () => {
    if (started.current || !mayOpenOpposite(account)) return;
    if (parsedLeverage.kind === 'error') {
      setLeverageError({ key: parsedLeverage.key, params: parsedLeverage.params as Record<string, string> });
      return;
    }
    const check = checkNewLeverage(parsedLeverage.kind === 'ok' ? parsedLeverage.value : null, config?.maxLeverage);
    if (check.kind === 'error') {
      setLeverageError({ key: check.key, params: { max: config?.maxLeverage ?? '' } });
      return;
    }
    begin(check.kind === 'ok' ? check.leverage : null, price && price !== EMPTY_VALUE ? price : null);
  };

  return (
    <ReverseDialogView
      symbol={position.symbol}
      marketPrice={shownPrice}
      current={current}
      target={target}
      stage={stage}
      reversible={ran !== null || canReverse(position)}
      follower={!mayOpenOpposite(account)}
      leverageText={leverageText}
      leverageError={leverageError}
      showDontAsk={offersDontPrompt(account)}
      dontAsk={dontAsk}
      notLive={notLive}
      onLeverageText={(text) => {
        setLeverageText(text);
        setLeverageError(null);
      }}
      onDontAsk={(checked) => {
        setDontAsk(checked);
        saver.push(checked);
      }}
      onConfirm={onConfirm}
      onCancel={onDone}
    />
  );
}
