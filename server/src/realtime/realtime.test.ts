import { jest } from '@jest/globals';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, drivers } from '../../test/databases.ts';
import type { TestDatabase } from '../../test/databases.ts';
import { createTenant, sleep } from '../../test/jobs/fixtures.ts';
import { openSocket } from '../../test/realtime/ws-client.ts';
import type { TestSocket } from '../../test/realtime/ws-client.ts';
import { migrate } from '../db/migrate.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import type { Database } from '../db/database.ts';
import { createJobQueue } from '../jobs/enqueue.ts';
import { maxInlinePayloadBytes } from './bus.ts';
import { realtimePlugin } from './plugin.ts';
import type { RealtimePrincipal } from './hub.ts';
import { createRealtimePublisher } from './publisher.ts';

// real databases and processes: the default 5 s is too short on a shared 2-core machine
jest.setTimeout(60_000);

/** Sessions of the suite: the cookie value names the principal (the real cookie check is in the app suite). */
const sessions = new Map<string, RealtimePrincipal>();
const resolvePrincipal = async (cookie: string | undefined) => {
  const token = /pimento_access=([^;]+)/.exec(cookie ?? '')?.[1];
  return (token && sessions.get(token)) || null;
};

async function startApp(db: Database): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify();
  await app.register(realtimePlugin, { db, allowedOrigin: 'http://pimento.test', resolvePrincipal });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url: `${address.replace('http', 'ws')}/ws/` };
}

/** Proves nothing else is queued for `socket`: a company-wide marker arrives next, alone. */
async function expectNothingBefore(socket: TestSocket, marker: string) {
  const message = await socket.waitFor((received) => received.type === 'msg' && received.message === marker);
  const index = socket.received.indexOf(message);
  return socket.received.slice(0, index);
}

describe.each(drivers)('/ws/ on %s', (driver) => {
  let testDatabase: TestDatabase;
  let server: { app: FastifyInstance; url: string };
  let alice: TestSocket, bob: TestSocket, carol: TestSocket;
  let first: { companyId: string; userIds: string[] }, second: { companyId: string; userIds: string[] };

  beforeAll(async () => {
    testDatabase = await createTestDatabase(driver);
    await migrate(testDatabase.database);
    first = await createTenant(testDatabase.database, 2);
    second = await createTenant(testDatabase.database, 1);
    sessions.set(`alice-${driver}`, { companyId: first.companyId, userId: first.userIds[0]! });
    sessions.set(`bob-${driver}`, { companyId: first.companyId, userId: first.userIds[1]! });
    sessions.set(`carol-${driver}`, { companyId: second.companyId, userId: second.userIds[0]! });
    server = await startApp(testDatabase.database);
  });
  afterAll(async () => {
    await server.app.close();
    await testDatabase.dispose();
  });

  it('refuses an upgrade without a valid session cookie', async () => {
    await expect(openSocket(server.url)).rejects.toThrow('HTTP 401');
    await expect(openSocket(server.url, 'pimento_access=forged')).rejects.toThrow('HTTP 401');
  });

  it('answers the handshake: code global → ack_code, then msg', async () => {
    alice = await openSocket(server.url, `pimento_access=alice-${driver}`);
    alice.socket.send(JSON.stringify({ type: 'code', code: 'global' }));
    await alice.waitFor((message) => message.type === 'msg');
    expect(alice.received).toEqual([
      { type: 'ack_code', code: 'global' },
      { type: 'msg', code: 'global', message: 'connected' },
    ]);
    bob = await openSocket(server.url, `pimento_access=bob-${driver}`);
    carol = await openSocket(server.url, `pimento_access=carol-${driver}`);
    await bob.handshake();
    await carol.handshake();
    expect(server.app.realtimeHub.subscribedCount()).toBe(3);
  });

  it('routes a user message to that user only and a company message to that company only', async () => {
    const publisher = createRealtimePublisher(testDatabase.database);
    await publisher.publishToUser(first.companyId, first.userIds[0]!, { type: 'user_updated' });
    await publisher.publishToCompany(first.companyId, { type: 'company_updated', fields: ['units'] });
    await publisher.publishToCompany(second.companyId, { type: 'etim_import_processing', processing: true });
    for (const tenant of [first, second]) await publisher.publishToCompany(tenant.companyId, { type: 'msg', message: 'marker-1' });

    const skip = 2; // the handshake
    expect((await expectNothingBefore(alice, 'marker-1')).slice(skip)).toEqual([
      { type: 'user_updated' },
      { type: 'company_updated', fields: ['units'] },
    ]);
    expect((await expectNothingBefore(bob, 'marker-1')).slice(skip)).toEqual([{ type: 'company_updated', fields: ['units'] }]);
    expect((await expectNothingBefore(carol, 'marker-1')).slice(skip)).toEqual([{ type: 'etim_import_processing', processing: true }]);
  });

  it('delivers messages larger than a NOTIFY payload', async () => {
    const publisher = createRealtimePublisher(testDatabase.database);
    const rows = Array.from({ length: 400 }, (_, index) => [`row ${index}`, index, 'x'.repeat(20)]);
    const message = { type: 'chatbot_table_results' as const, conversation_id: 'c1', columns: ['name', 'n', 'pad'], rows };
    expect(JSON.stringify(message).length).toBeGreaterThan(maxInlinePayloadBytes);
    await publisher.publishToUser(first.companyId, first.userIds[1]!, message);
    expect(await bob.waitFor((received) => received.type === 'chatbot_table_results')).toEqual({ ...message, rows });
  });

  it('sends nothing to a socket before its handshake', async () => {
    const late = await openSocket(server.url, `pimento_access=alice-${driver}`);
    await createRealtimePublisher(testDatabase.database).publishToUser(first.companyId, first.userIds[0]!, { type: 'attribute_id_label_updated' });
    await alice.waitFor((message) => message.type === 'attribute_id_label_updated');
    await sleep(100);
    expect(late.received).toEqual([]);
    await late.close();
  });

  it('pushes the task messages of a job to its owner', async () => {
    const { taskId } = await createJobQueue(testDatabase.database).enqueueJob({
      type: 'report.not_registered_here',
      companyId: second.companyId,
      userId: second.userIds[0]!,
    });
    const message = await carol.waitFor((received) => received.type === 'new_task');
    expect(message).toMatchObject({ type: 'new_task', task: { id: taskId, status: 'waiting', percent: 0 } });
    await createRealtimePublisher(testDatabase.database).publishToCompany(first.companyId, { type: 'msg', message: 'marker-2' });
    expect((await expectNothingBefore(alice, 'marker-2')).some((received) => received.type === 'new_task')).toBe(false);
  });

  it('closes a socket with 4001 when its session expires', async () => {
    sessions.set(`short-${driver}`, { companyId: first.companyId, userId: first.userIds[0]!, expiresAt: Date.now() + 2000 }); // long enough to open the socket on a loaded machine
    const short = await openSocket(server.url, `pimento_access=short-${driver}`);
    await short.handshake();
    const code = await new Promise((resolve) => short.socket.once('close', resolve));
    expect(code).toBe(4001);
  });

  it('closes every socket when the server stops', async () => {
    const closed = Promise.all([alice, bob, carol].map((socket) => new Promise((resolve) => socket.socket.once('close', resolve))));
    await server.app.close();
    await closed;
    server = await startApp(testDatabase.database);
  });
});

describe('/ws/ fan-out across two API processes on one PostgreSQL database', () => {
  let testDatabase: TestDatabase;
  let secondDatabase: Database;
  let apiA: { app: FastifyInstance; url: string }, apiB: { app: FastifyInstance; url: string };

  beforeAll(async () => {
    testDatabase = await createTestDatabase('postgres');
    await migrate(testDatabase.database);
    // each API process has its own pool and its own LISTEN connection
    secondDatabase = await openPostgresDatabase(testDatabase.url!, 3);
    apiA = await startApp(testDatabase.database);
    apiB = await startApp(secondDatabase);
  });
  afterAll(async () => {
    await apiA.app.close();
    await apiB.app.close();
    await secondDatabase.close();
    await testDatabase.dispose();
  });

  it('delivers what one process publishes to the sockets of the other, routed by user and company', async () => {
    const first = await createTenant(testDatabase.database, 2);
    const second = await createTenant(testDatabase.database, 1);
    sessions.set('fan-a', { companyId: first.companyId, userId: first.userIds[0]! });
    sessions.set('fan-b', { companyId: first.companyId, userId: first.userIds[1]! });
    sessions.set('fan-c', { companyId: second.companyId, userId: second.userIds[0]! });
    const onA = await openSocket(apiA.url, 'pimento_access=fan-a');
    const onB = await openSocket(apiB.url, 'pimento_access=fan-b');
    const otherCompanyOnB = await openSocket(apiB.url, 'pimento_access=fan-c');
    for (const socket of [onA, onB, otherCompanyOnB]) await socket.handshake();

    // published by process A (a job started there), for a user connected to process B
    const { taskId } = await createJobQueue(testDatabase.database).enqueueJob({
      type: 'report.not_registered_here',
      companyId: first.companyId,
      userId: first.userIds[1]!,
    });
    expect(await onB.waitFor((message) => message.type === 'new_task')).toMatchObject({ task: { id: taskId } });
    // published by process B for the whole company: both processes deliver it
    await createRealtimePublisher(secondDatabase).publishToCompany(first.companyId, { type: 'possible_languages_changed', languages: ['en', 'fr', 'de'] });
    await onA.waitFor((message) => message.type === 'possible_languages_changed');
    await onB.waitFor((message) => message.type === 'possible_languages_changed');

    for (const tenant of [first, second]) {
      await createRealtimePublisher(testDatabase.database).publishToCompany(tenant.companyId, { type: 'msg', message: 'fan-marker' });
    }
    expect((await expectNothingBefore(onA, 'fan-marker')).map((message) => message.type)).toEqual(['ack_code', 'msg', 'possible_languages_changed']);
    expect((await expectNothingBefore(otherCompanyOnB, 'fan-marker')).map((message) => message.type)).toEqual(['ack_code', 'msg']);
    for (const socket of [onA, onB, otherCompanyOnB]) await socket.close();
  });
});
