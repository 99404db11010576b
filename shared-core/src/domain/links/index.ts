/**
 * Links the trading pages build (spec option-entry-and-platform.md §2, positions.md §2
 * "Navigation from the table"). Pure string rules: no `window`, the caller passes origins and
 * addresses. Path segments and query values are percent-encoded, so a code or article name can
 * never change the shape of the link.
 */

export const LOGIN_PATH = '/login';
export const REGISTER_PATH = '/register';
export const REDIRECT_URL_PARAM = 'redirect_url';

const segment = (value: string): string => encodeURIComponent(value.trim());

/** Help-center article: `/{locale}/help-center/{article}`. */
export function helpCenterLink(locale: string, article: string): string {
  return `/${segment(locale)}/help-center/${segment(article)}`;
}

/** Invite link carried by share posters: `{origin}/{language}/invite?ref={code}` (no trailing slash on origin). */
export function inviteLink(origin: string, language: string, code: string): string {
  return `${origin.trim().replace(/\/+$/, '')}/${segment(language)}/invite?ref=${encodeURIComponent(code.trim())}`;
}

/** `/login?redirect_url={current address}`: where an anonymous visitor is sent. */
export function loginLink(redirectUrl: string): string {
  return `${LOGIN_PATH}?${REDIRECT_URL_PARAM}=${encodeURIComponent(redirectUrl)}`;
}

/** `/register?redirect_url={current address}`. */
export function registerLink(redirectUrl: string): string {
  return `${REGISTER_PATH}?${REDIRECT_URL_PARAM}=${encodeURIComponent(redirectUrl)}`;
}

/**
 * Where to go after signing in: `redirectUrl` as a path + query + hash when it resolves to
 * `origin` (absolute same-origin addresses and site-relative paths), else `fallback`. Other
 * origins, protocol-relative (`//evil.test`) and `javascript:` addresses, and the login and
 * register pages themselves (a loop) all give `fallback`.
 */
export function sameOriginRedirect(redirectUrl: string | null | undefined, origin: string, fallback: string): string {
  if (!redirectUrl) return fallback;
  let base: URL;
  let target: URL;
  try {
    base = new URL(origin);
    target = new URL(redirectUrl, base);
  } catch {
    return fallback;
  }
  if (target.origin !== base.origin) return fallback;
  if (target.pathname === LOGIN_PATH || target.pathname === REGISTER_PATH) return fallback;
  return `${target.pathname}${target.search}${target.hash}`;
}
