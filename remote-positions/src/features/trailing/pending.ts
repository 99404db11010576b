import { useSyncExternalStore } from 'react';

/*
 * "Pending" per position setting (issue 17, beyond the letter): a trailing stop or MMR close sent
 * and not yet confirmed by the simulator shows "pending" in its cell, which keeps showing the value
 * the exchange holds (never one it did not accept). A tiny external store: the cells of 500 rows
 * subscribe with one boolean each.
 */
export type PendingTool = 'trailing' | 'mmr';

const held = new Map<string, number>();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Marks the setting pending; the returned release (idempotent) ends it. */
export function markPending(tool: PendingTool, positionKey: string): () => void {
  const key = `${tool}:${positionKey}`;
  held.set(key, (held.get(key) ?? 0) + 1);
  emit();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const n = (held.get(key) ?? 1) - 1;
    if (n <= 0) held.delete(key);
    else held.set(key, n);
    emit();
  };
}

export const isPending = (tool: PendingTool, positionKey: string): boolean => held.has(`${tool}:${positionKey}`);

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function usePending(tool: PendingTool, positionKey: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isPending(tool, positionKey),
    () => false,
  );
}
