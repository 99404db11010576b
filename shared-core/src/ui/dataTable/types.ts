import type { CSSProperties, ReactNode } from 'react';
import type { FlatGroupRow, FlatTreeRow, KeyValueStorage, TableColumnConfig } from '../../domain/table';

/** Attributes a widget puts on a row or cell (test ids, data-* for styling and tests). */
export type DataAttributes = Record<`data-${string}`, string | number | undefined>;

/**
 * A column of the shared table: the §3 config (key, name, fixed, sortable, dragDisabled, show,
 * removed) plus how a row fills it. `value` is what the cell shows: a cell re-renders only when
 * its value changes, so a mark-price push re-renders the mark and PnL cells, not the row.
 */
export interface DataColumn<TRow, TCtx = undefined> extends TableColumnConfig {
  cell: (row: TRow, ctx: TCtx) => ReactNode;
  /** What the cell depends on (compared with Object.is); default the row object. */
  value?: (row: TRow) => unknown;
  /** The cell also reads the table's `context` (e.g. the cancels in flight): re-render when it changes. */
  usesContext?: boolean;
  /** Sort key of a sortable column. */
  sortValue?: (row: TRow) => string | number;
  /** Logical alignment: `end` for figures (right in left-to-right text). */
  align?: 'start' | 'end';
  /** Width in px; pinned columns need one (their sticky offsets add up). */
  width?: number;
  cellAttributes?: (row: TRow) => DataAttributes;
  cellStyle?: (row: TRow) => CSSProperties | undefined;
}

export type DataTableStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * Tree form (grouped, expandable rows): the rows on screen as `flattenTree` gives them. A group
 * row spans the table with what `renderGroup` draws (its toggle included); leaves are ordinary
 * rows. Header sorting is off (the tree has its own order).
 */
export interface DataTableTree<TRow, TGroup> {
  rows: readonly FlatTreeRow<TRow, TGroup>[];
  renderGroup: (group: FlatGroupRow<TGroup>) => ReactNode;
}

export interface DataTableProps<TRow, TCtx = undefined, TGroup = unknown> {
  /** Saved preferences are kept per table id (`POSITIONS_TABLE`, `OPEN_ORDERS_TABLE`, …). */
  tableId: string;
  columns: readonly DataColumn<TRow, TCtx>[];
  rows: readonly TRow[];
  getRowId: (row: TRow) => string;
  /** Read by columns with `usesContext` (keep it stable between renders). */
  context?: TCtx;
  /** `loading`/`idle` with no rows shows the loading state; `error` shows no body (§8: the widget says so above). */
  status?: DataTableStatus;
  /** The no-data tip under the illustration. */
  emptyTip?: ReactNode;
  /** Optional tip above the header. */
  headerTip?: ReactNode;
  footer?: ReactNode;
  /** A total row (cells in visible-column order are the widget's: pass a node spanning the table). */
  totalRow?: ReactNode;
  /** Force virtual rows (else from the row count, §4.4). */
  virtual?: boolean;
  /** Height of the scroll area with virtual rows (§9: 230). */
  height?: number;
  /** Estimated row height of virtual rows (§9: 50). */
  itemSize?: number;
  /** Marks the row selected (e.g. the page's current instrument). */
  isRowSelected?: (row: TRow) => boolean;
  rowAttributes?: (row: TRow) => DataAttributes;
  /** Accessible name of the table. */
  ariaLabel: string;
  /** Test ids: `{testId}-table` on the table (with rows), `{testId}-loading`, `-empty`, `-columns` (menu button), `-settings`. */
  testId: string;
  /** Internal tracing (50004 when saving the column layout fails); wire it to the bus. */
  onTrace?: (code: number, detail?: string) => void;
  /** Where the layout is saved (default `localStorage`). */
  storage?: KeyValueStorage;
  /** Tree form instead of the flat `rows` (which still decide the loading and no-data states). */
  tree?: DataTableTree<TRow, TGroup>;
  /** Hide the column menu button. */
  noColumnMenu?: boolean;
}
