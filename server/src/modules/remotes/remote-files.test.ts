import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, isContentHashed } from '../../http/static-cache.ts';
import { remoteFileCacheControl } from './routes.ts';

// Static files are read from disk, not tables: one driver is enough here.
describe('pre-compressed static files and their cache headers', () => {
  let testApp: TestApp;
  let client: TestClient;
  const script = `/* catalogue */ ${'export const hinge = { finish: "brushed", size: 35 };\n'.repeat(200)}`;
  const version = '2.0.0-compress';
  const file = (name: string) => `/remotes/catalogue/${version}/${name}`;

  beforeAll(async () => {
    testApp = await startTestApp('pglite');
    client = testApp.client();
    // A published build as the build writes it: each file with its `.br` and `.gz` siblings.
    const directory = path.join(testApp.config.dataDir, 'remotes', 'catalogue', version);
    fs.mkdirSync(directory, { recursive: true });
    fs.writeFileSync(path.join(directory, 'app.0123abcd.js'), script);
    fs.writeFileSync(path.join(directory, 'app.0123abcd.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(directory, 'app.0123abcd.js.gz'), zlib.gzipSync(script));
    fs.writeFileSync(path.join(directory, 'mf-manifest.json'), '{"name":"catalogue"}');
    // A build without siblings (an older one, or a file too small to compress).
    fs.writeFileSync(path.join(directory, 'plain.js'), script);
  });
  afterAll(() => testApp.close());

  it('sends the brotli sibling when accepted, with Vary, the script type and the immutable header', async () => {
    const response = await client.get(file('app.0123abcd.js'), { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe(CACHE_IMMUTABLE);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(script);
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it('sends gzip, then the file itself, following the accepted encodings and their q-values', async () => {
    const gzip = await client.get(file('app.0123abcd.js'), { headers: { 'accept-encoding': 'gzip;q=1, br;q=0.5' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(script);
    const refused = await client.get(file('app.0123abcd.js'), { headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(script);
    const identity = await client.get(file('app.0123abcd.js'));
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toMatch(/accept-encoding/i);
    expect(identity.body).toBe(script);
    // No sibling on disk: the file itself, whatever the browser accepts.
    const plain = await client.get(file('plain.js'), { headers: { 'accept-encoding': 'br, gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers a revalidation 304 per encoding: each has its own ETag', async () => {
    const brotli = await client.get(file('app.0123abcd.js'), { headers: { 'accept-encoding': 'br' } });
    const gzip = await client.get(file('app.0123abcd.js'), { headers: { 'accept-encoding': 'gzip' } });
    const brotliTag = String(brotli.headers.etag);
    expect(brotliTag).toBeTruthy();
    expect(String(gzip.headers.etag)).not.toBe(brotliTag);
    const unchanged = await client.get(file('app.0123abcd.js'), { headers: { 'accept-encoding': 'br', 'if-none-match': brotliTag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    // The brotli copy's tag does not validate the gzip copy.
    const other = await client.get(file('app.0123abcd.js'), { headers: { 'accept-encoding': 'gzip', 'if-none-match': brotliTag } });
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-encoding']).toBe('gzip');
  });

  it('keeps the manifest revalidated, compressed or not', async () => {
    const manifest = await client.get(file('mf-manifest.json'), { headers: { 'accept-encoding': 'br' } });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe(CACHE_REVALIDATE);
    expect(manifest.json()).toEqual({ name: 'catalogue' });
  });

  it('caches a published version’s files for a year, and of the local build only its content-hashed files', () => {
    expect(remoteFileCacheControl('1.2.0-abc', 'remoteEntry.js')).toBe(CACHE_IMMUTABLE);
    expect(remoteFileCacheControl('1.2.0-abc', 'app.0123abcd.js')).toBe(CACHE_IMMUTABLE);
    expect(remoteFileCacheControl('1.2.0-abc', 'mf-manifest.json')).toBe(CACHE_REVALIDATE);
    expect(remoteFileCacheControl('local', 'app.0123abcd.js')).toBe(CACHE_IMMUTABLE);
    expect(remoteFileCacheControl('local', 'static/1228.8d64208c.js')).toBe(CACHE_IMMUTABLE);
    expect(remoteFileCacheControl('local', 'remoteEntry.js')).toBe(CACHE_REVALIDATE);
    expect(remoteFileCacheControl('local', 'mf-manifest.json')).toBe(CACHE_REVALIDATE);
  });

  it('recognises the build’s content-hashed names, their compressed siblings included', () => {
    expect(isContentHashed('/srv/shell/dist/later.e7f708df.js')).toBe(true);
    expect(isContentHashed('later.e7f708df.js.br')).toBe(true);
    expect(isContentHashed('1228.8d64208c.js.gz')).toBe(true);
    expect(isContentHashed('main.js')).toBe(false);
    expect(isContentHashed('index.html.br')).toBe(false);
    expect(isContentHashed('1228.8d64208c.js.LICENSE.txt')).toBe(false);
    expect(isContentHashed('mf-manifest.json')).toBe(false);
  });
});
