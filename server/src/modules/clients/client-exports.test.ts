import { clientsApi, type Client } from '@pimento/shared-kit/contracts/clients';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { exportRunsApi, type ExportRun } from '@pimento/shared-kit/contracts/exports';
import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { taskEnded } from '../../../test/jobs/fixtures.ts';
import { runWorker } from '../../jobs/worker.ts';
import type { Worker } from '../../jobs/worker.ts';

const clientsPath = endpointPath(clientsApi.list, undefined);
const runsPath = endpointPath(exportRunsApi.start, {});
const skuOnly = { sheets: [{ name: 'Products', visible: true, columns: [{ id: '00000000-0000-4000-8000-000000000001', source: { kind: 'sku' }, header: {} }] }] };

describe.each(drivers)("a client's exports on %s", (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let worker: Worker | null = null;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    // PGlite runs jobs inside the API process; on PostgreSQL a worker process does, here in-process.
    if (driver === 'postgres') worker = await runWorker({ db: testApp.db, storage: testApp.app.deps.storage, pollIntervalMs: 50, leaseMs: 10_000, schedules: false });
    await testApp.createCompany('Client Exports Co', { username: 'client_exports_admin' });
    admin = testApp.client();
    await admin.login('client_exports_admin');
    ids.cables = (await admin.post('/api/catalogue/category/', { name: 'Cables' })).json<{ id: number }>().id;
    for (const [sku, categories] of [
      ['CABLE-2', [ids.cables]],
      ['CABLE-1', [ids.cables]],
      ['LAMP-1', []],
      ['LOOSE-1', []],
    ] as const) {
      ids[sku] = (await admin.post('/api/catalogue/product/', { sku, name: sku, categories })).json<{ id: number }>().id;
    }
  });
  afterAll(async () => {
    await worker?.stop();
    await testApp.close();
  });

  const finished = (taskId: string) => taskEnded(testApp.db, taskId);

  it("exports exactly the client's products, says it has no price list, and lists the run on the client", async () => {
    const client = (
      await admin.post(clientsPath, {
        name: 'Cable distributor',
        product_rules: [
          { kind: 'categories', category_ids: [ids.cables] },
          { kind: 'products', product_ids: [ids['LOOSE-1'], ids['CABLE-1']] },
        ],
      })
    ).json<Client>();
    const started = await admin.post(runsPath, { source: { kind: 'layout', layout: skuOnly }, format: 'csv', selection: { kind: 'client', client_id: client.id } });
    expect(started.statusCode).toBe(202);
    const run = started.json<{ run: ExportRun; task_id: string }>().run;
    expect(run).toMatchObject({ client_id: client.id, warnings: [{ code: 'client.no_price', params: { client: 'Cable distributor' } }] });
    expect((await finished(started.json().task_id)).status).toBe('done');
    const file = await admin.get(endpointPath(exportRunsApi.file, { id: run.id }));
    expect(file.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/)).toEqual(['SKU', 'CABLE-2', 'CABLE-1', 'LOOSE-1']);

    // The client's page lists its runs; the user's own list has it too; another client's has not.
    const other = (await admin.post(clientsPath, { name: 'Lamp shop', product_rules: [{ kind: 'products', product_ids: [ids['LAMP-1']] }] })).json<Client>();
    const listed = (query: string) => admin.get(`${endpointPath(exportRunsApi.list, {})}${query}`).then((answer) => (answer.json().results as ExportRun[]).map((row) => row.id));
    expect(await listed(`?client_id=${client.id}`)).toEqual([run.id]);
    expect(await listed(`?client_id=${other.id}`)).toEqual([]);
    expect(await listed('')).toContain(run.id);
  });

  it("refuses a client without products with the client's own message, and another company's client as not found", async () => {
    const empty = (await admin.post(clientsPath, { name: 'Nothing yet' })).json<Client>();
    const refused = await admin.post(runsPath, { source: { kind: 'layout', layout: skuOnly }, format: 'csv', selection: { kind: 'client', client_id: empty.id } });
    expect([refused.statusCode, refused.json().code]).toEqual([422, 'client.no_product']);

    await testApp.createCompany('Other Client Exports Co', { username: 'other_client_exports_admin' });
    const stranger = testApp.client();
    await stranger.login('other_client_exports_admin');
    const borrowed = await stranger.post(runsPath, { source: { kind: 'layout', layout: skuOnly }, format: 'csv', selection: { kind: 'client', client_id: empty.id } });
    expect(borrowed.statusCode).toBe(404);
    expect((await stranger.get(`${endpointPath(exportRunsApi.list, {})}?client_id=${empty.id}`)).statusCode).toBe(404);
  });
});
