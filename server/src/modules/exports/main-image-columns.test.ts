import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import type { ExportLayout, ExportSource } from '@pimento/shared-kit/contracts/export-layout';
import { exportRunsApi } from '@pimento/shared-kit/contracts/exports';
import { productAssetsApi } from '@pimento/shared-kit/contracts/product-assets';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { taskEnded } from '../../../test/jobs/fixtures.ts';
import { runWorker, type Worker } from '../../jobs/worker.ts';
import { imageFile, upload } from '../assets/test-uploads.ts';

let columnNumber = 0;
const column = (source: ExportSource) => ({ id: `00000000-0000-4000-8000-${String(++columnNumber).padStart(12, '0')}`, source, header: {} });

describe.each(drivers)('main image columns of exports on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let worker: Worker | null = null;
  const product: Record<string, number> = {};
  const asset: Record<string, number> = {};

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    await testApp.createCompany('Pictured Co', { username: 'pictured_admin' });
    admin = testApp.client();
    await admin.login('pictured_admin');
    if (driver === 'postgres') worker = await runWorker({ db: testApp.db, storage: testApp.app.deps.storage, pollIntervalMs: 50, leaseMs: 10_000, schedules: false });
    for (const sku of ['LAMP-1', 'LAMP-2']) product[sku] = (await admin.post(endpointPath(productsApi.create, {}), { sku, name: sku })).json().id;
    asset.red = (await upload(admin, 'red-lamp.png', await imageFile('png', 400, 200))).json().id;
    asset.blue = (await upload(admin, 'blue-lamp.jpg', await imageFile('jpeg', 300, 300))).json().id;
    const owner = { owner: 'products' as const, id: product['LAMP-1']! };
    expect((await admin.post(endpointPath(productAssetsApi.add, owner), { asset_ids: [asset.red, asset.blue] })).statusCode).toBe(200);
    expect((await admin.request('PUT', endpointPath(productAssetsApi.setFeatured, owner), { body: { asset_id: asset.red } })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await worker?.stop();
    await testApp.close();
  });

  const layout = (): ExportLayout => ({
    sheets: [
      {
        name: 'Pictures',
        visible: true,
        columns: [
          column({ kind: 'sku' }),
          column({ kind: 'main_image', part: 'url', width: 100, height: null }),
          column({ kind: 'main_image', part: 'file_name', width: null, height: null }),
        ],
      },
    ],
  });
  const exportRows = async (): Promise<unknown[][]> => {
    const started = await admin.post(endpointPath(exportRunsApi.start, {}), { source: { kind: 'layout', layout: layout() }, format: 'xlsx', selection: { kind: 'skus', skus: ['LAMP-1', 'LAMP-2'] } });
    expect(started.statusCode).toBe(202);
    expect((await taskEnded(testApp.db, started.json().task_id)).status).toBe('done');
    const file = await admin.get(endpointPath(exportRunsApi.file, { id: started.json().run.id }));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    return book.getWorksheet('Pictures')!.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
  };
  /** As a customer's system reads the address: no session, no cookie. */
  const fetchPublic = (address: string) => {
    const url = new URL(address);
    return testApp.app.inject({ method: 'GET', url: url.pathname + url.search });
  };

  it('writes each product’s main image as a public address that keeps working when the image is replaced, and its file name', async () => {
    const rows = await exportRows();
    expect(rows[0]).toEqual(['SKU', 'Main image', 'Main image (file name)']);
    const [sku, address, fileName] = rows[1] as [string, string, string];
    expect([sku, fileName]).toEqual(['LAMP-1', 'red-lamp.png']);
    expect(address).toMatch(new RegExp(`^${testApp.config.publicUrl}/media/[\\w-]{22}/[\\w-]{22}/products/${product['LAMP-1']}/main/\\?width=100$`));
    // A product without a main image: empty cells, not an address that answers 404.
    expect(rows[2]).toEqual(['LAMP-2']);

    const red = await fetchPublic(address);
    expect([red.statusCode, red.headers['content-type']]).toEqual([200, 'image/png']);
    expect(await sharp(red.rawPayload).metadata()).toMatchObject({ width: 100, height: 50 });

    // The image replaced on the product: the file sent last week shows the new one.
    expect((await admin.request('PUT', endpointPath(productAssetsApi.setFeatured, { owner: 'products', id: product['LAMP-1']! }), { body: { asset_id: asset.blue } })).statusCode).toBe(200);
    const blue = await fetchPublic(address);
    expect([blue.statusCode, blue.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(await sharp(blue.rawPayload).metadata()).toMatchObject({ width: 100, height: 100 });
    const again = await exportRows();
    expect(again[1]).toEqual(['LAMP-1', address, 'blue-lamp.jpg']);
  });

  it('shows the same cells in the editor’s preview', async () => {
    const answer = await admin.post(endpointPath(exportRunsApi.preview, {}), { source: { kind: 'layout', layout: layout() }, selection: { kind: 'skus', skus: ['LAMP-1'] } });
    expect(answer.statusCode).toBe(200);
    const [sheet] = answer.json().sheets as { rows: string[][] }[];
    expect(sheet!.rows[0]![1]).toMatch(/\/media\/[\w-]{22}\/[\w-]{22}\/products\/\d+\/main\/\?width=100$/);
  });
});
