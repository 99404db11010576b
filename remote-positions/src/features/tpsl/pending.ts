import { useSyncExternalStore } from 'react';

/**
 * "Pending" TP/SL changes (issue 17): a change the dialog sent, by position key, with the TP/SL
 * signature (rules/payload `tpSlSignature`) the position had when it was sent. The cell shows
 * "pending" while the exchange still reports that signature: the change has not come back in a
 * push yet. A refused change is dropped at once; a lost answer stays pending until a push shows
 * the change (or the trader reloads). The cell never shows a value of its own: only the pushed one.
 */

const pending = new Map<string, string>();
const listeners = new Set<() => void>();
let version = 0;

const emit = () => {
  version++;
  for (const l of listeners) l();
};

export function markPending(key: string, signature: string): void {
  pending.set(key, signature);
  emit();
}

export function clearPending(key: string): void {
  if (pending.delete(key)) emit();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Is a change to this position's TP/SL still waiting for the exchange? */
export function isPending(key: string, signatureNow: () => string): boolean {
  const sent = pending.get(key);
  return sent !== undefined && sent === signatureNow();
}

/** Re-renders the caller when any pending mark changes (a cheap counter; rows check their own key). */
export function usePendingVersion(): number {
  return useSyncExternalStore(subscribe, () => version);
}
