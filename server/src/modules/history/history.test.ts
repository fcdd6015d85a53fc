import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp } from '../../../test/harness.ts';
import type { JobContext } from '../../jobs/registry.ts';
import { createUser } from '../users/service.ts';
import { runHistoryPrune } from './prune-job.ts';

describe.each(drivers)('history retention on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
  });
  afterAll(() => testApp.close());

  it('lets administrators set the retention, schedules the pruning once, and prunes by age and count', async () => {
    const { company } = await testApp.createCompany('History Co', { username: 'history_admin' });
    await testApp.db.transaction((tx) => createUser(tx, company.id, { username: 'history_user', email: 'history_user@example.com', password: TEST_PASSWORD }));
    const admin = testApp.client();
    await admin.login('history_admin');
    expect((await admin.get('/api/catalogue/history/retention/')).json()).toEqual({ days: 365, max_entries: 200 });
    const user = testApp.client();
    await user.login('history_user');
    expect((await user.request('PUT', '/api/catalogue/history/retention/', { body: { days: 1, max_entries: 1 } })).json().code).toBe('rights.administrator_required');
    expect((await admin.request('PUT', '/api/catalogue/history/retention/', { body: { days: 0, max_entries: 2 } })).statusCode).toBe(400);

    for (let i = 0; i < 2; i += 1) {
      expect((await admin.request('PUT', '/api/catalogue/history/retention/', { body: { days: 30, max_entries: 2 } })).json()).toEqual({ days: 30, max_entries: 2 });
    }
    const schedules = await testApp.db.query('SELECT cron FROM schedules WHERE company_id = $1 AND job_type = $2', [company.id, 'catalogue.history.prune']);
    expect(schedules).toEqual([{ cron: '17 3 * * *' }]);

    // Product 1: 4 recent entries (2 too many); product 2: one entry 40 days old.
    await testApp.db.query(
      `INSERT INTO catalogue_history (company_id, entity, entity_id, changes, changed_at)
       VALUES ($1, 'product', 1, '{"name": ["a", "b"]}', now()), ($1, 'product', 1, '{"name": ["b", "c"]}', now()),
              ($1, 'product', 1, '{"name": ["c", "d"]}', now()), ($1, 'product', 1, '{"name": ["d", "e"]}', now()),
              ($1, 'product', 2, '{"name": ["x", "y"]}', now() - interval '40 days')`,
      [company.id],
    );
    const progress: number[] = [];
    const result = await runHistoryPrune({ db: testApp.db, companyId: company.id, progress: async (value: number) => void progress.push(value) } as unknown as JobContext);
    expect(result).toEqual({ deleted: 3 });
    const left = await testApp.db.query<{ entity_id: number; changes: unknown }>('SELECT entity_id::int AS entity_id, changes FROM catalogue_history WHERE company_id = $1 ORDER BY id', [company.id]);
    expect(left).toEqual([
      { entity_id: 1, changes: { name: ['c', 'd'] } },
      { entity_id: 1, changes: { name: ['d', 'e'] } },
    ]);
  });

  it('names the models and categories a page of history changed, by reference and path in each label language, not by id', async () => {
    await testApp.createCompany('History Names Co', { username: 'history_names' });
    const admin = testApp.client();
    await admin.login('history_names');
    const lighting = (await admin.post('/api/catalogue/category/', { names: { en: 'Lighting', fr: 'Éclairage' } })).json();
    const indoor = (await admin.post('/api/catalogue/category/', { names: { en: 'Indoor', fr: 'Intérieur' }, parent_id: lighting.id })).json();
    const spots = (await admin.post('/api/catalogue/category/', { name: 'Spots', parent_id: indoor.id })).json();
    const model = (await admin.post('/api/catalogue/model/', { reference: 'LAMP-M', name: 'Lamp model' })).json();
    const product = (await admin.post('/api/catalogue/product/', { sku: 'LAMP-1', name: 'Lamp' })).json();
    const saved = await admin.request('PATCH', `/api/catalogue/product/${product.id}/`, { body: { version: product.version, model_id: model.id, categories: [indoor.id, spots.id] } });
    expect(saved.statusCode).toBe(200);

    const page = (await admin.get(`/api/catalogue/product/${product.id}/history/`)).json();
    expect(page.results[0].changes).toMatchObject({ model_id: [null, model.id], categories: [[], [indoor.id, spots.id]] });
    expect(page.references).toEqual({
      models: { [model.id]: { reference: 'LAMP-M', name: 'Lamp model' } },
      categories: {
        [indoor.id]: [
          { name: 'Lighting', names: { en: 'Lighting', fr: 'Éclairage' } },
          { name: 'Indoor', names: { en: 'Indoor', fr: 'Intérieur' } },
        ],
        [spots.id]: [
          { name: 'Lighting', names: { en: 'Lighting', fr: 'Éclairage' } },
          { name: 'Indoor', names: { en: 'Indoor', fr: 'Intérieur' } },
          { name: 'Spots', names: { en: 'Spots' } },
        ],
      },
    });
  });
});
