import { deleteCookie, readCookie } from '@pimento/shared-kit/session/cookies';

/** Cookie names of docs/api.md ("Session"). */
export const sessionCookies = {
  accessPayload: 'pimento_access_payload',
  refreshPayload: 'pimento_refresh_payload',
  csrf: 'pimento_csrf',
  language: 'language',
} as const;

/** Expiry (unix seconds) held by a payload cookie `{"exp": …}`, or null when absent or unreadable. */
export function readTokenExpiry(cookieName: string, cookieString?: string): number | null {
  const raw = readCookie(cookieName, cookieString);
  if (!raw) return null;
  const candidates = [raw];
  try {
    candidates.push(atob(raw.replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    // not base64: the plain JSON form is the documented one
  }
  for (const candidate of candidates) {
    try {
      const payload: unknown = JSON.parse(candidate);
      if (payload && typeof payload === 'object' && typeof (payload as { exp?: unknown }).exp === 'number') {
        return (payload as { exp: number }).exp;
      }
    } catch {
      // try the next form
    }
  }
  return null;
}

/** A token is valid while its expiry is later than now (spec §4). */
export function isExpiryValid(expirySeconds: number | null, now: number = Date.now()): boolean {
  return expirySeconds !== null && expirySeconds * 1000 > now;
}

/** Logged in = the refresh payload cookie exists with a future `exp` (docs/api.md). */
export function isLoggedIn(now: number = Date.now(), cookieString?: string): boolean {
  return isExpiryValid(readTokenExpiry(sessionCookies.refreshPayload, cookieString), now);
}

/** The access token is still valid (no refresh needed before a call). */
export function isAccessValid(now: number = Date.now(), cookieString?: string): boolean {
  return isExpiryValid(readTokenExpiry(sessionCookies.accessPayload, cookieString), now);
}

/** Removes the cookies the browser can remove (the httpOnly ones are cleared by `POST /api/auth/logout/`). */
export function clearReadableSessionCookies(): void {
  deleteCookie(sessionCookies.accessPayload);
  deleteCookie(sessionCookies.refreshPayload, ['/', '/api/auth/']);
  deleteCookie(sessionCookies.csrf);
}
