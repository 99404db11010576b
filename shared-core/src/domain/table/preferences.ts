import type { SavedColumn } from './columns';

/** §3: saved column preferences live in local storage per table id. */
export const COLUMN_PREFS_KEY_PREFIX = 'dataTable.columns.';
/** §8: a failed save is reported with this tracing code, never shown to the trader. */
export const COLUMN_PREFS_SAVE_FAILED = 50004;

/** The part of `Storage` the rules use (pass `localStorage`, or a fake). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const columnPrefsKey = (tableId: string): string => `${COLUMN_PREFS_KEY_PREFIX}${tableId}`;

const isSaved = (v: unknown): v is SavedColumn =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as SavedColumn).key === 'string' &&
  typeof (v as SavedColumn).show === 'boolean' &&
  typeof (v as SavedColumn).removed === 'boolean';

/** The saved list, or null when nothing (or nothing readable) is saved. */
export function loadColumnPrefs(storage: KeyValueStorage | undefined, tableId: string): SavedColumn[] | null {
  try {
    const raw = storage?.getItem(columnPrefsKey(tableId));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) && parsed.every(isSaved) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Saves the list; a failure (quota, storage disabled) calls `onTrace(50004)` and returns false.
 * `null` removes the saved layout (reset).
 */
export function saveColumnPrefs(
  storage: KeyValueStorage | undefined,
  tableId: string,
  layout: readonly SavedColumn[] | null,
  onTrace: (code: number) => void,
): boolean {
  try {
    if (!storage) throw new Error('no storage');
    if (layout === null) storage.removeItem(columnPrefsKey(tableId));
    else
      storage.setItem(
        columnPrefsKey(tableId),
        JSON.stringify(layout.map(({ key, show, removed }) => ({ key, show, removed }))),
      );
    return true;
  } catch {
    onTrace(COLUMN_PREFS_SAVE_FAILED);
    return false;
  }
}

/** A storage in memory (tests, stories, a page without local storage). */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}
