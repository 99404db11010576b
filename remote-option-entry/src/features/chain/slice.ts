import { createAsyncThunk, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  currentUnderlyingChanged,
  selectIndexPrice,
  selectLanguage,
  selectTickers,
  tickersReceived,
  type OptionInstrumentsResult,
  type RootState,
  type WithSlice,
} from 'shared-core';
import { rejectedLoadError, toLoadError, type HttpClient, type LoadError } from 'shared-http';
import { fetchInstruments, fetchTickers } from './api';
import {
  DEFAULT_COIN,
  chainRows,
  createChainViewBuilder,
  effectiveExpiry,
  expiriesOf,
  isChainCoin,
  precisionOf,
  type ChainCoin,
} from './rules';

export type { LoadError } from 'shared-http';

/** The side a pick in the chain suggests: hitting the bid sells, lifting the ask or the mark buys. */
export type TicketSide = 'Buy' | 'Sell';

export interface InstrumentsEntry {
  status: 'loading' | 'ready' | 'error';
  /** The instruments answer as it came. */
  result: OptionInstrumentsResult | null;
  error: LoadError | null;
}

export interface OptionEntryState {
  coin: ChainCoin;
  /** The expiry the trader chose (deliveryTime ms); null means the soonest. */
  expiry: number | null;
  instruments: Partial<Record<ChainCoin, InstrumentsEntry>>;
  /** The option the ticket is open for, with the side and price picked from the chain. */
  ticket: TicketPick | null;
  /** Counts picks, so picking the same price again still resets the ticket's form. */
  pickCount: number;
}

export interface TicketPick {
  symbol: string;
  side: TicketSide;
  price: string;
  /** Distinct per pick: the ticket form is keyed by it. */
  pickId: number;
}

const initialState: OptionEntryState = {
  coin: DEFAULT_COIN,
  expiry: null,
  instruments: {},
  ticket: null,
  pickCount: 0,
};

/** A caught load failure as the widget keeps it (the chain's and the entry's feeds). */

/** Instruments of a coin (once per coin and on retry). */
export const loadInstruments = createAsyncThunk<
  OptionInstrumentsResult,
  { http: HttpClient; coin: ChainCoin },
  { rejectValue: LoadError }
>('optionEntry/loadInstruments', async ({ http, coin }, { rejectWithValue, signal }) => {
  try {
    return await fetchInstruments(http, coin, signal);
  } catch (e) {
    return rejectWithValue(toLoadError(e));
  }
});

/** The tickers snapshot of a coin into the shared market slice (on mount and on resync). */
export const loadTickers = createAsyncThunk<void, { http: HttpClient; coin: ChainCoin }>(
  'optionEntry/loadTickers',
  async ({ http, coin }, { dispatch, signal }) => {
    dispatch(tickersReceived(await fetchTickers(http, coin, signal)));
  },
);

function showCoin(state: OptionEntryState, coin: ChainCoin) {
  if (state.coin === coin) return;
  state.coin = coin;
  state.expiry = null;
  state.ticket = null;
}

export const optionEntrySlice = createSlice({
  name: 'optionEntry',
  initialState,
  reducers: {
    coinSelected(state, action: PayloadAction<ChainCoin>) {
      showCoin(state, action.payload);
    },
    expirySelected(state, action: PayloadAction<number>) {
      state.expiry = action.payload;
      state.ticket = null;
    },
    ticketOpened(state, action: PayloadAction<Omit<TicketPick, 'pickId'>>) {
      state.pickCount += 1;
      state.ticket = { ...action.payload, pickId: state.pickCount };
    },
    ticketClosed(state) {
      state.ticket = null;
    },
  },
  extraReducers: (builder) => {
    builder
      // The chain follows the page's underlying (the host's route) when it is a coin it lists.
      .addCase(currentUnderlyingChanged, (state, action) => {
        if (isChainCoin(action.payload)) showCoin(state, action.payload);
      })
      .addCase(loadInstruments.pending, (state, action) => {
        const prev = state.instruments[action.meta.arg.coin];
        state.instruments[action.meta.arg.coin] = {
          status: prev?.result ? 'ready' : 'loading',
          result: prev?.result ?? null,
          error: null,
        };
      })
      .addCase(loadInstruments.fulfilled, (state, action) => {
        state.instruments[action.meta.arg.coin] = { status: 'ready', result: action.payload, error: null };
      })
      .addCase(loadInstruments.rejected, (state, action) => {
        if (action.meta.aborted) return;
        const prev = state.instruments[action.meta.arg.coin];
        state.instruments[action.meta.arg.coin] = {
          status: prev?.result ? 'ready' : 'error',
          result: prev?.result ?? null,
          error: rejectedLoadError(action.payload, action.error),
        };
      });
  },
});

export const { coinSelected, expirySelected, ticketOpened, ticketClosed } = optionEntrySlice.actions;

declare module 'shared-core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  interface LazyLoadedSlices extends WithSlice<typeof optionEntrySlice> {}
}

export const selectOptionEntryState = (state: RootState): OptionEntryState => state.optionEntry ?? initialState;
export const selectCoin = (state: RootState) => selectOptionEntryState(state).coin;
export const selectTicket = (state: RootState) => selectOptionEntryState(state).ticket;
const selectChosenExpiry = (state: RootState) => selectOptionEntryState(state).expiry;
export const selectInstrumentsEntry = (state: RootState): InstrumentsEntry | undefined => {
  const s = selectOptionEntryState(state);
  return s.instruments[s.coin];
};
export const selectCoinIndexPrice = (state: RootState) => selectIndexPrice(state, selectCoin(state));

const selectInstrumentList = createSelector([selectInstrumentsEntry], (entry) => entry?.result?.list ?? []);
export const selectCommonConfig = createSelector(
  [selectInstrumentsEntry],
  (entry) => entry?.result?.commonConfig ?? null,
);
export const selectExpiries = createSelector([selectInstrumentList], expiriesOf);
export const selectExpiry = createSelector([selectExpiries, selectChosenExpiry], effectiveExpiry);
/** Rows by strike; structure only, so it changes when instruments or expiry change, not per tick. */
export const selectChainRows = createSelector([selectInstrumentList, selectExpiry], chainRows);
/** Decimals per figure and the trader's language (the host keeps it in the session slice). */
const selectPrecision = createSelector([selectCommonConfig, selectLanguage], precisionOf);
const buildChainView = createChainViewBuilder();
/**
 * The formatted chain with its underlying line and moneyness: recomputed when a ticker batch lands
 * (one per frame at most); a row's view object is kept when nothing it shows changed.
 */
export const selectChainView = createSelector(
  [selectChainRows, selectTickers, selectPrecision, selectCoinIndexPrice],
  (rows, tickers, precision, indexPrice) => buildChainView(rows, tickers, precision, indexPrice),
);
export const selectTicketTicker = (state: RootState) => {
  const ticket = selectTicket(state);
  return ticket ? selectTickers(state)[ticket.symbol] : undefined;
};
