import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from 'shared-core';
import { useHostServices, useLiveTopic, type Abortable } from 'shared-http';
import { tickersTopic } from '../chain/api';
import { loadTickers, type selectCoin } from '../chain/slice';
import { fetchInstrumentDetail, fetchOrders, fetchPositions, fetchWallet, ORDER_TOPIC, orderbookTopic } from './api';
import { depthLoaded, openOrdersLoaded, positionsLoaded, selectForm, walletLoaded } from './slice';

/**
 * The entry's data feeds (render nothing): the draft's book, the tickers of leg coins the chain is
 * not showing, and the signed-in account's orders, positions and balances.
 */
/** A load that can be aborted, from a promise-returning function (for useLiveTopic). */
export function abortable(run: (signal: AbortSignal) => Promise<unknown>): Abortable {
  const controller = new AbortController();
  run(controller.signal).catch(() => undefined);
  return { abort: () => controller.abort() };
}

/**
 * Public data of the option in the form: the detail snapshot and the live book. Mounted only
 * while there is a draft, so no placeholder topic is ever subscribed.
 */
export function BookFeed({ symbol }: { symbol: string }) {
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
export function LegTickersFeed({ coin }: { coin: ReturnType<typeof selectCoin> }) {
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

/** The signed-in account's positions, open orders and balances: snapshot, then `user.order` pushes. */
export function AccountFeed({ coin }: { coin: string }) {
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
