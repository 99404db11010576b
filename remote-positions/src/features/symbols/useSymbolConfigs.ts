import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector, type ContractSymbolConfig } from 'shared-core';
import type { HttpClient } from 'shared-http';
import { loadSymbolConfigs, selectSymbolConfigs } from '../positions/slice';

export { SYMBOL_CONFIG_PATH, fetchSymbolConfigs } from './api';

/**
 * The contracts' symbol configs (positions.md §3), loaded into the positions slice once per mount
 * (the HTTP client caches the answer): the table's precisions and the dialogs read them. Until they
 * are in, `configOf` answers undefined and views fall back to their loading state.
 */
export function useSymbolConfigs(http: HttpClient): (symbol: string) => ContractSymbolConfig | undefined {
  const dispatch = useAppDispatch();
  const configs = useAppSelector(selectSymbolConfigs);
  useEffect(() => {
    const load = dispatch(loadSymbolConfigs({ http }));
    return () => load.abort();
  }, [dispatch, http]);
  return useCallback((symbol: string) => configs[symbol], [configs]);
}
