/**
 * The deployment file: which exchange the page talks to and where each remote's manifest lives.
 * It is fetched at start (no-store) from the host's own origin, never bundled, so pointing the
 * page at a new remote version needs no rebuild. `{hostname}` in any value is replaced by the
 * page's hostname, so the same file works at 127.0.0.1 and localhost (cookies need page and API
 * on the same host).
 */
import type { ApiRoutes } from 'shared-http';
import { isIntegrity } from './remotePolicy';

export interface DemoCredentials {
  email: string;
  password: string;
}

export interface Deployment {
  /** REST origin of the exchange. */
  api: string;
  /** WebSocket origin of the exchange. */
  ws: string;
  demoCredentials?: DemoCredentials;
  /** Container name → URL of its mf-manifest.json. Its origin is the only one the remote loads from. */
  remotes: Record<string, string>;
  /**
   * Container name → the pinned hash of its remoteEntry.js (`sha256-…`, `sha384-…` or `sha512-…`,
   * as in Subresource Integrity), from `"remotes": { name: { "manifest", "integrity" } }`. A remote
   * whose entry does not match is refused in its slot.
   */
  integrity?: Record<string, string>;
  /** Where the repay panel (order-panel spec §2.3) is served: the only origin the page may frame. */
  repay?: string;
  /**
   * The API routes a trader may pick besides the default (the top-level `api`/`ws`); a missing
   * route is the default one. See `apiRoutesOf`.
   */
  apiRoutes?: Partial<Record<'route1' | 'route2', { api: string; ws: string }>>;
  /**
   * The product is in coming-soon state (platform §7): the client skips the coming-soon paths
   * (order history, pnl, tpsl, …) with an error marker instead of calling them. Off when absent.
   */
  comingSoon?: boolean;
}

export type DeploymentResult = { ok: true; deployment: Deployment } | { ok: false; errors: string[] };

export const DEPLOYMENT_PATH = '/deployment.json';

const HOSTNAME = /\{hostname\}/g;
/** Module Federation container names: a JavaScript identifier. */
const CONTAINER_NAME = /^[A-Za-z_$][\w$]*$/;

export function substituteHostname(value: string, hostname: string): string {
  return value.replace(HOSTNAME, hostname);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkUrl(
  errors: string[],
  field: string,
  value: unknown,
  hostname: string,
  protocols: readonly string[],
): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') {
    errors.push(`"${field}" must be a non-empty string`);
    return undefined;
  }
  const resolved = substituteHostname(value.trim(), hostname);
  let url: URL;
  try {
    url = new URL(resolved);
  } catch {
    errors.push(`"${field}" is not a valid URL: ${resolved}`);
    return undefined;
  }
  if (!protocols.includes(url.protocol)) {
    errors.push(`"${field}" must use ${protocols.map((p) => p.replace(':', '')).join(' or ')}: ${resolved}`);
    return undefined;
  }
  return resolved.replace(/\/+$/, '');
}

/** Validates a parsed deployment file and substitutes `{hostname}`. Every problem is reported, not just the first. */
export function parseDeployment(raw: unknown, hostname: string): DeploymentResult {
  const errors: string[] = [];
  if (!isRecord(raw)) return { ok: false, errors: ['the file must contain a JSON object'] };

  const api = checkUrl(errors, 'api', raw.api, hostname, ['http:', 'https:']);
  const ws = checkUrl(errors, 'ws', raw.ws, hostname, ['ws:', 'wss:']);

  let demoCredentials: DemoCredentials | undefined;
  if (raw.demoCredentials !== undefined && raw.demoCredentials !== null) {
    const c = raw.demoCredentials;
    if (isRecord(c) && typeof c.email === 'string' && typeof c.password === 'string') {
      demoCredentials = { email: c.email, password: c.password };
    } else {
      errors.push('"demoCredentials" must be {"email": string, "password": string} or absent');
    }
  }

  const remotes: Record<string, string> = {};
  const integrity: Record<string, string> = {};
  if (!isRecord(raw.remotes)) {
    errors.push('"remotes" must be an object of container name → mf-manifest.json URL');
  } else {
    for (const [name, entry] of Object.entries(raw.remotes)) {
      if (!CONTAINER_NAME.test(name)) {
        errors.push(`remote name "${name}" is not a valid container name`);
        continue;
      }
      // a URL, or { "manifest": URL, "integrity"?: "sha384-…" } to pin the remote's entry
      const pinned = isRecord(entry);
      const field = `remotes.${name}`;
      const url = checkUrl(errors, pinned ? `${field}.manifest` : field, pinned ? entry.manifest : entry, hostname, [
        'http:',
        'https:',
      ]);
      if (url !== undefined) remotes[name] = url;
      if (pinned)
        for (const [key, value] of Object.entries(entry)) {
          if (key === 'integrity' && isIntegrity(value)) integrity[name] = value;
          else if (key === 'integrity') errors.push(`"${field}.integrity" must be sha256-, sha384- or sha512-<base64>`);
          else if (key !== 'manifest') errors.push(`"${field}.${key}" is not a field`);
        }
    }
  }

  const repay =
    raw.repay === undefined || raw.repay === null
      ? undefined
      : checkUrl(errors, 'repay', raw.repay, hostname, ['http:', 'https:']);

  let apiRoutes: Deployment['apiRoutes'];
  if (raw.apiRoutes !== undefined && raw.apiRoutes !== null) {
    if (!isRecord(raw.apiRoutes)) {
      errors.push('"apiRoutes" must be {"route1": {"api", "ws"}, "route2": {"api", "ws"}} or absent');
    } else {
      apiRoutes = {};
      for (const [id, route] of Object.entries(raw.apiRoutes)) {
        if (id !== 'route1' && id !== 'route2') {
          errors.push(`"apiRoutes.${id}" is not a route (route1, route2)`);
          continue;
        }
        if (!isRecord(route)) {
          errors.push(`"apiRoutes.${id}" must be {"api": URL, "ws": URL}`);
          continue;
        }
        const routeApi = checkUrl(errors, `apiRoutes.${id}.api`, route.api, hostname, ['http:', 'https:']);
        const routeWs = checkUrl(errors, `apiRoutes.${id}.ws`, route.ws, hostname, ['ws:', 'wss:']);
        if (routeApi !== undefined && routeWs !== undefined) apiRoutes[id] = { api: routeApi, ws: routeWs };
      }
    }
  }

  let comingSoon: boolean | undefined;
  if (raw.comingSoon !== undefined && raw.comingSoon !== null) {
    if (typeof raw.comingSoon === 'boolean') comingSoon = raw.comingSoon;
    else errors.push('"comingSoon" must be true, false or absent');
  }

  if (errors.length > 0 || api === undefined || ws === undefined) return { ok: false, errors };
  return {
    ok: true,
    deployment: {
      api,
      ws,
      remotes,
      ...(demoCredentials ? { demoCredentials } : {}),
      ...(apiRoutes ? { apiRoutes } : {}),
      ...(comingSoon !== undefined ? { comingSoon } : {}),
      ...(Object.keys(integrity).length > 0 ? { integrity } : {}),
      ...(repay !== undefined ? { repay } : {}),
    },
  };
}

/** Every API route of the deployment: the default is the top-level api/ws, a route not listed is the default. */
export function apiRoutesOf(deployment: Deployment): ApiRoutes {
  const fallback = { api: deployment.api, ws: deployment.ws };
  return {
    default: fallback,
    route1: deployment.apiRoutes?.route1 ?? fallback,
    route2: deployment.apiRoutes?.route2 ?? fallback,
  };
}

/** Fetches and validates the deployment file; network and JSON problems become errors too. */
export async function loadDeployment(
  hostname: string,
  fetchFn: typeof fetch = fetch,
  path = DEPLOYMENT_PATH,
): Promise<DeploymentResult> {
  let response: Response;
  try {
    response = await fetchFn(path, { cache: 'no-store', headers: { accept: 'application/json' } });
  } catch (e) {
    return { ok: false, errors: [`${path} could not be fetched: ${String(e)}`] };
  }
  if (!response.ok) return { ok: false, errors: [`${path} answered HTTP ${response.status}`] };
  const text = await response.text();
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return { ok: false, errors: [`${path} is not valid JSON: ${e instanceof Error ? e.message : String(e)}`] };
  }
  return parseDeployment(raw, hostname);
}
