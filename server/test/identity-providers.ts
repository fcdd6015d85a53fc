/**
 * Real identity providers for the single sign-on tests, on loopback (docs/sso.md "Tests"):
 * `oidc-provider` (a certified OpenID provider) with an Entra-shaped issuer `/{tenant}/v2.0` and its
 * own login form, and a SAML 2.0 identity provider made with `samlify` that signs its assertions
 * with a key made at start. Both close with the test.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import Provider from 'oidc-provider';
import * as samlify from 'samlify';

export type TestOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  tenant: string;
  close(): Promise<void>;
};

/** An OpenID provider whose accounts are any e-mail typed in its login form (with `oid` and `tid` as Entra gives them). */
export async function startOidcProvider(options: { redirectUris: string[]; port?: number }): Promise<TestOidcProvider> {
  const tenant = randomUUID();
  const clientId = `pimento-${randomUUID()}`;
  const clientSecret = randomUUID();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const prefix = `/${tenant}/v2.0`;
  const issuer = `http://127.0.0.1:${port}${prefix}`;
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: options.redirectUris, grant_types: ['authorization_code'], response_types: ['code'] }],
    cookies: { keys: [randomUUID()] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['oid', 'tid', 'preferred_username'] },
    conformIdTokenClaims: false,
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: `sub-${id}`, email: id, email_verified: true, preferred_username: id, oid: `oid-${id}`, tid: tenant }),
    }),
    // A first-party application: no consent screen, the grant is made at sign-in.
    loadExistingGrant: async (ctx) => {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const callback = provider.callback();
  server.on('request', (request: http.IncomingMessage & { originalUrl?: string }, response) => {
    if (!request.url?.startsWith(prefix)) {
      response.writeHead(404).end();
      return;
    }
    request.originalUrl = request.url;
    request.url = request.url.slice(prefix.length) || '/';
    void callback(request, response);
  });
  return {
    issuer,
    clientId,
    clientSecret,
    tenant,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Goes through the provider's login form as `login` (a browser's redirects and cookies, no
 * browser) and answers the query the provider sends back to the redirect URI.
 */
export async function signInAtOidcProvider(authorizationUrl: string, login: string, redirectUri: string): Promise<string> {
  const cookies = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      cookies.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
    return response;
  };
  let url = authorizationUrl;
  for (let step = 0; step < 10; step += 1) {
    if (url.startsWith(redirectUri)) return new URL(url).search.slice(1);
    const response = await send(url);
    const location = response.headers.get('location');
    if (location !== null) {
      url = new URL(location, url).toString();
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (action === undefined) throw new Error(`the provider answered a page without a form: ${html.slice(0, 300)}`);
    const fields = new URLSearchParams({ prompt: 'login', login, password: 'any' });
    const posted = await send(new URL(action.replace(/&amp;/g, '&'), url).toString(), { method: 'POST', body: fields, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const next = posted.headers.get('location');
    if (next === null) throw new Error(`the login form answered ${posted.status}`);
    url = new URL(next, url).toString();
  }
  throw new Error('the provider never came back to the redirect URI');
}

export type SamlResponseTweaks = Partial<Record<'Audience' | 'SubjectRecipient' | 'ConditionsNotBefore' | 'ConditionsNotOnOrAfter' | 'SubjectConfirmationDataNotOnOrAfter', string>>;

export type TestSamlProvider = {
  entityId: string;
  entryPoint: string;
  certificate: string;
  /** The provider's SAML metadata document, as an administrator downloads it from their IdP. */
  metadata: string;
  /** The auto-posting form the provider answers to the request of `requestUrl`, for `email`. */
  respond(requestUrl: string, email: string, tweaks?: SamlResponseTweaks): Promise<{ action: string; SAMLResponse: string; RelayState: string }>;
  close(): Promise<void>;
};

samlify.setSchemaValidator({ validate: async () => 'skipped: the requests are our own server’s' });

function selfSignedKeyPair(): { key: string; certificate: string } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pimento-idp-'));
  try {
    const [keyFile, certificateFile] = [path.join(folder, 'key.pem'), path.join(folder, 'certificate.pem')];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-sha256', '-days', '2', '-subj', '/CN=pimento-test-idp', '-keyout', keyFile, '-out', certificateFile], {
      stdio: 'ignore',
    });
    return { key: fs.readFileSync(keyFile, 'utf8'), certificate: fs.readFileSync(certificateFile, 'utf8') };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** A SAML identity provider for one service provider (its entity id and assertion consumer). */
export async function startSamlProvider(serviceProvider: { entityId: string; acsUrl: string }): Promise<TestSamlProvider> {
  const { key, certificate } = selfSignedKeyPair();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const entityId = `${base}/metadata`;
  const idp = samlify.IdentityProvider({
    entityID: entityId,
    privateKey: key,
    signingCert: certificate,
    nameIDFormat: ['urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress'],
    singleSignOnService: [{ Binding: samlify.Constants.namespace.binding.redirect, Location: `${base}/sso` }],
  });
  const sp = samlify.ServiceProvider({
    entityID: serviceProvider.entityId,
    wantAssertionsSigned: true,
    assertionConsumerService: [{ Binding: samlify.Constants.namespace.binding.post, Location: serviceProvider.acsUrl }],
  });

  async function respond(requestUrl: string, email: string, tweaks: SamlResponseTweaks = {}) {
    const query = Object.fromEntries(new URL(requestUrl).searchParams);
    const requestInfo = await idp.parseLoginRequest(sp, 'redirect', { query, octetString: '' });
    const now = new Date();
    const later = new Date(now.getTime() + 5 * 60 * 1000).toISOString();
    const values = {
      ID: `_${randomUUID()}`,
      AssertionID: `_${randomUUID()}`,
      Destination: serviceProvider.acsUrl,
      Audience: serviceProvider.entityId,
      SubjectRecipient: serviceProvider.acsUrl,
      Issuer: entityId,
      IssueInstant: now.toISOString(),
      StatusCode: 'urn:oasis:names:tc:SAML:2.0:status:Success',
      ConditionsNotBefore: now.toISOString(),
      ConditionsNotOnOrAfter: later,
      SubjectConfirmationDataNotOnOrAfter: later,
      NameIDFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
      NameID: email,
      InResponseTo: String(requestInfo.extract.request?.id ?? ''),
      AuthnStatement: '',
      AttributeStatement: '',
      ...tweaks,
    };
    const answer = await idp.createLoginResponse(sp, requestInfo as unknown as Parameters<typeof idp.createLoginResponse>[1], 'post', { email }, {
      relayState: query.RelayState,
      customTagReplacement: (template: string) => ({ id: values.ID, context: samlify.SamlLib.replaceTagsByValue(template, values) }),
    });
    return { action: serviceProvider.acsUrl, SAMLResponse: answer.context, RelayState: query.RelayState ?? '' };
  }

  server.on('request', (request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', base);
      if (url.pathname !== '/sso') return void response.writeHead(404).end();
      const login = url.searchParams.get('login');
      if (login === null) {
        // The provider's sign-in form: the e-mail of the account to sign in as.
        const hidden = [...url.searchParams].map(([name, value]) => `<input type="hidden" name="${name}" value="${value.replace(/"/g, '&quot;')}">`).join('');
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(`<!doctype html><html lang="en"><title>Test IdP</title><main><form method="get" action="/sso">${hidden}<label>E-mail <input name="login" type="email"></label><button type="submit">Sign in</button></form></main></html>`);
        return;
      }
      const form = await respond(url.toString(), login);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><html lang="en"><title>Test IdP</title><form method="post" action="${form.action}"><input type="hidden" name="SAMLResponse" value="${form.SAMLResponse}"><input type="hidden" name="RelayState" value="${form.RelayState}"><button type="submit">Continue</button></form><script>document.forms[0].submit()</script></html>`,
      );
    })().catch((error: unknown) => response.writeHead(500).end(String(error)));
  });
  return {
    entityId,
    entryPoint: `${base}/sso`,
    certificate,
    metadata: idp.getMetadata(),
    respond,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
