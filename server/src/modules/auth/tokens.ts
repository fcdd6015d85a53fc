import { SignJWT, errors, jwtVerify } from 'jose';
import type { JWTPayload } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 7 * 24 * 60 * 60;

const ISSUER = 'pimento';

/** Who is signed in, as carried by the access token. */
export type SessionPrincipal = {
  userId: string;
  companyId: string;
  username: string;
  isSuperuser: boolean;
  isAdministrator: boolean;
  isConsultant: boolean;
  language: 'en' | 'fr';
  /** The `auth_sessions` row behind the token (absent in tokens signed before it was carried). */
  sessionId?: string;
};

export type SignedToken = { token: string; exp: number };

export type Verified<T> = { status: 'valid'; value: T } | { status: 'expired' } | { status: 'invalid' };

type AccessClaims = JWTPayload & {
  typ: 'access';
  cid: string;
  usr: string;
  su: boolean;
  adm: boolean;
  con: boolean;
  lng: 'en' | 'fr';
  sid?: string;
};

type RefreshClaims = JWTPayload & { typ: 'refresh'; sid: string; gen?: number };

/** Signs for `seconds`, but never beyond `notAfter` (epoch seconds: the session's absolute end). */
async function sign(claims: JWTPayload, subject: string, seconds: number, secret: Uint8Array, notAfter = Infinity): Promise<SignedToken> {
  const exp = Math.min(Math.floor(Date.now() / 1000) + seconds, notAfter);
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(secret);
  return { token, exp };
}

async function verify<T extends JWTPayload>(token: string, secret: Uint8Array, typ: string): Promise<Verified<T>> {
  try {
    const { payload } = await jwtVerify<T>(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    if (payload.typ !== typ || typeof payload.sub !== 'string') return { status: 'invalid' };
    return { status: 'valid', value: payload };
  } catch (error) {
    return error instanceof errors.JWTExpired ? { status: 'expired' } : { status: 'invalid' };
  }
}

export function signAccessToken(principal: SessionPrincipal, secret: Uint8Array, notAfter?: number): Promise<SignedToken> {
  const claims: Omit<AccessClaims, keyof JWTPayload> & JWTPayload = {
    typ: 'access',
    cid: principal.companyId,
    usr: principal.username,
    su: principal.isSuperuser,
    adm: principal.isAdministrator,
    con: principal.isConsultant,
    lng: principal.language,
    ...(principal.sessionId !== undefined ? { sid: principal.sessionId } : {}),
  };
  return sign(claims, principal.userId, ACCESS_TOKEN_SECONDS, secret, notAfter);
}

/**
 * Access tokens already verified, per secret, until they expire: every request presents one, and
 * checking its signature again costs more than the rest of a cached `current-user` answer. Only
 * valid tokens are kept; beyond `maxVerifiedTokens` the memo starts again empty.
 */
const verifiedTokens = new WeakMap<Uint8Array, Map<string, { principal: SessionPrincipal; expiresAtMs: number }>>();
const maxVerifiedTokens = 10_000;

export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<Verified<SessionPrincipal>> {
  let memo = verifiedTokens.get(secret);
  if (memo === undefined) verifiedTokens.set(secret, (memo = new Map()));
  const known = memo.get(token);
  if (known !== undefined) {
    if (Date.now() < known.expiresAtMs) return { status: 'valid', value: known.principal };
    memo.delete(token);
  }
  const result = await verify<AccessClaims>(token, secret, 'access');
  if (result.status !== 'valid') return result;
  const claims = result.value;
  const principal = principalOfClaims(claims);
  if (typeof claims.exp === 'number') {
    if (memo.size >= maxVerifiedTokens) memo.clear();
    memo.set(token, { principal, expiresAtMs: claims.exp * 1000 });
  }
  return { status: 'valid', value: principal };
}

function principalOfClaims(claims: AccessClaims): SessionPrincipal {
  return Object.freeze({
    userId: claims.sub!,
    companyId: claims.cid,
    username: claims.usr,
    isSuperuser: claims.su === true,
    isAdministrator: claims.adm === true,
    isConsultant: claims.con === true,
    language: claims.lng === 'fr' ? 'fr' : 'en',
    ...(typeof claims.sid === 'string' ? { sessionId: claims.sid } : {}),
  });
}

/** What a refresh token names: its user, its `auth_sessions` row and the row's refresh generation. */
export type RefreshClaimsOf = { userId: string; sessionId: string; generation: number };

/**
 * A refresh token names its user and its `auth_sessions` row (so logout can revoke it) and the
 * session's refresh generation at signing: it is good for one refresh only (service.ts `refresh`).
 */
export function signRefreshToken(claims: RefreshClaimsOf, secret: Uint8Array, notAfter?: number): Promise<SignedToken> {
  return sign({ typ: 'refresh', sid: claims.sessionId, gen: claims.generation }, claims.userId, REFRESH_TOKEN_SECONDS, secret, notAfter);
}

export async function verifyRefreshToken(token: string, secret: Uint8Array): Promise<Verified<RefreshClaimsOf>> {
  const result = await verify<RefreshClaims>(token, secret, 'refresh');
  if (result.status !== 'valid') return result;
  const { sid, gen } = result.value;
  if (typeof sid !== 'string') return { status: 'invalid' };
  // tokens signed before generations were carried name the first one
  const generation = gen === undefined ? 0 : gen;
  if (!Number.isSafeInteger(generation) || generation < 0) return { status: 'invalid' };
  return { status: 'valid', value: { userId: result.value.sub!, sessionId: sid, generation } };
}
