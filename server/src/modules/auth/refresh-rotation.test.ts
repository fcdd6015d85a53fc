import { decodeJwt } from 'jose';
import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp } from '../../../test/harness.ts';

describe.each(drivers)('refresh tokens and session lifetime on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver, { env: { PIMENTO_SESSION_LIFETIME_HOURS: '48' } });
    await testApp.createCompany('Rotation Co', { username: 'rotating_user' });
  });
  afterAll(() => testApp.close());

  /** A refresh with `token` in the body, as another browser would send it (no cookies). */
  async function refreshWith(token: string) {
    const client = testApp.client();
    const response = await client.post('/api/auth/token/refresh/', { refresh: token });
    return { status: response.statusCode, code: response.statusCode === 200 ? null : (response.json().code as string), refresh: client.cookies.get('pimento_refresh'), access: client.cookies.get('pimento_access') };
  }

  async function signedIn() {
    const client = testApp.client();
    await client.login('rotating_user');
    const access = client.cookies.get('pimento_access')!;
    const sessionId = decodeJwt(access).sid as string;
    return { client, refresh: client.cookies.get('pimento_refresh')!, access, sessionId };
  }

  async function currentUserStatus(access: string): Promise<number> {
    return (await testApp.app.inject({ method: 'GET', url: '/api/catalogue/current-user/', headers: { cookie: `pimento_access=${access}` } })).statusCode;
  }

  /** Moves the session's last rotation out of the grace window, as if a minute had passed. */
  async function leaveGraceWindow(sessionId: string): Promise<void> {
    await testApp.db.query("UPDATE auth_sessions SET rotated_at = now() - interval '1 minute' WHERE id = $1", [sessionId]);
  }

  it('spends a refresh token at its first use: replayed later, it ends the whole session', async () => {
    const { refresh: first, access, sessionId } = await signedIn();
    const rotated = await refreshWith(first);
    expect(rotated.status).toBe(200);
    expect(rotated.refresh).not.toBe(first);
    await leaveGraceWindow(sessionId);

    const replay = await refreshWith(first);
    expect(replay).toMatchObject({ status: 401, code: 'token-invalid' });
    // The thief's copy and the owner's current tokens are all dead now.
    expect((await refreshWith(rotated.refresh!)).status).toBe(401);
    expect(await currentUserStatus(rotated.access!)).toBe(401);
    expect(await currentUserStatus(access)).toBe(401);
    const [row] = await testApp.db.query<{ revoked: boolean }>('SELECT revoked_at IS NOT NULL AS revoked FROM auth_sessions WHERE id = $1', [sessionId]);
    expect(row!.revoked).toBe(true);
  });

  it('chains rotations: each new token refreshes once', async () => {
    const { refresh: first } = await signedIn();
    const second = await refreshWith(first);
    const third = await refreshWith(second.refresh!);
    const fourth = await refreshWith(third.refresh!);
    expect([second.status, third.status, fourth.status]).toEqual([200, 200, 200]);
    expect(new Set([first, second.refresh, third.refresh, fourth.refresh]).size).toBe(4);
    expect(await currentUserStatus(fourth.access!)).toBe(200);
  });

  it('gives a duplicate of the token just replaced, within the grace window, the same new pair instead of a logout', async () => {
    const { refresh: first, sessionId } = await signedIn();
    // A browser reloading while its refresh was in flight sends the same token twice at once.
    const [one, other] = await Promise.all([refreshWith(first), refreshWith(first)]);
    expect([one.status, other.status]).toEqual([200, 200]);
    // Both answers carry the session's one current generation: either token refreshes next.
    expect(decodeJwt(one.refresh!).gen).toBe(1);
    expect(decodeJwt(other.refresh!).gen).toBe(1);
    expect(await currentUserStatus(other.access!)).toBe(200);
    const next = await refreshWith(other.refresh!);
    expect(next.status).toBe(200);
    const [row] = await testApp.db.query<{ revoked: boolean }>('SELECT revoked_at IS NOT NULL AS revoked FROM auth_sessions WHERE id = $1', [sessionId]);
    expect(row!.revoked).toBe(false);
  });

  it('ends the session when a token two rotations old comes back, even within the grace window', async () => {
    const { refresh: first } = await signedIn();
    const second = await refreshWith(first);
    const third = await refreshWith(second.refresh!);
    expect(third.status).toBe(200);
    expect(await refreshWith(first)).toMatchObject({ status: 401, code: 'token-invalid' });
    expect((await refreshWith(third.refresh!)).status).toBe(401);
  });

  it('gives a session an absolute lifetime (PIMENTO_SESSION_LIFETIME_HOURS) that refreshes do not extend', async () => {
    const { refresh, sessionId } = await signedIn();
    const [row] = await testApp.db.query<{ hours: number }>(
      'SELECT round(extract(epoch FROM absolute_expires_at - created_at) / 3600)::int AS hours FROM auth_sessions WHERE id = $1',
      [sessionId],
    );
    expect(row!.hours).toBe(48);
    // The refresh token would last 7 days; it ends with its session, 48 hours after sign-in.
    const refreshExpiry = decodeJwt(refresh).exp! * 1000;
    expect(refreshExpiry).toBeLessThanOrEqual(Date.now() + 48 * 3600 * 1000 + 1000);
    expect(refreshExpiry).toBeGreaterThan(Date.now() + 47 * 3600 * 1000);

    const refreshed = await refreshWith(refresh);
    expect(decodeJwt(refreshed.refresh!).exp! * 1000).toBeLessThanOrEqual(Date.now() + 48 * 3600 * 1000 + 1000);
    const [after] = await testApp.db.query<{ within: boolean }>('SELECT expires_at <= absolute_expires_at AS within FROM auth_sessions WHERE id = $1', [sessionId]);
    expect(after!.within).toBe(true);

    // At its end, the next refresh is refused however recent the token.
    await testApp.db.query("UPDATE auth_sessions SET absolute_expires_at = now() - interval '1 second' WHERE id = $1", [sessionId]);
    expect(await refreshWith(refreshed.refresh!)).toMatchObject({ status: 401, code: 'token-expired' });
  });

  it('caps the access token at the end of its session', async () => {
    const { refresh, sessionId } = await signedIn();
    await testApp.db.query("UPDATE auth_sessions SET absolute_expires_at = now() + interval '2 minutes' WHERE id = $1", [sessionId]);
    // A refresh now signs an access token that ends with the session, not 15 minutes later.
    const refreshed = await refreshWith(refresh);
    expect(refreshed.status).toBe(200);
    expect(decodeJwt(refreshed.access!).exp! * 1000).toBeLessThanOrEqual(Date.now() + 2 * 60 * 1000 + 1000);
  });
});
