import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { createUser } from '../users/service.ts';
import { countProductsFromClassifications, foldCounts } from './repository.ts';

describe.each(drivers)('category trees on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let companyId: string;

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    companyId = (await testApp.createCompany('Trees Co', { username: 'trees_admin' })).company.id;
    admin = testApp.client();
    await admin.login('trees_admin');
  });
  afterAll(() => testApp.close());

  const create = async (name: string, parentId: number | null = null) => {
    const response = await admin.post('/api/catalogue/category/', { name, parent_id: parentId });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number; ancestors: number[] };
  };

  it('creates several trees, lists them level by level, renames, and keeps names unique within a level', async () => {
    const tools = await create('Tools');
    const garden = await create('Garden');
    const drills = await create('Drills', tools.id);
    expect(drills.ancestors).toEqual([tools.id]);
    // The same name under another parent is fine; twice in one level is not (case-insensitive).
    await create('Drills', garden.id);
    const duplicate = await admin.post('/api/catalogue/category/', { name: 'drills', parent_id: tools.id });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'category.name_taken', fields: { name: ['category.name_taken'] } });
    expect((await admin.post('/api/catalogue/category/', { name: 'TOOLS' })).json().code).toBe('category.name_taken');

    const roots = (await admin.get('/api/catalogue/category/')).json().results;
    expect(roots.map((category: { name: string }) => category.name)).toEqual(['Tools', 'Garden']);
    expect(roots[0].children_count).toBe(1);
    const level = (await admin.get(`/api/catalogue/category/?parent_id=${tools.id}`)).json().results;
    expect(level.map((category: { name: string }) => category.name)).toEqual(['Drills']);

    const renamed = await admin.request('PATCH', `/api/catalogue/category/${drills.id}/`, { body: { name: 'Power drills' } });
    expect(renamed.json()).toMatchObject({ name: 'Power drills' });
    const clash = await admin.request('PATCH', `/api/catalogue/category/${garden.id}/`, { body: { name: 'Tools' } });
    expect(clash.statusCode).toBe(409);
    const empty = await admin.post('/api/catalogue/category/', { name: '   ' });
    expect(empty.statusCode).toBe(400);
    const tooLong = await admin.post('/api/catalogue/category/', { name: 'x'.repeat(256) });
    expect(tooLong.json().fields).toEqual({ name: ['validation.too_long'] });
  });

  it('moves a subtree, rewriting descendants, and never under its own descendant', async () => {
    const a = await create('A');
    const b = await create('B', a.id);
    const c = await create('C', b.id);
    const other = await create('Other');

    for (const target of [a.id, b.id, c.id]) {
      const response = await admin.request('PATCH', `/api/catalogue/category/${a.id}/`, { body: { parent_id: target } });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'category.under_own_descendant', fields: { parent_id: ['category.under_own_descendant'] } });
    }
    const moved = await admin.request('PATCH', `/api/catalogue/category/${b.id}/`, { body: { parent_id: other.id } });
    expect(moved.json()).toMatchObject({ parent_id: other.id, ancestors: [other.id] });
    expect((await admin.get(`/api/catalogue/category/${c.id}/`)).json().ancestors).toEqual([other.id, b.id]);
    // Moving to the root level makes it a tree of its own.
    await admin.request('PATCH', `/api/catalogue/category/${b.id}/`, { body: { parent_id: null } });
    expect((await admin.get(`/api/catalogue/category/${c.id}/`)).json().ancestors).toEqual([b.id]);
    const missingParent = await admin.request('PATCH', `/api/catalogue/category/${b.id}/`, { body: { parent_id: 999999 } });
    expect(missingParent.json().code).toBe('category.parent_not_found');
  });

  it('states what a delete does to products, then deletes the subtree and keeps the products', async () => {
    const root = await create('Lighting');
    const child = await create('Lamps', root.id);
    const elsewhere = await create('Clearance');
    const products = await testApp.db.query<{ id: number }>(
      `INSERT INTO products (company_id, sku, name) VALUES ($1, 'L-1', 'Lamp 1'), ($1, 'L-2', 'Lamp 2') RETURNING id::int AS id`,
      [companyId],
    );
    await testApp.db.query(
      'INSERT INTO product_categories (company_id, category_id, product_id) VALUES ($1, $2, $3), ($1, $2, $4), ($1, $5, $4)',
      [companyId, child.id, products[0]!.id, products[1]!.id, elsewhere.id],
    );
    const counts = await admin.post('/api/catalogue/category/counts/', { category_ids: [root.id, child.id, elsewhere.id] });
    expect(counts.json().counts).toEqual([
      { category_id: root.id, products: 2 },
      { category_id: child.id, products: 2 },
      { category_id: elsewhere.id, products: 1 },
    ]);
    const impact = await admin.get(`/api/catalogue/category/${root.id}/delete-impact/`);
    expect(impact.json()).toEqual({ categories: 2, products: 2, products_left_unclassified: 1 });
    const deleted = await admin.request('DELETE', `/api/catalogue/category/${root.id}/`);
    expect(deleted.json()).toEqual({ categories: 2, products: 2, products_left_unclassified: 1 });
    expect((await admin.get(`/api/catalogue/category/${child.id}/`)).statusCode).toBe(404);
    const left = await testApp.db.query<{ count: number }>('SELECT count(*)::int AS count FROM products WHERE company_id = $1 AND sku LIKE $2', [companyId, 'L-%']);
    expect(left[0]!.count).toBe(2);
  });

  it('keeps category counts with descendants exact through classifications, product deletes, moves, category deletes and set-wise writes', async () => {
    // R > (A > (A1, A2), B); S.
    const r = await create('Counts R');
    const a = await create('Counts A', r.id);
    const a1 = await create('Counts A1', a.id);
    const a2 = await create('Counts A2', a.id);
    const b = await create('Counts B', r.id);
    const s = await create('Counts S');
    const all = [r.id, a.id, a1.id, a2.id, b.id, s.id];
    const counted = async (ids: number[] = all) => {
      const answer = await admin.post('/api/catalogue/category/counts/', { category_ids: ids });
      expect(answer.statusCode).toBe(200);
      const counts = answer.json().counts as { category_id: number; products: number }[];
      // Always the figures counted from the classifications themselves.
      expect(counts).toEqual(await countProductsFromClassifications(testApp.db, companyId, ids));
      return Object.fromEntries(counts.map((row) => [row.category_id, row.products]));
    };
    const product = async (sku: string, categories: number[]) => {
      const response = await admin.post('/api/catalogue/product/', { sku, name: sku, categories });
      expect(response.statusCode).toBe(201);
      return response.json() as { id: number; version: number };
    };
    await product('CNT-1', [a1.id]);
    const p2 = await product('CNT-2', [a1.id, a2.id]); // once in A and R
    await product('CNT-3', [b.id]);
    const p4 = await product('CNT-4', [a2.id, b.id]); // once in R
    await product('CNT-5', [s.id]);
    await product('CNT-6', []);
    expect(await counted()).toEqual({ [r.id]: 4, [a.id]: 3, [a1.id]: 2, [a2.id]: 2, [b.id]: 2, [s.id]: 1 });

    // A save that changes the categories; a product deleted.
    const resaved = await admin.request('PATCH', `/api/catalogue/product/${p2.id}/`, { body: { version: p2.version, categories: [b.id] } });
    expect(resaved.statusCode).toBe(200);
    expect((await admin.request('DELETE', `/api/catalogue/product/${p4.id}/`)).statusCode).toBe(204);
    expect(await counted()).toEqual({ [r.id]: 3, [a.id]: 1, [a1.id]: 1, [a2.id]: 0, [b.id]: 2, [s.id]: 1 });

    // Set-wise statements like a bulk action's: one product into two categories of one subtree at
    // once, several products at once, then a set-wise removal.
    const ids = (await testApp.db.query<{ id: number }>("SELECT id::int AS id FROM products WHERE company_id = $1 AND sku LIKE 'CNT-%' ORDER BY sku", [companyId])).map((row) => row.id);
    await testApp.db.query(
      `INSERT INTO product_categories (company_id, category_id, product_id)
       SELECT $1, c, p FROM unnest($2::bigint[]) AS p CROSS JOIN unnest($3::bigint[]) AS c ON CONFLICT DO NOTHING`,
      [companyId, ids, [a1.id, a2.id]],
    );
    expect(await counted()).toEqual({ [r.id]: 5, [a.id]: 5, [a1.id]: 5, [a2.id]: 5, [b.id]: 2, [s.id]: 1 });
    await testApp.db.query('DELETE FROM product_categories WHERE company_id = $1 AND product_id = ANY($2::bigint[]) AND category_id = $3', [companyId, ids.slice(0, 3), a1.id]);
    expect(await counted()).toEqual({ [r.id]: 5, [a.id]: 5, [a1.id]: 2, [a2.id]: 5, [b.id]: 2, [s.id]: 1 });

    // A subtree moved under another tree, then back to the root level.
    expect((await admin.request('PATCH', `/api/catalogue/category/${a.id}/`, { body: { parent_id: s.id } })).statusCode).toBe(200);
    expect(await counted()).toEqual({ [r.id]: 2, [a.id]: 5, [a1.id]: 2, [a2.id]: 5, [b.id]: 2, [s.id]: 5 });
    expect((await admin.request('PATCH', `/api/catalogue/category/${a.id}/`, { body: { parent_id: null } })).statusCode).toBe(200);
    expect(await counted()).toEqual({ [r.id]: 2, [a.id]: 5, [a1.id]: 2, [a2.id]: 5, [b.id]: 2, [s.id]: 1 });
    expect((await admin.request('PATCH', `/api/catalogue/category/${a.id}/`, { body: { parent_id: b.id } })).statusCode).toBe(200);
    expect(await counted()).toEqual({ [r.id]: 5, [a.id]: 5, [a1.id]: 2, [a2.id]: 5, [b.id]: 5, [s.id]: 1 });

    // Folding the changes into the base keeps the figures; a deleted subtree leaves its ancestors.
    await foldCounts(testApp.db, companyId);
    const [left] = await testApp.db.query<{ count: number }>('SELECT count(*)::int AS count FROM category_count_changes WHERE company_id = $1', [companyId]);
    expect(left!.count).toBe(0);
    expect(await counted()).toEqual({ [r.id]: 5, [a.id]: 5, [a1.id]: 2, [a2.id]: 5, [b.id]: 5, [s.id]: 1 });
    expect((await admin.request('DELETE', `/api/catalogue/category/${a.id}/`)).statusCode).toBe(200);
    expect(await counted([r.id, b.id, s.id])).toEqual({ [r.id]: 2, [b.id]: 2, [s.id]: 1 });
    expect((await admin.request('DELETE', `/api/catalogue/category/${r.id}/`)).statusCode).toBe(200);
    expect(await counted([s.id])).toEqual({ [s.id]: 1 });
  });

  it('answers 404 for another company and checks each right with advanced rights', async () => {
    const mine = await create('Mine');
    const other = await testApp.createCompany('Other Trees', { username: 'other_trees' });
    const stranger = testApp.client();
    await stranger.login('other_trees');
    expect((await stranger.get(`/api/catalogue/category/${mine.id}/`)).statusCode).toBe(404);
    expect((await stranger.request('PATCH', `/api/catalogue/category/${mine.id}/`, { body: { name: 'x' } })).statusCode).toBe(404);
    expect((await stranger.request('DELETE', `/api/catalogue/category/${mine.id}/`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/catalogue/category/${mine.id}/delete-impact/`)).statusCode).toBe(404);
    expect((await stranger.post('/api/catalogue/category/', { name: 'Sub', parent_id: mine.id })).json().code).toBe('category.parent_not_found');
    expect((await stranger.post('/api/catalogue/category/counts/', { category_ids: [mine.id] })).json().counts).toEqual([]);
    expect((await stranger.get('/api/catalogue/category/tree/')).json().results).toEqual([]);
    expect(other.company.id).not.toBe(companyId);

    // A member whose role grants only `read`: lists, but may not create, edit or delete.
    const member = await testApp.db.transaction((tx) =>
      createUser(tx, companyId, { username: 'tree_reader', email: 'tree_reader@example.com', password: TEST_PASSWORD }),
    );
    const [group] = await testApp.db.query<{ id: string }>("INSERT INTO groups (company_id, name) VALUES ($1, 'Readers') RETURNING id", [companyId]);
    const [role] = await testApp.db.query<{ id: string }>("INSERT INTO roles (company_id, name) VALUES ($1, 'Read only') RETURNING id", [companyId]);
    await testApp.db.query('INSERT INTO group_members (company_id, group_id, user_id, role_id) VALUES ($1, $2, $3, $4)', [companyId, group!.id, member.id, role!.id]);
    const reader = testApp.client();
    await reader.login('tree_reader');
    expect((await reader.get('/api/catalogue/category/')).statusCode).toBe(200);
    const rights = { create: () => reader.post('/api/catalogue/category/', { name: 'Nope' }),
      edit: () => reader.request('PATCH', `/api/catalogue/category/${mine.id}/`, { body: { name: 'Renamed by reader' } }),
      delete: () => reader.request('DELETE', `/api/catalogue/category/${mine.id}/`) };
    for (const [right, call] of Object.entries(rights)) {
      const refused = await call();
      expect([right, refused.statusCode, refused.json().code]).toEqual([right, 403, 'rights.forbidden']);
      await testApp.db.query(`UPDATE roles SET can_${right} = true WHERE id = $1`, [role!.id]);
      expect([right, (await call()).statusCode < 300]).toEqual([right, true]);
    }
    // A member with no group at all reads nothing under advanced rights.
    await testApp.db.query('DELETE FROM group_members WHERE user_id = $1', [member.id]);
    expect((await reader.get('/api/catalogue/category/')).statusCode).toBe(403);
    // Without advanced rights, every user may do everything.
    await testApp.db.query(`UPDATE companies SET features = features || '{"use_advanced_rights": false}' WHERE id = $1`, [companyId]);
    expect((await reader.post('/api/catalogue/category/', { name: 'Free for all' })).statusCode).toBe(201);
    await testApp.db.query(`UPDATE companies SET features = features || '{"use_advanced_rights": true}' WHERE id = $1`, [companyId]);
  });
});
