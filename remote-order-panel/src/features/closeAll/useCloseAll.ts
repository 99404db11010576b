import { useCallback, useEffect, useRef, useState } from 'react';
import { decodePartialPosition, type EventBus } from 'shared-core';
import { ApiPaths, toLoadError, type HttpClient } from 'shared-http';
import { NS } from '../../i18n';
import { NOTICE_MS } from '../openOrders/bulkNotices';
import { closeAllBody, summarisePositions, type PositionSummary } from './rules';

export const CLOSE_ALL_PATH = '/contract/v5/position/close-all';

/**
 * Close all for the positions tab: the position summary (loaded when the tab opens and after a
 * close-all), and the close-all request, locked while in flight (a double click sends once; a
 * lost answer is reported, never re-sent).
 */
export function useCloseAll(http: HttpClient, bus: EventBus, active: boolean) {
  const [summary, setSummary] = useState<PositionSummary>({ nonOption: 0, option: 0 });
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);

  const load = useCallback(
    (signal?: AbortSignal) =>
      http
        .get<{ list?: unknown[] }>(ApiPaths.positionList, undefined, { signal })
        .then((r) => {
          // compact or full field names; a row without symbol or size is left out, never fails the rest
          const rows = (r.list ?? []).flatMap((x) => {
            if (typeof x !== 'object' || x === null) return [];
            const p = decodePartialPosition(x as Record<string, unknown>);
            return typeof p.symbol === 'string' && typeof p.size === 'string'
              ? [{ symbol: p.symbol, size: p.size, symbolType: p.symbolType }]
              : [];
          });
          setSummary(summarisePositions(rows));
        })
        .catch(() => undefined), // the positions tab itself says when positions cannot be loaded
    [http],
  );

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [active, load]);

  const closeAll = useCallback(() => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    http
      .post<unknown>(CLOSE_ALL_PATH, closeAllBody())
      .then(() =>
        bus.publish({ type: 'toast', severity: 'success', messageKey: `${NS}:closeAll.done`, durationMs: NOTICE_MS }),
      )
      .catch((e: unknown) => {
        const err = toLoadError(e);
        bus.publish({
          type: 'toast',
          severity: 'error',
          messageKey: `${NS}:closeAll.failed`,
          params: { code: err.code, message: err.message },
          durationMs: NOTICE_MS,
        });
      })
      .finally(() => {
        inFlight.current = false;
        setPending(false);
        void load();
      });
  }, [http, bus, load]);

  return { summary, pending, closeAll };
}
