import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { findJobType } from '../../jobs/registry.ts';
import type { JobContext } from '../../jobs/registry.ts';
import { recomputeJobType } from './recompute-job.ts';

const base = '/api/catalogue';

/** Computed values follow their inputs on every save, and every product follows a new formula. */
describe.each(drivers)('computed attributes on products on %s', (driver) => {
  let testApp: TestApp;
  let companyId: string;
  let admin: TestClient;
  let groupId: number;
  const ids: Record<string, number> = {};

  const valuesOf = async (sku: string) =>
    (await testApp.db.query<{ attribute_values: Record<string, unknown> }>('SELECT attribute_values FROM products WHERE sku = $1', [sku]))[0]!.attribute_values;

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    companyId = (await testApp.createCompany('Compute Co', { username: 'compute_admin' })).company.id;
    await testApp.db.query("INSERT INTO groups (company_id, name) VALUES ($1, 'Everyone')", [companyId]);
    admin = testApp.client();
    await admin.login('compute_admin');
    const section = (await admin.post(`${base}/attribute-section/`, { name: 'Prices' })).json();
    groupId = (await admin.post(`${base}/attribute-group/`, { name: 'Pricing', section_id: section.id })).json().id;
    for (const [code, type] of [['net', 'decimal'], ['quantity', 'integer']] as const) {
      ids[code] = (await admin.post(`${base}/attribute/`, { code, type, labels: { en: code }, group_id: groupId })).json().id;
    }
  });
  afterAll(() => testApp.close());

  it('recomputes on save and refuses a hand-written computed value', async () => {
    const total = (await admin.post(`${base}/attribute/`, { code: 'total', type: 'decimal', labels: { en: 'Total' }, group_id: groupId, formula: '{net} * {quantity}' })).json();
    ids.total = total.id;
    const created = await admin.post(`${base}/product/`, { sku: 'P-1', name: 'P-1', values: { [ids.net!]: 2.5, [ids.quantity!]: 4 } });
    expect(created.statusCode).toBe(201);
    expect((await valuesOf('P-1'))[String(total.id)]).toBe(10);
    const byHand = await admin.post(`${base}/product/`, { sku: 'P-2', name: 'P-2', values: { [total.id]: 3 } });
    expect(byHand.json().fields[`values.${total.id}`]).toContain('attribute.value.computed');
  });

  it('brings every product in line with a changed formula through a durable job', async () => {
    for (let index = 0; index < 3; index += 1) {
      await admin.post(`${base}/product/`, { sku: `Q-${index}`, name: `Q-${index}`, values: { [ids.net!]: index, [ids.quantity!]: 10 } });
    }
    const total = (await admin.get(`${base}/attribute/${ids.total}/`)).json();
    const changed = await admin.request('PATCH', `${base}/attribute/${ids.total}/`, { body: { formula: '{net} * {quantity} * 2', version: total.version } });
    expect(changed.statusCode).toBe(200);
    const [task] = await testApp.db.query<{ id: string; user_id: string }>('SELECT id, user_id FROM tasks WHERE type = $1 ORDER BY created_at DESC LIMIT 1', [recomputeJobType]);
    expect(task).toBeDefined();
    const checkpoints: unknown[] = [];
    const context = {
      taskId: task!.id,
      companyId,
      userId: task!.user_id,
      payload: {},
      db: testApp.db,
      checkpoint: null,
      progress: async () => {},
      saveCheckpoint: async (checkpoint: unknown) => void checkpoints.push(checkpoint),
      throwIfStopped: () => {},
    } as unknown as JobContext;
    const result = (await findJobType(recomputeJobType)!.handler(context)) as { recomputed: number };
    expect(result.recomputed).toBe(4);
    expect((await valuesOf('P-1'))[String(ids.total)]).toBe(20);
    expect((await valuesOf('Q-2'))[String(ids.total)]).toBe(40);
    expect(checkpoints.length).toBeGreaterThanOrEqual(2);
    // The listing filters read the index tables: they hold the new value too.
    const [indexed] = await testApp.db.query<{ value: string }>('SELECT value::text AS value FROM product_value_number WHERE attribute_id = $1 ORDER BY value DESC LIMIT 1', [ids.total]);
    expect(Number(indexed!.value)).toBe(40);
  });
});
