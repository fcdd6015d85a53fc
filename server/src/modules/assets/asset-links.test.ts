import { assetsApi } from '@pimento/shared-kit/contracts/assets';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { modelsApi } from '@pimento/shared-kit/contracts/models';
import { productAssetsApi, type AssetLinkOwner, type LinkedAssets } from '@pimento/shared-kit/contracts/product-assets';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { createUser } from '../users/service.ts';
import { imageFile, pdfFile, upload } from './test-uploads.ts';

describe.each(drivers)('product and model assets on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let reader: TestClient;
  let other: TestClient;
  let companyId: string;
  let otherAssetId: number;
  let otherProductId: number;
  let shopGroup: string;
  const category = {} as Record<'photos' | 'packshots' | 'range', number>;
  const asset: Record<string, number> = {};
  let seq = 0;

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    companyId = (await testApp.createCompany('Links Co', { username: 'links_admin' })).company.id;
    const otherCompanyId = (await testApp.createCompany('Links Other', { username: 'links_other' })).company.id;
    admin = testApp.client();
    await admin.login('links_admin');
    other = testApp.client();
    await other.login('links_other');
    const [group] = await testApp.db.query<{ id: string }>("INSERT INTO groups (company_id, name) VALUES ($1, 'Shop') RETURNING id", [companyId]);
    shopGroup = group!.id;
    const [role] = await testApp.db.query<{ id: string }>(
      "INSERT INTO roles (company_id, name, can_read, can_create, can_edit, can_delete) VALUES ($1, 'Reading', true, false, false, false) RETURNING id",
      [companyId],
    );
    const user = await testApp.db.transaction((tx) => createUser(tx, companyId, { username: 'links_reader', email: 'links_reader@example.com', password: TEST_PASSWORD }));
    await testApp.db.query('INSERT INTO group_members (company_id, group_id, user_id, role_id) VALUES ($1, $2, $3, $4)', [companyId, shopGroup, user.id, role!.id]);
    reader = testApp.client();
    await reader.login('links_reader');

    const createCategory = async (body: Record<string, unknown>) => (await admin.post(endpointPath(assetsApi.createCategory, {}), body)).json().id as number;
    category.photos = await createCategory({ name: 'Photos' });
    category.packshots = await createCategory({ name: 'Packshots' });
    category.range = await createCategory({ name: 'Range shots', managed_by_model: true });
    const files: [string, Buffer, number | undefined, number][] = [
      ['front.jpg', await imageFile('jpeg'), category.photos, 3],
      ['side.png', await imageFile('png'), category.photos, 1],
      ['back.webp', await imageFile('webp'), category.photos, 2],
      ['top.png', await imageFile('png'), category.photos, 5],
      ['pack.png', await imageFile('png'), category.packshots, 1],
      ['manual.pdf', pdfFile, undefined, 1],
      ['range-1.jpg', await imageFile('jpeg'), category.range, 1],
      ['range-2.jpg', await imageFile('jpeg'), category.range, 2],
    ];
    for (const [name, bytes, categoryId, position] of files) {
      asset[name] = (await upload(admin, name, bytes, categoryId === undefined ? {} : { category_id: categoryId })).json().id;
      await admin.request('PATCH', endpointPath(assetsApi.update, { id: asset[name]! }), { body: { position } });
    }
    otherAssetId = (await upload(other, 'theirs.png', await imageFile('png'))).json().id;
    const [theirs] = await testApp.db.query<{ id: number }>("INSERT INTO products (company_id, sku, name) VALUES ($1, 'THEIRS', 'Theirs') RETURNING id::int AS id", [otherCompanyId]);
    otherProductId = theirs!.id;
  });
  afterAll(() => testApp.close());

  const insert = async (sql: string, params: unknown[]) => (await testApp.db.query<{ id: number }>(sql, params))[0]!.id;
  const newModel = () => insert('INSERT INTO models (company_id, reference, name, group_ids) VALUES ($1, $2, $2, $3) RETURNING id::int AS id', [companyId, `M-${++seq}`, [shopGroup]]);
  const newProduct = (modelId: number | null = null, groups: string[] = [shopGroup]) =>
    insert('INSERT INTO products (company_id, sku, name, model_id, group_ids) VALUES ($1, $2, $2, $3, $4) RETURNING id::int AS id', [companyId, `P-${++seq}`, modelId, groups]);

  const path = (endpoint: keyof typeof productAssetsApi, owner: AssetLinkOwner, id: number) => endpointPath(productAssetsApi[endpoint], { owner, id });
  const add = (id: number, names: string[], options: Record<string, string> = {}, owner: AssetLinkOwner = 'products', client = admin) =>
    client.post(path('add', owner, id), { asset_ids: names.map((name) => asset[name]!), ...options });
  const list = async (id: number, owner: AssetLinkOwner = 'products') => {
    const response = await admin.get(path('list', owner, id));
    expect(response.statusCode).toBe(200);
    return response.json() as LinkedAssets;
  };
  /** Each category's assets by name, in order, the model's marked with `*`. */
  const shown = (listing: LinkedAssets) =>
    listing.categories.map((group) => group.assets.map((link) => `${link.asset.file_name}${link.from_model ? '*' : ''}`));
  const nameOf = (id: number | null) => Object.entries(asset).find(([, assetId]) => assetId === id)?.[0] ?? null;
  const errorOf = (response: { statusCode: number; json(): { code?: string } }) => ({ status: response.statusCode, code: response.json().code });

  it('adds after, before, or at each asset’s own order, and lists by category in tree order', async () => {
    const product = await newProduct();
    await add(product, ['front.jpg']);
    await add(product, ['manual.pdf', 'pack.png', 'back.webp']);
    expect(shown(await list(product))).toEqual([['front.jpg', 'back.webp'], ['pack.png'], ['manual.pdf']]);
    await add(product, ['side.png'], { placement: 'before' });
    expect(shown(await list(product))[0]).toEqual(['side.png', 'front.jpg', 'back.webp']);
    // top.png has asset order 5: past the end, so last; already linked assets keep their place.
    await add(product, ['top.png', 'front.jpg'], { placement: 'none' });
    const listing = await list(product);
    expect(shown(listing)[0]).toEqual(['side.png', 'front.jpg', 'back.webp', 'top.png']);
    expect(listing.categories[0]!.assets.map((link) => link.position)).toEqual([1, 2, 3, 4]);
  });

  it('sorts by the assets’ own order always, or except the featured image', async () => {
    const product = await newProduct();
    await add(product, ['top.png', 'front.jpg']);
    await admin.request('PUT', path('setFeatured', 'products', product), { body: { asset_id: asset['top.png'] } });
    await add(product, ['side.png'], { sort: 'except_one' });
    expect(shown(await list(product))[0]).toEqual(['top.png', 'side.png', 'front.jpg']);
    await add(product, ['back.webp'], { sort: 'always' });
    expect(shown(await list(product))[0]).toEqual(['side.png', 'back.webp', 'front.jpg', 'top.png']);
    await add(product, ['pack.png'], { sort: 'never', placement: 'none' });
    expect(shown(await list(product))[0]).toEqual(['side.png', 'back.webp', 'front.jpg', 'top.png']);
  });

  it('reorders a category with exactly its assets, and refuses any other list', async () => {
    const product = await newProduct();
    await add(product, ['front.jpg', 'side.png', 'pack.png']);
    const reorder = (categoryId: number, names: string[]) =>
      admin.request('PUT', path('reorder', 'products', product), { body: { category_id: categoryId, asset_ids: names.map((name) => asset[name]!) } });
    expect(errorOf(await reorder(category.photos, ['side.png']))).toEqual({ status: 422, code: 'asset.order_mismatch' });
    expect(errorOf(await reorder(category.photos, ['side.png', 'pack.png']))).toEqual({ status: 422, code: 'asset.order_mismatch' });
    expect((await reorder(category.photos, ['side.png', 'front.jpg'])).statusCode).toBe(200);
    expect(shown(await list(product))).toEqual([['side.png', 'front.jpg'], ['pack.png']]);
  });

  it('removes links, renumbers the rest, and refuses an asset the product does not show', async () => {
    const product = await newProduct();
    await add(product, ['front.jpg', 'side.png', 'back.webp']);
    await admin.request('PUT', path('setFeatured', 'products', product), { body: { asset_id: asset['side.png'] } });
    const remove = (names: string[]) => admin.post(path('remove', 'products', product), { asset_ids: names.map((name) => asset[name]!) });
    expect(errorOf(await remove(['pack.png']))).toEqual({ status: 422, code: 'asset.not_linked' });
    const listing = (await remove(['side.png'])).json() as LinkedAssets;
    expect(shown(listing)).toEqual([['front.jpg', 'back.webp']]);
    expect(listing.categories[0]!.assets.map((link) => link.position)).toEqual([1, 2]);
    expect(listing.featured_asset_id).toBeNull();
  });

  it('keeps a model-managed category on the model, shown read-only on its products', async () => {
    const model = await newModel();
    const product = await newProduct(model);
    expect(errorOf(await add(product, ['range-1.jpg']))).toEqual({ status: 422, code: 'asset.category_managed_by_model' });
    expect(errorOf(await add(model, ['front.jpg'], {}, 'models'))).toEqual({ status: 422, code: 'asset.category_not_managed_by_model' });
    expect((await add(model, ['range-2.jpg', 'range-1.jpg'], { sort: 'always' }, 'models')).statusCode).toBe(200);
    await add(product, ['front.jpg']);
    expect(shown(await list(product))).toEqual([['front.jpg'], ['range-1.jpg*', 'range-2.jpg*']]);
    expect(errorOf(await admin.post(path('remove', 'products', product), { asset_ids: [asset['range-1.jpg']] }))).toEqual({
      status: 422,
      code: 'asset.category_managed_by_model',
    });
    const reorder = await admin.request('PUT', path('reorder', 'products', product), { body: { category_id: category.range, asset_ids: [asset['range-2.jpg'], asset['range-1.jpg']] } });
    expect(errorOf(reorder)).toEqual({ status: 422, code: 'asset.category_managed_by_model' });
    // The model's main image is the product's until the product chooses its own.
    await admin.request('PUT', path('setFeatured', 'models', model), { body: { asset_id: asset['range-2.jpg'] } });
    expect(nameOf((await list(product)).featured_asset_id)).toBe('range-2.jpg');
    await admin.request('PUT', path('setFeatured', 'products', product), { body: { asset_id: asset['front.jpg'] } });
    expect(nameOf((await list(product)).featured_asset_id)).toBe('front.jpg');
    // Every product of the model counts for the asset, and the gallery calls it linked.
    await newProduct(model);
    expect((await admin.get(endpointPath(assetsApi.get, { id: asset['range-1.jpg']! }))).json().products_count).toBe(2);
    const linked = (await admin.get(`${endpointPath(assetsApi.list, {})}?linked=true&category_id=${category.range}`)).json();
    expect(linked.results.map((row: { file_name: string }) => row.file_name).toSorted()).toEqual(['range-1.jpg', 'range-2.jpg']);
  });

  it('refuses to move a linked asset into or out of a category managed by the model', async () => {
    const model = await newModel();
    const product = await newProduct(model);
    const linkedHere = (await upload(admin, 'linked-here.png', await imageFile('png'), { category_id: category.packshots })).json().id as number;
    const onModel = (await upload(admin, 'on-model.png', await imageFile('png'), { category_id: category.range })).json().id as number;
    await admin.post(path('add', 'products', product), { asset_ids: [linkedHere] });
    await admin.post(path('add', 'models', model), { asset_ids: [onModel] });
    const move = (id: number, categoryId: number | null) => admin.request('PATCH', endpointPath(assetsApi.update, { id }), { body: { category_id: categoryId } });
    const refused = { status: 422, code: 'asset.linked_managed_move' };
    expect(errorOf(await move(linkedHere, category.range))).toEqual(refused);
    expect(errorOf(await move(onModel, category.photos))).toEqual(refused);
    expect(errorOf(await move(onModel, null))).toEqual(refused);
    expect(errorOf(await admin.post(endpointPath(assetsApi.bulkEdit, {}), { ids: [linkedHere, asset['pack.png']], category_id: category.range }))).toEqual(refused);
    expect((await admin.get(endpointPath(assetsApi.get, { id: linkedHere }))).json().category_id).toBe(category.packshots);
    // Within the same side of the line, a linked asset moves freely; once unlinked, anywhere.
    expect((await move(linkedHere, category.photos)).statusCode).toBe(200);
    await admin.post(path('remove', 'models', model), { asset_ids: [onModel] });
    expect((await move(onModel, category.photos)).statusCode).toBe(200);
  });

  it('refuses to turn a category’s model flag over while links there would be hidden by it', async () => {
    const model = await newModel();
    const product = await newProduct(model);
    const flip = (await admin.post(endpointPath(assetsApi.createCategory, {}), { name: `Flip ${++seq}` })).json().id as number;
    const flipped = (await upload(admin, 'flipped.png', await imageFile('png'), { category_id: flip })).json().id as number;
    const setManaged = (managed: boolean) => admin.request('PATCH', endpointPath(assetsApi.updateCategory, { id: flip }), { body: { managed_by_model: managed } });
    const refused = { status: 422, code: 'asset_category.managed_flag_linked' };
    await admin.post(path('add', 'products', product), { asset_ids: [flipped] });
    expect(errorOf(await setManaged(true))).toEqual(refused);
    expect((await setManaged(true)).json().fields).toEqual({ managed_by_model: ['asset_category.managed_flag_linked'] });
    await admin.post(path('remove', 'products', product), { asset_ids: [flipped] });
    expect((await setManaged(true)).statusCode).toBe(200);
    // Now the model's: given back to the products only once the model lets go of it.
    await admin.post(path('add', 'models', model), { asset_ids: [flipped] });
    expect(errorOf(await setManaged(false))).toEqual(refused);
    expect((await admin.get(endpointPath(assetsApi.getCategory, { id: flip }))).json().managed_by_model).toBe(true);
    await admin.post(path('remove', 'models', model), { asset_ids: [flipped] });
    expect((await setManaged(false)).statusCode).toBe(200);
  });

  it('chooses only a raster image the product shows as its main image', async () => {
    const product = await newProduct();
    await add(product, ['manual.pdf', 'front.jpg']);
    const feature = (name: string | null) => admin.request('PUT', path('setFeatured', 'products', product), { body: { asset_id: name === null ? null : asset[name] } });
    expect(errorOf(await feature('manual.pdf'))).toEqual({ status: 422, code: 'asset.not_eligible_featured' });
    expect(errorOf(await feature('side.png'))).toEqual({ status: 422, code: 'asset.not_linked' });
    expect(nameOf((await feature('front.jpg')).json().featured_asset_id)).toBe('front.jpg');
    expect((await feature(null)).json().featured_asset_id).toBeNull();
  });

  it('records link changes in the product’s history', async () => {
    const product = await newProduct();
    await add(product, ['front.jpg', 'side.png']);
    await admin.request('PUT', path('setFeatured', 'products', product), { body: { asset_id: asset['side.png'] } });
    const history = (await admin.get(endpointPath(productsApi.history, { id: product }))).json();
    expect(history.results.map((entry: { changes: unknown }) => entry.changes)).toEqual([
      { featured_asset: [null, 'side.png'] },
      { assets: [[], ['front.jpg', 'side.png']] },
    ]);
  });

  it('needs the product’s edit right to change, and hides other groups and companies', async () => {
    const product = await newProduct();
    const hidden = await newProduct(null, []);
    expect((await reader.get(path('list', 'products', product))).statusCode).toBe(200);
    expect(errorOf(await add(product, ['front.jpg'], {}, 'products', reader))).toEqual({ status: 403, code: 'rights.forbidden' });
    expect((await reader.get(path('list', 'products', hidden))).statusCode).toBe(404);
    expect((await other.get(path('list', 'products', product))).statusCode).toBe(404);
    expect((await add(otherProductId, ['front.jpg'])).statusCode).toBe(404);
    expect((await admin.post(path('add', 'products', product), { asset_ids: [otherAssetId] })).statusCode).toBe(404);
    expect((await admin.get(path('list', 'models', 999_999))).statusCode).toBe(404);
    await add(product, ['front.jpg']);
    const changes = [
      ['POST', path('remove', 'products', product), { asset_ids: [asset['front.jpg']] }],
      ['PUT', path('reorder', 'products', product), { category_id: category.photos, asset_ids: [asset['front.jpg']] }],
      ['PUT', path('setFeatured', 'products', product), { asset_id: asset['front.jpg'] }],
    ] as const;
    for (const [method, url, body] of changes) {
      expect(errorOf(await reader.request(method, url, { body }))).toEqual({ status: 403, code: 'rights.forbidden' });
      expect((await other.request(method, url, { body })).statusCode).toBe(404);
    }
    expect(shown(await list(product))).toEqual([['front.jpg']]);
  });

  it('drops the links of a deleted product, model or asset', async () => {
    const model = await newModel();
    const product = await newProduct(model);
    await add(product, ['front.jpg']);
    await add(model, ['range-1.jpg'], {}, 'models');
    const links = async () =>
      (await testApp.db.query<{ count: number }>(
        'SELECT (SELECT count(*) FROM product_assets WHERE product_id = $1) + (SELECT count(*) FROM model_assets WHERE model_id = $2) AS count',
        [product, model],
      ))[0]!.count;
    expect(Number(await links())).toBe(2);
    expect((await admin.request('DELETE', endpointPath(productsApi.delete, { id: product }))).statusCode).toBe(204);
    expect((await admin.request('DELETE', endpointPath(modelsApi.delete, { id: model }))).statusCode).toBe(204);
    expect(Number(await links())).toBe(0);

    const kept = await newProduct();
    const lost = (await upload(admin, 'doomed.png', await imageFile('png'), { category_id: category.photos })).json().id as number;
    await admin.post(path('add', 'products', kept), { asset_ids: [lost, asset['front.jpg']] });
    await admin.request('PUT', path('setFeatured', 'products', kept), { body: { asset_id: lost } });
    const deleted = (await admin.request('DELETE', endpointPath(assetsApi.delete, { id: lost }))).json();
    expect(deleted.products_count).toBe(1);
    const listing = await list(kept);
    expect(shown(listing)).toEqual([['front.jpg']]);
    expect(listing.featured_asset_id).toBeNull();
  });
});
