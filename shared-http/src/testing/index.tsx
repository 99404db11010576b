// shared-http/testing: test utilities for jest tests (and, through `./fakes`, Storybook) of every
// package. NEVER imported by runtime code — widgets, the host and standalone pages use `shared-http`.
// Parts of this module call `jest.fn` and @testing-library/react: they only run under jest.
// The jest-free fakes live in ./fakes.ts (`shared-http/testing/fakes`), which Storybook may import.
import { render, screen, type RenderOptions } from '@testing-library/react';
import type { AxiosInstance } from 'axios';
import { readdirSync } from 'node:fs';
import { sep } from 'node:path';
import type { ComponentType, ReactElement } from 'react';
import { BehaviorSubject } from 'rxjs';
import { createEventBus, createI18n, makeStore, type RootState, type StreamStatus } from 'shared-core';
import type { HttpClient } from '../http';
import { PlatformProviders, type HostServices } from '../platform';
import type { StreamClient } from '../streams';

export * from './fakes';

export interface FakeHttp extends HttpClient {
  get: jest.Mock;
  post: jest.Mock;
}

export interface FakeStream extends StreamClient {
  subscribe: jest.Mock;
}

/** An HttpClient whose get/post are jest mocks that never answer until a test says so. */
export function createFakeHttp(): FakeHttp {
  return {
    get: jest.fn(() => new Promise(() => {})),
    post: jest.fn(() => new Promise(() => {})),
    baseURL: 'http://sim.test',
    axios: {} as AxiosInstance, // never used: every call goes through get/post
  };
}

/** A stream client whose methods are jest mocks; the status is fixed. */
export function createFakeStream(status: StreamStatus = 'live'): FakeStream {
  return {
    subscribe: jest.fn(() => () => {}),
    status$: new BehaviorSubject<StreamStatus>(status),
    status,
    reconnect: jest.fn(),
    close: jest.fn(),
  };
}

export interface TestServicesOptions {
  preloadedState?: Partial<RootState>;
  language?: string;
}

/**
 * HostServices like createHostServices builds them, with no network: fake http and streams,
 * then `setup` (a remote's `definition.setup`) plugs the remote's slices and texts in.
 */
export function createTestServices(setup: (services: HostServices) => void, options: TestServicesOptions = {}) {
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
  setup(services);
  return { services, http, streams };
}

export type RenderWithProvidersOptions = { services?: HostServices } & Omit<RenderOptions, 'wrapper'>;

/** Renders a tree inside the platform's providers, on the given services (or fresh ones set up by `setup`). */
export function renderWithProvidersOn(
  setup: (services: HostServices) => void,
  ui: ReactElement,
  { services = createTestServices(setup).services, ...renderOptions }: RenderWithProvidersOptions = {},
) {
  const result = render(ui, {
    wrapper: ({ children }) => <PlatformProviders services={services}>{children}</PlatformProviders>,
    ...renderOptions,
  });
  return { ...result, services, store: services.store };
}

/** A remote's (or any package's) `createTestServices` and `renderWithProviders`, bound to its setup. */
export function testHelpersFor(setup: (services: HostServices) => void) {
  return {
    createTestServices: (options?: TestServicesOptions) => createTestServices(setup, options),
    renderWithProviders: (ui: ReactElement, options?: RenderWithProvidersOptions) =>
      renderWithProvidersOn(setup, ui, options),
  };
}

/** A story in CSF3: its args over the meta's, and an optional render. */
export interface StoryLike {
  args?: Record<string, unknown>;
  render?: (args: Record<string, unknown>) => ReactElement;
}

/** A `*.stories.tsx` module as imported with `import * as`. */
export interface StoriesModule {
  default: { title?: string; component: ComponentType<Record<string, unknown>>; args?: Record<string, unknown> };
  [name: string]: unknown;
}

export type StoryCase = readonly [name: string, meta: StoriesModule['default'], story: StoryLike];

/** Every story of the given modules (keyed by their path) as `it.each` cases: `title / StoryName`. */
export function storyCases(modules: Record<string, unknown>): StoryCase[] {
  return Object.entries(modules).flatMap(([path, value]) => {
    const mod = value as StoriesModule;
    return Object.entries(mod)
      .filter(([name]) => name !== 'default')
      .map(([name, story]): StoryCase => [`${mod.default.title ?? path} / ${name}`, mod.default, story as StoryLike]);
  });
}

/** Every `*.stories.tsx` below `dir`, as paths relative to it with `/` separators, sorted. */
export function storiesFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.stories.tsx'))
    .map((file) => file.split(sep).join('/'))
    .sort();
}

export interface StoriesSuite {
  /** The package's stories modules, keyed by their path relative to `srcDir` (`features/x/X.stories.tsx`). */
  modules: Record<string, unknown>;
  /** Renders a story inside the package's providers (its `renderWithProviders`). */
  render: (ui: ReactElement) => { container: HTMLElement };
  /** The folder the keys of `modules` are relative to; every stories file below it must be listed. */
  srcDir: string;
  /** Message key prefixes that must never show raw (an untranslated key). */
  keyPrefixes?: readonly string[];
}

/**
 * Declares the stories-render suite of a package: the list names every stories file of the
 * package, and every story renders inside the platform's providers with no `NaN`, `undefined`,
 * untranslated `{{…}}` or raw message keys.
 */
export function testStories({
  modules,
  render,
  srcDir,
  keyPrefixes = ['columns', 'states', 'tabs', 'ticket'],
}: StoriesSuite): void {
  const cases = storyCases(modules);
  const rawKey = new RegExp(`^(${keyPrefixes.join('|')})\\.`);
  it('lists every stories file of the package', () =>
    expect(Object.keys(modules).sort()).toEqual(storiesFilesUnder(srcDir)));
  it('finds stories', () => expect(cases.length).toBeGreaterThan(0));
  it.each(cases)('%s renders', (_name, meta, story) => {
    const args = { ...meta.args, ...story.args };
    const Component = meta.component;
    const { container } = render(story.render ? story.render(args) : <Component {...args} />);
    expect(container.textContent).not.toMatch(/NaN|undefined|\{\{/);
    expect(screen.queryAllByText(rawKey)).toHaveLength(0);
  });
}
