import { SESSION_END_ERROR_CODES, ErrorCodes } from 'shared-core';

/** The session token cookie (option-entry-and-platform.md §6, §9). */
export const SESSION_COOKIE = 'secure-token';
export const SESSION_COOKIE_MINUTES = 10080;
/** Codes that end the session (§4 Session). */
export const SESSION_END_CODES: ReadonlySet<number> = new Set(SESSION_END_ERROR_CODES);
export const COMPLIANCE_CODE = ErrorCodes.compliance;
/** Header that carries the token inside the native app shell (the exchange accepts it as well as the cookie). */
export const TOKEN_HEADER = 'usertoken';

/** Stores a refreshed token for 10080 minutes; no-op outside a browser. */
export function storeSessionToken(token: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${SESSION_COOKIE}=${encodeURIComponent(token)}; Max-Age=${SESSION_COOKIE_MINUTES * 60}; Path=/; SameSite=Lax`;
}

export function clearSessionToken(): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${SESSION_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

function readCookieToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return match ? decodeURIComponent(match.slice(SESSION_COOKIE.length + 1)) : undefined;
}

/** Where the client reads, refreshes and clears the session token. */
export interface TokenStore {
  read(): string | undefined;
  write(token: string): void;
  clear(): void;
}

/** The browser default: the `secure-token` cookie (7 days). */
export const cookieTokenStore: TokenStore = {
  read: readCookieToken,
  write: storeSessionToken,
  clear: clearSessionToken,
};

/** A token held in memory (tests, Node, a native shell without cookies). */
export function memoryTokenStore(initial?: string): TokenStore {
  let token = initial;
  return {
    read: () => token,
    write: (t) => void (token = t),
    clear: () => void (token = undefined),
  };
}

/**
 * The documented flag of the native app shell (§6: there the token is sent as a header): the
 * shell's web view sets `window.__TRADING_NATIVE_APP__ = true` before the page's scripts run.
 */
export const NATIVE_APP_FLAG = '__TRADING_NATIVE_APP__';

export function isNativeAppShell(scope: object = globalThis): boolean {
  return (scope as Record<string, unknown>)[NATIVE_APP_FLAG] === true;
}
