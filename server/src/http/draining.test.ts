import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { jest } from '@jest/globals';
import { drivers, startTestApp, TEST_PASSWORD } from '../../test/harness.ts';
import type { TestApp } from '../../test/harness.ts';
import { drainAndClose } from './draining.ts';

jest.setTimeout(60_000);

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function read(response: http.IncomingMessage): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let body = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => (body += chunk));
    response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    response.on('error', reject);
  });
}

describe.each(drivers)('a stopping API process on %s', (driver) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    await testApp.createCompany('Drain Co', { username: 'drain_admin' });
  });
  afterAll(async () => {
    // the last test closed the app already; the database and data directory remain to release
    await testApp.close().catch(() => undefined);
  });

  it('leaves the rotation at once: readiness answers 503 and no connection is kept open', async () => {
    const before = await testApp.app.inject({ method: 'GET', url: '/api/ready/' });
    expect(before.statusCode).toBe(200);
    expect(before.headers.connection).not.toBe('close');

    testApp.app.drain.active = true;
    try {
      const ready = await testApp.app.inject({ method: 'GET', url: '/api/ready/' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not-ready', database: driver === 'pglite' ? 'pglite' : 'postgres' });
      // other requests are still served, and say the connection ends with them
      const health = await testApp.app.inject({ method: 'GET', url: '/api/health/' });
      expect(health.statusCode).toBe(200);
      expect(health.headers.connection).toBe('close');
    } finally {
      testApp.app.drain.active = false;
    }
  });

  it('finishes the request in flight, closes idle connections, stops listening and ends within 5 s', async () => {
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = testApp.app.server.address() as AddressInfo;
    const csrf = await testApp.app.inject({ method: 'GET', url: '/api/auth/csrf/' });
    const csrfToken = csrf.cookies.find((cookie) => cookie.name === 'pimento_csrf')!.value;

    // a kept-alive connection, idle once its answer arrived
    const idleAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const idleSocketClosed = new Promise<void>((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path: '/api/health/', agent: idleAgent }, (response) => {
        void read(response).then((answer) => {
          if (answer.status !== 200) reject(new Error(`health answered ${answer.status}`));
        });
      });
      request.on('socket', (socket) => socket.once('close', () => resolve()));
    });

    // a sign-in whose body is only half sent when the stop begins
    const body = JSON.stringify({ username: 'drain_admin', password: TEST_PASSWORD });
    const serverHasRequest = new Promise<void>((resolve) => testApp.app.server.once('request', () => resolve()));
    const signIn = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/auth/token/',
      agent: new http.Agent({ keepAlive: true, maxSockets: 1 }),
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        cookie: `pimento_csrf=${csrfToken}`,
        'x-csrf-token': csrfToken,
      },
    });
    const signInAnswer = new Promise<Answer>((resolve, reject) => {
      signIn.on('response', (response) => void read(response).then(resolve, reject));
      signIn.on('error', reject);
    });
    signIn.write(body.slice(0, 10));
    await serverHasRequest;

    const stopStarted = performance.now();
    const stopped = drainAndClose(testApp.app, 3_500);
    await idleSocketClosed;
    signIn.end(body.slice(10));
    const answer = await signInAnswer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'log-in-success' });
    expect(answer.headers.connection).toBe('close');

    await stopped;
    expect(performance.now() - stopStarted).toBeLessThan(5_000);
    await expect(fetch(`http://127.0.0.1:${port}/api/health/`)).rejects.toThrow();
  });
});
