import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createEventBus, createI18n, makeStore } from 'shared-core';
import { PlatformProviders, type HostServices, type StreamClient } from 'shared-http';
import { addHostTexts } from './hostTexts';

function fakeStream(): StreamClient {
  // Only what the host's components touch; the rest is never called in these tests.
  return { reconnect: jest.fn(), close: jest.fn() } as unknown as StreamClient;
}

/** Host services with a real store, bus and i18n, and inert network parts. */
export function makeTestServices(): HostServices {
  const { store, rootReducer, listener } = makeStore();
  const i18n = createI18n('en');
  addHostTexts(i18n);
  return {
    store,
    rootReducer,
    listener,
    bus: createEventBus(),
    http: { get: jest.fn(), post: jest.fn() } as unknown as HostServices['http'],
    streams: { public: fakeStream(), private: fakeStream() },
    i18n,
    config: { apiBaseUrl: 'http://127.0.0.1:4000', wsBaseUrl: 'ws://127.0.0.1:4000' },
  };
}

export function renderWithServices(ui: ReactElement, services: HostServices = makeTestServices()) {
  return { services, ...render(<PlatformProviders services={services}>{ui}</PlatformProviders>) };
}
