import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EMPTY_VALUE,
  formatInputValue,
  formatNumberForLocale,
  parseNumberInput,
  parseOptionSymbolName,
  type Position,
} from 'shared-core';
import { handleApiError, toApiError, useHostServices } from 'shared-http';
import type { PositionDialogProps } from '../actions/types';
import { addMargin, fetchRiskLimits, preAddMargin } from './api';
import { MarginDialogView, type ShownMessage } from './MarginDialogView';
import {
  amountDecimals,
  canEditMargin,
  checkMarginAmount,
  clampAmount,
  estimateDisplay,
  estimateForSide,
  leastAmount,
  marginBody,
  marginStep,
  marketTypeOf,
  maxFor,
  quickAmount,
  stepAmount,
  tierOf,
  type MarginTab,
  type RiskLimit,
} from './rules/margin';
import { ensureMarginTexts } from './texts';
import { useLivePosition, usePositionsNotLive } from './useLivePosition';

/** How long the amount rests before the estimate is asked for. */
const ESTIMATE_DELAY_MS = 300;

/**
 * The add / reduce margin dialog, connected (positions.md §2, §4, §5, §7, §8): risk limits on
 * open, the estimate from pre-add-margin, add-margin on confirm, one call per confirm.
 */
export function MarginDialog({ position: opened, config, onDone }: PositionDialogProps) {
  const { http, bus } = useHostServices();
  const { i18n } = useTranslation();
  ensureMarginTexts(i18n);
  const lang = i18n.language;
  const live = useLivePosition(opened);
  const position: Position = live ?? opened;
  const notLive = usePositionsNotLive();
  const marketType = marketTypeOf(position, config);
  const allowed = !!live && canEditMargin(position, marketType, parseOptionSymbolName(position.symbol) !== null);
  const decimals = amountDecimals(config);
  const coin = config?.settleCoin ?? position.settleCoin ?? position.coin ?? '';

  const [tab, setTab] = useState<MarginTab>('plus');
  const [amountText, setAmountText] = useState('');
  const [quick, setQuick] = useState<number | null>(null);
  const [estimated, setEstimated] = useState<{ e8: string; shown: string } | null>(null);
  const [error, setError] = useState<ShownMessage | null>(null);
  const [riskLimits, setRiskLimits] = useState<RiskLimit[] | null>(null);
  const [sending, setSending] = useState(false);
  const [lostAnswer, setLostAnswer] = useState(false);
  const inFlight = useRef(false);

  const max = maxFor(tab, position, decimals);
  const parsed = parseNumberInput(amountText, lang, { precision: decimals });
  const canonical = parsed.kind === 'ok' ? parsed.value : null;

  // §4: risk limits on open (an empty list on error)
  useEffect(() => {
    const abort = new AbortController();
    void fetchRiskLimits(http, opened.symbol, abort.signal).then((list) => {
      if (!abort.signal.aborted) setRiskLimits(list);
    });
    return () => abort.abort();
  }, [http, opened.symbol]);

  // §5 / §7: the estimated liquidation price for the amount typed (pre-add-margin), latest only
  const check = canonical === null ? null : checkMarginAmount(tab, canonical, position);
  const estimateE8 = allowed && check?.kind === 'ok' ? check.e8 : null;
  useEffect(() => {
    if (estimateE8 === null) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      preAddMargin(http, marginBody(opened, estimateE8), abort.signal).then(
        (answer) => {
          if (!abort.signal.aborted)
            setEstimated({ e8: estimateE8, shown: estimateDisplay(estimateForSide(opened.side, answer), config) });
        },
        (e: unknown) => {
          if (abort.signal.aborted) return;
          // §8: a pre-add-margin failure sets the estimate invalid and is logged
          console.error('pre-add-margin failed', e);
          setEstimated({ e8: estimateE8, shown: EMPTY_VALUE });
        },
      );
    }, ESTIMATE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [http, opened, estimateE8, config]);
  // '--' without a valid amount, null (estimating) until the answer for this very amount is in
  const estimate = estimateE8 === null ? EMPTY_VALUE : estimated?.e8 === estimateE8 ? estimated.shown : null;

  const show = (v: string) => formatNumberForLocale(v, lang, decimals);
  const put = (v: string) => setAmountText(v === '0' ? '' : formatInputValue(v, lang));

  const onConfirm = () => {
    if (inFlight.current || lostAnswer) return;
    if (parsed.kind === 'error') {
      setError({ key: parsed.key, params: parsed.params });
      return;
    }
    const outcome = checkMarginAmount(tab, canonical, position);
    if (outcome.kind === 'cancel') {
      onDone();
      return;
    }
    if (outcome.kind === 'error') {
      setError({ key: outcome.key, params: { max: show(max), coin } });
      return;
    }
    inFlight.current = true;
    setSending(true);
    addMargin(http, marginBody(position, outcome.e8)).then(
      () => {
        bus.publish({ type: 'toast', severity: 'success', messageKey: 'positions:setMarginSuccess' });
        onDone();
      },
      (e: unknown) => {
        const err = toApiError(e);
        if (err.kind === 'timeout' || err.kind === 'network') {
          // a lost answer: the change may have happened; the pushes say so, nothing is sent again
          setLostAnswer(true);
          setSending(false);
          return;
        }
        handleApiError(err, { bus });
        onDone();
      },
    );
  };

  return (
    <MarginDialogView
      symbol={position.symbol}
      coin={coin}
      allowed={allowed}
      tab={tab}
      amountText={amountText}
      quick={quick}
      max={show(max)}
      least={formatNumberForLocale(leastAmount(decimals), lang, decimals)}
      positionMargin={show(position.positionIM ?? position.positionMargin ?? '')}
      addedMargin={show(position.newExtraAddedMargin ?? '0')}
      estimate={estimate}
      riskTier={riskLimits === null ? null : tierOf(riskLimits, position.riskId)}
      error={error}
      notLive={notLive}
      sending={sending}
      lostAnswer={lostAnswer}
      onTab={(next) => {
        // §4: changing tab resets the amount, the quick choice and the estimate
        setTab(next);
        setAmountText('');
        setQuick(null);
        setEstimated(null);
        setError(null);
      }}
      onAmountText={(text) => {
        setAmountText(text);
        setQuick(null);
        setError(null);
      }}
      onAmountBlur={() => {
        // the add tab keeps the amount within the maximum (a decrease above the extra warns instead)
        if (tab === 'plus' && canonical !== null && clampAmount(canonical, max) !== canonical) put(max);
      }}
      onStep={(direction) => {
        setQuick(null);
        setError(null);
        put(stepAmount(canonical ?? '0', marginStep(marketType, config), direction, max));
      }}
      onQuick={(percent) => {
        setQuick(percent);
        setError(null);
        put(quickAmount(max, percent, decimals));
      }}
      onConfirm={onConfirm}
      onCancel={onDone}
    />
  );
}
