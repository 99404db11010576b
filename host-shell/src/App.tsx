import { Box, CircularProgress } from '@mui/material';
import { Suspense } from 'react';
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
      {/*
        The sign-in form's text fields, the dialogs and the toasts' snackbars are a lazy chunk of the
        page (shared-core muiShared.ts), prefetched once the page settled: opened before it arrived,
        they wait here (the widgets stay mounted).
      */}
      <Suspense fallback={<PageLoading />}>
        <HostRoutes demoCredentials={deployment.demoCredentials}>
          <SessionGate demoCredentials={deployment.demoCredentials}>
            <TradingPage loader={loader} deployed={Object.keys(deployment.remotes)} />
          </SessionGate>
        </HostRoutes>
      </Suspense>
      <Toasts />
      <Suspense fallback={null}>
        <ComplianceModal />
      </Suspense>
    </PlatformProviders>
  );
}

function PageLoading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <CircularProgress size={24} />
    </Box>
  );
}
