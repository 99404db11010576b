import { loadRtlEmotionCache, PlatformProviders, SessionGate, type HostServices } from 'shared-http';
import { ComplianceModal } from './ComplianceModal';
import type { Deployment } from './deployment';
import type { RemoteLoader } from './federation';
import { Header } from './Header';
import { HostRoutes } from './routing/HostRoutes';
import { Toasts } from './Toasts';
import { TradingPage } from './TradingPage';

export interface AppProps {
  services: HostServices;
  deployment: Deployment;
  loader: RemoteLoader;
}

/** The composed trading page: one set of services for the host and every remote. */
export function App({ services, deployment, loader }: AppProps) {
  return (
    <PlatformProviders services={services} withBaseline rtlCache={loadRtlEmotionCache}>
      <Header />
      <HostRoutes demoCredentials={deployment.demoCredentials}>
        <SessionGate demoCredentials={deployment.demoCredentials}>
          <TradingPage loader={loader} />
        </SessionGate>
      </HostRoutes>
      <Toasts />
      <ComplianceModal />
    </PlatformProviders>
  );
}
