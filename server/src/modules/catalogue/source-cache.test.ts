import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { fakeWatchedDatabase } from '../../../test/fake-watched-database.ts';
import { waitFor } from '../../../test/jobs/fixtures.ts';
import { runWorker } from '../../jobs/worker.ts';
import type { Worker } from '../../jobs/worker.ts';
import { createAttributes } from './fixtures.ts';
import type { FilterSource } from './filter-sql.ts';
import { openSourceCache, sourceCacheTuning } from './source-cache.ts';

/**
 * The listing's source cache must never show a result the database no longer has: every write
 * that changes a filter's matches (saves, creates, deletes, bulk actions, category moves) is seen
 * by the next listing of the same process.
 */
describe.each(drivers)('listing filters kept in memory on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let attributes: Record<string, number>;
  let worker: Worker | null = null;
  const ids: number[] = [];
  let tools: number;
  let drills: number;
  let garden: number;

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    if (driver === 'postgres') worker = await runWorker({ db: testApp.db, pollIntervalMs: 50, leaseMs: 10_000, schedules: false });
    const companyId = (await testApp.createCompany('Fresh Co', { username: 'fresh_admin' })).company.id;
    attributes = await createAttributes(testApp.db, companyId, [
      { code: 'colour', type: 'dropdown', choices: ['red', 'blue'] },
      { code: 'weight', type: 'integer' },
    ]);
    admin = testApp.client();
    await admin.login('fresh_admin');
    const category = async (name: string, parentId: number | null) => (await admin.post('/api/catalogue/category/', { name, parent_id: parentId })).json().id as number;
    tools = await category('Tools', null);
    drills = await category('Drills', tools);
    garden = await category('Garden', null);
    for (let i = 1; i <= 6; i += 1) {
      const response = await admin.post('/api/catalogue/product/', {
        sku: `F-${i}`,
        name: `Fresh ${i}`,
        categories: [i <= 3 ? drills : garden],
        values: { [attributes.colour!]: i % 2 === 0 ? 'red' : 'blue', [attributes.weight!]: i * 10 },
      });
      expect(response.statusCode).toBe(201);
      ids.push(response.json().id);
    }
  });
  afterAll(async () => {
    await worker?.stop();
    await testApp.close();
  });

  const red = () => [{ field: `attribute:${attributes.colour}`, operator: 'equals', value: 'red' }];
  const count = async (filters: unknown[]) => (await admin.post('/api/catalogue/product/search/count/', { filters })).json().count as number;
  const skus = async (filters: unknown[]) =>
    ((await admin.post('/api/catalogue/product/search/', { filters, sort: { field: 'sku' } })).json().items as { sku: string }[]).map((item) => item.sku);
  const product = async (id: number) => (await admin.get(`/api/catalogue/product/${id}/`)).json();

  it('sees a save, a create and a delete at the next listing', async () => {
    expect(await skus(red())).toEqual(['F-2', 'F-4', 'F-6']);
    const first = await product(ids[0]!);
    const saved = await admin.request('PATCH', `/api/catalogue/product/${ids[0]}/`, { body: { version: first.version, values: { [attributes.colour!]: 'red' } } });
    expect(saved.statusCode).toBe(200);
    expect(await skus(red())).toEqual(['F-1', 'F-2', 'F-4', 'F-6']);

    const created = await admin.post('/api/catalogue/product/', { sku: 'F-7', name: 'Fresh 7', values: { [attributes.colour!]: 'red' } });
    expect(created.statusCode).toBe(201);
    expect(await count(red())).toBe(5);
    expect((await admin.request('DELETE', `/api/catalogue/product/${created.json().id}/`)).statusCode).toBe(204);
    expect(await count(red())).toBe(4);
  });

  it('sees bulk changes of values and statuses', async () => {
    const heavy = [{ field: `attribute:${attributes.weight}`, operator: 'gte', value: 40 }];
    const active = [{ field: 'status', operator: 'equals', value: 'active' }];
    expect(await count(heavy)).toBe(3);
    expect(await count(active)).toBe(6);
    const run = async (body: unknown) => {
      const started = await admin.post('/api/catalogue/product/bulk/', body);
      expect(started.statusCode).toBe(202);
      const taskId = started.json().task_id as string;
      await waitFor(async () => {
        const [row] = await testApp.db.query<{ status: string }>('SELECT status FROM tasks WHERE id = $1', [taskId]);
        return row?.status === 'done' ? row : null;
      });
    };
    await run({ selection: { filters: red() }, operation: { action: 'set_value', attribute_id: attributes.weight, value: 99 } });
    expect(await skus(heavy)).toEqual(['F-1', 'F-2', 'F-4', 'F-5', 'F-6']);
    await run({ selection: { filters: heavy }, operation: { action: 'set_status', status: 'inactive' } });
    expect(await count(active)).toBe(1);
    expect(await skus([...active, ...red()])).toEqual([]);
  });

  it('sees classification changes and category moves', async () => {
    const underTools = [{ field: 'category', operator: 'among', value: [tools] }];
    expect(await skus(underTools)).toEqual(['F-1', 'F-2', 'F-3']);
    const fourth = await product(ids[3]!);
    await admin.request('PATCH', `/api/catalogue/product/${ids[3]}/`, { body: { version: fourth.version, categories: [drills] } });
    expect(await skus(underTools)).toEqual(['F-1', 'F-2', 'F-3', 'F-4']);
    // Drills moves under Garden: its products leave Tools' subtree.
    const moved = await admin.request('PATCH', `/api/catalogue/category/${drills}/`, { body: { parent_id: garden } });
    expect(moved.statusCode).toBe(200);
    expect(await count(underTools)).toBe(0);
    expect(await count([{ field: 'category', operator: 'among', value: [garden] }])).toBe(6);
  });
});

describe('the source cache keeps nothing a change may have made stale', () => {
  const company = '00000000-0000-4000-8000-000000000001';
  const source = (attributeId: number): FilterSource => ({ index: 0, unique: true, dependsOn: `a${attributeId}`, render: () => `SELECT ${attributeId}` });

  /** A database whose reads answer `1,2,3` and let the test act while a read is in flight. */
  function fakeDatabase(duringRead: () => void = () => {}) {
    let reads = 0;
    const fake = fakeWatchedDatabase(async () => {
      reads += 1;
      duringRead();
      await new Promise((resolve) => setTimeout(resolve, 5));
      return [{ ids: '3,1,2,2' }];
    });
    return { ...fake, reads: () => reads };
  }

  it('reads once, then answers from memory until a write names the attribute', async () => {
    const fake = fakeDatabase();
    const cache = await openSourceCache(fake.db);
    const first = await cache.read(fake.tx, company, source(7));
    expect('ids' in first && [...first.ids]).toEqual([1, 2, 3]);
    await cache.read(fake.tx, company, source(7));
    expect(fake.reads()).toBe(1);
    fake.notify(`${company} a8 c`);
    await cache.read(fake.tx, company, source(7));
    expect(fake.reads()).toBe(1);
    fake.notify(`${company} a9 a7`);
    await cache.read(fake.tx, company, source(7));
    expect(fake.reads()).toBe(2);
    // Only the company named (too many attributes for one notification), or a missed notification.
    fake.notify(company);
    await cache.read(fake.tx, company, source(7));
    expect(fake.reads()).toBe(3);
    fake.gap();
    await cache.read(fake.tx, company, source(7));
    expect(fake.reads()).toBe(4);
    cache.close();
  });

  it('reads a set once for the listings that ask for it together', async () => {
    const fake = fakeDatabase();
    const cache = await openSourceCache(fake.db);
    const answers = await Promise.all(Array.from({ length: 16 }, () => cache.read(fake.tx, company, source(7))));
    expect(fake.reads()).toBe(1);
    expect(answers.every((answer) => answer === answers[0])).toBe(true);
    cache.close();
  });

  it('reads a big source whole in the background, leaving the first request to SQL', async () => {
    const saved = { ...sourceCacheTuning };
    sourceCacheTuning.inlineSetSize = 2;
    try {
      const fake = fakeDatabase();
      const cache = await openSourceCache(fake.db);
      expect(await cache.read(fake.tx, company, source(7))).toEqual({ large: true });
      // Asked again while the whole read runs: still SQL, no second read.
      expect(await cache.read(fake.tx, company, source(7))).toEqual({ large: true });
      await new Promise((resolve) => setTimeout(resolve, 30));
      const later = await cache.read(fake.tx, company, source(7));
      expect('ids' in later && [...later.ids]).toEqual([1, 2, 3]);
      expect(fake.reads()).toBe(2);
      cache.close();
    } finally {
      Object.assign(sourceCacheTuning, saved);
    }
  });

  it('does not keep a read during which the attribute changed', async () => {
    let notify: (payload: string) => void = () => {};
    const fake = fakeDatabase(() => notify(`${company} a7`));
    const cache = await openSourceCache(fake.db);
    notify = fake.notify;
    await cache.read(fake.tx, company, source(7));
    notify = () => {};
    await cache.read(fake.tx, company, source(7));
    expect(fake.reads()).toBe(2);
    await cache.read(fake.tx, company, source(7));
    expect(fake.reads()).toBe(2);
    cache.close();
  });
});
