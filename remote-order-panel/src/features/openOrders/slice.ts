import { createAsyncThunk, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  messagesFor,
  pushBatchApplied,
  selectCurrentSymbol,
  type RootState,
  type WireOrder,
  type WithSlice,
} from 'shared-core';
import { rejectedLoadError, toLoadError, type HttpClient, type LoadError } from 'shared-http';
import { PANEL_TABS, type PanelTab } from '../tabs/tabs';
import { ORDER_TOPIC, cancelOrder, fetchOpenOrders } from './api';
import { applyOrderChange, openOrderRowView, openOrdersById, ordersForInstrument, sortOpenOrders } from './rules';

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
}

const initialState: OrderPanelState = {
  activeTab: PANEL_TABS[0],
  openOrders: { byId: {}, status: 'idle', error: null, requestId: null },
  cancelling: {},
  currentOnly: false,
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
      .addCase(pushBatchApplied, (state, action) => {
        for (const message of messagesFor(action.payload, ORDER_TOPIC)) {
          const rows = Array.isArray(message.data) ? message.data : [message.data];
          if (message.kind === 'snapshot') state.openOrders.byId = openOrdersById(rows);
          else for (const row of rows) applyOrderChange(state.openOrders.byId, row);
        }
      });
  },
});

export const { tabSelected, currentOnlyToggled } = orderPanelSlice.actions;

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
const selectOpenOrdersById = (state: RootState) => selectOrderPanelState(state).openOrders.byId;

export const selectOpenOrderList = createSelector([selectOpenOrdersById], (byId) =>
  sortOpenOrders(Object.values(byId)),
);
export const selectOpenOrderCount = createSelector([selectOpenOrdersById], (byId) => Object.keys(byId).length);

const rowCache = new WeakMap<WireOrder, ReturnType<typeof openOrderRowView>>();
export const selectOpenOrderRows = createSelector(
  [selectOpenOrderList, selectCurrentSymbol, selectCurrentOnly],
  (list, current, currentOnly) =>
    ordersForInstrument(list, currentOnly ? current : null).map((o) => {
      let row = rowCache.get(o);
      if (!row) {
        row = openOrderRowView(o);
        rowCache.set(o, row);
      }
      return row;
    }),
);
