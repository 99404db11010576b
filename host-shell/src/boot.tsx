import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languageChanged, textDirectionOf, themeModeChanged, tokensFor, type ThemeMode } from 'shared-core';
import { lendRemotes } from './lentSlot';
import { createHostServices, loadRtlEmotionCache, type HostServices } from 'shared-http';
import { App } from './App';
import { DeploymentErrorPage } from './DeploymentErrorPage';
import { setUpApiRoute } from './apiRoute';
import { loadDeployment } from './deployment';
import { createFederationLoader, getFederation } from './federation';
import { addHostTexts } from './hostTexts';
import { currentSite, initialLanguage } from './LanguagePicker';
import { productHttpOptions } from './productQuery';
import { initialThemeMode } from './ThemeSwitch';

/**
 * Test hook for browser tests (e2e), not an API for widgets: the page's services (store, bus,
 * i18n, …) and the Module Federation runtime instance, so a test can inspect the share scope
 * (`federation.shareScopeMap`) or dispatch an action (`services.store.dispatch(...)`).
 */
export interface TradingPageTestHook {
  services: HostServices;
  federation: ModuleFederation;
}

declare global {
  interface Window {
    __TRADING_PAGE__?: TradingPageTestHook;
  }
}

/**
 * The page's HTML paints `<body>` in `--page-bg` (dark by default, build-tools' template) until the
 * theme's baseline renders and takes over; the remembered theme's colour there avoids a dark flash.
 */
function paintBody(mode: ThemeMode): void {
  document.body.style.setProperty('--page-bg', tokensFor(mode).color.background.page);
}

export async function boot(container: HTMLElement): Promise<void> {
  // the remembered theme's background at once, before the deployment file answers: no dark flash
  const mode = initialThemeMode();
  paintBody(mode);
  const root = createRoot(container);
  const result = await loadDeployment(location.hostname);
  if (!result.ok) {
    console.error('[host] invalid deployment file', result.errors);
    root.render(<DeploymentErrorPage errors={result.errors} />);
    return;
  }
  const { deployment } = result;
  const site = currentSite();
  const { route } = setUpApiRoute(deployment);
  const services = createHostServices({
    config: { apiBaseUrl: route.api, wsBaseUrl: route.ws },
    language: initialLanguage(site),
    site,
    // `/v5/` paths carry the current trade type's category and business line; coming soon per deployment file
    ...productHttpOptions(deployment),
  });
  addHostTexts(services.i18n);
  services.store.dispatch(languageChanged(services.i18n.language));
  // the remembered theme before the first render: no flash of the dark theme on a light page
  services.store.dispatch(themeModeChanged(mode));
  // A page opening in Arabic fetches its mirrored styles' plugin now, beside the remotes.
  if (textDirectionOf(services.i18n.language) === 'rtl') void loadRtlEmotionCache().catch(() => undefined);
  const federation = getFederation();
  const loader = createFederationLoader(federation, deployment.remotes, { integrity: deployment.integrity });
  // contract 2: remotes may borrow the page's remote-loading slot (decision 0021)
  services.remotes = lendRemotes(loader);
  window.__TRADING_PAGE__ = { services, federation };
  root.render(
    <StrictMode>
      <App services={services} deployment={deployment} loader={loader} />
    </StrictMode>,
  );
}
