import { readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import type { AssetExportDefinitionInput } from '@pimento/shared-kit/contracts/asset-exports';
import { assetExportRunsApi } from '@pimento/shared-kit/contracts/asset-exports';
import { assetsApi } from '@pimento/shared-kit/contracts/assets';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { exportTemplatesApi } from '@pimento/shared-kit/contracts/export-templates';
import { exportLinksApi, exportRunsApi, sharedExportsApi } from '@pimento/shared-kit/contracts/exports';
import { feedsApi } from '@pimento/shared-kit/contracts/feeds';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { waitFor } from '../../../test/jobs/fixtures.ts';
import { readZip } from '../../formats/zip/test-zip-reader.ts';
import { runWorker, type Worker } from '../../jobs/worker.ts';
import type { CommandDeps } from '../admin/commands.ts';
import { imageFile, pdfFile, upload } from '../assets/test-uploads.ts';
import { operatorExport } from './operator-export.ts';

describe.each(drivers)('asset exports on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let other: TestClient;
  let companyId: string;
  let worker: Worker | null = null;
  const category: Record<string, number> = {};
  const asset: Record<string, number> = {};
  const product: Record<string, number> = {};

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    if (driver === 'postgres') worker = await runWorker({ db: testApp.db, storage: testApp.app.deps.storage, pollIntervalMs: 50, leaseMs: 10_000, schedules: false });
    companyId = (await testApp.createCompany('Asset Export Co', { username: 'asset_export_admin' })).company.id;
    await testApp.createCompany('Asset Export Other', { username: 'asset_export_other' });
    admin = testApp.client();
    await admin.login('asset_export_admin');
    other = testApp.client();
    await other.login('asset_export_other');
    const makeCategory = async (name: string, parentId: number | null = null) => {
      const response = await admin.post(endpointPath(assetsApi.createCategory, {}), { name, parent_id: parentId });
      expect(response.statusCode).toBe(201);
      category[name] = response.json().id;
    };
    await makeCategory('Photos');
    await makeCategory('Packshots', category.Photos!);
    await makeCategory('Manuals');
    await makeCategory('Empty');
    const add = async (name: string, bytes: Buffer, categoryName: string, update: Record<string, unknown> = {}) => {
      const response = await upload(admin, name, bytes, { category_id: category[categoryName]! });
      expect(response.statusCode).toBe(201);
      asset[name] = response.json().id;
      if (Object.keys(update).length > 0) expect((await admin.request('PATCH', endpointPath(assetsApi.update, { id: asset[name]! }), { body: update })).statusCode).toBe(200);
    };
    await add('front.png', await imageFile('png', 400, 200), 'Photos', { tags: ['web'], language: 'en' });
    await add('side.jpg', await imageFile('jpeg', 300, 300), 'Packshots', { tags: ['web', 'print'] });
    await add('back.webp', await imageFile('webp', 200, 100), 'Photos', { tags: ['print'], language: 'fr' });
    await add('manual.pdf', pdfFile, 'Manuals');
    for (const sku of ['CAB-1', 'CAB-2', 'CAB-3']) product[sku] = (await admin.post(endpointPath(productsApi.create, {}), { sku, name: `Cable ${sku}` })).json().id;
    const link = (sku: string, name: string, position: number) =>
      testApp.db.withTenant(companyId, (tx) => tx.query('INSERT INTO product_assets (company_id, product_id, asset_id, position) VALUES ($1, $2, $3, $4)', [companyId, product[sku], asset[name], position]));
    await link('CAB-1', 'front.png', 1);
    await link('CAB-1', 'side.jpg', 2);
    await link('CAB-2', 'side.jpg', 1);
    await link('CAB-2', 'manual.pdf', 2);
  });
  afterAll(async () => {
    await worker?.stop();
    await testApp.close();
  });

  const createTemplate = (name: string, definition: AssetExportDefinitionInput, client = admin) => client.post(endpointPath(exportTemplatesApi.create, {}), { type: 'asset_export', name, definition });
  const templateId = async (name: string, definition: AssetExportDefinitionInput) => {
    const response = await createTemplate(name, definition);
    expect(response.statusCode).toBe(201);
    return response.json().id as number;
  };
  const finishedRun = async (id: number, format: 'zip' | 'xlsx', client = admin) => {
    const started = await client.post(endpointPath(assetExportRunsApi.start, {}), { template_id: id, format, file_name: 'pictures' });
    expect(started.statusCode).toBe(202);
    const runId = started.json().run.id as number;
    return waitFor(async () => {
      const run = (await client.get(endpointPath(exportRunsApi.get, { id: runId }))).json();
      return run.status === 'finished' || run.status === 'error' ? run : null;
    });
  };
  const download = async (runId: number) => {
    const file = await admin.get(endpointPath(exportRunsApi.file, { id: runId }));
    expect(file.statusCode).toBe(200);
    return file.rawPayload;
  };
  const fieldsOf = (response: { statusCode: number; json(): { code: string; fields?: Record<string, string[]> } }) => [response.statusCode, response.json().code, response.json().fields];

  it('refuses a template without category, with unknown pills, product pills without products, an unknown category or language, a size without a side', async () => {
    expect(fieldsOf(await createTemplate('No category', { category_ids: [] }))).toEqual([400, 'validation.invalid', { 'definition.category_ids': ['asset_export.category_required'] }]);
    expect(fieldsOf(await createTemplate('Bad pill', { category_ids: [category.Photos!], file_name: '{name}-{colour}' }))).toEqual([
      400,
      'validation.invalid',
      { 'definition.file_name': ['asset_export.pill_invalid'] },
    ]);
    expect(fieldsOf(await createTemplate('Slash', { category_ids: [category.Photos!], file_name: 'a/{name}' }))[2]).toEqual({ 'definition.file_name': ['asset_export.file_name_invalid'] });
    expect(fieldsOf(await createTemplate('Sku alone', { category_ids: [category.Photos!], file_name: '{sku}' }))[2]).toEqual({ 'definition.file_name': ['asset_export.pill_needs_products'] });
    expect(fieldsOf(await createTemplate('Orders alone', { category_ids: [category.Photos!], orders: [1] }))[2]).toEqual({ 'definition.orders': ['asset_export.orders_need_products'] });
    expect(fieldsOf(await createTemplate('No side', { category_ids: [category.Photos!], size: { dpi: 300 } }))[2]).toEqual({ 'definition.size.width': ['asset.rendition_size_required'] });
    expect(fieldsOf(await createTemplate('Too wide', { category_ids: [category.Photos!], size: { width: 10_001 } }))[2]).toEqual({ 'definition.size.width': ['validation.too_big'] });
    expect(fieldsOf(await createTemplate('Unknown', { category_ids: [category.Photos!, 999_999], languages: ['xx'] }))).toEqual([
      400,
      'template.invalid',
      { 'definition.category_ids.1': ['asset_export.category_not_found'], 'definition.languages.0': ['asset_export.language_unknown'] },
    ]);
    // Another company's category is as unknown as a made-up one.
    expect(fieldsOf(await createTemplate('Theirs', { category_ids: [category.Photos!] }, other))[2]).toEqual({ 'definition.category_ids.0': ['asset_export.category_not_found'] });
  });

  it('zips the categories’ files (subcategories included) renamed by the pattern and resized, the run shared like any export', async () => {
    const id = await templateId('Web pictures', { category_ids: [category.Photos!], file_name: 'img-{index}-{name}', size: { width: 100, format: 'png' } });
    const run = await finishedRun(id, 'zip');
    expect(run).toMatchObject({ status: 'finished', format: 'zip', file_name: 'pictures.zip', products: 3, warnings: [], template: { id, version: 1 } });
    const entries = await readZip(await download(run.id));
    // In asset id order; every image made a 100-pixel-wide PNG, its ratio kept.
    expect([...entries.keys()]).toEqual(['img-1-front.png', 'img-2-side.png', 'img-3-back.png']);
    expect(await sharp(entries.get('img-1-front.png')).metadata()).toMatchObject({ width: 100, height: 50, format: 'png' });
    expect(await sharp(entries.get('img-2-side.png')).metadata()).toMatchObject({ width: 100, height: 100, format: 'png' });

    // A shared link hands out the same zip without a session.
    const link = (await admin.post(endpointPath(exportLinksApi.create, { id: run.id }))).json();
    const token = /\/download\/export-link\/([A-Za-z0-9_-]{43})\/$/.exec(link.url)![1]!;
    const stranger = testApp.client();
    expect((await stranger.get(endpointPath(sharedExportsApi.get, { token }))).json()).toMatchObject({ file_name: 'pictures.zip', format: 'zip' });
    const shared = await stranger.get(endpointPath(sharedExportsApi.file, { token }));
    expect(shared.headers['content-type']).toBe('application/zip');
    expect([...(await readZip(shared.rawPayload)).keys()]).toHaveLength(3);
    // Another company's user neither starts a run of the template nor reads the run.
    expect((await other.post(endpointPath(assetExportRunsApi.start, {}), { template_id: id, format: 'zip' })).statusCode).toBe(404);
    expect((await other.get(endpointPath(exportRunsApi.get, { id: run.id }))).statusCode).toBe(404);
  });

  it('filters by tag and language, keeps originals without a size, and warns for a missing file instead of writing half of it', async () => {
    const id = await templateId('Print originals', { category_ids: [category.Photos!, category.Manuals!], tags: ['print'], languages: ['fr'] });
    const entries = await readZip(await download((await finishedRun(id, 'zip')).id));
    // side.jpg (no language) and back.webp (fr) have the tag; front.png (en, web) does not.
    expect([...entries.keys()]).toEqual(['side.jpg', 'back.webp']);
    expect(await sharp(entries.get('side.jpg')).metadata()).toMatchObject({ width: 300, height: 300, format: 'jpeg' });

    const storage = testApp.config.storage;
    if (storage.driver !== 'local') throw new Error('the test removes a file from the local storage');
    const [row] = await testApp.db.withTenant(companyId, (tx) => tx.query<{ storage_key: string }>('SELECT storage_key FROM assets WHERE id = $1', [asset['back.webp']]));
    await rm(path.join(storage.root, row!.storage_key));
    const run = await finishedRun(id, 'zip');
    expect(run.status).toBe('finished');
    expect(run.warnings).toEqual([{ code: 'asset_export.file_missing', params: { file: 'back.webp' } }]);
    expect([...(await readZip(await download(run.id))).keys()]).toEqual(['side.jpg']);

    // A file whose bytes no longer decode cannot be resized: left out with the reason, the others written.
    const resized = await templateId('Print resized', { category_ids: [category.Photos!], size: { width: 40 } });
    const [side] = await testApp.db.withTenant(companyId, (tx) => tx.query<{ storage_key: string }>('SELECT storage_key FROM assets WHERE id = $1', [asset['side.jpg']]));
    await writeFile(path.join(storage.root, side!.storage_key), Buffer.from('not a picture any more'));
    const damaged = await finishedRun(resized, 'zip');
    // Files are made ready a few at a time: the warnings come in the order their checks end.
    expect(damaged.warnings).toHaveLength(2);
    expect(damaged.warnings).toEqual(
      expect.arrayContaining([
        { code: 'asset_export.file_unreadable', params: { file: 'side.jpg', reason: expect.any(String) } },
        { code: 'asset_export.file_missing', params: { file: 'back.webp' } },
      ]),
    );
    const kept = await readZip(await download(damaged.id));
    expect([...kept.keys()]).toEqual(['front.png']);
    expect(await sharp(kept.get('front.png')).metadata()).toMatchObject({ width: 40, height: 20 });
  });

  it('writes one file per product link with its SKU and order, only the positions asked, as a zip or an Excel list of URLs', async () => {
    const id = await templateId('Main images', {
      category_ids: [category.Photos!, category.Manuals!],
      products: { kind: 'skus', skus: ['CAB-1', 'CAB-2', 'CAB-3'] },
      orders: [1],
      file_name: '{sku}_{order}',
    });
    expect([...(await readZip(await download((await finishedRun(id, 'zip')).id))).keys()]).toEqual(['CAB-1_1.png', 'CAB-2_1.jpg']);

    const every = await templateId('Every link', { category_ids: [category.Photos!, category.Manuals!], products: { kind: 'all' }, file_name: '{sku}-{order}', size: { width: 50 } });
    const run = await finishedRun(every, 'xlsx');
    expect(run).toMatchObject({ status: 'finished', format: 'xlsx', file_name: 'pictures.xlsx', products: 4 });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(run.id)) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Assets')!;
    const rows = sheet.getSheetValues().slice(1).map((values) => (values as unknown[]).slice(1, 6));
    const base = testApp.config.publicUrl;
    // Public media addresses: signed, readable without a session (a customer's system fetches them).
    const address = (id: number, name: string, query = '') => expect.stringMatching(new RegExp(`^${base}/media/[\\w-]{22}/[\\w-]{22}/assets/${id}/${name.replace('.', '\\.')}${query.replace('?', '\\?')}$`));
    expect(rows).toEqual([
      ['File', 'URL', 'Asset', 'SKU', 'Order'],
      ['CAB-1-1.png', address(asset['front.png']!, 'front.png', '?width=50&dpi=72&format=png'), 'front.png', 'CAB-1', 1],
      ['CAB-1-2.jpg', address(asset['side.jpg']!, 'side.jpg', '?width=50&dpi=72&format=jpeg'), 'side.jpg', 'CAB-1', 2],
      ['CAB-2-1.jpg', address(asset['side.jpg']!, 'side.jpg', '?width=50&dpi=72&format=jpeg'), 'side.jpg', 'CAB-2', 1],
      // A PDF is never resized: its own file.
      ['CAB-2-2.pdf', address(asset['manual.pdf']!, 'manual.pdf'), 'manual.pdf', 'CAB-2', 2],
    ]);
    const fetched = await testApp.app.inject({ method: 'GET', url: new URL(rows[1]![1] as string).pathname + new URL(rows[1]![1] as string).search });
    expect([fetched.statusCode, fetched.headers['content-type']]).toEqual([200, 'image/png']);
    expect((await sharp(fetched.rawPayload).metadata()).width).toBe(50);
    const pdf = await testApp.app.inject({ method: 'GET', url: new URL(rows[4]![1] as string).pathname });
    expect([pdf.statusCode, pdf.headers['content-type'], pdf.rawPayload.subarray(0, 5).toString()]).toEqual([200, 'application/pdf', '%PDF-']);
  });

  it('refuses a run with nothing to write, and a run of a template of another type', async () => {
    const empty = await templateId('Nothing', { category_ids: [category.Empty!] });
    const refused = await admin.post(endpointPath(assetExportRunsApi.start, {}), { template_id: empty, format: 'zip' });
    expect([refused.statusCode, refused.json().code]).toEqual([422, 'asset_export.empty_selection']);
    // Through the tabular runs, an asset template is refused with its own reason.
    const tabular = await admin.post(endpointPath(exportRunsApi.start, {}), { source: { kind: 'template', template_id: empty }, format: 'xlsx', selection: { kind: 'all' } });
    expect([tabular.statusCode, tabular.json().code]).toEqual([400, 'asset_export.not_tabular']);
  });

  it('delivers an asset feed where `asset_feed_activated`: a zip on the feed’s schedule, never a differential, a zip only of an asset template', async () => {
    const id = await templateId('Feed pictures', { category_ids: [category.Manuals!], file_name: 'sheet-{index}' });
    const feedBody = (body: Record<string, unknown>) => ({ name: 'Nightly pictures', template_id: id, format: 'zip', schedule: { periodicity: 'manual' }, destination: { kind: 'public_url' }, ...body });
    const created = await admin.post(endpointPath(feedsApi.create, {}), feedBody({}));
    expect(created.statusCode).toBe(201);
    const started = await admin.post(endpointPath(feedsApi.run, { id: created.json().id }));
    expect(started.statusCode).toBe(202);
    const delivery = await waitFor(async () => {
      const found = ((await admin.get(endpointPath(feedsApi.deliveries, { id: created.json().id }))).json().results as { id: number; status: string; run_id: number }[])[0];
      return found !== undefined && ['delivered', 'failed'].includes(found.status) ? found : null;
    });
    expect(delivery.status).toBe('delivered');
    expect([...(await readZip(await download(delivery.run_id))).keys()]).toEqual(['sheet-1.pdf']);

    expect(fieldsOf(await admin.post(endpointPath(feedsApi.create, {}), feedBody({ format: 'csv' })))).toEqual([400, 'asset_export.feed_format', { format: ['asset_export.feed_format'] }]);
    expect(fieldsOf(await admin.post(endpointPath(feedsApi.create, {}), feedBody({ differential: true })))[1]).toBe('asset_export.feed_differential');
    const sku = { id: '00000000-0000-4000-8000-000000000001', source: { kind: 'sku' }, header: {} };
    const matrix = await admin.post(endpointPath(exportTemplatesApi.create, {}), { type: 'matrix', name: 'Table', definition: { sheets: [{ name: 'Products', visible: true, columns: [sku] }] } });
    expect(fieldsOf(await admin.post(endpointPath(feedsApi.create, {}), feedBody({ template_id: matrix.json().id })))).toEqual([
      400,
      'asset_export.zip_needs_asset_template',
      { format: ['asset_export.zip_needs_asset_template'] },
    ]);
    await testApp.db.query(`UPDATE companies SET features = features || '{"asset_feed_activated": false}' WHERE id = $1`, [companyId]);
    try {
      const off = await admin.post(endpointPath(feedsApi.create, {}), feedBody({ name: 'Off' }));
      expect([off.statusCode, off.json().code]).toEqual([403, 'rights.feature_disabled']);
    } finally {
      await testApp.db.query(`UPDATE companies SET features = features || '{"asset_feed_activated": true}' WHERE id = $1`, [companyId]);
    }
  });

  it('runs through the operator command (`pimento export --format assets-zip`) into a complete file', async () => {
    await templateId('Operator pictures', { category_ids: [category.Manuals!], file_name: 'doc-{id}' });
    const out = path.join(os.tmpdir(), `asset-export-${driver}-${process.pid}.zip`);
    const deps: CommandDeps = { db: testApp.db, config: testApp.config, mailer: testApp.app.deps.mailer, log: { warn: () => undefined }, storage: testApp.app.deps.storage, workersRun: true };
    const result = await operatorExport(deps, { company: 'Asset Export Co', format: 'assets-zip', template: 'operator pictures', out });
    expect(result.message).toMatch(/done: 1 files written to/);
    const entries = await readZip(await readFile(out));
    expect([...entries.keys()]).toEqual([`doc-${asset['manual.pdf']}.pdf`]);
    expect(entries.get(`doc-${asset['manual.pdf']}.pdf`)!.equals(pdfFile)).toBe(true);
    await rm(out);
    await expect(operatorExport(deps, { company: 'Asset Export Co', format: 'assets-xlsx', out })).rejects.toMatchObject({ code: 'validation.required' });
  });
});
