import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  offeredLanguage,
  parseLanguageCookie,
  resolveOfferedLanguage,
  siteOfHostname,
  type RegionalSite,
} from 'shared-core';
import type { RemoteDefinition, PlatformConfig } from './contract';
import { createHostServices } from './createHostServices';
import { PlatformProviders } from './HostServicesContext';
import { loadRtlEmotionCache } from './rtlCache';
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
 * The regional site and display language of a standalone page, as the composed page picks them:
 * the site from the hostname; the language from `?lng=` (a team checking its widget in another
 * language, e.g. `?lng=ar-SA`), else the language cookie the host saves, else the browser's
 * languages, else English — always one of the site's languages that is translated completely.
 */
export function standaloneLanguage({
  hostname,
  search,
  cookie,
  browserLanguages = [],
}: {
  hostname: string;
  search: string;
  cookie: string;
  browserLanguages?: readonly string[];
}): { site: RegionalSite; language: string } {
  const site = siteOfHostname(hostname);
  // only languages the suite translates completely (shared-core offeredLanguages): a standalone
  // page never shows a half-English Japanese either
  const requested = offeredLanguage(site, new URLSearchParams(search).get('lng'));
  return { site, language: requested ?? resolveOfferedLanguage(site, parseLanguageCookie(cookie), browserLanguages) };
}

function pageLanguage(): { site: RegionalSite; language: string } {
  if (typeof location === 'undefined') return { site: 'GLOBAL', language: 'en' };
  let cookie = '';
  try {
    cookie = document.cookie;
  } catch {
    // cookies disabled: fall through to the browser's languages
  }
  const browser = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  return standaloneLanguage({
    hostname: location.hostname,
    search: location.search,
    cookie,
    browserLanguages: browser.filter(Boolean),
  });
}

/**
 * Boots one remote alone, for its team: its own store, bus, i18n and streams against the
 * simulator, no host. The composed page never calls this.
 */
export function mountStandalone(definition: RemoteDefinition, container: HTMLElement, options: StandaloneOptions = {}) {
  const base = { ...defaultPlatformConfig(), ...options.config };
  const config = typeof location === 'undefined' ? base : platformConfigFromQuery(location.search, base);
  const { site, language } = pageLanguage();
  const services = createHostServices({ config, site, language });
  definition.setup(services);
  const { Component } = definition;
  const root = createRoot(container);
  root.render(
    <StrictMode>
      {/* as the composed page: <html dir lang> follow the language, styles mirrored while rtl */}
      <PlatformProviders services={services} withBaseline rtlCache={loadRtlEmotionCache}>
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
