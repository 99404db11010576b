import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { pushBatchApplied } from './pushBatch';

/**
 * An option ticker as the exchange sends it (decimal strings). Stored raw; views derive from it.
 * Mirrors the simulator's `tickers.{coin}` push and `/option/usdc/public/v1/tickers` rows.
 */
export interface OptionTickerRaw {
  symbol: string;
  indexPrice: string;
  underlyingPrice: string;
  markPrice: string;
  markIv: string;
  delta: string;
  gamma: string;
  vega: string;
  theta: string;
  bid1Price: string;
  bid1Size: string;
  ask1Price: string;
  ask1Size: string;
}

export interface MarketState {
  /** Option tickers by symbol, as last received. */
  tickers: Record<string, OptionTickerRaw>;
  /** Index price by base coin, from the latest ticker of that coin. */
  indexByCoin: Record<string, string>;
  /** Last applied push time (ms) per topic, to tell a live feed from a frozen one. */
  lastPushTs: Record<string, number>;
}

const initialState: MarketState = { tickers: {}, indexByCoin: {}, lastPushTs: {} };

const baseCoinOf = (symbol: string): string => symbol.split('-')[0] ?? symbol;

function applyTickers(state: MarketState, rows: readonly Partial<OptionTickerRaw>[]): void {
  for (const row of rows) {
    if (!row.symbol) continue;
    const prev = state.tickers[row.symbol];
    const next = { ...(prev ?? {}), ...row } as OptionTickerRaw;
    state.tickers[row.symbol] = next;
    if (next.indexPrice) state.indexByCoin[baseCoinOf(row.symbol)] = next.indexPrice;
  }
}

export const marketSlice = createSlice({
  name: 'market',
  initialState,
  reducers: {
    /** A REST snapshot of tickers (e.g. after a resync). */
    tickersReceived(state, action: PayloadAction<OptionTickerRaw[]>) {
      applyTickers(state, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(pushBatchApplied, (state, action) => {
      for (const message of action.payload) {
        if (!message.topic.startsWith('tickers.')) continue;
        const rows = Array.isArray(message.data) ? (message.data as Partial<OptionTickerRaw>[]) : [];
        applyTickers(state, rows);
        state.lastPushTs[message.topic] = message.ts;
      }
    });
  },
  selectors: {
    selectTickers: (state) => state.tickers,
    selectTicker: (state, symbol: string) => state.tickers[symbol],
    selectIndexPrice: (state, coin: string) => state.indexByCoin[coin],
  },
});

export const { tickersReceived } = marketSlice.actions;
export const { selectTickers, selectTicker, selectIndexPrice } = marketSlice.selectors;
