import { ErrorCodes } from 'shared-core';

/**
 * Codes the platform itself assigns (option-entry-and-platform.md §8, positions.md §8): the same
 * numbers as shared-core's error catalogue, which is their one home.
 */
export const PlatformCode = {
  timeout: ErrorCodes.timeout,
  generic: ErrorCodes.generic,
  unknown: ErrorCodes.unknown,
  nonResponse: -1,
  /** The error marker of a path skipped while the product is in coming-soon state (§7). */
  comingSoon: ErrorCodes.comingSoon,
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

/** A failed load as a slice keeps it: serialisable, with the kind so the catalogue can tell an HTTP 503 from a code 503. */
export interface LoadError {
  code: number;
  message: string;
  kind?: ApiErrorKind;
}

/** Any thrown value as a LoadError: an ApiError keeps its code and kind, anything else is the generic network failure. */
export const toLoadError = (e: unknown): LoadError =>
  isApiError(e)
    ? { code: e.code, message: e.message, kind: e.kind }
    : { code: PlatformCode.generic, message: e instanceof Error ? e.message : String(e), kind: 'network' };

/** The LoadError of a rejected thunk: its payload, or the generic failure with the thrown message. */
export const rejectedLoadError = (payload: LoadError | undefined, error: { message?: string }): LoadError =>
  payload ?? { code: PlatformCode.generic, message: error.message ?? '', kind: 'network' };
