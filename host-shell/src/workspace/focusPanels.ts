/**
 * F6 and Shift+F6 move focus from panel to panel (the desktop convention for panes): to the
 * selected tab of the next panel the trader can see, in reading order (so mirrored in right to
 * left), wrapping round. From there Tab goes into the panel, and Enter maximises or restores it.
 */
export function nextPanelTab(doc: Document, from: Element | null, backwards: boolean): HTMLElement | null {
  const tabsets = [...doc.querySelectorAll<HTMLElement>('[data-tabset]')].filter(
    (el) => el.getClientRects().length > 0 && !el.closest('[hidden], [aria-hidden="true"]'),
  );
  const targets = tabsets
    .map((ts) => ts.querySelector<HTMLElement>('[data-tab][aria-selected="true"]'))
    .filter((el): el is HTMLElement => el !== null);
  if (targets.length === 0) return null;
  const current = from ? tabsets.findIndex((ts) => ts.contains(from)) : -1;
  const n = targets.length;
  const index = current === -1 ? (backwards ? n - 1 : 0) : (current + (backwards ? -1 : 1) + n) % n;
  return targets[index] ?? null;
}

/** The keydown listener for a document (the page, or a popped-out window). */
export function onPanelKeys(doc: Document): (e: KeyboardEvent) => void {
  return (e) => {
    if (e.key !== 'F6' || e.ctrlKey || e.altKey || e.metaKey) return;
    // a dialog keeps the focus until it is closed
    if (doc.querySelector('[aria-modal="true"]')) return;
    const target = nextPanelTab(doc, doc.activeElement, e.shiftKey);
    if (!target) return;
    e.preventDefault();
    target.focus();
  };
}
