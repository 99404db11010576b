import {
  decideAutoRoute,
  saveAutoRoute,
  type ApiRoutes,
  type Hysteresis,
  type KeyValueStorage,
  type RouteId,
  type RouteLatencies,
  median,
  ROUTE_IDS,
} from './choice';

export interface MeasureOptions {
  fetchFn?: typeof fetch;
  /** Round trips per route; the median counts. */
  samples?: number;
  /** A round trip slower than this counts as failed. */
  timeoutMs?: number;
  clock?: () => number;
}

/**
 * Median round trip (ms) of `GET {api}/health` over `samples` sequential requests (not cached, no
 * cookies); null when more than half fail or time out.
 */
export async function measureRoute(
  api: string,
  { fetchFn = fetch, samples = 5, timeoutMs = 2000, clock = () => performance.now() }: MeasureOptions = {},
): Promise<number | null> {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const start = clock();
    try {
      const response = await fetchFn(`${api}/health?_t=${Date.now()}-${i}`, {
        cache: 'no-store',
        credentials: 'omit',
        signal: controller.signal,
      });
      if (response.ok) times.push(clock() - start);
    } catch {
      // a failed sample
    } finally {
      clearTimeout(timer);
    }
  }
  return times.length * 2 > samples ? median(times) : null;
}

/**
 * Measures every route, one origin after the other (parallel probes would compete for the same
 * link and blur the difference); routes sharing an API origin are measured once.
 */
export async function measureRoutes(routes: ApiRoutes, options?: MeasureOptions): Promise<RouteLatencies> {
  const byOrigin = new Map<string, number | null>();
  const latencies: RouteLatencies = {};
  for (const id of ROUTE_IDS) {
    const api = routes[id].api;
    if (!byOrigin.has(api)) byOrigin.set(api, await measureRoute(api, options));
    latencies[id] = byOrigin.get(api) ?? null;
  }
  return latencies;
}

export interface AutoRouteProbeOptions extends MeasureOptions {
  routes: ApiRoutes;
  /** The route this page load uses. */
  current: RouteId;
  storage: KeyValueStorage | undefined;
  hysteresis?: Hysteresis;
  firstDelayMs?: number;
  intervalMs?: number;
  /** Told after every measurement with what auto will use from the next load. */
  onMeasured?: (next: RouteId, latencies: RouteLatencies) => void;
}

/**
 * While the choice is auto: measure every route after `firstDelayMs`, then every `intervalMs`,
 * and save the route `decideAutoRoute` picks. The switch applies from the next page load — an
 * unasked reload in the middle of typing an order would lose it. Returns stop.
 */
export function startAutoRouteProbe({
  routes,
  current,
  storage,
  hysteresis,
  firstDelayMs = 5_000,
  intervalMs = 60_000,
  onMeasured,
  ...measure
}: AutoRouteProbeOptions): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let choice = current;
  const round = async () => {
    const latencies = await measureRoutes(routes, measure);
    if (stopped) return;
    choice = decideAutoRoute(choice, latencies, hysteresis);
    saveAutoRoute(storage, choice);
    onMeasured?.(choice, latencies);
    timer = setTimeout(() => void round(), intervalMs);
  };
  timer = setTimeout(() => void round(), firstDelayMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
