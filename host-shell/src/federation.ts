import { getInstance, init, type ModuleFederation } from '@module-federation/enhanced/runtime';

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
 * The host's federation instance: the one the webpack build created (it holds the host's share
 * scope, which the remotes must reuse), or a fresh one outside a federated build.
 */
export function getFederation(): ModuleFederation {
  return getInstance() ?? init({ name: HOST_NAME, remotes: [] });
}

/**
 * Registers every remote of the deployment file by its manifest URL, then loads each one only
 * when a slot asks for it.
 */
export function createFederationLoader(
  federation: ModuleFederation,
  remotes: Readonly<Record<string, string>>,
): RemoteLoader {
  federation.registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
  return {
    async load(name, { fresh = false } = {}) {
      const entry = remotes[name];
      if (entry === undefined) throw new RemoteNotDeployedError(name);
      // The runtime caches manifests, a failed manifest load and the loaded container per remote;
      // a forced re-registration clears all of them so a retry really refetches.
      if (fresh) federation.registerRemotes([{ name, entry }], { force: true });
      const exposed = await federation.loadRemote<{ default?: unknown }>(`${name}/${WIDGET_MODULE}`);
      if (exposed === null || exposed === undefined) throw new Error(`${name}/${WIDGET_MODULE} resolved to nothing`);
      return exposed.default;
    },
  };
}
