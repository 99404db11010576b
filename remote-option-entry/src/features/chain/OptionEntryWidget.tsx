import { Box } from '@mui/material';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  StreamStatusBadge,
  WidgetFrame,
  currentSymbolChanged,
  currentUnderlyingChanged,
  formatDecimal,
  selectStreamStatus,
  selectTickers,
  useAppDispatch,
  useAppSelector,
  useAppStore,
} from 'shared-core';
import { useHostServices, useLiveTopic } from 'shared-http';
import { NS } from '../../i18n';
import { REMOTE_VERSION } from '../../version';
import { EntryPanel } from '../entry/EntryPanel';
import { tickersTopic } from './api';
import { ChainToolbar } from './ChainToolbar';
import { OptionChainTable, type QuoteColumn } from './OptionChainTable';
import { expiryDateLabel } from './rules';
import {
  coinSelected,
  expirySelected,
  loadInstruments,
  loadTickers,
  selectChainView,
  selectCoin,
  selectCoinIndexPrice,
  selectExpiries,
  selectExpiry,
  selectInstrumentsEntry,
  selectTicket,
  ticketOpened,
} from './slice';
import { useChainColumns } from './useChainColumns';

/** The connected option chain: instruments and a tickers snapshot per coin, live `tickers.{coin}`. */
export function OptionEntryWidget() {
  const { t, i18n } = useTranslation(NS);
  const { http } = useHostServices();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const coin = useAppSelector(selectCoin);
  const entry = useAppSelector(selectInstrumentsEntry);
  const expiries = useAppSelector(selectExpiries);
  const expiry = useAppSelector(selectExpiry);
  const chain = useAppSelector(selectChainView);
  const [columns, setColumns] = useChainColumns();
  const indexPrice = useAppSelector(selectCoinIndexPrice);
  const ticket = useAppSelector(selectTicket);
  const streamStatus = useAppSelector((s) => selectStreamStatus(s, 'public'));

  const loadChain = useCallback(() => dispatch(loadInstruments({ http, coin })), [dispatch, http, coin]);

  const loadCoinTickers = useCallback(() => dispatch(loadTickers({ http, coin })), [dispatch, http, coin]);

  useEffect(() => {
    // Instruments once per coin (and on retry); the tickers snapshot again on every resync.
    const instruments = loadChain();
    return () => instruments.abort();
  }, [loadChain]);
  useLiveTopic({ stream: 'public', topic: tickersTopic(coin), reload: loadCoinTickers });

  const onPick = (symbol: string, column: QuoteColumn) => {
    const ticker = selectTickers(store.getState())[symbol];
    if (!ticker) return;
    const price = column === 'bid' ? ticker.bid1Price : column === 'ask' ? ticker.ask1Price : ticker.markPrice;
    // Hitting the bid sells, lifting the ask (or taking the mark) buys.
    dispatch(ticketOpened({ symbol, side: column === 'bid' ? 'Sell' : 'Buy', price }));
    // The picked option becomes the page's current instrument for every widget.
    dispatch(currentSymbolChanged(symbol));
  };

  return (
    <WidgetFrame
      title={t('title')}
      versionLabel={REMOTE_VERSION}
      status={<StreamStatusBadge status={streamStatus} />}
      testId="option-entry-widget"
    >
      <ChainToolbar
        coin={coin}
        expiries={expiries}
        expiry={expiry}
        indexPrice={indexPrice ? formatDecimal(indexPrice, 2) : undefined}
        onCoinChange={(c) => {
          dispatch(coinSelected(c));
          // The page's underlying follows the trader's pick (the host puts it in the URL).
          dispatch(currentUnderlyingChanged(c));
        }}
        onExpiryChange={(d) => dispatch(expirySelected(d))}
        columns={columns}
        onColumnsChange={setColumns}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
        <Box sx={{ overflow: 'auto', flex: 1 }}>
          <OptionChainTable
            coin={coin}
            rows={chain.rows}
            columns={columns}
            underlyingLabel={chain.underlying ? formatDecimal(chain.underlying, 2) : null}
            underlyingIndex={chain.underlyingIndex}
            expiryLabel={expiry !== null ? expiryDateLabel(expiry, i18n.language) : undefined}
            status={entry?.status ?? 'loading'}
            error={entry?.error}
            selectedSymbol={ticket?.symbol}
            onPick={onPick}
            onRetry={() => void loadChain()}
          />
        </Box>
        <EntryPanel />
      </Box>
    </WidgetFrame>
  );
}
