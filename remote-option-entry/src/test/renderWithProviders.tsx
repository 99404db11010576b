import { render, type RenderOptions } from '@testing-library/react';
import type { AxiosInstance } from 'axios';
import type { ReactElement } from 'react';
import { BehaviorSubject } from 'rxjs';
import { createEventBus, createI18n, makeStore, type RootState, type StreamStatus } from 'shared-core';
import { PlatformProviders, type HostServices, type HttpClient, type StreamClient } from 'shared-http';
import definition from '../widget';

export interface FakeHttp extends HttpClient {
  get: jest.Mock;
  post: jest.Mock;
}

export interface FakeStream extends StreamClient {
  subscribe: jest.Mock;
}

export function createFakeHttp(): FakeHttp {
  return {
    get: jest.fn(() => new Promise(() => {})),
    post: jest.fn(() => new Promise(() => {})),
    baseURL: 'http://sim.test',
    axios: {} as AxiosInstance, // never used: every call goes through get/post
  };
}

export function createFakeStream(status: StreamStatus = 'live'): FakeStream {
  return {
    subscribe: jest.fn(() => () => {}),
    status$: new BehaviorSubject<StreamStatus>(status),
    status,
    reconnect: jest.fn(),
    close: jest.fn(),
  };
}

/** HostServices like createHostServices builds them, with no network: fake http and streams. */
export function createTestServices(options: { preloadedState?: Partial<RootState>; language?: string } = {}) {
  const { store, rootReducer, listener } = makeStore(options.preloadedState);
  const http = createFakeHttp();
  const streams = { public: createFakeStream(), private: createFakeStream() };
  const services: HostServices = {
    store,
    rootReducer,
    listener,
    bus: createEventBus(),
    http,
    streams,
    i18n: createI18n(options.language ?? 'en'),
    config: { apiBaseUrl: 'http://sim.test', wsBaseUrl: 'ws://sim.test' },
  };
  definition.setup(services);
  return { services, http, streams };
}

/** Renders a tree inside the platform's providers, with this remote set up on fake services. */
export function renderWithProviders(
  ui: ReactElement,
  {
    services = createTestServices().services,
    ...renderOptions
  }: { services?: HostServices } & Omit<RenderOptions, 'wrapper'> = {},
) {
  const result = render(ui, {
    wrapper: ({ children }) => <PlatformProviders services={services}>{children}</PlatformProviders>,
    ...renderOptions,
  });
  return { ...result, services, store: services.store };
}
