import {
  connectPushBridge,
  createEventBus,
  createI18n,
  makeStore,
  sessionEnded,
  streamStatusChanged,
  type RegionalSite,
  type RootState,
} from 'shared-core';
import { createHttpClient, type ProductQuery } from '../http';
import { createStreamClient, type SocketFactory } from '../streams';
import type { HostServices, PlatformConfig } from './contract';
import { readSessionToken } from './sessionApi';

export const PUBLIC_STREAM_PATH = '/trade/option/usdc/public/v1';
export const PRIVATE_STREAM_PATH = '/private';

export interface CreateHostServicesOptions {
  config: PlatformConfig;
  language?: string;
  /** the regional site: its languages are the page's (default: global) */
  site?: RegionalSite;
  socketFactory?: SocketFactory;
  /** The current product's category and business line for `/v5/` paths (platform §7), read per request; none by default. */
  productQuery?: (state: RootState) => ProductQuery;
  /** True while the product is in coming-soon state (platform §7); off by default. */
  isComingSoon?: () => boolean;
}

/**
 * Builds the page's one set of services: the host calls it once; a remote calls it only when it
 * runs alone. Wires the push path (streams → bus → one store update per frame) and mirrors
 * stream status and session end into the store.
 */
export function createHostServices({
  config,
  language,
  site,
  socketFactory,
  productQuery,
  isComingSoon,
}: CreateHostServicesOptions): HostServices & { dispose(): void } {
  const { store, rootReducer, listener } = makeStore();
  const bus = createEventBus();
  const http = createHttpClient({
    baseURL: config.apiBaseUrl,
    bus,
    productQuery: productQuery && (() => productQuery(store.getState())),
    isComingSoon,
  });
  const i18n = createI18n(language, { site });
  const streams = {
    public: createStreamClient({
      url: config.wsBaseUrl + PUBLIC_STREAM_PATH,
      stream: 'public',
      bus,
      socketFactory,
      staleAfterMs: 5000,
    }),
    private: createStreamClient({
      url: config.wsBaseUrl + PRIVATE_STREAM_PATH,
      stream: 'private',
      bus,
      socketFactory,
      onOpenMessages: () => {
        const token = readSessionToken();
        return token ? [{ op: 'auth', args: [token] }] : [];
      },
    }),
  };
  const bridge = connectPushBridge(bus, store);
  bridge.add(
    bus
      .on('stream.status')
      .subscribe((e) => store.dispatch(streamStatusChanged({ stream: e.stream, status: e.status }))),
  );
  bridge.add(bus.on('session.ended').subscribe((e) => store.dispatch(sessionEnded(e.code))));
  return {
    store,
    rootReducer,
    listener,
    bus,
    http,
    streams,
    i18n,
    config,
    dispose() {
      bridge.unsubscribe();
      streams.public.close();
      streams.private.close();
      listener.clearListeners();
    },
  };
}
