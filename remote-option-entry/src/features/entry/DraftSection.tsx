import { Box } from '@mui/material';
import BigNumber from 'bignumber.js';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatNumberForLocale,
  selectDependenciesStatus,
  type StreamStatus,
  selectTickers,
  stepByTick,
  useAppDispatch,
  useAppSelector,
  type OptionCommonConfig,
} from 'shared-core';
import { useHostServices } from 'shared-http';
import { NS } from '../../i18n';
import { legNow, nowMs } from './legView';
import { useSubmitDeps } from './useSubmitDeps';
import { tickersTopic } from '../chain/api';
import { ticketClosed } from '../chain/slice';
import { coinOfSymbol, selectLegInstruments } from './selectors';
import { orderbookTopic } from './api';
import { legDisplay, openOrdersForMargin } from './display';
import { EntryForm } from './EntryForm';
import { requestPlacement } from './submit';
import { InstrumentDetail } from './InstrumentDetail';
import { legIdOf, symbolFor, usdcTwin } from './legs';
import { capOneTickInside, checkPrice, checkSize, type EntryLeg, type FieldIssue } from './rules';
import { addedToBatch, inputInvalid, legEdited, modeChanged, selectForm, MAX_BATCH_LEGS } from './slice';

const IV_STEP = '0.5';

export interface DraftSectionProps {
  draft: EntryLeg;
  /** the draft's own coin's config */
  cfg: OptionCommonConfig;
  corrections: FieldIssue[];
  setCorrections: (issues: FieldIssue[]) => void;
  locked: boolean;
  signedIn: boolean;
  publicStatus: StreamStatus;
}

/** The instrument detail and the form of the draft leg, recomputed on every ticker batch. */
export function DraftSection({
  draft,
  cfg,
  corrections,
  setCorrections,
  locked,
  signedIn,
  publicStatus,
}: DraftSectionProps) {
  const { t, i18n } = useTranslation(NS);
  const lng = i18n.language;
  const { bus } = useHostServices();
  const deps = useSubmitDeps();
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
  const now = nowMs();
  const openOrders = useMemo(() => openOrdersForMargin(account.openOrders), [account.openOrders]);
  const {
    mkt,
    sent: leg,
    position,
    view: legView,
  } = legNow(draft, { cfg, tickers, depth, account, openOrders, nowMs: now });
  const view = legView!; // cfg is given: there is always a view
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
          // a price pulled onto the moving max-buy / min-sell lands one tick inside it (rules/priceCheck.ts)
          const r = capOneTickInside(checkPrice(leg.orderPrice, leg.side, cfg, mkt), leg.side, cfg);
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
        onSubmit={() => void dispatch(requestPlacement(deps))}
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
          sizeDecimals={sizeDp}
          streamStatus={publicStatus === 'live' ? detailStatus : publicStatus}
        />
      </Box>
    </>
  );
}
