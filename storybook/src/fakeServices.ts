import {
  createEventBus,
  createI18n,
  createRootReducer,
  makeStore,
  type I18n,
  type RootState,
  type SessionState,
  type StreamName,
  type StreamStatus,
  type StreamsState,
} from 'shared-core';
import {
  ApiError,
  type ApiErrorKind,
  type HostServices,
  type HttpClient,
  type PlatformConfig,
  type StreamClient,
} from 'shared-http';
import { createRecordingStreamClient } from 'shared-http/testing/fakes';

/** A request the fake HTTP client received, as handed to a canned handler and kept in `calls`. */
export interface FakeRequest {
  method: 'GET' | 'POST';
  path: string;
  params?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
}

/**
 * What a `'GET /path'` key answers with: the `result` of the exchange's envelope, an Error to
 * reject with (use `apiError(...)` for the platform's errors), or a handler computing either
 * (return `neverResolves()` from a handler to keep a request pending forever).
 */
export type CannedResponse = unknown;
export type CannedHttp = Record<string, CannedResponse>;

export type StreamStatusOption = StreamStatus | Partial<Record<StreamName, StreamStatus>>;

/** A remote's `definition.setup`, or anything else that plugs slices/namespaces into the services. */
export type SetupFn = (services: HostServices) => void;

export interface FakeServicesOptions {
  /** Canned answers by `'METHOD /path'` (the path without query string). */
  http?: CannedHttp;
  /** Status reported by both fake stream clients (or per stream); default 'live'. */
  streamStatus?: StreamStatusOption;
  /** Store state by slice name; merged over the defaults (a signed-in demo trader, streams as `streamStatus`). */
  preloadedState?: Record<string, unknown>;
  /** Run before anything renders: remotes' `definition.setup`. */
  setup?: SetupFn | readonly SetupFn[];
  /** The i18next instance to use (Storybook shares one across stories); a fresh one otherwise. */
  i18n?: I18n;
  language?: string;
  config?: Partial<PlatformConfig>;
}

export type FakeHttpClient = HttpClient & { readonly calls: FakeRequest[] };
export type FakeServices = HostServices & { http: FakeHttpClient; dispose(): void };

const FAKE_ORIGIN = 'http://storybook.invalid';

export const DEMO_USER = {
  userId: 100001,
  email: 'trader@example.com',
  nickname: 'Demo trader',
  accountType: 'UNIFIED',
};

/** An error as the platform's HTTP client raises it (ApiError), for `parameters.http` values. */
export function apiError(code: number, message: string, kind: ApiErrorKind = 'business', path = ''): ApiError {
  return new ApiError(code, message, kind, path);
}

/** For a handler in `parameters.http`: a request that never answers (loading states). */
export function neverResolves<T = never>(): Promise<T> {
  return new Promise<T>(() => undefined);
}

const pathOf = (path: string): string => path.split('?')[0] ?? path;

/** An HttpClient with no back end: answers from `canned`, rejects unknown paths with a 404 ApiError. */
export function createFakeHttp(canned: CannedHttp = {}): FakeHttpClient {
  const calls: FakeRequest[] = [];

  async function respond<T>(request: FakeRequest, signal?: AbortSignal): Promise<T> {
    calls.push(request);
    const key = `${request.method} ${pathOf(request.path)}`;
    await Promise.resolve(); // answer asynchronously, as a real client would
    if (signal?.aborted) throw apiError(-1, 'aborted', 'network', request.path);
    if (!(key in canned)) {
      throw apiError(404, `Storybook: no canned response for ${key} (add it to parameters.http)`, 'http', request.path);
    }
    const entry = canned[key];
    const value: unknown = typeof entry === 'function' ? await (entry as (r: FakeRequest) => unknown)(request) : entry;
    if (value instanceof Error) throw value;
    // A canned result is shared by every render of the story: hand out a copy so reducers can't mutate it.
    return structuredClone(value) as T;
  }

  return {
    calls,
    baseURL: FAKE_ORIGIN,
    get axios(): never {
      throw new Error('Storybook fake http has no axios instance; go through get/post');
    },
    get: <T>(path: string, params?: FakeRequest['params'], options?: { signal?: AbortSignal }) =>
      respond<T>({ method: 'GET', path, params }, options?.signal),
    post: <T>(path: string, body?: unknown, options?: { signal?: AbortSignal }) =>
      respond<T>({ method: 'POST', path, body }, options?.signal),
  };
}

/**
 * A stream client that never connects, with a fixed status: the recording fake of
 * `shared-http/testing/fakes` (the jest-free part of the test utilities that jest tests use too).
 */
export const createFakeStreamClient: (status?: StreamStatus) => StreamClient = createRecordingStreamClient;

function streamStatuses(option: StreamStatusOption = 'live'): StreamsState {
  if (typeof option === 'string') return { public: option, private: option };
  return { public: option.public ?? 'live', private: option.private ?? 'live' };
}

/**
 * HostServices with no back end, the way the host would hand them to a remote: a fresh store
 * (`makeStore`), bus and fake clients, the given (or a fresh) i18n instance, then each `setup`.
 * Slices a setup injects can be preloaded too: their state is applied after the setups ran.
 */
export function createFakeServices(options: FakeServicesOptions = {}): FakeServices {
  const { http: canned, streamStatus, preloadedState = {}, setup, config } = options;
  const statuses = streamStatuses(streamStatus);
  const language = options.language ?? options.i18n?.language ?? 'en';
  const session: SessionState = { status: 'authenticated', user: DEMO_USER, language, endedBy: null };
  const state: Record<string, unknown> = { session, streams: statuses, ...preloadedState };

  // The shared slices exist when the store is built; a remote's slice only once its setup injected it.
  const shared = new Set(Object.keys(createRootReducer()(undefined, { type: '@@storybook/probe' })));
  const sharedState = Object.fromEntries(Object.entries(state).filter(([key]) => shared.has(key)));
  const laterState = Object.fromEntries(Object.entries(state).filter(([key]) => !shared.has(key)));

  const { store, rootReducer, listener } = makeStore(sharedState as Partial<RootState>);
  const services: FakeServices = {
    store,
    rootReducer,
    listener,
    bus: createEventBus(),
    http: createFakeHttp(canned),
    streams: { public: createFakeStreamClient(statuses.public), private: createFakeStreamClient(statuses.private) },
    i18n: options.i18n ?? createI18n(language),
    config: { apiBaseUrl: FAKE_ORIGIN, wsBaseUrl: 'ws://storybook.invalid', ...config },
    dispose() {
      listener.clearListeners();
      services.streams.public.close();
      services.streams.private.close();
    },
  };

  for (const fn of setup === undefined ? [] : Array.isArray(setup) ? setup : [setup as SetupFn]) fn(services);
  // An injected slice gets its initial state on the next action; make it visible right away.
  store.dispatch({ type: 'storybook/setupDone' });

  if (Object.keys(laterState).length > 0) {
    // Preloaded state of injected slices: a one-off hydrate step in front of the root reducer
    // (combineSlices drops keys it has no reducer for, so preloading them at creation would not stick).
    const HYDRATE = 'storybook/hydrateInjectedSlices';
    store.replaceReducer(((current: RootState | undefined, action: { type: string; payload?: unknown }) =>
      action.type === HYDRATE
        ? { ...current, ...(action.payload as object) }
        : rootReducer(current, action)) as unknown as typeof rootReducer);
    store.dispatch({ type: HYDRATE, payload: laterState });
  }

  return services;
}
