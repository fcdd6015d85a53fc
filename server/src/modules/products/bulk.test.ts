import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { waitFor } from '../../../test/jobs/fixtures.ts';
import { runWorker } from '../../jobs/worker.ts';
import type { Worker } from '../../jobs/worker.ts';
import { createUser } from '../users/service.ts';
import { bulkTuning } from './bulk-job.ts';
import { createAttributes } from '../catalogue/fixtures.ts';

describe.each(drivers)('bulk actions on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let companyId: string;
  let attributes: Record<string, number>;
  let worker: Worker | null = null;
  let categoryId: number;
  const ids: number[] = [];

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    // PGlite runs jobs inside the API process; on PostgreSQL a worker process does, here in-process.
    if (driver === 'postgres') worker = await runWorker({ db: testApp.db, pollIntervalMs: 50, leaseMs: 10_000, schedules: false });
    companyId = (await testApp.createCompany('Bulk Co', { username: 'bulk_admin' })).company.id;
    attributes = await createAttributes(testApp.db, companyId, [
      { code: 'weight', type: 'integer', max: 100 },
      { code: 'title', type: 'text', localizable: true },
      { code: 'ean', type: 'text', unique: true },
    ]);
    admin = testApp.client();
    await admin.login('bulk_admin');
    categoryId = (await admin.post('/api/catalogue/category/', { name: 'Bulk' })).json().id;
    for (let i = 1; i <= 12; i += 1) {
      const response = await admin.post('/api/catalogue/product/', { sku: `B-${String(i).padStart(2, '0')}`, name: `Bulk ${i}`, values: { [attributes.weight!]: i } });
      ids.push(response.json().id);
    }
  });
  afterAll(async () => {
    await worker?.stop();
    await testApp.close();
  });

  const runBulk = async (body: unknown, client = admin) => {
    const started = await client.post('/api/catalogue/product/bulk/', body);
    expect(started.statusCode).toBe(202);
    const taskId = started.json().task_id as string;
    const task = await waitFor(async () => {
      const [row] = await testApp.db.query<{ status: string; result: unknown; percent: number }>('SELECT status, result, percent FROM tasks WHERE id = $1', [taskId]);
      return row?.status === 'done' || row?.status === 'error' ? row : null;
    });
    expect(task).toMatchObject({ status: 'done', percent: 1 });
    return task.result;
  };
  const product = async (id: number) => (await admin.get(`/api/catalogue/product/${id}/`)).json();
  const count = async (filters: unknown[]) => (await admin.post('/api/catalogue/product/search/count/', { filters })).json().count as number;

  /**
   * Runs `body` in batches of 2 with a trigger acting at the bulk job's n-th checkpoint write (the
   * first is written with the counts): `steps[n]`, PL/pgSQL. A sequence is not rolled back, so a
   * failure injected once stays once across the retry.
   */
  const atCheckpoints = async <T,>(steps: Record<number, string>, body: () => Promise<T>): Promise<T> => {
    const cases = Object.entries(steps).map(([step, action]) => `WHEN ${step} THEN ${action}`).join(' ');
    await testApp.db.exec(`
      CREATE SEQUENCE bulk_test_checkpoints;
      CREATE FUNCTION bulk_test_checkpoint() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER AS $$
      BEGIN
        IF NEW.type = 'catalogue.products.bulk' AND NEW.checkpoint IS DISTINCT FROM OLD.checkpoint THEN
          CASE nextval('bulk_test_checkpoints') ${cases} ELSE NULL; END CASE;
        END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER bulk_test_checkpoint BEFORE UPDATE ON jobs FOR EACH ROW EXECUTE FUNCTION bulk_test_checkpoint();`);
    const batchSize = bulkTuning.batchSize;
    bulkTuning.batchSize = 2;
    try {
      return await body();
    } finally {
      bulkTuning.batchSize = batchSize;
      await testApp.db.exec('DROP TRIGGER bulk_test_checkpoint ON jobs; DROP FUNCTION bulk_test_checkpoint(); DROP SEQUENCE bulk_test_checkpoints;');
    }
  };
  const injectedFailure = "RAISE EXCEPTION 'injected failure before the commit of a batch';";

  it('sets and clears a value on a filter result, keeping filters, versions and history in step', async () => {
    const weight = `attribute:${attributes.weight}`;
    const result = await runBulk({
      selection: { filters: [{ field: weight, operator: 'lte', value: 6 }] },
      operation: { action: 'set_value', attribute_id: attributes.title, value: { en: 'Bulk title' } },
    });
    expect(result).toEqual({ matched: 6, changed: 6, forbidden: 0, invalid: 0 });
    expect(await count([{ field: `attribute:${attributes.title}`, operator: 'equals', value: 'Bulk title', language: 'en' }])).toBe(6);
    const first = await product(ids[0]!);
    expect(first).toMatchObject({ version: 2, values: { [attributes.title!]: { en: 'Bulk title' } } });
    const history = (await admin.get(`/api/catalogue/product/${ids[0]}/history/`)).json();
    expect(history.results[0].changes).toEqual({ [`values.${attributes.title}`]: [null, { en: 'Bulk title' }] });

    const cleared = await runBulk({ selection: { ids: ids.slice(0, 3) }, operation: { action: 'clear_value', attribute_id: attributes.weight } });
    expect(cleared).toMatchObject({ matched: 3, changed: 3 });
    expect(await count([{ field: weight, operator: 'empty' }])).toBe(3);
    expect((await product(ids[0]!)).values[attributes.weight!]).toBeUndefined();
  });

  it('recomputes the computed values that read the attribute a bulk action sets', async () => {
    const [group] = await testApp.db.query<{ id: number }>('SELECT id FROM attribute_groups WHERE company_id = $1 LIMIT 1', [companyId]);
    const doubled = await admin.post('/api/catalogue/attribute/', { code: 'doubled', type: 'integer', labels: { en: 'Doubled' }, group_id: group!.id, formula: '{weight} * 2' });
    expect(doubled.statusCode).toBe(201);
    const doubledId = doubled.json().id as number;
    await admin.request('PATCH', `/api/catalogue/product/${ids[11]}/`, { body: { version: (await product(ids[11]!)).version, name: 'Bulk 12' } });
    expect((await product(ids[11]!)).values[doubledId]).toBe(24);

    await runBulk({ selection: { ids: [ids[11]] }, operation: { action: 'set_value', attribute_id: attributes.weight, value: 40 } });
    expect((await product(ids[11]!)).values[doubledId]).toBe(80);
    expect(await count([{ field: `attribute:${doubledId}`, operator: 'equals', value: 80 }])).toBe(1);
  });

  it('changes status, adds and removes categories, assigns a model, then deletes with confirmation', async () => {
    expect(await runBulk({ selection: { ids: ids.slice(0, 4) }, operation: { action: 'set_status', status: 'end_of_life' } })).toMatchObject({ changed: 4 });
    expect(await count([{ field: 'status', operator: 'equals', value: 'end_of_life' }])).toBe(4);
    expect(await runBulk({ selection: { ids }, operation: { action: 'add_categories', categories: [categoryId] } })).toMatchObject({ changed: 12 });
    expect(await count([{ field: 'category', operator: 'among', value: [categoryId] }])).toBe(12);
    expect(await runBulk({ selection: { ids: ids.slice(0, 2) }, operation: { action: 'remove_categories', categories: [categoryId] } })).toMatchObject({ changed: 2 });
    expect(await count([{ field: 'category', operator: 'among', value: [categoryId] }])).toBe(10);

    const [model] = await testApp.db.query<{ id: number }>(
      `INSERT INTO models (company_id, reference, name, managed_attribute_ids, attribute_values) VALUES ($1, 'M-1', 'Model', $2, $3::jsonb) RETURNING id::int AS id`,
      [companyId, [attributes.weight], JSON.stringify({ [attributes.weight!]: 42 })],
    );
    expect(await runBulk({ selection: { ids: ids.slice(6, 8) }, operation: { action: 'assign_model', model_id: model!.id } })).toMatchObject({ changed: 2 });
    expect(await product(ids[6]!)).toMatchObject({ model: { id: model!.id, reference: 'M-1' }, managed_by_model: [attributes.weight], values: { [attributes.weight!]: 42 } });
    expect(await count([{ field: `attribute:${attributes.weight}`, operator: 'equals', value: 42 }])).toBe(2);
    // A value managed by the model is not set by a bulk action on the product.
    const managed = await runBulk({ selection: { ids: ids.slice(6, 9) }, operation: { action: 'set_value', attribute_id: attributes.weight, value: 7 } });
    expect(managed).toMatchObject({ matched: 3, changed: 1, invalid: 2 });

    const unconfirmed = await admin.post('/api/catalogue/product/bulk/', { selection: { ids: ids.slice(10) }, operation: { action: 'delete' } });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().code).toBe('bulk.confirmation_required');
    expect(await runBulk({ selection: { ids: ids.slice(10) }, operation: { action: 'delete', confirm: true } })).toMatchObject({ changed: 2 });
    expect(await count([])).toBe(10);
    expect((await testApp.db.query<{ count: number }>('SELECT count(*)::int AS count FROM product_value_number WHERE product_id = ANY($1::bigint[])', [ids.slice(10)]))[0]!.count).toBe(0);
  });

  it('refuses bad bulk requests before any task exists', async () => {
    const refused = async (operation: unknown, selection: unknown = { ids }) => (await admin.post('/api/catalogue/product/bulk/', { selection, operation })).json();
    expect((await refused({ action: 'set_value', attribute_id: attributes.weight, value: 1000 })).fields).toEqual({ [`values.${attributes.weight}`]: ['attribute.value.above_maximum'] });
    expect((await refused({ action: 'set_value', attribute_id: attributes.ean, value: 'same' })).fields).toEqual({ [`values.${attributes.ean}`]: ['value.unique_taken'] });
    expect((await refused({ action: 'set_value', attribute_id: 999999, value: 1 })).fields).toEqual({ 'values.999999': ['value.attribute_not_found'] });
    expect((await refused({ action: 'add_categories', categories: [987654] })).fields).toEqual({ categories: ['product.category_not_found'] });
    expect((await refused({ action: 'set_status', status: 'active' }, { filters: [{ field: 'attribute:999999', operator: 'empty' }] })).code).toBe('filter.unknown_attribute');
    const [tasks] = await testApp.db.query<{ count: number }>("SELECT count(*)::int AS count FROM tasks WHERE company_id = $1 AND status <> 'done'", [companyId]);
    expect(tasks!.count).toBe(0);
  });

  it('acts only on products the user may edit, counts the others, and never crosses companies', async () => {
    const [group] = await testApp.db.query<{ id: string }>("INSERT INTO groups (company_id, name) VALUES ($1, 'Editors') RETURNING id", [companyId]);
    const [role] = await testApp.db.query<{ id: string }>("INSERT INTO roles (company_id, name, can_edit) VALUES ($1, 'Editor', true) RETURNING id", [companyId]);
    const member = await testApp.db.transaction((tx) => createUser(tx, companyId, { username: 'bulk_member', email: 'bulk_member@example.com', password: TEST_PASSWORD }));
    await testApp.db.query('INSERT INTO group_members (company_id, group_id, user_id, role_id) VALUES ($1, $2, $3, $4)', [companyId, group!.id, member.id, role!.id]);
    await testApp.db.query('UPDATE products SET group_ids = ARRAY[$2::uuid] WHERE company_id = $1 AND id = ANY($3::bigint[])', [companyId, group!.id, ids.slice(0, 3)]);
    await testApp.db.query(`UPDATE roles SET can_read = true WHERE id = $1`, [role!.id]);
    const client = testApp.client();
    await client.login('bulk_member');
    const result = await runBulk({ selection: { ids: ids.slice(0, 10) }, operation: { action: 'set_status', status: 'inactive' } }, client);
    // The member reads the 3 products of their group and may edit them; the 7 others are not even visible.
    expect(result).toMatchObject({ matched: 3, changed: 3, forbidden: 0 });
    await testApp.db.query('UPDATE roles SET can_edit = false WHERE id = $1', [role!.id]);
    expect((await client.post('/api/catalogue/product/bulk/', { selection: { ids }, operation: { action: 'set_status', status: 'active' } })).json().code).toBe('rights.forbidden');

    await testApp.createCompany('Bulk Stranger', { username: 'bulk_stranger' });
    const stranger = testApp.client();
    await stranger.login('bulk_stranger');
    const strangerResult = await runBulk({ selection: { ids }, operation: { action: 'delete', confirm: true } }, stranger);
    expect(strangerResult).toEqual({ matched: 0, changed: 0, forbidden: 0, invalid: 0 });
    expect(await count([])).toBe(10);
  });

  it('resumes after the last committed batch when a batch fails before its commit: each product changed once', async () => {
    const fresh: number[] = [];
    for (let i = 1; i <= 9; i += 1) {
      fresh.push((await admin.post('/api/catalogue/product/', { sku: `R-${i}`, name: `Resumed ${i}`, values: { [attributes.weight!]: i } })).json().id);
    }
    // The third checkpoint write fails once, after its batch's writes.
    const result = await atCheckpoints({ 3: injectedFailure }, () =>
      runBulk({ selection: { ids: fresh }, operation: { action: 'set_value', attribute_id: attributes.title, value: { en: 'Resumed' } } }),
    );
    // The failed batch rolled back with its checkpoint: redone on the retry, not skipped nor counted twice.
    expect(result).toEqual({ matched: 9, changed: 9, forbidden: 0, invalid: 0 });
    const [job] = await testApp.db.query<{ attempts: number; last_error: string }>(
      "SELECT attempts, last_error FROM jobs WHERE type = 'catalogue.products.bulk' ORDER BY created_at DESC LIMIT 1",
    );
    expect(job).toEqual({ attempts: 2, last_error: expect.stringContaining('injected failure') });
    for (const id of fresh) {
      expect(await product(id)).toMatchObject({ version: 2, values: { [attributes.title!]: { en: 'Resumed' } } });
      const history = (await admin.get(`/api/catalogue/product/${id}/history/`)).json();
      expect(history.results).toHaveLength(2);
      expect(history.results[0].changes).toEqual({ [`values.${attributes.title}`]: [null, { en: 'Resumed' }] });
    }
    expect(await count([{ field: `attribute:${attributes.title}`, operator: 'equals', value: 'Resumed', language: 'en' }])).toBe(9);
  });

  it('reads a filter result once from its index, checks each batch again, and resumes after the last batch on a retry', async () => {
    const fresh: number[] = [];
    for (let i = 1; i <= 9; i += 1) {
      fresh.push((await admin.post('/api/catalogue/product/', { sku: `S-${i}`, name: `Selected ${i}`, values: { [attributes.weight!]: 90 + i } })).json().id);
    }
    // Second checkpoint: the last product stops matching (its weight is cleared from the index, as
    // a concurrent edit would). Third checkpoint: fails once, after its batch's writes.
    const stopsMatching = `DELETE FROM product_value_number WHERE product_id = ${fresh.at(-1)} AND attribute_id = ${attributes.weight};`;
    const result = await atCheckpoints({ 2: stopsMatching, 3: injectedFailure }, () =>
      runBulk({
        selection: { filters: [{ field: `attribute:${attributes.weight}`, operator: 'gte', value: 91 }] },
        operation: { action: 'set_value', attribute_id: attributes.title, value: { en: 'Selected' } },
      }),
    );
    expect(result).toEqual({ matched: 9, changed: 8, forbidden: 0, invalid: 0 });
    for (const id of fresh.slice(0, -1)) expect(await product(id)).toMatchObject({ version: 2, values: { [attributes.title!]: { en: 'Selected' } } });
    expect((await product(fresh.at(-1)!)).version).toBe(1);
  });

  it('paused mid-job, keeps exactly the committed batches with their checkpoint, then resumes from it when relaunched', async () => {
    const fresh: number[] = [];
    for (let i = 1; i <= 9; i += 1) {
      fresh.push((await admin.post('/api/catalogue/product/', { sku: `P-${i}`, name: `Paused ${i}`, values: { [attributes.weight!]: i } })).json().id);
    }
    // The user pauses as the checkpoint after the second batch is written (batches of 2; on
    // PostgreSQL the third may already be running: it finishes and commits with its checkpoint).
    await testApp.db.exec(`
      CREATE FUNCTION bulk_test_pause() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER AS $$
      BEGIN
        IF NEW.type = 'catalogue.products.bulk' AND (NEW.checkpoint ->> 'done')::int = 4 THEN
          NEW.stop_request := 'pause';
          UPDATE tasks SET status = 'paused' WHERE id = NEW.task_id;
        END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER bulk_test_pause BEFORE UPDATE ON jobs FOR EACH ROW EXECUTE FUNCTION bulk_test_pause();`);
    const batchSize = bulkTuning.batchSize;
    bulkTuning.batchSize = 2;
    try {
      const started = await admin.post('/api/catalogue/product/bulk/', { selection: { ids: fresh }, operation: { action: 'set_value', attribute_id: attributes.title, value: { en: 'Paused' } } });
      const taskId = started.json().task_id as string;
      const job = await waitFor(async () => {
        const [row] = await testApp.db.query<{ state: string; checkpoint: { lastId: number; done: number; changed: number } }>('SELECT state, checkpoint FROM jobs WHERE task_id = $1', [taskId]);
        return row?.state === 'paused' ? row : null;
      });
      expect([4, 6]).toContain(job.checkpoint.done);
      expect(job.checkpoint.changed).toBe(job.checkpoint.done);
      const titled = await testApp.db.query<{ id: number }>("SELECT id::int AS id FROM products WHERE company_id = $1 AND attribute_values -> $2 ->> 'en' = 'Paused' ORDER BY id", [
        companyId,
        String(attributes.title),
      ]);
      expect(titled.map((row) => row.id)).toEqual(fresh.filter((id) => id <= job.checkpoint.lastId));
      expect(titled).toHaveLength(job.checkpoint.done);

      await testApp.db.exec('DROP TRIGGER bulk_test_pause ON jobs; DROP FUNCTION bulk_test_pause();');
      expect((await admin.post(`/api/tasks/${taskId}/relaunch/`)).json()).toMatchObject({ status: 'waiting' });
      const task = await waitFor(async () => {
        const [row] = await testApp.db.query<{ status: string; result: unknown }>('SELECT status, result FROM tasks WHERE id = $1', [taskId]);
        return row?.status === 'done' || row?.status === 'error' ? row : null;
      });
      expect(task).toEqual({ status: 'done', result: { matched: 9, changed: 9, forbidden: 0, invalid: 0 } });
    } finally {
      bulkTuning.batchSize = batchSize;
      await testApp.db.exec('DROP TRIGGER IF EXISTS bulk_test_pause ON jobs; DROP FUNCTION IF EXISTS bulk_test_pause();');
    }
    for (const id of fresh) expect(await product(id)).toMatchObject({ version: 2, values: { [attributes.title!]: { en: 'Paused' } } });
  });
});
