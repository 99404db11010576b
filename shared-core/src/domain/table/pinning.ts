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

/**
 * `rest`: scrolled to the start, no sticky cell; `restEnd`: scrolled to the end, no sticky cell
 * (the end-pinned cells are in place, the start-pinned ones moved forward by the scroll);
 * `sticky`: scrolled in between, or about to scroll.
 */
export type PinMode = 'rest' | 'restEnd' | 'sticky';

/** After the last scroll, pointer or key event, the table goes back to rest (if at an edge). */
export const PIN_SETTLE_MS = 200;

/**
 * The mode a table settles in once the trader stopped: at rest when scrolled exactly to its start
 * or its end (`scrollLeft` runs 0 → overflow, or 0 → −overflow in right to left) and no pointer
 * is held in it (a scrollbar drag may still move it); a table that fits rests at its start.
 */
export function settledPinMode(scrollLeft: number, overflow: number, pointerDown: boolean): PinMode {
  if (pointerDown) return 'sticky';
  const x = Math.abs(scrollLeft);
  if (x < 0.5) return 'rest';
  return overflow > 0 && Math.abs(x - overflow) < 0.5 ? 'restEnd' : 'sticky';
}

/** The horizontal overflow, whole px (never negative): how far the end cells move back at rest. */
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
 * Whether a sideways scroll of `delta` from a resting mode moves the table at all: from the start
 * towards the end edge (right in left to right, left in right to left), from the end back.
 * Only such a scroll leaves rest; any other is left to the browser (e.g. to scroll a parent).
 */
export function leavesRest(mode: 'rest' | 'restEnd', delta: number, overflow: number, rtl: boolean): boolean {
  if (overflow <= 0 || delta === 0) return false;
  const towardsEnd = rtl ? delta < 0 : delta > 0;
  return mode === 'rest' ? towardsEnd : !towardsEnd;
}
