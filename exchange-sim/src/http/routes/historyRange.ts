import { ErrorCode, SimError } from '../../errors';
import { int, queryObject } from '../params';

/** The longest range one history call may cover: the panel's widest chip (order-panel.md §2.3). */
export const HISTORY_MAX_RANGE_MS = 180 * 24 * 60 * 60 * 1000;

export interface HistoryRange {
  /** inclusive, ms; undefined: no lower bound */
  startTime: number | undefined;
  /** inclusive, ms; undefined: no upper bound */
  endTime: number | undefined;
}

/**
 * `startTime` / `endTime` (ms, both optional) of a history list. start after end → 10001; both
 * given and more than 180 days apart → 10001 (the widest chip the panel offers).
 */
export function historyRange(query: URLSearchParams): HistoryRange {
  const q = queryObject(query);
  const startTime = int(q, 'startTime', { optional: true, min: 0 });
  const endTime = int(q, 'endTime', { optional: true, min: 0 });
  if (startTime !== undefined && endTime !== undefined) {
    if (startTime > endTime) throw new SimError(ErrorCode.PARAMS, 'startTime must not be after endTime');
    if (endTime - startTime > HISTORY_MAX_RANGE_MS)
      throw new SimError(ErrorCode.PARAMS, 'startTime..endTime must span at most 180 days');
  }
  return { startTime, endTime };
}

export const inRange = (t: number, r: HistoryRange): boolean =>
  (r.startTime === undefined || t >= r.startTime) && (r.endTime === undefined || t <= r.endTime);

/**
 * One page of a newest-first list: `limit` items after the item whose id is `cursor` (the
 * `nextPageCursor` of the page before, so items added meanwhile never shift a page). A cursor that
 * is no item of the list → 10001. `nextPageCursor` is `""` on the last page.
 */
export function pageOf<T>(
  items: readonly T[],
  idOf: (item: T) => string,
  cursor: string | null,
  limit: number,
): { page: T[]; nextPageCursor: string } {
  let start = 0;
  if (cursor) {
    const at = items.findIndex((i) => idOf(i) === cursor);
    if (at < 0) throw new SimError(ErrorCode.PARAMS, 'cursor: not an item of this list (start again without it)');
    start = at + 1;
  }
  const page = items.slice(start, start + limit);
  const more = start + limit < items.length;
  return { page, nextPageCursor: more ? idOf(page[page.length - 1]!) : '' };
}
