import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { loadConfig } from '../config.ts';
import { createTestDatabase, drivers } from '../../test/databases.ts';
import type { TestDatabase } from '../../test/databases.ts';
import { startServeProcess } from '../../test/serve-process.ts';
import type { ServeProcess } from '../../test/serve-process.ts';

// a cold start migrates and seeds a new database: minutes on a busy machine
jest.setTimeout(300_000);

const demoAdmin = { username: 'admin', password: 'Pimento-Demo-2026!' };

describe('the address serve listens on', () => {
  it('is loopback unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '::' }).host).toBe('::');
  });
});

describe.each(drivers)('pimento serve stopped by SIGTERM on %s', (driver) => {
  let database: TestDatabase | null = null;
  let dataDir: string;
  let server: ServeProcess;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pimento-stop-'));
    if (driver === 'postgres') database = await createTestDatabase('postgres');
    server = await startServeProcess({
      PORT: '0',
      HOST: '', // unset: the default applies
      PIMENTO_DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      PIMENTO_ADMIN_USERNAME: demoAdmin.username,
      PIMENTO_ADMIN_PASSWORD: demoAdmin.password,
      LOG_LEVEL: 'info',
    });
  });
  afterAll(async () => {
    if (server !== undefined && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await database?.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('listens on loopback by default', () => {
    expect(server.listeningAt).toBe(`http://127.0.0.1:${server.port}`);
  });

  it('answers the request in flight, then exits cleanly within 5 s', async () => {
    const base = `http://127.0.0.1:${server.port}`;
    const csrf = ((await (await fetch(`${base}/api/auth/csrf/`)).json()) as { csrf: string }).csrf;
    const body = JSON.stringify(demoAdmin);
    // `Expect: 100-continue`: the server's "100 Continue" says it holds the request, body not yet sent
    const signIn = http.request({
      host: '127.0.0.1',
      port: server.port,
      method: 'POST',
      path: '/api/auth/token/',
      agent: new http.Agent({ keepAlive: true }),
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        cookie: `pimento_csrf=${csrf}`,
        'x-csrf-token': csrf,
        expect: '100-continue',
      },
    });
    const serverHoldsRequest = new Promise<void>((resolve) => signIn.once('continue', () => resolve()));
    const answer = new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
      signIn.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body: text }));
      });
      signIn.on('error', reject);
    });
    signIn.flushHeaders();
    await serverHoldsRequest;

    const signalled = performance.now();
    server.child.kill('SIGTERM');
    signIn.end(body);
    expect(await answer).toEqual({ status: 200, connection: 'close', body: JSON.stringify({ code: 'log-in-success' }) });

    expect(await server.exited).toBe(0);
    expect(performance.now() - signalled).toBeLessThan(5_000);
    expect(server.output()).toContain('"msg":"shutting down"');
    expect(server.output()).not.toContain('shutdown took too long');
  });
});
