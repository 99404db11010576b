/** §4.4 and §9: when the shared table renders virtual rows, and with which settings. */

/** The positions table id (positions.md): never virtual. */
export const POSITIONS_TABLE = 'POSITIONS_TABLE';
/** The open-orders table id. */
export const OPEN_ORDERS_TABLE = 'OPEN_ORDERS_TABLE';
/** The futures-spread table id: its empty state has no futures-spread promotion (§2.4). */
export const FUTURES_SPREAD_TABLE = 'FUTURES_SPREAD_TABLE';
/** §3: the default table id is an empty placeholder. */
export const DEFAULT_TABLE_ID = '';

/** §9 constants of the data table. */
export const TABLE_DEFAULTS = {
  virtualThreshold: 20,
  itemSize: 50,
  height: 230,
  overscan: 2,
  scrollEndDelayMs: 150,
  scrollDebounceMs: 50,
  itemHeightMeasureDelayMs: 200,
  dragAutoScrollIntervalMs: 20,
  dragAutoScrollSpeed: 10,
  dragThresholdPx: 30,
} as const;

/** §4.4: virtual rows when forced or when the row count reaches the threshold; never for positions. */
export function shouldVirtualize(opts: {
  tableId: string;
  rowCount: number;
  forced?: boolean;
  threshold?: number;
}): boolean {
  if (opts.tableId === POSITIONS_TABLE) return false;
  if (opts.forced) return true;
  return opts.rowCount >= (opts.threshold ?? TABLE_DEFAULTS.virtualThreshold);
}

export type ScrollShadow = 'left' | 'middle' | 'right' | 'none';

/**
 * §2.4 scroll shadows, in physical sides: `left` when content is hidden on the left only (the
 * table is scrolled to its right end), `right` when hidden on the right only, `middle` both,
 * `none` when it all fits. `scrollLeft` as the browser reports it (negative in right to left).
 */
export function scrollShadowOf(scrollLeft: number, scrollWidth: number, clientWidth: number): ScrollShadow {
  const overflow = scrollWidth - clientWidth;
  if (overflow <= 1) return 'none';
  const x = Math.abs(scrollLeft);
  // In right to left the origin is the right edge: scrollLeft runs 0 → -overflow.
  const rtl = scrollLeft < 0;
  const atStart = x <= 1;
  const atEnd = x >= overflow - 1;
  if (atStart && atEnd) return 'none';
  if (!atStart && !atEnd) return 'middle';
  const hiddenOnLeft = rtl ? atStart : atEnd;
  return hiddenOnLeft ? 'left' : 'right';
}
