import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { createAttributes } from './fixtures.ts';
import { catalogueCachesOf } from './plugin.ts';
import { createUser } from '../users/service.ts';
import { cachedSearchTuning, searchTuning } from './product-search.ts';
import { sourceCacheTuning } from './source-cache.ts';
import { waitFor } from '../../../test/jobs/fixtures.ts';

describe.each(drivers)('product listing on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let companyId: string;
  let attributes: Record<string, number>;
  let categories: { tools: number; drills: number; garden: number };

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    companyId = (await testApp.createCompany('Listing Co', { username: 'listing_admin' })).company.id;
    attributes = await createAttributes(testApp.db, companyId, [
      { code: 'weight', type: 'integer' },
      { code: 'colour', type: 'dropdown', choices: ['red', 'blue', 'green'] },
      { code: 'title', type: 'text', localizable: true },
      { code: 'tags', type: 'multi_dropdown', choices: ['new', 'sale'] },
      { code: 'launch', type: 'date' },
      { code: 'in_stock', type: 'boolean' },
    ]);
    admin = testApp.client();
    await admin.login('listing_admin');
    const category = async (name: string, parentId: number | null) => (await admin.post('/api/catalogue/category/', { name, parent_id: parentId })).json().id as number;
    const tools = await category('Tools', null);
    categories = { tools, drills: await category('Drills', tools), garden: await category('Garden', null) };
    // 30 products: weight = i, colour cycles, every third has no title, drills for even ones;
    // in stock for 1, 5, 9…, not for 2, 6, 10…, no answer for the others.
    for (let i = 1; i <= 30; i += 1) {
      const values: Record<string, unknown> = {
        [attributes.weight!]: i,
        [attributes.colour!]: ['red', 'blue', 'green'][i % 3],
        [attributes.launch!]: `2025-01-${String(i).padStart(2, '0')}`,
      };
      if (i % 3 !== 0) values[attributes.title!] = { en: `Title ${i}`, fr: `Titre ${i}` };
      if (i % 5 === 0) values[attributes.tags!] = ['new', 'sale'];
      if (i % 4 === 1 || i % 4 === 2) values[attributes.in_stock!] = i % 4 === 1;
      const response = await admin.post('/api/catalogue/product/', {
        sku: `SKU-${String(i).padStart(3, '0')}`,
        name: `Product ${String.fromCharCode(96 + ((i * 7) % 26) + 1)}${i}`,
        status: i % 10 === 0 ? 'inactive' : 'active',
        categories: i % 2 === 0 ? [categories.drills] : [categories.garden],
        values,
      });
      expect(response.statusCode).toBe(201);
    }
  });
  afterAll(() => testApp.close());

  const search = async (body: Record<string, unknown>) => {
    const response = await admin.post('/api/catalogue/product/search/', body);
    expect(response.statusCode).toBe(200);
    return response.json() as { items: { sku: string; values: Record<string, unknown> }[]; next_cursor: string | null };
  };
  const skus = (page: { items: { sku: string }[] }) => page.items.map((item) => item.sku);
  const count = async (filters: unknown[]) => (await admin.post('/api/catalogue/product/search/count/', { filters })).json().count as number;

  /** Every page of a search, following the cursors. */
  const allPages = async (body: Record<string, unknown>) => {
    const seen: string[] = [];
    let after: string | undefined;
    for (let guard = 0; guard < 100; guard += 1) {
      const page = await search({ ...body, ...(after ? { after } : {}) });
      seen.push(...skus(page));
      if (page.next_cursor === null) return seen;
      after = page.next_cursor;
    }
    throw new Error('too many pages');
  };

  it('pages with a keyset cursor in every sort, without gaps or repeats', async () => {
    const bySku = await allPages({ sort: { field: 'sku' }, page_size: 7 });
    expect(bySku).toEqual(Array.from({ length: 30 }, (_, i) => `SKU-${String(i + 1).padStart(3, '0')}`));
    const byNameDesc = await allPages({ sort: { field: 'name', direction: 'desc' }, page_size: 4 });
    expect(new Set(byNameDesc).size).toBe(30);
    const names = (await search({ sort: { field: 'name', direction: 'desc' }, page_size: 30 })).items.map((item) => (item as unknown as { name: string }).name);
    expect(names).toEqual([...names].sort().reverse());
    const byWeightDesc = await allPages({ sort: { field: `attribute:${attributes.weight}`, direction: 'desc' }, page_size: 8 });
    expect(byWeightDesc).toEqual(Array.from({ length: 30 }, (_, i) => `SKU-${String(30 - i).padStart(3, '0')}`));
    // Products without a value come after those with one.
    const byTitle = await allPages({ sort: { field: `attribute:${attributes.title}`, language: 'fr' }, page_size: 6 });
    expect(byTitle).toHaveLength(30);
    expect(byTitle.slice(20)).toEqual(['SKU-003', 'SKU-006', 'SKU-009', 'SKU-012', 'SKU-015', 'SKU-018', 'SKU-021', 'SKU-024', 'SKU-027', 'SKU-030'].slice(0, 10));
    const byUpdated = await allPages({ sort: { field: 'updated' }, page_size: 9 });
    expect(byUpdated).toHaveLength(30);
    expect(new Set(byUpdated).size).toBe(30);
  });

  it('filters on attributes with the operators of each type, with counts', async () => {
    const weight = `attribute:${attributes.weight}`;
    expect(skus(await search({ filters: [{ field: weight, operator: 'between', value: [3, 5] }], sort: { field: 'sku' } }))).toEqual(['SKU-003', 'SKU-004', 'SKU-005']);
    expect(await count([{ field: weight, operator: 'gt', value: 25 }])).toBe(5);
    expect(await count([{ field: weight, operator: 'lte', value: 2 }])).toBe(2);
    expect(await count([{ field: weight, operator: 'among', value: [1, 2, 99] }])).toBe(2);
    expect(await count([{ field: `attribute:${attributes.colour}`, operator: 'equals', value: 'red' }])).toBe(10);
    expect(await count([{ field: `attribute:${attributes.colour}`, operator: 'not_among', value: ['red', 'blue'] }])).toBe(10);
    expect(await count([{ field: `attribute:${attributes.title}`, operator: 'empty' }])).toBe(10);
    expect(await count([{ field: `attribute:${attributes.title}`, operator: 'not_empty' }])).toBe(20);
    expect(await count([{ field: `attribute:${attributes.title}`, operator: 'contains', value: 'itre 1', language: 'fr' }])).toBe(8);
    expect(await count([{ field: `attribute:${attributes.title}`, operator: 'contains', value: 'itre 1', language: 'en' }])).toBe(0);
    expect(await count([{ field: `attribute:${attributes.tags}`, operator: 'among', value: ['sale'] }])).toBe(6);
    expect(await count([{ field: `attribute:${attributes.launch}`, operator: 'lt', value: '2025-01-04' }])).toBe(3);
    // A boolean is true or false: `not_equals true` keeps the false ones and those without a value.
    const inStock = `attribute:${attributes.in_stock}`;
    expect(await count([{ field: inStock, operator: 'equals', value: true }])).toBe(8);
    expect(await count([{ field: inStock, operator: 'equals', value: 'false' }])).toBe(8);
    expect(await count([{ field: inStock, operator: 'empty' }])).toBe(14);
    const notInStock = await allPages({ filters: [{ field: inStock, operator: 'not_equals', value: true }], sort: { field: 'sku' }, page_size: 10 });
    expect(notInStock).toEqual(Array.from({ length: 30 }, (_, i) => i + 1).filter((i) => i % 4 !== 1).map((i) => `SKU-${String(i).padStart(3, '0')}`));
    expect(await count([{ field: inStock, operator: 'not_equals', value: true }])).toBe(22);
    // Several filters: all must hold.
    const combined = [
      { field: weight, operator: 'gte', value: 10 },
      { field: `attribute:${attributes.colour}`, operator: 'equals', value: 'blue' },
      { field: 'status', operator: 'equals', value: 'active' },
    ];
    expect(skus(await search({ filters: combined, sort: { field: 'sku' } }))).toEqual(['SKU-013', 'SKU-016', 'SKU-019', 'SKU-022', 'SKU-025', 'SKU-028']);
    expect(await count(combined)).toBe(6);
  });

  it('filters on built-in columns, categories with their descendants, and returns the asked columns', async () => {
    expect(await count([{ field: 'status', operator: 'equals', value: 'inactive' }])).toBe(3);
    expect(await count([{ field: 'sku', operator: 'contains', value: '-02' }])).toBe(10);
    expect(await count([{ field: 'category', operator: 'among', value: [categories.tools] }])).toBe(15);
    expect(await count([{ field: 'category', operator: 'among', value: [categories.drills] }])).toBe(15);
    expect(await count([{ field: 'category', operator: 'not_among', value: [categories.tools] }])).toBe(15);
    expect(await count([{ field: 'category', operator: 'empty' }])).toBe(0);
    const page = await search({ filters: [{ field: 'sku', operator: 'equals', value: 'SKU-005' }], columns: [`attribute:${attributes.weight}`, 'sku'] });
    expect(page.items).toEqual([expect.objectContaining({ sku: 'SKU-005', values: { [attributes.weight!]: 5 }, categories: [categories.garden] })]);
  });

  it('reads small filters from their indexes first and counts from the indexes, with the rows and counts of the general path', async () => {
    const weight = `attribute:${attributes.weight}`;
    const colour = `attribute:${attributes.colour}`;
    const title = `attribute:${attributes.title}`;
    const tags = `attribute:${attributes.tags}`;
    const launch = `attribute:${attributes.launch}`;
    const filterSets: { filters: Record<string, unknown>[]; expected?: number }[] = [
      { filters: [{ field: weight, operator: 'between', value: [3, 20] }], expected: 18 },
      { filters: [{ field: colour, operator: 'among', value: ['red', 'blue'] }], expected: 20 },
      { filters: [{ field: title, operator: 'equals', value: 'Titre 4', language: 'fr' }], expected: 1 },
      { filters: [{ field: title, operator: 'not_empty' }], expected: 20 },
      { filters: [{ field: tags, operator: 'among', value: ['sale', 'new'] }], expected: 6 },
      { filters: [{ field: 'category', operator: 'among', value: [categories.tools] }], expected: 15 },
      { filters: [{ field: weight, operator: 'gte', value: 10 }, { field: colour, operator: 'equals', value: 'blue' }, { field: 'status', operator: 'equals', value: 'active' }], expected: 6 },
      { filters: [{ field: weight, operator: 'between', value: [3, 20] }, { field: title, operator: 'contains', value: 'itre 1', language: 'fr' }], expected: 7 },
      { filters: [{ field: 'category', operator: 'among', value: [categories.tools] }, { field: tags, operator: 'among', value: ['new'] }], expected: 3 },
      { filters: [{ field: launch, operator: 'lt', value: '2025-01-20' }, { field: weight, operator: 'not_among', value: [5] }], expected: 18 },
      { filters: [{ field: 'category', operator: 'equals', value: categories.garden }, { field: weight, operator: 'lte', value: 12 }, { field: colour, operator: 'among', value: ['green', 'red'] }], expected: 4 },
      { filters: [{ field: weight, operator: 'gt', value: 100 }, { field: colour, operator: 'equals', value: 'red' }], expected: 0 },
    ];
    const sorts = [
      { field: 'sku' },
      { field: 'name', direction: 'desc' },
      { field: 'updated', direction: 'desc' },
      { field: 'created' },
      { field: weight, direction: 'desc' },
      { field: title, language: 'fr' },
    ];
    // The general path only; the small filters first, the others probed; a walk window too short
    // for a page (always the intersection of all sources); a window that finds some pages; the
    // production thresholds (every source here is small).
    // Then the source cache: every candidate passed to the query; walks in memory that find a
    // page or give up after a few products; sources above 5 entries left to SQL.
    const inSql = { useSourceCache: false };
    const cached = { useSourceCache: true, candidateLimit: 10_000, walkWindow: 5_000, indexOnlyCounts: true };
    type Tuning = Partial<typeof searchTuning> & { cache?: typeof cachedSearchTuning; maxSetSize?: number; inline?: number; keys?: boolean };
    const tunings: Tuning[] = [
      { ...inSql, candidateLimit: -1, walkWindow: 1_000_000, indexOnlyCounts: false },
      { ...inSql, candidateLimit: 4, walkWindow: 1_000_000, indexOnlyCounts: false },
      { ...inSql, candidateLimit: 0, walkWindow: 3, indexOnlyCounts: false },
      { ...inSql, candidateLimit: 0, walkWindow: 12, indexOnlyCounts: true },
      { ...inSql, candidateLimit: 10_000, walkWindow: 5_000, indexOnlyCounts: true },
      { ...cached, cache: { shortWalk: 100, directLimit: 10_000, firstChunk: 2, maxChunk: 8, walkLimit: 100, attributeSortLimit: 10_000, sortKeyLimit: -1, columnOrderLimit: -1, columnWalkLimit: 100_000, columnWrittenLimit: 2_000 }, maxSetSize: 1_000_000 },
      // SKU and name sorts ranked by the columns read in the database's order.
      { ...cached, cache: { shortWalk: 100, directLimit: 10_000, firstChunk: 2, maxChunk: 8, walkLimit: 100, attributeSortLimit: 10_000, sortKeyLimit: -1, columnOrderLimit: 1_000_000, columnWalkLimit: 100_000, columnWrittenLimit: 2_000 }, maxSetSize: 1_000_000 },
      // The same found by walking the column's order, and by a walk too short for a page (then SQL).
      { ...cached, cache: { shortWalk: 100, directLimit: 10_000, firstChunk: 2, maxChunk: 8, walkLimit: 100, attributeSortLimit: 10_000, sortKeyLimit: -1, columnOrderLimit: 0, columnWalkLimit: 1_000_000, columnWrittenLimit: 2_000 }, maxSetSize: 1_000_000 },
      { ...cached, cache: { shortWalk: 100, directLimit: 10_000, firstChunk: 2, maxChunk: 8, walkLimit: 100, attributeSortLimit: 10_000, sortKeyLimit: -1, columnOrderLimit: 0, columnWalkLimit: 3, columnWrittenLimit: 2_000 }, maxSetSize: 1_000_000 },
      // Every candidate read and sorted: at once, and after a walk too short to find a page.
      { ...cached, cache: { shortWalk: 0, directLimit: 10_000, firstChunk: 2, maxChunk: 8, walkLimit: 100, attributeSortLimit: 10_000, sortKeyLimit: -1, columnOrderLimit: -1, columnWalkLimit: 100_000, columnWrittenLimit: 2_000 }, maxSetSize: 1_000_000 },
      { ...cached, cache: { shortWalk: 3, directLimit: 10_000, firstChunk: 2, maxChunk: 8, walkLimit: 100, attributeSortLimit: 10_000, sortKeyLimit: -1, columnOrderLimit: -1, columnWalkLimit: 100_000, columnWrittenLimit: 2_000 }, maxSetSize: 1_000_000 },
      { ...cached, cache: { shortWalk: 0, directLimit: 0, firstChunk: 1, maxChunk: 4, walkLimit: 100, attributeSortLimit: 0, sortKeyLimit: -1, columnOrderLimit: -1, columnWalkLimit: 100_000, columnWrittenLimit: 2_000 }, maxSetSize: 1_000_000 },
      { ...cached, cache: { shortWalk: 3, directLimit: 0, firstChunk: 1, maxChunk: 2, walkLimit: 3, attributeSortLimit: 10_000, sortKeyLimit: -1, columnOrderLimit: -1, columnWalkLimit: 100_000, columnWrittenLimit: 2_000 }, maxSetSize: 1_000_000 },
      { ...cached, cache: { shortWalk: 0, directLimit: 0, firstChunk: 2, maxChunk: 8, walkLimit: 100, attributeSortLimit: 0, sortKeyLimit: -1, columnOrderLimit: -1, columnWalkLimit: 100_000, columnWrittenLimit: 2_000 }, maxSetSize: 5 },
      // Sources above 3 entries read whole in the background: SQL first, then memory (another
      // maximum, so none of the sets above is found in the cache).
      { ...cached, cache: { shortWalk: 0, directLimit: 0, firstChunk: 2, maxChunk: 8, walkLimit: 100, attributeSortLimit: 0, sortKeyLimit: -1, columnOrderLimit: -1, columnWalkLimit: 100_000, columnWrittenLimit: 2_000 }, maxSetSize: 999_999, inline: 3 },
      // Pages sorted by a time ranked in memory from the kept keys (read before this tuning runs).
      { ...cached, cache: { shortWalk: 0, directLimit: 0, firstChunk: 2, maxChunk: 8, walkLimit: 100, attributeSortLimit: 0, sortKeyLimit: 1_000_000, columnOrderLimit: -1, columnWalkLimit: 100_000, columnWrittenLimit: 2_000 }, maxSetSize: 1_000_000, keys: true },
    ];
    const saved = { search: { ...searchTuning }, cached: { ...cachedSearchTuning }, sets: { ...sourceCacheTuning } };
    try {
      for (const { filters, expected } of filterSets) {
        const answers: unknown[] = [];
        for (const { cache, maxSetSize, inline, keys, ...tuning } of tunings) {
          if (keys) await waitFor(() => testApp.db.withTenant(companyId, (tx) => catalogueCachesOf(testApp.app).sortKeys.read(tx, companyId)));
          Object.assign(searchTuning, tuning);
          Object.assign(cachedSearchTuning, cache ?? saved.cached);
          sourceCacheTuning.maxSetSize = maxSetSize ?? saved.sets.maxSetSize;
          sourceCacheTuning.inlineSetSize = inline ?? saved.sets.inlineSetSize;
          const pages: string[][] = [];
          for (const sort of sorts) pages.push(await allPages({ filters, sort, page_size: 4 }));
          answers.push({ count: await count(filters), pages });
        }
        const general = answers[0] as { count: number; pages: string[][] };
        expect([filters, general.count]).toEqual([filters, expected]);
        for (const rows of general.pages) expect(rows).toHaveLength(expected!);
        for (const answer of answers.slice(1)) expect([filters, answer]).toEqual([filters, general]);
      }
    } finally {
      Object.assign(searchTuning, saved.search);
      Object.assign(cachedSearchTuning, saved.cached);
      Object.assign(sourceCacheTuning, saved.sets);
    }
    // Every filter set through every tuning and sort, page by page: some 6,000 requests, a minute
    // or more on a loaded 2-core machine — the test's size, not a wait.
  }, 240_000);

  it('applies group rights on every path: a member pages through and counts only the products of their groups', async () => {
    const [north] = await testApp.db.query<{ id: string }>("INSERT INTO groups (company_id, name) VALUES ($1, 'Listing North') RETURNING id", [companyId]);
    const [role] = await testApp.db.query<{ id: string }>("INSERT INTO roles (company_id, name) VALUES ($1, 'Listing reader') RETURNING id", [companyId]);
    const member = await testApp.db.transaction((tx) =>
      createUser(tx, companyId, { username: 'listing_member', email: 'listing_member@example.com', password: TEST_PASSWORD }),
    );
    await testApp.db.query('INSERT INTO group_members (company_id, group_id, user_id, role_id) VALUES ($1, $2, $3, $4)', [companyId, north!.id, member.id, role!.id]);
    // Every product but each fourth belongs to North; so do the attributes filtered on (a filter needs their read right).
    await testApp.db.query("UPDATE products SET group_ids = ARRAY[$2::uuid] WHERE company_id = $1 AND substring(sku from 5)::int % 4 <> 0", [companyId, north!.id]);
    await testApp.db.query('INSERT INTO attribute_user_groups (company_id, attribute_id, group_id) SELECT $1, unnest($2::bigint[]), $3', [companyId, [attributes.weight, attributes.colour], north!.id]);
    const client = testApp.client();
    await client.login('listing_member');
    const pages = async (filters: unknown[]) => {
      const seen: string[] = [];
      let after: string | undefined;
      for (let guard = 0; guard < 20; guard += 1) {
        const page = (await client.post('/api/catalogue/product/search/', { filters, sort: { field: 'updated', direction: 'desc' }, page_size: 4, ...(after ? { after } : {}) })).json();
        seen.push(...(page.items as { sku: string }[]).map((item) => item.sku));
        if (page.next_cursor === null) return seen;
        after = page.next_cursor;
      }
      throw new Error('too many pages');
    };
    const memberCount = async (filters: unknown[]) => (await client.post('/api/catalogue/product/search/count/', { filters })).json().count as number;
    const filterSets: [unknown[], number][] = [
      [[{ field: `attribute:${attributes.weight}`, operator: 'between', value: [3, 20] }], 13],
      [[{ field: `attribute:${attributes.colour}`, operator: 'among', value: ['red', 'blue'] }, { field: 'category', operator: 'among', value: [categories.tools] }], 5],
    ];
    const saved = { ...searchTuning };
    const savedCached = { ...cachedSearchTuning };
    try {
      for (const [filters, expected] of filterSets) {
        const answers: unknown[] = [];
        for (const { walk, ...tuning } of [
          { candidateLimit: -1, walkWindow: 1_000_000, indexOnlyCounts: false, useSourceCache: false },
          { candidateLimit: 0, walkWindow: 3, indexOnlyCounts: true, useSourceCache: false },
          { candidateLimit: 10_000, walkWindow: 5_000, indexOnlyCounts: true, useSourceCache: false },
          { candidateLimit: 10_000, walkWindow: 5_000, indexOnlyCounts: true, useSourceCache: true },
          { candidateLimit: 10_000, walkWindow: 5_000, indexOnlyCounts: true, useSourceCache: true, walk: { directLimit: 0, firstChunk: 1, maxChunk: 4 } },
        ]) {
          Object.assign(searchTuning, tuning);
          Object.assign(cachedSearchTuning, walk ?? savedCached);
          const rows = await pages(filters);
          expect(rows.every((sku) => Number(sku.slice(4)) % 4 !== 0)).toBe(true);
          answers.push({ count: await memberCount(filters), rows });
        }
        expect(answers[0]).toMatchObject({ count: expected, rows: expect.arrayContaining([]) });
        expect((answers[0] as { rows: string[] }).rows).toHaveLength(expected);
        for (const answer of answers.slice(1)) expect([filters, answer]).toEqual([filters, answers[0]]);
      }
    } finally {
      Object.assign(searchTuning, saved);
      Object.assign(cachedSearchTuning, savedCached);
      await testApp.db.query("UPDATE products SET group_ids = '{}' WHERE company_id = $1", [companyId]);
      await testApp.db.query('DELETE FROM attribute_user_groups WHERE company_id = $1 AND group_id = $2', [companyId, north!.id]);
    }
  });

  it('takes a pasted list of up to 100,000 SKUs and refuses more with a clear code', async () => {
    const pasted = Array.from({ length: 100_000 }, (_, i) => `SKU-${String(i).padStart(3, '0')}`);
    expect(await count([{ field: 'sku', operator: 'among', value: pasted }])).toBe(30);
    const tooMany = await admin.post('/api/catalogue/product/search/', { filters: [{ field: 'sku', operator: 'among', value: [...pasted, 'one more'] }] });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({ code: 'filter.too_many_values', fields: { 'filters.0': ['filter.too_many_values'] } });
    expect(tooMany.json().message).toMatch(/100,000/);
  });

  it('refuses unknown attributes, operators that do not fit the type, bad values and foreign cursors', async () => {
    const answer = async (body: Record<string, unknown>) => (await admin.post('/api/catalogue/product/search/', body)).json().code;
    expect(await answer({ filters: [{ field: 'attribute:999999', operator: 'equals', value: 1 }] })).toBe('filter.unknown_attribute');
    expect(await answer({ filters: [{ field: `attribute:${attributes.weight}`, operator: 'contains', value: '1' }] })).toBe('filter.operator_not_allowed');
    expect(await answer({ filters: [{ field: `attribute:${attributes.weight}`, operator: 'equals', value: 'heavy' }] })).toBe('filter.invalid_value');
    // A boolean is compared whole, true or false only; a choice by its whole code.
    const refusal = async (filter: Record<string, unknown>) => {
      const response = await admin.post('/api/catalogue/product/search/', { filters: [filter] });
      return [response.statusCode, response.json().code, response.json().fields];
    };
    const inStock = `attribute:${attributes.in_stock}`;
    expect(await refusal({ field: inStock, operator: 'contains', value: 'tr' })).toEqual([400, 'filter.operator_not_allowed', { 'filters.0': ['filter.operator_not_allowed'] }]);
    expect(await refusal({ field: inStock, operator: 'starts_with', value: 't' })).toEqual([400, 'filter.operator_not_allowed', { 'filters.0': ['filter.operator_not_allowed'] }]);
    expect(await refusal({ field: inStock, operator: 'equals', value: 'maybe' })).toEqual([400, 'filter.invalid_value', { 'filters.0': ['filter.invalid_value'] }]);
    expect(await refusal({ field: inStock, operator: 'not_equals', value: 1 })).toEqual([400, 'filter.invalid_value', { 'filters.0': ['filter.invalid_value'] }]);
    expect(await refusal({ field: `attribute:${attributes.colour}`, operator: 'contains', value: 're' })).toEqual([400, 'filter.operator_not_allowed', { 'filters.0': ['filter.operator_not_allowed'] }]);
    expect(await refusal({ field: `attribute:${attributes.tags}`, operator: 'starts_with', value: 'sa' })).toEqual([400, 'filter.operator_not_allowed', { 'filters.0': ['filter.operator_not_allowed'] }]);
    expect(await answer({ filters: [{ field: `attribute:${attributes.weight}`, operator: 'equals', value: '' }] })).toBe('filter.invalid_value');
    expect(await answer({ filters: [{ field: 'nonsense', operator: 'equals', value: 1 }] })).toBe('filter.unknown_column');
    expect(await answer({ sort: { field: `attribute:${attributes.tags}` } })).toBe('filter.unknown_column');
    const first = await search({ sort: { field: 'sku' }, page_size: 5 });
    expect(await answer({ sort: { field: 'name' }, after: first.next_cursor })).toBe('filter.cursor_invalid');
    expect(await answer({ after: 'not-a-cursor' })).toBe('filter.cursor_invalid');
    expect((await admin.post('/api/catalogue/product/search/', { page_size: 201 })).statusCode).toBe(400);
  });
});
