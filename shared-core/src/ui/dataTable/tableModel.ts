import {
  columnOrderingFeature,
  columnPinningFeature,
  columnVisibilityFeature,
  constructTable,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_basic,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from '@tanstack/table-core';
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings';
import { pinnedKeys, visibleKeys, type ColumnRegions, type SavedColumn } from '../../domain/table';
import type { DataColumn } from './types';

/**
 * The table's headless model on TanStack Table (a lazy chunk, loaded when the page is idle or on
 * the first sort): column visibility, order, logical start/end pinning (mirrored right to left)
 * and the sorted row model. Features are registered one by one, so only these ship.
 */
const features = tableFeatures({
  // plain TanStack Store atoms: the model is read once per render, nothing subscribes
  coreReactivityFeature: storeReactivityBindings(),
  columnVisibilityFeature,
  columnOrderingFeature,
  columnPinningFeature,
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { basic: sortFn_basic },
});

type Def<TRow extends RowData> = ColumnDef<typeof features, TRow>;
const defsCache = new WeakMap<readonly object[], Def<RowData>[]>();

function defsOf<TRow extends RowData, TCtx>(columns: readonly DataColumn<TRow, TCtx>[]): Def<TRow>[] {
  let defs = defsCache.get(columns) as Def<TRow>[] | undefined;
  if (!defs) {
    defs = columns.map((c) => ({
      id: c.key,
      accessorFn: c.sortValue ?? (() => 0),
      enableSorting: c.sortable === true,
      sortFn: 'basic',
    }));
    defsCache.set(columns, defs as Def<RowData>[]);
  }
  return defs;
}

// TanStack wants object rows (RowData); the table's rows are objects, typed generically above it.
function tableOf<TRow, TCtx>(
  columnsIn: readonly DataColumn<TRow, TCtx>[],
  layout: readonly SavedColumn[],
  rowsIn: readonly TRow[],
  getRowIdIn: (row: TRow) => string,
  sort: { key: string; desc: boolean } | null,
) {
  const columns = columnsIn as unknown as readonly DataColumn<RowData, TCtx>[];
  const rows = rowsIn as unknown as readonly RowData[];
  const getRowId = getRowIdIn as unknown as (row: RowData) => string;
  const shown = new Set(visibleKeys(layout));
  const { left, right } = pinnedKeys(columns);
  return constructTable({
    features,
    columns: defsOf(columns),
    data: rows as RowData[],
    getRowId: (row: RowData) => getRowId(row),
    state: {
      columnOrder: layout.filter((c) => !c.removed).map((c) => c.key),
      columnVisibility: Object.fromEntries(columns.map((c) => [c.key, shown.has(c.key)])),
      columnPinning: { start: left, end: right },
      sorting: sort ? [{ id: sort.key, desc: sort.desc }] : [],
    },
  });
}

/** Visible columns by region, from TanStack's column model. */
export function tanstackRegions<TRow, TCtx>(
  columns: readonly DataColumn<TRow, TCtx>[],
  layout: readonly SavedColumn[],
): ColumnRegions {
  const table = tableOf(columns, layout, [], () => '', null);
  const ids = (list: readonly { id: string }[]) => list.map((c) => c.id);
  return {
    start: ids(table.getStartVisibleLeafColumns()),
    center: ids(table.getCenterVisibleLeafColumns()),
    end: ids(table.getEndVisibleLeafColumns()),
  };
}

/** The rows in TanStack's sorted order. */
export function tanstackSortedRows<TRow, TCtx>(
  columns: readonly DataColumn<TRow, TCtx>[],
  layout: readonly SavedColumn[],
  rows: readonly TRow[],
  getRowId: (row: TRow) => string,
  sort: { key: string; desc: boolean },
): TRow[] {
  return tableOf(columns, layout, rows, getRowId, sort)
    .getRowModel()
    .rows.map((r) => r.original as TRow);
}
