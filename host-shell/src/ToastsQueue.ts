/*
 * Pure: the page's toast stack as a list (no React). A toast like one already shown (same
 * severity and title, or same text when untitled) is folded into it with a count, so a burst of
 * 200 fills in one second is one "Order filled (200)" line, never 200 toasts; at most MAX_TOASTS
 * groups show, the oldest goes first.
 */
import type { BusEventOf } from 'shared-core';

export type ToastEvent = BusEventOf<'toast'>;

/** How many toasts (groups) the stack shows at once. */
export const MAX_TOASTS = 4;

export interface ToastEntry {
  /** new on every fold: the toast shows again for its full time */
  id: number;
  group: string;
  /** the latest toast of the group */
  toast: ToastEvent;
  /** how many toasts the group holds */
  count: number;
}

/** What makes two toasts the same line: severity and title (or, untitled, the same text or key). */
export const toastGroup = (t: ToastEvent): string =>
  JSON.stringify([t.severity, t.title ?? null, t.title ? null : (t.text ?? t.messageKey ?? null)]);

/** The stack after `toast` arrived (as entry `id`). */
export function addToast(entries: readonly ToastEntry[], toast: ToastEvent, id: number): ToastEntry[] {
  const group = toastGroup(toast);
  const same = entries.find((e) => e.group === group);
  if (same) return [...entries.filter((e) => e !== same), { id, group, toast, count: same.count + 1 }];
  return [...entries, { id, group, toast, count: 1 }].slice(-MAX_TOASTS);
}

/** The stack without entry `id` (closed or timed out). */
export const removeToast = (entries: readonly ToastEntry[], id: number): ToastEntry[] =>
  entries.filter((e) => e.id !== id);
