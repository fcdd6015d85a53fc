import { createHash } from 'node:crypto';
import { jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { loadJwtSecret } from '../src/modules/auth/jwt-secret.ts';
import { storeAuthToken } from '../src/modules/auth/repository.ts';
import { encodeUid } from '../src/modules/auth/service.ts';
import { createRealtimePublisher } from '../src/realtime/publisher.ts';
import { drivers, startTestApp, TEST_PASSWORD } from './harness.ts';
import type { TestApp, TestClient } from './harness.ts';
import { openSocket } from './realtime/ws-client.ts';
import type { TestSocket } from './realtime/ws-client.ts';

jest.setTimeout(90_000);

const cookieHeader = (client: TestClient) => [...client.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');

/** Resolves with the close code once the server closes the socket. */
const closeCode = (socket: TestSocket) =>
  new Promise<number>((resolve) => {
    if (socket.socket.readyState === socket.socket.CLOSED) resolve(-1);
    socket.socket.once('close', (code) => resolve(code));
  });

async function connected(url: string, client: TestClient): Promise<TestSocket> {
  const socket = await openSocket(url, cookieHeader(client));
  await socket.handshake();
  return socket;
}

/**
 * Logout and password reset/change close the session's open sockets on every API process
 * (through the realtime bus), and a socket cannot be reopened with that session's access token.
 */
describe.each(drivers)('sessions and their sockets on %s', (driver) => {
  let testApp: TestApp;
  let otherDb: Database | null = null;
  let otherApp: FastifyInstance | null = null;
  let urls: string[];
  let companyId: string;

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    const created = await testApp.createCompany('Sockets Co', { username: 'socket_user', email: 'socket_user@example.com' });
    companyId = created.company.id;
    await testApp.createCompany('Sockets Co 2', { username: 'socket_other' });
    const address = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    urls = [`${address.replace('http', 'ws')}/ws/`];
    if (driver === 'postgres') {
      // a second API process on the same database: the close travels through LISTEN/NOTIFY
      otherDb = await openPostgresDatabase(testApp.databaseUrl!, 3);
      const logger = pino({ level: 'silent' });
      otherApp = await buildApp({
        config: testApp.config,
        db: otherDb,
        jwtSecret: loadJwtSecret(testApp.config.jwtSecret, testApp.config.dataDir),
        mailer: createMailer({ smtpUrl: null, from: testApp.config.mailFrom, dataDir: testApp.config.dataDir, logger }),
        logger,
        storage: testApp.app.deps.storage,
      });
      const otherAddress = await otherApp.listen({ host: '127.0.0.1', port: 0 });
      urls.push(`${otherAddress.replace('http', 'ws')}/ws/`);
    }
  });
  afterAll(async () => {
    await otherApp?.close();
    await otherDb?.close();
    await testApp.close();
  });

  it('logout closes that session’s sockets on every process, and only those', async () => {
    const leaving = testApp.client();
    await leaving.login('socket_user');
    const staying = testApp.client();
    await staying.login('socket_user');
    const leavingSockets = await Promise.all(urls.map((url) => connected(url, leaving)));
    const stayingSocket = await connected(urls.at(-1)!, staying);
    const leavingCookie = cookieHeader(leaving);

    const closed = leavingSockets.map(closeCode);
    expect((await leaving.post('/api/auth/logout/', {})).statusCode).toBe(204);
    expect(await Promise.all(closed)).toEqual(urls.map(() => 4003));

    // the other session of the same user keeps its socket and still gets messages
    await createRealtimePublisher(testApp.db).publishToCompany(companyId, { type: 'msg', message: 'still-here' });
    await stayingSocket.waitFor((message) => message.type === 'msg' && message.message === 'still-here');
    expect(stayingSocket.socket.readyState).toBe(stayingSocket.socket.OPEN);

    // the logged-out access token (not expired yet) no longer opens a socket
    await expect(openSocket(urls[0]!, leavingCookie)).rejects.toThrow('HTTP 401');
    await stayingSocket.close();
  });

  it('a password change closes the user’s other sessions’ sockets and keeps this one', async () => {
    const changer = testApp.client();
    await changer.login('socket_user');
    const elsewhere = testApp.client();
    await elsewhere.login('socket_user');
    const mine = await connected(urls[0]!, changer);
    const theirs = await Promise.all(urls.map((url) => connected(url, elsewhere)));
    const closed = theirs.map(closeCode);

    const changed = await changer.post('/api/auth/change-password/', { old_password: TEST_PASSWORD, password: 'Copper#Meadow58', password_confirmation: 'Copper#Meadow58' });
    expect(changed.statusCode).toBe(204);
    expect(await Promise.all(closed)).toEqual(urls.map(() => 4003));
    await expect(openSocket(urls[0]!, cookieHeader(elsewhere))).rejects.toThrow('HTTP 401');
    expect((await elsewhere.post('/api/auth/token/refresh/', {})).statusCode).toBe(401);

    await createRealtimePublisher(testApp.db).publishToCompany(companyId, { type: 'msg', message: 'after-change' });
    await mine.waitFor((message) => message.type === 'msg' && message.message === 'after-change');
    expect((await changer.post('/api/auth/token/refresh/', {})).statusCode).toBe(200);
    await mine.close();
  });

  it('a password reset closes every socket of the user, and no one else’s', async () => {
    const user = testApp.client();
    await user.login('socket_user', 'Copper#Meadow58');
    const other = testApp.client();
    await other.login('socket_other');
    const sockets = await Promise.all(urls.map((url) => connected(url, user)));
    const otherSocket = await connected(urls[0]!, other);
    const closed = sockets.map(closeCode);

    const [row] = await testApp.db.query<{ id: string }>("SELECT id FROM users WHERE username = 'socket_user'");
    const token = 'r'.repeat(43);
    await storeAuthToken(testApp.db, {
      hash: createHash('sha256').update(token).digest('hex'),
      userId: row!.id,
      purpose: 'password_reset',
      email: null,
      expiresAt: new Date(Date.now() + 3600_000),
    });
    const reset = await testApp
      .client()
      .post('/api/auth/reset-password/', { uid: encodeUid(row!.id), token, password: 'Amber#Glacier93', password_confirmation: 'Amber#Glacier93' });
    expect(reset.statusCode).toBe(204);
    expect(await Promise.all(closed)).toEqual(urls.map(() => 4003));
    expect(otherSocket.socket.readyState).toBe(otherSocket.socket.OPEN);
    await otherSocket.close();
  });
});
