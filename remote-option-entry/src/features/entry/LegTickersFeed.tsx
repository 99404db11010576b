import { useCallback } from 'react';
import { useAppDispatch } from 'shared-core';
import { useHostServices, useLiveTopic } from 'shared-http';
import { tickersTopic } from '../chain/api';
import { loadTickers, type selectCoin } from '../chain/slice';

/** The tickers of a coin whose legs are open while the chain shows another coin (renders nothing). */
export function LegTickersFeed({ coin }: { coin: ReturnType<typeof selectCoin> }) {
  const { http } = useHostServices();
  const dispatch = useAppDispatch();
  const reload = useCallback(() => dispatch(loadTickers({ http, coin })), [http, dispatch, coin]);
  useLiveTopic({ stream: 'public', topic: tickersTopic(coin), reload });
  return null;
}
