import { useEffect, useMemo, useState } from 'react';
import type { HttpClient } from 'shared-http';
import { fetchLtSymbols } from './api';
import { leveragedTokenOf, parseLtSymbols, type LeveragedToken } from './rules';

/**
 * The leveraged token the page shows (the current symbol, when it is one), from the cached list;
 * null while the list loads, when it failed, or when the symbol is no leveraged token.
 */
export function useLeveragedToken(http: HttpClient, symbol: string | null): LeveragedToken | null {
  const [tokens, setTokens] = useState<LeveragedToken[]>([]);
  useEffect(() => {
    const c = new AbortController();
    fetchLtSymbols(http, c.signal).then(
      (list) => {
        if (!c.signal.aborted) setTokens(parseLtSymbols(list));
      },
      () => undefined, // no list: no leveraged-token tab, nothing else depends on it
    );
    return () => c.abort();
  }, [http]);
  return useMemo(() => leveragedTokenOf(symbol, tokens), [symbol, tokens]);
}
