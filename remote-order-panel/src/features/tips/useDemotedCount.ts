import { useEffect, useState } from 'react';
import type { HttpClient } from 'shared-http';

/** The simulator's demoted orders still open (exchange-sim/API.md), for the demotion tip (§4.2). */
export const DEMOTED_PATH = '/contract/v5/order/demoted';

/** How many of the trader's open orders are demoted; asked again whenever the open orders change. */
export function useDemotedCount(http: HttpClient, userId: string | number | null | undefined, openOrderCount: number) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (userId === null || userId === undefined || openOrderCount === 0) return undefined;
    const controller = new AbortController();
    http
      .get<{ list?: unknown[] }>(DEMOTED_PATH, undefined, { signal: controller.signal })
      .then((r) => setCount(Array.isArray(r?.list) ? r.list.length : 0))
      // unanswered: no tip rather than a wrong one
      .catch(() => undefined);
    return () => controller.abort();
  }, [http, userId, openOrderCount]);
  // no open orders: no tip, whatever was last reported
  return openOrderCount === 0 ? 0 : count;
}
