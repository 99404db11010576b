import { useEffect, useState } from 'react';
import type { ContractSymbolConfig } from 'shared-core';
import type { HttpClient } from 'shared-http';
import { fetchSymbolConfigs } from './api';

const NONE: Record<string, ContractSymbolConfig> = {};

/**
 * The contracts' symbol configs (display precision), loaded once per client (the HTTP cache keeps
 * the answer). Until they arrive, or if they cannot be loaded, values show as sent (rules.ts).
 */
export function useSymbolConfigs(http: HttpClient): Record<string, ContractSymbolConfig> {
  const [configs, setConfigs] = useState(NONE);
  useEffect(() => {
    const controller = new AbortController();
    fetchSymbolConfigs(http, controller.signal).then(
      (c) => {
        if (!controller.signal.aborted) setConfigs(c);
      },
      () => undefined, // precision falls back to the values as sent; the table itself still loads
    );
    return () => controller.abort();
  }, [http]);
  return configs;
}
