/** Codes the platform itself assigns (option-entry-and-platform.md §8, positions.md §8). */
export const PlatformCode = {
  timeout: 9000001,
  generic: 9999999,
  unknown: 9000000,
  nonResponse: -1,
  /** The error marker of a path skipped while the product is in coming-soon state (§7). */
  comingSoon: 10020,
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
  | 'malformed'
  /** Not sent: the path is coming soon for this product (§7); the error marker. */
  | 'comingSoon';

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly kind: ApiErrorKind,
    readonly path: string,
    /** The envelope's result, when the exchange sent one with the error. */
    readonly result?: unknown,
    /** The v5 envelope's retExtInfo, when present (structured error details). */
    readonly extInfo?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /**
   * Set once the error catalogue's behaviour ran for this error (by the client or a caller's
   * handleApiError), so a second handler does not toast it again.
   */
  handled = false;
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** The coming-soon error marker: the path was skipped, nothing was sent. */
export const isComingSoonError = (e: unknown): e is ApiError => isApiError(e) && e.kind === 'comingSoon';
