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
export const CONTRACT_VERSION = 1;
export const SUPPORTED_CONTRACT_VERSIONS: readonly number[] = [1];

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

export type ContractCheck = { ok: true } | { ok: false; reason: 'shape' | 'version'; contractVersion?: number };

/** What the host checks before rendering a loaded remote. */
export function checkContract(candidate: unknown): ContractCheck {
  const def = candidate as Partial<RemoteDefinition> | null | undefined;
  if (
    !def ||
    typeof def !== 'object' ||
    typeof def.setup !== 'function' ||
    (typeof def.Component !== 'function' && typeof def.Component !== 'object')
  ) {
    return { ok: false, reason: 'shape' };
  }
  if (typeof def.contractVersion !== 'number' || !SUPPORTED_CONTRACT_VERSIONS.includes(def.contractVersion)) {
    return { ok: false, reason: 'version', contractVersion: def.contractVersion };
  }
  return { ok: true };
}
