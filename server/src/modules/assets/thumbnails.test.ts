import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { assetsApi } from '@pimento/shared-kit/contracts/assets';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { waitFor } from '../../../test/jobs/fixtures.ts';
import { runWorker } from '../../jobs/worker.ts';
import type { Worker } from '../../jobs/worker.ts';
import { assetUploadTuning } from './upload.ts';
import { imageFile, pdfFile, pngAnnouncing, upload } from './test-uploads.ts';
import { loadSharp } from './load-sharp.ts';
import { renderThumbnails, storeThumbnails } from './thumbnail-job.ts';

describe.each(drivers)('asset thumbnails on %s', (driver) => {
  let testApp: TestApp;
  let worker: Worker | null = null;
  let admin: TestClient;
  let other: TestClient;
  let companyId: string;

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    // On PGlite the application runs its own worker.
    if (driver === 'postgres') worker = await runWorker({ db: testApp.db, storage: testApp.app.deps.storage, pollIntervalMs: 50, leaseMs: 10_000, schedules: false });
    companyId = (await testApp.createCompany('Thumbs Co', { username: 'thumbs_admin' })).company.id;
    await testApp.createCompany('Thumbs Other', { username: 'thumbs_other' });
    admin = testApp.client();
    await admin.login('thumbs_admin');
    other = testApp.client();
    await other.login('thumbs_other');
  });
  afterAll(async () => {
    await worker?.stop();
    await testApp.close();
  });

  type Task = { status: string; error: { code: string; message?: string } | null };
  const thumbnailTask = (fileName: string) =>
    waitFor(async () => {
      const [task] = await testApp.db.query<Task>("SELECT status, error FROM tasks WHERE type = 'asset_thumbnails' AND subject->>'asset' = $1", [fileName]);
      return task?.status === 'done' || task?.status === 'error' ? task : null;
    });
  const thumbnailsFolder = () => {
    const storage = testApp.config.storage;
    if (storage.driver !== 'local') throw new Error('the test reads the local storage');
    return path.join(storage.root, 'companies', companyId, 'assets', 'thumbnails');
  };
  const storedThumbnails = async () => (await readdir(thumbnailsFolder()).catch(() => [] as string[])).toSorted();

  it('makes a gallery tile and a detail preview, served behind the company wall', async () => {
    const id = (await upload(admin, 'wide.jpg', await imageFile('jpeg', 2000, 1500))).json().id as number;
    expect((await thumbnailTask('wide.jpg')).status).toBe('done');
    const asset = (await admin.get(endpointPath(assetsApi.get, { id }))).json();
    expect(asset.thumbnail).toEqual({ tile: endpointPath(assetsApi.thumbnail, { id, size: 'tile' }), preview: endpointPath(assetsApi.thumbnail, { id, size: 'preview' }) });
    for (const [size, width, height] of [
      ['tile', 320, 240],
      ['preview', 1200, 900],
    ] as const) {
      const response = await admin.get(endpointPath(assetsApi.thumbnail, { id, size }));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height });
    }
    expect((await other.get(endpointPath(assetsApi.thumbnail, { id, size: 'tile' }))).statusCode).toBe(404);
    expect((await testApp.client().get(endpointPath(assetsApi.thumbnail, { id, size: 'tile' }))).statusCode).toBe(401);
  });

  it('never enlarges a small image', async () => {
    const id = (await upload(admin, 'small.png', await imageFile('png', 40, 30))).json().id as number;
    expect((await thumbnailTask('small.png')).status).toBe('done');
    const preview = await admin.get(endpointPath(assetsApi.thumbnail, { id, size: 'preview' }));
    expect(await sharp(preview.rawPayload).metadata()).toMatchObject({ width: 40, height: 30 });
  });

  it('makes none for a PDF: no task, no thumbnail', async () => {
    const id = (await upload(admin, 'leaflet.pdf', pdfFile)).json().id as number;
    expect((await admin.get(endpointPath(assetsApi.get, { id }))).json().thumbnail).toBeNull();
    const missing = await admin.get(endpointPath(assetsApi.thumbnail, { id, size: 'tile' }));
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'asset.thumbnail_missing']);
    expect(await testApp.db.query("SELECT 1 FROM tasks WHERE type = 'asset_thumbnails' AND subject->>'asset' = 'leaflet.pdf'")).toEqual([]);
  });

  it('says why on the task when the image cannot be decoded, and leaves the asset usable', async () => {
    // The header passes the upload's checks; the pixel data is not there.
    const id = (await upload(admin, 'broken.png', await pngAnnouncing(2000, 2000))).json().id as number;
    const task = await thumbnailTask('broken.png');
    expect(task.status).toBe('error');
    expect(task.error).toMatchObject({ code: 'asset.thumbnail_failed', message: expect.stringMatching(/png/i) });
    expect((await admin.get(endpointPath(assetsApi.get, { id }))).json()).toMatchObject({ file_name: 'broken.png', thumbnail: null });
    expect((await admin.get(endpointPath(assetsApi.file, { id }))).statusCode).toBe(200);
  });

  it('ends its task quietly and leaves no file when the asset is deleted right after the upload', async () => {
    const before = await storedThumbnails();
    const id = (await upload(admin, 'fleeting.jpg', await imageFile('jpeg', 800, 600))).json().id as number;
    expect((await admin.request('DELETE', endpointPath(assetsApi.delete, { id }))).statusCode).toBe(200);
    // Whichever ran first, the job or the delete, nothing of the asset stays.
    expect((await thumbnailTask('fleeting.jpg')).status).toBe('done');
    expect(await storedThumbnails()).toEqual(before);
  });

  it('leaves no thumbnail file of an asset deleted while they are stored, nor after', async () => {
    const id = (await upload(admin, 'doomed.jpg', await imageFile('jpeg', 600, 400))).json().id as number;
    expect((await thumbnailTask('doomed.jpg')).status).toBe('done');
    const [row] = await testApp.db.query<{ storage_key: string; thumbnail_key: string }>('SELECT storage_key, thumbnail_key FROM assets WHERE id = $1', [id]);
    const own = [`${path.basename(row!.thumbnail_key)}-preview.webp`, `${path.basename(row!.thumbnail_key)}-tile.webp`];
    const before = await storedThumbnails();
    expect(before).toEqual(expect.arrayContaining(own));
    // A job rendered the thumbnails again (a relaunch) while a user deleted the asset.
    const sharp = await loadSharp();
    const rendered = await renderThumbnails(sharp, await testApp.app.deps.storage.get(row!.storage_key), assetUploadTuning.maxPixels);
    expect((await admin.request('DELETE', endpointPath(assetsApi.delete, { id }))).statusCode).toBe(200);
    expect(await storeThumbnails(testApp.db, testApp.app.deps.storage, companyId, id, rendered)).toBe(false);
    expect(await storedThumbnails()).toEqual(before.filter((name) => !own.includes(name)));
  });
});
