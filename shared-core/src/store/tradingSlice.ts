import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * What the trader is looking at across the page: the instrument picked in one widget is the
 * current instrument of all of them (order entry picks it; positions and the order panel
 * highlight it).
 */
export interface TradingState {
  currentSymbol: string | null;
  /**
   * The underlying (base coin) the page shows, e.g. `BTC` on `/trade/option/usdc/BTC`: set by the
   * host's route; the option chain may follow it.
   */
  currentUnderlying: string | null;
}

const initialState: TradingState = { currentSymbol: null, currentUnderlying: null };

export const tradingSlice = createSlice({
  name: 'trading',
  initialState,
  reducers: {
    currentSymbolChanged(state, action: PayloadAction<string | null>) {
      state.currentSymbol = action.payload;
    },
    currentUnderlyingChanged(state, action: PayloadAction<string | null>) {
      state.currentUnderlying = action.payload;
    },
  },
  selectors: {
    selectCurrentSymbol: (state) => state.currentSymbol,
    selectCurrentUnderlying: (state) => state.currentUnderlying,
  },
});

export const { currentSymbolChanged, currentUnderlyingChanged } = tradingSlice.actions;
export const { selectCurrentSymbol, selectCurrentUnderlying } = tradingSlice.selectors;
