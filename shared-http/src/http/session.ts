/** The session token cookie (option-entry-and-platform.md §6, §9). */
export const SESSION_COOKIE = 'secure-token';
export const SESSION_COOKIE_MINUTES = 10080;
/** Codes that end the session (§4 Session). */
export const SESSION_END_CODES: ReadonlySet<number> = new Set([10007, 33003, 10009]);
export const COMPLIANCE_CODE = 10024;

/** Stores a refreshed token for 10080 minutes; no-op outside a browser. */
export function storeSessionToken(token: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${SESSION_COOKIE}=${encodeURIComponent(token)}; Max-Age=${SESSION_COOKIE_MINUTES * 60}; Path=/; SameSite=Lax`;
}

export function clearSessionToken(): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${SESSION_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
