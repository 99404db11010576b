import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { RemoteDefinition, PlatformConfig } from './contract';
import { createHostServices } from './createHostServices';
import { PlatformProviders } from './HostServicesContext';
import { SessionGate } from './SessionGate';

export interface StandaloneOptions {
  config?: Partial<PlatformConfig>;
  demoCredentials?: { email: string; password: string };
}

/** The simulator on the page's own hostname, port 4000: the local default for every package. */
export function defaultPlatformConfig(
  hostname = typeof location === 'undefined' ? '127.0.0.1' : location.hostname,
): PlatformConfig {
  return { apiBaseUrl: `http://${hostname}:4000`, wsBaseUrl: `ws://${hostname}:4000` };
}

/**
 * A standalone page may point at another simulator with `?api=http://host:port&ws=ws://host:port`
 * (the browser tests run one on other ports). Anything that is not an http(s) / ws(s) URL is ignored.
 */
export function platformConfigFromQuery(search: string, fallback: PlatformConfig): PlatformConfig {
  const params = new URLSearchParams(search);
  const pick = (key: string, protocols: readonly string[], current: string): string => {
    const raw = params.get(key);
    if (!raw) return current;
    try {
      const url = new URL(raw);
      return protocols.includes(url.protocol) ? raw.replace(/\/$/, '') : current;
    } catch {
      return current;
    }
  };
  return {
    apiBaseUrl: pick('api', ['http:', 'https:'], fallback.apiBaseUrl),
    wsBaseUrl: pick('ws', ['ws:', 'wss:'], fallback.wsBaseUrl),
  };
}

/**
 * Boots one remote alone, for its team: its own store, bus, i18n and streams against the
 * simulator, no host. The composed page never calls this.
 */
export function mountStandalone(definition: RemoteDefinition, container: HTMLElement, options: StandaloneOptions = {}) {
  const base = { ...defaultPlatformConfig(), ...options.config };
  const config = typeof location === 'undefined' ? base : platformConfigFromQuery(location.search, base);
  const services = createHostServices({ config });
  definition.setup(services);
  const { Component } = definition;
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <PlatformProviders services={services} withBaseline>
        <SessionGate demoCredentials={options.demoCredentials}>
          <div style={{ padding: 12, height: '100vh' }}>
            <Component />
          </div>
        </SessionGate>
      </PlatformProviders>
    </StrictMode>,
  );
  return () => {
    root.unmount();
    services.dispose();
  };
}
