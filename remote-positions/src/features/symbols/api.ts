import type { ContractSymbolConfig } from 'shared-core';
import type { HttpClient } from 'shared-http';

export const SYMBOL_CONFIG_PATH = '/contract/v5/public/symbol-config';
export const EXCHANGE_RATE_PATH = '/api/exchange-rate';

/** Every contract's symbol config (positions.md §3), by symbol. */
export async function fetchSymbolConfigs(
  http: HttpClient,
  signal?: AbortSignal,
): Promise<Record<string, ContractSymbolConfig>> {
  const result = await http.get<{ list?: ContractSymbolConfig[] }>(SYMBOL_CONFIG_PATH, undefined, {
    signal,
    cache: true,
  });
  const out: Record<string, ContractSymbolConfig> = {};
  for (const c of result.list ?? []) if (c && typeof c.symbol === 'string') out[c.symbol] = c;
  return out;
}

/** GET /api/exchange-rate?name=EUR → the rate per USD (positions.md §7), as a decimal string. */
export async function fetchExchangeRate(http: HttpClient, currency: string, signal?: AbortSignal): Promise<string> {
  const result = await http.get<{ name?: string; rate?: string | number }>(
    EXCHANGE_RATE_PATH,
    { name: currency },
    { signal, cache: true },
  );
  return String(result.rate ?? '');
}
