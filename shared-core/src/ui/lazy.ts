import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * What is not on screen at first (dialogs, sub-views, other tabs) is a lazy chunk: fetched on first
 * use, and prefetched once the page has settled, so the first open is instant and the first load
 * stays within its budget (ARCHITECTURE.md "Sharing at runtime").
 *
 *   const ConfirmDialog = lazyWithPrefetch(() => import('./ConfirmDialog').then((m) => m.ConfirmDialog));
 *   usePrefetchWhenIdle([ConfirmDialog]);            // in the widget that may open it
 *   <Suspense fallback={null}><ConfirmDialog.Component … /></Suspense>
 *
 * A failed fetch (a remote redeployed under the page) is not cached: the next render tries again,
 * and the slot's error boundary shows its Retry meanwhile.
 */
export interface LazyPart<P extends object> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Fetches the chunk now (no-op once loaded); never rejects. */
  prefetch(): Promise<void>;
}

export function lazyWithPrefetch<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const get = () =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  return {
    Component: lazy(get),
    prefetch: () =>
      get().then(
        () => undefined,
        () => undefined,
      ),
  };
}

/** After the page settled (PREFETCH_DELAY_MS, then an idle moment), fetch the parts. */
export const PREFETCH_DELAY_MS = 2000;

type IdleWindow = { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number };

/** Runs `run` once the page has settled (PREFETCH_DELAY_MS, then an idle moment); returns a cancel. */
export function whenPageSettled(run: () => void): () => void {
  let cancelled = false;
  const guarded = () => {
    if (!cancelled) run();
  };
  const timer = setTimeout(() => {
    const w = globalThis as IdleWindow;
    if (w.requestIdleCallback) w.requestIdleCallback(guarded, { timeout: 2000 });
    else guarded();
  }, PREFETCH_DELAY_MS);
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}

export function usePrefetchWhenIdle(parts: readonly Pick<LazyPart<object>, 'prefetch'>[]): void {
  useEffect(
    () =>
      whenPageSettled(() => {
        for (const p of parts) void p.prefetch();
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the parts are module constants: prefetch once per mount
    [],
  );
}
