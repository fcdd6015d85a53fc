import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import { createUser } from '../users/service.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { waitFor } from '../../../test/jobs/fixtures.ts';
import { createAttributes } from './fixtures.ts';
import { catalogueCachesOf } from './plugin.ts';
import { cachedSearchTuning, searchTuning } from './product-search.ts';
import type { TextColumnRef } from './text-columns.ts';
import { textColumnTuning } from './text-columns.ts';

/** Text search answered from the text columns in memory gives what SQL gives, and stays current. */
describe.each(drivers)('text search in memory on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let companyId: string;
  let attributes: Record<string, number>;
  type Fixture = { id: number; sku: string; name: string; title: { en?: string; fr?: string }; gtin: string | null; notes: string | null };
  const products: Fixture[] = [];

  const words = ['Drill', 'Perceuse', 'Lamp', 'Ampoule', 'Cable', 'Câble', 'Switch', 'Interrupteur'];
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    companyId = (await testApp.createCompany('Text Search Co', { username: 'text_admin' })).company.id;
    attributes = await createAttributes(testApp.db, companyId, [
      { code: 'title', type: 'text', localizable: true },
      { code: 'gtin', type: 'text', unique: true },
      { code: 'notes', type: 'long_text' },
      { code: 'colour', type: 'dropdown', choices: ['red', 'blue'] },
    ]);
    admin = testApp.client();
    await admin.login('text_admin');
    for (let i = 1; i <= 40; i += 1) {
      const fixture: Omit<Fixture, 'id'> = {
        sku: `${i % 2 === 0 ? 'EL' : 'el'}-${String(i).padStart(4, '0')}`,
        name: `${words[i % words.length]} ${i % 3 === 0 ? 'PRO ' : ''}${i}`,
        title: i % 4 === 0 ? {} : { en: `${words[i % words.length]} model ${i}`, ...(i % 2 === 0 ? { fr: `Modèle ${words[(i + 1) % words.length]} ${i}` } : {}) },
        gtin: i % 5 === 0 ? null : `0${String(3_000_000_000_000 + i * 7919)}`,
        notes: i % 6 === 0 ? `Spare part for the ${words[(i + 3) % words.length]} range, 10%_off` : null,
      };
      const values: Record<string, unknown> = { [attributes.colour!]: i % 2 === 0 ? 'red' : 'blue' };
      if (Object.keys(fixture.title).length > 0) values[attributes.title!] = fixture.title;
      if (fixture.gtin !== null) values[attributes.gtin!] = fixture.gtin;
      if (fixture.notes !== null) values[attributes.notes!] = fixture.notes;
      const response = await admin.post('/api/catalogue/product/', { sku: fixture.sku, name: fixture.name, status: 'active', values });
      expect(response.statusCode).toBe(201);
      products.push({ id: response.json().id, ...fixture });
    }
  });
  afterAll(() => testApp.close());

  const allPages = async (body: Record<string, unknown>) => {
    const seen: string[] = [];
    let after: string | undefined;
    for (let guard = 0; guard < 100; guard += 1) {
      const response = await admin.post('/api/catalogue/product/search/', { ...body, page_size: 7, ...(after ? { after } : {}) });
      expect(response.statusCode).toBe(200);
      const page = response.json() as { items: { sku: string }[]; next_cursor: string | null };
      seen.push(...page.items.map((item) => item.sku));
      if (page.next_cursor === null) return seen;
      after = page.next_cursor;
    }
    throw new Error('too many pages');
  };
  const count = async (filters: unknown[]) => (await admin.post('/api/catalogue/product/search/count/', { filters })).json().count as number;
  const column = (ref: TextColumnRef) => testApp.db.withTenant(companyId, (tx) => catalogueCachesOf(testApp.app).textColumns.read(tx, companyId, ref));
  const has = (text: string | null | undefined, fragment: string) => text != null && text.toLowerCase().includes(fragment.toLowerCase());
  const sorted = (list: Fixture[]) => list.map((product) => product.sku).sort();

  /**
   * Every page by SKU and by name, and the count: in SQL; from memory (twice: the second from what
   * the first remembered); from memory with the SKU and name pages found by walking the columns'
   * order instead of ranking every candidate.
   */
  const answersOnEveryPath = async (filters: Record<string, unknown>[]) => {
    const saved = { search: { ...searchTuning }, cached: { ...cachedSearchTuning } };
    const answers: { bySku: string[]; byName: string[]; count: number }[] = [];
    try {
      for (const [useSourceCache, columnOrderLimit] of [[false, saved.cached.columnOrderLimit], [true, saved.cached.columnOrderLimit], [true, saved.cached.columnOrderLimit], [true, 0]] as const) {
        searchTuning.useSourceCache = useSourceCache;
        cachedSearchTuning.columnOrderLimit = columnOrderLimit;
        const bySku = await allPages({ filters, sort: { field: 'sku' } });
        const byName = await allPages({ filters, sort: { field: 'name', direction: 'desc' } });
        answers.push({ bySku, byName, count: await count(filters) });
      }
    } finally {
      Object.assign(searchTuning, saved.search);
      Object.assign(cachedSearchTuning, saved.cached);
    }
    return answers;
  };

  it('answers text searches, the quick search and negations from memory with the rows and counts of SQL', async () => {
    const title = `attribute:${attributes.title}`;
    const gtin = `attribute:${attributes.gtin}`;
    const notes = `attribute:${attributes.notes}`;
    const colour = `attribute:${attributes.colour}`;
    // Each filter set with its expected products, computed from the fixtures.
    const cases: [Record<string, unknown>[], Fixture[]][] = [
      [[{ field: 'sku', operator: 'contains', value: 'l-001' }], products.filter((p) => has(p.sku, 'l-001'))],
      [[{ field: 'sku', operator: 'starts_with', value: 'EL-00' }], products.filter((p) => p.sku.toLowerCase().startsWith('el-00'))],
      [[{ field: 'name', operator: 'contains', value: 'pro' }], products.filter((p) => has(p.name, 'pro'))],
      [[{ field: 'name', operator: 'not_contains', value: 'pro' }], products.filter((p) => !has(p.name, 'pro'))],
      [[{ field: 'name', operator: 'contains', value: 'câble' }], products.filter((p) => has(p.name, 'câble'))],
      [[{ field: title, operator: 'contains', value: 'MODÈLE', language: 'fr' }], products.filter((p) => has(p.title.fr, 'modèle'))],
      [[{ field: title, operator: 'contains', value: 'lamp' }], products.filter((p) => has(p.title.en, 'lamp') || has(p.title.fr, 'lamp'))],
      [[{ field: title, operator: 'starts_with', value: 'LAMP', language: 'en' }], products.filter((p) => p.title.en?.toLowerCase().startsWith('lamp'))],
      [[{ field: title, operator: 'not_contains', value: 'model' }], products.filter((p) => !has(p.title.en, 'model') && !has(p.title.fr, 'model'))],
      [[{ field: title, operator: 'empty' }], products.filter((p) => p.title.en === undefined && p.title.fr === undefined)],
      [[{ field: notes, operator: 'contains', value: '10%_' }], products.filter((p) => has(p.notes, '10%_'))],
      [[{ field: notes, operator: 'empty' }, { field: 'name', operator: 'contains', value: 'a' }], products.filter((p) => p.notes === null && has(p.name, 'a'))],
      [[{ field: gtin, operator: 'not_equals', value: products[0]!.gtin }], products.filter((p) => p.gtin !== products[0]!.gtin)],
      [[{ field: colour, operator: 'not_among', value: ['red'] }, { field: 'sku', operator: 'not_contains', value: '3' }], products.filter((p) => p.sku.startsWith('el') && !p.sku.includes('3'))],
      // The quick search: SKU, name or an identifier (GTIN), never another text attribute.
      [[{ field: 'search', operator: 'contains', value: 'PRO 3' }], products.filter((p) => has(p.name, 'pro 3'))],
      [[{ field: 'search', operator: 'contains', value: products[6]!.gtin!.slice(3, 11) }], products.filter((p) => has(p.gtin, products[6]!.gtin!.slice(3, 11)))],
      [[{ field: 'search', operator: 'contains', value: 'el-002' }], products.filter((p) => has(p.sku, 'el-002'))],
      [[{ field: 'search', operator: 'contains', value: 'spare part' }], []],
    ];
    for (const [filters, expected] of cases) {
      // Every case finds something but the one meant to find nothing: no case passes by matching nothing.
      if (filters[0]!.value !== 'spare part') expect([filters, expected.length]).not.toEqual([filters, 0]);
      // SQL's answer holds the expected products; memory's the same rows in the same order.
      const [inSql, ...fromMemory] = await answersOnEveryPath(filters);
      expect([filters, [...inSql!.bySku].sort(), [...inSql!.byName].sort(), inSql!.count]).toEqual([filters, sorted(expected), sorted(expected), expected.length]);
      for (const answer of fromMemory) expect([filters, answer]).toEqual([filters, inSql]);
    }
    // The columns were kept: the answers above came from memory.
    expect(await column({ kind: 'sku' })).not.toBeNull();
    expect(await column({ kind: 'attribute', attributeId: attributes.title!, language: 'fr' })).not.toBeNull();
  });

  it('never finds a product by an identifier the user may not read, and refuses other operators on the quick search', async () => {
    const [north] = await testApp.db.query<{ id: string }>("INSERT INTO groups (company_id, name) VALUES ($1, 'Search North') RETURNING id", [companyId]);
    const [south] = await testApp.db.query<{ id: string }>("INSERT INTO groups (company_id, name) VALUES ($1, 'Search South') RETURNING id", [companyId]);
    const [role] = await testApp.db.query<{ id: string }>("INSERT INTO roles (company_id, name) VALUES ($1, 'Search reader') RETURNING id", [companyId]);
    const member = await testApp.db.transaction((tx) => createUser(tx, companyId, { username: 'search_member', email: 'search_member@example.com', password: TEST_PASSWORD }));
    await testApp.db.query('INSERT INTO group_members (company_id, group_id, user_id, role_id) VALUES ($1, $2, $3, $4)', [companyId, north!.id, member.id, role!.id]);
    await testApp.db.query('UPDATE products SET group_ids = ARRAY[$2::uuid] WHERE company_id = $1', [companyId, north!.id]);
    // The GTIN is South's: the member may not read it, so it is no way to find products.
    await testApp.db.query('INSERT INTO attribute_user_groups (company_id, attribute_id, group_id) VALUES ($1, $2, $3)', [companyId, attributes.gtin, south!.id]);
    try {
      const client = testApp.client();
      await client.login('search_member');
      const memberCount = async (value: string) => (await client.post('/api/catalogue/product/search/count/', { filters: [{ field: 'search', operator: 'contains', value }] })).json().count as number;
      const target = products[3]!;
      expect(await count([{ field: 'search', operator: 'contains', value: target.gtin! }])).toBe(1);
      expect(await memberCount(target.gtin!)).toBe(0);
      expect(await memberCount(target.sku)).toBe(1);
      const refused = await admin.post('/api/catalogue/product/search/', { filters: [{ field: 'search', operator: 'starts_with', value: 'el' }] });
      expect([refused.statusCode, refused.json().fields]).toEqual([400, { 'filters.0': ['filter.operator_not_allowed'] }]);
    } finally {
      await testApp.db.query("UPDATE products SET group_ids = '{}' WHERE company_id = $1", [companyId]);
      await testApp.db.query('DELETE FROM attribute_user_groups WHERE company_id = $1', [companyId]);
    }
  });

  it('keeps the columns current without reading them again: a save, a new product and a deletion show in the next search', async () => {
    const search = (value: string) => count([{ field: 'search', operator: 'contains', value }]);
    const titleFr = { kind: 'attribute', attributeId: attributes.title!, language: 'fr' } as const;
    expect(await search('zebra')).toBe(0);
    const before = { skus: await column({ kind: 'sku' }), names: await column({ kind: 'name' }) };
    expect(before.skus).not.toBeNull();

    const created = await admin.post('/api/catalogue/product/', { sku: 'ZB-1', name: 'Zebra lamp', status: 'active', values: { [attributes.gtin!]: '04000000000017' } });
    expect(created.statusCode).toBe(201);
    expect(await search('zebra')).toBe(1);
    expect(await search('04000000000017')).toBe(1);

    // A new GTIN replaces the old one; a French title appears.
    const target = products[1]!;
    const current = (await admin.get(`/api/catalogue/product/${target.id}/`)).json();
    const saved = await admin.request('PATCH', `/api/catalogue/product/${target.id}/`, {
      body: { version: current.version, values: { [attributes.gtin!]: '09999999999994', [attributes.title!]: { ...target.title, fr: 'Titre neuf' } } },
    });
    expect(saved.statusCode).toBe(200);
    expect(await search(target.gtin!)).toBe(0);
    expect(await search('09999999999994')).toBe(1);
    expect(await count([{ field: `attribute:${attributes.title}`, operator: 'contains', value: 'neuf', language: 'fr' }])).toBe(1);

    // Pages by SKU and name in the database's order, a written product among the candidates (its
    // place in the columns is unknown: SQL ranks that page) or not.
    for (const filters of [[{ field: 'name', operator: 'not_contains', value: 'qqq' }], [{ field: 'sku', operator: 'contains', value: '-003' }]]) {
      const [inSql, ...fromMemory] = await answersOnEveryPath(filters);
      expect(inSql!.count).toBeGreaterThan(0);
      for (const answer of fromMemory) expect([filters, answer]).toEqual([filters, inSql]);
    }

    // The deleted product leaves every column, and the negations too.
    const everyOther = await count([{ field: 'name', operator: 'not_contains', value: 'zebra' }]);
    expect((await admin.request('DELETE', `/api/catalogue/product/${created.json().id}/`)).statusCode).toBe(204);
    expect(await search('zebra')).toBe(0);
    expect(await count([{ field: 'name', operator: 'not_contains', value: 'zebra' }])).toBe(everyOther);
    expect(await count([{ field: 'sku', operator: 'not_contains', value: 'zz' }])).toBe(products.length);

    // Laid over the columns read before, not read again.
    const after = { skus: await column({ kind: 'sku' }), names: await column({ kind: 'name' }), titles: await column(titleFr) };
    expect(after.skus!.text).toBe(before.skus!.text);
    expect(after.names!.text).toBe(before.names!.text);
    expect(after.skus!.changed.size).toBeGreaterThan(0);
    expect(after.titles!.changed.get(target.id)).toEqual(['titre neuf']);
  });

  it('reads a big column whole in the background, answering from SQL meanwhile', async () => {
    const saved = { ...textColumnTuning };
    // Everything above 5 values is big here; a fresh app holds no column yet.
    textColumnTuning.inlineEntries = 5;
    textColumnTuning.wholeReadPage = 4;
    const other = await startTestApp(driver);
    try {
      const company = (await other.createCompany('Big Columns Co', { username: 'big_admin' })).company.id;
      const client = other.client();
      await client.login('big_admin');
      for (let i = 1; i <= 11; i += 1) {
        expect((await client.post('/api/catalogue/product/', { sku: `BIG-${i}`, name: `Big ${i % 2 === 0 ? 'lamp' : 'drill'} ${i}`, status: 'active' })).statusCode).toBe(201);
      }
      const lamps = async () => (await client.post('/api/catalogue/product/search/count/', { filters: [{ field: 'name', operator: 'contains', value: 'LAMP' }] })).json().count;
      const read = () => other.db.withTenant(company, (tx) => catalogueCachesOf(other.app).textColumns.read(tx, company, { kind: 'name' }));
      expect(await lamps()).toBe(5);
      const names = await waitFor(read);
      expect(names!.ids.length).toBe(11);
      expect(await lamps()).toBe(5);
    } finally {
      Object.assign(textColumnTuning, saved);
      await other.close();
    }
  });
});
