/**
 * Builds the bench catalogue in a database of either driver: a company, 1,000 attributes, category
 * trees, models and `size` products of ~50 values in 4 languages, with the typed index tables
 * derived from the documents — all set-wise inside the database (INSERT … SELECT over
 * generate_series), which is the fastest bulk load there is: nothing crosses the wire.
 * Secondary indexes are dropped during the load and rebuilt after it, then everything is
 * analysed and vacuumed (index-only scans need the visibility map).
 */
import type { Database } from '../../server/src/db/database.ts';
import { migrate } from '../../server/src/db/migrate.ts';
import { createCompanyWithAdministrator } from '../../server/src/modules/companies/service.ts';
import { seed } from '../../server/src/seed/seed.ts';
import { loadConfig } from '../../server/src/config.ts';
import pino from 'pino';
import { verifySample } from './verify.ts';
import { attributeCount, attributeTypeOfKind, codeOf, common, familyAttributes, familyCount, kindOf, languages } from './attributes-plan.ts';

export const benchCompany = { name: 'Bench Catalogue', username: 'bench_admin', password: 'Bench#Catalogue42' };

export type BenchCatalogue = {
  companyId: string;
  size: number;
  attributes: Record<keyof typeof common, number>;
  categories: { root: number; child: number; leaf: number };
};

const indexDefinitions = [
  'CREATE INDEX IF NOT EXISTS product_value_text_lookup ON product_value_text (company_id, attribute_id, language, value, product_id)',
  'CREATE INDEX IF NOT EXISTS product_value_text_product ON product_value_text (company_id, product_id, attribute_id)',
  'CREATE INDEX IF NOT EXISTS product_value_number_lookup ON product_value_number (company_id, attribute_id, language, value, product_id)',
  'CREATE INDEX IF NOT EXISTS product_value_number_product ON product_value_number (company_id, product_id, attribute_id) INCLUDE (language, value)',
  'CREATE INDEX IF NOT EXISTS product_value_date_lookup ON product_value_date (company_id, attribute_id, language, value, product_id)',
  'CREATE INDEX IF NOT EXISTS product_value_date_product ON product_value_date (company_id, product_id, attribute_id) INCLUDE (language, value)',
  'CREATE INDEX IF NOT EXISTS products_name ON products (company_id, name, id) INCLUDE (status, model_id, group_ids)',
  'CREATE INDEX IF NOT EXISTS products_status ON products (company_id, status, id)',
  'CREATE INDEX IF NOT EXISTS products_model ON products (company_id, model_id, id)',
  'CREATE INDEX IF NOT EXISTS products_updated ON products (company_id, updated_at, id) INCLUDE (status, model_id, group_ids)',
  'CREATE INDEX IF NOT EXISTS products_created ON products (company_id, created_at, id) INCLUDE (status, model_id, group_ids)',
  'CREATE INDEX IF NOT EXISTS product_categories_product ON product_categories (company_id, product_id)',
];
const droppable = indexDefinitions.map((definition) => /EXISTS (\w+)/.exec(definition)![1]!);

/** The catalogue already in `db`, if it has `size` products. */
export async function existingCatalogue(db: Database, size: number): Promise<BenchCatalogue | null> {
  // The generator writes this marker last: a half-built catalogue (interrupted run) is rebuilt.
  const tables = await db.query<{ ok: boolean }>("SELECT to_regclass('bench_catalogue_ready') IS NOT NULL AS ok");
  if (!tables[0]?.ok) return null;
  const [company] = await db.query<{ id: string }>('SELECT id FROM companies WHERE name = $1', [benchCompany.name]);
  if (!company) return null;
  const [count] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM products WHERE company_id = $1', [company.id]);
  if (count!.count !== size) return null;
  return describe(db, company.id, size);
}

async function describe(db: Database, companyId: string, size: number): Promise<BenchCatalogue> {
  const attributes = {} as Record<keyof typeof common, number>;
  for (const [name, index] of Object.entries(common)) {
    const [row] = await db.query<{ id: number }>('SELECT id FROM attributes WHERE company_id = $1 AND code = $2', [companyId, codeOf(index)]);
    attributes[name as keyof typeof common] = row!.id;
  }
  const [root] = await db.query<{ id: number }>("SELECT id::int AS id FROM categories WHERE company_id = $1 AND parent_id IS NULL AND name = 'Catalogue'", [companyId]);
  const [child] = await db.query<{ id: number }>('SELECT id::int AS id FROM categories WHERE company_id = $1 AND parent_id = $2 ORDER BY id LIMIT 1', [companyId, root!.id]);
  const [leaf] = await db.query<{ id: number }>('SELECT id::int AS id FROM categories WHERE company_id = $1 AND parent_id = $2 ORDER BY id LIMIT 1', [companyId, child!.id]);
  return { companyId, size, attributes, categories: { root: root!.id, child: child!.id, leaf: leaf!.id } };
}

const valueSql = (h: string) => `CASE k.kind
  WHEN 'text' THEN to_jsonb('v' || (${h} % 5000))
  WHEN 'ltext' THEN jsonb_build_object(${languages.map((language) => `'${language}', '${language}-' || ((${h} + ${language.charCodeAt(0)}) % 2000)`).join(', ')})
  WHEN 'integer' THEN to_jsonb(${h} % 10000)
  WHEN 'decimal' THEN to_jsonb(round((${h} % 1000000) / 100.0, 2))
  WHEN 'dropdown' THEN to_jsonb('c' || (${h} % 20))
  WHEN 'multi' THEN jsonb_build_array('m' || (${h} % 10), 'm' || ((${h} % 10 + 1) % 10))
  WHEN 'boolean' THEN to_jsonb(${h} % 2 = 0)
  WHEN 'date' THEN to_jsonb((DATE '2015-01-01' + (${h} % 3650)::int)::text)
END`;

/** Runs `work(lo, hi)` over [1, size] in chunks, `parallel` at a time. */
async function inChunks(size: number, chunk: number, parallel: number, work: (lo: number, hi: number) => Promise<void>): Promise<void> {
  const ranges: [number, number][] = [];
  for (let lo = 1; lo <= size; lo += chunk) ranges.push([lo, Math.min(size, lo + chunk - 1)]);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < ranges.length) {
        const [lo, hi] = ranges[next++]!;
        await work(lo, hi);
      }
    }),
  );
}

export async function generateCatalogue(
  db: Database,
  size: number,
  options: { parallel?: number; log?: (line: string) => void } = {},
): Promise<BenchCatalogue> {
  const log = options.log ?? ((line: string) => console.log(line));
  const parallel = options.parallel ?? 1;
  const started = performance.now();
  const step = (label: string) => log(`  ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  await migrate(db);
  await seed(db, loadConfig({ PIMENTO_DATA_DIR: '/tmp/pimento-bench-seed' }), pino({ level: 'silent' }));
  const { company } = await createCompanyWithAdministrator(
    { db },
    { name: benchCompany.name, administrator: { username: benchCompany.username, password: benchCompany.password, email: 'bench@example.com', language: 'en' } },
  );
  const companyId = company.id;
  await db.query(`UPDATE companies SET settings = settings || jsonb_build_object('attribute_languages', $2::jsonb) WHERE id = $1`, [companyId, JSON.stringify(languages)]);

  // Attributes: one section, 20 groups, two shared choice lists.
  const [section] = await db.query<{ id: number }>("INSERT INTO attribute_sections (company_id, name) VALUES ($1, 'Bench') RETURNING id", [companyId]);
  await db.query(`INSERT INTO attribute_groups (company_id, section_id, name, position) SELECT $1, $2, 'Group ' || g, g FROM generate_series(0, 19) g`, [companyId, section!.id]);
  const groups = (await db.query<{ id: number }>('SELECT id FROM attribute_groups WHERE company_id = $1 ORDER BY position', [companyId])).map((row) => row.id);
  const [dropdownList] = await db.query<{ id: number }>("INSERT INTO choice_lists (company_id, shared, name) VALUES ($1, true, 'Bench choices') RETURNING id", [companyId]);
  const [multiList] = await db.query<{ id: number }>("INSERT INTO choice_lists (company_id, shared, name) VALUES ($1, true, 'Bench multi') RETURNING id", [companyId]);
  await db.query(`INSERT INTO choices (company_id, choice_list_id, code, position) SELECT $1, $2, 'c' || g, g FROM generate_series(0, 19) g`, [companyId, dropdownList!.id]);
  await db.query(`INSERT INTO choices (company_id, choice_list_id, code, position) SELECT $1, $2, 'm' || g, g FROM generate_series(0, 9) g`, [companyId, multiList!.id]);
  const indexes = [...Array(attributeCount).keys()];
  await db.query(
    `INSERT INTO attributes (company_id, code, type, group_id, position, localizable, choice_list_id)
     SELECT $1, code, type, group_id, position, localizable, choice_list_id
       FROM unnest($2::text[], $3::text[], $4::int[], $5::int[], $6::boolean[], $7::int[]) AS a (code, type, group_id, position, localizable, choice_list_id)`,
    [
      companyId,
      indexes.map(codeOf),
      indexes.map((index) => attributeTypeOfKind[kindOf(index)]),
      indexes.map((index) => groups[index % groups.length]!),
      indexes,
      indexes.map((index) => kindOf(index) === 'ltext'),
      indexes.map((index) => (kindOf(index) === 'dropdown' ? dropdownList!.id : kindOf(index) === 'multi' ? multiList!.id : null)),
    ],
  );
  await db.query(`INSERT INTO attribute_labels (company_id, attribute_id, language, label) SELECT company_id, id, 'en', 'Label ' || code FROM attributes WHERE company_id = $1`, [companyId]);
  const attributeIds = new Map((await db.query<{ id: number; code: string }>('SELECT id, code FROM attributes WHERE company_id = $1', [companyId])).map((row) => [row.code, row.id]));
  // Working tables of the generator: each family's attributes with their kind.
  await db.exec('DROP TABLE IF EXISTS bench_family_attributes; CREATE TABLE bench_family_attributes (family int, attribute_id int, kind text)');
  const families = [...Array(familyCount).keys()].flatMap((family) => familyAttributes(family).map((index) => [family, attributeIds.get(codeOf(index))!, kindOf(index)] as const));
  await db.query(
    'INSERT INTO bench_family_attributes SELECT * FROM unnest($1::int[], $2::int[], $3::text[])',
    [families.map((row) => row[0]), families.map((row) => row[1]), families.map((row) => row[2])],
  );
  await db.exec('CREATE INDEX ON bench_family_attributes (family)');
  step('company, 1,000 attributes');

  // Category trees: "Catalogue" 10 × 10, "Channels" 10.
  const insertCategory = async (name: string, parent: { id: number; ancestors: number[] } | null) =>
    (
      await db.query<{ id: number }>('INSERT INTO categories (company_id, parent_id, name, ancestors) VALUES ($1, $2, $3, $4::bigint[]) RETURNING id::int AS id', [
        companyId,
        parent?.id ?? null,
        name,
        parent === null ? [] : [...parent.ancestors, parent.id],
      ])
    )[0]!.id;
  const root = await insertCategory('Catalogue', null);
  const leaves: number[] = [];
  for (let i = 0; i < 10; i += 1) {
    const child = await insertCategory(`Family ${i}`, { id: root, ancestors: [] });
    for (let j = 0; j < 10; j += 1) leaves.push(await insertCategory(`Range ${i}.${j}`, { id: child, ancestors: [root] }));
  }
  const channels = await insertCategory('Channels', null);
  const channelIds: number[] = [];
  for (let i = 0; i < 10; i += 1) channelIds.push(await insertCategory(`Channel ${i}`, { id: channels, ancestors: [] }));

  const modelCount = Math.max(10, Math.floor(size / 20));
  await db.query(
    `INSERT INTO models (company_id, reference, name) SELECT $1, 'MOD-' || lpad(g::text, 7, '0'), 'Model ' || g FROM generate_series(1, $2::int) g`,
    [companyId, modelCount],
  );
  const [firstModel] = await db.query<{ id: number }>('SELECT min(id)::int AS id FROM models WHERE company_id = $1', [companyId]);
  step(`categories, ${modelCount} models`);

  for (const name of droppable) await db.exec(`DROP INDEX IF EXISTS ${name}`);
  await db.exec('DROP INDEX IF EXISTS product_value_text_trigram');
  const chunk = Math.min(50_000, size);
  // `replica` skips the triggers (foreign keys, category counts): the rows are generated
  // consistent, and the category counts are computed once after the load.
  const tuned = async (sql: string, params: unknown[], withoutTriggers = false) =>
    db.transaction(async (tx) => {
      if (db.driver === 'postgres') await tx.query('SET LOCAL synchronous_commit = off');
      if (withoutTriggers) await tx.query('SET LOCAL session_replication_role = replica');
      await tx.query(sql, params);
    });

  // Ids are given (g + offset), not drawn from the sequence: parallel chunks would interleave it,
  // and the typed rows below are computed from g.
  const [start] = await db.query<{ last: number }>('SELECT coalesce(max(id), 0)::int AS last FROM products');
  const offset = start!.last;
  await inChunks(size, chunk, parallel, (lo, hi) =>
    tuned(
      `INSERT INTO products (id, company_id, sku, name, status, model_id, attribute_values, created_at, updated_at) OVERRIDING SYSTEM VALUE
       SELECT g + ${offset}, $1, 'SKU-' || lpad(g::text, 8, '0'), 'Product ' || ((g::bigint * 7919) % $4::int) || ' ' || g,
              (ARRAY['active', 'active', 'active', 'end_of_life', 'inactive'])[1 + g % 5],
              CASE WHEN g % 2 = 0 THEN $5::bigint + (g / 2) % $6::int END,
              (SELECT jsonb_object_agg(k.attribute_id::text, ${valueSql('(hashint8(g::bigint * 1009 + k.attribute_id) & 2147483647)')})
                 FROM bench_family_attributes k WHERE k.family = g % ${familyCount}),
              TIMESTAMPTZ '2024-01-01' + g * interval '1 minute',
              TIMESTAMPTZ '2025-01-01' + ((g::bigint * 7919) % $4::int) * interval '1 second'
         FROM generate_series($2::int, $3::int) g`,
      [companyId, lo, hi, size, firstModel!.id, modelCount],
    ),
  );
  await db.query("SELECT setval(pg_get_serial_sequence('products', 'id'), $1)", [offset + size]);
  step(`${size} products`);

  await inChunks(size, chunk, parallel, (lo, hi) =>
    tuned(
      `INSERT INTO product_categories (company_id, category_id, product_id)
       SELECT $1::uuid, ($4::bigint[])[1 + (g::bigint * 7) % 100], g + $5 FROM generate_series($2::int, $3::int) g
       UNION ALL
       SELECT $1::uuid, ($6::bigint[])[1 + g % 10], g + $5 FROM generate_series($2::int, $3::int) g WHERE g % 3 = 0`,
      [companyId, lo, hi, leaves, offset, channelIds],
      true,
    ),
  );
  await db.query('SELECT pimento_recount_categories($1)', [companyId]);
  step('classification and category counts');

  // The typed rows come from the same expressions as the documents (no JSON parsing): for each
  // product g, the attributes of its family, each value from the same hash.
  const h = '(hashint8(g::bigint * 1009 + k.attribute_id) & 2147483647)';
  const rowsOf = (lo: number, hi: number, kinds: string) =>
    `FROM generate_series(${lo}, ${hi}) g JOIN bench_family_attributes k ON k.family = g % ${familyCount} AND k.kind IN (${kinds})`;
  await inChunks(size, chunk, parallel, async (lo, hi) => {
    await tuned(
      `INSERT INTO product_value_text (company_id, product_id, attribute_id, language, value)
       SELECT $1::uuid, g + ${offset}, k.attribute_id, '',
              CASE k.kind WHEN 'text' THEN 'v' || (${h} % 5000) WHEN 'dropdown' THEN 'c' || (${h} % 20)
                          ELSE CASE WHEN ${h} % 2 = 0 THEN 'true' ELSE 'false' END END
         ${rowsOf(lo, hi, "'text', 'dropdown', 'boolean'")}
       UNION ALL
       SELECT $1::uuid, g + ${offset}, k.attribute_id, '', 'm' || ((${h} % 10 + shift) % 10)
         ${rowsOf(lo, hi, "'multi'")} CROSS JOIN (VALUES (0), (1)) AS shifts (shift)
       UNION ALL
       SELECT $1::uuid, g + ${offset}, k.attribute_id, l.code, l.code || '-' || ((${h} + ascii(l.code)) % 2000)
         ${rowsOf(lo, hi, "'ltext'")} CROSS JOIN unnest($2::text[]) AS l (code)`,
      [companyId, languages],
    );
    await tuned(
      `INSERT INTO product_value_number (company_id, product_id, attribute_id, language, value)
       SELECT $1::uuid, g + ${offset}, k.attribute_id, '',
              CASE k.kind WHEN 'integer' THEN (${h} % 10000)::numeric ELSE round((${h} % 1000000) / 100.0, 2) END
         ${rowsOf(lo, hi, "'integer', 'decimal'")}`,
      [companyId],
    );
    await tuned(
      `INSERT INTO product_value_date (company_id, product_id, attribute_id, language, value)
       SELECT $1::uuid, g + ${offset}, k.attribute_id, '', DATE '2015-01-01' + (${h} % 3650)::int ${rowsOf(lo, hi, "'date'")}`,
      [companyId],
    );
  });
  step('typed index tables');

  if (db.driver === 'postgres') await db.exec("SET maintenance_work_mem = '1GB'; SET max_parallel_maintenance_workers = 2");
  for (const definition of indexDefinitions) await db.exec(definition);
  step('secondary indexes');
  await verifySample(db, companyId);
  step('sample verified against the server derivation');
  await db.exec('DROP TABLE bench_family_attributes');
  await db.exec('VACUUM ANALYZE');
  step('vacuum analyze');
  await db.exec('CREATE TABLE bench_catalogue_ready (built_at timestamptz DEFAULT now())');
  return describe(db, companyId, size);
}
