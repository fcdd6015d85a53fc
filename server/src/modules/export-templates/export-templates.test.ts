import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ExportColumn, ExportLayout, ExportSource } from '@pimento/shared-kit/contracts/export-layout';
import { attributesApi } from '@pimento/shared-kit/contracts/attributes';
import { exportTemplateCreateSchema, exportTemplatesApi } from '@pimento/shared-kit/contracts/export-templates';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import type ExcelJS from 'exceljs';
import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { minimalWorkbookParts, sheetXml, writeWorkbook, writeZip } from '../../formats/testing/workbook-files.ts';
import { createAttributes } from '../catalogue/fixtures.ts';
import { loadActor } from '../rights/actor.ts';
import { createUser } from '../users/service.ts';
import { openPostgresDatabase } from '../../db/postgres-database.ts';
import { resolveTemplateLayout } from './index.ts';
import { createTemplate } from './service.ts';

const templatesPath = endpointPath(exportTemplatesApi.list, undefined);
const templatePath = (id: number) => endpointPath(exportTemplatesApi.get, { id });
const column = (source: ExportSource, header: Record<string, string> = {}): ExportColumn => ({ id: randomUUID(), source, header });
const put = (client: TestClient, url: string, body: unknown) => client.request('PUT', url, { body });
const del = (client: TestClient, url: string) => client.request('DELETE', url);
const matrix = (name: string, layout: ExportLayout, extra: Record<string, unknown> = {}) => ({ type: 'matrix', name, definition: layout, ...extra });

describe.each(drivers)('export templates on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let companyId: string;
  let adminId: string;
  let attributes: Record<string, number>;
  let folder: string;

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    const created = await testApp.createCompany('Templates Co', { username: 'templates_admin' });
    companyId = created.company.id;
    adminId = created.administrator.id;
    attributes = await createAttributes(testApp.db, companyId, [
      { code: 'power', type: 'integer' },
      { code: 'description', type: 'text', localizable: true },
      { code: 'colour', type: 'dropdown', choices: ['red', 'blue'] },
      { code: 'warranty', type: 'text' },
    ]);
    await testApp.db.query("INSERT INTO attribute_labels (company_id, attribute_id, language, label) VALUES ($1, $2, 'fr', 'Puissance')", [companyId, attributes.power]);
    admin = testApp.client();
    await admin.login('templates_admin');
    folder = await mkdtemp(path.join(tmpdir(), 'pimento-templates-'));
  });
  afterAll(async () => {
    await testApp.close();
    await rm(folder, { recursive: true, force: true });
  });

  const basicLayout = (): ExportLayout => ({
    sheets: [{ name: 'Products', visible: true, columns: [column({ kind: 'sku' }, { en: 'SKU' }), column({ kind: 'name' }), column({ kind: 'attribute', attribute_id: attributes.power!, language: null, part: 'value', unit: null })] }],
  });

  async function createMatrix(client: TestClient, name: string, layout: ExportLayout = basicLayout(), extra: Record<string, unknown> = {}) {
    const response = await client.post(templatesPath, matrix(name, layout, extra));
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  it('creates, reads and lists a matrix template, its creator and version 1 named; another company sees nothing', async () => {
    const created = await createMatrix(admin, 'Retailer A');
    expect(created).toMatchObject({ name: 'Retailer A', type: 'matrix', standard_version: null, version: 1, broken_columns: [], created_by: { id: adminId, username: 'templates_admin' }, rights: { edit: true, delete: true, duplicate: true } });
    expect(created.groups).toHaveLength(1);
    expect((await admin.get(templatePath(created.id))).json().definition.sheets[0].columns).toHaveLength(3);
    const listed = (await admin.get(`${templatesPath}?type=matrix`)).json().results;
    expect(listed.find((template: { id: number }) => template.id === created.id)).toMatchObject({ name: 'Retailer A', broken_columns_count: 0, version: 1 });
    expect((await admin.get(`${templatesPath}?type=single_product_matrix`)).json().results).toEqual([]);
    const versions = (await admin.get(endpointPath(exportTemplatesApi.versions, { id: created.id }))).json().results;
    expect(versions).toMatchObject([{ version: 1, name: 'Retailer A', current: true, saved_by: { username: 'templates_admin' } }]);

    await testApp.createCompany('Templates Other', { username: 'templates_other' });
    const other = testApp.client();
    await other.login('templates_other');
    expect((await other.get(templatePath(created.id))).statusCode).toBe(404);
    expect((await other.get(templatesPath)).json().results).toEqual([]);
    expect((await put(other, templatePath(created.id), { ...matrix('Taken', basicLayout()), version: 1 })).statusCode).toBe(404);
    expect((await del(other, templatePath(created.id))).statusCode).toBe(404);
    for (const response of [
      await other.post(endpointPath(exportTemplatesApi.duplicate, { id: created.id })),
      await other.get(endpointPath(exportTemplatesApi.versions, { id: created.id })),
      await other.get(endpointPath(exportTemplatesApi.version, { id: created.id, number: 1 })),
      await other.get(`${endpointPath(exportTemplatesApi.compare, { id: created.id })}?from=1&to=1`),
      await other.post(endpointPath(exportTemplatesApi.revert, { id: created.id }), { to_version: 1, version: 1, confirm: true }),
    ]) {
      expect(response.json()).toMatchObject({ code: 'template.not_found' });
    }
    expect((await admin.get(templatePath(created.id))).json().version).toBe(1);
  });

  it('documents its routes in the OpenAPI document', async () => {
    const response = await testApp.client().get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/exports/templates/', '/api/exports/templates/{id}/', '/api/exports/templates/{id}/versions/{number}/', '/api/exports/templates/{id}/compare/', '/api/exports/templates/from-excel/']),
    );
  });

  it('keeps a name once per type and standard version, whatever its case', async () => {
    await createMatrix(admin, 'Unique name');
    const again = await admin.post(templatesPath, matrix('UNIQUE NAME', basicLayout()));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'template.name_version_taken', message: 'A template with this name and version already exists.', fields: { name: ['template.name_version_taken'] } });
    const product = await admin.post(templatesPath, { type: 'single_product_matrix', name: 'Unique name', definition: { layout: basicLayout() } });
    expect(product.statusCode).toBe(201);
    expect(product.json().definition).toMatchObject({ per_product: 'sheet', orientation: 'vertical', sheet_name: 'sku', gap_rows: 1 });
  });

  it('refuses a template without a visible sheet, a visible sheet without a column, and columns it cannot write', async () => {
    const hidden = await admin.post(templatesPath, matrix('Hidden', { sheets: [{ name: 'A', visible: false, columns: [column({ kind: 'sku' })] }] }));
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json()).toMatchObject({ code: 'template.no_visible_sheet', message: 'No visible sheet.' });

    const empty = await admin.post(templatesPath, matrix('Empty', { sheets: [{ name: 'A', visible: true, columns: [column({ kind: 'sku' })] }, { name: 'B', visible: true, columns: [] }] }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'template.no_pill', fields: { 'definition.sheets.1.columns': ['template.no_pill'] } });

    const repeated = column({ kind: 'sku' });
    const invalid = await admin.post(
      templatesPath,
      matrix('Invalid', {
        sheets: [
          {
            name: 'Sheet',
            visible: true,
            columns: [
              column({ kind: 'attribute', attribute_id: 999_999, language: null, part: 'value', unit: null }),
              column({ kind: 'attribute', attribute_id: attributes.description!, language: 'de', part: 'value', unit: null }),
              column({ kind: 'attribute', attribute_id: attributes.warranty!, language: null, part: 'code', unit: null }),
              column({ kind: 'formula', formula: 'UPPER({nowhere})' }),
              column({ kind: 'categories', tree_id: 424_242 }),
              repeated,
            ],
          },
          { name: 'SHEET', visible: true, columns: [repeated] },
          { name: 'a:b', visible: false, columns: [] },
        ],
      }),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      code: 'template.invalid',
      message: 'The template is not valid.',
      fields: {
        'definition.sheets.0.columns.0.source.attribute_id': ['template.column.attribute_deleted'],
        'definition.sheets.0.columns.1.source.language': ['template.column.language_removed'],
        'definition.sheets.0.columns.2.source.part': ['template.column.part_not_applicable'],
        'definition.sheets.0.columns.3.source.formula': ['formula.unknown_attribute'],
        'definition.sheets.0.columns.4.source.tree_id': ['template.column.category_tree_deleted'],
        'definition.sheets.1.name': ['template.sheet_name_taken'],
        'definition.sheets.1.columns.0.id': ['template.column_id_repeated'],
        'definition.sheets.2.name': ['template.sheet_name_invalid'],
      },
    });

    const formula = await admin.post(templatesPath, matrix('Formula and text', { sheets: [{ name: 'Sheet', visible: true, columns: [column({ kind: 'formula', formula: 'UPPER({sku}) & " " & {warranty}' }), column({ kind: 'fixed', text: 'Acme' })] }] }));
    expect(formula.statusCode).toBe(201);
  });

  it('refuses the reserved types with their own code, and each type whose feature is off', async () => {
    const bmecat = await admin.post(templatesPath, { type: 'bmecat', name: 'Catalogue', definition: {} });
    expect(bmecat.statusCode).toBe(400);
    expect(bmecat.json()).toMatchObject({ code: 'template.type_not_available', message: 'Templates of this type cannot be created yet.' });
    expect((await admin.post(templatesPath, { type: 'fabdis', name: 'Fabdis', definition: {} })).json().code).toBe('template.standard_version_required');
    expect((await admin.post(templatesPath, { type: 'fabdis', name: 'Fabdis', standard_version: 3, definition: {} })).json().code).toBe('template.type_not_available');

    const product = await admin.post(templatesPath, { type: 'single_product_matrix', name: 'Sheets per product', definition: { layout: basicLayout(), per_product: 'block' } });
    expect(product.statusCode).toBe(201);
    await testApp.db.query(`UPDATE companies SET features = features || '{"single_product_matrix_activated": false, "pdf_activated": false}' WHERE id = $1`, [companyId]);
    try {
      const refused = await admin.post(templatesPath, { type: 'single_product_matrix', name: 'Another', definition: { layout: basicLayout() } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('rights.feature_disabled');
      expect((await admin.get(templatePath(product.json().id))).json().code).toBe('rights.feature_disabled');
      expect((await admin.get(`${templatesPath}?type=single_product_matrix`)).statusCode).toBe(403);
      const all = (await admin.get(templatesPath)).json().results as { type: string }[];
      expect(all.length).toBeGreaterThan(0);
      expect(all.every((template) => template.type === 'matrix')).toBe(true);
      expect((await admin.post(templatesPath, { type: 'pdf', name: 'Catalogue', definition: { layout: basicLayout() } })).json().code).toBe('rights.feature_disabled');
    } finally {
      await testApp.db.query(`UPDATE companies SET features = features || '{"single_product_matrix_activated": true, "pdf_activated": true}' WHERE id = $1`, [companyId]);
    }
  });

  it('checks a unit part and a conversion against the attribute, and FAB-DIS against the company\'s versions', async () => {
    const [measured] = await testApp.db.query<{ id: number }>(
      "INSERT INTO attributes (company_id, code, type, group_id, position, unit_type, unit) SELECT $1, 'rated_power', 'decimal', group_id, 50, 'power', 'W' FROM attributes WHERE id = $2 RETURNING id",
      [companyId, attributes.power],
    );
    const measure = (part: 'value' | 'unit', unit: string | null, attributeId = measured!.id) => column({ kind: 'attribute', attribute_id: attributeId, language: null, part, unit });
    const refused = await admin.post(templatesPath, matrix('Units', { sheets: [{ name: 'A', visible: true, columns: [measure('value', 'kg'), measure('unit', null, attributes.warranty!), measure('value', 'kW', attributes.power!)] }] }));
    expect(refused.json()).toMatchObject({
      code: 'template.invalid',
      fields: {
        'definition.sheets.0.columns.0.source.unit': ['template.column.unit_not_applicable'],
        'definition.sheets.0.columns.1.source.part': ['template.column.part_not_applicable'],
        'definition.sheets.0.columns.2.source.unit': ['template.column.unit_not_applicable'],
      },
    });
    expect((await admin.post(templatesPath, matrix('Units', { sheets: [{ name: 'A', visible: true, columns: [measure('value', 'kW'), measure('unit', null)] }] }))).statusCode).toBe(201);

    await testApp.db.query(`UPDATE companies SET settings = settings || '{"fabdis_available_versions": [3]}' WHERE id = $1`, [companyId]);
    try {
      const old = await admin.post(templatesPath, { type: 'fabdis', name: 'Fabdis', standard_version: 2, definition: {} });
      expect(old.json()).toMatchObject({ code: 'template.standard_version_not_available', fields: { standard_version: ['template.standard_version_not_available'] } });
    } finally {
      await testApp.db.query(`UPDATE companies SET settings = settings - 'fabdis_available_versions' WHERE id = $1`, [companyId]);
    }
  });

  it('saves each change as a new version, refuses a stale one, compares two versions and reverts after a confirmation', async () => {
    const layout = basicLayout();
    const created = await createMatrix(admin, 'Versioned', layout);
    const [sku, name, power] = layout.sheets[0]!.columns;
    const warranty = column({ kind: 'attribute', attribute_id: attributes.warranty!, language: null, part: 'value', unit: null });
    const second: ExportLayout = {
      sheets: [
        { name: 'Articles', visible: true, columns: [name!, sku!, warranty, { ...power!, header: { en: 'Power (W)' } }] },
        { name: 'Notes', visible: false, columns: [column({ kind: 'fixed', text: 'x' })] },
      ],
    };
    const saved = await put(admin, templatePath(created.id), { ...matrix('Versioned 2', second), version: 1 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Versioned 2', version: 2, updated_by: { username: 'templates_admin' } });
    const stale = await put(admin, templatePath(created.id), { ...matrix('Versioned 3', second), version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('conflict.stale_version');
    expect((await put(admin, templatePath(created.id), { type: 'single_product_matrix', name: 'x', version: 2, definition: { layout: second } })).json().code).toBe('template.type_mismatch');

    const versions = (await admin.get(endpointPath(exportTemplatesApi.versions, { id: created.id }))).json().results;
    expect(versions.map((version: { version: number; current: boolean }) => [version.version, version.current])).toEqual([[2, true], [1, false]]);
    const first = (await admin.get(endpointPath(exportTemplatesApi.version, { id: created.id, number: 1 }))).json();
    expect(first).toMatchObject({ version: 1, name: 'Versioned', type: 'matrix', current: false, definition: layout });
    expect((await admin.get(endpointPath(exportTemplatesApi.version, { id: created.id, number: 9 }))).json().code).toBe('template.version_not_found');

    const comparison = (await admin.get(`${endpointPath(exportTemplatesApi.compare, { id: created.id })}?from=1&to=2`)).json();
    expect(comparison).toMatchObject({ from: 1, to: 2, name: { before: 'Versioned', after: 'Versioned 2' }, settings: [] });
    expect(comparison.sheets).toMatchObject([
      {
        status: 'changed',
        name: 'Articles',
        renamed_from: 'Products',
        added: [{ index: 2, column: { id: warranty.id } }],
        removed: [],
        changed: [{ id: power!.id, before: { header: {} }, after: { header: { en: 'Power (W)' } } }],
        moved: [{ id: name!.id, from: 1, to: 0 }],
      },
      { status: 'added', name: 'Notes', visible: { before: null, after: false } },
    ]);

    const unconfirmed = await admin.post(endpointPath(exportTemplatesApi.revert, { id: created.id }), { to_version: 1, version: 2 });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json()).toMatchObject({ code: 'template.revert_confirmation_required' });
    expect((await admin.post(endpointPath(exportTemplatesApi.revert, { id: created.id }), { to_version: 1, version: 1, confirm: true })).statusCode).toBe(409);
    const reverted = await admin.post(endpointPath(exportTemplatesApi.revert, { id: created.id }), { to_version: 1, version: 2, confirm: true });
    expect(reverted.statusCode).toBe(200);
    expect(reverted.json()).toMatchObject({ name: 'Versioned', version: 1, definition: layout });
    expect((await admin.get(endpointPath(exportTemplatesApi.versions, { id: created.id }))).json().results.map((version: { version: number }) => version.version)).toEqual([1]);
    // A number is never given twice: the save after the revert is version 3.
    const after = await put(admin, templatePath(created.id), { ...matrix('Versioned again', second), version: 1 });
    expect(after.json().version).toBe(3);
    expect((await admin.get(endpointPath(exportTemplatesApi.versions, { id: created.id }))).json().results.map((version: { version: number }) => version.version)).toEqual([3, 1]);

    // A revert to a name another template took since is refused like a save, and changes nothing.
    await createMatrix(admin, 'Versioned');
    const clash = await admin.post(endpointPath(exportTemplatesApi.revert, { id: created.id }), { to_version: 1, version: 3, confirm: true });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('template.name_version_taken');
    expect((await admin.get(endpointPath(exportTemplatesApi.versions, { id: created.id }))).json().results.map((version: { version: number }) => version.version)).toEqual([3, 1]);
  });

  it('duplicates under a free name and deletes; the template limit holds for both', async () => {
    const source = await createMatrix(admin, 'Original');
    const copy = await admin.post(endpointPath(exportTemplatesApi.duplicate, { id: source.id }));
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ name: 'Original (copy)', version: 1, definition: source.definition, groups: source.groups });
    expect((await admin.post(endpointPath(exportTemplatesApi.duplicate, { id: source.id }))).json().name).toBe('Original (copy 2)');

    const [{ count }] = (await testApp.db.query<{ count: number }>('SELECT count(*)::int AS count FROM export_templates WHERE company_id = $1', [companyId])) as [{ count: number }];
    await testApp.db.query('INSERT INTO catalogue_settings (company_id, templates_limit) VALUES ($1, $2) ON CONFLICT (company_id) DO UPDATE SET templates_limit = $2', [companyId, count]);
    try {
      const refused = await admin.post(templatesPath, matrix('One too many', basicLayout()));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'template.limit_reached', message: 'Maximum number of templates reached.' });
      expect((await admin.post(endpointPath(exportTemplatesApi.duplicate, { id: source.id }))).json().code).toBe('template.limit_reached');
      expect((await del(admin, templatePath(copy.json().id))).statusCode).toBe(204);
      expect((await admin.post(templatesPath, matrix('One too many', basicLayout()))).statusCode).toBe(201);
      if (testApp.databaseUrl !== null) {
        // The last place goes to one creation only, however many arrive together (transactions
        // side by side on connections of their own: the app's pool is mostly held by its listeners).
        await testApp.db.query('UPDATE catalogue_settings SET templates_limit = templates_limit + 1 WHERE company_id = $1', [companyId]);
        const parallel = await openPostgresDatabase(testApp.databaseUrl, 4);
        try {
          const principal = { userId: adminId, companyId, username: 'templates_admin', isSuperuser: false, isAdministrator: true, isConsultant: false, language: 'en' as const, sessionId: randomUUID() };
          const outcomes = await Promise.allSettled(
            ['Burst 1', 'Burst 2', 'Burst 3', 'Burst 4'].map((name) =>
              parallel.withTenant(companyId, async (tx) => createTemplate(tx, await loadActor(tx, principal), exportTemplateCreateSchema.parse(matrix(name, basicLayout())))),
            ),
          );
          expect(outcomes.map((outcome) => (outcome.status === 'fulfilled' ? 'created' : (outcome.reason as { code: string }).code)).sort()).toEqual([
            'created',
            'template.limit_reached',
            'template.limit_reached',
            'template.limit_reached',
          ]);
        } finally {
          await parallel.close();
        }
      }
    } finally {
      await testApp.db.query('UPDATE catalogue_settings SET templates_limit = NULL WHERE company_id = $1', [companyId]);
    }
    expect((await admin.get(templatePath(copy.json().id))).statusCode).toBe(404);
  });

  it('keeps a column whose attribute or language is gone, names it, and leaves it out of what a run writes', async () => {
    const [gone] = await testApp.db.query<{ id: number }>(
      "INSERT INTO attributes (company_id, code, type, group_id, position) SELECT $1, 'gone', 'text', group_id, 99 FROM attributes WHERE id = $2 RETURNING id",
      [companyId, attributes.power],
    );
    const described = column({ kind: 'attribute', attribute_id: attributes.description!, language: 'fr', part: 'value', unit: null }, { en: 'Description FR' });
    const goneColumn = column({ kind: 'attribute', attribute_id: gone!.id, language: null, part: 'value', unit: null });
    const layout: ExportLayout = {
      sheets: [
        { name: 'Main', visible: true, columns: [column({ kind: 'sku' }), described, goneColumn] },
        { name: 'Only gone', visible: true, columns: [column({ kind: 'attribute', attribute_id: gone!.id, language: null, part: 'value', unit: null })] },
        { name: 'Hidden', visible: false, columns: [column({ kind: 'name' })] },
      ],
    };
    const created = await createMatrix(admin, 'Broken later', layout);
    const sheets = await admin.post(templatesPath, { type: 'single_product_matrix', name: 'Broken sheets', definition: { layout, per_product: 'block', orientation: 'horizontal' } });
    const nothingLeft = await createMatrix(admin, 'Nothing left', { sheets: [layout.sheets[1]!] });
    expect((await del(admin, endpointPath(attributesApi.delete, { id: gone!.id }))).statusCode).toBe(204);
    // No value holds the language: it goes at once (200), without a job.
    expect((await del(admin, endpointPath(attributesApi.removeLanguage, { code: 'fr' }))).statusCode).toBe(200);

    const read = (await admin.get(templatePath(created.id))).json();
    expect(read.definition).toEqual(layout);
    expect(read.broken_columns).toEqual([
      { sheet: 'Main', sheet_index: 0, column_id: described.id, column: 'Description FR', reason: 'language_removed', code: 'template.column.language_removed', attribute_id: attributes.description, language: 'fr', detail: null },
      { sheet: 'Main', sheet_index: 0, column_id: goneColumn.id, column: `#${gone!.id}`, reason: 'attribute_deleted', code: 'template.column.attribute_deleted', attribute_id: gone!.id, language: null, detail: null },
      expect.objectContaining({ sheet: 'Only gone', sheet_index: 1, reason: 'attribute_deleted' }),
    ]);
    const listed = (await admin.get(templatesPath)).json().results.find((template: { id: number }) => template.id === created.id);
    expect(listed.broken_columns_count).toBe(3);

    // Saved again as it is, the broken columns stay; a new one pointing at the gone attribute is refused.
    const kept = await put(admin, templatePath(created.id), { ...matrix('Broken later', layout), version: 1 });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().broken_columns).toHaveLength(3);
    const added = { sheets: [{ ...layout.sheets[0]!, columns: [...layout.sheets[0]!.columns, column({ kind: 'attribute', attribute_id: gone!.id, language: null, part: 'value', unit: null })] }, ...layout.sheets.slice(1)] };
    const refused = await put(admin, templatePath(created.id), { ...matrix('Broken later', added), version: 2 });
    expect(refused.json()).toMatchObject({ code: 'template.invalid', fields: { 'definition.sheets.0.columns.3.source.attribute_id': ['template.column.attribute_deleted'] } });

    const principal = { userId: adminId, companyId, username: 'templates_admin', isSuperuser: false, isAdministrator: true, isConsultant: false, language: 'en' as const, sessionId: randomUUID() };
    const resolved = await testApp.db.withTenant(companyId, async (tx) => resolveTemplateLayout(tx, await loadActor(tx, principal), created.id));
    expect(resolved.template).toMatchObject({ id: created.id, name: 'Broken later', type: 'matrix', version: 2 });
    expect(resolved.layout).toEqual({ sheets: [{ ...layout.sheets[0]!, columns: [layout.sheets[0]!.columns[0]] }] });
    expect(resolved.warnings.map((warning) => [warning.sheet, warning.column_id, warning.reason])).toEqual([
      ['Main', described.id, 'language_removed'],
      ['Main', goneColumn.id, 'attribute_deleted'],
      ['Only gone', layout.sheets[1]!.columns[0]!.id, 'attribute_deleted'],
    ]);

    // A single-product matrix resolves to its options around the same filtered layout.
    const product = await testApp.db.withTenant(companyId, async (tx) => resolveTemplateLayout(tx, await loadActor(tx, principal), sheets.json().id));
    expect(product.definition).toEqual({ layout: resolved.layout, per_product: 'block', orientation: 'horizontal', sheet_name: 'sku', gap_rows: 1 });
    expect(product.warnings).toHaveLength(3);
    await expect(testApp.db.withTenant(companyId, async (tx) => resolveTemplateLayout(tx, await loadActor(tx, principal), nothingLeft.id))).rejects.toMatchObject({ statusCode: 422, code: 'template.no_pill' });
    expect((await admin.post(endpointPath(attributesApi.addLanguage, undefined), { code: 'fr' })).statusCode).toBe(200);
  });

  it('applies group rights: unreadable templates do not exist, editing, deleting and duplicating need their rights', async () => {
    const groups = await testApp.db.query<{ id: string; name: string }>('SELECT id, name FROM groups WHERE company_id = $1', [companyId]);
    const general = groups[0]!.id;
    const [{ id: other }] = (await testApp.db.query<{ id: string }>("INSERT INTO groups (company_id, name) VALUES ($1, 'Export team') RETURNING id", [companyId])) as [{ id: string }];
    const [{ id: reader }] = (await testApp.db.query<{ id: string }>("INSERT INTO roles (company_id, name) VALUES ($1, 'Template reader') RETURNING id", [companyId])) as [{ id: string }];
    const member = await testApp.db.transaction((tx) => createUser(tx, companyId, { username: 'template_reader', email: 'template_reader@example.com', password: TEST_PASSWORD }));
    await testApp.db.query('INSERT INTO group_members (company_id, group_id, user_id, role_id) VALUES ($1, $2, $3, $4)', [companyId, general, member.id, reader]);

    const visible = await createMatrix(admin, 'Readable', basicLayout(), { groups: [general] });
    const invisible = await createMatrix(admin, 'Elsewhere', basicLayout(), { groups: [other] });
    const client = testApp.client();
    await client.login('template_reader');
    const listed = (await client.get(templatesPath)).json().results.map((template: { name: string }) => template.name);
    expect(listed).toContain('Readable');
    expect(listed).not.toContain('Elsewhere');
    expect((await client.get(templatePath(invisible.id))).json().code).toBe('template.not_found');
    const read = (await client.get(templatePath(visible.id))).json();
    expect(read.rights).toEqual({ edit: false, delete: false, duplicate: false });

    for (const refused of [
      await put(client, templatePath(visible.id), { ...matrix('Renamed', basicLayout()), version: 1 }),
      await del(client, templatePath(visible.id)),
      await client.post(endpointPath(exportTemplatesApi.duplicate, { id: visible.id })),
      await client.post(templatesPath, matrix('Mine', basicLayout())),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'template.not_authorised', message: 'You are not authorised to do this on the template.' });
    }
    const fromFile = await client.request('POST', endpointPath(exportTemplatesApi.fromExcel, undefined), { payload: 'SKU\n1\n', headers: { 'content-type': 'application/octet-stream' } });
    expect(fromFile.json().code).toBe('template.not_authorised');
    const unknownGroup = await admin.post(templatesPath, matrix('Unknown group', basicLayout(), { groups: [randomUUID()] }));
    expect(unknownGroup.json()).toMatchObject({ fields: { groups: ['groups.not_found'] } });

    await testApp.db.query('UPDATE roles SET can_create = true, can_edit = true WHERE id = $1', [reader]);
    const copy = await client.post(endpointPath(exportTemplatesApi.duplicate, { id: visible.id }));
    expect(copy.statusCode).toBe(201);
    expect(copy.json().groups).toEqual([general]);
    // The member may not read the attributes (none is in their groups): the column is named, and may not be added anew.
    expect(read.broken_columns).toMatchObject([{ reason: 'attribute_not_readable', code: 'template.column.attribute_not_readable', attribute_id: attributes.power }]);
    const unreadable = await put(client, templatePath(visible.id), { ...matrix('Renamed', basicLayout()), version: 1 });
    expect(unreadable.json()).toMatchObject({ code: 'template.invalid', fields: { 'definition.sheets.0.columns.2.source.attribute_id': ['template.column.attribute_not_readable'] } });
    expect((await put(client, templatePath(visible.id), { ...matrix('Renamed', read.definition), version: 1 })).statusCode).toBe(200);
    expect((await del(client, templatePath(visible.id))).json().code).toBe('template.not_authorised');
  });

  describe('starting from an Excel file', () => {
    const fromExcel = endpointPath(exportTemplatesApi.fromExcel, undefined);
    const send = (client: TestClient, bytes: Buffer | string) => client.request('POST', fromExcel, { payload: bytes, headers: { 'content-type': 'application/octet-stream' } });

    async function workbook(build: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
      const file = path.join(folder, `${randomUUID()}.xlsx`);
      await writeWorkbook(file, build);
      return readFile(file);
    }

    it('proposes a layout from the header row of each visible sheet, matched in English or French', async () => {
      const bytes = await workbook((book) => {
        const products = book.addWorksheet('Articles');
        products.addRow(['Matrice client 2026']);
        // The header leaves a cell empty, the product rows fill it: the header is still found.
        products.addRow(['Référence', 'Désignation', 'Puissance', 'Statut', 'Code douanier', 'Description (fr)', null]);
        products.addRow(['0001', 'Lampe', 12, 'active', '9405', 'Une lampe', 3.5]);
        products.addRow(['0002', 'Lampe 2', 14, 'active', '9405', 'Une autre lampe', new Date('2026-01-02')]);
        book.addWorksheet('Lists').state = 'hidden';
        book.addWorksheet('Read me').addRow(['Fill in every yellow cell']);
        book.addWorksheet('Empty');
      });
      const answer = await send(admin, bytes);
      expect(answer.statusCode).toBe(200);
      const proposal = answer.json();
      expect(proposal.sheets).toMatchObject([{ name: 'Articles', header_line: 2 }]);
      expect(proposal.skipped_sheets).toEqual([
        { name: 'Lists', reason: 'hidden' },
        { name: 'Read me', reason: 'no_match' },
        { name: 'Empty', reason: 'empty' },
      ]);
      const [sheet] = proposal.definition.sheets;
      expect(sheet.columns.map((proposed: ExportColumn) => proposed.source)).toEqual([
        { kind: 'sku' },
        { kind: 'name' },
        { kind: 'attribute', attribute_id: attributes.power, language: null, part: 'value', unit: null },
        { kind: 'status' },
        { kind: 'fixed', text: '' },
        { kind: 'attribute', attribute_id: attributes.description, language: 'fr', part: 'value', unit: null },
      ]);
      expect(sheet.columns[0].header).toEqual({ en: 'Référence', fr: 'Référence' });
      expect(proposal.sheets[0].columns[4]).toMatchObject({ header: 'Code douanier', matched: false, reason: 'unmatched', confidence: 0 });
      // The proposal saves as it is.
      expect((await admin.post(templatesPath, matrix('From the customer file', proposal.definition))).statusCode).toBe(201);
    });

    it('says why a file cannot start a template', async () => {
      const expectRefusal = async (bytes: Buffer | string, code: string, message: string) => {
        const answer = await send(admin, bytes);
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toMatchObject({ code, message });
      };
      await expectRefusal('SKU;Name\n1;Lamp\n', 'matrix.bad_file', 'The matrix file cannot be read: send an Excel workbook (.xlsx).');
      const corrupt = path.join(folder, 'corrupt.xlsx');
      await writeZip(corrupt, { 'hello.txt': 'not a workbook' });
      await expectRefusal(await readFile(corrupt), 'matrix.bad_file', 'The matrix file cannot be read: send an Excel workbook (.xlsx).');
      const encrypted = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504), Buffer.from('EncryptionInfo', 'utf16le'), Buffer.alloc(512)]);
      await expectRefusal(encrypted, 'excel.cannot_open', 'The Excel file cannot be opened (password-protected?).');
      const hiddenOnly = path.join(folder, 'hidden.xlsx');
      const parts = minimalWorkbookParts(sheetXml('<row r="1"><c r="A1" t="inlineStr"><is><t>SKU</t></is></c></row>'));
      parts['xl/workbook.xml'] = parts['xl/workbook.xml']!.replace('<sheet name="Products"', '<sheet name="Products" state="hidden"');
      await writeZip(hiddenOnly, parts);
      await expectRefusal(await readFile(hiddenOnly), 'excel.only_hidden_sheets', 'The file only has hidden or protected sheets.');
      const unknown = await workbook((book) => book.addWorksheet('Data').addRow(['Foo', 'Bar', 'Baz']));
      await expectRefusal(unknown, 'matrix.cannot_build', 'Cannot build a matrix: no column header of the file names a product field or an attribute.');
    });
  });
});
