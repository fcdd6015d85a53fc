import { assetsApi } from '@pimento/shared-kit/contracts/assets';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { imageFile, pdfFile, upload } from './test-uploads.ts';

describe.each(drivers)('asset categories on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    await testApp.createCompany('Gallery Co', { username: 'gallery_admin' });
    admin = testApp.client();
    await admin.login('gallery_admin');
  });
  afterAll(() => testApp.close());

  const categoryPath = (id: number) => endpointPath(assetsApi.getCategory, { id });
  const create = async (body: Record<string, unknown>) => {
    const response = await admin.post(endpointPath(assetsApi.createCategory, {}), body);
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number; ancestors: number[]; position: number; names: Record<string, string> };
  };
  const patch = (id: number, body: unknown) => admin.request('PATCH', categoryPath(id), { body });

  it('builds trees, named per label language, names unique within a level in each language', async () => {
    const photos = await create({ names: { en: 'Photos', fr: 'Photos' } });
    const packshots = await create({ name: 'Packshots', parent_id: photos.id });
    expect(packshots.ancestors).toEqual([photos.id]);
    expect(packshots.names).toEqual({ en: 'Packshots' });
    // The same name elsewhere is fine; twice in one level is not, whatever the case.
    const leaflets = await create({ name: 'Leaflets' });
    await create({ name: 'Packshots', parent_id: leaflets.id });
    const duplicate = await admin.post(endpointPath(assetsApi.createCategory, {}), { name: 'PACKSHOTS', parent_id: photos.id });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'asset_category.name_taken', fields: { name: ['asset_category.name_taken'] } });
    const french = await admin.post(endpointPath(assetsApi.createCategory, {}), { names: { en: 'Pictures', fr: 'photos' } });
    expect(french.json()).toMatchObject({ code: 'asset_category.name_taken', fields: { 'names.fr': ['asset_category.name_taken'] } });
    expect((await admin.post(endpointPath(assetsApi.createCategory, {}), { name: 'A|B' })).json().code).toBe('asset_category.name_has_pipe');
    expect((await admin.post(endpointPath(assetsApi.createCategory, {}), { parent_id: photos.id })).json().code).toBe('asset_category.name_required');

    const tree = (await admin.get(endpointPath(assetsApi.categoryTree, {}))).json().results as { id: number; name: string; children_count: number }[];
    expect(tree.slice(0, 2).map((category) => category.name)).toEqual(['Photos', 'Leaflets']);
    expect(tree.find((category) => category.id === photos.id)?.children_count).toBe(1);

    const renamed = await patch(packshots.id, { name: 'Studio shots' });
    expect(renamed.json()).toMatchObject({ name: 'Studio shots', names: { en: 'Studio shots' } });
  });

  it('moves a category with its subtree, never under its own descendant, and checks names in the new level', async () => {
    const a = await create({ name: 'Move A' });
    const b = await create({ name: 'Move B', parent_id: a.id });
    const c = await create({ name: 'Move C', parent_id: b.id });
    const under = await patch(a.id, { parent_id: c.id });
    expect(under.statusCode).toBe(422);
    expect(under.json()).toMatchObject({ code: 'asset_category.under_own_descendant', fields: { parent_id: ['asset_category.under_own_descendant'] } });
    expect((await patch(a.id, { parent_id: a.id })).json().code).toBe('asset_category.under_own_descendant');
    expect((await patch(a.id, { parent_id: 999_999 })).json().code).toBe('asset_category.parent_not_found');

    const moved = await patch(b.id, { parent_id: null });
    expect(moved.json()).toMatchObject({ parent_id: null, ancestors: [] });
    expect((await admin.get(categoryPath(c.id))).json().ancestors).toEqual([b.id]);
    // A root named like the moved one blocks the move back to the roots.
    const x = await create({ name: 'Move X', parent_id: a.id });
    await create({ name: 'Move X' });
    expect((await patch(x.id, { parent_id: null })).json().code).toBe('asset_category.name_taken');

    const reordered = await patch(c.id, { position: 7 });
    expect(reordered.json().position).toBe(7);
  });

  it('is featured or unstored, never both, and never set against the assets it holds', async () => {
    const both = await admin.post(endpointPath(assetsApi.createCategory, {}), { name: 'Both', featured: true, unstored: true });
    expect(both.statusCode).toBe(422);
    expect(both.json()).toMatchObject({ code: 'asset_category.featured_and_unstored', fields: { featured: ['asset_category.featured_and_unstored'] } });
    const main = await create({ name: 'Main images', featured: true });
    expect((await patch(main.id, { unstored: true })).json().code).toBe('asset_category.featured_and_unstored');
    const model = await create({ name: 'Model drawings', managed_by_model: true });
    expect((await admin.get(categoryPath(model.id))).json()).toMatchObject({ managed_by_model: true, featured: false, unstored: false });

    const documents = await create({ name: 'Documents' });
    expect((await upload(admin, 'manual.pdf', pdfFile, { category_id: documents.id })).statusCode).toBe(201);
    // A stored PDF is there: the category can become neither unstored nor featured.
    expect((await patch(documents.id, { unstored: true })).json().code).toBe('asset_category.flag_conflicts_with_assets');
    expect((await patch(documents.id, { featured: true })).json().code).toBe('asset_category.flag_conflicts_with_assets');
    const photos = await create({ name: 'Photos only' });
    expect((await upload(admin, 'chair.png', await imageFile('png'), { category_id: photos.id })).statusCode).toBe(201);
    expect((await patch(photos.id, { featured: true })).json().featured).toBe(true);
  });

  it('deletes a category and its descendants, leaving their assets uncategorised', async () => {
    const parent = await create({ name: 'Old season' });
    const child = await create({ name: 'Old shots', parent_id: parent.id });
    const asset = (await upload(admin, 'old-shot.jpg', await imageFile('jpeg'), { category_id: child.id })).json();
    const deleted = await admin.request('DELETE', categoryPath(parent.id));
    expect(deleted.json()).toEqual({ categories: 2, assets_uncategorised: 1 });
    expect((await admin.get(categoryPath(child.id))).statusCode).toBe(404);
    expect((await admin.get(endpointPath(assetsApi.get, { id: asset.id }))).json().category_id).toBeNull();
  });
});
