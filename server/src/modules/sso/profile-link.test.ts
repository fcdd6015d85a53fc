import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { signInAtOidcProvider, startOidcProvider, type TestOidcProvider } from '../../../test/identity-providers.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/smtp.ts';
import { hashPassword } from '../auth/password-hashing.ts';

/**
 * Linking and unlinking a Microsoft account from the profile (docs/sso.md "Linking from the
 * profile"; spec §4, §7, §8) against a real OpenID provider (Entra-shaped `oidc-provider`) and a
 * real SMTP server: linked on the issuer and the object id whatever the e-mail claim says;
 * unlinking signs the user out everywhere and e-mails a password-reset link.
 */
describe.each(drivers)('linking a Microsoft account from the profile on %s', (driver) => {
  const publicUrl = 'http://pimento.test';
  const redirectUri = `${publicUrl}/microsoft-callback/`;
  let testApp: TestApp;
  let smtp: TestSmtpServer;
  let op: TestOidcProvider;
  let ada: TestClient;
  let carl: TestClient;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await startTestApp(driver, { smtpUrl: smtp.url, env: { PIMENTO_SSO_ALLOW_HTTP_ISSUERS: '1' } });
    op = await startOidcProvider({ redirectUris: [redirectUri] });
    await testApp.createCompany('Link Co', { username: 'link_admin', email: 'ada@link.test' });
    await testApp.createCompany('Plain Co', { username: 'plain_admin', email: 'pat@plain.test' });
    ada = testApp.client();
    await ada.login('link_admin');
    const created = await ada.post('/api/rights/users/', { username: 'link_carl', email: 'carl@link.test', send_invitation: false });
    expect(created.statusCode).toBe(201);
    await testApp.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [created.json().id, await hashPassword(TEST_PASSWORD)]);
    const saved = await ada.request('PUT', '/api/sso/config/', {
      body: { protocol: 'oidc', issuer: op.issuer, client_id: op.clientId, client_secret: op.clientSecret, saml_entry_point: null, saml_certificate: null, email_domains: ['link.test'], emergency_user_id: null },
    });
    expect(saved.statusCode).toBe(200);
    carl = testApp.client();
    await carl.login('link_carl');
  });
  afterAll(async () => {
    await op?.close();
    await testApp?.close();
    await smtp?.close();
  });

  /** The user's browser: starts the link, signs in at the provider as `login`, hands the answer back. */
  async function linkAs(client: TestClient, login: string) {
    const started = await client.post('/api/auth/microsoft/link/', {});
    expect(started.statusCode).toBe(200);
    const query = await signInAtOidcProvider(started.json().redirect_url, login, redirectUri);
    return { query, answer: await client.post('/api/auth/microsoft/connect/', { query }) };
  }

  const usernameOf = async (client: TestClient) => {
    const answer = await client.get('/api/catalogue/current-user/');
    return answer.statusCode === 200 ? answer.json().username : `(${answer.statusCode})`;
  };

  it('links the signed-in user on the issuer and object id, not the e-mail, and keeps their session', async () => {
    expect((await carl.get('/api/auth/microsoft/link/')).json()).toEqual({ protocol: 'oidc', linked: null });
    // An address at the provider that is none of the company's, nor the user's.
    const { query, answer } = await linkAs(carl, 'c.rivers@elsewhere.test');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ code: 'microsoft-linked', next: '/settings/user/?microsoft=linked', test: false });
    expect(await usernameOf(carl)).toBe('link_carl');
    const status = (await carl.get('/api/auth/microsoft/link/')).json();
    expect(status).toMatchObject({ protocol: 'oidc', linked: { email: 'c.rivers@elsewhere.test', last_used_at: null } });
    const rows = await testApp.db.query<{ issuer: string; subject: string }>("SELECT issuer, subject FROM sso_identities WHERE email = 'c.rivers@elsewhere.test'");
    expect(rows).toEqual([{ issuer: op.issuer, subject: 'oid-c.rivers@elsewhere.test' }]);

    // The answer is spent: handed again, it is an expired link.
    const replayed = await carl.post('/api/auth/microsoft/connect/', { query });
    expect(replayed.json()).toMatchObject({ code: 'sso.link_expired' });
    // Linked already: a second link is refused before leaving for the provider.
    const again = await carl.post('/api/auth/microsoft/link/', {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'sso.user_already_linked', message: 'Your account is already linked to a Microsoft account. Unlink it first.' });

    // From now on "Sign in with Microsoft" with that identity opens Carl's account.
    const browser = testApp.client();
    const started = await browser.post('/api/auth/sso/start/', { email: 'someone@link.test', protocol: 'oidc' });
    const signIn = await browser.post('/api/auth/microsoft/connect/', { query: await signInAtOidcProvider(started.json().redirect_url, 'c.rivers@elsewhere.test', redirectUri) });
    expect(signIn.json()).toMatchObject({ code: 'log-in-success' });
    expect(await usernameOf(browser)).toBe('link_carl');
  });

  it('refuses an identity already linked to another account, and an answer in another browser', async () => {
    const { answer } = await linkAs(ada, 'c.rivers@elsewhere.test');
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'sso.already_linked', message: 'This identity is already linked to another account.' });
    expect((await ada.get('/api/auth/microsoft/link/')).json().linked).toBeNull();

    const started = await ada.post('/api/auth/microsoft/link/', {});
    const query = await signInAtOidcProvider(started.json().redirect_url, 'ada.work@elsewhere.test', redirectUri);
    const elsewhere = testApp.client();
    await elsewhere.login('link_admin');
    expect((await elsewhere.post('/api/auth/microsoft/connect/', { query })).json()).toMatchObject({ code: 'sso.link_expired' });
    expect((await ada.get('/api/auth/microsoft/link/')).json().linked).toBeNull();
  });

  it('offers no link where the company has no OpenID provider, and none to a signed-out browser', async () => {
    const pat = testApp.client();
    await pat.login('plain_admin');
    expect((await pat.get('/api/auth/microsoft/link/')).json()).toEqual({ protocol: null, linked: null });
    const refused = await pat.post('/api/auth/microsoft/link/', {});
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('sso.link_unavailable');
    expect((await testApp.client().post('/api/auth/microsoft/link/', {})).statusCode).toBe(401);
    expect((await testApp.client().request('DELETE', '/api/auth/microsoft/link/')).statusCode).toBe(401);
  });

  it('keeps the link under SSO-only for a user with no password way in', async () => {
    await testApp.db.query(`UPDATE companies SET settings = settings || '{"sso_only": true}'::jsonb WHERE name = 'Link Co'`);
    try {
      const refused = await carl.request('DELETE', '/api/auth/microsoft/link/');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'sso.unlink_sso_only' });
      expect(await usernameOf(carl)).toBe('link_carl');
    } finally {
      await testApp.db.query(`UPDATE companies SET settings = settings || '{"sso_only": false}'::jsonb WHERE name = 'Link Co'`);
    }
  });

  it('unlinks: the identity goes, every session of the user ends, and a password-reset link is e-mailed', async () => {
    const phone = testApp.client();
    await phone.login('link_carl');
    const unlinked = await carl.request('DELETE', '/api/auth/microsoft/link/');
    expect(unlinked.statusCode).toBe(204);
    expect(unlinked.cookies.find((cookie) => cookie.name === 'pimento_access')?.value).toBe('');
    expect(await usernameOf(phone)).toBe('(401)');
    expect((await phone.post('/api/auth/token/refresh/', {})).statusCode).toBe(401);
    const mail = await smtp.nextMessageTo('carl@link.test');
    expect(mail.subject).toBe('Reset your Pimento password');
    expect(mail.text).toMatch(/http:\/\/pimento\.test\/reset-password\/[^/\s]+\/[^/\s]+\//);
    expect(await testApp.db.query("SELECT 1 FROM sso_identities WHERE email = 'c.rivers@elsewhere.test'")).toEqual([]);

    // The identity no longer opens the account; signed in again, there is nothing to unlink.
    const browser = testApp.client();
    const started = await browser.post('/api/auth/sso/start/', { email: 'someone@link.test', protocol: 'oidc' });
    const signIn = await browser.post('/api/auth/microsoft/connect/', { query: await signInAtOidcProvider(started.json().redirect_url, 'c.rivers@elsewhere.test', redirectUri) });
    expect(signIn.json()).toMatchObject({ code: 'sso.unknown_user' });
    const back = testApp.client();
    await back.login('link_carl');
    const nothing = await back.request('DELETE', '/api/auth/microsoft/link/');
    expect(nothing.statusCode).toBe(404);
    expect(nothing.json().code).toBe('sso.not_linked');
  });
});
