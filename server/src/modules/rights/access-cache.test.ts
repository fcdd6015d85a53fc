import { currentUserSchema } from '@pimento/shared-kit/contracts/current-user';
import type { Database } from '../../db/database.ts';
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
