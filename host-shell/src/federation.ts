import {
  getInstance,
  init,
  type ModuleFederation,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { checkSharedLibraries, type SharedLibraryCheck } from 'shared-http';
import { checkManifest, matchesIntegrity, originOf, RemoteRefusedError } from './remotePolicy';

export const HOST_NAME = 'host_shell';
/** Every remote exposes exactly this module; its default export is a RemoteDefinition. */
export const WIDGET_MODULE = 'widget';

/** How a slot gets a remote's exposed module. The page uses the MF runtime; tests inject a fake. */
export interface RemoteLoader {
  /**
   * Resolves to the default export of `<name>/widget` (not yet contract-checked).
   * `fresh: true` drops whatever the runtime cached from an earlier attempt (a failed manifest
   * fetch, a loaded container) and fetches manifest and entry again.
   */
  load(name: string, options?: { fresh?: boolean }): Promise<unknown>;
}

export class RemoteNotDeployedError extends Error {
  constructor(readonly remote: string) {
    super(`${remote} is not listed in the deployment file`);
    this.name = 'RemoteNotDeployedError';
  }
}

/**
 * A remote built against a workspace library (shared-core, shared-http) the page cannot serve:
 * it needs a newer minor than the host provides, or was built for an older major. Found in its
 * manifest before any of its code is fetched; its slot explains it instead of running it.
 */
export class SharedLibraryMismatchError extends Error {
  constructor(
    readonly remote: string,
    readonly check: Extract<SharedLibraryCheck, { ok: false }>,
  ) {
    super(`${remote} requires ${check.library} ${check.requiredVersion}; the page provides ${check.hostVersion}`);
    this.name = 'SharedLibraryMismatchError';
  }
}

/** The version of each shared package this host provides itself (its build's `shared`). */
function providedVersions(federation: ModuleFederation): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const [pkg, shares] of Object.entries(federation.options?.shared ?? {}))
    for (const share of shares) if (share.from === federation.name && share.version) versions[pkg] = share.version;
  return versions;
}

/**
 * The host's federation instance: the one the webpack build created (it holds the host's share
 * scope, which the remotes must reuse), or a fresh one outside a federated build.
 */
export function getFederation(): ModuleFederation {
  return getInstance() ?? init({ name: HOST_NAME, remotes: [] });
}

export interface LoaderOptions {
  /** Container name → pinned SRI hash of its remoteEntry.js (the deployment file's `integrity`). */
  integrity?: Readonly<Record<string, string>>;
  fetchFn?: typeof fetch;
  subtle?: SubtleCrypto;
  /** The page's address, against which a relative public path resolves. */
  pageUrl?: string;
}

/**
 * Registers every remote of the deployment file by its manifest URL, then loads each one only
 * when a slot asks for it. Before the runtime gets a remote, the loader fetches its manifest and
 * checks that the entry and every script it names are on the manifest's origin (the one the
 * deployment file lists), and that a pinned entry matches its hash; the runtime then reads that
 * same manifest (fetch hook), creates only scripts on that origin and gives the pinned entry's
 * script tag the `integrity` attribute, so the browser runs only the bytes that were checked.
 * A remote whose manifest requires a shared-core or shared-http the host does not provide is
 * refused with SharedLibraryMismatchError before its entry is fetched: with singletons the
 * runtime would only warn and run it on the host's copy, missing what it needs.
 */
export function createFederationLoader(
  federation: ModuleFederation,
  remotes: Readonly<Record<string, string>>,
  { integrity = {}, fetchFn = (...a) => fetch(...a), subtle, pageUrl = location.href }: LoaderOptions = {},
): RemoteLoader {
  /** manifest URL → the text that was checked; entry URL → its pin */
  const checked = new Map<string, string>();
  const pins = new Map<string, string>();
  const hostVersions = providedVersions(federation);

  const get = async (url: string, init?: RequestInit) => {
    const response = await fetchFn(url, init);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response;
  };

  async function verify(name: string, manifestUrl: string): Promise<void> {
    const text = await (await get(manifestUrl)).text();
    const manifest: unknown = JSON.parse(text);
    const check = checkManifest(manifest, manifestUrl, String(originOf(manifestUrl)), pageUrl);
    if (!check.ok) throw new RemoteRefusedError(name, 'origin', check.problem);
    const libraries = checkSharedLibraries(hostVersions, manifest);
    if (!libraries.ok) throw new SharedLibraryMismatchError(name, libraries);
    const pin = integrity[name];
    if (pin !== undefined) {
      const bytes = await (await get(check.entry, { cache: 'no-store', credentials: 'omit' })).arrayBuffer();
      if (!(await matchesIntegrity(bytes, pin, subtle)))
        throw new RemoteRefusedError(name, 'integrity', `${check.entry} does not match ${pin.slice(0, 6)}`);
      pins.set(check.entry, pin);
    }
    checked.set(manifestUrl, text);
  }

  const policy: ModuleFederationRuntimePlugin = {
    name: 'host-remote-policy',
    // The runtime's manifest fetch gets the manifest that was checked, never a second download.
    async fetch(url) {
      const text = checked.get(url);
      if (text === undefined) throw new Error(`${url} was not checked`);
      return new Response(text);
    },
    createScript({ url, remoteInfo }) {
      if (!remoteInfo) return undefined;
      const manifest = String(remotes[remoteInfo.name]);
      if (originOf(url, pageUrl) !== originOf(manifest))
        throw new RemoteRefusedError(remoteInfo.name, 'origin', `${url} is not on ${manifest}`);
      const pin = pins.get(new URL(url, pageUrl).href);
      return pin === undefined
        ? undefined
        : Object.assign(document.createElement('script'), { integrity: pin, crossOrigin: 'anonymous', src: url });
    },
  };
  federation.registerPlugins([policy]);
  federation.registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
  return {
    async load(name, { fresh = false } = {}) {
      const entry = remotes[name];
      if (entry === undefined) throw new RemoteNotDeployedError(name);
      await verify(name, entry);
      // The runtime caches manifests, a failed manifest load and the loaded container per remote;
      // a forced re-registration clears all of them so a retry really refetches.
      if (fresh) federation.registerRemotes([{ name, entry }], { force: true });
      const exposed = await federation.loadRemote<{ default?: unknown }>(`${name}/${WIDGET_MODULE}`);
      if (exposed === null || exposed === undefined) throw new Error(`${name}/${WIDGET_MODULE} resolved to nothing`);
      return exposed.default;
    },
  };
}
