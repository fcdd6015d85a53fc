import { assetsApi } from '@pimento/shared-kit/contracts/assets';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { imageFile, pdfFile, upload } from './test-uploads.ts';

type Page = { results: { id: number; file_name: string }[]; next_cursor: string | null };

describe.each(drivers)('the asset gallery on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let companyId: string;
  const ids: Record<string, number> = {};
  let photosId: number;
  let packshotsId: number;

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    companyId = (await testApp.createCompany('Gallery Co', { username: 'gallery_admin' })).company.id;
    admin = testApp.client();
    await admin.login('gallery_admin');
    photosId = (await admin.post(endpointPath(assetsApi.createCategory, {}), { name: 'Photos' })).json().id;
    packshotsId = (await admin.post(endpointPath(assetsApi.createCategory, {}), { name: 'Packshots', parent_id: photosId })).json().id;
    const files: [string, Buffer, Record<string, unknown>][] = [
      ['chair-front.jpg', await imageFile('jpeg'), { category_id: packshotsId, language: 'en' }],
      ['chair-side.png', await imageFile('png'), { category_id: photosId }],
      ['table.webp', await imageFile('webp'), {}],
      ['chair-manual.pdf', pdfFile, { language: 'fr' }],
      ['lamp.png', await imageFile('png', 80, 80), {}],
    ];
    for (const [name, bytes, query] of files) ids[name] = (await upload(admin, name, bytes, query)).json().id;
    const [product] = await testApp.db.query<{ id: number }>(
      "INSERT INTO products (company_id, sku, name) VALUES ($1, 'CH-1', 'Chair') RETURNING id::int AS id",
      [companyId],
    );
    await testApp.db.query('INSERT INTO product_assets (company_id, product_id, asset_id) VALUES ($1, $2, $3), ($1, $2, $4)', [
      companyId,
      product!.id,
      ids['chair-front.jpg'],
      ids['chair-manual.pdf'],
    ]);
  });
  afterAll(() => testApp.close());

  const list = async (query: Record<string, string | number | boolean>) => {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]));
    const response = await admin.get(`${endpointPath(assetsApi.list, {})}?${search}`);
    expect(response.statusCode).toBe(200);
    return response.json() as Page;
  };
  const names = (page: Page) => page.results.map((asset) => asset.file_name);

  it('filters by category (subcategories included), tag, type, language, linked or not and name', async () => {
    expect(names(await list({ category_id: photosId, sort: 'name', direction: 'asc' }))).toEqual(['chair-front.jpg', 'chair-side.png']);
    expect(names(await list({ uncategorised: true, sort: 'name', direction: 'asc' }))).toEqual(['chair-manual.pdf', 'lamp.png', 'table.webp']);
    expect(names(await list({ kind: 'pdf' }))).toEqual(['chair-manual.pdf']);
    expect(names(await list({ language: 'fr' }))).toEqual(['chair-manual.pdf']);
    expect(names(await list({ linked: true, sort: 'name', direction: 'asc' }))).toEqual(['chair-front.jpg', 'chair-manual.pdf']);
    expect(names(await list({ linked: false, sort: 'name', direction: 'asc' }))).toEqual(['chair-side.png', 'lamp.png', 'table.webp']);
    expect(names(await list({ search: 'CHAIR-S' }))).toEqual(['chair-side.png']);
    await admin.request('PATCH', endpointPath(assetsApi.update, { id: ids['lamp.png']! }), { body: { tags: ['outdoor', 'lighting'] } });
    expect(names(await list({ tag: 'outdoor' }))).toEqual(['lamp.png']);
  });

  it('pages through every sort without gaps or repeats, and refuses a cursor of another sort', async () => {
    for (const sort of ['name', 'created', 'size', 'position'] as const) {
      for (const direction of ['asc', 'desc'] as const) {
        const seen: string[] = [];
        let cursor: string | null = null;
        do {
          const page: Page = await list({ sort, direction, limit: 2, ...(cursor === null ? {} : { cursor }) });
          seen.push(...names(page));
          cursor = page.next_cursor;
        } while (cursor !== null);
        expect(seen.toSorted()).toEqual(Object.keys(ids).toSorted());
      }
    }
    expect(names(await list({ sort: 'name', direction: 'desc', limit: 2 }))).toEqual(['table.webp', 'lamp.png']);
    const bySize = (await list({ sort: 'size', direction: 'asc', limit: 1 })).next_cursor!;
    const refused = await admin.get(`${endpointPath(assetsApi.list, {})}?sort=name&cursor=${bySize}`);
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'asset.cursor_invalid']);
    expect((await admin.get(`${endpointPath(assetsApi.list, {})}?cursor=garbage`)).json().code).toBe('asset.cursor_invalid');
  });

  it('shows and edits one asset: name unique, featured only for images, position from 1', async () => {
    const path = endpointPath(assetsApi.update, { id: ids['table.webp']! });
    const detail = (await admin.get(endpointPath(assetsApi.get, { id: ids['chair-front.jpg']! }))).json();
    expect(detail).toMatchObject({ file_name: 'chair-front.jpg', category_id: packshotsId, products_count: 1, width: 40, height: 30, kind: 'image' });
    const edited = await admin.request('PATCH', path, { body: { description: 'Oak table', featured: true, position: 2, custom_url: 'https://cdn.example.com/table.webp' } });
    expect(edited.json()).toMatchObject({ description: 'Oak table', featured: true, position: 2, custom_url: 'https://cdn.example.com/table.webp' });
    expect((await admin.request('PATCH', path, { body: { file_name: 'LAMP.png' } })).json().code).toBe('asset.name_taken');
    expect((await admin.request('PATCH', path, { body: { position: 0 } })).statusCode).toBe(400);
    const pdf = endpointPath(assetsApi.update, { id: ids['chair-manual.pdf']! });
    expect((await admin.request('PATCH', pdf, { body: { featured: true } })).json().code).toBe('asset.not_eligible_featured');
  });

  it('bulk edits category, tags and language, all or nothing', async () => {
    const documents = (await admin.post(endpointPath(assetsApi.createCategory, {}), { name: 'Main', featured: true })).json();
    const chosen = [ids['chair-side.png']!, ids['chair-manual.pdf']!];
    const refused = await admin.post(endpointPath(assetsApi.bulkEdit, {}), { ids: chosen, category_id: documents.id });
    expect(refused.json().code).toBe('asset.not_eligible_featured');
    expect((await admin.get(endpointPath(assetsApi.get, { id: chosen[0]! }))).json().category_id).toBe(photosId);

    const links = (await admin.post(endpointPath(assetsApi.createCategory, {}), { name: 'Links', unstored: true })).json();
    expect((await admin.post(endpointPath(assetsApi.bulkEdit, {}), { ids: chosen, category_id: links.id })).json().code).toBe('asset.unstored_category_mismatch');

    const done = await admin.post(endpointPath(assetsApi.bulkEdit, {}), { ids: chosen, category_id: null, language: 'en', add_tags: ['2026', 'chair'] });
    expect(done.json()).toEqual({ updated: 2 });
    await admin.post(endpointPath(assetsApi.bulkEdit, {}), { ids: chosen, remove_tags: ['2026'] });
    const after = (await admin.get(endpointPath(assetsApi.get, { id: chosen[1]! }))).json();
    expect(after).toMatchObject({ category_id: null, language: 'en', tags: ['chair'] });
    expect((await admin.post(endpointPath(assetsApi.bulkEdit, {}), { ids: [...chosen, 999_999], language: 'fr' })).statusCode).toBe(404);
  });

  it('deletes assets with their files and says which products lose them', async () => {
    const front = ids['chair-front.jpg']!;
    const [row] = await testApp.db.query<{ storage_key: string }>('SELECT storage_key FROM assets WHERE id = $1', [front]);
    const key = row!.storage_key;
    const deleted = await admin.request('DELETE', endpointPath(assetsApi.delete, { id: front }));
    expect(deleted.json()).toEqual({ deleted: 1, products_count: 1, products: [{ id: expect.any(Number), sku: 'CH-1', name: 'Chair' }] });
    expect(await testApp.app.deps.storage.exists(key)).toBe(false);
    expect((await admin.get(endpointPath(assetsApi.get, { id: front }))).statusCode).toBe(404);
    const bulk = await admin.post(endpointPath(assetsApi.bulkDelete, {}), { ids: [ids['lamp.png']!, ids['table.webp']!] });
    expect(bulk.json()).toEqual({ deleted: 2, products_count: 0, products: [] });
  });

  it('keeps companies apart: another company sees none of the assets or categories and cannot touch them', async () => {
    await testApp.createCompany('Rival Co', { username: 'rival_admin' });
    const rival = testApp.client();
    await rival.login('rival_admin');
    const asset = ids['chair-side.png']!;
    expect((await rival.get(endpointPath(assetsApi.list, {}))).json().results).toEqual([]);
    expect((await rival.get(endpointPath(assetsApi.categoryTree, {}))).json().results).toEqual([]);
    expect((await rival.get(endpointPath(assetsApi.get, { id: asset }))).statusCode).toBe(404);
    expect((await rival.get(endpointPath(assetsApi.getCategory, { id: photosId }))).statusCode).toBe(404);
    expect((await rival.request('PATCH', endpointPath(assetsApi.update, { id: asset }), { body: { description: 'x' } })).statusCode).toBe(404);
    expect((await rival.request('PATCH', endpointPath(assetsApi.updateCategory, { id: photosId }), { body: { name: 'x' } })).statusCode).toBe(404);
    expect((await rival.post(endpointPath(assetsApi.bulkEdit, {}), { ids: [asset], language: 'fr' })).statusCode).toBe(404);
    expect((await rival.request('DELETE', endpointPath(assetsApi.delete, { id: asset }))).statusCode).toBe(404);
    expect((await rival.post(endpointPath(assetsApi.bulkDelete, {}), { ids: [asset] })).statusCode).toBe(404);
    expect((await rival.request('DELETE', endpointPath(assetsApi.deleteCategory, { id: photosId }))).statusCode).toBe(404);
    expect((await upload(rival, 'mine.png', await imageFile('png'), { category_id: photosId })).json().code).toBe('asset.category_not_found');
    // The rival's own upload of a taken name is its own business.
    expect((await upload(rival, 'chair-side.png', await imageFile('png'))).statusCode).toBe(201);
    expect((await admin.get(endpointPath(assetsApi.get, { id: asset }))).json().description).toBe('');
  });
});
