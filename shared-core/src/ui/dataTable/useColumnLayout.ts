import { useCallback, useMemo, useState } from 'react';
import {
  loadColumnPrefs,
  mergeSavedColumns,
  reorderColumns,
  saveColumnPrefs,
  setColumnShown,
  defaultLayout,
  type KeyValueStorage,
  type SavedColumn,
  type TableColumnConfig,
} from '../../domain/table';

export interface ColumnLayoutApi {
  /** Every column, saved order, with show/removed (§3). */
  layout: SavedColumn[];
  setShown(key: string, show: boolean): void;
  /** Moves by keys; refused moves (fixed, drag-disabled, out of range) change nothing. Returns whether it moved. */
  move(fromKey: string, toKey: string): boolean;
  reset(): void;
}

const browserStorage = (): KeyValueStorage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage disabled: the layout lives for the page's lifetime only
  }
};

/**
 * The column layout of one table: loaded from local storage and merged with the columns defined
 * now (§4.4), saved on every change; a failed save reports 50004 and nothing else (§8).
 */
export function useColumnLayout(
  tableId: string,
  columns: readonly TableColumnConfig[],
  onTrace: ((code: number, detail?: string) => void) | undefined,
  storage: KeyValueStorage | undefined = browserStorage(),
): ColumnLayoutApi {
  const [saved, setSaved] = useState<SavedColumn[] | null>(() => loadColumnPrefs(storage, tableId));
  const layout = useMemo(() => mergeSavedColumns(columns, saved), [columns, saved]);

  const commit = useCallback(
    (next: SavedColumn[] | null) => {
      setSaved(next);
      saveColumnPrefs(storage, tableId, next, (code) => onTrace?.(code, tableId));
    },
    [storage, tableId, onTrace],
  );

  const setShown = useCallback(
    (key: string, show: boolean) => commit(setColumnShown(layout, key, show)),
    [commit, layout],
  );
  const move = useCallback(
    (fromKey: string, toKey: string) => {
      const from = layout.findIndex((c) => c.key === fromKey);
      const to = layout.findIndex((c) => c.key === toKey);
      const result = reorderColumns(layout, from, to, columns);
      if (!result.ok) {
        // §8: an out-of-range reorder is logged only; a fixed column simply does not move.
        if (result.reason === 'outOfRange') console.warn(`[${tableId}] column reorder out of range: ${from} → ${to}`);
        return false;
      }
      commit(result.layout);
      return true;
    },
    [columns, commit, layout, tableId],
  );
  const reset = useCallback(() => {
    commit(null);
    return defaultLayout(columns);
  }, [columns, commit]);

  return { layout, setShown, move, reset };
}
