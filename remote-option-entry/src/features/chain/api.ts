import type { OptionInstrumentsResult, OptionTickerRaw } from 'shared-core';
import type { HttpClient } from 'shared-http';

export const INSTRUMENTS_PATH = '/option/usdc/public/v1/instruments';
export const TICKERS_PATH = '/option/usdc/public/v1/tickers';
export { tickersTopic } from 'shared-core';

export function fetchInstruments(
  http: HttpClient,
  baseCoin: string,
  signal?: AbortSignal,
): Promise<OptionInstrumentsResult> {
  return http.get<OptionInstrumentsResult>(INSTRUMENTS_PATH, { baseCoin }, { signal });
}

export async function fetchTickers(
  http: HttpClient,
  baseCoin: string,
  signal?: AbortSignal,
): Promise<OptionTickerRaw[]> {
  const result = await http.get<{ list?: OptionTickerRaw[] }>(TICKERS_PATH, { baseCoin }, { signal });
  return result.list ?? [];
}
