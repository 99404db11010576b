import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from 'shared-core';
import { useHostServices, useLiveTopic } from 'shared-http';
import { abortable } from './abortable';
import {
  feedFailed,
  feedLoaded,
  openOrdersLoaded,
  positionsLoaded,
  selectOpenOrderCount,
  toFeedError,
  walletLoaded,
} from './accountSlice';
import { fetchOrders, fetchPositions, fetchWallet, ORDER_TOPIC } from './api';
import { selectForm } from './slice';

/**
 * The signed-in account's positions, open orders and balances (renders nothing): snapshot, then
 * `user.order` pushes. A failed load is kept as the account feed's error (shown under the ticket)
 * until the next load succeeds.
 */
export function AccountFeed({ coin }: { coin: string }) {
  const { http } = useHostServices();
  const dispatch = useAppDispatch();
  const outcomesPlaced = useAppSelector((s) => selectForm(s).outcomes.filter((o) => o.status === 'placed').length);
  const openCount = useAppSelector(selectOpenOrderCount);
  const failed = useCallback(
    (e: unknown) => dispatch(feedFailed({ feed: 'account', error: toFeedError(e) })),
    [dispatch],
  );
  const reloadOrders = useCallback(
    () =>
      abortable(async (signal) => {
        dispatch(openOrdersLoaded(await fetchOrders(http, { status: 'open' }, signal)));
        dispatch(feedLoaded('account'));
      }, failed),
    [http, dispatch, failed],
  );
  useLiveTopic({ stream: 'private', topic: ORDER_TOPIC, reload: reloadOrders });
  // Positions and balances move with fills: read again when orders come and go.
  useEffect(() => {
    const load = abortable(async (signal) => {
      const [positions, wallet] = await Promise.all([fetchPositions(http, coin, signal), fetchWallet(http, signal)]);
      dispatch(positionsLoaded(positions));
      dispatch(walletLoaded(wallet));
      dispatch(feedLoaded('account'));
    }, failed);
    return () => load.abort();
  }, [http, dispatch, coin, outcomesPlaced, openCount, failed]);
  return null;
}
