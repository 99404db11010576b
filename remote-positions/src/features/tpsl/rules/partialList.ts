import BigNumber from 'bignumber.js';
import type { Position, TpSlEntry } from 'shared-core';

/** §2: the partial list's sort choices; default by time, newest update first. */
export type PartialSort = 'time' | 'tp' | 'sl';

/** §9: how long the Cancel All button shakes when there is nothing to cancel. */
export const CANCEL_ALL_SHAKE_MS = 1000;

const priceOf = (v: string | undefined): BigNumber | null => {
  if (!v || v === '0') return null;
  const d = new BigNumber(v);
  return d.isFinite() ? d : null;
};

/** The entries sorted: time newest first; TP / SL price ascending, entries without one last. Stable. */
export function sortPartials(list: readonly TpSlEntry[], by: PartialSort): TpSlEntry[] {
  const keyed = list.map((e, i) => ({ e, i }));
  keyed.sort((a, b) => {
    if (by === 'time') return (b.e.updatedAt ?? 0) - (a.e.updatedAt ?? 0) || a.i - b.i;
    const pa = priceOf(by === 'tp' ? a.e.takeProfit : a.e.stopLoss);
    const pb = priceOf(by === 'tp' ? b.e.takeProfit : b.e.stopLoss);
    if (pa && pb) return pa.comparedTo(pb) || a.i - b.i;
    if (pa) return -1;
    if (pb) return 1;
    return a.i - b.i;
  });
  return keyed.map((k) => k.e);
}

/** §4: the partial list shows when the position has partial entries and Entire is not chosen. */
export const showsPartialList = (p: Pick<Position, 'partialTpslList'>, tab: 'entire' | 'partial'): boolean =>
  tab === 'partial' && (p.partialTpslList?.length ?? 0) > 0;
