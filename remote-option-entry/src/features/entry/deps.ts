/**
 * The entry's thunks get their dependencies (the host's HTTP client and bus, the clock) as the
 * thunk's extra argument. The page's store is the host's (shared-core makeStore, no extra argument
 * of its own, and the host/remote contract does not pass one), so the entry binds its extra
 * argument when it dispatches: `useEntryDispatch()(thunk)` runs `thunk(dispatch, getState, deps)`.
 * Tests call a thunk with a store's dispatch and getState and their own deps.
 */
import { useCallback, useMemo } from 'react';
import { useAppStore, type AppDispatch, type EventBus, type RootState } from 'shared-core';
import { useHostServices, type HttpClient } from 'shared-http';

export interface EntryDeps {
  http: HttpClient;
  bus: EventBus;
  /** The second USDC batch path (spec §7 "a second variant is used when a flag is set"). */
  useAltUsdcPath?: boolean;
  now?: () => number;
  /** Waits before reading the order list after a lost answer (tests pass a resolved promise). */
  delay?: (ms: number) => Promise<void>;
}

/** A thunk of the entry: dispatch, getState and the entry's dependencies as the extra argument. */
export type EntryThunk<R = void> = (dispatch: AppDispatch, getState: () => RootState, deps: EntryDeps) => R;

/** The entry's dependencies from the host services, stable across renders. */
export function useEntryDeps(): EntryDeps {
  const { http, bus } = useHostServices();
  return useMemo(() => ({ http, bus }), [http, bus]);
}

/** Dispatches an entry thunk with the entry's dependencies as its extra argument. */
export function useEntryDispatch(): <R>(thunk: EntryThunk<R>) => R {
  const store = useAppStore();
  const deps = useEntryDeps();
  return useCallback(<R>(thunk: EntryThunk<R>): R => thunk(store.dispatch, store.getState, deps), [store, deps]);
}
