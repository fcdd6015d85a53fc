import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { fakeWatchedDatabase } from '../../../test/fake-watched-database.ts';
import { waitFor } from '../../../test/jobs/fixtures.ts';
import { runWorker } from '../../jobs/worker.ts';
import type { Worker } from '../../jobs/worker.ts';
import { createAttributes } from './fixtures.ts';
import { catalogueCachesOf } from './plugin.ts';
import { idSetOf } from './id-sets.ts';
import type { SortKeys } from './sort-keys.ts';
import { merge, openSortKeyCache, pageOfCandidates, parseKeys, sortKeyTuning } from './sort-keys.ts';
import { microsOfTimestampText, timestampTextOfMicros } from './timestamp-micros.ts';

describe('timestamps as microseconds', () => {
  it("reads PostgreSQL's output in any time zone and ISO 8601, and writes what reads back the same", () => {
    const micros = Date.UTC(2026, 10, 22, 16, 4, 55) * 1000 + 923_456;
    expect(microsOfTimestampText('2026-11-22 16:04:55.923456+00')).toBe(micros);
    expect(microsOfTimestampText('2026-11-22 17:34:55.923456+01:30')).toBe(micros);
    expect(microsOfTimestampText('2026-11-22 12:04:55.923456-04')).toBe(micros);
    expect(microsOfTimestampText('2026-11-22T16:04:55.923456Z')).toBe(micros);
    expect(microsOfTimestampText('2026-11-22 16:04:55+00')).toBe(micros - 923_456);
    expect(microsOfTimestampText('2026-11-22 16:04:55.9+00')).toBe(micros - 23_456);
    expect(timestampTextOfMicros(micros)).toBe('2026-11-22T16:04:55.923456Z');
    expect(microsOfTimestampText(timestampTextOfMicros(micros))).toBe(micros);
    expect(microsOfTimestampText(timestampTextOfMicros(-1))).toBe(-1);
    for (const other of ['infinity', '0044-03-15 12:00:00+00 BC', '2026-11-22', 'x']) expect(microsOfTimestampText(other)).toBeNull();
  });
});

describe('ranking candidates by their keys in memory', () => {
  // 2,000 products with few distinct keys, so ties are broken by id.
  const count = 2_000;
  const keys: SortKeys = {
    ids: Uint32Array.from({ length: count }, (_, i) => 10 + i * 3),
    updated: Float64Array.from({ length: count }, (_, i) => ((i * 7919) % 97) * 1_000),
    created: Float64Array.from({ length: count }, (_, i) => -i),
  };
  const candidates = idSetOf(Array.from(keys.ids).filter((id) => id % 7 !== 0));
  const expected = (field: 'updated' | 'created', descending: boolean) =>
    Array.from(candidates)
      .map((id) => ({ key: keys[field][(id - 10) / 3]!, id }))
      .sort((a, b) => (descending ? -1 : 1) * (a.key - b.key || a.id - b.id));

  it.each([
    ['updated', false],
    ['updated', true],
    ['created', false],
    ['created', true],
  ] as const)('pages through %s (descending: %s) in the order a sort would give, page after page', (field, descending) => {
    const seen: { key: number; id: number }[] = [];
    for (let after: { key: number; id: number } | null = null; ; ) {
      const page: { key: number; id: number }[] = pageOfCandidates(candidates, keys, field, after, descending, 50)!;
      seen.push(...page);
      if (page.length < 50) break;
      after = page.at(-1)!;
    }
    expect(seen).toEqual(expected(field, descending));
  });

  it('gives up when a candidate has no key (created since the keys were read)', () => {
    expect(pageOfCandidates(idSetOf([10, 11]), keys, 'updated', null, false, 5)).toBeNull();
  });

  it('parses what the database sends and merges changes: new keys in place, new products in id order', () => {
    const read = parseKeys('5,100,50,2,-7,-8,9,300,1')!;
    expect([...read.ids]).toEqual([5, 2, 9]);
    const current = merge({ ids: new Uint32Array(0), updated: new Float64Array(0), created: new Float64Array(0) }, read);
    expect([...current.ids]).toEqual([2, 5, 9]);
    expect([...current.updated]).toEqual([-7, 100, 300]);
    const next = merge(current, parseKeys('9,400,1,4,500,500')!);
    expect([...next.ids]).toEqual([2, 4, 5, 9]);
    expect([...next.updated]).toEqual([-7, 500, 100, 400]);
    expect(parseKeys('1,2')).toBeNull();
    expect(parseKeys('4294967296,1,1')).toBeNull();
  });
});

describe('sort keys kept per company', () => {
  const company = '00000000-0000-4000-8000-000000000001';

  /** A database answering with `rows` (whole reads and catch-ups alike), recording which it was asked. */
  function fakeDatabase() {
    const reads: string[] = [];
    let rows = '1,10,1,2,20,2';
    const fake = fakeWatchedDatabase(async (text) => {
      reads.push(text.includes('updated_at >=') ? 'catch-up' : 'whole');
      await new Promise((resolve) => setTimeout(resolve, 5));
      return [{ keys: rows, count: rows.split(',').length / 3 }];
    });
    return { ...fake, reads, setRows: (text: string) => (rows = text) };
  }

  it('reads a company whole in the background, then catches up from the oldest change heard', async () => {
    const fake = fakeDatabase();
    const cache = await openSortKeyCache(fake.db);
    expect(await cache.read(fake.tx, company)).toBeNull();
    const keys = await waitFor(() => cache.read(fake.tx, company));
    expect([...keys.updated]).toEqual([10, 20]);
    expect(fake.reads).toEqual(['whole']);
    fake.setRows('2,30,2');
    fake.notify(`${company} a4 u25`);
    fake.notify(`${company} u29`);
    // Sixteen listings at once: one catch-up.
    const answers = await Promise.all(Array.from({ length: 16 }, () => cache.read(fake.tx, company)));
    expect(answers.every((answer) => answer !== null && [...answer.updated].join() === '10,30')).toBe(true);
    expect(fake.reads).toEqual(['whole', 'catch-up']);
    // Other companies' changes and other tokens cost nothing.
    fake.notify('00000000-0000-4000-8000-000000000002 u40');
    fake.notify(`${company} a4 s`);
    await cache.read(fake.tx, company);
    expect(fake.reads).toEqual(['whole', 'catch-up']);
    // Too many changes to catch up: read whole again, in the background.
    const saved = { ...sortKeyTuning };
    sortKeyTuning.maxCatchUp = 0;
    try {
      fake.notify(`${company} u50`);
      expect(await cache.read(fake.tx, company)).toBeNull();
      await waitFor(() => cache.read(fake.tx, company));
      expect(fake.reads).toEqual(['whole', 'catch-up', 'catch-up', 'whole']);
    } finally {
      Object.assign(sortKeyTuning, saved);
    }
    // A gap in the notifications: everything is read again.
    fake.gap();
    expect(await cache.read(fake.tx, company)).toBeNull();
    cache.close();
  });

  it('starts the whole read when a listing prepares it, once', async () => {
    const fake = fakeDatabase();
    const cache = await openSortKeyCache(fake.db);
    cache.prepare(company);
    cache.prepare(company);
    const keys = await waitFor(() => cache.read(fake.tx, company));
    expect([...keys.ids]).toEqual([1, 2]);
    expect(fake.reads).toEqual(['whole']);
    cache.close();
  });

  it('catches up again for a change heard while a catch-up was reading', async () => {
    const fake = fakeDatabase();
    const cache = await openSortKeyCache(fake.db);
    await cache.read(fake.tx, company);
    await waitFor(() => cache.read(fake.tx, company));
    fake.notify(`${company} u25`);
    const first = cache.read(fake.tx, company);
    // heard after the first catch-up started: a listing started now must not get keys without it
    fake.notify(`${company} u26`);
    const second = cache.read(fake.tx, company);
    await Promise.all([first, second]);
    expect(fake.reads).toEqual(['whole', 'catch-up', 'catch-up']);
    cache.close();
  });
});

/** Through the API: pages sorted by time follow every write at the next listing. */
describe.each(drivers)('listings sorted by time with the keys in memory on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let companyId: string;
  let colour: number;
  let worker: Worker | null = null;
  const ids: number[] = [];

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    if (driver === 'postgres') worker = await runWorker({ db: testApp.db, pollIntervalMs: 50, leaseMs: 10_000, schedules: false });
    companyId = (await testApp.createCompany('Keys Co', { username: 'keys_admin' })).company.id;
    colour = (await createAttributes(testApp.db, companyId, [{ code: 'colour', type: 'dropdown', choices: ['red', 'blue'] }])).colour!;
    admin = testApp.client();
    await admin.login('keys_admin');
    for (let i = 1; i <= 6; i += 1) {
      const response = await admin.post('/api/catalogue/product/', { sku: `K-${i}`, name: `Keys ${i}`, values: { [colour]: i % 2 === 0 ? 'red' : 'blue' } });
      expect(response.statusCode).toBe(201);
      ids.push(response.json().id);
    }
  });
  afterAll(async () => {
    await worker?.stop();
    await testApp.close();
  });

  const red = () => [{ field: `attribute:${colour}`, operator: 'equals', value: 'red' }];
  const newestFirst = async () =>
    ((await admin.post('/api/catalogue/product/search/', { filters: red(), sort: { field: 'updated', direction: 'desc' } })).json().items as { sku: string }[]).map(
      (item) => item.sku,
    );
  /** The same order as SQL gives it. */
  const inSql = async () =>
    (
      await testApp.db.withTenant(companyId, (tx) =>
        tx.query<{ sku: string }>(
          `SELECT p.sku FROM products p JOIN product_value_text v ON v.company_id = p.company_id AND v.product_id = p.id AND v.attribute_id = $2 AND v.value = 'red'
            WHERE p.company_id = $1 ORDER BY p.updated_at DESC, p.id DESC`,
          [companyId, colour],
        ),
      )
    ).map((row) => row.sku);
  const keysKept = () => testApp.db.withTenant(companyId, (tx) => catalogueCachesOf(testApp.app).sortKeys.read(tx, companyId));

  it('shows a save, a create and a bulk edit at the next listing', async () => {
    // read whole in pages of 4 products (6 here)
    const saved = { ...sortKeyTuning };
    sortKeyTuning.wholeReadPage = 4;
    await newestFirst();
    await waitFor(keysKept).finally(() => Object.assign(sortKeyTuning, saved));
    expect([...(await keysKept())!.ids]).toEqual([...ids].sort((a, b) => a - b));
    expect(await newestFirst()).toEqual(['K-6', 'K-4', 'K-2']);

    const second = (await admin.get(`/api/catalogue/product/${ids[1]}/`)).json();
    expect((await admin.request('PATCH', `/api/catalogue/product/${ids[1]}/`, { body: { version: second.version, name: 'Keys two' } })).statusCode).toBe(200);
    expect(await newestFirst()).toEqual(['K-2', 'K-6', 'K-4']);

    expect((await admin.post('/api/catalogue/product/', { sku: 'K-7', name: 'Keys 7', values: { [colour]: 'red' } })).statusCode).toBe(201);
    expect(await newestFirst()).toEqual(['K-7', 'K-2', 'K-6', 'K-4']);
    expect(await keysKept()).not.toBeNull();

    if (driver === 'postgres') {
      const started = await admin.post('/api/catalogue/product/bulk/', { selection: { ids: [ids[3]] }, operation: { action: 'set_status', status: 'inactive' } });
      expect(started.statusCode).toBe(202);
      const taskId = started.json().task_id as string;
      await waitFor(async () => {
        const [row] = await testApp.db.query<{ status: string }>('SELECT status FROM tasks WHERE id = $1', [taskId]);
        return row?.status === 'done' ? row : null;
      });
      expect(await newestFirst()).toEqual(['K-4', 'K-7', 'K-2', 'K-6']);
    }
    expect(await newestFirst()).toEqual(await inSql());
  });
});
