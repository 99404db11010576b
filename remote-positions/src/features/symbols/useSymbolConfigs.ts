import { useEffect, useState } from 'react';
import type { ContractSymbolConfig } from 'shared-core';
import type { HttpClient } from 'shared-http';

export const SYMBOL_CONFIG_PATH = '/contract/v5/public/symbol-config';

/** Every contract's symbol config (positions.md §3), by symbol. */
export async function fetchSymbolConfigs(
  http: HttpClient,
  signal?: AbortSignal,
): Promise<Map<string, ContractSymbolConfig>> {
  const result = await http.get<{ list: ContractSymbolConfig[] }>(SYMBOL_CONFIG_PATH, undefined, {
    signal,
    cache: true,
  });
  return new Map(result.list.map((c) => [c.symbol, c]));
}

/**
 * The contracts' symbol configs, loaded once per mount (the HTTP client caches the answer). Until
 * they are in, `configOf` answers undefined and views fall back to their loading state.
 */
export function useSymbolConfigs(http: HttpClient): (symbol: string) => ContractSymbolConfig | undefined {
  const [configs, setConfigs] = useState<Map<string, ContractSymbolConfig>>(() => new Map());
  useEffect(() => {
    const abort = new AbortController();
    fetchSymbolConfigs(http, abort.signal).then(setConfigs, () => undefined);
    return () => abort.abort();
  }, [http]);
  return (symbol) => configs.get(symbol);
}
