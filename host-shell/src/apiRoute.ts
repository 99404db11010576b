import {
  activeRouteId,
  readRouteChoice,
  startAutoRouteProbe,
  type ApiRoute,
  type ApiRoutes,
  type KeyValueStorage,
  type RouteId,
} from 'shared-http';
import { apiRoutesOf, type Deployment } from './deployment';

/**
 * The API route of this page load (spec §4 "API route choice"): the saved choice picks one of the
 * deployment's routes; auto uses the route it measured best last time and keeps measuring in the
 * background (the new pick applies from the next load).
 */
export interface ApiRouteSetup {
  routes: ApiRoutes;
  active: RouteId;
  route: ApiRoute;
}

let current: ApiRouteSetup | undefined;

export function pageStorage(): KeyValueStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** Called once by boot: resolves the route and, on auto, starts measuring. */
export function setUpApiRoute(deployment: Deployment, storage = pageStorage()): ApiRouteSetup {
  const routes = apiRoutesOf(deployment);
  const saved = readRouteChoice(storage);
  const active = activeRouteId(saved);
  current = { routes, active, route: routes[active] };
  if (saved.choice === 'auto') startAutoRouteProbe({ routes, current: active, storage });
  return current;
}

/** The routes and the active one, for the header's picker (undefined before boot, e.g. in tests). */
export const currentApiRoute = (): ApiRouteSetup | undefined => current;
