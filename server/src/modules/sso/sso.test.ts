import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { signInAtOidcProvider, startOidcProvider, startSamlProvider, type SamlResponseTweaks, type TestOidcProvider, type TestSamlProvider } from '../../../test/identity-providers.ts';
import { hashPassword } from '../auth/password-hashing.ts';
import { encodeUid } from '../auth/service.ts';

/**
 * Single sign-on against real identity providers on loopback (docs/sso.md): Acme signs in with
 * OpenID Connect (an Entra-shaped `oidc-provider`), Beta with SAML 2.0 (a `samlify` identity provider).
 */
describe.each(drivers)('single sign-on on %s', (driver) => {
  const publicUrl = 'http://pimento.test';
  const redirectUri = `${publicUrl}/microsoft-callback/`;
  let testApp: TestApp;
  let op: TestOidcProvider;
  let idp: TestSamlProvider;
  let acmeAdmin: TestClient;
  let betaAdmin: TestClient;
  let carlId: string;

  beforeAll(async () => {
    testApp = await startTestApp(driver, { env: { PIMENTO_SSO_ALLOW_HTTP_ISSUERS: '1' } });
    op = await startOidcProvider({ redirectUris: [redirectUri] });
    idp = await startSamlProvider({ entityId: `${publicUrl}/`, acsUrl: `${publicUrl}/api/auth/saml/acs/` });
    await testApp.createCompany('Acme SSO', { username: 'acme_sso_admin', email: 'ada@acme.test' });
    await testApp.createCompany('Beta SSO', { username: 'beta_sso_admin', email: 'bea@beta.test' });
    acmeAdmin = testApp.client();
    await acmeAdmin.login('acme_sso_admin');
    betaAdmin = testApp.client();
    await betaAdmin.login('beta_sso_admin');
    const carl = await acmeAdmin.post('/api/rights/users/', { username: 'carl_sso', email: 'carl@acme.test', send_invitation: false });
    expect(carl.statusCode).toBe(201);
    carlId = carl.json().id;
    await testApp.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [carlId, await hashPassword(TEST_PASSWORD)]);

    const acmeConfig = await acmeAdmin.request('PUT', '/api/sso/config/', {
      body: { protocol: 'oidc', issuer: op.issuer, client_id: op.clientId, client_secret: op.clientSecret, saml_entry_point: null, saml_certificate: null, email_domains: ['Acme.test'], emergency_user_id: null },
    });
    expect(acmeConfig.statusCode).toBe(200);
    const betaConfig = await betaAdmin.request('PUT', '/api/sso/config/', {
      body: { protocol: 'saml', issuer: idp.entityId, client_id: null, saml_entry_point: idp.entryPoint, saml_certificate: idp.certificate, email_domains: ['beta.test'], emergency_user_id: null },
    });
    expect(betaConfig.statusCode).toBe(200);
  });
  afterAll(async () => {
    await op?.close();
    await idp?.close();
    await testApp?.close();
  });

  async function startAt(client: TestClient, email: string, protocol?: 'oidc' | 'saml'): Promise<string> {
    const started = await client.post('/api/auth/sso/start/', { email, ...(protocol ? { protocol } : {}) });
    expect(started.statusCode).toBe(200);
    return started.json().redirect_url;
  }

  async function currentUsername(client: TestClient): Promise<string> {
    const response = await client.get('/api/catalogue/current-user/');
    return response.statusCode === 200 ? response.json().username : `(${response.statusCode})`;
  }

  it('keeps the client secret sealed: the settings say it is set, never what it is', async () => {
    const setup = (await acmeAdmin.get('/api/sso/config/')).json();
    expect(setup.config).toMatchObject({ protocol: 'oidc', client_id: op.clientId, client_secret_set: true, email_domains: ['acme.test'], tested_at: null });
    expect(JSON.stringify(setup)).not.toContain(op.clientSecret);
    const [row] = await testApp.db.query<{ client_secret_sealed: string }>("SELECT client_secret_sealed FROM sso_configs WHERE protocol = 'oidc'");
    expect(row!.client_secret_sealed).not.toContain(op.clientSecret);
    expect(setup.redirect_url).toBe(redirectUri);
    // What the signed-in login data says of the company's single sign-on.
    expect((await acmeAdmin.get('/api/sso-data/')).json()).toMatchObject({ sso_used: true, saml: false, microsoft_client_id: op.clientId, microsoft_redirect_url: redirectUri });
    expect((await betaAdmin.get('/api/sso-data/')).json()).toMatchObject({ sso_used: true, saml: true, microsoft_client_id: null });
  });

  it('refuses another company’s domain and a plain user', async () => {
    const taken = await betaAdmin.request('PUT', '/api/sso/config/', {
      body: { protocol: 'saml', issuer: idp.entityId, client_id: null, saml_entry_point: idp.entryPoint, saml_certificate: idp.certificate, email_domains: ['beta.test', 'acme.test'], emergency_user_id: null },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'sso.domain_taken', fields: { email_domains: ['sso.domain_taken'] } });
    const carl = testApp.client();
    await carl.login('carl_sso');
    expect((await carl.get('/api/sso/config/')).statusCode).toBe(403);
  });

  it('signs a user in through the OpenID provider’s login form, links the identity, and follows the link next time', async () => {
    const browser = testApp.client();
    const query = await signInAtOidcProvider(await startAt(browser, 'ada@acme.test', 'oidc'), 'ada@acme.test', redirectUri);
    const connected = await browser.post('/api/auth/microsoft/connect/', { query });
    expect(connected.statusCode).toBe(200);
    expect(connected.json()).toEqual({ code: 'log-in-success', next: '/', test: false });
    expect(await currentUsername(browser)).toBe('acme_sso_admin');
    const [identity] = await testApp.db.query<{ issuer: string; subject: string }>("SELECT issuer, subject FROM sso_identities WHERE email = 'ada@acme.test'");
    // Entra's tenant-bound issuer and object id, not the e-mail.
    expect(identity).toEqual({ issuer: op.issuer, subject: 'oid-ada@acme.test' });

    // The code and state are spent: the same answer again is refused.
    const replayed = await browser.post('/api/auth/microsoft/connect/', { query });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({ code: 'sso.link_expired', message: 'This sign-in link has expired or was already used. Start the sign-in again.' });
  });

  it('refuses the answer in another browser than the one that started', async () => {
    const query = await signInAtOidcProvider(await startAt(testApp.client(), 'ada@acme.test'), 'ada@acme.test', redirectUri);
    const elsewhere = await testApp.client().post('/api/auth/microsoft/connect/', { query });
    expect(elsewhere.json()).toMatchObject({ code: 'sso.link_expired' });
  });

  it('refuses an identity with no account in the company, and a user of another company (the company wall)', async () => {
    for (const login of ['nobody@acme.test', 'bea@beta.test']) {
      const browser = testApp.client();
      const query = await signInAtOidcProvider(await startAt(browser, 'someone@acme.test'), login, redirectUri);
      const refused = await browser.post('/api/auth/microsoft/connect/', { query });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'sso.unknown_user' });
      expect(await currentUsername(browser)).toBe('(401)');
    }
  });

  it('answers sso.no_provider for a domain without one, or of another protocol', async () => {
    for (const body of [{ email: 'x@nowhere.test' }, { email: 'bea@beta.test', protocol: 'oidc' }]) {
      const refused = await testApp.client().post('/api/auth/sso/start/', body);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'sso.no_provider' });
    }
  });

  it('lets one address start 30 sign-ins before it must wait', async () => {
    const browser = testApp.client();
    const start = () => browser.post('/api/auth/sso/start/', { email: 'ada@acme.test' }, { remoteAddress: '192.0.2.55' });
    for (let count = 0; count < 30; count += 1) expect((await start()).statusCode).toBe(200);
    const refused = await start();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'auth.throttled' });
  });

  async function samlPost(browser: TestClient, form: { SAMLResponse: string; RelayState: string }) {
    const response = await browser.request('POST', '/api/auth/saml/acs/', {
      payload: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      withoutCsrf: true,
    });
    expect(response.statusCode).toBe(303);
    return new URL(response.headers.location as string, publicUrl).searchParams;
  }

  async function samlForm(browser: TestClient, email: string, tweaks?: SamlResponseTweaks) {
    return idp.respond(await startAt(browser, 'bea@beta.test', 'saml'), email, tweaks);
  }

  it('signs a user in with a signed SAML assertion, collected by the browser that started', async () => {
    const browser = testApp.client();
    const form = await samlForm(browser, 'bea@beta.test');
    const back = await samlPost(browser, form);
    expect(back.get('error')).toBeNull();
    const requestId = back.get('saml_request')!;
    // Another browser cannot collect it.
    expect((await testApp.client().post('/api/auth/ms-saml/token/refresh/', { request_id: requestId })).json()).toMatchObject({ code: 'sso.link_expired' });
    const collected = await browser.post('/api/auth/ms-saml/token/refresh/', { request_id: requestId });
    expect(collected.json()).toEqual({ code: 'log-in-success', next: '/', test: false });
    expect(await currentUsername(browser)).toBe('beta_sso_admin');
    // A replay of the same response finds its request answered.
    expect((await samlPost(testApp.client(), form)).get('error')).toBe('sso.link_expired');
  });

  it.each<[string, SamlResponseTweaks | 'tampered']>([
    ['for another service provider (audience)', { Audience: 'https://elsewhere.test/' }],
    ['for another consumer (recipient)', { SubjectRecipient: 'https://elsewhere.test/acs' }],
    ['expired', { ConditionsNotBefore: new Date(Date.now() - 20 * 60_000).toISOString(), ConditionsNotOnOrAfter: new Date(Date.now() - 10 * 60_000).toISOString(), SubjectConfirmationDataNotOnOrAfter: new Date(Date.now() - 10 * 60_000).toISOString() }],
    ['altered after signing', 'tampered'],
  ])('refuses an assertion %s', async (_name, tweaks) => {
    const browser = testApp.client();
    const form = await samlForm(browser, 'bea@beta.test', tweaks === 'tampered' ? {} : tweaks);
    if (tweaks === 'tampered') {
      form.SAMLResponse = Buffer.from(Buffer.from(form.SAMLResponse, 'base64').toString('utf8').replaceAll('bea@beta.test', 'boss@beta.test')).toString('base64');
    }
    expect((await samlPost(browser, form)).get('error')).toBe('sso.login_failed');
  });

  it('refuses a SAML identity with no account of the company', async () => {
    const browser = testApp.client();
    expect((await samlPost(browser, await samlForm(browser, 'ada@acme.test'))).get('error')).toBe('sso.unknown_user');
  });

  it('switches SSO-only on only after a test sign-in and with an emergency administrator, then refuses passwords to everyone else', async () => {
    const turnOn = () => acmeAdmin.request('PATCH', '/api/catalogue/company/settings/', { body: { sso_only: true } });
    expect((await turnOn()).json()).toMatchObject({ code: 'sso.only_requires_test', fields: { sso_only: ['sso.only_requires_test'] } });

    // The test sign-in, by the administrator as themselves.
    const test = await acmeAdmin.post('/api/sso/test/', {});
    const query = await signInAtOidcProvider(test.json().redirect_url, 'ada@acme.test', redirectUri);
    expect((await acmeAdmin.post('/api/auth/microsoft/connect/', { query })).json()).toEqual({ code: 'log-in-success', next: '/settings/company/?tab=sso', test: true });
    const setup = (await acmeAdmin.get('/api/sso/config/')).json();
    expect(setup.config.tested_at).not.toBeNull();
    expect(setup.users_without_identity.map((user: { username: string }) => user.username)).toEqual(['carl_sso']);

    expect((await turnOn()).json()).toMatchObject({ code: 'sso.only_requires_emergency' });
    const adminId = setup.administrators[0].id;
    const named = await acmeAdmin.request('PUT', '/api/sso/config/', {
      body: { protocol: 'oidc', issuer: op.issuer, client_id: op.clientId, saml_entry_point: null, saml_certificate: null, email_domains: ['acme.test'], emergency_user_id: adminId },
    });
    // Naming the emergency administrator keeps the test: the provider did not change.
    expect(named.json().config.tested_at).toBe(setup.config.tested_at);
    expect((await turnOn()).statusCode).toBe(200);
    // Who has no linked identity is told how to sign in now; the emergency administrator is not.
    const mailDir = path.join(testApp.config.dataDir, 'mail');
    const mails = fs.readdirSync(mailDir).map((file) => fs.readFileSync(path.join(mailDir, file), 'utf8'));
    const announcements = mails.filter((mail) => mail.includes('Subject: Your company now signs in to Pimento with single sign-on'));
    expect(announcements.map((mail) => /^To: (.+)$/m.exec(mail)?.[1]?.trim())).toEqual(['carl@acme.test']);

    const carl = await testApp.client().post('/api/auth/token/', { username: 'carl_sso', password: TEST_PASSWORD });
    expect(carl.statusCode).toBe(403);
    expect(carl.json()).toMatchObject({ code: 'auth.sso_only', message: 'Your company requires single sign-on: passwords are deactivated.' });
    // Nor can a reset link give them a password.
    const token = 'sso-only-reset-token';
    await testApp.db.query("INSERT INTO auth_tokens (token_hash, user_id, purpose, expires_at) VALUES ($1, $2, 'password_reset', now() + interval '1 hour')", [
      createHash('sha256').update(token).digest('hex'),
      carlId,
    ]);
    const reset = await testApp.client().post('/api/auth/reset-password/', { uid: encodeUid(carlId), token, password: 'Brand#New#Harbour77', password_confirmation: 'Brand#New#Harbour77' });
    expect(reset.statusCode).toBe(403);
    expect(reset.json()).toMatchObject({ code: 'auth.sso_only' });
    // The emergency administrator still signs in with a password.
    await testApp.client().login('acme_sso_admin');
    // The provider cannot be removed while it is required.
    expect((await acmeAdmin.request('DELETE', '/api/sso/config/')).json()).toMatchObject({ code: 'sso.only_active' });
  });
});
