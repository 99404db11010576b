import { CssBaseline, ThemeProvider } from '@mui/material';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createTradingTheme } from 'shared-core';
import type { HostServices } from './contract';

const HostServicesContext = createContext<HostServices | null>(null);

/** The services of the page; every widget reads them from here (the host or a standalone boot provides them). */
export function useHostServices(): HostServices {
  const services = useContext(HostServicesContext);
  if (!services) throw new Error('useHostServices outside PlatformProviders');
  return services;
}

/** Store, i18n, theme and host services for a tree: the host's page, a standalone remote, a story or a test. */
export function PlatformProviders({
  services,
  children,
  withBaseline = false,
}: {
  services: HostServices;
  children: ReactNode;
  withBaseline?: boolean;
}) {
  const theme = useMemo(() => createTradingTheme(services.i18n.dir?.() === 'rtl' ? 'rtl' : 'ltr'), [services.i18n]);
  return (
    <HostServicesContext.Provider value={services}>
      <Provider store={services.store}>
        <I18nextProvider i18n={services.i18n}>
          <ThemeProvider theme={theme}>
            {withBaseline ? <CssBaseline /> : null}
            {children}
          </ThemeProvider>
        </I18nextProvider>
      </Provider>
    </HostServicesContext.Provider>
  );
}
