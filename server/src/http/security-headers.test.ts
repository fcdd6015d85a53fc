import { jest } from '@jest/globals';
import type { LightMyRequestResponse } from 'fastify';
import { drivers, startTestApp } from '../../test/harness.ts';
import type { TestApp } from '../../test/harness.ts';

jest.setTimeout(60_000);

/** The directives of a Content-Security-Policy header, by name. */
function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0] !== '')
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectSecurityHeaders(response: LightMyRequestResponse): void {
  const policy = directives(response);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  // the real-time channel of the suite's own public address
  expect(policy.get('connect-src')).toEqual(["'self'", 'ws://pimento.test']);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('same-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
}

describe.each(drivers)('security headers on %s', (driver) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    await testApp.createCompany('Headers Co', { username: 'headers_admin' });
  });
  afterAll(() => testApp.close());

  it('come with every API answer, which no browser or proxy may store', async () => {
    const client = testApp.client();
    const answers = [
      await client.get('/api/health/'),
      await client.get('/api/catalogue/current-user/'), // 401
      await client.get('/api/no-such-endpoint/'), // 404
      await client.post('/api/auth/token/', { username: 'headers_admin', password: 'wrong-Password-1!' }), // 401
    ];
    await client.login('headers_admin');
    answers.push(await client.get('/api/catalogue/current-user/'));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404, 401, 200]);
    for (const answer of answers) {
      expectSecurityHeaders(answer);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('come with the pages of the suite, which keep their own caching', async () => {
    const client = testApp.client();
    for (const url of ['/', '/products/', '/remotes/catalogue/local/mf-manifest.json']) {
      const answer = await client.get(url);
      expectSecurityHeaders(answer);
      expect(answer.headers['cache-control']).not.toBe('no-store');
    }
  });

  it('keep session cookies off plain HTTP when the public address is http', async () => {
    const client = testApp.client();
    const answer = await client.post('/api/auth/token/', { username: 'headers_admin', password: 'Velvet#Harbour42' });
    expect(answer.statusCode).toBe(200);
    const cookies = answer.cookies as { name: string; secure?: boolean }[];
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie.secure).toBeFalsy();
  });
});

describe.each(drivers)('behind a TLS proxy (https public address) on %s', (driver) => {
  let testApp: TestApp;

  beforeAll(async () => {
    // the proxy talks plain HTTP to the process and is not trusted to say otherwise
    testApp = await startTestApp(driver, { env: { PIMENTO_PUBLIC_URL: 'https://pim.example.com' } });
    await testApp.createCompany('Tls Co', { username: 'tls_admin' });
  });
  afterAll(() => testApp.close());

  it('marks every cookie Secure and allows the secure WebSocket of the public address', async () => {
    const client = testApp.client();
    const csrf = await client.get('/api/auth/csrf/');
    const login = await client.post('/api/auth/token/', { username: 'tls_admin', password: 'Velvet#Harbour42' });
    expect(login.statusCode).toBe(200);
    const cookies = [...csrf.cookies, ...login.cookies] as { name: string; secure?: boolean }[];
    expect(cookies.map((cookie) => cookie.name)).toEqual(expect.arrayContaining(['pimento_csrf', 'pimento_access', 'pimento_refresh', 'language']));
    for (const cookie of cookies) expect({ name: cookie.name, secure: cookie.secure }).toEqual({ name: cookie.name, secure: true });
    expect(directives(login).get('connect-src')).toEqual(["'self'", 'wss://pim.example.com']);
  });
});
