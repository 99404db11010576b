/**
 * The server's data the entry reads ('optionEntryAccount'): the risk config, the account's
 * positions, open orders (an entity adapter by orderId, from the list and `user.order` pushes) and
 * balances, the live depth of the ticket's option, and the feeds' last load failures. Kept apart
 * from what the trader typed (slice.ts), so a push of account data touches nothing of the form.
 */
import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import {
  fromWirePosition,
  isOpenOrderStatus,
  pushBatchApplied,
  type DepthLevel,
  type RootState,
  type WireOrder,
  type WirePosition,
  type WithSlice,
} from 'shared-core';
import { toLoadError, type LoadError } from 'shared-http';
import type { WalletCoin } from './api';
import { pushedOrders, type PushedOrder } from './orderPushes';
import { usdcTwin } from './legs';
import type { PositionForMargin, RiskConfig } from './rules';
import { cancelFinished } from './slice';

/** A load that failed, as every widget keeps it (shared-http's LoadError). */
export type FeedError = LoadError;

/** The entry's data feeds whose failures are kept (and shown under the ticket). */
export type FeedName = 'book' | 'account';

export interface DepthState {
  symbol: string;
  bids: DepthLevel[];
  asks: DepthLevel[];
}

export const openOrdersAdapter = createEntityAdapter<WireOrder, string>({ selectId: (o) => o.orderId });

export interface EntryAccountState {
  risk: RiskConfig | null;
  positions: PositionForMargin[];
  /** open orders of the account (all symbols) */
  openOrders: EntityState<WireOrder, string>;
  wallet: WalletCoin[];
  depth: DepthState | null;
  /** the last failure of each feed, cleared by its next success */
  loadErrors: Partial<Record<FeedName, FeedError>>;
}

export const initialAccountState: EntryAccountState = {
  risk: null,
  positions: [],
  openOrders: openOrdersAdapter.getInitialState(),
  wallet: [],
  depth: null,
  loadErrors: {},
};

/** A caught load failure as kept in the store (shared-http's toLoadError). */
export const toFeedError = toLoadError;

function positionsForMargin(list: readonly WirePosition[]): PositionForMargin[] {
  const out: PositionForMargin[] = [];
  for (const w of list) {
    try {
      const p = fromWirePosition(w);
      out.push({
        symbol: p.symbol,
        positionSize: p.side === 'Sell' ? `-${p.size}` : p.size,
        positionIM: p.positionIM ?? '0',
      });
    } catch {
      // a malformed row is skipped: the margin of that symbol falls back to "no position"
    }
  }
  return out;
}

/** A pushed order row: kept while open (without its notification), dropped when finished. */
function applyOrder(state: EntryAccountState, row: PushedOrder): void {
  const { notification: _n, ...order } = row as WireOrder & { notification?: unknown };
  if (isOpenOrderStatus(row.orderStatus)) openOrdersAdapter.setOne(state.openOrders, order);
  else openOrdersAdapter.removeOne(state.openOrders, row.orderId);
}

export const optionEntryAccountSlice = createSlice({
  name: 'optionEntryAccount',
  initialState: initialAccountState,
  reducers: {
    riskLoaded(state, action: PayloadAction<RiskConfig>) {
      state.risk = action.payload;
    },
    positionsLoaded(state, action: PayloadAction<WirePosition[]>) {
      state.positions = positionsForMargin(action.payload);
    },
    openOrdersLoaded(state, action: PayloadAction<WireOrder[]>) {
      openOrdersAdapter.setAll(
        state.openOrders,
        action.payload.filter((o) => isOpenOrderStatus(o.orderStatus)),
      );
    },
    walletLoaded(state, action: PayloadAction<WalletCoin[]>) {
      state.wallet = action.payload;
    },
    depthLoaded(state, action: PayloadAction<DepthState>) {
      state.depth = action.payload;
    },
    /** A feed loaded: its last failure is over. */
    feedLoaded(state, action: PayloadAction<FeedName>) {
      delete state.loadErrors[action.payload];
    },
    /** A feed could not load: kept (and shown) until its next success. */
    feedFailed(state, action: PayloadAction<{ feed: FeedName; error: FeedError }>) {
      state.loadErrors[action.payload.feed] = action.payload.error;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(cancelFinished, (state, action) => {
        if (action.payload.cancelled) openOrdersAdapter.removeOne(state.openOrders, action.payload.orderId);
      })
      .addCase(pushBatchApplied, (state, action) => {
        for (const o of pushedOrders(action.payload)) applyOrder(state, o);
        const depthSymbol = state.depth?.symbol;
        if (!depthSymbol) return;
        const topic = `orderbook.${usdcTwin(depthSymbol)}`;
        const book = action.payload.findLast((m) => m.topic === topic);
        const data = book?.data as { bids?: DepthLevel[]; asks?: DepthLevel[] } | undefined;
        if (data && Array.isArray(data.bids) && Array.isArray(data.asks)) {
          state.depth = { symbol: depthSymbol, bids: data.bids, asks: data.asks };
        }
      });
  },
});

export const { riskLoaded, positionsLoaded, openOrdersLoaded, walletLoaded, depthLoaded, feedLoaded, feedFailed } =
  optionEntryAccountSlice.actions;

declare module 'shared-core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  interface LazyLoadedSlices extends WithSlice<typeof optionEntryAccountSlice> {}
}

export const selectAccount = (state: RootState): EntryAccountState => state.optionEntryAccount ?? initialAccountState;

const orderSelectors = openOrdersAdapter.getSelectors((s: RootState) => selectAccount(s).openOrders);
/** The account's open orders by orderId (the adapter's entities). */
export const selectOpenOrderEntities = orderSelectors.selectEntities;
export const selectOpenOrderCount = orderSelectors.selectTotal;
export const selectOpenOrderById = orderSelectors.selectById;
export const selectDepth = (state: RootState): DepthState | null => selectAccount(state).depth;
export const selectRisk = (state: RootState): RiskConfig | null => selectAccount(state).risk;
export const selectPositions = (state: RootState): readonly PositionForMargin[] => selectAccount(state).positions;
export const selectWallet = (state: RootState): readonly WalletCoin[] => selectAccount(state).wallet;
export const selectLoadErrors = (state: RootState): EntryAccountState['loadErrors'] => selectAccount(state).loadErrors;
