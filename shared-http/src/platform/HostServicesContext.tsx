import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache, type EmotionCache } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createTradingTheme, textDirectionOf, type I18n, type ThemeMode } from 'shared-core';
import type { HostServices } from './contract';
import { useRtlEmotionCache, type RtlCacheLoader } from './rtlCache';

const HostServicesContext = createContext<HostServices | null>(null);

/** The services of the page; every widget reads them from here (the host or a standalone boot provides them). */
export function useHostServices(): HostServices {
  const services = useContext(HostServicesContext);
  if (!services) throw new Error('useHostServices outside PlatformProviders');
  return services;
}

/** The current language of an i18n instance, following language changes. */
function useLanguage(i18n: I18n): string {
  const subscribe = useCallback(
    (onChange: () => void) => {
      // optional: fake i18n instances in stories and tests may not be event emitters
      i18n.on?.('languageChanged', onChange);
      return () => i18n.off?.('languageChanged', onChange);
    },
    [i18n],
  );
  const snapshot = () => i18n.language ?? '';
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * The store's theme mode (session.themeMode), following its changes; 'dark' for a store that does
 * not know theme modes (an older shared-core).
 */
function useThemeMode(store: HostServices['store']): ThemeMode {
  // read here, not with shared-core's parseThemeMode: a page may run an older shared-core (1.3 has none)
  const snapshot = (): ThemeMode =>
    (store.getState().session as { themeMode?: unknown }).themeMode === 'light' ? 'light' : 'dark';
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}

/**
 * Store, i18n, theme (light or dark as the store's session.themeMode says) and host services for a tree: the host's page, a standalone remote, a story or a test.
 * `withBaseline`: the tree owns the page (CSS baseline, and `<html dir lang>` follow the language).
 * `rtlCache`: an emotion cache with the RTL stylis plugin, or `loadRtlEmotionCache` to fetch it the
 * first time the language is right-to-left (the page: nothing fetched for a left-to-right
 * language), used while the language is right-to-left so MUI's styles are mirrored
 * (margin-left → margin-right); without it (or until it arrives) the styles keep their
 * left-to-right sides and only the theme direction changes.
 */
export function PlatformProviders({
  services,
  children,
  withBaseline = false,
  rtlCache,
  direction: forcedDirection,
}: {
  services: HostServices;
  children: ReactNode;
  withBaseline?: boolean;
  rtlCache?: EmotionCache | RtlCacheLoader;
  /** Forces a direction whatever the language (Storybook's right-to-left toolbar); default: by language. */
  direction?: 'ltr' | 'rtl';
}) {
  const language = useLanguage(services.i18n);
  const direction = forcedDirection ?? textDirectionOf(language); // rtl for ar-SA and ar-ARE
  const mode = useThemeMode(services.store);
  const theme = useMemo(() => createTradingTheme(direction, mode), [direction, mode]);
  // Always one CacheProvider (the surrounding cache while ltr), so a direction change swaps the
  // cache without remounting the widgets below.
  const inheritedCache = useEmotionCache();
  const rtl = useRtlEmotionCache(rtlCache, direction === 'rtl');
  const cache = direction === 'rtl' && rtl ? rtl : inheritedCache;
  useEffect(() => {
    // the tree that owns the page (host, standalone remote, Storybook) also sets <html dir lang>
    if (!withBaseline || typeof document === 'undefined') return;
    document.documentElement.dir = direction;
    document.documentElement.lang = language;
  }, [withBaseline, direction, language]);
  return (
    <HostServicesContext.Provider value={services}>
      <Provider store={services.store}>
        <I18nextProvider i18n={services.i18n}>
          <CacheProvider value={cache}>
            <ThemeProvider theme={theme}>
              {withBaseline ? <CssBaseline /> : null}
              {children}
            </ThemeProvider>
          </CacheProvider>
        </I18nextProvider>
      </Provider>
    </HostServicesContext.Provider>
  );
}
