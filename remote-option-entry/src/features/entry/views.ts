/**
 * The entry's view models: memoised selectors over the pure rules (createSelector), so each ticker
 * batch recomputes a leg once, whatever renders it, and the components only show what they select.
 * Imported by the lazy sections only (the rules they run are in the lazy chunk). Selectors that
 * format numbers take the trader's language as their argument.
 */
import { createSelector } from '@reduxjs/toolkit';
import BigNumber from 'bignumber.js';
import {
  formatNumberForLocale,
  selectDependenciesStatus,
  selectIsSignedIn,
  selectStreamStatus,
  selectTickers,
  type OptionCommonConfig,
  type OptionTickerRaw,
  type RootState,
  type StreamStatus,
  type TopicRef,
} from 'shared-core';
import { tickersTopic } from '../chain/api';
import { selectOptionEntryState } from '../chain/slice';
import {
  selectDepth,
  selectOpenOrderEntities,
  selectPositions,
  selectRisk,
  selectWallet,
  type DepthState,
} from './accountSlice';
import { orderbookTopic } from './api';
import { bookRows, legDisplay, openOrdersForMargin } from './display';
import { entryFormView, type EntryFormView } from './form/formView';
import type { OptionEntryFormState } from './formState';
import type { InstrumentDetailProps } from './InstrumentDetail';
import { legNow, nowMs, type LegNow, type LegNowContext } from './legView';
import { usdcTwin } from './legs';
import { type EntryLeg, type FieldIssue, type LegView } from './rules';
import { coinOfSymbol, configOfSymbol, selectLegInstruments, selectTicketConfig } from './selectors';
import { selectForm } from './slice';

/** The account's open orders as the margin rules read them (resting, leaves quantity), once per change of the list. */
export const selectOpenOrdersForMargin = createSelector([selectOpenOrderEntities], (orders) =>
  openOrdersForMargin(orders as Record<string, NonNullable<(typeof orders)[string]>>),
);

/** What every leg's recompute reads besides its own config (one object per change of any part). */
export const selectLegInputs = createSelector(
  [selectTickers, selectDepth, selectRisk, selectPositions, selectOpenOrdersForMargin],
  (tickers, depth, risk, positions, openOrders): Omit<LegNowContext, 'cfg' | 'nowMs'> => ({
    tickers,
    depth,
    risk,
    positions,
    openOrders,
  }),
);

const selectDraft = (state: RootState): EntryLeg | null => selectForm(state).draft;
/** The draft's own coin's config (the chain's while its own is not loaded); null without a draft. */
const selectDraftConfig = (state: RootState): OptionCommonConfig | null =>
  selectDraft(state) ? selectTicketConfig(state) : null;

/** The draft as it would be sent now, its market, position and view: recomputed once per change of its inputs. */
export const selectDraftNow = createSelector(
  [selectDraft, selectDraftConfig, selectLegInputs],
  (draft, cfg, inputs): LegNow | null => (draft && cfg ? legNow(draft, { ...inputs, cfg, nowMs: nowMs() }) : null),
);

const selectDraftStrikes = createSelector(
  [(s: RootState) => (selectDraft(s) ? selectLegInstruments(s, selectDraft(s)!.symbol) : null), selectDraft],
  (instruments, draft): string[] =>
    instruments && draft
      ? [...new Set(instruments.filter((i) => i.deliveryTime === draft.deliveryTime).map((i) => i.strikePrice))].sort(
          (a, b) => Number(a) - Number(b),
        )
      : [],
);

const selectLocale = (_s: RootState, locale: string) => locale;

export interface DraftView {
  /** what the ticket's form shows (form/formView.ts) */
  form: EntryFormView;
  /** the instrument's live figures and book (InstrumentDetail, its stream status apart) */
  detail: Omit<InstrumentDetailProps, 'streamStatus'>;
}

/** The check issues of the last submit, the corrections of the last blur / step, and the live errors (not "please enter …", which only a submit attempt shows). */
const draftIssues = (form: OptionEntryFormState, id: string, view: LegView): FieldIssue[] => [
  ...(form.issues[id] ?? []),
  ...(form.corrections[id] ?? []),
  ...view.issues.filter((i) => i.severity === 'error' && !i.key.startsWith('PleaseEnter')),
];

/** The instrument's figures and its own book (the depth of another option is not shown), formatted in `lng`. */
function draftDetail(
  draft: EntryLeg,
  cfg: OptionCommonConfig,
  ticker: OptionTickerRaw | undefined,
  depth: DepthState | null,
  lng: string,
): DraftView['detail'] {
  const ownDepth = depth && usdcTwin(depth.symbol) === usdcTwin(draft.symbol) ? depth : null;
  return {
    symbol: draft.symbol,
    detail: ticker
      ? {
          indexPrice: formatNumberForLocale(ticker.indexPrice, lng, 2),
          markPrice: formatNumberForLocale(ticker.markPrice, lng, cfg.feMarkPricePrecision),
          underlyingPrice: formatNumberForLocale(ticker.underlyingPrice, lng, 2),
          delta: formatNumberForLocale(ticker.delta, lng, 4),
          // a fraction to percent by moving the point: no float product
          markIv: `${formatNumberForLocale(new BigNumber(ticker.markIv).shiftedBy(2), lng, 2)}%`,
        }
      : null,
    book: bookRows(
      ownDepth ? ownDepth.bids : [],
      ownDepth ? ownDepth.asks : [],
      { price: cfg.fePriceFractionPrecision, size: cfg.minOrderSizeIncrementScale },
      lng,
    ),
  };
}

/** Everything the ticket shows for the draft, formatted in `locale`; null without a draft, its config or its view. */
export const selectDraftView = createSelector(
  [
    selectDraftNow,
    selectDraftConfig,
    selectForm,
    selectWallet,
    selectIsSignedIn,
    selectDraftStrikes,
    selectTickers,
    selectDepth,
    selectLocale,
  ],
  (now, cfg, form, wallet, signedIn, strikes, tickers, depth, lng): DraftView | null => {
    const draft = form.draft;
    if (!now || !cfg || !draft || !now.view) return null;
    const available = wallet.find((w) => w.coin === draft.settleCoin)?.availableBalance ?? null;
    const display = legDisplay(now.sent, now.view, {
      cfg,
      marginKind: now.marginKind,
      available: signedIn ? available : null,
      locale: lng,
    });
    const formView = entryFormView({
      leg: now.sent,
      mode: form.mode,
      strikes,
      display,
      issues: draftIssues(form, draft.id, now.view),
      inputIssues: form.inputIssues[draft.id] ?? [],
      priceDecimals: cfg.tickSizeScale,
      sizeDecimals: cfg.minOrderSizeIncrementScale,
      phase: form.phase,
      batchMode: form.settings.batchMode,
      batchSize: form.batch.length,
      signedIn,
    });
    return { form: formView, detail: draftDetail(draft, cfg, tickers[usdcTwin(draft.symbol)], depth, lng) };
  },
);

/** The topics the instrument detail shows: the option's book and its coin's tickers. */
const selectDetailTopics = createSelector([(s: RootState) => selectDraft(s)?.symbol ?? ''], (symbol): TopicRef[] => [
  { stream: 'public', topic: orderbookTopic(usdcTwin(symbol)) },
  { stream: 'public', topic: tickersTopic(coinOfSymbol(symbol) ?? 'BTC') },
]);

/** The detail's stream status: the public stream's when it is not live, else the worst of its topics. */
export const selectDetailStatus = (state: RootState): StreamStatus => {
  const publicStatus = selectStreamStatus(state, 'public');
  return publicStatus === 'live' ? selectDependenciesStatus(state, selectDetailTopics(state)) : publicStatus;
};

/** The batch's legs, each recomputed on its own coin's config (the chain's when its own is not loaded). */
export const selectBatchNow = createSelector(
  [
    (s: RootState) => selectForm(s).batch,
    (s: RootState) => selectOptionEntryState(s).instruments,
    (_s: RootState, chainCfg: OptionCommonConfig | null) => chainCfg,
    selectLegInputs,
  ],
  (batch, instruments, chainCfg, inputs): { leg: EntryLeg; cfg: OptionCommonConfig | null; now: LegNow }[] => {
    const t = nowMs();
    return batch.map((leg) => {
      const cfg = configOfSymbol(instruments, leg.symbol) ?? chainCfg;
      return { leg, cfg, now: legNow(leg, { ...inputs, cfg, nowMs: t }) };
    });
  },
);

/** The legs under confirmation, each as it will be sent (the review shows what the form computed). */
export const selectConfirmLegs = createSelector(
  [(s: RootState) => selectForm(s), (s: RootState) => selectOptionEntryState(s).instruments, selectLegInputs],
  (form, instruments, inputs): { leg: EntryLeg; cfg: OptionCommonConfig | null; now: LegNow }[] => {
    const confirm = form.confirm;
    if (!confirm) return [];
    const t = nowMs();
    const legs = [...(form.draft ? [form.draft] : []), ...form.batch];
    return confirm.legIds.flatMap((id) => {
      const leg = legs.find((l) => l.id === id);
      if (!leg) return [];
      const cfg = configOfSymbol(instruments, leg.symbol);
      return [{ leg, cfg, now: legNow(leg, { ...inputs, cfg, nowMs: t }) }];
    });
  },
);
