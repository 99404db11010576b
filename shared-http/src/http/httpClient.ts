import axios, { type AxiosInstance, isAxiosError } from 'axios';
import { ErrorCodes, type EventBus } from 'shared-core';
import { ApiError, PlatformCode } from './ApiError';
import { handleApiError, type HandleApiErrorOptions } from './handleApiError';
import { ResponseCache, type CacheSetOptions, type ResponseCacheOptions } from './responseCache';
import {
  COMPLIANCE_CODE,
  SESSION_END_CODES,
  TOKEN_HEADER,
  cookieTokenStore,
  isNativeAppShell,
  type TokenStore,
} from './session';

export const REQUEST_TIMEOUT_MS = 30_000;
const RATE_LIMIT_CODE: number = ErrorCodes.rateLimit;
/** The profile call survives a session end in the cache (order-panel.md §8). */
export const PROFILE_PATH = '/v2/private/user/profile';

/**
 * Paths skipped while the product is in coming-soon state (platform §7): order trade list, order
 * history, pnl, closed pnl, tpsl, risk, twap, asset transaction history, leader apply-detail.
 * Matched on whole path segments, so `position/risk-limit-list` or `set-tp-sl-ts` are not caught.
 */
export const COMING_SOON_PATHS: readonly RegExp[] = [
  /\/order\/trade-?list(\/|$)/i,
  /\/order\/(list-)?history(\/|$)/i,
  /\/(closed-?)?pnl(\/|$)/i,
  /\/tpsl(\/|$)/i,
  /\/risk(\/|$)/i,
  /\/twap(\/|$)/i,
  /\/asset\/(transaction|transaction-history|transaction-log)(\/|$)/i,
  /\/leader\/apply-detail(\/|$)/i,
];
export const isComingSoonPath = (path: string): boolean => COMING_SOON_PATHS.some((re) => re.test(path.split('?')[0]!));

/** `/v5/` paths get the product query parameters (platform §7), except the wallet list. */
export const isProductScopedPath = (path: string): boolean => path.includes('/v5/') && !/wallet/i.test(path);

/** Query parameters of the current product for `/v5/` paths (category and business line). */
export interface ProductQuery {
  category?: string;
  businessLine?: string;
}

export interface HttpClientOptions {
  /** The exchange's REST origin, e.g. http://127.0.0.1:4000 */
  baseURL: string;
  bus: EventBus;
  timeoutMs?: number;
  /** The platform header value (§7: pc). */
  platform?: string;
  /** Where the session token lives; the `secure-token` cookie by default. */
  tokenStore?: TokenStore;
  /** Sends the token as the `usertoken` header (§6); default: the native-app flag (`isNativeAppShell`). */
  nativeApp?: boolean;
  /** The current product's category and business line, added to `/v5/` paths; none by default. */
  productQuery?: () => ProductQuery;
  /** True while the product is in coming-soon state: COMING_SOON_PATHS are skipped with an error marker. */
  isComingSoon?: () => boolean;
  cache?: ResponseCacheOptions;
  now?: () => number;
}

/** Headers the client sets itself: a caller's `headers` option never replaces them. */
const PLATFORM_HEADERS: ReadonlySet<string> = new Set(['platform', TOKEN_HEADER, 'content-type', 'accept', 'cookie']);

export interface RequestOptions {
  signal?: AbortSignal;
  /**
   * Extra request headers of this call (e.g. positions.md §7's `X-Client-Tag` on order/create).
   * They cannot replace the platform's own (`platform`, the token header, `content-type`).
   */
  headers?: Readonly<Record<string, string>>;
  /** GET only: answer from the client's cache when fresh, store the result otherwise (60 s default). */
  cache?: boolean | CacheSetOptions;
  /**
   * Apply the error catalogue for the caller (toast, delegation) before rejecting. The page-wide
   * behaviours (session end, compliance, 10006) always run, whatever this says.
   */
  errors?: Omit<HandleApiErrorOptions, 'bus' | 'now'>;
}

export interface HttpClient {
  get<T>(
    path: string,
    params?: Record<string, string | number | boolean | undefined>,
    options?: RequestOptions,
  ): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  readonly baseURL: string;
  readonly axios: AxiosInstance;
}

/** What createHttpClient returns: the HostServices client plus its response cache (fakes need not have one). */
export interface PlatformHttpClient extends HttpClient {
  /** Drops cached responses; `keep` decides by path (a session end keeps the profile call). */
  clearCache(keep?: (path: string) => boolean): void;
  readonly cache: ResponseCache;
}

interface Envelope {
  ret_code?: number;
  retCode?: number;
  ret_msg?: string;
  retMsg?: string;
  result?: unknown;
  retExtInfo?: unknown;
  token?: string;
}

const isEnvelope = (data: unknown): data is Envelope =>
  typeof data === 'object' && data !== null && ('ret_code' in data || 'retCode' in data);

/**
 * The platform's HTTP client (option-entry-and-platform.md §7, positions.md §7–§9): JSON,
 * credentials included, `platform: pc`, cache-busting timestamp on GET, 30 s timeout reported as
 * 9000001, success is ret_code/retCode 0 with a result. Resolves to the result; rejects with an
 * ApiError whose kind tells an HTTP status ('http error') from a request error.
 * Page-wide error behaviours run here for every response: a session-ending code clears the
 * token and the cache (except the profile call), toasts code + text and announces
 * `session.ended`; 10024 announces `compliance.required` (no toast); 10006 is toasted at most
 * once per 10 s.
 */
export function createHttpClient({
  baseURL,
  bus,
  timeoutMs = REQUEST_TIMEOUT_MS,
  platform = 'pc',
  tokenStore = cookieTokenStore,
  nativeApp,
  productQuery,
  isComingSoon,
  cache: cacheOptions,
  now = Date.now,
}: HttpClientOptions): PlatformHttpClient {
  const instance = axios.create({
    baseURL,
    timeout: timeoutMs,
    withCredentials: true,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', platform },
  });
  const cache = new ResponseCache({ now, ...cacheOptions });
  const clearCache = (keep?: (path: string) => boolean) => cache.clear(keep);

  function failed(error: ApiError, options: RequestOptions): ApiError {
    if (SESSION_END_CODES.has(error.code) && error.kind === 'business') {
      // Only a session that existed can end: an anonymous visitor's first profile call also
      // answers 10007, and must neither toast "your session has ended" nor announce it.
      const hadSession = tokenStore.read() !== undefined;
      tokenStore.clear();
      clearCache((path) => path === PROFILE_PATH);
      if (hadSession) {
        handleApiError(error, { bus, now });
        bus.publish({ type: 'session.ended', code: error.code, message: error.message });
      } else {
        error.handled = true;
      }
    } else if (error.code === COMPLIANCE_CODE && error.kind === 'business') {
      error.handled = true; // the modal, no toast
      bus.publish({ type: 'compliance.required', code: error.code });
    } else if (options.errors) {
      handleApiError(error, { ...options.errors, bus, now });
    } else if (error.code === RATE_LIMIT_CODE && error.kind === 'business') {
      handleApiError(error, { bus, now }); // throttled page-wide: once per 10 s
    }
    return error;
  }

  async function request<T>(
    method: 'get' | 'post',
    path: string,
    payload: { params?: Record<string, unknown>; data?: unknown },
    options: RequestOptions = {},
  ): Promise<T> {
    if (isComingSoon?.() && isComingSoonPath(path)) {
      const marker = new ApiError(PlatformCode.comingSoon, 'coming soon', 'comingSoon', path);
      marker.handled = true;
      throw marker;
    }
    const product = isProductScopedPath(path) ? productQuery?.() : undefined;
    // The caller's own parameters win over the product's.
    const query: Record<string, unknown> = {
      ...(product?.category ? { category: product.category } : {}),
      ...(product?.businessLine ? { businessLine: product.businessLine } : {}),
      ...payload.params,
    };
    const cacheOption = method === 'get' && options.cache ? (options.cache === true ? {} : options.cache) : undefined;
    const cacheKey = cacheOption ? ResponseCache.key(path, query) : undefined;
    if (cacheKey) {
      const hit = cache.get<T>(cacheKey);
      if (hit !== undefined) return hit;
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      if (!PLATFORM_HEADERS.has(name.toLowerCase())) headers[name] = value;
    }
    if (nativeApp ?? isNativeAppShell()) {
      const token = tokenStore.read();
      if (token) headers[TOKEN_HEADER] = token;
    }
    let data: unknown;
    try {
      const response = await instance.request({
        method,
        url: path,
        params: method === 'get' ? { ...query, _t: now() } : Object.keys(query).length ? query : undefined,
        data: method === 'post' ? (payload.data ?? {}) : undefined,
        headers,
        signal: options.signal,
      });
      data = response.data;
    } catch (error) {
      throw failed(toApiError(error, path, timeoutMs), options);
    }
    if (!isEnvelope(data)) {
      throw failed(new ApiError(PlatformCode.nonResponse, 'Non Response!', 'malformed', path), options);
    }
    if (typeof data.token === 'string' && data.token) tokenStore.write(data.token);
    const code = data.ret_code ?? data.retCode ?? PlatformCode.unknown;
    const message = data.ret_msg ?? data.retMsg ?? '';
    if (code !== 0) {
      throw failed(new ApiError(code, message, 'business', path, data.result, data.retExtInfo), options);
    }
    if (data.result === undefined) {
      throw failed(new ApiError(PlatformCode.nonResponse, 'Non Response!', 'malformed', path), options);
    }
    if (cacheKey && cacheOption) cache.set(cacheKey, path, data.result, cacheOption);
    return data.result as T;
  }

  return {
    baseURL,
    axios: instance,
    cache,
    clearCache,
    get: (path, params, options) => request('get', path, { params }, options),
    post: (path, body, options) => request('post', path, { data: body }, options),
  };
}

function toApiError(error: unknown, path: string, timeoutMs: number): ApiError {
  if (isAxiosError(error)) {
    if (error.code === 'ERR_CANCELED') {
      const aborted = new ApiError(PlatformCode.generic, 'request aborted', 'network', path);
      aborted.handled = true; // the caller gave up: nothing to show
      return aborted;
    }
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return new ApiError(PlatformCode.timeout, `timeout of ${timeoutMs}ms exceeded`, 'timeout', path);
    }
    if (error.response) {
      return new ApiError(error.response.status, 'http error', 'http', path);
    }
    return new ApiError(PlatformCode.generic, error.message || 'request error', 'network', path);
  }
  return new ApiError(PlatformCode.generic, error instanceof Error ? error.message : String(error), 'network', path);
}
