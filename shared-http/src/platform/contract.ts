import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import type { ComponentType } from 'react';
import type { AppStore, EventBus, I18n, RootReducer, RootState } from 'shared-core';
import type { HttpClient } from '../http';
import type { StreamClient } from '../streams';

/**
 * The contract between the host and a remote. A remote exposes one module `./widget` whose
 * default export is a RemoteDefinition. Bump CONTRACT_VERSION on a breaking change of
 * HostServices or RemoteDefinition, and list the versions the host still supports.
 */
export const CONTRACT_VERSION = 2;
/**
 * 1: HostServices without `remotes`. 2: a host that loads remotes lends its remote-loading slot
 * (`HostServices.remotes`), so one remote may show another without importing it (decision 0021).
 * A version-1 host refuses a version-2 remote (it would find no slot to borrow); this host still
 * serves version-1 remotes, which simply never read `remotes`.
 */
export const SUPPORTED_CONTRACT_VERSIONS: readonly number[] = [1, 2];

/** What the host hands every remote: the page's one instance of each. */
export interface HostServices {
  store: AppStore;
  /** The root reducer, for `rootReducer.inject(slice)` / `slice.injectInto(rootReducer)`. */
  rootReducer: RootReducer;
  listener: ListenerMiddlewareInstance<RootState>;
  bus: EventBus;
  http: HttpClient;
  streams: { public: StreamClient; private: StreamClient };
  i18n: I18n;
  config: PlatformConfig;
  /**
   * Contract 2: the host's remote-loading slot, lent to remotes (the order panel's positions tab
   * shows the positions remote in it). Absent where no host loads remotes (a remote run alone by
   * `mountStandalone`): the borrower says the widget is not available there.
   */
  remotes?: RemoteLender;
}

/** What a lent slot is asked to show. */
export interface LentRemoteProps {
  /** The remote's container name, as in the deployment file, e.g. remote_positions. */
  name: string;
  /** What the trader calls it, for the slot's loading and fallback texts. */
  title: string;
}

/**
 * Contract 2: the host's slot, lent. It loads the named remote exactly as the page's own slots do
 * (contract and shared-library checks, setup, its own error boundary and Retry); the remote's
 * state is the page's one store, so the same data shows live in both places. A lent slot inside
 * a lent slot is refused (no remote can nest the page in itself).
 */
export interface RemoteLender {
  Slot: ComponentType<LentRemoteProps>;
}

export interface PlatformConfig {
  /** REST origin of the exchange, e.g. http://127.0.0.1:4000 */
  apiBaseUrl: string;
  /** WebSocket origin of the exchange, e.g. ws://127.0.0.1:4000 */
  wsBaseUrl: string;
}

export interface RemoteDefinition {
  /** The remote's unique container name, e.g. remote_positions. */
  name: string;
  contractVersion: number;
  /** The remote's own release version, shown on its frame. */
  version: string;
  /** Injects slices, namespaces and listeners into the host's instances. Idempotent. */
  setup(host: HostServices): void;
  Component: ComponentType;
}

export type ContractCheck =
  | { ok: true; definition: RemoteDefinition }
  | {
      ok: false;
      reason: 'shape' | 'version';
      contractVersion?: number;
      /** the remote's release version when it names one (shown in the slot's message) */
      version?: string;
    };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * What the host checks before rendering a loaded remote: the shape of a RemoteDefinition and a
 * supported contract version. On success it hands back the candidate typed, so no caller casts.
 */
export function checkContract(candidate: unknown): ContractCheck {
  if (!isObject(candidate)) return { ok: false, reason: 'shape' };
  const version = typeof candidate.version === 'string' ? candidate.version : undefined;
  const { setup, Component, contractVersion } = candidate;
  if (typeof setup !== 'function' || (typeof Component !== 'function' && !isObject(Component)))
    return { ok: false, reason: 'shape', version };
  if (typeof contractVersion !== 'number' || !SUPPORTED_CONTRACT_VERSIONS.includes(contractVersion))
    return {
      ok: false,
      reason: 'version',
      contractVersion: typeof contractVersion === 'number' ? contractVersion : undefined,
      version,
    };
  // every member a RemoteDefinition needs at run time was checked above
  return { ok: true, definition: candidate as unknown as RemoteDefinition };
}
