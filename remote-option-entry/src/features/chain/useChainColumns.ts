import { useCallback, useState } from 'react';
import { CHAIN_COLUMNS_STORAGE_KEY, parseChainColumns, serialiseChainColumns, type ChainColumn } from './rules';

/** The browser's local storage, or null where there is none (or it is blocked). */
function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The chain columns the trader chose last time (`optionEntry.chainColumns.v1`), else the default. */
export function loadChainColumns(storage: Storage | null = localStore()): ChainColumn[] {
  try {
    return parseChainColumns(storage?.getItem(CHAIN_COLUMNS_STORAGE_KEY));
  } catch {
    return parseChainColumns(null);
  }
}

export function saveChainColumns(columns: readonly ChainColumn[], storage: Storage | null = localStore()): void {
  try {
    storage?.setItem(CHAIN_COLUMNS_STORAGE_KEY, serialiseChainColumns(columns));
  } catch {
    // full or blocked storage: the choice holds for this visit only
  }
}

/** The visible chain columns, remembered in local storage across visits. */
export function useChainColumns(): [readonly ChainColumn[], (columns: readonly ChainColumn[]) => void] {
  const [columns, setColumns] = useState<readonly ChainColumn[]>(() => loadChainColumns());
  const change = useCallback((next: readonly ChainColumn[]) => {
    setColumns(next);
    saveChainColumns(next);
  }, []);
  return [columns, change];
}
