import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { assetsApi, type AssetRenditionQuery } from '@pimento/shared-kit/contracts/assets';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { imageFile, pdfFile, upload } from './test-uploads.ts';

describe.each(drivers)('asset renditions on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let other: TestClient;
  let companyId: string;
  let photoId: number;

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    companyId = (await testApp.createCompany('Renditions Co', { username: 'renditions_admin' })).company.id;
    await testApp.createCompany('Renditions Other', { username: 'renditions_other' });
    admin = testApp.client();
    await admin.login('renditions_admin');
    other = testApp.client();
    await other.login('renditions_other');
    // 400 × 200: a ratio of 2.
    photoId = (await upload(admin, 'wide.png', await imageFile('png', 400, 200))).json().id;
  });
  afterAll(() => testApp.close());

  const renditionPath = (id: number, query: AssetRenditionQuery) =>
    `${endpointPath(assetsApi.rendition, { id })}?${new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]))}`;
  const rendition = (query: AssetRenditionQuery, id = photoId, client = admin) => client.get(renditionPath(id, query));
  const renditionsFolder = () => {
    const storage = testApp.config.storage;
    if (storage.driver !== 'local') throw new Error('the test reads the local storage');
    return path.join(storage.root, 'companies', companyId, 'assets', 'renditions');
  };
  const kept = async () => (await readdir(renditionsFolder()).catch(() => [] as string[])).length;
  const metadataOf = (body: Buffer) => sharp(body).metadata();

  it('keeps the ratio with one side, fits both sides into the box, writes the dpi', async () => {
    const byWidth = await rendition({ width: 100 });
    expect([byWidth.statusCode, byWidth.headers['content-type']]).toEqual([200, 'image/png']);
    expect(await metadataOf(byWidth.rawPayload)).toMatchObject({ width: 100, height: 50, format: 'png' });
    expect(await metadataOf((await rendition({ height: 400 })).rawPayload)).toMatchObject({ width: 800, height: 400 });
    const boxed = await rendition({ width: 300, height: 300, dpi: 300, format: 'jpeg' });
    expect(boxed.headers['content-type']).toBe('image/jpeg');
    expect(await metadataOf(boxed.rawPayload)).toMatchObject({ width: 300, height: 300, format: 'jpeg', density: 300 });
    // The largest side accepted (in a box one pixel high: quick to encode).
    expect(await metadataOf((await rendition({ width: 10_000, height: 1, format: 'jpeg' })).rawPayload)).toMatchObject({ width: 10_000, height: 1 });
  });

  it('makes a rendition once and serves the kept file at the same URL after', async () => {
    const before = await kept();
    const first = await rendition({ width: 64, format: 'webp' });
    const again = await rendition({ width: 64, format: 'webp' });
    expect(Buffer.compare(first.rawPayload, again.rawPayload)).toBe(0);
    expect(await kept()).toBe(before + 1);
    const [row] = await testApp.db.query<{ count: number }>("SELECT count(*)::int AS count FROM asset_renditions WHERE asset_id = $1 AND spec = '64x0@72.webp'", [photoId]);
    expect(row!.count).toBe(1);
  });

  it('refuses sizes out of 1 to 10,000, no size at all, and files that are not raster images', async () => {
    const code = async (query: AssetRenditionQuery, id = photoId) => {
      const response = await rendition(query, id);
      return [response.statusCode, response.json().code];
    };
    expect((await rendition({ width: 0 })).statusCode).toBe(400);
    expect((await rendition({ width: 10_001 })).statusCode).toBe(400);
    expect((await rendition({ height: 1.5 })).statusCode).toBe(400);
    expect(await code({})).toEqual([422, 'asset.rendition_size_required']);
    const pdf = (await upload(admin, 'sheet.pdf', pdfFile)).json().id as number;
    expect(await code({ width: 100 }, pdf)).toEqual([422, 'asset.rendition_not_image']);
    expect((await rendition({ width: 100 }, photoId, other)).statusCode).toBe(404);
  });

  it('leaves no rendition file behind when its asset is deleted', async () => {
    const id = (await upload(admin, 'gone.jpg', await imageFile('jpeg', 120, 80))).json().id as number;
    const before = await kept();
    await rendition({ width: 30 }, id);
    await rendition({ width: 40 }, id);
    expect(await kept()).toBe(before + 2);
    expect((await admin.request('DELETE', endpointPath(assetsApi.delete, { id }))).statusCode).toBe(200);
    expect(await kept()).toBe(before);
  });
});
