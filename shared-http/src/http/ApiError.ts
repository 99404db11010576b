/** Codes the platform itself assigns (option-entry-and-platform.md §8, positions.md §8). */
export const PlatformCode = {
  timeout: 9000001,
  generic: 9999999,
  unknown: 9000000,
  nonResponse: -1,
} as const;

export type ApiErrorKind =
  /** The exchange answered with a non-zero ret_code/retCode. */
  | 'business'
  /** HTTP status outside 200–299 ('http error'). */
  | 'http'
  /** No response: refused, offline, CORS. */
  | 'network'
  /** No answer within the timeout (9000001). */
  | 'timeout'
  /** 2xx without an envelope or result (Non Response!). */
  | 'malformed';

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly kind: ApiErrorKind,
    readonly path: string,
    /** The envelope's result, when the exchange sent one with the error. */
    readonly result?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
