import sharp from 'sharp';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { productAssetsApi } from '@pimento/shared-kit/contracts/product-assets';
import { publicMediaKeyApi } from '@pimento/shared-kit/contracts/public-media';
import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { createUser } from '../users/service.ts';
import { mediaAddresses, mediaKeyOf } from './public-media.ts';
import { imageFile, pdfFile, upload } from './test-uploads.ts';

describe.each(drivers)('public media addresses on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let colleague: TestClient;
  let companyId: string;
  let otherCompanyId: string;
  let productId: number;
  const asset: Record<string, number> = {};

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    companyId = (await testApp.createCompany('Media Co', { username: 'media_admin' })).company.id;
    otherCompanyId = (await testApp.createCompany('Media Other', { username: 'media_other' })).company.id;
    admin = testApp.client();
    await admin.login('media_admin');
    await testApp.db.transaction((tx) => createUser(tx, companyId, { username: 'media_colleague', email: 'media_colleague@example.com', password: TEST_PASSWORD }));
    colleague = testApp.client();
    await colleague.login('media_colleague');
    asset.red = (await upload(admin, 'red.png', await imageFile('png', 80, 40))).json().id;
    asset.blue = (await upload(admin, 'blue.jpg', await imageFile('jpeg', 60, 60))).json().id;
    asset.manual = (await upload(admin, 'manual.pdf', pdfFile)).json().id;
    const [product] = await testApp.db.query<{ id: number }>("INSERT INTO products (company_id, sku, name) VALUES ($1, 'LAMP-1', 'Lamp') RETURNING id::int AS id", [companyId]);
    productId = product!.id;
    expect((await admin.post(endpointPath(productAssetsApi.add, { owner: 'products', id: productId }), { asset_ids: [asset.red, asset.blue] })).statusCode).toBe(200);
  });
  afterAll(() => testApp.close());

  const addresses = async (company = companyId) => mediaAddresses(testApp.config.publicUrl, await testApp.db.withTenant(company, (tx) => mediaKeyOf(tx, company)));
  /** An address as an anonymous reader fetches it: no cookie, no header but the ones given. */
  const fetchPublic = (address: string, headers: Record<string, string> = {}) => {
    const url = new URL(address);
    return testApp.app.inject({ method: 'GET', url: url.pathname + url.search, headers });
  };
  const setMain = (assetId: number) => admin.request('PUT', endpointPath(productAssetsApi.setFeatured, { owner: 'products', id: productId }), { body: { asset_id: assetId } });

  it('keeps a product’s main image at one address when the image is replaced, resized on request, cached by its tag', async () => {
    const main = (await addresses()).productMainImage(productId);
    // No main image yet: nothing to answer.
    expect((await fetchPublic(main)).statusCode).toBe(404);

    expect((await setMain(asset.red!)).statusCode).toBe(200);
    const red = await fetchPublic(main);
    expect([red.statusCode, red.headers['content-type'], red.headers['cache-control']]).toEqual([200, 'image/png', 'public, max-age=300']);
    expect(await sharp(red.rawPayload).metadata()).toMatchObject({ width: 80, height: 40 });
    expect((await fetchPublic(main, { 'if-none-match': String(red.headers.etag) })).statusCode).toBe(304);

    expect((await setMain(asset.blue!)).statusCode).toBe(200);
    const blue = await fetchPublic(main, { 'if-none-match': String(red.headers.etag) });
    expect([blue.statusCode, blue.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(blue.headers.etag).not.toBe(red.headers.etag);

    const resized = await fetchPublic((await addresses()).productMainImage(productId, { width: 30, format: 'png' }));
    expect([resized.statusCode, resized.headers['content-type']]).toEqual([200, 'image/png']);
    expect(await sharp(resized.rawPayload).metadata()).toMatchObject({ width: 30, height: 30 });
  });

  it('serves an asset’s file by its signed address, in a sandbox, and a linked asset by a redirect to its link', async () => {
    const media = await addresses();
    const pdf = await fetchPublic(media.asset(asset.manual!, 'manual.pdf'));
    expect([pdf.statusCode, pdf.headers['content-type'], pdf.rawPayload.subarray(0, 5).toString()]).toEqual([200, 'application/pdf', '%PDF-']);
    expect(pdf.headers['content-security-policy']).toContain('sandbox');
    expect(pdf.headers['set-cookie']).toBeUndefined();

    const [linked] = await testApp.db.query<{ id: number }>(
      "INSERT INTO assets (company_id, file_name, stored, kind, mime_type, original_url) VALUES ($1, 'supplier.jpg', false, 'image', 'image/jpeg', 'https://cdn.example.com/supplier.jpg') RETURNING id::int AS id",
      [companyId],
    );
    const redirected = await fetchPublic(media.asset(linked!.id, 'supplier.jpg'));
    expect([redirected.statusCode, redirected.headers.location]).toEqual([302, 'https://cdn.example.com/supplier.jpg']);
  });

  it('answers 404 alike to a changed id, a forged signature, another company’s key and an unknown key', async () => {
    const media = await addresses();
    const good = new URL(media.asset(asset.red!, 'red.png'));
    expect((await fetchPublic(good.href)).statusCode).toBe(200);
    // The signature covers the id: walking the ids finds nothing.
    const walked = good.pathname.replace(`/assets/${asset.red}/`, `/assets/${asset.blue}/`);
    expect((await testApp.app.inject({ method: 'GET', url: walked })).statusCode).toBe(404);
    const [, , key, signature] = good.pathname.split('/');
    const forged = good.pathname.replace(signature!, signature!.startsWith('A') ? `B${signature!.slice(1)}` : `A${signature!.slice(1)}`);
    expect((await testApp.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    // Another company's key with this company's signature and id: its secret signs differently.
    const theirs = new URL((await addresses(otherCompanyId)).asset(asset.red!, 'red.png'));
    expect(theirs.pathname.split('/')[2]).not.toBe(key);
    expect((await testApp.app.inject({ method: 'GET', url: theirs.pathname })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: good.pathname.replace(key!, 'A'.repeat(22)) })).statusCode).toBe(404);
  });

  it('lets an administrator replace the key, which withdraws every address given out; a colleague may not', async () => {
    const before = (await addresses()).asset(asset.red!, 'red.png');
    expect((await fetchPublic(before)).statusCode).toBe(200);
    const refused = await colleague.post(endpointPath(publicMediaKeyApi.replace, {}));
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'rights.administrator_required']);
    expect((await colleague.get(endpointPath(publicMediaKeyApi.get, {}))).statusCode).toBe(403);

    const shown = await admin.get(endpointPath(publicMediaKeyApi.get, {}));
    expect(shown.json().created_at).toEqual(expect.any(String));
    const replaced = await admin.post(endpointPath(publicMediaKeyApi.replace, {}));
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().created_at).not.toBe(shown.json().created_at);
    expect((await fetchPublic(before)).statusCode).toBe(404);
    const after = (await addresses()).asset(asset.red!, 'red.png');
    expect(after).not.toBe(before);
    expect((await fetchPublic(after)).statusCode).toBe(200);
  });
});
