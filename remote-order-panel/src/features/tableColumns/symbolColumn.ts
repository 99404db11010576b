import type { CSSProperties } from 'react';
import type { DataColumn } from 'shared-core/dataTable';

const SYMBOL_STYLE: CSSProperties = { fontWeight: 600 };

/**
 * The column every panel table starts with: the instrument, pinned at the start, bold, never
 * dragged away from there; sortable unless `sortable: false` (a table whose order is the
 * exchange's, e.g. closed P&L by time).
 */
export function symbolColumn<TRow extends { symbol: string }, TCtx = undefined>(
  name: string,
  width: number,
  options: { sortable?: boolean } = {},
): DataColumn<TRow, TCtx> {
  return {
    key: 'symbol',
    name,
    fixed: -1,
    width,
    dragDisabled: true,
    ...(options.sortable === false ? {} : { sortable: true, sortValue: (r: TRow) => r.symbol }),
    value: (r) => r.symbol,
    cellStyle: () => SYMBOL_STYLE,
    cell: (r) => r.symbol,
  };
}
