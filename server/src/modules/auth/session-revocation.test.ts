import { createHash } from 'node:crypto';
import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { encodeUid } from './service.ts';

/** The browser's cookies of a signed-in client, to replay them after the session ended. */
function cookiesOf(client: TestClient): { cookie: string; csrf: string } {
  return {
    cookie: [...client.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; '),
    csrf: client.cookies.get('pimento_csrf')!,
  };
}

describe.each(drivers)('a session that ended on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
  });
  afterAll(() => testApp.close());

  /** Reads and writes with replayed cookies: the answers' status codes. */
  async function readAndWrite({ cookie, csrf }: { cookie: string; csrf: string }): Promise<[number, number]> {
    const read = await testApp.app.inject({ method: 'GET', url: '/api/catalogue/current-user/', headers: { cookie } });
    const write = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/catalogue/current-user/',
      headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
      payload: JSON.stringify({ language_code: 'fr' }),
    });
    return [read.statusCode, write.statusCode];
  }

  it('refuses the old access cookie on the next read and write after logout', async () => {
    await testApp.createCompany('Logout Co', { username: 'logout_user' });
    const client = testApp.client();
    await client.login('logout_user');
    const replayed = cookiesOf(client);
    expect((await client.get('/api/catalogue/current-user/')).statusCode).toBe(200);
    expect((await client.post('/api/auth/logout/', {})).statusCode).toBe(204);
    expect(await readAndWrite(replayed)).toEqual([401, 401]);
    const answer = await testApp.app.inject({ method: 'GET', url: '/api/catalogue/current-user/', headers: { cookie: replayed.cookie } });
    expect(answer.json().code).toBe('token-expired');
  });

  it('ends every other session at a password change, and keeps the one that changed it', async () => {
    await testApp.createCompany('Change Co', { username: 'change_user' });
    const laptop = testApp.client();
    await laptop.login('change_user');
    const phone = testApp.client();
    await phone.login('change_user');
    const phoneCookies = cookiesOf(phone);
    expect((await phone.get('/api/catalogue/current-user/')).statusCode).toBe(200);
    const changed = await laptop.post('/api/auth/change-password/', {
      old_password: 'Velvet#Harbour42',
      password: 'Brisk#Lantern77',
      password_confirmation: 'Brisk#Lantern77',
    });
    expect(changed.statusCode).toBe(204);
    expect(await readAndWrite(phoneCookies)).toEqual([401, 401]);
    expect((await laptop.get('/api/catalogue/current-user/')).statusCode).toBe(200);
  });

  it('ends every session at a password reset', async () => {
    const { administrator } = await testApp.createCompany('Reset Co', { username: 'reset_user' });
    const client = testApp.client();
    await client.login('reset_user');
    const replayed = cookiesOf(client);
    expect((await client.get('/api/catalogue/current-user/')).statusCode).toBe(200);
    // The token the e-mailed link would carry.
    const token = 'r'.repeat(43);
    await testApp.db.query(
      "INSERT INTO auth_tokens (token_hash, user_id, purpose, expires_at) VALUES ($1, $2, 'password_reset', now() + interval '1 hour')",
      [createHash('sha256').update(token).digest('hex'), administrator.id],
    );
    const reset = await testApp.client().post('/api/auth/reset-password/', {
      uid: encodeUid(administrator.id),
      token,
      password: 'Copper#Meadow58',
      password_confirmation: 'Copper#Meadow58',
    });
    expect(reset.statusCode).toBe(204);
    expect(await readAndWrite(replayed)).toEqual([401, 401]);
  });

  it('ends the sessions of a deactivated user, whoever deactivates it', async () => {
    await testApp.createCompany('Leaver Co', { username: 'leaving_user' });
    const client = testApp.client();
    await client.login('leaving_user');
    const replayed = cookiesOf(client);
    const refreshToken = client.cookies.get('pimento_refresh')!;
    expect((await client.get('/api/catalogue/current-user/')).statusCode).toBe(200);
    // Behind the API's back: only the database's trigger and notification can tell the process.
    await testApp.db.query("UPDATE users SET is_active = false WHERE username = 'leaving_user'");
    expect(await readAndWrite(replayed)).toEqual([401, 401]);
    expect((await client.post('/api/auth/token/refresh/', { refresh: refreshToken })).statusCode).toBe(401);
    // Active again, the user signs in again: the old session stays over.
    await testApp.db.query("UPDATE users SET is_active = true WHERE username = 'leaving_user'");
    expect(await readAndWrite(replayed)).toEqual([401, 401]);
  });

  it('ends the sessions of a user deactivated in a tenant transaction (row-level security role)', async () => {
    const { company } = await testApp.createCompany('Tenant Leaver Co', { username: 'tenant_leaver' });
    const client = testApp.client();
    await client.login('tenant_leaver');
    const replayed = cookiesOf(client);
    expect((await client.get('/api/catalogue/current-user/')).statusCode).toBe(200);
    await testApp.db.withTenant(company.id, (tx) => tx.query("UPDATE users SET is_active = false WHERE username = 'tenant_leaver'"));
    expect(await readAndWrite(replayed)).toEqual([401, 401]);
  });

  it('refuses an access token that names no session (it could never be revoked)', async () => {
    const { SignJWT } = await import('jose');
    const { company, administrator } = await testApp.createCompany('No Session Co', { username: 'no_session_user' });
    const token = await new SignJWT({ typ: 'access', cid: company.id, usr: 'no_session_user', su: false, adm: true, con: false, lng: 'en' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('pimento')
      .setSubject(administrator.id)
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(testApp.config.jwtSecret!));
    const answer = await testApp.app.inject({ method: 'GET', url: '/api/catalogue/current-user/', headers: { cookie: `pimento_access=${token}` } });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().code).toBe('token-invalid');
  });
});
