import { Box } from '@mui/material';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  lazyWithPrefetch,
  selectIsSignedIn,
  selectTickers,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  usePrefetchWhenIdle,
} from 'shared-core';
import { useHostServices } from 'shared-http';
import { NS } from '../../i18n';
import { selectCommonConfig, selectInstrumentsEntry, selectTicket } from '../chain/slice';
import { AccountFeed } from './AccountFeed';
import { fetchRiskConfig } from './api';
import { BookFeed } from './BookFeed';
import { EntrySettingsBar } from './EntrySettingsBar';
import { LegTickersFeed } from './LegTickersFeed';
import { legIdOf, newLeg, usdcTwin } from './legs';
import { type PriceSource } from './rules';
import { coinOfSymbol, selectLegCoins, selectLegConfig } from './selectors';
import { TicketSkeleton } from './TicketSkeleton';
import { riskLoaded, selectLoadErrors } from './accountSlice';
import { draftOpened, selectForm, settingChanged } from './slice';

/*
 * What is not on screen at first is a lazy chunk (shared-core lazyWithPrefetch), prefetched once the
 * page settled: the ticket's form (nothing is picked at first), the batch (batch mode), the outcomes
 * (after a submission), the option's open orders and both confirmations
 * (submit.ts and the rules it sends with come with them). Until the form's chunk is in, a pick shows the
 * ticket's skeleton.
 */
const Draft = lazyWithPrefetch(() => import('./DraftSection').then((m) => m.DraftSection));
const Batch = lazyWithPrefetch(() => import('./BatchSection').then((m) => m.BatchSection));
const Outcomes = lazyWithPrefetch(() => import('./OutcomeSection').then((m) => m.OutcomeSection));
const Confirm = lazyWithPrefetch(() => import('./ConfirmSection').then((m) => m.ConfirmSection));
const OpenOrders = lazyWithPrefetch(() => import('./OpenOrdersSection').then((m) => m.OpenOrdersSection));
const FeedErrors = lazyWithPrefetch(() => import('./FeedErrors').then((m) => m.FeedErrors));
const LAZY_PARTS = [Draft, Confirm, Outcomes, Batch, OpenOrders, FeedErrors];

/**
 * The connected order entry: opens a leg for the option picked in the chain, keeps the
 * instrument's detail and the account's data live (feeds.tsx), and composes the ticket
 * (DraftSection), the settings, the batch, the outcomes, the open orders of the option and the
 * confirmations. Everything the trader typed lives in the store.
 */
export function EntryPanel() {
  const { t } = useTranslation(NS);
  const { http } = useHostServices();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const form = useAppSelector(selectForm);
  const ticket = useAppSelector(selectTicket);
  const chainCfg = useAppSelector(selectCommonConfig);
  // The draft follows its own coin's rules, whatever coin the chain shows now.
  const draftCfg = useAppSelector((s) => (form.draft ? selectLegConfig(s, form.draft.symbol) : null));
  const cfg = draftCfg ?? chainCfg;
  const instrumentsEntry = useAppSelector(selectInstrumentsEntry);
  const instruments = instrumentsEntry?.result?.list;
  // A slow exchange: the ticket's skeleton stands beside the chain's until the instruments arrive.
  const loadingChain = !instrumentsEntry || (instrumentsEntry.status === 'loading' && !instrumentsEntry.result);
  const signedIn = useAppSelector(selectIsSignedIn);
  const { draft, settings } = form;
  const locked = form.phase === 'sending' || form.phase === 'reconciling';
  usePrefetchWhenIdle(LAZY_PARTS);

  // A pick in the chain opens a fresh leg (same quantity as before, the remembered price mode).
  useEffect(() => {
    if (!ticket || !instruments) return;
    const instrument = instruments.find((i) => i.symbol === usdcTwin(ticket.symbol));
    if (!instrument) return;
    const state = selectForm(store.getState());
    const ask = selectTickers(store.getState())[instrument.symbol]?.ask1Price;
    const source: PriceSource = ticket.side === 'Sell' ? 'bestBid' : ticket.price === ask ? 'bestAsk' : 'mark';
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
  const legCoins = useAppSelector(selectLegCoins);
  const loadErrors = useAppSelector(selectLoadErrors);

  return (
    <Box data-testid="entry-panel">
      {signedIn ? <AccountFeed coin={draft ? (coinOfSymbol(draft.symbol) ?? 'BTC') : 'BTC'} /> : null}
      {draft ? <BookFeed symbol={usdcTwin(draft.symbol)} /> : null}
      {legCoins.map((c) => (
        <LegTickersFeed key={c} coin={c} />
      ))}
      {draft ? (
        cfg ? (
          <Suspense fallback={<TicketSkeleton />}>
            <Draft.Component />
          </Suspense>
        ) : (
          <TicketSkeleton />
        )
      ) : loadingChain ? (
        <TicketSkeleton />
      ) : (
        <Box sx={{ p: 1, color: 'text.secondary', typography: 'body2' }} data-testid="entry-hint">
          {t('entry.hint')}
        </Box>
      )}
      {loadErrors.book || loadErrors.account ? (
        <Suspense fallback={null}>
          <FeedErrors.Component />
        </Suspense>
      ) : null}
      {/* below the ticket: the form and its submit come first in the column */}
      <EntrySettingsBar settings={settings} disabled={locked} onChange={(patch) => dispatch(settingChanged(patch))} />
      <Suspense fallback={null}>
        {settings.batchMode ? <Batch.Component /> : null}
        {form.outcomes.length > 0 || Object.keys(form.deviationsBySymbol).length > 0 ? <Outcomes.Component /> : null}
      </Suspense>
      <Suspense fallback={null}>
        {draft && signedIn ? <OpenOrders.Component symbol={draft.symbol} /> : null}
        {form.confirm ? <Confirm.Component /> : null}
      </Suspense>
    </Box>
  );
}
