import fs from 'node:fs';
import path from 'node:path';
import { enabledRemotesResponseSchema } from '@pimento/shared-kit/contracts/remotes';
import { startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';

// Remote assembly reads files, not tables: one driver is enough here (isolation runs on both).
describe('remotes and shell serving', () => {
  let testApp: TestApp;
  let client: TestClient;
  let companyId: string;
  beforeAll(async () => {
    testApp = await startTestApp('pglite');
    companyId = (await testApp.createCompany('Remote Co', { username: 'remote_admin' })).company.id;
    client = testApp.client();
    await client.login('remote_admin');
  });
  afterAll(() => testApp.close());

  const remotesDir = () => path.join(testApp.config.dataDir, 'remotes');

  it('falls back to every local build when there is no registry', async () => {
    const response = await client.get('/api/remotes/');
    const { remotes } = enabledRemotesResponseSchema.parse(response.json());
    expect(remotes.map((remote) => remote.name)).toEqual(['catalogue', 'assets', 'imports', 'exports', 'settings', 'assistant']);
    expect(remotes[0]).toEqual({ name: 'catalogue', version: 'local', manifest_url: '/remotes/catalogue/local/mf-manifest.json' });
    // No DSN configured: the browser reports nothing.
    expect(response.json().error_reporting).toBeNull();
  });

  it('answers the published versions of the registry and hides the assistant without AI features', async () => {
    fs.mkdirSync(path.join(remotesDir(), 'catalogue', '1.2.0-abc', 'static'), { recursive: true });
    fs.writeFileSync(path.join(remotesDir(), 'catalogue', '1.2.0-abc', 'mf-manifest.json'), '{"name":"catalogue"}');
    fs.writeFileSync(path.join(remotesDir(), 'catalogue', '1.2.0-abc', 'static', 'main.js'), 'console.log("catalogue")');
    fs.writeFileSync(
      path.join(remotesDir(), 'registry.json'),
      JSON.stringify({ remotes: { catalogue: { version: '1.2.0-abc', published_at: '2026-11-22T08:00:00Z' } } }),
    );
    await testApp.db.query(`UPDATE companies SET features = features || '{"ai_features_activated": false}' WHERE id = $1`, [companyId]);
    const { remotes } = enabledRemotesResponseSchema.parse((await client.get('/api/remotes/')).json());
    expect(remotes.find((remote) => remote.name === 'catalogue')).toEqual({
      name: 'catalogue',
      version: '1.2.0-abc',
      manifest_url: '/remotes/catalogue/1.2.0-abc/mf-manifest.json',
    });
    expect(remotes.find((remote) => remote.name === 'assets')?.version).toBe('local');
    expect(remotes.map((remote) => remote.name)).not.toContain('assistant');
  });

  it('answers a visitor without a session the remotes of the public routes only (exports, for /pdf/generator/)', async () => {
    const anonymous = await testApp.client().get('/api/remotes/');
    expect(anonymous.statusCode).toBe(200);
    const { remotes } = enabledRemotesResponseSchema.parse(anonymous.json());
    expect(remotes.map((remote) => remote.name)).toEqual(['exports']);
    expect(remotes[0]?.manifest_url).toMatch(/^\/remotes\/exports\/[^/]+\/mf-manifest\.json$/);
    // a session whose access token expired or was forged is told so (the client refreshes), not given the short list
    const expired = await testApp.client().get('/api/remotes/', { headers: { cookie: 'pimento_refresh_payload=%7B%22exp%22%3A1%7D' } });
    expect(expired.statusCode).toBe(401);
    const forged = await testApp.client().get('/api/remotes/', { headers: { cookie: 'pimento_access=forged' } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('token-invalid');
  });

  it('serves published files immutable and the manifest revalidated', async () => {
    const file = await client.get('/remotes/catalogue/1.2.0-abc/static/main.js');
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('console.log("catalogue")');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await client.get('/remotes/catalogue/1.2.0-abc/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await client.get('/remotes/catalogue/1.2.0-abc/missing.js')).statusCode).toBe(404);
    expect((await client.get('/remotes/catalogue/1.2.0-abc/..%2F..%2Fregistry.json')).statusCode).toBe(404);
    expect((await client.get('/remotes/not-a-remote/1.0.0/main.js')).statusCode).toBe(400);
  });

  it('answers the shell index for application paths, never for API or remote paths', async () => {
    for (const pathname of ['/', '/products/', '/settings/company/?tab=company', '/reset-password/abc/def/']) {
      const response = await client.get(pathname);
      expect([200, 503]).toContain(response.statusCode);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const api = await client.get('/api/nothing-here/');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('route.not_found');
    const ws = await client.get('/ws/other');
    expect(ws.statusCode).toBe(404);
  });

  it('serves health, readiness and the OpenAPI document generated from the route schemas', async () => {
    expect((await client.get('/api/health/')).json()).toEqual({ status: 'ok' });
    expect((await client.get('/api/ready/')).json()).toEqual({ status: 'ready', database: 'pglite' });
    const document = (await client.get('/api/docs/json')).json() as { openapi: string; paths: Record<string, Record<string, { requestBody?: unknown }>> };
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/auth/token/']?.post?.requestBody).toBeDefined();
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/catalogue/company-store-data/', '/api/help/article/{id}/']));
    expect((await client.get('/api/docs/')).headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('where the browser reports its errors', () => {
  it('is the browser DSN, the environment and the release, to visitors and users alike', async () => {
    const testApp = await startTestApp('pglite', {
      env: { SENTRY_BROWSER_DSN: 'https://public@glitchtip.example.com/7', SENTRY_ENVIRONMENT: 'staging', SENTRY_RELEASE: 'pimento@9.9.9' },
    });
    try {
      await testApp.createCompany('Reporting Co', { username: 'reporting_admin' });
      const client = testApp.client();
      const expected = { dsn: 'https://public@glitchtip.example.com/7', environment: 'staging', release: 'pimento@9.9.9' };
      expect(enabledRemotesResponseSchema.parse((await client.get('/api/remotes/')).json()).error_reporting).toEqual(expected);
      await client.login('reporting_admin');
      expect(enabledRemotesResponseSchema.parse((await client.get('/api/remotes/')).json()).error_reporting).toEqual(expected);
    } finally {
      await testApp.close();
    }
  });
});
