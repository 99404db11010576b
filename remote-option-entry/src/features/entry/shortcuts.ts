/**
 * The ticket's keyboard shortcuts, active anywhere in the widget while a ticket is open (the hint under the
 * submit button lists them; README "Keyboard"):
 *
 * | keys   | action                                   |
 * |--------|------------------------------------------|
 * | Alt+B  | side Buy                                 |
 * | Alt+S  | side Sell                                |
 * | Alt+Q  | focus the quantity field                 |
 * | Escape | close the ticket (not while a dialog is open: Escape closes the dialog) |
 *
 * Alt with a letter types nothing in a field on Windows and Linux, and the physical key (`code`)
 * is read, so a German or Arabic layout and macOS's Option characters give the same result. With
 * Ctrl, Meta or Shift held, nothing is taken: the browser's and the system's shortcuts stay theirs.
 */
export type TicketShortcut = 'buy' | 'sell' | 'focusQty' | 'close';

export interface KeyLike {
  key: string;
  code: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

const ALT_CODES: Readonly<Record<string, TicketShortcut>> = { KeyB: 'buy', KeyS: 'sell', KeyQ: 'focusQty' };

export function ticketShortcutOf(e: KeyLike): TicketShortcut | null {
  if (e.ctrlKey || e.metaKey || e.shiftKey) return null;
  if (e.altKey) return ALT_CODES[e.code] ?? null;
  return e.key === 'Escape' ? 'close' : null;
}
