import { Readable } from 'node:stream';
import { assetsApi } from '@pimento/shared-kit/contracts/assets';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { assetUploadTuning } from './upload.ts';
import { boundary, imageFile, multipartFile, pdfFile, pngAnnouncing, upload, uploadPath, woff2File } from './test-uploads.ts';

describe.each(drivers)('asset uploads on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let companyId: string;
  const tuning = { ...assetUploadTuning };

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    companyId = (await testApp.createCompany('Upload Co', { username: 'upload_admin' })).company.id;
    admin = testApp.client();
    await admin.login('upload_admin');
  });
  afterEach(() => Object.assign(assetUploadTuning, tuning));
  afterAll(() => testApp.close());

  const storedKeys = async () =>
    (await testApp.db.query<{ storage_key: string }>('SELECT storage_key FROM assets WHERE company_id = $1 AND stored', [companyId])).map((row) => row.storage_key);
  const assetCount = async () => (await storedKeys()).length;

  it('stores JPEG, PNG, WebP, TIFF, SVG, PDF and fonts, read from their content, and serves them back', async () => {
    const cases: [string, Buffer, string, number | null][] = [
      ['photo.jpg', await imageFile('jpeg', 64, 48), 'image/jpeg', 64],
      ['photo.png', await imageFile('png', 32, 16), 'image/png', 32],
      ['photo.webp', await imageFile('webp'), 'image/webp', 40],
      ['scan.tiff', await imageFile('tiff'), 'image/tiff', 40],
      ['logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><rect width="10" height="10"/></svg>'), 'image/svg+xml', 120],
      ['manual.pdf', pdfFile, 'application/pdf', null],
      ['brand.woff2', woff2File, 'font/woff2', null],
    ];
    for (const [fileName, bytes, mimeType, width] of cases) {
      const response = await upload(admin, fileName, bytes, { language: 'fr', description: 'From the studio' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ file_name: fileName, mime_type: mimeType, size: bytes.length, width, stored: true, language: 'fr', description: 'From the studio' });
      const file = await admin.get(endpointPath(assetsApi.file, { id: response.json().id }));
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(mimeType);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('serves a file only to signed-in users of its company', async () => {
    const asset = (await upload(admin, 'private.png', await imageFile('png'))).json();
    const path = endpointPath(assetsApi.file, { id: asset.id });
    expect((await testApp.client().get(path)).statusCode).toBe(401);
    await testApp.createCompany('Other Co', { username: 'other_admin' });
    const other = testApp.client();
    await other.login('other_admin');
    expect((await other.get(path)).statusCode).toBe(404);
    expect((await other.get(endpointPath(assetsApi.get, { id: asset.id }))).statusCode).toBe(404);
  });

  it('refuses a request without a file, a refused extension and a content that is not what the extension says', async () => {
    const before = await assetCount();
    const empty = await admin.request('POST', uploadPath(), {
      payload: Buffer.from(`--${boundary}--\r\n`),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('asset.no_file');
    expect((await admin.post(uploadPath(), { file: 'x' })).json().code).toBe('asset.no_file');
    expect((await upload(admin, 'empty.png', Buffer.alloc(0))).json().code).toBe('asset.no_file');

    const script = await upload(admin, 'run.exe', Buffer.from('MZ'));
    expect(script.statusCode).toBe(400);
    expect(script.json()).toMatchObject({ code: 'asset.bad_extension', fields: { file: ['asset.bad_extension'] } });
    // A script renamed as an image, and a PNG renamed as a JPEG.
    expect((await upload(admin, 'fake.jpg', Buffer.from('<script>alert(1)</script>'))).json().code).toBe('asset.content_mismatch');
    expect((await upload(admin, 'renamed.jpg', await imageFile('png'))).json().code).toBe('asset.content_mismatch');
    expect((await upload(admin, 'fake.woff2', pdfFile)).json().code).toBe('asset.content_mismatch');
    expect((await upload(admin, 'broken.png', (await imageFile('png')).subarray(0, 20))).json().code).toBe('asset.unreadable');
    expect(await assetCount()).toBe(before);
  });

  it('refuses SVGs with scripts, handlers, document types or outside references', async () => {
    const svgs = [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="https://tracker.example/p.png"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(https://example.com/x.css);</style></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject></svg>',
    ];
    for (const [index, svg] of svgs.entries()) {
      const response = await upload(admin, `unsafe-${index}.svg`, Buffer.from(svg));
      expect([response.statusCode, response.json().code]).toEqual([400, 'asset.svg_unsafe']);
    }
    expect((await upload(admin, 'page.svg', Buffer.from('<html><body/></html>'))).json().code).toBe('asset.content_mismatch');
    const inner = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200"><defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="5" height="5"/></svg>';
    expect((await upload(admin, 'gradient.svg', Buffer.from(inner))).json()).toMatchObject({ width: 300, height: 200 });
  });

  it('refuses a file over the size limit and an image whose header announces too many pixels, keeping nothing', async () => {
    const before = await storedKeys();
    assetUploadTuning.maxBytes = 1024;
    const large = await upload(admin, 'large.pdf', Buffer.concat([pdfFile, Buffer.alloc(4096, 32)]));
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ code: 'asset.too_large', message: 'The file is larger than the limit of 1 KB.' });
    Object.assign(assetUploadTuning, tuning);

    // 60,000 × 60,000 announced in a file of a few bytes: refused from the header, never decoded.
    const bomb = await upload(admin, 'bomb.png', await pngAnnouncing(60_000, 60_000));
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json().code).toBe('asset.resolution_too_high');
    assetUploadTuning.maxPixels = 100;
    expect((await upload(admin, 'big.jpg', await imageFile('jpeg', 20, 20))).json().code).toBe('asset.resolution_too_high');
    expect(await storedKeys()).toEqual(before);
  });

  it('refuses a name the company already has, and a file past the storage limit, saying the space left', async () => {
    await upload(admin, 'Catalogue.pdf', pdfFile);
    const again = await upload(admin, 'catalogue.PDF', pdfFile);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'asset.name_taken', fields: { file_name: ['asset.name_taken'] } });

    const [{ used }] = (await testApp.db.query<{ used: number }>('SELECT sum(size)::int AS used FROM assets WHERE company_id = $1', [companyId])) as [{ used: number }];
    await testApp.db.query(
      `INSERT INTO catalogue_settings (company_id, asset_storage_limit_bytes) VALUES ($1, $2)
       ON CONFLICT (company_id) DO UPDATE SET asset_storage_limit_bytes = excluded.asset_storage_limit_bytes`,
      [companyId, used + 2048],
    );
    const before = await storedKeys();
    const full = await upload(admin, 'too-much.pdf', Buffer.concat([pdfFile, Buffer.alloc(4096, 32)]));
    expect(full.statusCode).toBe(413);
    expect(full.json()).toMatchObject({ code: 'asset.storage_limit', message: 'The storage limit is reached: 2 KB left.' });
    expect(await storedKeys()).toEqual(before);
    expect((await upload(admin, 'fits.pdf', pdfFile)).statusCode).toBe(201);
    await testApp.db.query('UPDATE catalogue_settings SET asset_storage_limit_bytes = NULL WHERE company_id = $1', [companyId]);
  });

  it('leaves neither file nor row when the upload is cut off halfway', async () => {
    const before = await storedKeys();
    const whole = multipartFile('cut.jpg', await imageFile('jpeg', 200, 200));
    // The body ends in the middle of the file: no closing boundary ever comes.
    const response = await testApp.app.inject({
      method: 'POST',
      url: uploadPath(),
      payload: Readable.from([whole.subarray(0, whole.length / 2)]),
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        cookie: [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'x-csrf-token': admin.cookies.get('pimento_csrf') ?? '',
      },
    });
    expect([response.statusCode, response.json().code]).toEqual([400, 'asset.upload_incomplete']);
    expect(await storedKeys()).toEqual(before);
    const files = await Promise.all(before.map((key) => testApp.app.deps.storage.exists(key)));
    expect(files.every(Boolean)).toBe(true);
  });

  it('refuses an unstored or unknown category and a language the company does not have, before reading the file', async () => {
    const links = (await admin.post(endpointPath(assetsApi.createCategory, {}), { name: 'Supplier links', unstored: true })).json();
    expect((await upload(admin, 'in-links.png', await imageFile('png'), { category_id: links.id })).json().code).toBe('asset.unstored_category_mismatch');
    const main = (await admin.post(endpointPath(assetsApi.createCategory, {}), { name: 'Main', featured: true })).json();
    expect((await upload(admin, 'main.pdf', pdfFile, { category_id: main.id })).json().code).toBe('asset.not_eligible_featured');
    expect((await upload(admin, 'main.png', await imageFile('png'), { category_id: main.id })).statusCode).toBe(201);
    expect((await upload(admin, 'lost.png', await imageFile('png'), { category_id: 999_999 })).json().code).toBe('asset.category_not_found');
    expect((await upload(admin, 'german.png', await imageFile('png'), { language: 'de' })).json().code).toBe('asset.language_unknown');
  });
});
