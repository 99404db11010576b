import { createAsyncThunk, createSelector, createSlice } from '@reduxjs/toolkit';
import { messagesFor, pushBatchApplied, type Position, type RootState, type WithSlice } from 'shared-core';
import { rejectedLoadError, toLoadError, type HttpClient, type LoadError } from 'shared-http';
import { POSITION_TOPIC, fetchPositions } from './api';
import { applyPositionChange, decodePartial, positionKey, positionRowView, sortPositions } from './rules';

export type { LoadError } from 'shared-http';

export interface PositionsState {
  /** Decoded positions by symbol:positionIdx, as the exchange last reported them. */
  byKey: Record<string, Position>;
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: LoadError | null;
  /** Request id of the load in flight: a late answer of an older load is ignored. */
  requestId: string | null;
}

const initialState: PositionsState = { byKey: {}, status: 'idle', error: null, requestId: null };

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
      .addCase(pushBatchApplied, (state, action) => {
        for (const message of messagesFor(action.payload, POSITION_TOPIC)) {
          const rows = Array.isArray(message.data) ? message.data : [message.data];
          if (message.kind === 'snapshot') state.byKey = {};
          for (const row of rows) {
            if (typeof row === 'object' && row !== null)
              applyPositionChange(state.byKey, decodePartial(row as Record<string, unknown>));
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
const selectByKey = (state: RootState) => selectPositionsState(state).byKey;

export const selectPositionList = createSelector([selectByKey], (byKey) => sortPositions(Object.values(byKey)));
// Immer keeps an unchanged position's object, so its formatted row is reused across pushes.
const rowCache = new WeakMap<Position, ReturnType<typeof positionRowView>>();
const rowOf = (p: Position) => {
  let row = rowCache.get(p);
  if (!row) {
    row = positionRowView(p);
    rowCache.set(p, row);
  }
  return row;
};
export const selectPositionRows = createSelector([selectPositionList], (list) => list.map(rowOf));
