import { Box } from '@mui/material';
import BigNumber from 'bignumber.js';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatNumberForLocale,
  selectDependenciesStatus,
  selectIsSignedIn,
  selectStreamStatus,
  selectTickers,
  stepByTick,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  type OptionCommonConfig,
} from 'shared-core';
import { useHostServices, useLiveTopic, type Abortable } from 'shared-http';
import { NS } from '../../i18n';
import { tickersTopic } from '../chain/api';
import {
  loadTickers,
  selectCoin,
  selectCommonConfig,
  selectInstrumentsEntry,
  selectOptionEntryState,
  selectTicket,
  ticketClosed,
} from '../chain/slice';
import { coinOfSymbol, configOfSymbol, selectLegConfig, selectLegInstruments } from './selectors';
import {
  fetchInstrumentDetail,
  fetchOrders,
  fetchPositions,
  fetchRiskConfig,
  fetchWallet,
  ORDER_TOPIC,
  orderbookTopic,
} from './api';
import { BatchList, type BatchLegRow } from './BatchList';
import { CancelConfirmDialog } from './CancelConfirmDialog';
import { deviationPercent, legDisplay, openOrdersForMargin, outcomeText, shown, totalRequired } from './display';
import { EntryForm, IV_INPUT_DECIMALS } from './EntryForm';
import { EntryOpenOrders } from './EntryOpenOrders';
import { EntrySettingsBar } from './EntrySettingsBar';
import { InstrumentDetail } from './InstrumentDetail';
import { legMarket, newLeg, resolveLeg, symbolFor, usdcTwin } from './legs';
import { OutcomeList } from './OutcomeList';
import { PlaceConfirmDialog, type ConfirmLegRow } from './PlaceConfirmDialog';
import {
  checkPrice,
  checkSize,
  DEFAULT_RISK_CONFIG,
  recomputeLeg,
  sentTimeInForce,
  type EntryLeg,
  type FieldIssue,
  type LegView,
  type PriceSource,
} from './rules';
import {
  addedToBatch,
  batchCleared,
  batchLegRemoved,
  cancelDismissed,
  confirmClosed,
  currentOutcomes,
  depthLoaded,
  inputInvalid,
  draftOpened,
  legEdited,
  modeChanged,
  openOrdersLoaded,
  outcomesDismissed,
  positionsLoaded,
  riskLoaded,
  selectForm,
  settingChanged,
  walletLoaded,
  MAX_BATCH_LEGS,
} from './slice';
import { confirmPlacement, performCancel, requestCancel, requestPlacement, type SubmitDeps } from './submit';

/** A load that can be aborted, from a promise-returning function (for useLiveTopic). */
function abortable(run: (signal: AbortSignal) => Promise<unknown>): Abortable {
  const controller = new AbortController();
  run(controller.signal).catch(() => undefined);
  return { abort: () => controller.abort() };
}

const legIdOf = (seq: number) => `leg-${seq}`;
const IV_STEP = '0.5';

/** Keeps the time used by IV and greeks fresh without re-rendering on a timer: read per render. */
const nowMs = () => Date.now();

/**
 * The connected order entry: opens a leg for the option picked in the chain, keeps the
 * instrument's detail and the account's data live, recomputes the figures as the market moves,
 * and runs the placement flow of submit.ts. Everything the trader typed lives in the store.
 */
export function EntryPanel() {
  const { t, i18n } = useTranslation(NS);
  const lng = i18n.language;
  const services = useHostServices();
  const { http, bus } = services;
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const form = useAppSelector(selectForm);
  const ticket = useAppSelector(selectTicket);
  const chainCfg = useAppSelector(selectCommonConfig);
  const chainCoin = useAppSelector(selectCoin);
  // The draft follows its own coin's rules, whatever coin the chain shows now.
  const draftCfg = useAppSelector((s) => (form.draft ? selectLegConfig(s, form.draft.symbol) : null));
  const cfg = draftCfg ?? chainCfg;
  const instruments = useAppSelector(selectInstrumentsEntry)?.result?.list;
  const instrumentsByCoin = useAppSelector(selectOptionEntryState).instruments;
  const tickers = useAppSelector(selectTickers);
  const signedIn = useAppSelector(selectIsSignedIn);
  const publicStatus = useAppSelector((s) => selectStreamStatus(s, 'public'));
  const [corrections, setCorrections] = useState<Record<string, FieldIssue[]>>({});
  const deps: SubmitDeps = useMemo(() => ({ http, bus }), [http, bus]);
  const { draft, settings, account } = form;
  const locked = form.phase === 'sending' || form.phase === 'reconciling';

  // A pick in the chain opens a fresh leg (same quantity as before, the remembered price mode).
  useEffect(() => {
    if (!ticket || !instruments) return;
    const instrument = instruments.find((i) => i.symbol === usdcTwin(ticket.symbol));
    if (!instrument) return;
    const state = selectForm(store.getState());
    const source: PriceSource =
      ticket.side === 'Sell' ? 'bestBid' : ticket.price === tickers[instrument.symbol]?.ask1Price ? 'bestAsk' : 'mark';
    dispatch(
      draftOpened(
        newLeg({
          id: legIdOf(state.legSeq + 1),
          instrument,
          settleCoin: state.draft?.settleCoin ?? 'USDC',
          side: ticket.side === 'Sell' ? 'sell' : 'buy',
          source,
          price: ticket.price,
          qty: state.draft?.orderQty || chainCfg?.minOrderSize || '',
          settings: state.settings,
        }),
      ),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new pick opens a leg; a ticker or form change must not
  }, [ticket?.pickId, instruments]);

  const settle = draft?.settleCoin ?? 'USDC';
  useEffect(() => {
    const controller = new AbortController();
    fetchRiskConfig(http, settle, controller.signal)
      .then((risk) => dispatch(riskLoaded(risk)))
      .catch(() => undefined); // the defaults (the exchange's published constants) stay in use
    return () => controller.abort();
  }, [http, dispatch, settle]);

  // Legs of another coin than the chain's keep their own tickers live.
  const legCoins = [
    ...new Set([draft, ...form.batch].flatMap((l) => (l ? [coinOfSymbol(l.symbol)] : [])).filter((c) => c !== null)),
  ].filter((c) => c !== chainCoin);
  const outcomeRow = (o: (typeof form.outcomes)[number], settled: boolean) => {
    const text = outcomeText(o, settled);
    const oc = configOfSymbol(instrumentsByCoin, o.symbol);
    return {
      legId: o.legId,
      summary: t('outcome.summary', {
        side: t(o.side === 'buy' ? 'entry.buy' : 'entry.sell'),
        qty: shown(o.qty, oc?.minOrderSizeIncrementScale ?? 2, lng),
        symbol: o.symbol,
        price: shown(o.price, oc?.fePriceFractionPrecision ?? 2, lng),
      }),
      text: t(text.key, { code: o.code, message: o.message, ...text.params }),
      severity: text.severity,
    };
  };
  const current = currentOutcomes(form);
  const earlier = [...new Set(form.outcomes.map((o) => o.submissionId))]
    .filter((id) => id !== form.submissionSeq)
    .reverse()
    .map((id) => ({
      submissionId: id,
      rows: form.outcomes.filter((o) => o.submissionId === id).map((o) => outcomeRow(o, true)),
    }));

  return (
    <Box data-testid="entry-panel">
      {signedIn ? <AccountFeed coin={draft ? (coinOfSymbol(draft.symbol) ?? 'BTC') : 'BTC'} /> : null}
      {draft ? <BookFeed symbol={usdcTwin(draft.symbol)} /> : null}
      {legCoins.map((c) => (
        <LegTickersFeed key={c} coin={c} />
      ))}
      <SuccessFade />
      {draft && cfg ? (
        <DraftSection
          draft={draft}
          cfg={cfg}
          corrections={corrections[draft.id] ?? []}
          setCorrections={(issues) => setCorrections((c) => ({ ...c, [draft.id]: issues }))}
          locked={locked}
          onSubmit={() => void dispatch(requestPlacement(deps))}
          signedIn={signedIn}
          publicStatus={publicStatus}
        />
      ) : null}
      {!draft ? (
        <Box sx={{ p: 1, color: 'text.secondary', typography: 'body2' }} data-testid="entry-hint">
          {t('entry.hint')}
        </Box>
      ) : null}
      {/* below the ticket: the form and its submit come first in the column */}
      <EntrySettingsBar settings={settings} disabled={locked} onChange={(patch) => dispatch(settingChanged(patch))} />
      {settings.batchMode ? (
        <BatchSection
          cfg={cfg}
          locked={locked}
          lockedLabel={form.phase === 'reconciling' ? t('entry.checking') : undefined}
          onPlace={() => void dispatch(requestPlacement(deps))}
        />
      ) : null}
      <OutcomeList
        rows={current.map((o) => outcomeRow(o, form.phase === 'idle'))}
        earlier={earlier}
        onDismissEarlier={(id) => dispatch(outcomesDismissed(id))}
        deviations={Object.entries(form.deviationsBySymbol).flatMap(([symbol, d]) => [
          ...(d.exceeding ? [t('outcome.deviationExceedingSymbol', { symbol })] : []),
          ...(d.warning ? [t('outcome.deviationWarningSymbol', { symbol })] : []),
        ])}
        onDismiss={() => dispatch(outcomesDismissed(form.submissionSeq))}
      />
      {draft && signedIn ? (
        <EntryOpenOrders
          symbol={draft.symbol}
          rows={Object.values(account.openOrders)
            .filter((o) => o.symbol === draft.symbol)
            .map((o) => ({
              orderId: o.orderId,
              side: o.side,
              price: shown(o.price, cfg?.fePriceFractionPrecision ?? 2, lng),
              qty: shown(o.qty, cfg?.minOrderSizeIncrementScale ?? 2, lng),
              // one format for every figure: 0.00 / 0.50, never 0 / 0.0 / 0.00
              filled: `${shown(o.cumExecQty || '0', cfg?.minOrderSizeIncrementScale ?? 2, lng)} / ${shown(o.qty, cfg?.minOrderSizeIncrementScale ?? 2, lng)}`,
              cancelling: form.cancelling.includes(o.orderId),
            }))}
          onCancel={(orderId) => {
            const o = account.openOrders[orderId];
            if (o)
              void dispatch(
                requestCancel(deps, { orderId, symbol: o.symbol, side: o.side, price: o.price, qty: o.qty }),
              );
          }}
        />
      ) : null}
      <ConfirmSection deps={deps} />
      <CancelConfirmDialog
        open={form.cancel !== null}
        summary={
          form.cancel
            ? t('outcome.summary', {
                side: t(form.cancel.side === 'Buy' ? 'entry.buy' : 'entry.sell'),
                qty: form.cancel.qty,
                symbol: form.cancel.symbol,
                price: shown(form.cancel.price, cfg?.fePriceFractionPrecision ?? 2, lng),
              })
            : ''
        }
        onKeep={() => dispatch(cancelDismissed())}
        onConfirm={(dontAsk) => {
          if (dontAsk) dispatch(settingChanged({ confirmOnCancel: false }));
          if (form.cancel) void dispatch(performCancel(deps, form.cancel));
        }}
      />
    </Box>
  );
}

/**
 * Public data of the option in the form: the detail snapshot and the live book. Mounted only
 * while there is a draft, so no placeholder topic is ever subscribed.
 */
function BookFeed({ symbol }: { symbol: string }) {
  const { http } = useHostServices();
  const dispatch = useAppDispatch();
  const reload = useCallback(
    () =>
      abortable(async (signal) => {
        const d = await fetchInstrumentDetail(http, symbol, signal);
        dispatch(depthLoaded({ symbol, bids: d.bids ?? [], asks: d.asks ?? [] }));
      }),
    [http, dispatch, symbol],
  );
  useLiveTopic({ stream: 'public', topic: orderbookTopic(symbol), reload });
  return null;
}

/** The tickers of a coin whose legs are open while the chain shows another coin. */
function LegTickersFeed({ coin }: { coin: ReturnType<typeof selectCoin> }) {
  const { http } = useHostServices();
  const dispatch = useAppDispatch();
  const reload = useCallback(
    () =>
      abortable(async () => {
        await dispatch(loadTickers({ http, coin }));
      }),
    [http, dispatch, coin],
  );
  useLiveTopic({ stream: 'public', topic: tickersTopic(coin), reload });
  return null;
}

/** Success notices fade after SUCCESS_FADE_MS; errors and warnings stay until dismissed. */
const SUCCESS_FADE_MS = 8000;
function SuccessFade() {
  const dispatch = useAppDispatch();
  const form = useAppSelector(selectForm);
  const fading = [...new Set(form.outcomes.map((o) => o.submissionId))].filter((id) => {
    const rows = form.outcomes.filter((o) => o.submissionId === id);
    const settled = id !== form.submissionSeq || form.phase === 'idle';
    return settled && rows.every((o) => outcomeText(o, true).severity === 'success');
  });
  const key = fading.join(',');
  useEffect(() => {
    if (!key) return;
    const timer = setTimeout(() => {
      for (const id of key.split(',')) dispatch(outcomesDismissed(Number(id)));
    }, SUCCESS_FADE_MS);
    return () => clearTimeout(timer);
  }, [key, dispatch]);
  return null;
}

/** The signed-in account's positions, open orders and balances: snapshot, then `user.order` pushes. */
function AccountFeed({ coin }: { coin: string }) {
  const { http } = useHostServices();
  const dispatch = useAppDispatch();
  const outcomesPlaced = useAppSelector((s) => selectForm(s).outcomes.filter((o) => o.status === 'placed').length);
  const openCount = useAppSelector((s) => Object.keys(selectForm(s).account.openOrders).length);
  const reloadOrders = useCallback(
    () =>
      abortable(async (signal) => {
        dispatch(openOrdersLoaded(await fetchOrders(http, { status: 'open' }, signal)));
      }),
    [http, dispatch],
  );
  useLiveTopic({ stream: 'private', topic: ORDER_TOPIC, reload: reloadOrders });
  // Positions and balances move with fills: read again when orders come and go.
  useEffect(() => {
    const load = abortable(async (signal) => {
      const [positions, wallet] = await Promise.all([fetchPositions(http, coin, signal), fetchWallet(http, signal)]);
      dispatch(positionsLoaded(positions));
      dispatch(walletLoaded(wallet));
    });
    return () => load.abort();
  }, [http, dispatch, coin, outcomesPlaced, openCount]);
  return null;
}

interface DraftSectionProps {
  draft: EntryLeg;
  /** the draft's own coin's config */
  cfg: OptionCommonConfig;
  corrections: FieldIssue[];
  setCorrections: (issues: FieldIssue[]) => void;
  locked: boolean;
  signedIn: boolean;
  publicStatus: ReturnType<typeof selectStreamStatus>;
  onSubmit: () => void;
}

/** The instrument detail and the form of the draft leg, recomputed on every ticker batch. */
function DraftSection({
  draft,
  cfg,
  corrections,
  setCorrections,
  locked,
  signedIn,
  publicStatus,
  onSubmit,
}: DraftSectionProps) {
  const { t, i18n } = useTranslation(NS);
  const lng = i18n.language;
  const { bus } = useHostServices();
  const dispatch = useAppDispatch();
  const form = useAppSelector(selectForm);
  const tickers = useAppSelector(selectTickers);
  // The draft's own instruments (its strikes), not the chain's current coin's.
  const instruments = useAppSelector((s) => selectLegInstruments(s, draft.symbol));
  const coin = coinOfSymbol(draft.symbol) ?? 'BTC';
  const detailDeps = useMemo(
    () => [
      { stream: 'public' as const, topic: orderbookTopic(usdcTwin(draft.symbol)) },
      { stream: 'public' as const, topic: tickersTopic(coin) },
    ],
    [draft.symbol, coin],
  );
  const detailStatus = useAppSelector((s) => selectDependenciesStatus(s, detailDeps));
  const { account, depth, settings } = form;
  const mkt = legMarket(draft.symbol, tickers, depth);
  const now = nowMs();
  const leg = resolveLeg(draft, mkt, cfg, now);
  const position = account.positions.find((p) => p.symbol === draft.symbol) ?? null;
  const openOrders = useMemo(() => openOrdersForMargin(account.openOrders), [account.openOrders]);
  const view: LegView = recomputeLeg(leg, mkt, {
    cfg,
    risk: account.risk ?? DEFAULT_RISK_CONFIG,
    position,
    openOrders,
    nowMs: now,
  });
  const available = account.wallet.find((w) => w.coin === draft.settleCoin)?.availableBalance ?? null;
  const display = legDisplay(leg, view, {
    cfg,
    position,
    openOrders,
    available: signedIn ? available : null,
    locale: lng,
  });
  const shownIssues = [
    ...(form.issues[draft.id] ?? []),
    ...corrections,
    // live errors, except "please enter …", which only a submit attempt shows
    ...view.issues.filter((i) => i.severity === 'error' && !i.key.startsWith('PleaseEnter')),
  ];
  const ticker = tickers[usdcTwin(draft.symbol)];
  const pricePrecision = cfg.fePriceFractionPrecision;
  const strikes = useMemo(
    () =>
      [...new Set(instruments.filter((i) => i.deliveryTime === draft.deliveryTime).map((i) => i.strikePrice))].sort(
        (a, b) => Number(a) - Number(b),
      ),
    [instruments, draft.deliveryTime],
  );

  const edit = (patch: Partial<Omit<EntryLeg, 'id'>>) => dispatch(legEdited({ id: draft.id, patch }));
  const switchInstrument = (strike: string, type: 'C' | 'P', coin: 'USDC' | 'USDT') => {
    const inst = instruments.find(
      (i) => i.deliveryTime === draft.deliveryTime && i.strikePrice === strike && i.symbolType === type,
    );
    if (!inst) return;
    const symbol = symbolFor(inst.symbol, coin);
    edit({ symbol, symbolAlias: symbol, strikePrice: strike, symbolType: type, settleCoin: coin });
  };
  const tickDp = cfg.tickSizeScale;
  const sizeDp = cfg.minOrderSizeIncrementScale;

  return (
    <>
      <EntryForm
        leg={leg}
        mode={form.mode}
        strikes={strikes}
        display={display}
        issues={shownIssues}
        inputIssues={form.inputIssues[draft.id] ?? []}
        onInvalid={(issue) => dispatch(inputInvalid({ legId: draft.id, issue }))}
        locale={lng}
        priceDecimals={tickDp}
        sizeDecimals={sizeDp}
        locked={locked}
        lockedLabel={form.phase === 'reconciling' ? t('entry.checking') : undefined}
        batchMode={settings.batchMode}
        batchFull={form.batch.length >= MAX_BATCH_LEGS}
        signedIn={signedIn}
        onModeChange={(m) => dispatch(modeChanged(m))}
        onSideChange={(side) => edit({ side })}
        onPlaceTypeChange={(placeType) => edit({ placeType })}
        onPriceChange={(value) => {
          setCorrections([]);
          edit({ orderPrice: value, source: 'user' });
        }}
        onPriceBlur={() => {
          const r = checkPrice(leg.orderPrice, leg.side, cfg, mkt);
          if (leg.orderPrice === '' || r.price === leg.orderPrice) return setCorrections(r.issues);
          setCorrections(r.issues);
          edit({ orderPrice: r.price, source: 'user' });
        }}
        onPriceStep={(direction) => {
          const bounds = { min: view.minSell ?? cfg.minOrderPrice, max: view.maxBuy ?? cfg.maxOrderPrice };
          const next = stepByTick(leg.orderPrice || (mkt?.markPrice ?? ''), cfg.tickSize, direction, {
            min: leg.side === 'sell' ? bounds.min : cfg.minOrderPrice,
            max: leg.side === 'buy' ? bounds.max : cfg.maxOrderPrice,
          });
          setCorrections([]);
          if (next !== null) edit({ orderPrice: next, source: 'user' });
        }}
        onIvChange={(value) => edit({ iv: value, source: 'user' })}
        onIvStep={(direction) => {
          const next = stepByTick(leg.iv || '0', IV_STEP, direction, { min: '0' });
          if (next !== null) edit({ iv: next, source: 'user' });
        }}
        onQtyChange={(value) => {
          setCorrections([]);
          edit({ orderQty: value });
        }}
        onQtyBlur={() => {
          if (leg.orderQty === '') return;
          const r = checkSize(leg.orderQty, cfg, leg.orderFilledQty);
          setCorrections(r.issues);
          if (r.capped) {
            bus.publish({
              type: 'toast',
              severity: 'warning',
              messageKey: `${NS}:entry.qtyCapped`,
              params: { max: cfg.maxOrderSize },
            });
          }
          if (r.qty !== leg.orderQty) edit({ orderQty: r.qty });
        }}
        onQtyStep={(direction) => {
          const next = stepByTick(leg.orderQty || '0', cfg.minOrderSizeIncrement, direction, {
            min: cfg.minOrderSize,
            max: cfg.maxOrderSize,
          });
          setCorrections([]);
          if (next !== null) edit({ orderQty: next });
        }}
        onSourceChange={(source) => edit({ source })}
        onPostOnlyChange={(postOnly) => edit({ postOnly })}
        onReduceOnlyChange={(reduceOnly) => edit({ reduceOnly })}
        onTimeInForceChange={(timeInForce) => edit({ timeInForce })}
        onStrikeChange={(strike) => switchInstrument(strike, draft.symbolType, draft.settleCoin)}
        onTypeChange={(type) => switchInstrument(draft.strikePrice, type, draft.settleCoin)}
        onSettleChange={(coin) => switchInstrument(draft.strikePrice, draft.symbolType, coin)}
        onSubmit={onSubmit}
        onAddToBatch={() => {
          // The leg goes in as the trader sees it now; a following source keeps following.
          dispatch(addedToBatch({ leg: draft, nextDraftId: legIdOf(form.legSeq + 1) }));
        }}
        onClose={() => dispatch(ticketClosed())}
      />
      <Box sx={{ px: 1 }}>
        <InstrumentDetail
          symbol={draft.symbol}
          detail={
            ticker
              ? {
                  indexPrice: formatNumberForLocale(ticker.indexPrice, lng, 2),
                  markPrice: formatNumberForLocale(ticker.markPrice, lng, cfg.feMarkPricePrecision),
                  underlyingPrice: formatNumberForLocale(ticker.underlyingPrice, lng, 2),
                  delta: formatNumberForLocale(ticker.delta, lng, 4),
                  // a fraction to percent by moving the point: no float product
                  markIv: `${formatNumberForLocale(new BigNumber(ticker.markIv).shiftedBy(2), lng, 2)}%`,
                }
              : null
          }
          bids={depth && usdcTwin(depth.symbol) === usdcTwin(draft.symbol) ? depth.bids : []}
          asks={depth && usdcTwin(depth.symbol) === usdcTwin(draft.symbol) ? depth.asks : []}
          priceDecimals={pricePrecision}
          streamStatus={publicStatus === 'live' ? detailStatus : publicStatus}
        />
      </Box>
    </>
  );
}

/** The batch of legs with their live prices and margins. */
function BatchSection({
  cfg: chainCfg,
  locked,
  lockedLabel,
  onPlace,
}: {
  cfg: OptionCommonConfig | null;
  locked: boolean;
  lockedLabel?: string;
  onPlace: () => void;
}) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const form = useAppSelector(selectForm);
  const tickers = useAppSelector(selectTickers);
  const instrumentsByCoin = useAppSelector(selectOptionEntryState).instruments;
  const { i18n } = useTranslation(NS);
  const lng = i18n.language;
  const openOrders = useMemo(() => openOrdersForMargin(form.account.openOrders), [form.account.openOrders]);
  const now = nowMs();
  const rows: (BatchLegRow & { coin: string; requiredRaw: string | null })[] = form.batch.map((l) => {
    // each leg on its own coin's rules (a BTC leg and an ETH leg in one batch)
    const cfg = configOfSymbol(instrumentsByCoin, l.symbol) ?? chainCfg;
    const mkt = legMarket(l.symbol, tickers, form.depth);
    const leg = cfg ? resolveLeg(l, mkt, cfg, now) : l;
    const view = cfg
      ? recomputeLeg(leg, mkt, {
          cfg,
          risk: form.account.risk ?? DEFAULT_RISK_CONFIG,
          position: form.account.positions.find((p) => p.symbol === l.symbol) ?? null,
          openOrders,
          nowMs: now,
        })
      : null;
    const outcome = currentOutcomes(form).find((o) => o.legId === l.id);
    const o = outcome ? outcomeText(outcome, form.phase === 'idle') : null;
    return {
      legId: l.id,
      symbol: l.symbol,
      side: l.side,
      priceTypeLabel: t(`entry.priceTypes.${l.placeType}`),
      price: shown(view?.effectivePrice, cfg?.fePriceFractionPrecision ?? 2, lng),
      qty: shown(l.orderQty, cfg?.minOrderSizeIncrementScale ?? 2, lng),
      required: view?.margin ? `${shown(view.margin.required, 4, lng)} ${l.settleCoin}` : null,
      requiredRaw: view?.margin?.required ?? null,
      coin: l.settleCoin,
      problems: [...(form.issues[l.id] ?? []), ...(view?.issues ?? [])]
        .filter((i, idx, all) => i.severity === 'error' && all.findIndex((j) => j.key === i.key) === idx)
        .map((i) => t(i.key, i.params)),
      outcome:
        o && outcome
          ? { text: t(o.key, { code: outcome.code, message: outcome.message, ...o.params }), severity: o.severity }
          : undefined,
    };
  });
  return (
    <BatchList
      rows={rows}
      max={MAX_BATCH_LEGS}
      totalRequired={totalRequired(
        rows.map((r) => ({ coin: r.coin, required: r.requiredRaw })),
        lng,
      )}
      locked={locked}
      lockedLabel={lockedLabel}
      onRemove={(id) => dispatch(batchLegRemoved(id))}
      onClear={() => dispatch(batchCleared())}
      onPlace={onPlace}
    />
  );
}

/** The placement confirmation of the submission waiting for the trader's answer. */
function ConfirmSection({ deps }: { deps: SubmitDeps }) {
  const { t, i18n } = useTranslation(NS);
  const lng = i18n.language;
  const dispatch = useAppDispatch();
  const form = useAppSelector(selectForm);
  const tickers = useAppSelector(selectTickers);
  const instrumentsByCoin = useAppSelector(selectOptionEntryState).instruments;
  const publicStatus = useAppSelector((s) => selectStreamStatus(s, 'public'));
  const confirm = form.confirm;
  if (!confirm) return null;
  const openOrders = openOrdersForMargin(form.account.openOrders);
  const now = nowMs();
  const legs = [...(form.draft ? [form.draft] : []), ...form.batch].filter((l) => confirm.legIds.includes(l.id));
  const rows: ConfirmLegRow[] = confirm.legIds.flatMap((id) => {
    const leg = legs.find((l) => l.id === id);
    if (!leg) return [];
    const seen = confirm.seen[id];
    const dev = confirm.deviations.find((d) => d.legId === id);
    // The review shows what the form computed for the leg as it will be sent: margin, IV, time in force.
    const cfg = configOfSymbol(instrumentsByCoin, leg.symbol);
    const mkt = legMarket(leg.symbol, tickers, form.depth);
    const sent = cfg ? resolveLeg(leg, mkt, cfg, now) : leg;
    const view = cfg
      ? recomputeLeg(sent, mkt, {
          cfg,
          risk: form.account.risk ?? DEFAULT_RISK_CONFIG,
          position: form.account.positions.find((p) => p.symbol === leg.symbol) ?? null,
          openOrders,
          nowMs: now,
        })
      : null;
    return [
      {
        legId: id,
        symbol: leg.symbol,
        side: leg.side,
        qty: shown(leg.orderQty, cfg?.minOrderSizeIncrementScale ?? 2, lng),
        price: shown(seen?.price, cfg?.fePriceFractionPrecision ?? 2, lng),
        priceTypeLabel: t(`entry.priceTypes.${leg.placeType}`),
        market: leg.placeType === 'market',
        iv: leg.placeType === 'iv' ? shown(sent.iv, IV_INPUT_DECIMALS, lng) : null,
        timeInForce: t(`entry.tif.${sentTimeInForce(leg)}`),
        flags: [
          ...(leg.postOnly && leg.placeType !== 'market' ? [t('confirm.postOnlyFlag')] : []),
          ...(leg.reduceOnly ? [t('confirm.reduceOnlyFlag')] : []),
        ],
        required: view?.margin ? `${shown(view.margin.required, 4, lng)} ${leg.settleCoin}` : null,
        deviation: dev ? t(dev.key, { pct: deviationPercent(dev.deviation) }) : null,
        moved: confirm.moved.includes(id),
      },
    ];
  });
  return (
    <PlaceConfirmDialog
      open
      kind={confirm.kind}
      rows={rows}
      moved={confirm.moved.length > 0}
      stale={confirm.stale ? publicStatus : null}
      sending={form.phase === 'sending'}
      onCancel={() => dispatch(confirmClosed())}
      onConfirm={(dontAsk) => {
        if (dontAsk) dispatch(settingChanged({ confirmOnOrder: false }));
        void dispatch(confirmPlacement(deps));
      }}
    />
  );
}
