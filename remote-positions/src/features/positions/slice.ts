import { createAsyncThunk, createSelector, createSlice } from '@reduxjs/toolkit';
import {
  applyPositionChange,
  decodePartialPosition,
  isNoLossPositionOf,
  messagesFor,
  positionKey,
  pushBatchApplied,
  selectAccountKind,
  selectLanguage,
  sortPositions,
  type ContractSymbolConfig,
  type Position,
  type RootState,
  type WithSlice,
} from 'shared-core';
import { rejectedLoadError, toLoadError, type HttpClient, type LoadError } from 'shared-http';
import { fetchExchangeRate, fetchSymbolConfigs } from '../symbols/api';
import { POSITION_TOPIC, fetchPositions } from './api';
import { positionRowView, type PositionRowView } from './rules';

export type { LoadError } from 'shared-http';

export interface PositionsState {
  /** Decoded positions by symbol:positionIdx, as the exchange last reported them. */
  byKey: Record<string, Position>;
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: LoadError | null;
  /** Request id of the load in flight: a late answer of an older load is ignored. */
  requestId: string | null;
  /** Contract symbol configs by symbol (positions.md §3): the table's precisions, the dialogs' limits. */
  configs: Record<string, ContractSymbolConfig>;
  /** The PnL's local currency and its rate per USD (GET /api/exchange-rate), once known. */
  local: { currency: string; rate: string } | null;
}

const initialState: PositionsState = {
  byKey: {},
  status: 'idle',
  error: null,
  requestId: null,
  configs: {},
  local: null,
};

export const loadPositions = createAsyncThunk<Position[], { http: HttpClient }, { rejectValue: LoadError }>(
  'positions/load',
  async ({ http }, { rejectWithValue, signal }) => {
    try {
      return await fetchPositions(http, signal);
    } catch (e) {
      return rejectWithValue(toLoadError(e));
    }
  },
);

export const loadSymbolConfigs = createAsyncThunk<Record<string, ContractSymbolConfig>, { http: HttpClient }>(
  'positions/symbolConfigs',
  ({ http }, { signal }) => fetchSymbolConfigs(http, signal),
);

/** USD needs no call (rate 1); a failed call leaves the equivalent out (never a wrong figure). */
export const loadExchangeRate = createAsyncThunk<
  { currency: string; rate: string },
  { http: HttpClient; currency: string }
>('positions/exchangeRate', async ({ http, currency }, { signal }) => ({
  currency,
  rate: currency === 'USD' ? '1' : await fetchExchangeRate(http, currency, signal),
}));

export const positionsSlice = createSlice({
  name: 'positions',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadPositions.pending, (state, action) => {
        state.requestId = action.meta.requestId;
        // Keep showing what we have during a resync reload; only an empty table shows loading.
        if (state.status !== 'ready') state.status = 'loading';
        state.error = null;
      })
      .addCase(loadPositions.fulfilled, (state, action) => {
        if (state.requestId !== action.meta.requestId) return;
        state.requestId = null;
        state.status = 'ready';
        state.byKey = {};
        for (const p of action.payload) state.byKey[positionKey(p)] = p;
      })
      .addCase(loadPositions.rejected, (state, action) => {
        if (state.requestId !== action.meta.requestId) return;
        state.requestId = null;
        if (action.meta.aborted) return;
        state.status = 'error';
        state.error = rejectedLoadError(action.payload, action.error);
      })
      .addCase(loadSymbolConfigs.fulfilled, (state, action) => {
        state.configs = action.payload;
      })
      .addCase(loadExchangeRate.fulfilled, (state, action) => {
        state.local = action.payload;
      })
      .addCase(pushBatchApplied, (state, action) => {
        for (const message of messagesFor(action.payload, POSITION_TOPIC)) {
          const rows = Array.isArray(message.data) ? message.data : [message.data];
          if (message.kind === 'snapshot') state.byKey = {};
          for (const row of rows) {
            if (typeof row === 'object' && row !== null)
              applyPositionChange(state.byKey, decodePartialPosition(row as Record<string, unknown>));
          }
        }
      });
  },
});

declare module 'shared-core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  interface LazyLoadedSlices extends WithSlice<typeof positionsSlice> {}
}

/** The slice's state, or its initial state before setup injected it. */
export const selectPositionsState = (state: RootState): PositionsState => state.positions ?? initialState;
export const selectPositionsStatus = (state: RootState) => selectPositionsState(state).status;
export const selectPositionsError = (state: RootState) => selectPositionsState(state).error;
export const selectSymbolConfigs = (state: RootState) => selectPositionsState(state).configs;
export const selectLocalCurrency = (state: RootState) => selectPositionsState(state).local;
const selectByKey = (state: RootState) => selectPositionsState(state).byKey;

export const selectPositionList = createSelector([selectByKey], (byKey) => sortPositions(Object.values(byKey)));

/**
 * Row views in flat order. Immer keeps an unchanged position's object, so its row view is reused
 * across pushes (the table re-renders only rows that changed); a new account kind, config set or
 * rate starts a new cache.
 */
const selectRowCache = createSelector(
  [selectAccountKind, selectSymbolConfigs, selectLocalCurrency, selectLanguage],
  (account, configs, local, locale) => ({
    account,
    configs,
    local,
    locale,
    rows: new WeakMap<Position, PositionRowView>(),
  }),
);

export const selectPositionRows = createSelector([selectPositionList, selectRowCache], (list, cache) => {
  const firstNoLoss = list.find(isNoLossPositionOf);
  return list.map((p) => {
    const lossCoverage = p === firstNoLoss;
    let row = cache.rows.get(p);
    if (!row || row.lossCoverage !== lossCoverage) {
      row = positionRowView(p, {
        account: cache.account,
        config: cache.configs[p.symbol],
        local: cache.local ?? undefined,
        lossCoverage,
        now: Date.now(),
        locale: cache.locale,
      });
      cache.rows.set(p, row);
    }
    return row;
  });
});

/** Whether any position is an option (the greeks columns show then). */
export const selectHasOptions = createSelector([selectPositionRows], (rows) => rows.some((r) => r.isOption));
