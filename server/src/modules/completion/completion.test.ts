import { attributesApi } from '@pimento/shared-kit/contracts/attributes';
import { categoriesApi } from '@pimento/shared-kit/contracts/categories';
import { clientsApi } from '@pimento/shared-kit/contracts/clients';
import type { CompletionDashboard, CompletionSettings, DashboardWork, CompletionSummary, ProductCompletion } from '@pimento/shared-kit/contracts/completion';
import { completionApi } from '@pimento/shared-kit/contracts/completion';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import { validationRulesApi } from '@pimento/shared-kit/contracts/validation-rules';
import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { waitFor } from '../../../test/jobs/fixtures.ts';
import { runWorker, type Worker } from '../../jobs/worker.ts';
import { createAttributes } from '../catalogue/fixtures.ts';
import { createUser } from '../users/service.ts';
import { snapshotDay } from './repository.ts';

const settingsPath = endpointPath(completionApi.settings, undefined);
const productCompletionPath = (id: number) => endpointPath(completionApi.product, { id });
const clientCompletionPath = (id: number) => endpointPath(completionApi.clientSummary, { id });
const dashboardPath = endpointPath(completionApi.dashboard, undefined);
type ListedPage = { items: { sku: string; completion?: Record<string, number> }[]; next_cursor: string | null };

describe.each(drivers)('completion on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let companyId: string;
  let worker: Worker | null = null;
  let attributes: Record<string, number>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    // PGlite runs jobs inside the API process; on PostgreSQL a worker process does, here in-process.
    if (driver === 'postgres') worker = await runWorker({ db: testApp.db, pollIntervalMs: 50, leaseMs: 10_000, schedules: false });
    companyId = (await testApp.createCompany('Completion Co', { username: 'completion_admin' })).company.id;
    attributes = await createAttributes(testApp.db, companyId, [
      { code: 'power', type: 'decimal' },
      { code: 'title', type: 'text', localizable: true },
      { code: 'pitch', type: 'text' },
    ]);
    admin = testApp.client();
    await admin.login('completion_admin');
    const created = async (path: string, body: unknown) => {
      const answer = await admin.post(path, body);
      expect([answer.statusCode, answer.json()]).toEqual([201, expect.anything()]);
      return answer.json<{ id: number }>().id;
    };
    ids.cables = await created('/api/catalogue/category/', { name: 'Cables' });
    ids.lamps = await created('/api/catalogue/category/', { name: 'Lamps' });
    ids.lampShop = await created(endpointPath(clientsApi.create, {}), { name: 'Lamp shop', product_rules: [{ kind: 'categories', category_ids: [ids.lamps] }] });
    ids.powerRule = await created(endpointPath(validationRulesApi.create, {}), { name: 'Power required', target: { kind: 'attribute', attribute_id: attributes.power }, operator: 'mandatory' });
    ids.titleRule = await created(endpointPath(validationRulesApi.create, {}), {
      name: 'Lamp shop titles',
      filters: [{ field: 'client', operator: 'equals', value: ids.lampShop }],
      target: { kind: 'attribute', attribute_id: attributes.title },
      operator: 'mandatory',
    });
    await settled();
    ids.cable = await created(endpointPath(productsApi.create, {}), { sku: 'CBL-1', name: 'Cable', categories: [ids.cables], values: { [attributes.power!]: 100 } });
    ids.lamp = await created(endpointPath(productsApi.create, {}), { sku: 'LMP-1', name: 'Lamp', categories: [ids.lamps], values: { [attributes.title!]: { en: 'Lamp' } } });
  });
  afterAll(async () => {
    await worker?.stop();
    await testApp.close();
  });

  /** Waits until no recomputation is due or running (the figures follow what counts now). */
  async function settled(): Promise<void> {
    await waitFor(async () => (await admin.get(settingsPath)).json<CompletionSettings>().state === 'ready', 30_000, 'completion to be recomputed');
  }

  const completionOf = async (id: number, client = admin) => (await client.get(productCompletionPath(id))).json<ProductCompletion>();
  const stored = async (id: number) =>
    testApp.db.query<{ scope_id: number; required: number; met: number; percent: number; languages: Record<string, [number, number]> }>(
      'SELECT scope_id::int AS scope_id, required, met, percent, languages FROM product_completion WHERE company_id = $1 AND product_id = $2 ORDER BY scope_id',
      [companyId, id],
    );
  /** What is stored equals what the product's page explains, scope by scope. */
  async function expectStoredAsExplained(id: number): Promise<void> {
    const answer = await completionOf(id);
    expect(await stored(id)).toEqual(
      answer.scopes.map((scope) => ({
        scope_id: scope.client?.id ?? 0,
        required: scope.required,
        met: scope.met,
        percent: scope.percent,
        languages: Object.fromEntries(scope.languages.map((entry) => [entry.language, [entry.required, entry.met]])),
      })),
    );
  }
  /** The counts the dashboard reads (kept by the writes) equal an aggregate of the stored figures: percentages, languages, gaps. */
  async function expectCountsExact(): Promise<void> {
    const pairs: [kept: string, counted: string][] = [
      [
        'SELECT scope_id::int AS scope_id, percent::int AS k, sum(products)::int AS n, 0 AS s FROM completion_counts WHERE company_id = $1 GROUP BY 1, 2 HAVING sum(products) <> 0 ORDER BY 1, 2',
        'SELECT scope_id::int AS scope_id, percent::int AS k, count(*)::int AS n, 0 AS s FROM product_completion WHERE company_id = $1 GROUP BY 1, 2 ORDER BY 1, 2',
      ],
      [
        `SELECT scope_id::int AS scope_id, language AS k, sum(products)::int AS n, sum(percent_sum)::int AS s FROM completion_language_counts WHERE company_id = $1
          GROUP BY 1, 2 HAVING sum(products) <> 0 OR sum(percent_sum) <> 0 ORDER BY 1, 2`,
        `SELECT pc.scope_id::int AS scope_id, l.key AS k, count(*)::int AS n, sum(completion_language_percent(l.value))::int AS s
           FROM product_completion pc CROSS JOIN LATERAL jsonb_each(pc.languages) l WHERE pc.company_id = $1 GROUP BY 1, 2 ORDER BY 1, 2`,
      ],
      [
        'SELECT scope_id::int AS scope_id, attribute_id::int AS k, sum(products)::int AS n, 0 AS s FROM completion_gap_counts WHERE company_id = $1 GROUP BY 1, 2 HAVING sum(products) <> 0 ORDER BY 1, 2',
        'SELECT pc.scope_id::int AS scope_id, g::int AS k, count(*)::int AS n, 0 AS s FROM product_completion pc CROSS JOIN LATERAL unnest(pc.gaps) g WHERE pc.company_id = $1 GROUP BY 1, 2 ORDER BY 1, 2',
      ],
    ];
    for (const [kept, counted] of pairs) expect(await testApp.db.query(kept, [companyId])).toEqual(await testApp.db.query(counted, [companyId]));
  }
  const search = async (filters: unknown[]) => {
    const answer = await admin.post('/api/catalogue/product/search/', { filters });
    expect([answer.statusCode, answer.json().code]).toEqual([200, undefined]);
    return (answer.json().items as { sku: string }[]).map((row) => row.sku).sort();
  };

  it('counts what the rules ask of each product, per client and language, and explains every missing point', async () => {
    const lamp = await completionOf(ids.lamp!);
    expect(lamp.method).toBe('rules');
    const view = (scope: ProductCompletion['scopes'][number]) => ({
      client: scope.client?.name ?? null,
      percent: scope.percent,
      languages: scope.languages.map((entry) => [entry.language, entry.percent]),
      missing: scope.missing.map((point) => [point.rule?.name, point.attribute_id, point.language, point.message]),
    });
    // Power (all products) and the title in each language (the lamp shop's rule): 1 of 3 met.
    const missing = [
      ['Lamp shop titles', attributes.title, 'fr', 'Required by the rule “Lamp shop titles”.'],
      ['Power required', attributes.power, null, 'Required by the rule “Power required”.'],
    ];
    expect(lamp.scopes.map(view)).toEqual([
      { client: null, percent: 33, languages: [['en', 50], ['fr', 0]], missing },
      { client: 'Lamp shop', percent: 33, languages: [['en', 50], ['fr', 0]], missing },
    ]);
    // The cable goes to no client and the lamp shop's rule does not ask it anything.
    expect((await completionOf(ids.cable!)).scopes.map(view)).toEqual([{ client: null, percent: 100, languages: [['en', 100], ['fr', 100]], missing: [] }]);
    await expectStoredAsExplained(ids.lamp!);
    await expectStoredAsExplained(ids.cable!);
  });

  it('keeps the stored figures exact after a save and a bulk action, and a listing filters on them', async () => {
    const before = (await admin.get(endpointPath(productsApi.get, { id: ids.lamp! }))).json();
    const saved = await admin.request('PATCH', endpointPath(productsApi.update, { id: ids.lamp! }), { body: { version: before.version, values: { [attributes.power!]: 40 } } });
    expect(saved.statusCode).toBe(200);
    expect((await stored(ids.lamp!)).map((row) => [row.scope_id, row.percent])).toEqual([
      [0, 66],
      [ids.lampShop, 66],
    ]);
    expect(await search([{ field: `completion:${ids.lampShop}`, operator: 'lt', value: 80 }])).toEqual(['LMP-1']);
    expect(await search([{ field: 'completion', operator: 'gte', value: 100 }])).toEqual(['CBL-1']);

    // A bulk edit filling the French title (its batch rewrites the figures with the values).
    const started = await admin.post('/api/catalogue/product/bulk/', { selection: { ids: [ids.lamp] }, operation: { action: 'set_value', attribute_id: attributes.title, value: { en: 'Lamp', fr: 'Lampe' } } });
    expect(started.statusCode).toBe(202);
    await waitFor(async () => (await testApp.db.query<{ status: string }>('SELECT status FROM tasks WHERE id = $1', [started.json().task_id]))[0]?.status === 'done');
    expect((await stored(ids.lamp!)).map((row) => row.percent)).toEqual([100, 100]);
    await expectStoredAsExplained(ids.lamp!);
    // Moved out of the lamps by a bulk action, it leaves the lamp shop's figures.
    const moved = await admin.post('/api/catalogue/product/bulk/', { selection: { ids: [ids.lamp] }, operation: { action: 'remove_categories', categories: [ids.lamps] } });
    await waitFor(async () => (await testApp.db.query<{ status: string }>('SELECT status FROM tasks WHERE id = $1', [moved.json().task_id]))[0]?.status === 'done');
    expect((await stored(ids.lamp!)).map((row) => row.scope_id)).toEqual([0]);
    const back = (await admin.get(endpointPath(productsApi.get, { id: ids.lamp! }))).json();
    await admin.request('PATCH', endpointPath(productsApi.update, { id: ids.lamp! }), { body: { version: back.version, categories: [ids.lamps], values: { [attributes.title!]: { en: 'Lamp', fr: '' } } } });
    expect((await stored(ids.lamp!)).map((row) => [row.scope_id, row.percent])).toEqual([
      [0, 66],
      [ids.lampShop, 66],
    ]);
    await expectCountsExact();
  });

  it('recomputes the whole catalogue after a rule change and an attribute deletion', async () => {
    const rule = await admin.post(endpointPath(validationRulesApi.create, {}), { name: 'Pitch required', target: { kind: 'attribute', attribute_id: attributes.pitch }, operator: 'mandatory' });
    expect(rule.statusCode).toBe(201);
    expect((await admin.get(settingsPath)).json<CompletionSettings>().state).not.toBe('ready');
    await settled();
    expect((await stored(ids.cable!)).map((row) => row.percent)).toEqual([50]);
    await expectStoredAsExplained(ids.cable!);
    await expectStoredAsExplained(ids.lamp!);

    // The pitch goes: its rule checks nothing, and nothing counts it any more.
    expect((await admin.request('DELETE', endpointPath(attributesApi.delete, { id: attributes.pitch! }))).statusCode).toBe(204);
    await settled();
    expect((await stored(ids.cable!)).map((row) => row.percent)).toEqual([100]);
    await expectStoredAsExplained(ids.lamp!);

    // The lamp shop takes the cables too: the cable gets its figure there (the shop's titles are missing), then leaves it.
    const clientPath = endpointPath(clientsApi.update, { id: ids.lampShop! });
    expect((await admin.request('PATCH', clientPath, { body: { product_rules: [{ kind: 'categories', category_ids: [ids.lamps, ids.cables] }] } })).statusCode).toBe(200);
    await settled();
    expect((await stored(ids.cable!)).map((row) => [row.scope_id, row.percent])).toEqual([
      [0, 33],
      [ids.lampShop, 33],
    ]);
    await expectStoredAsExplained(ids.cable!);
    await admin.request('PATCH', clientPath, { body: { product_rules: [{ kind: 'categories', category_ids: [ids.lamps] }] } });
    await settled();
    expect((await stored(ids.cable!)).map((row) => [row.scope_id, row.percent])).toEqual([[0, 100]]);

    // The cables moved under the lamps: the shop receives them ("lamps or below"), until they move back.
    const cablesPath = endpointPath(categoriesApi.update, { id: ids.cables! });
    expect((await admin.request('PATCH', cablesPath, { body: { parent_id: ids.lamps } })).statusCode).toBe(200);
    await settled();
    expect((await stored(ids.cable!)).map((row) => row.scope_id)).toEqual([0, ids.lampShop]);
    await admin.request('PATCH', cablesPath, { body: { parent_id: null } });
    await settled();
    expect((await stored(ids.cable!)).map((row) => row.scope_id)).toEqual([0]);
    await expectCountsExact();
  });

  it("sums up a client's figures, and counts filled values once the method is switched", async () => {
    const summary = (await admin.get(clientCompletionPath(ids.lampShop!))).json<CompletionSummary>();
    expect(summary).toMatchObject({ client: { id: ids.lampShop, name: 'Lamp shop' }, state: 'ready', products: 1, average: 66, complete: 0 });
    expect(summary.distribution.map((bucket) => bucket.count)).toEqual([0, 0, 0, 1, 0, 0]);
    expect(summary.languages).toEqual([
      { language: 'en', average: 100 },
      { language: 'fr', average: 50 },
    ]);

    const switched = await admin.request('PUT', settingsPath, { body: { method: 'filled' } });
    expect([switched.statusCode, switched.json().method]).toEqual([200, 'filled']);
    await settled();
    // Power and title (en, fr) are the points now; the lamp has power and an English title.
    const lamp = await completionOf(ids.lamp!);
    expect(lamp.scopes[0]).toMatchObject({ client: null, required: 3, met: 2, percent: 66 });
    expect(lamp.scopes[0]!.missing.map((point) => [point.attribute_id, point.language, point.rule, point.code])).toEqual([[attributes.title, 'fr', null, 'value.mandatory_missing']]);
    await expectStoredAsExplained(ids.lamp!);
    await expectStoredAsExplained(ids.cable!);
    await admin.request('PUT', settingsPath, { body: { method: 'rules' } });
    await settled();
    await expectCountsExact();
  });

  it('shows the figures as listing columns and sorts on them, overall or for a client, keyset-paged', async () => {
    const page = async (body: Record<string, unknown>) => {
      const answer = await admin.post('/api/catalogue/product/search/', body);
      expect([answer.statusCode, answer.json().code]).toEqual([200, undefined]);
      return answer.json<ListedPage>();
    };
    const shop = `completion:${ids.lampShop}`;
    const ascending = await page({ sort: { field: 'completion', direction: 'asc' }, columns: ['completion', shop] });
    // The cable goes to no client: no figure there, so no key.
    expect(ascending.items.map((item) => [item.sku, item.completion])).toEqual([
      ['LMP-1', { completion: 66, [shop]: 66 }],
      ['CBL-1', { completion: 100 }],
    ]);
    expect((await page({ sort: { field: 'completion', direction: 'desc' } })).items.map((item) => [item.sku, item.completion])).toEqual([
      ['CBL-1', undefined],
      ['LMP-1', undefined],
    ]);
    // A client's sort: its products by figure, then the others by id, one per page.
    const skus: string[] = [];
    let after: string | undefined;
    do {
      const next = await page({ sort: { field: shop, direction: 'desc' }, page_size: 1, ...(after === undefined ? {} : { after }) });
      skus.push(...next.items.map((item) => item.sku));
      after = next.next_cursor ?? undefined;
    } while (after !== undefined && skus.length < 5);
    expect(skus).toEqual(['LMP-1', 'CBL-1']);
    // With a filter, and a cursor of another sort refused.
    expect((await page({ sort: { field: 'completion', direction: 'asc' }, filters: [{ field: 'completion', operator: 'gte', value: 100 }] })).items.map((item) => item.sku)).toEqual(['CBL-1']);
    const first = await page({ sort: { field: 'completion', direction: 'asc' }, page_size: 1 });
    const mixed = await admin.post('/api/catalogue/product/search/', { sort: { field: shop, direction: 'asc' }, after: first.next_cursor });
    expect([mixed.statusCode, mixed.json().code]).toEqual([400, 'filter.cursor_invalid']);
    // A client that does not exist: no column (left out as an unknown attribute's is), and no sort.
    expect((await page({ columns: ['completion:999999'] })).items.map((item) => item.completion)).toEqual([undefined, undefined]);
    const unknown = await admin.post('/api/catalogue/product/search/', { sort: { field: 'completion:999999', direction: 'asc' } });
    expect([unknown.statusCode, unknown.json().fields]).toEqual([400, { 'sort.field': ['filter.unknown_column'] }]);
  });

  it('answers the dashboard: the company, each client with what it lacks, the products furthest from complete', async () => {
    const empty = await admin.post(endpointPath(clientsApi.create, {}), { name: 'Empty shop' });
    expect(empty.statusCode).toBe(201);
    const dashboard = (await admin.get(dashboardPath)).json<CompletionDashboard>();
    expect(dashboard).toMatchObject({ method: 'rules', state: 'ready', overall: { client: null, products: 2, average: 83, complete: 1 } });
    expect(dashboard.overall.distribution.map((bucket) => bucket.count)).toEqual([0, 0, 0, 1, 0, 1]);
    expect(dashboard.overall.languages).toEqual([
      { language: 'en', average: 100 },
      { language: 'fr', average: 75 },
    ]);
    expect(dashboard.clients.map((entry) => [entry.summary.client?.name, entry.summary.products, entry.summary.average, entry.problems])).toEqual([
      ['Empty shop', 0, null, ['client.no_price', 'client.no_product', 'client.no_main_template']],
      ['Lamp shop', 1, 66, ['client.no_price', 'client.no_main_template']],
    ]);
    // The lamp misses its French title; the cable is complete, so not listed.
    expect(dashboard.furthest).toEqual([{ id: ids.lamp, sku: 'LMP-1', name: 'Lamp', percent: 66, missing: 1 }]);
    // The worst attributes: the lamp's French title, overall and for the lamp shop; each opens its products.
    const worst = dashboard.worst_attributes.map((scope) => [scope.client, scope.attributes.map((entry) => [entry.code, entry.products])]);
    expect(worst).toEqual([
      [null, [['title', 1]]],
      [empty.json().id, []],
      [ids.lampShop, [['title', 1]]],
    ]);
    expect(await search([{ field: `completion_gap:${ids.lampShop}`, operator: 'equals', value: attributes.title }])).toEqual(['LMP-1']);
    expect(await search([{ field: 'completion_gap', operator: 'equals', value: attributes.power }])).toEqual([]);
    const unknownAttribute = await admin.post('/api/catalogue/product/search/', { filters: [{ field: 'completion_gap', operator: 'equals', value: 999_999 }] });
    expect([unknownAttribute.statusCode, unknownAttribute.json().fields]).toEqual([400, { 'filters.0': ['filter.invalid_value'] }]);
    await expectCountsExact();
  });

  it("keeps the dashboard's counts exact through a deletion, a day's snapshot, and the reader's open work", async () => {
    // A product created then deleted: its figures go by cascade, and the counts with them.
    const created = await admin.post(endpointPath(productsApi.create, {}), { sku: 'TMP-1', name: 'Passing', categories: [ids.lamps] });
    expect(created.statusCode).toBe(201);
    expect((await admin.get(dashboardPath)).json<CompletionDashboard>().overall.products).toBe(3);
    await expectCountsExact();
    await testApp.db.query('DELETE FROM products WHERE id = $1', [created.json().id]);
    await expectCountsExact();

    // The daily snapshot (the scheduled job's work), scheduled by the first change of what counts.
    const [schedule] = await testApp.db.query<{ cron: string }>("SELECT cron FROM schedules WHERE company_id = $1 AND job_type = 'completion_snapshot'", [companyId]);
    expect(schedule?.cron).toBe('50 23 * * *');
    await testApp.db.withTenant(companyId, (tx) => snapshotDay(tx, companyId));
    const today = new Date().toISOString().slice(0, 10);
    const dashboard = (await admin.get(dashboardPath)).json<CompletionDashboard>();
    expect(dashboard.history?.map((scope) => [scope.client, scope.days])).toEqual([
      [null, [{ day: today, products: 2, average: 83, complete: 1 }]],
      ...dashboard.clients.map((entry) => [entry.summary.client!.id, entry.summary.products === 0 ? [] : [{ day: today, products: 1, average: 66, complete: 0 }]]),
    ]);

    // Open work: a failed task of the reader's; no export ran yet, so every product was never exported.
    const [admin_] = await testApp.db.query<{ id: string }>("SELECT id FROM users WHERE username = 'completion_admin'");
    await testApp.db.query("INSERT INTO tasks (company_id, user_id, type, status, subject) VALUES ($1, $2, 'import_launch', 'error', '{}')", [companyId, admin_!.id]);
    const work = async () => {
      const answer = await admin.get(endpointPath(completionApi.dashboardWork, undefined));
      expect(answer.statusCode).toBe(200);
      return answer.json<DashboardWork>();
    };
    const before = await work();
    expect(before.tasks.map((task) => [task.type, task.status])).toContainEqual(['import_launch', 'error']);
    expect(before.never_exported).toEqual({ since: null, products: 2, templates: [] });
    // A template's run finished now: products created afterwards were in no run.
    const [template] = await testApp.db.query<{ id: number }>(
      "INSERT INTO export_templates (company_id, type, name, definition) VALUES ($1, 'matrix', 'Distributor sheet', '{}') RETURNING id::int AS id",
      [companyId],
    );
    await testApp.db.query(
      `INSERT INTO export_runs (company_id, kind, template_id, format, layout, filters, language, file_name, storage_key, finished_at)
       VALUES ($1, 'template', $2, 'xlsx', '{}', '[]', 'en', 'sheet.xlsx', 'runs/sheet.xlsx', clock_timestamp())`,
      [companyId, template!.id],
    );
    expect((await work()).never_exported).toMatchObject({ products: 0, templates: [{ id: template!.id, name: 'Distributor sheet', products: 0 }] });
    await admin.post(endpointPath(productsApi.create, {}), { sku: 'NEW-1', name: 'Brand new' });
    expect((await work()).never_exported).toMatchObject({ products: 1, templates: [{ id: template!.id, products: 1 }] });
  });

  it('keeps the method to administrators and another company out', async () => {
    const member = await testApp.db.transaction((tx) => createUser(tx, companyId, { username: 'completion_member', email: 'completion_member@example.com', password: TEST_PASSWORD }));
    const [group] = await testApp.db.query<{ id: string }>("INSERT INTO groups (company_id, name) VALUES ($1, 'Completion readers') RETURNING id", [companyId]);
    const [role] = await testApp.db.query<{ id: string }>("INSERT INTO roles (company_id, name, can_create, can_edit, can_delete) VALUES ($1, 'Editors', true, true, true) RETURNING id", [companyId]);
    await testApp.db.query('INSERT INTO group_members (company_id, group_id, user_id, role_id) VALUES ($1, $2, $3, $4)', [companyId, group!.id, member.id, role!.id]);
    const reader = testApp.client();
    await reader.login('completion_member');
    expect((await reader.get(settingsPath)).json().method).toBe('rules');
    const refused = await reader.request('PUT', settingsPath, { body: { method: 'filled' } });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'rights.administrator_required']);
    expect((await reader.post(endpointPath(completionApi.recompute, undefined))).statusCode).toBe(403);
    // Group rights: a product outside the reader's groups is unknown; inside, its figures show,
    // but not those of a client the reader may not read.
    expect((await reader.get(productCompletionPath(ids.lamp!))).statusCode).toBe(404);
    await testApp.db.query('UPDATE products SET group_ids = group_ids || $2::uuid WHERE id = $1', [ids.lamp, group!.id]);
    const read = await reader.get(productCompletionPath(ids.lamp!));
    expect([read.statusCode, read.json<ProductCompletion>().scopes.map((scope) => scope.client)]).toEqual([200, [null]]);
    expect((await reader.get(clientCompletionPath(ids.lampShop!))).statusCode).toBe(404);
    // The dashboard: the reader's products only, and no client it may not read (nor its column or sort).
    const readerDashboard = (await reader.get(dashboardPath)).json<CompletionDashboard>();
    expect([readerDashboard.overall.products, readerDashboard.furthest.map((row) => row.sku)]).toEqual([1, ['LMP-1']]);
    expect(readerDashboard.clients.map((entry) => entry.summary.client?.name)).not.toContain('Lamp shop');
    // The snapshots count every product: no history for a reader some group restricts.
    expect(readerDashboard.history).toBeNull();
    const column = await reader.post('/api/catalogue/product/search/', { columns: ['completion', `completion:${ids.lampShop}`] });
    expect(column.json<ListedPage>().items.map((item) => item.completion)).toEqual([{ completion: 66 }]);
    const sorted = await reader.post('/api/catalogue/product/search/', { sort: { field: `completion:${ids.lampShop}`, direction: 'asc' } });
    expect([sorted.statusCode, sorted.json().fields]).toEqual([400, { 'sort.field': ['filter.unknown_column'] }]);

    await testApp.createCompany('Other Completion Co', { username: 'other_completion_admin' });
    const stranger = testApp.client();
    await stranger.login('other_completion_admin');
    expect((await stranger.get(productCompletionPath(ids.lamp!))).statusCode).toBe(404);
    expect((await stranger.get(clientCompletionPath(ids.lampShop!))).statusCode).toBe(404);
    expect((await stranger.get(endpointPath(completionApi.summary, undefined))).json()).toMatchObject({ products: 0 });
    const strangerDashboard = (await stranger.get(dashboardPath)).json<CompletionDashboard>();
    expect([strangerDashboard.overall.products, strangerDashboard.clients, strangerDashboard.furthest]).toEqual([0, [], []]);
    const filtered = await stranger.post('/api/catalogue/product/search/', { filters: [{ field: `completion:${ids.lampShop}`, operator: 'lt', value: 80 }] });
    expect([filtered.statusCode, filtered.json().fields]).toEqual([400, { 'filters.0': ['filter.invalid_value'] }]);
  });
});
