import { assetRulesApi, type AssetRuleDraft, type AssetRulePreview } from '@pimento/shared-kit/contracts/asset-assignment';
import { assetsApi } from '@pimento/shared-kit/contracts/assets';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import { productAssetsApi, type LinkedAssets } from '@pimento/shared-kit/contracts/product-assets';
import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { taskEnded } from '../../../test/jobs/fixtures.ts';
import { runWorker, type Worker } from '../../jobs/worker.ts';
import { createUser } from '../users/service.ts';
import { imageFile, pdfFile, upload } from './test-uploads.ts';

describe.each(drivers)('asset assignment rules on %s', (driver) => {
  let testApp: TestApp;
  let worker: Worker | null = null;
  let admin: TestClient;
  let reader: TestClient;
  let other: TestClient;
  let companyId: string;
  let otherRuleId: number;
  const category = {} as Record<'photos' | 'range' | 'links', number>;
  const product = {} as Record<string, number>;
  let modelId: number;

  const draft = (change: Partial<AssetRuleDraft> = {}): AssetRuleDraft => ({
    name: 'SKU, order and language',
    source: 'name',
    pills: [{ type: 'sku' }, { type: 'text', text: '_' }, { type: 'sequence' }, { type: 'text', text: '_' }, { type: 'language' }],
    category_id: category.photos,
    placement: 'sequence',
    featured: false,
    only_empty: false,
    on_upload: true,
    ...change,
  });

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    // On PGlite the application runs its own worker.
    if (driver === 'postgres') worker = await runWorker({ db: testApp.db, storage: testApp.app.deps.storage, pollIntervalMs: 50, leaseMs: 10_000, schedules: false });
    companyId = (await testApp.createCompany('Rules Co', { username: 'rules_admin' })).company.id;
    await testApp.createCompany('Rules Other', { username: 'rules_other' });
    admin = testApp.client();
    await admin.login('rules_admin');
    other = testApp.client();
    await other.login('rules_other');
    const [group] = await testApp.db.query<{ id: string }>("INSERT INTO groups (company_id, name) VALUES ($1, 'Shop') RETURNING id", [companyId]);
    const [role] = await testApp.db.query<{ id: string }>(
      "INSERT INTO roles (company_id, name, can_read, can_create, can_edit, can_delete) VALUES ($1, 'Reading', true, false, false, false) RETURNING id",
      [companyId],
    );
    const user = await testApp.db.transaction((tx) => createUser(tx, companyId, { username: 'rules_reader', email: 'rules_reader@example.com', password: TEST_PASSWORD }));
    await testApp.db.query('INSERT INTO group_members (company_id, group_id, user_id, role_id) VALUES ($1, $2, $3, $4)', [companyId, group!.id, user.id, role!.id]);
    reader = testApp.client();
    await reader.login('rules_reader');

    const createCategory = async (body: Record<string, unknown>) => (await admin.post(endpointPath(assetsApi.createCategory, {}), body)).json().id as number;
    category.photos = await createCategory({ name: 'Photos' });
    category.range = await createCategory({ name: 'Range', managed_by_model: true });
    category.links = await createCategory({ name: 'Links', unstored: true });
    const [model] = await testApp.db.query<{ id: number }>("INSERT INTO models (company_id, reference, name) VALUES ($1, 'LAMP-R', 'Lamp range') RETURNING id::int AS id", [companyId]);
    modelId = model!.id;
    for (const sku of ['ABC-100', 'ABC-200', 'ABC-300', 'LAMP-1', 'LAMP-2']) {
      // ABC-300 is in no group the reader belongs to.
      const [row] = await testApp.db.query<{ id: number }>(
        'INSERT INTO products (company_id, sku, name, model_id, group_ids) VALUES ($1, $2, $2, $3, $4) RETURNING id::int AS id',
        [companyId, sku, sku.startsWith('LAMP') ? modelId : null, sku === 'ABC-300' ? [] : [group!.id]],
      );
      product[sku] = row!.id;
    }
    otherRuleId = (await other.post(endpointPath(assetRulesApi.create, {}), { ...draft(), category_id: null })).json().id;
  });
  afterAll(async () => {
    await worker?.stop();
    await testApp.close();
  });

  const errorOf = (response: { statusCode: number; json(): { code?: string; fields?: Record<string, string[]> } }) => ({
    status: response.statusCode,
    code: response.json().code,
    fields: Object.keys(response.json().fields ?? {}),
  });
  const create = (body: AssetRuleDraft, client = admin) => client.post(endpointPath(assetRulesApi.create, {}), body);
  const remove = (id: number, client = admin) => client.request('DELETE', endpointPath(assetRulesApi.delete, { id }));
  const links = async (owner: 'products' | 'models', id: number) => (await admin.get(endpointPath(productAssetsApi.list, { owner, id }))).json() as LinkedAssets;
  const shown = (listing: LinkedAssets) => listing.categories.map((group) => group.assets.map((link) => link.asset.file_name));

  it('refuses an incoherent rule at its field, and another company’s rule as missing', async () => {
    expect(errorOf(await create(draft({ pills: [{ type: 'text', text: 'photo' }, { type: 'sequence' }] })))).toEqual({
      status: 422,
      code: 'asset_rule.identifier_pill_required',
      fields: ['pills'],
    });
    expect(errorOf(await create(draft({ featured: true, pills: [{ type: 'sku' }, { type: 'featured', text: '_main' }], placement: 'after' })))).toEqual({
      status: 422,
      code: 'asset_rule.featured_option_and_pill',
      fields: ['featured'],
    });
    expect(errorOf(await create(draft({ pills: [{ type: 'sku' }] })))).toEqual({ status: 422, code: 'asset_rule.sequence_pill_required', fields: ['placement'] });
    expect(errorOf(await create(draft({ pills: [{ type: 'sku' }, { type: 'sku' }], placement: 'after' })))).toEqual({ status: 422, code: 'asset_rule.pill_repeated', fields: ['pills'] });
    expect(errorOf(await create(draft({ pills: [{ type: 'attribute', attribute_id: 999_999 }], placement: 'after' })))).toEqual({
      status: 422,
      code: 'asset_rule.attribute_not_found',
      fields: ['pills'],
    });
    expect(errorOf(await create(draft({ name: 'Another category' }), other))).toEqual({ status: 422, code: 'asset.category_not_found', fields: ['category_id'] });
    expect((await create(draft(), reader)).statusCode).toBe(403);
    expect((await remove(otherRuleId)).statusCode).toBe(404);
    expect((await admin.request('PUT', endpointPath(assetRulesApi.update, { id: otherRuleId }), { body: draft() })).statusCode).toBe(404);
  });

  it('previews where pasted names would go, before anything is saved', async () => {
    const names = ['ABC-100_1_fr.jpg', 'abc-200_3_EN.png', 'ABC-100_2_de.jpg', 'ABC-999_1_fr.jpg', 'ABC-300_1_fr.jpg', 'leaflet.pdf'];
    const response = await reader.post(endpointPath(assetRulesApi.preview, {}), { rule: draft(), names });
    expect(response.statusCode).toBe(200);
    const { lines } = response.json() as AssetRulePreview;
    expect(lines.map((line) => [line.name, line.miss, line.products.map((found) => found.sku), line.position, line.language])).toEqual([
      ['ABC-100_1_fr.jpg', null, ['ABC-100'], 1, 'fr'],
      ['abc-200_3_EN.png', null, ['ABC-200'], 3, 'en'],
      ['ABC-100_2_de.jpg', 'language_unknown', [], null, null],
      ['ABC-999_1_fr.jpg', 'no_product', [], 1, 'fr'],
      // A product the reader may not see is not shown to them.
      ['ABC-300_1_fr.jpg', 'no_product', [], 1, 'fr'],
      ['leaflet.pdf', 'no_match', [], null, null],
    ]);
    expect(lines[0]!.category_id).toBe(category.photos);
    expect((await admin.get(endpointPath(assetRulesApi.list, {}))).json().results).toEqual([]);
    // A model reference in a category managed by the model goes to the model.
    const range = draft({ pills: [{ type: 'model_reference' }, { type: 'text', text: '-range' }], category_id: category.range, placement: 'after' });
    const [line] = ((await admin.post(endpointPath(assetRulesApi.preview, {}), { rule: range, names: ['lamp-r-range.jpg'] })).json() as AssetRulePreview).lines;
    expect([line!.models.map((model) => model.reference), line!.products_count]).toEqual([['LAMP-R'], 0]);
  });

  it('files and links each upload by its rules, at its sequence number, and only into empty places when asked', async () => {
    const rule = (await create(draft())).json();
    expect(errorOf(await create(draft()))).toEqual({ status: 409, code: 'asset_rule.name_taken', fields: ['name'] });
    const second = (await upload(admin, 'ABC-100_2_en.png', await imageFile('png'))).json();
    expect([second.category_id, second.language]).toEqual([category.photos, 'en']);
    await upload(admin, 'ABC-100_1_fr.jpg', await imageFile('jpeg'));
    await upload(admin, 'ABC-100_3_fr.webp', await imageFile('webp'));
    expect(shown(await links('products', product['ABC-100']!))).toEqual([['ABC-100_1_fr.jpg', 'ABC-100_2_en.png', 'ABC-100_3_fr.webp']]);
    // A PDF cannot be filed among images of a featured category: the upload stands, unlinked.
    const manuals = (await admin.post(endpointPath(assetsApi.createCategory, {}), { name: 'Main', featured: true })).json().id as number;
    await admin.request('PUT', endpointPath(assetRulesApi.update, { id: rule.id }), { body: draft({ category_id: manuals, only_empty: true }) });
    const pdf = await upload(admin, 'ABC-200_1_fr.pdf', pdfFile);
    expect([pdf.statusCode, pdf.json().category_id]).toEqual([201, null]);
    expect(shown(await links('products', product['ABC-200']!))).toEqual([]);
    // Only empty places: ABC-100 has a first main image already, ABC-300 none.
    await upload(admin, 'ABC-100_1_en.png', await imageFile('png'));
    await upload(admin, 'ABC-300_1_en.png', await imageFile('png'));
    await upload(admin, 'ABC-300_1_fr.png', await imageFile('png'));
    expect(shown(await links('products', product['ABC-100']!))).toEqual([['ABC-100_1_fr.jpg', 'ABC-100_2_en.png', 'ABC-100_3_fr.webp'], ['ABC-100_1_en.png']]);
    expect(shown(await links('products', product['ABC-300']!))).toEqual([['ABC-300_1_en.png']]);
    // Each link a rule made is in the product's history, with the rule that made it; a place kept made none.
    const ruleEntries = async (sku: string) =>
      ((await admin.get(endpointPath(productsApi.history, { id: product[sku]! }))).json().results as { changes: Record<string, unknown> }[]).map((entry) => entry.changes).filter((changes) => 'asset_rule' in changes);
    expect(await ruleEntries('ABC-100')).toEqual(
      ['ABC-100_1_en.png', 'ABC-100_3_fr.webp', 'ABC-100_1_fr.jpg', 'ABC-100_2_en.png'].map((file) => ({ asset_rule: [null, 'SKU, order and language'], assets_linked: [null, [file]] })),
    );
    expect(await ruleEntries('ABC-300')).toEqual([{ asset_rule: [null, 'SKU, order and language'], assets_linked: [null, ['ABC-300_1_en.png']] }]);
    expect((await remove(rule.id)).statusCode).toBe(200);
  });

  it('runs on demand as a durable task: the model’s category to the model, a featured marker to the main image', async () => {
    const range = (await upload(admin, 'LAMP-R-range.jpg', await imageFile('jpeg'))).json();
    const main = (await upload(admin, 'ABC-200-main.png', await imageFile('png'))).json();
    const byModel = (
      await create(draft({ name: 'Range', pills: [{ type: 'model_reference' }, { type: 'text', text: '-range' }], category_id: category.range, placement: 'after', on_upload: false }))
    ).json();
    const featured = (
      await create(draft({ name: 'Main image', pills: [{ type: 'sku' }, { type: 'featured', text: '-main' }], placement: 'before', on_upload: false }))
    ).json();
    const run = await admin.post(endpointPath(assetRulesApi.run, {}), { rule_ids: [byModel.id, featured.id] });
    expect(run.statusCode).toBe(202);
    const task = await taskEnded(testApp.db, run.json().task_id);
    expect(task.status).toBe('done');
    expect(task.result).toMatchObject({ links: 2, refused: {} });
    expect(shown(await links('models', modelId))).toEqual([['LAMP-R-range.jpg']]);
    const lamp = await links('products', product['LAMP-1']!);
    expect(lamp.categories[0]!.assets.map((link) => [link.asset.id, link.from_model])).toEqual([[range.id, true]]);
    const abc = await links('products', product['ABC-200']!);
    expect([shown(abc), abc.featured_asset_id]).toEqual([[['ABC-200-main.png']], main.id]);
    // Running again links nothing twice.
    const again = await taskEnded(testApp.db, (await admin.post(endpointPath(assetRulesApi.run, {}), { rule_ids: [byModel.id, featured.id] })).json().task_id);
    expect(again.result).toMatchObject({ links: 0 });
  });

  it('runs on a selection only when it is all stored or all unstored, and only for editors', async () => {
    const stored = (await upload(admin, 'ABC-300_2_en.png', await imageFile('png'))).json().id as number;
    const [unstored] = await testApp.db.query<{ id: number }>(
      `INSERT INTO assets (company_id, file_name, stored, kind, mime_type, original_url, category_id) VALUES ($1, 'ABC-300_3_en.png', false, 'image', 'image/png', 'https://cdn.example.com/ABC-300_3_en.png', $2) RETURNING id::int AS id`,
      [companyId, category.links],
    );
    const run = (body: Record<string, unknown>, client = admin) => client.post(endpointPath(assetRulesApi.run, {}), body);
    expect(errorOf(await run({ asset_ids: [stored, unstored!.id] }))).toEqual({ status: 422, code: 'asset.mixed_storage', fields: ['asset_ids'] });
    expect((await run({ asset_ids: [stored] }, reader)).statusCode).toBe(403);
    expect((await run({ rule_ids: [otherRuleId] })).statusCode).toBe(404);
    const bySku = (await create(draft({ name: 'Unstored by URL', source: 'url', category_id: null, on_upload: false }))).json();
    const task = await taskEnded(testApp.db, (await run({ rule_ids: [bySku.id], asset_ids: [unstored!.id] })).json().task_id);
    expect(task.result).toMatchObject({ assets: 1, links: 1 });
    expect(shown(await links('products', product['ABC-300']!)).flat()).toContain('ABC-300_3_en.png');
  });
});
