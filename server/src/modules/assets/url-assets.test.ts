import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { assetsApi } from '@pimento/shared-kit/contracts/assets';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { testTlsCertificate } from '../../../test/file-transfer-servers.ts';
import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { assetUploadTuning } from './upload.ts';
import { assetUrlTuning } from './url-assets.ts';
import { imageFile, pdfFile } from './test-uploads.ts';

/** Adding assets by URL, against real HTTP and HTTPS servers on loopback (allowed here by the operator's setting, as tests must). */
describe.each(drivers)('assets added by URL on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let companyId: string;
  let web: http.Server;
  let secure: https.Server;
  let base: string;
  let secureBase: string;
  let png: Buffer;
  const tuning = { upload: { ...assetUploadTuning }, url: { ...assetUrlTuning } };
  const requests: string[] = [];

  beforeAll(async () => {
    png = await imageFile('png', 64, 32);
    const routes: Record<string, (response: http.ServerResponse) => void> = {
      '/media/photo.png': (response) => response.writeHead(200, { 'content-type': 'image/png' }).end(png),
      '/media/leaflet': (response) => response.writeHead(200, { 'content-type': 'application/pdf' }).end(pdfFile),
      '/media/moved': (response) => response.writeHead(302, { location: '/media/photo.png' }).end(),
      '/media/loop': (response) => response.writeHead(302, { location: '/media/loop' }).end(),
      '/media/elsewhere': (response) => response.writeHead(302, { location: `http://127.0.0.2:${(web.address() as AddressInfo).port}/media/photo.png` }).end(),
      '/media/gone.png': (response) => response.writeHead(404).end('not here'),
      '/media/fake.png': (response) => response.writeHead(200, { 'content-type': 'image/png' }).end('<html>not an image</html>'),
      '/media/slow.png': () => {},
    };
    const handler = (request: http.IncomingMessage, response: http.ServerResponse) => {
      requests.push(`${request.socket.localAddress} ${request.headers.host} ${request.url}`);
      (routes[request.url ?? ''] ?? ((r: http.ServerResponse) => r.writeHead(404).end()))(response);
    };
    web = http.createServer(handler);
    await new Promise<void>((resolve) => web.listen(0, '0.0.0.0', resolve));
    base = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
    // Self-signed: no browser or server trusts it, as a site with a broken certificate.
    secure = https.createServer(testTlsCertificate, handler);
    await new Promise<void>((resolve) => secure.listen(0, '127.0.0.1', resolve));
    secureBase = `https://localhost:${(secure.address() as AddressInfo).port}`;

    testApp = await startTestApp(driver);
    companyId = (await testApp.createCompany('Url Assets Co', { username: 'url_admin' })).company.id;
    admin = testApp.client();
    await admin.login('url_admin');
  });
  beforeEach(() => {
    assetUrlTuning.allowPrivateAddresses = true;
  });
  afterEach(() => {
    Object.assign(assetUploadTuning, tuning.upload);
    Object.assign(assetUrlTuning, tuning.url);
  });
  afterAll(async () => {
    await testApp.close();
    web.closeAllConnections();
    secure.closeAllConnections();
    await new Promise((resolve) => web.close(resolve));
    await new Promise((resolve) => secure.close(resolve));
  });

  const addUrl = (body: Record<string, unknown>) => admin.post(endpointPath(assetsApi.addUrl, {}), body);
  const refusal = async (body: Record<string, unknown>) => {
    const response = await addUrl(body);
    return [response.statusCode, response.json().code, response.json().fields];
  };
  const assetRows = async () => (await testApp.db.query<{ n: number }>('SELECT count(*)::int AS n FROM assets WHERE company_id = $1', [companyId]))[0]!.n;

  it('fetches and keeps a stored asset, read from its content, remembering where it came from', async () => {
    const response = await addUrl({ url: `${base}/media/photo.png`, stored: true, description: 'From the supplier' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ file_name: 'photo.png', stored: true, kind: 'image', mime_type: 'image/png', width: 64, height: 32, size: png.length, original_url: `${base}/media/photo.png`, description: 'From the supplier' });
    const file = await admin.get(endpointPath(assetsApi.file, { id: response.json().id }));
    expect(file.rawPayload.equals(png)).toBe(true);
    // Followed through a redirect; a name from the type when the URL has no extension.
    const moved = await addUrl({ url: `${base}/media/moved`, stored: true, file_name: 'moved.png' });
    expect([moved.statusCode, moved.json().file_name, moved.json().width]).toEqual([201, 'moved.png', 64]);
    const leaflet = await addUrl({ url: `${base}/media/leaflet`, stored: true });
    expect([leaflet.statusCode, leaflet.json().file_name, leaflet.json().kind]).toEqual([201, 'leaflet.pdf', 'pdf']);
  });

  it('links an unstored asset: the URL checked once and kept, no file in the storage, only in an unstored category', async () => {
    const urls = (await admin.post(endpointPath(assetsApi.createCategory, {}), { names: { en: 'Supplier links' }, unstored: true })).json();
    const photos = (await admin.post(endpointPath(assetsApi.createCategory, {}), { names: { en: 'Photos' } })).json();
    const linked = await addUrl({ url: `${base}/media/photo.png`, stored: false, file_name: 'linked-photo.png', category_id: urls.id });
    expect(linked.statusCode).toBe(201);
    expect(linked.json()).toMatchObject({ stored: false, original_url: `${base}/media/photo.png`, width: 64, category_id: urls.id });
    const [row] = await testApp.db.query<{ storage_key: string | null }>('SELECT storage_key FROM assets WHERE id = $1', [linked.json().id]);
    expect(row!.storage_key).toBeNull();
    expect((await admin.get(endpointPath(assetsApi.file, { id: linked.json().id }))).statusCode).toBe(404);
    // Its thumbnails were made from the copy fetched to check it: the gallery never loads the outside URL.
    expect(linked.json().thumbnail).not.toBeNull();
    const tile = await admin.get(linked.json().thumbnail.tile);
    expect([tile.statusCode, tile.headers['content-type']]).toEqual([200, 'image/webp']);
    // A URL into a category of files, a file into a category of URLs: refused before anything is fetched.
    const before = requests.length;
    expect(await refusal({ url: `${base}/media/photo.png`, stored: false, file_name: 'x.png', category_id: photos.id })).toEqual([422, 'asset.unstored_category_mismatch', { category_id: ['asset.unstored_category_mismatch'] }]);
    expect(await refusal({ url: `${base}/media/photo.png`, stored: true, file_name: 'y.png', category_id: urls.id })).toEqual([422, 'asset.unstored_category_mismatch', { category_id: ['asset.unstored_category_mismatch'] }]);
    expect(requests.length).toBe(before);
  });

  it('refuses what spec §8 names, each with its code, and keeps nothing', async () => {
    const rows = await assetRows();
    expect(await refusal({ url: 'not a url', stored: true })).toEqual([422, 'asset.url_invalid', { url: ['asset.url_invalid'] }]);
    expect(await refusal({ url: 'ftp://example.com/a.png', stored: true })).toEqual([422, 'asset.url_invalid', { url: ['asset.url_invalid'] }]);
    expect(await refusal({ url: `http://user:secret@127.0.0.1/a.png`, stored: true })).toEqual([422, 'asset.url_invalid', { url: ['asset.url_invalid'] }]);
    expect(await refusal({ url: `${base}/${'a'.repeat(2_000)}.png`, stored: true })).toEqual([422, 'asset.url_too_long', { url: ['asset.url_too_long'] }]);
    expect(await refusal({ url: `${base}/media/gone.png`, stored: true })).toEqual([422, 'asset.request_error', { url: ['asset.request_error'] }]);
    expect(await refusal({ url: `${base}/media/loop`, stored: true })).toEqual([422, 'asset.request_error', { url: ['asset.request_error'] }]);
    expect(await refusal({ url: 'http://127.0.0.1:1/a.png', stored: true })).toEqual([422, 'asset.url_no_response', { url: ['asset.url_no_response'] }]);
    expect(await refusal({ url: `${secureBase}/media/photo.png`, stored: true })).toEqual([422, 'asset.ssl_error', { url: ['asset.ssl_error'] }]);
    expect((await addUrl({ url: `${base}/media/fake.png`, stored: true })).json().code).toBe('asset.content_mismatch');
    assetUrlTuning.timeoutMs = 300;
    expect(await refusal({ url: `${base}/media/slow.png`, stored: true })).toEqual([422, 'asset.request_timeout', { url: ['asset.request_timeout'] }]);
    assetUploadTuning.maxBytes = 100;
    expect((await addUrl({ url: `${base}/media/photo.png`, stored: true, file_name: 'big.png' })).statusCode).toBe(413);
    expect(await assetRows()).toBe(rows);
  });

  it('never reaches loopback or private addresses unless the operator allows it, in any form and through redirects', async () => {
    assetUrlTuning.allowPrivateAddresses = false;
    const port = (web.address() as AddressInfo).port;
    const before = requests.length;
    for (const host of ['127.0.0.1', 'localhost', '2130706433', '0x7f.0.0.1', '[::ffff:127.0.0.1]', '[::1]', '169.254.169.254', '10.0.0.1', '192.168.1.1']) {
      const [status, code] = await refusal({ url: `http://${host}:${port}/media/photo.png`, stored: true });
      expect([host, status, code]).toEqual([host, 422, 'asset.url_not_allowed']);
    }
    expect(requests.length).toBe(before);
    // A redirect is checked like the first URL: 127.0.0.1 allowed by name, it sends to 127.0.0.2, which is not.
    assetUrlTuning.allowedAddresses = ['127.0.0.1'];
    const served = requests.length;
    expect(await refusal({ url: `${base}/media/elsewhere`, stored: true })).toEqual([422, 'asset.url_not_allowed', { url: ['asset.url_not_allowed'] }]);
    expect(requests.slice(served).map((line) => line.split(' ')[2])).toEqual(['/media/elsewhere']);
  });

  it('connects to the address it checked, sending the name the user typed', async () => {
    const response = await addUrl({ url: `http://localhost:${(web.address() as AddressInfo).port}/media/photo.png`, stored: true, file_name: 'by-name.png' });
    expect(response.statusCode).toBe(201);
    expect(requests.at(-1)).toMatch(/^(?:127\.0\.0\.1|::1|::ffff:127\.0\.0\.1) localhost:\d+ \/media\/photo\.png$/);
  });

  it("refuses another company's category as one that does not exist, before fetching", async () => {
    const other = await testApp.createCompany('Url Other Co', { username: 'url_other' });
    const client = testApp.client();
    await client.login('url_other');
    const category = (await client.post(endpointPath(assetsApi.createCategory, {}), { names: { en: 'Theirs' }, unstored: true })).json();
    expect(other.company.id).not.toBe(companyId);
    const before = requests.length;
    expect(await refusal({ url: `${base}/media/photo.png`, stored: false, category_id: category.id })).toEqual([422, 'asset.category_not_found', { category_id: ['asset.category_not_found'] }]);
    expect(requests.length).toBe(before);
  });
});
