import { useVirtualizer } from '@tanstack/react-virtual';
import type { ReactNode } from 'react';
import { TABLE_DEFAULTS } from '../../domain/table';

/**
 * Virtual rows (lazy chunk: only tables with ≥ 20 rows need it). TanStack Virtual measures rows,
 * keeps the overscan and the scrolling flag; by hand that is a measurement cache, scroll anchoring
 * and resize handling we would have to keep correct ourselves. Spacer rows keep the scroll height.
 */
export function VirtualBody({
  count,
  itemSize,
  height,
  colSpan,
  getScrollElement,
  renderRow,
}: {
  count: number;
  itemSize: number;
  /** The scroll area's height: the first render already has its rows (no wait for a measurement). */
  height: number;
  colSpan: number;
  getScrollElement: () => HTMLElement | null;
  renderRow: (index: number, measure: (el: HTMLTableRowElement | null) => void) => ReactNode;
}) {
  // eslint-disable-next-line react-hooks/incompatible-library -- this component is not compiled by the React Compiler; its rows are memoised by DataRow
  const virtualizer = useVirtualizer({
    count,
    getScrollElement,
    estimateSize: () => itemSize,
    overscan: TABLE_DEFAULTS.overscan,
    isScrollingResetDelay: TABLE_DEFAULTS.scrollEndDelayMs,
    initialRect: { width: 0, height },
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  return (
    <>
      {top > 0 ? (
        <tr aria-hidden="true" style={{ height: top }}>
          <td colSpan={colSpan} style={{ padding: 0, border: 0 }} />
        </tr>
      ) : null}
      {items.map((item) => renderRow(item.index, virtualizer.measureElement))}
      {bottom > 0 ? (
        <tr aria-hidden="true" style={{ height: bottom }}>
          <td colSpan={colSpan} style={{ padding: 0, border: 0 }} />
        </tr>
      ) : null}
    </>
  );
}
