import {
  combineSlices,
  configureStore,
  createListenerMiddleware,
  type ListenerMiddlewareInstance,
} from '@reduxjs/toolkit';
import { marketSlice } from './marketSlice';
import { sessionSlice } from './sessionSlice';
import { streamsSlice } from './streamsSlice';
import { tradingSlice } from './tradingSlice';

/**
 * Slices injected later by remotes. Each remote augments this interface for its own slice:
 * `declare module 'shared-core' { interface LazyLoadedSlices extends WithSlice<typeof mySlice> {} }`
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmented by remotes
export interface LazyLoadedSlices {}

/** A fresh root reducer: the shared slices plus a slot for every remote's lazily injected slice. */
export function createRootReducer() {
  return combineSlices(marketSlice, sessionSlice, streamsSlice, tradingSlice).withLazyLoadedSlices<LazyLoadedSlices>();
}

export type RootReducer = ReturnType<typeof createRootReducer>;
export type RootState = ReturnType<RootReducer>;

/** Builds the page's one store (the host's) or a remote's own store when it runs alone or in a test. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const rootReducer = createRootReducer();
  const listener = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        // Push batches can be large; the dev-only checks would walk them on every frame.
        immutableCheck: { warnAfter: 128 },
        serializableCheck: { warnAfter: 128 },
      }).prepend(listener.middleware),
  });
  return { store, rootReducer, listener: listener as ListenerMiddlewareInstance<RootState> };
}

export type StoreBundle = ReturnType<typeof makeStore>;
export type AppStore = StoreBundle['store'];
export type AppDispatch = AppStore['dispatch'];
