import type { Page } from 'playwright-core';
import type { HostServices } from 'shared-http';

/**
 * What the host exposes for browser tests (host-shell/src/boot.tsx, `window.__TRADING_PAGE__`),
 * as far as the tests read it. Cast `window` to this inside `page.evaluate`.
 */
export interface TestHookWindow {
  __TRADING_PAGE__?: {
    services: HostServices;
    federation: {
      shareScopeMap?: Record<
        string,
        Record<string, Record<string, { from: string; loaded?: boolean; useIn?: string[] }>>
      >;
    };
  };
}

export type ShareScopeSummary = Record<string, Record<string, { from: string; loaded: boolean; useIn: string[] }>>;

/** The federation runtime's default share scope: package → version → who provides and uses it. */
export function readShareScope(page: Page): Promise<ShareScopeSummary> {
  return page.evaluate(() => {
    const scope = (window as unknown as TestHookWindow).__TRADING_PAGE__?.federation.shareScopeMap?.default ?? {};
    const out: Record<string, Record<string, { from: string; loaded: boolean; useIn: string[] }>> = {};
    for (const [pkg, versions] of Object.entries(scope)) {
      out[pkg] = {};
      for (const [version, s] of Object.entries(versions))
        out[pkg][version] = { from: s.from, loaded: !!s.loaded, useIn: s.useIn ?? [] };
    }
    return out;
  });
}
