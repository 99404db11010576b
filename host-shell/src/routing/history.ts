import { useSyncExternalStore } from 'react';

/**
 * The page's address as React state, over the browser's History API (no router library: five
 * routes and two sign-in pages do not need one). `navigate` pushes or replaces an entry and tells
 * subscribers; back/forward arrive as `popstate`.
 */
const NAVIGATED = 'host:navigated';

export function navigate(to: string, { replace = false }: { replace?: boolean } = {}): void {
  const current = `${location.pathname}${location.search}${location.hash}`;
  if (to === current) return;
  if (replace) history.replaceState(history.state, '', to);
  else history.pushState(null, '', to);
  window.dispatchEvent(new Event(NAVIGATED));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATED, onChange);
  };
}

const snapshot = (): string => `${location.pathname}${location.search}`;

/** `pathname + search` of the page, re-rendering on every navigation. */
export function useLocationPath(): string {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
