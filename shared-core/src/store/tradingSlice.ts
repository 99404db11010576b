import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * What the trader is looking at across the page: the instrument picked in one widget is the
 * current instrument of all of them (order entry picks it; positions and the order panel
 * highlight it).
 */
export interface TradingState {
  currentSymbol: string | null;
}

const initialState: TradingState = { currentSymbol: null };

export const tradingSlice = createSlice({
  name: 'trading',
  initialState,
  reducers: {
    currentSymbolChanged(state, action: PayloadAction<string | null>) {
      state.currentSymbol = action.payload;
    },
  },
  selectors: {
    selectCurrentSymbol: (state) => state.currentSymbol,
  },
});

export const { currentSymbolChanged } = tradingSlice.actions;
export const { selectCurrentSymbol } = tradingSlice.selectors;
