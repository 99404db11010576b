import { createAsyncThunk, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  messagesFor,
  pushBatchApplied,
  selectCurrentSymbol,
  type ContractSymbolConfig,
  type RootState,
  type WireOrder,
  type WithSlice,
} from 'shared-core';
import { rejectedLoadError, toLoadError, type HttpClient, type LoadError } from 'shared-http';
import { PANEL_TABS, type PanelTab } from '../tabs/tabs';
import { ORDER_TOPIC, cancelAllOrders, cancelOrder, fetchOpenOrders, type CancelAllResult } from './api';
import {
  applyOrderChange,
  openOrderRowView,
  openOrdersById,
  orderPrecision,
  ordersForInstrument,
  sortOpenOrders,
} from './rules';
import { countBySubTab, ordersOfSubTab, type CancelAllRequest, type OpenOrderSubTab } from './subTabs';

export type { LoadError } from 'shared-http';

export interface OrderPanelState {
  activeTab: PanelTab;
  openOrders: {
    /** Open orders by orderId, as the exchange last reported them. */
    byId: Record<string, WireOrder>;
    status: 'idle' | 'loading' | 'ready' | 'error';
    error: LoadError | null;
    requestId: string | null;
  };
  /** orderIds with a cancel request in flight. */
  cancelling: Record<string, true>;
  /** Show only the orders of the page's current instrument (picked in any widget). */
  currentOnly: boolean;
  /** The open-orders sub-tab the trader chose (shown through `effectiveSubTab`). */
  subTab: OpenOrderSubTab;
  /** A cancel-all in flight: its sub-tab, else null (one at a time, never sent twice). */
  cancelAllPending: OpenOrderSubTab | null;
}

const initialState: OrderPanelState = {
  activeTab: PANEL_TABS[0],
  openOrders: { byId: {}, status: 'idle', error: null, requestId: null },
  cancelling: {},
  currentOnly: false,
  subTab: 'ordinary',
  cancelAllPending: null,
};

export const loadOpenOrders = createAsyncThunk<unknown[], { http: HttpClient }, { rejectValue: LoadError }>(
  'orderPanel/loadOpenOrders',
  async ({ http }, { rejectWithValue, signal }) => {
    try {
      return await fetchOpenOrders(http, signal);
    } catch (e) {
      return rejectWithValue(toLoadError(e));
    }
  },
);

export const cancelOpenOrder = createAsyncThunk<
  Awaited<ReturnType<typeof cancelOrder>>,
  { http: HttpClient; order: Pick<WireOrder, 'orderId' | 'symbol'> },
  { rejectValue: LoadError }
>('orderPanel/cancelOpenOrder', async ({ http, order }, { rejectWithValue }) => {
  try {
    return await cancelOrder(http, order);
  } catch (e) {
    return rejectWithValue(toLoadError(e));
  }
});

/**
 * Cancel all orders of one sub-tab. Refused (not sent) while another cancel-all is in flight, so a
 * double click or double Enter sends once; a lost answer is reported, never re-sent.
 */
export const cancelAllInSubTab = createAsyncThunk<
  CancelAllResult,
  { http: HttpClient; subTab: OpenOrderSubTab; request: CancelAllRequest },
  { rejectValue: LoadError; state: RootState }
>(
  'orderPanel/cancelAll',
  async ({ http, request }, { rejectWithValue }) => {
    try {
      return await cancelAllOrders(http, request);
    } catch (e) {
      return rejectWithValue(toLoadError(e));
    }
  },
  { condition: (_arg, { getState }) => selectOrderPanelState(getState()).cancelAllPending === null },
);

export const orderPanelSlice = createSlice({
  name: 'orderPanel',
  initialState,
  reducers: {
    tabSelected(state, action: PayloadAction<PanelTab>) {
      state.activeTab = action.payload;
    },
    currentOnlyToggled(state, action: PayloadAction<boolean>) {
      state.currentOnly = action.payload;
    },
    subTabSelected(state, action: PayloadAction<OpenOrderSubTab>) {
      state.subTab = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadOpenOrders.pending, (state, action) => {
        state.openOrders.requestId = action.meta.requestId;
        if (state.openOrders.status !== 'ready') state.openOrders.status = 'loading';
        state.openOrders.error = null;
      })
      .addCase(loadOpenOrders.fulfilled, (state, action) => {
        if (state.openOrders.requestId !== action.meta.requestId) return;
        state.openOrders.requestId = null;
        state.openOrders.status = 'ready';
        state.openOrders.byId = openOrdersById(action.payload);
      })
      .addCase(loadOpenOrders.rejected, (state, action) => {
        if (state.openOrders.requestId !== action.meta.requestId) return;
        state.openOrders.requestId = null;
        if (action.meta.aborted) return;
        state.openOrders.status = 'error';
        state.openOrders.error = rejectedLoadError(action.payload, action.error);
      })
      .addCase(cancelOpenOrder.pending, (state, action) => {
        state.cancelling[action.meta.arg.order.orderId] = true;
      })
      .addCase(cancelOpenOrder.fulfilled, (state, action) => {
        delete state.cancelling[action.meta.arg.order.orderId];
        // The answer carries the new status; the user.order push confirms it too.
        const known = state.openOrders.byId[action.payload.orderId];
        if (known) applyOrderChange(state.openOrders.byId, { ...known, orderStatus: action.payload.orderStatus });
      })
      .addCase(cancelOpenOrder.rejected, (state, action) => {
        delete state.cancelling[action.meta.arg.order.orderId];
      })
      .addCase(cancelAllInSubTab.pending, (state, action) => {
        state.cancelAllPending = action.meta.arg.subTab;
      })
      .addCase(cancelAllInSubTab.fulfilled, (state, action) => {
        state.cancelAllPending = null;
        // The answer lists the cancelled ids; the user.order pushes confirm them too.
        for (const { orderId } of action.payload.list) delete state.openOrders.byId[orderId];
      })
      .addCase(cancelAllInSubTab.rejected, (state) => {
        state.cancelAllPending = null;
      })
      .addCase(pushBatchApplied, (state, action) => {
        for (const message of messagesFor(action.payload, ORDER_TOPIC)) {
          const rows = Array.isArray(message.data) ? message.data : [message.data];
          if (message.kind === 'snapshot') state.openOrders.byId = openOrdersById(rows);
          else for (const row of rows) applyOrderChange(state.openOrders.byId, row);
        }
      });
  },
});

export const { tabSelected, currentOnlyToggled, subTabSelected } = orderPanelSlice.actions;

declare module 'shared-core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  interface LazyLoadedSlices extends WithSlice<typeof orderPanelSlice> {}
}

export const selectOrderPanelState = (state: RootState): OrderPanelState => state.orderPanel ?? initialState;
export const selectActiveTab = (state: RootState) => selectOrderPanelState(state).activeTab;
export const selectOpenOrdersStatus = (state: RootState) => selectOrderPanelState(state).openOrders.status;
export const selectOpenOrdersError = (state: RootState) => selectOrderPanelState(state).openOrders.error;
export const selectCurrentOnly = (state: RootState) => selectOrderPanelState(state).currentOnly ?? false;
export const selectCancelling = (state: RootState) => selectOrderPanelState(state).cancelling;
export const selectChosenSubTab = (state: RootState) => selectOrderPanelState(state).subTab ?? 'ordinary';
export const selectCancelAllPending = (state: RootState) => selectOrderPanelState(state).cancelAllPending ?? null;
const selectOpenOrdersById = (state: RootState) => selectOrderPanelState(state).openOrders.byId;

export const selectOpenOrderList = createSelector([selectOpenOrdersById], (byId) =>
  sortOpenOrders(Object.values(byId)),
);
export const selectOpenOrderCount = createSelector([selectOpenOrdersById], (byId) => Object.keys(byId).length);

/** The orders the panel lists: every market, or the page's current instrument only. */
export const selectScopedOpenOrders = createSelector(
  [selectOpenOrderList, selectCurrentSymbol, selectCurrentOnly],
  (list, current, currentOnly) => ordersForInstrument(list, currentOnly ? current : null),
);

/** Live counts per sub-tab (§3), from the snapshot and every push, whichever tab is open. */
export const selectSubTabCounts = createSelector([selectScopedOpenOrders], (list) => countBySubTab(list));

/**
 * The Open orders tab's count: the account's open orders that some sub-tab lists, whatever the
 * all-markets scope (the sub-tab counts follow the scope). An option's TP/SL order is in no sub-tab
 * (positions.md §4), so it is not counted: a count never promises a row the trader cannot find.
 */
export const selectListedOpenOrderCount = createSelector([selectOpenOrderList], (list) =>
  Object.values(countBySubTab(list)).reduce((sum, n) => sum + n, 0),
);

type Configs = Readonly<Record<string, ContractSymbolConfig>>;
const NO_CONFIGS: Configs = {};
/** Row views per order, per set of symbol configs (a new set re-formats at its precision). */
const rowCaches = new WeakMap<Configs, WeakMap<WireOrder, ReturnType<typeof openOrderRowView>>>();
const rowOf = (o: WireOrder, configs: Configs = NO_CONFIGS) => {
  let cache = rowCaches.get(configs);
  if (!cache) {
    cache = new WeakMap();
    rowCaches.set(configs, cache);
  }
  let row = cache.get(o);
  if (!row) {
    row = openOrderRowView(o, orderPrecision(o.symbol, configs[o.symbol]));
    cache.set(o, row);
  }
  return row;
};
export const selectOpenOrderRows = createSelector([selectScopedOpenOrders], (list) => list.map((o) => rowOf(o)));

/** The rows of one sub-tab at the symbols' precision (memoised per sub-tab and config set). */
export const makeSelectSubTabRows = (subTab: OpenOrderSubTab, configs: Configs = NO_CONFIGS) =>
  createSelector([selectScopedOpenOrders], (list) => ordersOfSubTab(list, subTab).map((o) => rowOf(o, configs)));
