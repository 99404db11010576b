/**
 * The shared data table's column rules (order-panel.md §3 "Table column config", §4.4, §5, §9).
 * Pure: no React, DOM or storage; the table (`src/ui/dataTable/`) applies them.
 */

/** A column as a widget declares it (§3). `fixed` < 0 pins left, > 0 pins right, 0/unset does not pin. */
export interface TableColumnConfig {
  key: string;
  /** Display name (already translated by the widget). */
  name: string;
  fixed?: number;
  sortable?: boolean;
  dragDisabled?: boolean;
  /** Shown by default (default true). */
  show?: boolean;
  removed?: boolean;
}

/** One saved column preference (§3): what the trader changed, kept per table id. */
export interface SavedColumn {
  key: string;
  show: boolean;
  removed: boolean;
}

/** Sort directions (§3). */
export type SortDirection = 'normal' | 'up' | 'down';

/** The next direction when a sortable header is activated: normal → down → up → normal. */
export function nextSortDirection(current: SortDirection): SortDirection {
  return current === 'normal' ? 'down' : current === 'down' ? 'up' : 'normal';
}

export type PinSide = 'left' | 'right' | 'none';

/** §3: negative `fixed` pins left, positive pins right, 0 or unset is not pinned. */
export function pinSideOf(fixed: number | undefined): PinSide {
  if (fixed === undefined || fixed === 0 || Number.isNaN(fixed)) return 'none';
  return fixed < 0 ? 'left' : 'right';
}

/** Pinned keys per side, in column order (left = logical start, right = logical end in right to left). */
export function pinnedKeys(columns: readonly TableColumnConfig[]): { left: string[]; right: string[] } {
  const left: string[] = [];
  const right: string[] = [];
  for (const c of columns) {
    const side = pinSideOf(c.fixed);
    if (side === 'left') left.push(c.key);
    else if (side === 'right') right.push(c.key);
  }
  return { left, right };
}

/** §4.4: a column that must be followed directly by another whenever both are present. */
export const COLUMN_FOLLOWERS: Readonly<Record<string, string>> = {
  tradingFee: 'gst',
  liqPrice: 'breakevenPrice',
};

/** Moves each follower right behind its leader (§4.4). Keys stay otherwise in order. */
export function applyFollowRules<T extends { key: string }>(list: readonly T[]): T[] {
  let out = [...list];
  for (const [leader, follower] of Object.entries(COLUMN_FOLLOWERS)) {
    const f = out.findIndex((c) => c.key === follower);
    if (f < 0 || out.findIndex((c) => c.key === leader) < 0) continue;
    const [moved] = out.splice(f, 1);
    const l = out.findIndex((c) => c.key === leader);
    out = [...out.slice(0, l + 1), moved as T, ...out.slice(l + 1)];
  }
  return out;
}

/** The layout of a table with nothing saved: every defined column in its declared order. */
export function defaultLayout(columns: readonly TableColumnConfig[]): SavedColumn[] {
  return applyFollowRules(columns.map((c) => ({ key: c.key, show: c.show !== false, removed: c.removed === true })));
}

/**
 * §4.4: the saved layout merged with the columns defined now. Saved order and visibility win;
 * a column defined now but not saved is merged in after the column that precedes it by default
 * (first when none); a saved column no longer defined is kept, marked removed (so a later
 * release that brings it back restores the trader's choice). Follow rules applied last.
 */
export function mergeSavedColumns(
  columns: readonly TableColumnConfig[],
  saved: readonly SavedColumn[] | null | undefined,
): SavedColumn[] {
  if (!saved || saved.length === 0) return defaultLayout(columns);
  const defined = new Map(columns.map((c) => [c.key, c]));
  const seen = new Set<string>();
  const out: SavedColumn[] = [];
  for (const s of saved) {
    if (seen.has(s.key)) continue;
    seen.add(s.key);
    const def = defined.get(s.key);
    out.push(def ? { key: s.key, show: s.show, removed: def.removed === true } : { ...s, removed: true });
  }
  columns.forEach((c, i) => {
    if (seen.has(c.key)) return;
    const before = columns[i - 1]?.key;
    const at = before === undefined ? -1 : out.findIndex((s) => s.key === before);
    out.splice(at + 1, 0, { key: c.key, show: c.show !== false, removed: c.removed === true });
    seen.add(c.key);
  });
  return applyFollowRules(out);
}

/** The columns to render, in layout order: defined, not removed, shown. */
export function visibleKeys(layout: readonly SavedColumn[]): string[] {
  return layout.filter((c) => c.show && !c.removed).map((c) => c.key);
}

export type ReorderRefusal = 'fixed' | 'dragDisabled' | 'outOfRange';
export type ReorderResult = { ok: true; layout: SavedColumn[] } | { ok: false; reason: ReorderRefusal };

/**
 * §5: move the column at `from` to `to` (indices into `layout`). Refused when either column is
 * fixed (or drag-disabled), and when an index is out of range (the caller logs it, §8).
 */
export function reorderColumns(
  layout: readonly SavedColumn[],
  from: number,
  to: number,
  columns: readonly TableColumnConfig[],
): ReorderResult {
  const inRange = (i: number) => Number.isInteger(i) && i >= 0 && i < layout.length;
  if (!inRange(from) || !inRange(to)) return { ok: false, reason: 'outOfRange' };
  const defined = new Map(columns.map((c) => [c.key, c]));
  const dragged = defined.get(layout[from]!.key);
  const target = defined.get(layout[to]!.key);
  if (pinSideOf(dragged?.fixed) !== 'none' || pinSideOf(target?.fixed) !== 'none')
    return { ok: false, reason: 'fixed' };
  if (dragged?.dragDisabled || target?.dragDisabled) return { ok: false, reason: 'dragDisabled' };
  const next = [...layout];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return { ok: true, layout: applyFollowRules(next) };
}

/** Shows or hides one column (hiding the last visible column is refused: returns the layout as is). */
export function setColumnShown(layout: readonly SavedColumn[], key: string, show: boolean): SavedColumn[] {
  if (!show && visibleKeys(layout).filter((k) => k !== key).length === 0) return [...layout];
  return layout.map((c) => (c.key === key ? { ...c, show } : c));
}

/** Visible columns split by where they stick: start (pinned left), center (layout order), end (pinned right). */
export interface ColumnRegions {
  start: string[];
  center: string[];
  end: string[];
}

/** The regions from the layout and the §3 pins (the table's first paint; its TanStack model agrees). */
export function columnRegions(columns: readonly TableColumnConfig[], layout: readonly SavedColumn[]): ColumnRegions {
  const shown = new Set(visibleKeys(layout));
  const { left, right } = pinnedKeys(columns);
  const pinned = new Set([...left, ...right]);
  return {
    start: left.filter((k) => shown.has(k)),
    center: visibleKeys(layout).filter((k) => !pinned.has(k)),
    end: right.filter((k) => shown.has(k)),
  };
}
