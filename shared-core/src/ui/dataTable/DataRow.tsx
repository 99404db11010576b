import { memo, type CSSProperties, type ReactNode } from 'react';
import type { FlatGroupRow } from '../../domain/table';
import { countRender } from './stats';
import type { DataColumn } from './types';

/** A column without a width of its own (the header and every row use the same, so they line up). */
export const DEFAULT_WIDTH = 120;

/** A visible column with where it sticks: logical start/end pin and its offset from that edge. */
export interface PlacedColumn<TRow, TCtx> {
  def: DataColumn<TRow, TCtx>;
  pin: 'start' | 'end' | false;
  offset: number;
  /** The last start-pinned / first end-pinned column carries the scroll shadow. */
  edge: boolean;
}

/**
 * Style of a pinned cell: its logical inset for when it sticks (so right to left mirrors it without
 * flipping). Whether it sticks is the table sheet's choice, by the scroller's `data-pin-mode`
 * (sticky only while scrolled or about to be: `domain/table/pinning.ts`).
 */
export function pinStyle(
  col: Pick<PlacedColumn<unknown, unknown>, 'pin' | 'offset' | 'edge'>,
  width: number | undefined,
  shadow: { start: boolean; end: boolean },
): CSSProperties | undefined {
  if (!col.pin) return width ? { width } : undefined;
  const showShadow = col.edge && (col.pin === 'start' ? shadow.start : shadow.end);
  return {
    [col.pin === 'start' ? 'insetInlineStart' : 'insetInlineEnd']: col.offset,
    zIndex: 1,
    minWidth: width,
    maxWidth: width,
    width,
    background: 'var(--data-table-bg)',
    boxShadow: showShadow ? 'var(--data-table-shadow)' : undefined,
  };
}

interface CellProps<TRow, TCtx> {
  row: TRow;
  col: PlacedColumn<TRow, TCtx>;
  ctx: TCtx;
  shadowStart: boolean;
  shadowEnd: boolean;
}

function CellImpl<TRow, TCtx>({ row, col, ctx, shadowStart, shadowEnd }: CellProps<TRow, TCtx>) {
  countRender('cells');
  const { def } = col;
  const style = pinStyle(col, def.width ?? DEFAULT_WIDTH, { start: shadowStart, end: shadowEnd });
  const own = def.cellStyle?.(row);
  return (
    <td
      role="cell"
      data-pin={col.pin || undefined}
      className={def.align === 'end' ? 'dt-end' : undefined}
      style={own ? { ...style, ...own } : style}
      {...def.cellAttributes?.(row)}
    >
      {def.cell(row, ctx)}
    </td>
  );
}

const valueOf = <TRow, TCtx>(col: PlacedColumn<TRow, TCtx>, row: TRow): unknown =>
  col.def.value ? col.def.value(row) : row;

/** A cell re-renders only when its value, its column's placement or (for context cells) the context changed. */
const Cell = memo(
  CellImpl,
  (a, b) =>
    a.col === b.col &&
    Object.is(valueOf(a.col, a.row), valueOf(b.col, b.row)) &&
    (!a.col.def.usesContext || a.ctx === b.ctx) &&
    (!a.col.pin || (a.shadowStart === b.shadowStart && a.shadowEnd === b.shadowEnd)),
) as typeof CellImpl;

export interface DataRowProps<TRow, TCtx> {
  row: TRow;
  cols: readonly PlacedColumn<TRow, TCtx>[];
  ctx: TCtx;
  selected: boolean;
  shadowStart: boolean;
  shadowEnd: boolean;
  /** Derived from the row only (not compared: the row object decides). */
  attributesOf?: (row: TRow) => Record<string, string | number | undefined>;
  /** Virtual rows: the index the virtualizer measures. */
  index?: number;
  measure?: (el: HTMLTableRowElement | null) => void;
}

function DataRowImpl<TRow, TCtx>({
  row,
  cols,
  ctx,
  selected,
  shadowStart,
  shadowEnd,
  attributesOf,
  index,
  measure,
}: DataRowProps<TRow, TCtx>) {
  countRender('rows');
  return (
    <tr
      role="row"
      aria-rowindex={index === undefined ? undefined : index + 2}
      data-selected={selected ? 'true' : undefined}
      data-index={index}
      ref={measure}
      {...attributesOf?.(row)}
    >
      {cols.map((col) => (
        <Cell key={col.def.key} row={row} col={col} ctx={ctx} shadowStart={shadowStart} shadowEnd={shadowEnd} />
      ))}
    </tr>
  );
}

/**
 * A row re-renders when its row object changes (the store keeps an unchanged row's object), when
 * the columns change, or on selection/shadow/context changes; its cells then decide for themselves.
 */
export const DataRow = memo(
  DataRowImpl,
  (a, b) =>
    a.row === b.row &&
    a.cols === b.cols &&
    a.ctx === b.ctx &&
    a.selected === b.selected &&
    a.shadowStart === b.shadowStart &&
    a.shadowEnd === b.shadowEnd &&
    a.index === b.index &&
    a.measure === b.measure,
) as typeof DataRowImpl;

interface GroupRowProps<TGroup> {
  group: FlatGroupRow<TGroup>;
  colSpan: number;
  render: (group: FlatGroupRow<TGroup>) => ReactNode;
}

function GroupRowImpl<TGroup>({ group, colSpan, render }: GroupRowProps<TGroup>) {
  countRender('rows');
  return (
    <tr role="row" data-group={group.id} data-depth={group.depth} data-expanded={group.expanded ? 'true' : 'false'}>
      <td role="cell" colSpan={colSpan} className="dt-group dt-span">
        {render(group)}
      </td>
    </tr>
  );
}

/**
 * A group row of the tree form: re-renders only when its expansion, leaf count, depth or the
 * columns' count change (a push into its leaves leaves it alone); the group's data is fixed by its id.
 */
export const GroupRow = memo(
  GroupRowImpl,
  (a, b) =>
    a.group.id === b.group.id &&
    a.group.expanded === b.group.expanded &&
    a.group.leafCount === b.group.leafCount &&
    a.group.depth === b.group.depth &&
    a.colSpan === b.colSpan &&
    a.render === b.render,
) as typeof GroupRowImpl;
