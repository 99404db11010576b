import axios, { type AxiosInstance, isAxiosError } from 'axios';
import type { EventBus } from 'shared-core';
import { ApiError, PlatformCode } from './ApiError';
import { COMPLIANCE_CODE, SESSION_END_CODES, clearSessionToken, storeSessionToken } from './session';

export const REQUEST_TIMEOUT_MS = 30_000;

export interface HttpClientOptions {
  /** The exchange's REST origin, e.g. http://127.0.0.1:4000 */
  baseURL: string;
  bus: EventBus;
  timeoutMs?: number;
  /** The platform header value (§7: pc). */
  platform?: string;
}

export interface RequestOptions {
  signal?: AbortSignal;
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

interface Envelope {
  ret_code?: number;
  retCode?: number;
  ret_msg?: string;
  retMsg?: string;
  result?: unknown;
  token?: string;
}

const isEnvelope = (data: unknown): data is Envelope =>
  typeof data === 'object' && data !== null && ('ret_code' in data || 'retCode' in data);

/**
 * The platform's HTTP client (option-entry-and-platform.md §7): JSON, credentials included,
 * `platform: pc`, cache-busting timestamp on GET, 30 s timeout reported as 9000001, success is
 * ret_code/retCode 0 with a result. Resolves to the result; rejects with an ApiError.
 * Session-ending codes and the compliance code are announced on the bus.
 */
export function createHttpClient({
  baseURL,
  bus,
  timeoutMs = REQUEST_TIMEOUT_MS,
  platform = 'pc',
}: HttpClientOptions): HttpClient {
  const instance = axios.create({
    baseURL,
    timeout: timeoutMs,
    withCredentials: true,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', platform },
  });

  async function request<T>(
    method: 'get' | 'post',
    path: string,
    payload: { params?: object; data?: unknown },
    options: RequestOptions = {},
  ): Promise<T> {
    let data: unknown;
    try {
      const response = await instance.request({
        method,
        url: path,
        params: method === 'get' ? { ...payload.params, _t: Date.now() } : undefined,
        data: method === 'post' ? (payload.data ?? {}) : undefined,
        signal: options.signal,
      });
      data = response.data;
    } catch (error) {
      throw toApiError(error, path, timeoutMs);
    }
    if (!isEnvelope(data)) throw new ApiError(PlatformCode.nonResponse, 'Non Response!', 'malformed', path);
    if (typeof data.token === 'string' && data.token) storeSessionToken(data.token);
    const code = data.ret_code ?? data.retCode ?? PlatformCode.unknown;
    const message = data.ret_msg ?? data.retMsg ?? '';
    if (code !== 0) {
      if (SESSION_END_CODES.has(code)) {
        clearSessionToken();
        bus.publish({ type: 'session.ended', code, message });
      } else if (code === COMPLIANCE_CODE) {
        bus.publish({ type: 'compliance.required', code });
      }
      throw new ApiError(code, message, 'business', path, data.result);
    }
    if (data.result === undefined) throw new ApiError(PlatformCode.nonResponse, 'Non Response!', 'malformed', path);
    return data.result as T;
  }

  return {
    baseURL,
    axios: instance,
    get: (path, params, options) => request('get', path, { params }, options),
    post: (path, body, options) => request('post', path, { data: body }, options),
  };
}

function toApiError(error: unknown, path: string, timeoutMs: number): ApiError {
  if (isAxiosError(error)) {
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
