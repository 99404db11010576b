import type { KeyboardEvent } from 'react';
import { useAppDispatch, useAppStore } from 'shared-core';
import { ticketClosed } from '../chain/slice';
import { ticketShortcutOf } from './shortcuts';
import { legEdited, selectForm } from './slice';

/**
 * The ticket's shortcuts (shortcuts.ts) as a keydown handler for the whole widget: a trader who
 * opened the ticket from the chain with Enter is still in the chain, and Alt+Q takes them to the
 * quantity. Nothing happens without an open ticket; Escape inside a dialog stays the dialog's
 * (React portals bubble through their parents).
 */
export function useTicketShortcuts(): (e: KeyboardEvent<HTMLElement>) => void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return (e) => {
    const action = ticketShortcutOf(e);
    const draft = selectForm(store.getState()).draft;
    if (!action || !draft) return;
    if ((e.target as Element | null)?.closest?.('[role="dialog"]')) return;
    e.preventDefault();
    if (action === 'close') dispatch(ticketClosed());
    else if (action === 'focusQty')
      e.currentTarget.querySelector<HTMLInputElement>('[data-testid="entry-qty"]')?.focus();
    else dispatch(legEdited({ id: draft.id, patch: { side: action } }));
  };
}
