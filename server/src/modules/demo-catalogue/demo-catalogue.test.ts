import { PDFDocument } from 'pdf-lib';
import pino from 'pino';
import { demoCatalogueApi } from '@pimento/shared-kit/contracts/demo-catalogue';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { waitFor } from '../../../test/jobs/fixtures.ts';
import { DEMO_ADMIN_PASSWORD, loadConfig } from '../../config.ts';
import { wakeWorkers } from '../../jobs/enqueue.ts';
import { runWorker, type Worker } from '../../jobs/worker.ts';
import { DEMO_COMPANY_NAME, seed } from '../../seed/seed.ts';
import { demoAttributes } from '../../seed/demo-catalogue/demo-attributes.ts';
import { mainImageAssetIds } from '../assets/main-images.ts';
import { createUser } from '../users/service.ts';
import { demoCatalogueJobType, insertDemoCatalogueJob } from './service.ts';

/** What the shipped files hold: 40 attributes by type, 26 models, 1,000 products in two trees. */
const expectedTypes = demoAttributes.reduce<Record<string, number>>((counts, attribute) => ({ ...counts, [attribute.type]: (counts[attribute.type] ?? 0) + 1 }), {});
/** A load takes a minute on a busy machine (two imports' worth of work per driver). */
const loadTimeout = 240_000;

describe.each(drivers)('the demo catalogue on %s', (driver) => {
  let testApp: TestApp;
  let worker: Worker | null = null;
  let demoCompanyId: string;
  let demoAdmin: TestClient;

  const companyId = async (name: string) => (await testApp.db.query<{ id: string }>('SELECT id FROM companies WHERE name = $1', [name]))[0]!.id;
  const demoTasks = (company: string) => testApp.db.query<{ id: string; status: string; result: Record<string, number> | null; error: unknown }>('SELECT id, status, result, error FROM tasks WHERE company_id = $1 AND type = $2 ORDER BY created_at', [company, demoCatalogueJobType]);
  const finished = (taskId: string) =>
    waitFor(
      async () => {
        const [task] = await testApp.db.query<{ status: string; result: Record<string, number> | null; error: unknown }>('SELECT status, result, error FROM tasks WHERE id = $1', [taskId]);
        return task?.status === 'done' || task?.status === 'error' ? task : null;
      },
      loadTimeout,
      `demo task ${taskId}`,
    );
  const count = async (sql: string, company: string) => (await testApp.db.query<{ count: number }>(sql, [company]))[0]!.count;
  const products = (company: string) => count('SELECT count(*)::int AS count FROM products WHERE company_id = $1', company);

  beforeAll(async () => {
    // As on a deployment's first start: the seed creates the demo company and asks for its catalogue.
    testApp = await startTestApp(driver, { env: { PIMENTO_DEMO_CATALOGUE: 'on' } });
    if (driver === 'postgres') worker = await runWorker({ db: testApp.db, storage: testApp.app.deps.storage, pollIntervalMs: 50, leaseMs: 10_000, schedules: false });
    demoCompanyId = await companyId(DEMO_COMPANY_NAME);
    const [task] = await demoTasks(demoCompanyId);
    const done = await finished(task!.id);
    expect(done).toMatchObject({ status: 'done', error: null });
    demoAdmin = testApp.client();
    await demoAdmin.login('admin', DEMO_ADMIN_PASSWORD);
  }, loadTimeout + 60_000);
  afterAll(async () => {
    await worker?.stop();
    await testApp.close();
  });

  it('creates 1,000 products, their models, 40 attributes of every type and two category trees, through an import run', async () => {
    expect(await products(demoCompanyId)).toBe(1000);
    expect(await count('SELECT count(*)::int AS count FROM models WHERE company_id = $1', demoCompanyId)).toBe(26);
    expect(await count('SELECT count(*)::int AS count FROM products WHERE company_id = $1 AND model_id IS NOT NULL', demoCompanyId)).toBeGreaterThan(900);

    const types = await testApp.db.query<{ type: string; count: number }>('SELECT type, count(*)::int AS count FROM attributes WHERE company_id = $1 GROUP BY type', [demoCompanyId]);
    expect(Object.fromEntries(types.map((row) => [row.type, row.count]))).toEqual(expectedTypes);
    expect(Object.keys(expectedTypes).sort()).toEqual(['boolean', 'date', 'decimal', 'dropdown', 'email', 'integer', 'long_text', 'multi_dropdown', 'range', 'text', 'time', 'url', 'url_list']);
    expect(types.reduce((sum, row) => sum + row.count, 0)).toBe(40);

    // Two trees, every product classified in both.
    const roots = await testApp.db.query<{ name: string; products: number }>(
      `SELECT r.name, count(DISTINCT pc.product_id)::int AS products FROM categories r
         JOIN categories c ON c.company_id = r.company_id AND (c.id = r.id OR r.id = ANY (c.ancestors))
         JOIN product_categories pc ON pc.company_id = c.company_id AND pc.category_id = c.id
        WHERE r.company_id = $1 AND r.parent_id IS NULL GROUP BY r.name ORDER BY r.name`,
      [demoCompanyId],
    );
    expect(roots).toEqual([
      { name: 'Electrical supplies', products: 1000 },
      { name: 'Web shop', products: 1000 },
    ]);

    // Through the engine: one completed run of the shipped template, every row created.
    const [run] = await testApp.db.query<{ status: string; counts: Record<string, number> }>('SELECT status, counts FROM import_runs WHERE company_id = $1', [demoCompanyId]);
    expect(run).toMatchObject({ status: 'completed', counts: expect.objectContaining({ created: 1000, error: 0 }) });
    const [structure] = await testApp.db.query<{ status: string; counts: Record<string, number> }>('SELECT status, counts FROM structure_import_runs WHERE company_id = $1', [demoCompanyId]);
    expect(structure).toMatchObject({ status: 'completed', counts: expect.objectContaining({ created: 40, error: 0 }) });
  });

  it('gives every model a picture, its main image, and a PDF data sheet, made by code and kept through the gallery', async () => {
    const media = await testApp.db.query<{ reference: string; picture: string | null; sheet: string | null; featured: string | null }>(
      `SELECT m.reference,
              (SELECT a.file_name FROM model_assets ma JOIN assets a ON a.company_id = ma.company_id AND a.id = ma.asset_id WHERE ma.company_id = m.company_id AND ma.model_id = m.id AND a.kind = 'image') AS picture,
              (SELECT a.file_name FROM model_assets ma JOIN assets a ON a.company_id = ma.company_id AND a.id = ma.asset_id WHERE ma.company_id = m.company_id AND ma.model_id = m.id AND a.kind = 'pdf') AS sheet,
              (SELECT a.file_name FROM assets a WHERE a.company_id = m.company_id AND a.id = m.featured_asset_id) AS featured
         FROM models m WHERE m.company_id = $1 ORDER BY m.reference`,
      [demoCompanyId],
    );
    expect(media).toHaveLength(26);
    for (const model of media) expect(model).toEqual({ reference: model.reference, picture: `${model.reference}.png`, sheet: `${model.reference}-data-sheet.pdf`, featured: `${model.reference}.png` });
    // A product of a model shows the model's picture as its main image (the gallery's rule).
    const [product] = await testApp.db.query<{ id: number; reference: string }>(
      'SELECT p.id::int AS id, m.reference FROM products p JOIN models m ON m.company_id = p.company_id AND m.id = p.model_id WHERE p.company_id = $1 ORDER BY p.id LIMIT 1',
      [demoCompanyId],
    );
    const main = await testApp.db.withTenant(demoCompanyId, (tx) => mainImageAssetIds(tx, demoCompanyId, [product!.id]));
    const [picture] = await testApp.db.query<{ file_name: string; width: number; thumbnail_key: string | null }>('SELECT file_name, width, thumbnail_key FROM assets WHERE id = $1', [main.get(product!.id)]);
    expect(picture).toMatchObject({ file_name: `${product!.reference}.png`, width: 800, thumbnail_key: expect.any(String) });
    // Its thumbnails made by the demo's own task: no task per picture in the user's tasks panel.
    expect(await count("SELECT count(*)::int AS count FROM tasks WHERE company_id = $1 AND type = 'asset_thumbnails'", demoCompanyId)).toBe(0);
    const categories = await testApp.db.query<{ name: string; assets: number }>(
      'SELECT c.name, count(a.id)::int AS assets FROM asset_categories c LEFT JOIN assets a ON a.company_id = c.company_id AND a.category_id = c.id WHERE c.company_id = $1 GROUP BY c.name ORDER BY c.name',
      [demoCompanyId],
    );
    expect(categories).toEqual([
      { name: 'Model data sheets', assets: 26 },
      { name: 'Model pictures', assets: 26 },
    ]);
    // The data sheet is a PDF a reader opens.
    const [sheet] = await testApp.db.query<{ storage_key: string }>("SELECT storage_key FROM assets WHERE company_id = $1 AND kind = 'pdf' ORDER BY id LIMIT 1", [demoCompanyId]);
    const chunks: Buffer[] = [];
    for await (const chunk of await testApp.app.deps.storage.get(sheet!.storage_key)) chunks.push(chunk as Buffer);
    const document = await PDFDocument.load(Buffer.concat(chunks));
    expect(document.getPageCount()).toBe(1);
    expect(document.getTitle()).toMatch(/ - data sheet$/);
  });

  it('holds English and French values, units, ranges, choices and the values a model manages', async () => {
    const [found] = await testApp.db.query<{ id: number }>('SELECT id::int AS id FROM products WHERE company_id = $1 AND sku = $2', [demoCompanyId, 'LGT-A60-7W-2700K-E27-200-WHI-D']);
    const answer = await demoAdmin.get(endpointPath(productsApi.get, { id: found!.id }));
    expect(answer.statusCode).toBe(200);
    const product = answer.json();
    const byCode = new Map((await testApp.db.query<{ id: number; code: string }>('SELECT id::int AS id, code FROM attributes WHERE company_id = $1', [demoCompanyId])).map((row) => [row.code, String(row.id)]));
    const value = (code: string) => product.values[byCode.get(code)!];
    expect(product.name).toBe('LED bulb A60 7 W 2700 K E27 dimmable');
    expect(value('description')).toEqual({ en: expect.stringContaining('warm white 2700 K'), fr: expect.stringContaining('blanc chaud 2700 K') });
    expect(value('power')).toBe(7);
    expect(value('lamp_base')).toBe('E27');
    expect(value('dimmable')).toBe(true);
    expect(value('certifications')).toEqual(['CE', 'ENEC', 'RoHS']);
    expect(value('gtin')).toMatch(/^376012\d{7}$/);
    // Managed by its model (LED bulb A60): a range and a lifetime the file does not carry.
    expect(value('operating_temperature')).toEqual({ min: -20, max: 40 });
    expect(value('lifetime')).toBe(15000);
  });

  it('is asked for once: a restart finds the demo company and queues nothing', async () => {
    await seed(testApp.db, testApp.config, pino({ level: 'silent' }));
    expect(await demoTasks(demoCompanyId)).toHaveLength(1);
    expect(await products(demoCompanyId)).toBe(1000);
  });

  it('refuses a company that already has products, and a user who is not an administrator', async () => {
    const refused = await demoAdmin.post(endpointPath(demoCatalogueApi.load, undefined));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('demo_catalogue.catalogue_not_empty');

    const user = await testApp.db.transaction((tx) => createUser(tx, demoCompanyId, { username: 'demo_editor', email: 'demo_editor@example.com', password: TEST_PASSWORD }));
    const editor = testApp.client();
    await editor.login(user.username);
    const forbidden = await editor.post(endpointPath(demoCatalogueApi.load, undefined));
    expect(forbidden.statusCode).toBe(403);
  });

  it('loads into an empty company on request, once at a time, without touching another company; a second load adds nothing', async () => {
    const { company, administrator } = await testApp.createCompany('Newcomer Electric', { username: 'newcomer_admin' });
    const admin = testApp.client();
    await admin.login('newcomer_admin');
    const started = await admin.post(endpointPath(demoCatalogueApi.load, undefined));
    expect(started.statusCode).toBe(202);
    const again = await admin.post(endpointPath(demoCatalogueApi.load, undefined));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('demo_catalogue.already_loading');
    const done = await finished(started.json().task_id);
    expect(done).toMatchObject({ status: 'done', result: expect.objectContaining({ products_created: 1000, models_created: 26 }) });
    expect(await products(company.id)).toBe(1000);
    expect(await products(demoCompanyId)).toBe(1000);

    // The job again on the loaded company (a retry, or a second request that raced the first): the
    // structure import skips the 40 codes, the models exist, no product is added or changed.
    const snapshot = () => testApp.db.query<{ sku: string; name: string; status: string; model_id: number | null; attribute_values: unknown }>('SELECT sku, name, status, model_id, attribute_values FROM products WHERE company_id = $1 ORDER BY sku', [company.id]);
    const before = await snapshot();
    const task = await testApp.db.withTenant(company.id, (tx) => insertDemoCatalogueJob(tx, { companyId: company.id, userId: administrator.id }));
    await wakeWorkers(testApp.db);
    const second = await finished(task.id);
    expect(second).toMatchObject({ status: 'done', result: expect.objectContaining({ products_created: 0, models_created: 0, errors: 0 }) });
    expect(await snapshot()).toEqual(before);
    expect(await count('SELECT count(*)::int AS count FROM attributes WHERE company_id = $1', company.id)).toBe(40);
    expect(await count('SELECT count(*)::int AS count FROM categories WHERE company_id = $1 AND parent_id IS NULL', company.id)).toBe(2);
  }, 2 * loadTimeout);
});

describe('PIMENTO_DEMO_CATALOGUE', () => {
  it('is on unless set to off; anything else stops the start', () => {
    expect(loadConfig({}).demoCatalogue).toBe(true);
    expect(loadConfig({ PIMENTO_DEMO_CATALOGUE: 'off' }).demoCatalogue).toBe(false);
    expect(loadConfig({ PIMENTO_DEMO_CATALOGUE: '0' }).demoCatalogue).toBe(false);
    expect(() => loadConfig({ PIMENTO_DEMO_CATALOGUE: 'maybe' })).toThrow(/PIMENTO_DEMO_CATALOGUE/);
  });
});

describe.each(drivers)('a first start with PIMENTO_DEMO_CATALOGUE=off on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver, { env: { PIMENTO_DEMO_CATALOGUE: 'off' } });
  });
  afterAll(() => testApp.close());

  it('creates the demo company with an empty catalogue and queues no load', async () => {
    const [company] = await testApp.db.query<{ id: string }>('SELECT id FROM companies WHERE name = $1', [DEMO_COMPANY_NAME]);
    expect(await testApp.db.query('SELECT id FROM tasks WHERE company_id = $1', [company!.id])).toEqual([]);
    expect((await testApp.db.query<{ count: number }>('SELECT count(*)::int AS count FROM products WHERE company_id = $1', [company!.id]))[0]!.count).toBe(0);
  });
});
