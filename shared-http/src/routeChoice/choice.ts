/**
 * API route choice (spec option-entry-and-platform.md §4 "API route choice"): default, route 1,
 * route 2 or auto. Pure parts: the saved choice, the route in use, and the auto decision.
 */

export const ROUTE_CHOICES = ['default', 'route1', 'route2', 'auto'] as const;
export type RouteChoice = (typeof ROUTE_CHOICES)[number];
export const ROUTE_IDS = ['default', 'route1', 'route2'] as const;
export type RouteId = (typeof ROUTE_IDS)[number];

export interface ApiRoute {
  /** REST origin. */
  api: string;
  /** WebSocket origin. */
  ws: string;
}
export type ApiRoutes = Readonly<Record<RouteId, ApiRoute>>;

/** The trader's choice. */
export const ROUTE_CHOICE_KEY = 'trading.apiRoute';
/** The route auto last picked, used from the next page load. */
export const AUTO_ROUTE_KEY = 'trading.apiRoute.auto';

/** The part of `Storage` used here (localStorage in the page; a Map in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const isChoice = (v: unknown): v is RouteChoice => (ROUTE_CHOICES as readonly unknown[]).includes(v);
const isRouteId = (v: unknown): v is RouteId => (ROUTE_IDS as readonly unknown[]).includes(v);

function read(storage: KeyValueStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null; // storage disabled: defaults
  }
}

function write(storage: KeyValueStorage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}

export interface SavedRouteChoice {
  choice: RouteChoice;
  /** What auto picked last (default until it measured). */
  autoRoute: RouteId;
}

export function readRouteChoice(storage: KeyValueStorage | undefined): SavedRouteChoice {
  const choice = read(storage, ROUTE_CHOICE_KEY);
  const autoRoute = read(storage, AUTO_ROUTE_KEY);
  return { choice: isChoice(choice) ? choice : 'default', autoRoute: isRouteId(autoRoute) ? autoRoute : 'default' };
}

export function saveRouteChoice(storage: KeyValueStorage | undefined, choice: RouteChoice): void {
  write(storage, ROUTE_CHOICE_KEY, choice);
}

export function saveAutoRoute(storage: KeyValueStorage | undefined, route: RouteId): void {
  write(storage, AUTO_ROUTE_KEY, route);
}

/** The route a page load uses. */
export function activeRouteId({ choice, autoRoute }: SavedRouteChoice): RouteId {
  return choice === 'auto' ? autoRoute : choice;
}

/** Median of the samples (mean of the middle two for an even count); null for none. */
export function median(samples: readonly number[]): number | null {
  const sorted = samples.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Auto switches only to a route that is clearly better: at least `minMs` faster AND at least
 * `ratio` (as a fraction of the current latency) faster. Both, so a 3 ms vs 5 ms local difference
 * (40 %) and a 410 ms vs 400 ms one (10 ms) both stay put.
 */
export interface Hysteresis {
  ratio: number;
  minMs: number;
}
export const DEFAULT_HYSTERESIS: Hysteresis = { ratio: 0.2, minMs: 20 };

/** Median latency (ms) per route; null (or absent) = unreachable. */
export type RouteLatencies = Partial<Record<RouteId, number | null>>;

/**
 * The route auto uses next. The fastest reachable route (ties: default, route 1, route 2) replaces
 * `current` when `current` is unreachable, or when it beats it by the hysteresis margin; with no
 * reachable route, `current` stays.
 */
export function decideAutoRoute(
  current: RouteId,
  latencies: RouteLatencies,
  { ratio, minMs }: Hysteresis = DEFAULT_HYSTERESIS,
): RouteId {
  let best: RouteId | null = null;
  for (const id of ROUTE_IDS) {
    const ms = latencies[id];
    if (ms == null || !Number.isFinite(ms)) continue;
    if (best === null || ms < latencies[best]!) best = id;
  }
  if (best === null || best === current) return current;
  const currentMs = latencies[current];
  if (currentMs == null || !Number.isFinite(currentMs)) return best;
  const bestMs = latencies[best]!;
  return currentMs - bestMs >= minMs && bestMs <= currentMs * (1 - ratio) ? best : current;
}
