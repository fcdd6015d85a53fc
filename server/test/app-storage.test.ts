import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
// @ts-expect-error s3rver ships no type declarations
import S3rver from 's3rver';
import { loadConfig } from '../src/config.ts';
import { startTestApp } from './harness.ts';
import type { TestApp } from './harness.ts';

/** The app opens the file storage its configuration names and hands it to routes as `deps.storage`. */
describe('file storage wired into the app', () => {
  it('starts with the default local driver, storing under <dataDir>/files/', async () => {
    const testApp: TestApp = await startTestApp('pglite');
    try {
      expect(testApp.config.storage).toEqual({ driver: 'local', root: path.join(testApp.config.dataDir, 'files') });
      const { storage } = testApp.app.deps;
      expect(storage.driver).toBe('local');
      await storage.put('companies/acme/hello.txt', 'bonjour', { contentType: 'text/plain' });
      expect(await readFile(path.join(testApp.config.dataDir, 'files', 'companies', 'acme', 'hello.txt'), 'utf8')).toBe('bonjour');
      expect((await testApp.client().get('/api/ready/')).statusCode).toBe(200);
    } finally {
      await testApp.close();
    }
  });

  it('starts with STORAGE_DRIVER=s3 against an S3-compatible server', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pimento-app-s3-'));
    const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: 'pimento-app', configs: [] }] });
    const { port } = (await server.run()) as { port: number };
    let testApp: TestApp | null = null;
    try {
      testApp = await startTestApp('pglite', {
        env: {
          STORAGE_DRIVER: 's3',
          S3_BUCKET: 'pimento-app',
          S3_ENDPOINT: `http://127.0.0.1:${port}`,
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
          S3_FORCE_PATH_STYLE: 'true',
          S3_PREFIX: 'tenant-files',
        },
      });
      expect(testApp.config.storage).toMatchObject({ driver: 's3', bucket: 'pimento-app', region: 'us-east-1', forcePathStyle: true, prefix: 'tenant-files' });
      const { storage } = testApp.app.deps;
      expect(storage.driver).toBe('s3');
      await storage.put('companies/acme/hello.txt', 'hallo');
      expect(await text(await storage.get('companies/acme/hello.txt'))).toBe('hallo');
      expect((await testApp.client().get('/api/ready/')).statusCode).toBe(200);
    } finally {
      await testApp?.close();
      await server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a configuration naming an unknown driver or an incomplete S3 one', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow('S3_BUCKET');
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow('STORAGE_DRIVER');
  });
});
