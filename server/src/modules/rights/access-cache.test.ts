import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { currentUserSchema } from '@pimento/shared-kit/contracts/current-user';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import { openPostgresDatabase } from '../../db/postgres-database.ts';
import { createMailer } from '../../mail/mailer.ts';
import { openFileStorage } from '../../storage/open-file-storage.ts';
import { loadJwtSecret } from '../auth/jwt-secret.ts';
import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp } from '../../../test/harness.ts';
import { openAccessCache } from './access-cache.ts';

describe.each(drivers)('the access cache on %s', (driver) => {
  let testApp: TestApp;
  let companyId: string;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    companyId = (await testApp.createCompany('Cache Co', { username: 'cache_admin' })).company.id;
  });
  afterAll(() => testApp.close());

  it('answers the current user from the cache and drops it as soon as the database changes the user', async () => {
    const client = testApp.client();
    await client.login('cache_admin');
    expect(currentUserSchema.parse((await client.get('/api/catalogue/current-user/')).json()).first_name).toBe('');
    // Written behind the API's back: only the database's notification can tell the cache.
    await testApp.db.query(`UPDATE users SET first_name = 'Ada' WHERE username = 'cache_admin'`);
    expect(currentUserSchema.parse((await client.get('/api/catalogue/current-user/')).json()).first_name).toBe('Ada');
  });

  it('applies a feature switched off to the next request', async () => {
    const client = testApp.client();
    await client.login('cache_admin');
    expect((await client.get('/api/catalogue/object-type/')).statusCode).toBe(200);
    await testApp.db.query(`UPDATE companies SET features = features || '{"object_activated": false}' WHERE id = $1`, [companyId]);
    expect((await client.get('/api/catalogue/object-type/')).statusCode).toBe(403);
    await testApp.db.query(`UPDATE companies SET features = features || '{"object_activated": true}' WHERE id = $1`, [companyId]);
    expect((await client.get('/api/catalogue/object-type/')).statusCode).toBe(200);
  });
});

describe('the access cache across two API processes on one PostgreSQL database', () => {
  let testApp: TestApp;
  let secondDatabase: Database;
  let secondApp: FastifyInstance;
  beforeAll(async () => {
    testApp = await startTestApp('postgres');
    await testApp.createCompany('Two Process Co', { username: 'two_admin' });
    secondDatabase = await openPostgresDatabase(testApp.databaseUrl!, 3);
    const logger = pino({ level: 'silent' });
    const mailer = createMailer({ smtpUrl: testApp.config.smtpUrl, from: testApp.config.mailFrom, dataDir: testApp.config.dataDir, logger });
    secondApp = await buildApp({
      config: testApp.config,
      db: secondDatabase,
      jwtSecret: loadJwtSecret(testApp.config.jwtSecret, testApp.config.dataDir),
      mailer,
      logger,
      storage: await openFileStorage(testApp.config.storage),
    });
    await secondApp.ready();
  });
  afterAll(async () => {
    await secondApp.close();
    await secondDatabase.close();
    await testApp.close();
  });

  it('shows on one process what the user changed through the other', async () => {
    const client = testApp.client();
    await client.login('two_admin');
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
    const readOnSecond = async () => currentUserSchema.parse((await secondApp.inject({ method: 'GET', url: '/api/catalogue/current-user/', headers: { cookie } })).json());
    expect((await readOnSecond()).language).toBe('en');

    expect((await client.request('PATCH', '/api/catalogue/current-user/', { body: { language_code: 'fr' } })).statusCode).toBe(200);
    // The other process hears of it through NOTIFY, a moment after the commit.
    const deadline = Date.now() + 2000;
    let language = (await readOnSecond()).language;
    while (language !== 'fr' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      language = (await readOnSecond()).language;
    }
    expect(language).toBe('fr');
  });
});

describe('the access cache while a value is loading', () => {
  it('does not keep a value read before the company changed', async () => {
    let notify: (companyId: string) => void = () => {};
    const database = {
      watch: async (_channel: string, onMessage: (payload: string) => void) => {
        notify = onMessage;
        return () => {};
      },
    } as unknown as Database;
    const cache = await openAccessCache(database);
    let reads = 0;
    const load = async () => {
      reads += 1;
      // the company changes while this read is in flight
      if (reads === 1) notify('company-1');
      return `value ${reads}`;
    };
    expect(await cache.get('company-1', 'key', load)).toBe('value 1');
    expect(await cache.get('company-1', 'key', load)).toBe('value 2');
    expect(await cache.get('company-1', 'key', load)).toBe('value 2');
    notify('company-2');
    expect(await cache.get('company-1', 'key', load)).toBe('value 2');
    notify('company-1');
    expect(await cache.get('company-1', 'key', load)).toBe('value 3');
  });
});
