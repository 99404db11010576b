import { Box } from '@mui/material';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TopicsStatusBadge,
  WidgetFrame,
  currentSymbolChanged,
  currentUnderlyingChanged,
  formatNumberForLocale,
  selectTickers,
  useAppDispatch,
  useAppSelector,
  useAppStore,
} from 'shared-core';
import { useHostServices, useLiveTopic } from 'shared-http';
import { NS } from '../i18n';
import { REMOTE_VERSION } from '../version';
import { EntryPanel } from '../features/entry/EntryPanel';
import { useTicketShortcuts } from '../features/entry/useTicketShortcuts';
import { tickersTopic } from '../features/chain/api';
import { ChainToolbar } from '../features/chain/ChainToolbar';
import { OptionChainTable, type QuoteColumn } from '../features/chain/OptionChainTable';
import { expiryDateLabel } from '../features/chain/rules';
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
} from '../features/chain/slice';
import { useChainColumns } from '../features/chain/useChainColumns';

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
  const chainDeps = useMemo(() => [{ stream: 'public' as const, topic: tickersTopic(coin) }], [coin]);
  const lng = i18n.language;
  const onTicketShortcut = useTicketShortcuts();

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
      status={<TopicsStatusBadge deps={chainDeps} />}
      testId="option-entry-widget"
    >
      <ChainToolbar
        coin={coin}
        expiries={expiries}
        expiry={expiry}
        indexPrice={indexPrice ? formatNumberForLocale(indexPrice, lng, 2) : undefined}
        onCoinChange={(c) => {
          dispatch(coinSelected(c));
          // The page's underlying follows the trader's pick (the host puts it in the URL).
          dispatch(currentUnderlyingChanged(c));
        }}
        onExpiryChange={(d) => dispatch(expirySelected(d))}
        columns={columns}
        onColumnsChange={setColumns}
      />
      {/*
        The chain on the left, the ticket as a fixed-width column on the right (below the chain on a
        narrow screen): chain, ticket and its submit are in view together at 1280×800. Each side
        scrolls on its own; the submit button sticks to the bottom of the ticket column.
      */}
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          gap: 1,
          minHeight: 0,
          height: { md: 'clamp(460px, calc(100vh - 224px), 900px)' },
        }}
        data-testid="option-entry-layout"
        onKeyDown={onTicketShortcut}
      >
        <Box sx={{ overflow: 'auto', flex: 1, minWidth: 0, maxHeight: { xs: 480, md: 'none' } }}>
          <OptionChainTable
            coin={coin}
            rows={chain.rows}
            columns={columns}
            underlyingLabel={chain.underlying ? formatNumberForLocale(chain.underlying, lng, 2) : null}
            underlyingIndex={chain.underlyingIndex}
            expiryLabel={expiry !== null ? expiryDateLabel(expiry, i18n.language) : undefined}
            status={entry?.status ?? 'loading'}
            error={entry?.error}
            selectedSymbol={ticket?.symbol}
            onPick={onPick}
            onRetry={() => void loadChain()}
          />
        </Box>
        <Box
          component="aside"
          aria-label={t('entry.title')}
          data-testid="entry-ticket-column"
          sx={{
            width: { xs: '100%', md: 380 },
            flexShrink: 0,
            overflow: 'auto',
            borderInlineStart: { md: 1 },
            borderColor: { md: 'divider' },
          }}
        >
          <EntryPanel />
        </Box>
      </Box>
    </WidgetFrame>
  );
}
