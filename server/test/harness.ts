import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { CSRF_HEADER, sessionCookieNames } from '@pimento/shared-kit/contracts/auth';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openFileStorage } from '../src/storage/open-file-storage.ts';
import type { Config } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { loadJwtSecret } from '../src/modules/auth/jwt-secret.ts';
import { createCompanyWithAdministrator } from '../src/modules/companies/service.ts';
import type { CreatedCompany } from '../src/modules/companies/service.ts';
import { seed } from '../src/seed/seed.ts';
import type { Driver } from './databases.ts';
import { createTestDatabase } from './databases.ts';
import { seedsLikeTemplate } from './database-templates.ts';

export { drivers } from './databases.ts';
export type { Driver } from './databases.ts';

/** A strong password that every test user gets unless it says otherwise. */
export const TEST_PASSWORD = 'Velvet#Harbour42';

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** The PostgreSQL URL of the suite's database, null on PGlite. */
  databaseUrl: string | null;
  /** A browser-like client: keeps cookies, sends the CSRF header on unsafe methods. */
  client(): TestClient;
  /** Creates a company and its administrator (password `TEST_PASSWORD` unless given). */
  createCompany(name: string, admin: { username: string; password?: string; email?: string; language?: 'en' | 'fr' }): Promise<CreatedCompany>;
  close(): Promise<void>;
};

export type TestRequest = {
  body?: unknown;
  /** Raw payload instead of JSON (malformed JSON, an uploaded file's bytes with its content type). */
  payload?: string | Buffer;
  headers?: Record<string, string>;
  /** The client's address as the server sees it. */
  remoteAddress?: string;
  /** Leave out the CSRF header even on an unsafe method. */
  withoutCsrf?: boolean;
};

export type TestClient = {
  request(method: InjectOptions['method'], url: string, options?: TestRequest): Promise<LightMyRequestResponse>;
  get(url: string, options?: TestRequest): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown, options?: TestRequest): Promise<LightMyRequestResponse>;
  /** Signs in through `POST /api/auth/token/` and fails the test if it does not answer 200. */
  login(username: string, password?: string): Promise<void>;
  cookies: Map<string, string>;
};

/**
 * Builds the whole application on a fresh database of `driver` (migrated and seeded), with its
 * data directory in a temporary folder. Requests go through `app.inject`: no port is opened.
 */
export async function startTestApp(
  driver: Driver,
  options: {
    smtpUrl?: string;
    env?: NodeJS.ProcessEnv;
    /** The database as the application (and the embedded worker) sees it, e.g. with a gate on its transactions. */
    appDatabase?: (db: Database) => Database;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pimento-test-'));
  const config = loadConfig({
    PIMENTO_DATA_DIR: dataDir,
    PIMENTO_PUBLIC_URL: 'http://pimento.test',
    PIMENTO_JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    // A test that wants the demo catalogue asks for it (`env`): 1,000 products would slow every start.
    PIMENTO_DEMO_CATALOGUE: 'off',
    ...(options.smtpUrl !== undefined ? { SMTP_URL: options.smtpUrl } : {}),
    ...options.env,
  });
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  // A start seeded as the template was starts from a copy of it; another (the demo catalogue asked
  // for, other demo credentials) seeds its migrated copy, as a first start would.
  const seededTemplate = seedsLikeTemplate(config);
  const testDatabase = await createTestDatabase(driver, { template: seededTemplate ? 'seeded' : 'migrated' });
  const db = testDatabase.database;
  if (!seededTemplate) await seed(db, config, logger);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir, logger });
  const storage = await openFileStorage(config.storage);
  const app = await buildApp({ config, db: options.appDatabase?.(db) ?? db, jwtSecret: loadJwtSecret(config.jwtSecret, dataDir), mailer, logger, storage });
  await app.ready();

  return {
    app,
    db,
    config,
    databaseUrl: testDatabase.url,
    client: () => createClient(app),
    createCompany: (name, admin) =>
      createCompanyWithAdministrator(
        { db },
        {
          name,
          administrator: {
            username: admin.username,
            password: admin.password ?? TEST_PASSWORD,
            email: admin.email ?? `${admin.username}@example.com`,
            language: admin.language ?? 'en',
          },
        },
      ),
    close: async () => {
      await app.close();
      mailer.close();
      await testDatabase.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function createClient(app: FastifyInstance): TestClient {
  const cookies = new Map<string, string>();

  function remember(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() < Date.now()) || cookie.value === '';
      if (expired) cookies.delete(cookie.name);
      else cookies.set(cookie.name, cookie.value);
    }
  }

  async function send(method: InjectOptions['method'], url: string, options: TestRequest = {}): Promise<LightMyRequestResponse> {
    const upper = String(method).toUpperCase();
    if (UNSAFE.has(upper) && !options.withoutCsrf && !cookies.has(sessionCookieNames.csrf)) {
      remember(await app.inject({ method: 'GET', url: '/api/auth/csrf/' }));
    }
    const headers: Record<string, string> = { ...options.headers };
    // An explicit Cookie header (a crafted token) replaces the jar.
    if (cookies.size > 0 && headers.cookie === undefined) headers.cookie = [...cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
    if (UNSAFE.has(upper) && !options.withoutCsrf) headers[CSRF_HEADER] = cookies.get(sessionCookieNames.csrf) ?? '';
    const injectOptions: InjectOptions = { method, url, headers };
    if (options.remoteAddress !== undefined) injectOptions.remoteAddress = options.remoteAddress;
    if (options.payload !== undefined) {
      injectOptions.payload = options.payload;
      headers['content-type'] ??= 'application/json';
    } else if (options.body !== undefined) {
      injectOptions.payload = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const response = await app.inject(injectOptions);
    remember(response);
    return response;
  }

  const client: TestClient = {
    cookies,
    request: send,
    get: (url, options) => send('GET', url, options),
    post: (url, body = {}, options) => send('POST', url, { ...options, body }),
    async login(username, password = TEST_PASSWORD) {
      const response = await client.post('/api/auth/token/', { username, password });
      if (response.statusCode !== 200) throw new Error(`login of ${username} answered ${response.statusCode}: ${response.body}`);
    },
  };
  return client;
}
