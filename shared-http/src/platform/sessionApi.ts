import type { SessionUser } from 'shared-core';
import type { HttpClient } from '../http';
import { clearSessionToken, storeSessionToken } from '../http';

/** Sign-in and profile calls of the exchange (paths documented in exchange-sim/API.md). */
export async function signIn(http: HttpClient, email: string, password: string): Promise<SessionUser> {
  const result = await http.post<{ token: string; user: SessionUser }>('/user/public/login', { email, password });
  storeSessionToken(result.token);
  return result.user;
}

export async function signOut(http: HttpClient): Promise<void> {
  try {
    await http.post('/user/public/logout', {});
  } finally {
    clearSessionToken();
  }
}

export function fetchProfile(http: HttpClient): Promise<SessionUser> {
  return http.get<SessionUser>('/v2/private/user/profile');
}

/** The session token readable by scripts (the cookie is not HttpOnly: the client refreshes it). */
export function readSessionToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.split('; ').find((c) => c.startsWith('secure-token='));
  return match ? decodeURIComponent(match.slice('secure-token='.length)) : undefined;
}
