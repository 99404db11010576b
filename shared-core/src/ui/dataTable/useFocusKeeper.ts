import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Where focus was in the table: the element, its body row's index, its cell's index, its place in the cell. */
interface FocusPlace {
  element: HTMLElement;
  row: number;
  cell: number;
  inCell: number;
}

const focusablesIn = (root: Element): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !(el as HTMLButtonElement).disabled && el.getAttribute('aria-hidden') !== 'true',
  );

/** The table's data rows (group rows and the virtual spacers have no `role="cell"`). */
const bodyRows = (scroller: HTMLElement): HTMLTableRowElement[] =>
  Array.from(scroller.querySelectorAll<HTMLTableRowElement>('tbody > tr')).filter(
    (tr) => tr.querySelector(':scope > td[role="cell"]') !== null,
  );

function placeOf(scroller: HTMLElement, target: HTMLElement): FocusPlace | null {
  const td = target.closest('td');
  const tr = td?.parentElement;
  if (!td || !(tr instanceof HTMLTableRowElement) || !scroller.contains(tr)) return null;
  const row = bodyRows(scroller).indexOf(tr);
  if (row < 0) return null;
  return { element: target, row, cell: td.cellIndex, inCell: focusablesIn(td).indexOf(target) };
}

/**
 * Keeps keyboard focus in the table when the row holding it goes (an order cancelled, a position
 * closed, a filter applied): focus moves to the same control of the row now in its place, else of
 * the row above, else to the table's region. Without it focus falls to `<body>`, a screen reader
 * says nothing, and the next Tab starts from the top of the page.
 *
 * Only a row that went takes focus along: a trader who moved focus elsewhere, or clicked outside,
 * is left alone.
 */
export function useFocusKeeper(scrollRef: RefObject<HTMLElement | null>, rows: unknown): void {
  const place = useRef<FocusPlace | null>(null);
  useEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller) return undefined;
    const onFocusIn = (e: FocusEvent) => {
      place.current = e.target instanceof HTMLElement ? placeOf(scroller, e.target) : null;
    };
    const onFocusOut = (e: FocusEvent) => {
      // focus went to another element outside the table: nothing to keep
      if (e.relatedTarget instanceof Node && !scroller.contains(e.relatedTarget)) place.current = null;
    };
    scroller.addEventListener('focusin', onFocusIn);
    scroller.addEventListener('focusout', onFocusOut);
    return () => {
      scroller.removeEventListener('focusin', onFocusIn);
      scroller.removeEventListener('focusout', onFocusOut);
    };
  }, [scrollRef]);
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    const at = place.current;
    if (!scroller || !at || at.element.isConnected) return;
    const active = scroller.ownerDocument.activeElement;
    if (active && active !== scroller.ownerDocument.body) return;
    const candidates = bodyRows(scroller);
    const tr = candidates[Math.min(at.row, candidates.length - 1)];
    const cell = tr?.cells[at.cell];
    const inCell = cell ? focusablesIn(cell) : [];
    const next =
      inCell[Math.max(at.inCell, 0)] ??
      inCell[0] ??
      (tr ? focusablesIn(tr)[0] : undefined) ??
      scroller.closest<HTMLElement>('[tabindex]') ??
      undefined;
    if (next) next.focus();
    else {
      scroller.tabIndex = -1;
      scroller.focus();
    }
  }, [scrollRef, rows]);
}
