import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { migrate, readMigrations } from '../src/db/migrate.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { loadJwtSecret } from '../src/modules/auth/jwt-secret.ts';
import { createAttributes } from '../src/modules/catalogue/fixtures.ts';
import { TEST_PASSWORD, startTestApp } from './harness.ts';
import type { TestApp } from './harness.ts';
import { createTestDatabase } from './databases.ts';

describe('several processes on one PostgreSQL database', () => {
  it('applies each migration once when processes start together', async () => {
    const testDatabase = await createTestDatabase('postgres');
    const second = await openPostgresDatabase(testDatabase.url!, 2);
    try {
      const [first, other] = await Promise.all([migrate(testDatabase.database), migrate(second)]);
      expect([...first, ...other].sort()).toEqual(readMigrations().map((migration) => migration.name));
    } finally {
      await second.close();
      await testDatabase.dispose();
    }
  });

  it('shares the generated JWT secret through the data directory', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pimento-secret-'));
    try {
      const first = loadJwtSecret(null, dataDir);
      expect(loadJwtSecret(null, dataDir)).toEqual(first);
      expect(fs.statSync(path.join(dataDir, 'secret')).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  describe('two API instances', () => {
    let testApp: TestApp;
    let otherDb: Database;
    let otherApp: FastifyInstance;
    beforeAll(async () => {
      testApp = await startTestApp('postgres');
      await testApp.createCompany('Shared Co', { username: 'shared_user' });
      // A second "process": its own pool, its own app, the same database and secret.
      otherDb = await openPostgresDatabase(testApp.databaseUrl!, 2);
      const logger = pino({ level: 'silent' });
      otherApp = await buildApp({
        config: testApp.config,
        db: otherDb,
        jwtSecret: loadJwtSecret(testApp.config.jwtSecret, testApp.config.dataDir),
        mailer: createMailer({ smtpUrl: null, from: testApp.config.mailFrom, dataDir: testApp.config.dataDir, logger }),
        logger,
        storage: testApp.app.deps.storage,
      });
      await otherApp.ready();
    });
    afterAll(async () => {
      await otherApp.close();
      await otherDb.close();
      await testApp.close();
    });

    it('accepts a session signed in on the other instance, and a logout on one ends it on both', async () => {
      const client = testApp.client();
      await client.login('shared_user');
      const cookie = [...client.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
      const onOther = await otherApp.inject({ method: 'GET', url: '/api/catalogue/current-user/', headers: { cookie } });
      expect(onOther.statusCode).toBe(200);
      expect(onOther.json().username).toBe('shared_user');

      const refreshToken = client.cookies.get('pimento_refresh')!;
      await client.post('/api/auth/logout/', {});
      const csrf = 'c'.repeat(43);
      const refreshOnOther = await otherApp.inject({
        method: 'POST',
        url: '/api/auth/token/refresh/',
        headers: { cookie: `pimento_csrf=${csrf}; pimento_refresh=${refreshToken}`, 'x-csrf-token': csrf, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(refreshOnOther.statusCode).toBe(401);
    });

    it('shows on one instance what the user changed through the other (the access cache hears it)', async () => {
      const client = testApp.client();
      await client.login('shared_user');
      const cookie = [...client.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
      const languageOnOther = async () => (await otherApp.inject({ method: 'GET', url: '/api/catalogue/current-user/', headers: { cookie } })).json().language;
      expect(await languageOnOther()).toBe('en');
      expect((await client.request('PATCH', '/api/catalogue/current-user/', { body: { language_code: 'fr' } })).statusCode).toBe(200);
      // The other instance hears of it through NOTIFY, a moment after the commit.
      const deadline = Date.now() + 15_000;
      let language = await languageOnOther();
      while (language !== 'fr' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        language = await languageOnOther();
      }
      expect(language).toBe('fr');
    });

    it('lists on one instance what was saved through the other (the source cache hears it)', async () => {
      const [company] = await testApp.db.query<{ id: string }>("SELECT id FROM companies WHERE name = 'Shared Co'");
      const { shared_colour: colour } = await createAttributes(testApp.db, company!.id, [{ code: 'shared_colour', type: 'dropdown', choices: ['red', 'blue'] }]);
      const client = testApp.client();
      await client.login('shared_user');
      const cookie = [...client.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
      const created = await client.post('/api/catalogue/product/', { sku: 'SHARED-1', name: 'Shared', values: { [colour!]: 'blue' } });
      expect(created.statusCode).toBe(201);
      const redOnOther = async () => {
        const answer = await otherApp.inject({
          method: 'POST',
          url: '/api/catalogue/product/search/count/',
          headers: { cookie, 'x-csrf-token': client.cookies.get('pimento_csrf')!, 'content-type': 'application/json' },
          payload: JSON.stringify({ filters: [{ field: `attribute:${colour}`, operator: 'equals', value: 'red' }] }),
        });
        return answer.json().count as number;
      };
      expect(await redOnOther()).toBe(0);
      const saved = await client.request('PATCH', `/api/catalogue/product/${created.json().id}/`, { body: { version: created.json().version, values: { [colour!]: 'red' } } });
      expect(saved.statusCode).toBe(200);
      const deadline = Date.now() + 15_000;
      let red = await redOnOther();
      while (red !== 1 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        red = await redOnOther();
      }
      expect(red).toBe(1);
    });

    it('refuses on the other instance, at once, the access cookie of a session ended on one', async () => {
      const client = testApp.client();
      await client.login('shared_user');
      const cookie = [...client.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
      const csrf = client.cookies.get('pimento_csrf')!;
      const readOnOther = async () => (await otherApp.inject({ method: 'GET', url: '/api/catalogue/current-user/', headers: { cookie } })).statusCode;
      const writeOnOther = async () =>
        (
          await otherApp.inject({
            method: 'PATCH',
            url: '/api/catalogue/current-user/',
            headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
            payload: JSON.stringify({ language_code: 'en' }),
          })
        ).statusCode;
      // The other instance knows the session live (and keeps it so, without a query per request).
      expect(await readOnOther()).toBe(200);
      expect(await writeOnOther()).toBe(200);
      expect((await client.post('/api/auth/logout/', {})).statusCode).toBe(204);
      // The other instance hears of it through NOTIFY, a moment after the commit.
      const deadline = Date.now() + 2000;
      let status = await readOnOther();
      while (status !== 401 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        status = await readOnOther();
      }
      expect(status).toBe(401);
      expect(await writeOnOther()).toBe(401);
    });

    it('spends a refresh token on every instance: reused on the other, it ends the session on both', async () => {
      const client = testApp.client();
      await client.login('shared_user');
      const first = client.cookies.get('pimento_refresh')!;
      const csrf = 'e'.repeat(43);
      const refreshOn = (app: FastifyInstance, token: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/token/refresh/',
          headers: { cookie: `pimento_csrf=${csrf}`, 'x-csrf-token': csrf, 'content-type': 'application/json' },
          payload: JSON.stringify({ refresh: token }),
        });
      const rotated = await refreshOn(testApp.app, first);
      expect(rotated.statusCode).toBe(200);
      const access = rotated.cookies.find((cookie) => cookie.name === 'pimento_access')!.value;
      const current = async () => (await testApp.app.inject({ method: 'GET', url: '/api/catalogue/current-user/', headers: { cookie: `pimento_access=${access}` } })).statusCode;
      expect(await current()).toBe(200);
      // A minute later, the spent token comes back on the other instance.
      await testApp.db.query("UPDATE auth_sessions SET rotated_at = now() - interval '1 minute' WHERE revoked_at IS NULL AND rotated_at IS NOT NULL");
      expect((await refreshOn(otherApp, first)).statusCode).toBe(401);
      const deadline = Date.now() + 2000;
      let status = await current();
      while (status !== 401 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        status = await current();
      }
      expect(status).toBe(401);
    });

    it('counts failed sign-ins across instances', async () => {
      const client = testApp.client();
      const csrf = 'd'.repeat(43);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const app = attempt % 2 === 0 ? testApp.app : otherApp;
        const response = await app.inject({
          method: 'POST',
          url: '/api/auth/token/',
          headers: { cookie: `pimento_csrf=${csrf}`, 'x-csrf-token': csrf, 'content-type': 'application/json' },
          payload: JSON.stringify({ username: 'shared_user', password: 'Wrong#Password99' }),
        });
        expect(response.statusCode).toBe(401);
      }
      const blocked = await client.post('/api/auth/token/', { username: 'shared_user', password: TEST_PASSWORD });
      expect(blocked.statusCode).toBe(429);
    });

  });
});
