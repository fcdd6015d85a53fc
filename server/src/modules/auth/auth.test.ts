import { SignJWT } from 'jose';
import { DEMO_ADMIN_PASSWORD, DEMO_ADMIN_USERNAME } from '../../config.ts';
import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp } from '../../../test/harness.ts';

describe.each(drivers)('authentication on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    await testApp.createCompany('Acme', { username: 'acme_admin' });
  });
  afterAll(() => testApp.close());

  it('signs the demo administrator in and sets the session cookies of docs/api.md', async () => {
    const client = testApp.client();
    const response = await client.post('/api/auth/token/', { username: DEMO_ADMIN_USERNAME, password: DEMO_ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 'log-in-success' });
    const cookies = Object.fromEntries(
      (response.cookies as { name: string; value: string; httpOnly?: boolean; sameSite?: string; path?: string }[]).map((cookie) => [cookie.name, cookie]),
    );
    expect(cookies.pimento_access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookies.pimento_refresh).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/' });
    expect(cookies.pimento_access_payload?.httpOnly).toBeFalsy();
    // The readable payload cookies hold the expiry and nothing else.
    expect(Object.keys(JSON.parse(cookies.pimento_access_payload!.value))).toEqual(['exp']);
    expect(Object.keys(JSON.parse(cookies.pimento_refresh_payload!.value))).toEqual(['exp']);
    expect(cookies.language?.value).toBe('en');
    expect((await client.get('/api/catalogue/current-user/')).json().username).toBe(DEMO_ADMIN_USERNAME);
  });

  it('gives every browser a language cookie, en by default', async () => {
    const client = testApp.client();
    await client.get('/api/auth/csrf/');
    expect(client.cookies.get('language')).toBe('en');
  });

  it('replaces spaces in the username by underscores', async () => {
    const client = testApp.client();
    await client.login('acme admin');
    expect((await client.get('/api/catalogue/current-user/')).json().username).toBe('acme_admin');
  });

  it('answers 401 invalid-credentials for a wrong password or an unknown user', async () => {
    const client = testApp.client();
    for (const body of [
      { username: 'acme_admin', password: 'Wrong#Password99' },
      { username: 'nobody_here', password: TEST_PASSWORD },
    ]) {
      const response = await client.post('/api/auth/token/', body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'invalid-credentials', message: 'Username or password is incorrect.' });
      expect(client.cookies.has('pimento_access')).toBe(false);
    }
  });

  it('requires the CSRF header on every unsafe method, login included', async () => {
    const client = testApp.client();
    const missing = await client.post('/api/auth/token/', { username: 'acme_admin', password: TEST_PASSWORD }, { withoutCsrf: true });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().code).toBe('csrf.missing');
    await client.get('/api/auth/csrf/');
    const mismatch = await client.post('/api/auth/token/', { username: 'acme_admin', password: TEST_PASSWORD }, {
      withoutCsrf: true,
      headers: { 'x-csrf-token': 'a'.repeat(43) },
    });
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().code).toBe('csrf.mismatch');
  });

  it('answers 401 without a session, with an expired token and with a forged one', async () => {
    const client = testApp.client();
    expect((await client.get('/api/catalogue/current-user/')).json()).toMatchObject({ code: 'auth.required' });

    const secret = new TextEncoder().encode(testApp.config.jwtSecret!);
    const claims = { typ: 'access', cid: '00000000-0000-0000-0000-000000000000', usr: 'x', su: true, adm: true, con: false, lng: 'en' };
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('pimento')
      .setSubject('00000000-0000-0000-0000-000000000000')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secret);
    const expiredResponse = await client.get('/api/catalogue/current-user/', { headers: { cookie: `pimento_access=${expired}` } });
    expect(expiredResponse.statusCode).toBe(401);
    expect(expiredResponse.json().code).toBe('token-expired');

    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('pimento')
      .setSubject('00000000-0000-0000-0000-000000000000')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-server-secret-at-all-not-at-all'));
    const forgedResponse = await client.get('/api/catalogue/current-user/', { headers: { cookie: `pimento_access=${forged}` } });
    expect(forgedResponse.statusCode).toBe(401);
    expect(forgedResponse.json().code).toBe('token-invalid');
  });

  it('refreshes the session from the refresh cookie or the body, and logout revokes it', async () => {
    const client = testApp.client();
    await client.login('acme_admin');
    const refreshToken = client.cookies.get('pimento_refresh')!;
    client.cookies.delete('pimento_access');
    const refreshed = await client.post('/api/auth/token/refresh/', {});
    expect(refreshed.statusCode).toBe(200);
    expect(client.cookies.has('pimento_access')).toBe(true);
    expect((await client.get('/api/catalogue/current-user/')).statusCode).toBe(200);

    const logout = await client.post('/api/auth/logout/', {});
    expect(logout.statusCode).toBe(204);
    for (const name of ['pimento_access', 'pimento_refresh', 'pimento_access_payload', 'pimento_refresh_payload', 'pimento_csrf']) {
      expect(client.cookies.has(name)).toBe(false);
    }
    expect(client.cookies.get('language')).toBe('en');
    // The refresh token of the ended session is refused even when presented in the body.
    const replay = await client.post('/api/auth/token/refresh/', { refresh: refreshToken });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('token-expired');
  });

  it('changes the password only with the right current password and a valid new one', async () => {
    await testApp.createCompany('Changers', { username: 'changer', email: 'changer@example.com' });
    const client = testApp.client();
    await client.login('changer');
    const wrongOld = await client.post('/api/auth/change-password/', {
      old_password: 'Not#The-Password11',
      password: 'Brisk#Lantern77',
      password_confirmation: 'Brisk#Lantern77',
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().code).toBe('old-password-incorrect');

    const weak = await client.post('/api/auth/change-password/', { old_password: TEST_PASSWORD, password: 'short', password_confirmation: 'other' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('invalid-password');
    expect(weak.json().fields.password).toEqual(
      expect.arrayContaining(['password.too_short', 'password.two_digits_required', 'password.confirmation_mismatch']),
    );

    const same = await client.post('/api/auth/change-password/', { old_password: TEST_PASSWORD, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD });
    expect(same.json().fields.password).toContain('password.same_as_previous');

    const changed = await client.post('/api/auth/change-password/', {
      old_password: TEST_PASSWORD,
      password: 'Brisk#Lantern77',
      password_confirmation: 'Brisk#Lantern77',
    });
    expect(changed.statusCode).toBe(204);
    await testApp.client().login('changer', 'Brisk#Lantern77');
    // The previous password cannot come back.
    const back = await client.post('/api/auth/change-password/', {
      old_password: 'Brisk#Lantern77',
      password: TEST_PASSWORD,
      password_confirmation: TEST_PASSWORD,
    });
    expect(back.json().fields.password).toContain('password.same_as_previous');
  });

  it('refuses deactivated accounts and password sign-in in an SSO-only company', async () => {
    const { company } = await testApp.createCompany('Sso Only', { username: 'sso_user', email: 'sso@example.com' });
    await testApp.createCompany('Leavers', { username: 'leaver', email: 'leaver@example.com' });
    await testApp.db.query(`UPDATE companies SET settings = settings || '{"sso_only": true}' WHERE id = $1`, [company.id]);
    await testApp.db.query("UPDATE users SET is_active = false WHERE username = 'leaver'");
    const client = testApp.client();
    const sso = await client.post('/api/auth/token/', { username: 'sso_user', password: TEST_PASSWORD });
    expect(sso.statusCode).toBe(403);
    expect(sso.json().code).toBe('auth.sso_only');
    const inactive = await client.post('/api/auth/token/', { username: 'leaver', password: TEST_PASSWORD });
    expect(inactive.statusCode).toBe(401);
    expect(inactive.json().code).toBe('invalid-credentials');
  });

  it('throttles repeated failures of an account from one address with 429 auth.throttled and Retry-After', async () => {
    await testApp.createCompany('Throttled', { username: 'throttled_user', email: 'throttled@example.com' });
    const client = testApp.client();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await client.post('/api/auth/token/', { username: 'throttled_user', password: 'Wrong#Password99' });
      expect(response.statusCode).toBe(401);
    }
    // Even the right password is refused while the account waits out its delay from this address.
    const blocked = await client.post('/api/auth/token/', { username: 'throttled_user', password: TEST_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('auth.throttled');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(25);
    // Another account from the same address is not affected yet.
    await testApp.client().login('acme_admin');
  });

  it('throttles an address after 20 failures across accounts', async () => {
    const client = testApp.client();
    const fromAddress = { remoteAddress: '203.0.113.7' };
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await client.post('/api/auth/token/', { username: `guess_${attempt}`, password: 'Wrong#Password99' }, fromAddress);
    }
    const blocked = await client.post('/api/auth/token/', { username: 'acme_admin', password: TEST_PASSWORD }, fromAddress);
    expect(blocked.statusCode).toBe(429);
    await testApp.client().login('acme_admin');
  });
});
