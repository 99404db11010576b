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
export function defaultPlatformConfig(hostname = typeof location === 'undefined' ? '127.0.0.1' : location.hostname): PlatformConfig {
  return { apiBaseUrl: `http://${hostname}:4000`, wsBaseUrl: `ws://${hostname}:4000` };
}

/**
 * Boots one remote alone, for its team: its own store, bus, i18n and streams against the
 * simulator, no host. The composed page never calls this.
 */
export function mountStandalone(definition: RemoteDefinition, container: HTMLElement, options: StandaloneOptions = {}) {
  const services = createHostServices({ config: { ...defaultPlatformConfig(), ...options.config } });
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
