// How the DataTable's pinned columns are positioned (issue 16: 500 live positions at 60 fps).
//
// A sticky cell is a composited layer of its own, and the cells painted after it are split into
// further layers (the browser assumes a sticky cell may move over them): two pinned cells a row
// made the browser's Layerize step cost 20–30 ms a frame with 500 rows. Most of the time the
// trader looks at the table scrolled to its start, where no pinned cell needs to stick: the
// start-pinned cells are where they would be anyway, and the end-pinned ones can sit at the
// viewport's end edge by a fixed relative offset (the horizontal overflow). So the table rests
// with no sticky cell, and switches to sticky cells when the trader is about to scroll sideways
// (a sideways wheel, a pointer or key pressed in the table, focus entering it), before the
// scroll happens, so the pinned cells never show one frame out of place.

/** `rest`: scrolled to the start, no sticky cell; `sticky`: scrolled or about to be. */
export type PinMode = 'rest' | 'sticky';

/** After the last scroll, pointer or key event, the table goes back to rest (if at its start). */
export const PIN_SETTLE_MS = 200;

/**
 * The mode a table settles in once the trader stopped: rest only when scrolled exactly to its
 * start (`scrollLeft` 0 in both directions: right to left runs 0 → −overflow) and no pointer is
 * held in it (a scrollbar drag may still move it).
 */
export function settledPinMode(scrollLeft: number, pointerDown: boolean): PinMode {
  return !pointerDown && Math.abs(scrollLeft) < 0.5 ? 'rest' : 'sticky';
}

/** The end-pinned cells' offset at rest: the horizontal overflow (never negative). */
export function restingEndGap(scrollWidth: number, clientWidth: number): number {
  return Math.max(0, Math.round(scrollWidth - clientWidth));
}

const LINE_PX = 40;

/**
 * The sideways scroll a wheel event asks for, in px as `scrollLeft` counts them: `deltaX`, or
 * `deltaY` with Shift held (what Chromium and Firefox scroll sideways), lines and pages
 * converted. 0 when the event does not scroll sideways.
 */
export function sidewaysWheelDelta(
  e: { deltaX: number; deltaY: number; deltaMode: number; shiftKey: boolean },
  pageWidth: number,
): number {
  const raw = e.deltaX !== 0 ? e.deltaX : e.shiftKey ? e.deltaY : 0;
  if (raw === 0) return 0;
  const unit = e.deltaMode === 1 ? LINE_PX : e.deltaMode === 2 ? pageWidth : 1;
  return raw * unit;
}

/**
 * Whether a sideways scroll of `delta` from rest (scrolled to the start) moves the table at all:
 * towards the end edge (right in left to right, left in right to left) with some overflow.
 * Only such a scroll leaves rest; any other is left to the browser (e.g. to scroll a parent).
 */
export function leavesRest(delta: number, overflow: number, rtl: boolean): boolean {
  return overflow > 0 && (rtl ? delta < 0 : delta > 0);
}
