import { createAsyncThunk, createSelector, createSlice, original } from '@reduxjs/toolkit';
import {
  applyPositionChange,
  decodePartialPosition,
  isNoLossPositionOf,
  messagesFor,
  positionKey,
  pushBatchApplied,
  selectAccountKind,
  selectUnifiedProcessing,
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
  /**
   * The keys of `byKey` in the table's flat order (positions.md §2: symbol, then positionIdx),
   * sorted again only when a position opens or closes: a mark push keeps this array, so the row
   * list is rebuilt without sorting 500 positions each frame.
   */
  order: string[];
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
  order: [],
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

/** The keys in the table's flat order (shared-core `sortPositions`: symbol, then positionIdx). */
const sortedKeys = (byKey: Record<string, Position>): string[] => sortPositions(Object.values(byKey)).map(positionKey);

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
        const byKey: Record<string, Position> = {};
        for (const p of action.payload) byKey[positionKey(p)] = p;
        state.byKey = byKey;
        state.order = sortedKeys(byKey);
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
        const messages = messagesFor(action.payload, POSITION_TOPIC);
        if (messages.length === 0) return;
        // The frame's changes go into a plain copy of the map, outside Immer: applying them to
        // the draft made Immer proxy every field of a pushed position and walk it again when
        // finishing, a thousand times a second. Unchanged positions keep their objects.
        const before = original(state.byKey) ?? state.byKey;
        let byKey: Record<string, Position> = { ...before };
        let membershipChanged = false;
        for (const message of messages) {
          const rows = Array.isArray(message.data) ? message.data : [message.data];
          if (message.kind === 'snapshot') {
            byKey = {};
            membershipChanged = true;
          }
          for (const row of rows) {
            if (typeof row !== 'object' || row === null) continue;
            const change = decodePartialPosition(row as Record<string, unknown>);
            const key =
              typeof change.symbol === 'string'
                ? positionKey({ symbol: change.symbol, positionIdx: change.positionIdx ?? 0 })
                : null;
            const had = key !== null && key in byKey;
            applyPositionChange(byKey, change);
            if (key !== null && had !== key in byKey) membershipChanged = true;
          }
        }
        state.byKey = byKey;
        if (membershipChanged) state.order = sortedKeys(byKey);
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
const selectOrder = (state: RootState) => selectPositionsState(state).order;

/** The positions in flat order: the kept order, no sort per push (a new array of the same objects). */
export const selectPositionList = createSelector([selectOrder, selectByKey], (order, byKey) =>
  order.flatMap((key) => {
    const p = byKey[key];
    return p ? [p] : [];
  }),
);

/** Whether a position carries a loss-covered quantity, read once per position object (a push makes a new one). */
const noLossCache = new WeakMap<Position, boolean>();
function isNoLoss(p: Position): boolean {
  let noLoss = noLossCache.get(p);
  if (noLoss === undefined) noLossCache.set(p, (noLoss = isNoLossPositionOf(p)));
  return noLoss;
}

/**
 * Row views in flat order. Immer keeps an unchanged position's object, so its row view is reused
 * across pushes (the table re-renders only rows that changed); a new account kind, config set or
 * rate starts a new cache.
 */
const selectRowCache = createSelector(
  [selectAccountKind, selectSymbolConfigs, selectLocalCurrency, selectLanguage, selectUnifiedProcessing],
  (account, configs, local, locale, unifiedProcessing) => ({
    account,
    unifiedProcessing,
    configs,
    local,
    locale,
    rows: new WeakMap<Position, PositionRowView>(),
  }),
);

export const selectPositionRows = createSelector([selectPositionList, selectRowCache], (list, cache) => {
  const firstNoLoss = list.find(isNoLoss);
  return list.map((p) => {
    const lossCoverage = p === firstNoLoss;
    let row = cache.rows.get(p);
    if (!row || row.lossCoverage !== lossCoverage) {
      row = positionRowView(p, {
        account: cache.account,
        unifiedProcessing: cache.unifiedProcessing,
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
