import ExcelJS from 'exceljs';
import { attributesApi } from '@pimento/shared-kit/contracts/attributes';
import { categoriesApi } from '@pimento/shared-kit/contracts/categories';
import { clientsApi } from '@pimento/shared-kit/contracts/clients';
import { companyApi } from '@pimento/shared-kit/contracts/company';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { productSheetLimits, type ExportLayout, type ExportSource } from '@pimento/shared-kit/contracts/export-layout';
import { exportTemplatesApi } from '@pimento/shared-kit/contracts/export-templates';
import { exportRunsApi } from '@pimento/shared-kit/contracts/exports';
import { extraAttributesApi } from '@pimento/shared-kit/contracts/extra-attributes';
import { modelsApi } from '@pimento/shared-kit/contracts/models';
import { priceListsApi } from '@pimento/shared-kit/contracts/price-lists';
import { pricesApi } from '@pimento/shared-kit/contracts/prices';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import { attributeMaker } from '../../../test/attribute-fixtures.ts';
import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { taskEnded } from '../../../test/jobs/fixtures.ts';
import { runWorker } from '../../jobs/worker.ts';
import type { Worker } from '../../jobs/worker.ts';
import { createUser } from '../users/service.ts';

let columnNumber = 0;
const column = (source: ExportSource, header: Record<string, string> = {}) => ({ id: `00000000-0000-4000-8000-${String(++columnNumber).padStart(12, '0')}`, source, header });

async function readWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
}

describe.each(drivers)('export runs on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let worker: Worker | null = null;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    // PGlite runs jobs inside the API process; on PostgreSQL a worker process does, here in-process.
    if (driver === 'postgres') worker = await runWorker({ db: testApp.db, storage: testApp.app.deps.storage, pollIntervalMs: 50, leaseMs: 10_000, schedules: false });
    await testApp.createCompany('Export Co', { username: 'export_admin' });
    admin = testApp.client();
    await admin.login('export_admin');
    const attribute = await attributeMaker(admin, ids);
    await attribute({ code: 'weight', type: 'decimal', unit_type: 'mass', unit: 'kg', labels: { en: 'Weight', fr: 'Poids' } });
    await attribute({ code: 'delta', type: 'decimal', labels: { en: 'Delta' } });
    await attribute({ code: 'title', type: 'text', localizable: true, labels: { en: 'Title', fr: 'Titre' } });
    await attribute({ code: 'note', type: 'text', labels: { en: 'Note' } });
    await attribute({ code: 'lit', type: 'boolean', labels: { en: 'Lit' } });
    await attribute({ code: 'span', type: 'range', unit_type: 'mass', unit: 'kg', labels: { en: 'Span' } });
    await attribute({
      code: 'colour',
      type: 'dropdown',
      labels: { en: 'Colour', fr: 'Couleur' },
      choices: [
        { code: 'blue', labels: { en: 'Blue', fr: 'Bleu' } },
        { code: 'grey', labels: { en: 'Grey', fr: 'Gris' } },
      ],
    });
    const root = (await admin.post(endpointPath(categoriesApi.create, {}), { name: 'Lighting' })).json();
    const bulbs = (await admin.post(endpointPath(categoriesApi.create, {}), { name: 'Bulbs', parent_id: root.id })).json();
    ids.tree = root.id;
    const model = (await admin.post(endpointPath(modelsApi.create, {}), { reference: 'MOD-1', name: 'Lamp family' })).json();
    const product = async (body: Record<string, unknown>) => {
      const created = await admin.post(endpointPath(productsApi.create, {}), body);
      expect(created.statusCode).toBe(201);
      ids[body.sku as string] = created.json().id;
    };
    await product({
      sku: 'LAMP-1',
      name: 'Desk lamp',
      model_id: model.id,
      categories: [bulbs.id],
      values: {
        [ids.weight!]: 1.5,
        [ids.delta!]: -5,
        [ids.title!]: { en: 'Lamp', fr: 'Lampe' },
        [ids.note!]: '=HYPERLINK("http://evil.example","click")',
        [ids.lit!]: true,
        [ids.span!]: { min: 1, max: 2.5 },
        [ids.colour!]: 'blue',
      },
    });
    await product({ sku: 'LAMP-2', name: '+33 lamp', status: 'end_of_life', values: { [ids.note!]: '@SUM(1)', [ids.colour!]: 'grey' } });
    await product({ sku: 'CABLE-1', name: 'Cable', values: {} });
  });
  afterAll(async () => {
    await worker?.stop();
    await testApp.close();
  });

  const finished = (taskId: string) => taskEnded(testApp.db, taskId);
  const exportToEnd = async (body: Record<string, unknown>, client = admin) => {
    const started = await client.post(endpointPath(exportRunsApi.start, {}), body);
    expect(started.statusCode).toBe(202);
    // The in-process worker may have claimed it already.
    expect(['waiting', 'in_progress', 'finished']).toContain(started.json().run.status);
    const task = await finished(started.json().task_id);
    const run = (await client.get(endpointPath(exportRunsApi.get, { id: started.json().run.id }))).json();
    return { task, run };
  };
  const download = async (runId: number, client = admin) => {
    const answer = await client.get(endpointPath(exportRunsApi.file, { id: runId }));
    expect(answer.statusCode).toBe(200);
    return answer;
  };
  const matrix = (): ExportLayout => ({
    sheets: [
      {
        name: 'Products',
        visible: true,
        columns: [
          column({ kind: 'sku' }),
          column({ kind: 'name' }, { fr: 'Désignation' }),
          column({ kind: 'status' }),
          column({ kind: 'model' }),
          column({ kind: 'categories', tree_id: null }),
          column({ kind: 'categories', tree_id: ids.tree! }, { en: 'Family' }),
          column({ kind: 'attribute', attribute_id: ids.weight!, language: null, part: 'value', unit: 'g' }, { en: 'Weight (g)' }),
          column({ kind: 'attribute', attribute_id: ids.weight!, language: null, part: 'unit', unit: null }),
          column({ kind: 'attribute', attribute_id: ids.delta!, language: null, part: 'value', unit: null }),
          column({ kind: 'attribute', attribute_id: ids.title!, language: 'fr', part: 'value', unit: null }),
          column({ kind: 'attribute', attribute_id: ids.colour!, language: null, part: 'value', unit: null }),
          column({ kind: 'attribute', attribute_id: ids.colour!, language: null, part: 'code', unit: null }),
          column({ kind: 'attribute', attribute_id: ids.span!, language: null, part: 'value', unit: null }),
          column({ kind: 'attribute', attribute_id: ids.lit!, language: null, part: 'value', unit: null }),
          column({ kind: 'attribute', attribute_id: ids.note!, language: null, part: 'value', unit: null }),
          column({ kind: 'formula', formula: '{sku} & "/" & ROUND({weight} * 2, 1)' }, { en: 'Code' }),
          column({ kind: 'fixed', text: '-1+2' }, { en: 'Fixed' }),
        ],
      },
      { name: 'Hidden', visible: false, columns: [column({ kind: 'name' })] },
      { name: 'Names', visible: true, columns: [column({ kind: 'sku' }), column({ kind: 'name' })] },
    ],
  });

  it('renders every kind of column into an XLSX that an independent reader opens, and notifies the user with a link to it', async () => {
    const { task, run } = await exportToEnd({ source: { kind: 'layout', layout: matrix() }, format: 'xlsx', selection: { kind: 'all' }, file_name: 'catalogue-{year}' });
    expect(task.status).toBe('done');
    const year = new Date().getUTCFullYear();
    expect(run).toMatchObject({ status: 'finished', products: 3, format: 'xlsx', file_name: `catalogue-${year}.xlsx`, warnings: [] });
    expect(task.result).toMatchObject({ products: 3, format: 'xlsx', file: `catalogue-${year}.xlsx` });

    const answer = await download(run.id);
    expect(answer.headers['content-type']).toContain('spreadsheetml');
    expect(answer.headers['content-disposition']).toContain(`catalogue-${year}.xlsx`);
    const book = await readWorkbook(answer.rawPayload);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Products', 'Names']);
    const sheet = book.getWorksheet('Products')!;
    const row = (line: number) => (sheet.getRow(line).values as unknown[]).slice(1);
    expect(row(1)).toEqual(['SKU', 'Name', 'Status', 'Model', 'Categories', 'Family', 'Weight (g)', 'Weight (unit)', 'Delta', 'Title (fr)', 'Colour', 'Colour (code)', 'Span', 'Lit', 'Note', 'Code', 'Fixed']);
    expect(row(2)).toEqual([
      'LAMP-1', 'Desk lamp', 'Active', 'MOD-1', 'Lighting > Bulbs', 'Bulbs', 1500, 'kg', -5, 'Lampe', 'Blue', 'blue', '1–2.5', true,
      '=HYPERLINK("http://evil.example","click")', 'LAMP-1/3', '-1+2',
    ]);
    // Text that begins like a formula is a text cell, never a formula (its quote prefix: xlsx-writer.test.ts).
    const note = sheet.getRow(2).getCell(15);
    expect([note.type, note.formula]).toEqual([ExcelJS.ValueType.String, undefined]);
    expect(sheet.getRow(3).getCell(2).value).toBe('+33 lamp');
    expect(sheet.getRow(3).getCell(3).value).toBe('End of life');
    expect(sheet.getRow(4).getCell(1).value).toBe('CABLE-1');
    expect(sheet.getRow(4).getCell(7).value).toBeNull();
    expect((book.getWorksheet('Names')!.getRow(2).values as unknown[]).slice(1)).toEqual(['LAMP-1', 'Desk lamp']);

    const [notification] = await testApp.db.query<{ title: string; description: string; link: string }>(
      "SELECT title, description, link FROM notifications WHERE link LIKE '/download/export/%' ORDER BY created_at DESC LIMIT 1",
    );
    expect(notification).toEqual({ title: `Export *catalogue-${year}.xlsx* ready`, description: '3 products exported to XLSX. Open it to download the file.', link: `/download/export/${run.id}/` });
  });

  it('writes CSV (BOM, separator, apostrophe before formula-like text, numbers as numbers) and JSON keyed by header, in the run language', async () => {
    const csv = await exportToEnd({
      source: { kind: 'layout', layout: matrix() },
      format: 'csv',
      csv_separator: ';',
      language: 'fr',
      selection: { kind: 'skus', skus: ['lamp-1', 'LAMP-2', 'NOPE-9'] },
      file_name: 'flux-{year}{month}{day}-{hour}{minute}{second}',
    });
    expect(csv.run.file_name).toMatch(/^flux-\d{8}-\d{6}\.csv$/);
    expect(csv.run.warnings).toEqual([{ code: 'export.skus_missing', params: { count: 1 } }, { code: 'export.only_first_sheet', params: { sheet: 'Products' } }]);
    const text = (await download(csv.run.id)).rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    // Headers in the run's language: the column's own for it, else the source's name.
    expect(lines[0]).toBe('SKU;Désignation;Statut;Modèle;Catégories;Catégories;Poids (g);Poids (unité);Delta;Titre;Couleur;Couleur (code);Span;Lit;Note;Formule;');
    expect(lines[1]).toBe(`LAMP-1;Desk lamp;Actif;MOD-1;Lighting > Bulbs;Bulbs;1500;kg;-5;Lampe;Bleu;blue;1–2.5;true;"'=HYPERLINK(""http://evil.example"",""click"")";LAMP-1/3;'-1+2`);
    // The formula joins an empty weight as nothing (the formula language's rule).
    expect(lines[2]).toBe("LAMP-2;'+33 lamp;Fin de vie;;;;;;;;Gris;grey;;;'@SUM(1);LAMP-2/;'-1+2");
    expect(lines.slice(3)).toEqual(['']);

    const json = await exportToEnd({ source: { kind: 'layout', layout: matrix() }, format: 'json', selection: { kind: 'ids', ids: [ids['LAMP-1']!] } });
    const records = JSON.parse((await download(json.run.id)).rawPayload.toString('utf8'));
    expect(records).toEqual([
      {
        SKU: 'LAMP-1', Name: 'Desk lamp', Status: 'Active', Model: 'MOD-1', Categories: 'Lighting > Bulbs', Family: 'Bulbs', 'Weight (g)': 1500, 'Weight (unit)': 'kg',
        Delta: -5, 'Title (fr)': 'Lampe', Colour: 'Blue', 'Colour (code)': 'blue', Span: '1–2.5', Lit: true, Note: '=HYPERLINK("http://evil.example","click")', Code: 'LAMP-1/3', Fixed: '-1+2',
      },
    ]);
  });

  it('refuses an empty selection, a bad file name and an unknown language before any job starts', async () => {
    const start = (body: Record<string, unknown>) => admin.post(endpointPath(exportRunsApi.start, {}), { source: { kind: 'layout', layout: matrix() }, format: 'xlsx', ...body });
    const nothing = await start({ selection: { kind: 'filters', filters: [{ field: 'sku', operator: 'equals', value: 'NO-SUCH' }] } });
    expect([nothing.statusCode, nothing.json().code]).toEqual([422, 'export.empty_selection']);
    const unknownSkus = await start({ selection: { kind: 'skus', skus: ['NOPE-1', 'NOPE-2'] } });
    expect([unknownSkus.statusCode, unknownSkus.json().code]).toEqual([422, 'export.empty_selection']);
    const noModel = await start({ selection: { kind: 'models' } });
    expect(noModel.statusCode).toBe(202);
    const badName = await start({ selection: { kind: 'all' }, file_name: '../etc/{password}' });
    expect(badName.statusCode).toBe(400);
    const badLanguage = await start({ selection: { kind: 'all' }, language: 'de' });
    expect([badLanguage.statusCode, badLanguage.json().code]).toEqual([400, 'export.language_unknown']);
    const hiddenOnly = await start({ source: { kind: 'layout', layout: { sheets: [{ name: 'Hidden', visible: false, columns: [column({ kind: 'sku' })] }] } }, selection: { kind: 'all' } });
    expect([hiddenOnly.statusCode, hiddenOnly.json().code]).toEqual([400, 'template.no_visible_sheet']);
    await finished(noModel.json().task_id);
  });

  it('runs a saved matrix template: the version it wrote is recorded, a column whose attribute was deleted is left out and named', async () => {
    const doomed = (await admin.post(endpointPath(attributesApi.create, {}), { group_id: (await admin.get(endpointPath(attributesApi.get, { id: ids.delta! }))).json().group_id, code: 'doomed', type: 'text', labels: { en: 'Doomed' } })).json();
    const layout: ExportLayout = {
      sheets: [
        {
          name: 'Lamps',
          visible: true,
          columns: [column({ kind: 'sku' }, { en: 'Reference' }), column({ kind: 'attribute', attribute_id: doomed.id, language: null, part: 'value', unit: null }, { en: 'Doomed' })],
        },
      ],
    };
    const template = await admin.post(endpointPath(exportTemplatesApi.create, {}), { type: 'matrix', name: 'Run me', definition: layout });
    expect(template.statusCode).toBe(201);
    const renamed = { ...layout, sheets: [{ ...layout.sheets[0]!, columns: [column({ kind: 'sku' }, { en: 'Ref v2' }), ...layout.sheets[0]!.columns.slice(1)] }] };
    const saved = await admin.request('PUT', endpointPath(exportTemplatesApi.update, { id: template.json().id }), { body: { type: 'matrix', name: 'Run me', definition: renamed, version: 1 } });
    expect(saved.json().version).toBe(2);
    expect((await admin.request('DELETE', endpointPath(attributesApi.delete, { id: doomed.id }))).statusCode).toBe(204);

    const { run } = await exportToEnd({ source: { kind: 'template', template_id: template.json().id }, format: 'xlsx', selection: { kind: 'skus', skus: ['LAMP-1'] } });
    expect(run).toMatchObject({ kind: 'template', status: 'finished', template: { id: template.json().id, version: 2 }, products: 1 });
    expect(run.warnings).toEqual([{ code: 'template.column.attribute_deleted', params: { sheet: 'Lamps', column: 'Doomed' } }]);
    const sheet = (await readWorkbook((await download(run.id)).rawPayload)).getWorksheet('Lamps')!;
    expect([sheet.getRow(1).values, sheet.getRow(2).values]).toEqual([[undefined, 'Ref v2'], [undefined, 'LAMP-1']]);

    const unknown = await admin.post(endpointPath(exportRunsApi.start, {}), { source: { kind: 'template', template_id: 999_999 }, format: 'xlsx', selection: { kind: 'all' } });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'template.not_found']);
  });

  it('runs a single-product matrix template: one sheet per product named by its SKU, each section titled, a header beside each value', async () => {
    const definition = {
      layout: {
        sheets: [
          { name: 'Identity', visible: true, columns: [column({ kind: 'sku' }), column({ kind: 'name' }, { en: 'Designation' })] },
          { name: 'Hidden', visible: false, columns: [column({ kind: 'status' })] },
          { name: 'Technical', visible: true, columns: [column({ kind: 'attribute', attribute_id: ids.weight!, language: null, part: 'value', unit: null }), column({ kind: 'attribute', attribute_id: ids.note!, language: null, part: 'value', unit: null })] },
        ],
      },
      per_product: 'sheet',
      orientation: 'vertical',
      sheet_name: 'sku',
      gap_rows: 1,
    };
    const template = await admin.post(endpointPath(exportTemplatesApi.create, {}), { type: 'single_product_matrix', name: 'Product sheets', definition });
    expect(template.statusCode).toBe(201);
    const source = { kind: 'template', template_id: template.json().id };
    const { run } = await exportToEnd({ source, format: 'xlsx', selection: { kind: 'skus', skus: ['LAMP-1', 'LAMP-2'] } });
    expect(run).toMatchObject({ status: 'finished', products: 2, template: { id: template.json().id, version: 1 } });
    const book = await readWorkbook((await download(run.id)).rawPayload);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['LAMP-1', 'LAMP-2']);
    const rows = (name: string) => book.getWorksheet(name)!.getSheetValues().slice(1).map((row) => (Array.isArray(row) ? row.slice(1) : []));
    expect(rows('LAMP-1')).toEqual([['Identity'], ['SKU', 'LAMP-1'], ['Designation', 'Desk lamp'], [], ['Technical'], ['Weight', 1.5], ['Note', '=HYPERLINK("http://evil.example","click")']]);
    // A value that looks like a formula stays text there too.
    const note = book.getWorksheet('LAMP-1')!.getRow(7).getCell(2);
    expect([note.type, note.formula]).toEqual([ExcelJS.ValueType.String, undefined]);
    expect(rows('LAMP-2')[2]).toEqual(['Designation', '+33 lamp']);

    // A workbook only, and one sheet per product within the cap: refused before any job, at the field.
    const csv = await admin.post(endpointPath(exportRunsApi.start, {}), { source, format: 'csv', selection: { kind: 'all' } });
    expect([csv.statusCode, csv.json().code, csv.json().fields]).toEqual([400, 'export.product_sheets_xlsx_only', { format: ['export.product_sheets_xlsx_only'] }]);
    const limits = productSheetLimits as { sheets: number };
    const cap = limits.sheets;
    limits.sheets = 2;
    try {
      const many = await admin.post(endpointPath(exportRunsApi.start, {}), { source, format: 'xlsx', selection: { kind: 'all' } });
      expect([many.statusCode, many.json().code, many.json().message]).toEqual([
        422,
        'export.too_many_product_sheets',
        'One sheet per product holds at most 2 products: narrow the selection, or write the products one under the other on one sheet.',
      ]);
    } finally {
      limits.sheets = cap;
    }
  });

  it('writes a single-product matrix as blocks one under the other on one sheet, horizontally, with the gap asked for', async () => {
    const layout = { sheets: [{ name: 'Sheet data', visible: true, columns: [column({ kind: 'name' }), column({ kind: 'attribute', attribute_id: ids.colour!, language: null, part: 'value', unit: null })] }] };
    const product_sheet = { per_product: 'block', orientation: 'horizontal', sheet_name: 'name', gap_rows: 2 };
    const { run } = await exportToEnd({ source: { kind: 'layout', layout, product_sheet }, format: 'xlsx', selection: { kind: 'skus', skus: ['LAMP-1', 'LAMP-2'] }, language: 'fr' });
    expect(run).toMatchObject({ status: 'finished', products: 2 });
    const book = await readWorkbook((await download(run.id)).rawPayload);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Sheet data']);
    const rows = book.getWorksheet('Sheet data')!.getSheetValues().slice(1).map((row) => (Array.isArray(row) ? row.slice(1) : []));
    expect(rows).toEqual([['Desk lamp'], ['Sheet data'], ['Nom', 'Couleur'], ['Desk lamp', 'Bleu'], [], [], ['+33 lamp'], ['Sheet data'], ['Nom', 'Couleur'], ['+33 lamp', 'Gris']]);
  });

  it('previews a layout or a template for the first products of a selection, with the run’s renderer, storing nothing', async () => {
    const preview = (body: Record<string, unknown>) => admin.post(endpointPath(exportRunsApi.preview, {}), body);
    const runsBefore = (await admin.get(endpointPath(exportRunsApi.list, {}))).json().results.length;
    const layout = matrix();
    const answer = await preview({ source: { kind: 'layout', layout }, selection: { kind: 'skus', skus: ['LAMP-2', 'LAMP-1'] }, language: 'fr', limit: 1 });
    expect(answer.statusCode).toBe(200);
    const { sheets, warnings, language } = answer.json();
    expect([language, warnings, sheets.map((sheet: { name: string }) => sheet.name)]).toEqual(['fr', [], ['Products', 'Names']]);
    expect(sheets[0].columns[1]).toEqual({ id: layout.sheets[0]!.columns[1]!.id, header: 'Désignation' });
    expect(sheets[0].rows).toEqual([['LAMP-1', 'Desk lamp', 'Actif', 'MOD-1', 'Lighting > Bulbs', 'Bulbs', '1500', 'kg', '-5', 'Lampe', 'Bleu', 'blue', '1–2.5', 'true', '=HYPERLINK("http://evil.example","click")', 'LAMP-1/3', '-1+2']]);
    expect(sheets[1].rows).toEqual([['LAMP-1', 'Desk lamp']]);

    // A layout being built: no column yet, a formula that does not parse (left out and named).
    const draft = await preview({ source: { kind: 'layout', layout: { sheets: [{ name: 'Draft', visible: true, columns: [column({ kind: 'sku' }), column({ kind: 'formula', formula: '{sku} &' }, { en: 'Broken' })] }, { name: 'Empty', visible: true, columns: [] }] } } });
    expect(draft.json().warnings).toEqual([{ code: 'export.column_formula_invalid', params: { column: 'Broken' } }]);
    expect(draft.json().sheets.map((sheet: { columns: unknown[]; rows: unknown[] }) => [sheet.columns.length, sheet.rows.length])).toEqual([[1, 3], [0, 3]]);

    const template = await admin.post(endpointPath(exportTemplatesApi.create, {}), { type: 'matrix', name: 'Preview me', definition: { sheets: [{ name: 'T', visible: true, columns: [column({ kind: 'name' }, { en: 'Label' })] }] } });
    const fromTemplate = (await preview({ source: { kind: 'template', template_id: template.json().id }, selection: { kind: 'ids', ids: [ids['CABLE-1']!] } })).json();
    expect(fromTemplate.sheets).toEqual([{ name: 'T', columns: [{ id: expect.any(String), header: 'Label' }], rows: [['Cable']] }]);

    expect((await preview({ source: { kind: 'layout', layout: matrix() }, limit: 21 })).statusCode).toBe(400);
    expect((await admin.get(endpointPath(exportRunsApi.list, {}))).json().results).toHaveLength(runsBefore);
  });

  it('leaves out, with a warning, a column whose attribute the user may not read, and the products they may not read', async () => {
    const [company] = await testApp.db.query<{ id: string }>("SELECT id FROM companies WHERE name = 'Export Co'");
    const companyId = company!.id;
    await testApp.db.query(`UPDATE companies SET features = features || '{"use_advanced_rights": true}' WHERE id = $1`, [companyId]);
    const [readers] = await testApp.db.query<{ id: string }>("INSERT INTO groups (company_id, name) VALUES ($1, 'Export readers') RETURNING id", [companyId]);
    const [others] = await testApp.db.query<{ id: string }>("INSERT INTO groups (company_id, name) VALUES ($1, 'Export others') RETURNING id", [companyId]);
    const [role] = await testApp.db.query<{ id: string }>("INSERT INTO roles (company_id, name, can_read) VALUES ($1, 'Export reader', true) RETURNING id", [companyId]);
    const member = await testApp.db.transaction((tx) => createUser(tx, companyId, { username: 'export_member', email: 'export_member@example.com', password: TEST_PASSWORD }));
    await testApp.db.query('INSERT INTO group_members (company_id, group_id, user_id, role_id) VALUES ($1, $2, $3, $4)', [companyId, readers!.id, member!.id, role!.id]);
    await testApp.db.query("UPDATE products SET group_ids = ARRAY[$2::uuid] WHERE company_id = $1 AND sku LIKE 'LAMP-%'", [companyId, readers!.id]);
    await testApp.db.query("UPDATE products SET group_ids = ARRAY[$2::uuid] WHERE company_id = $1 AND sku = 'CABLE-1'", [companyId, others!.id]);
    await testApp.db.query('DELETE FROM attribute_user_groups WHERE attribute_id = ANY($1::bigint[])', [[ids.note, ids.weight]]);
    await testApp.db.query('INSERT INTO attribute_user_groups (company_id, attribute_id, group_id) SELECT $1, a, $2 FROM unnest($3::bigint[]) a', [companyId, readers!.id, [ids.weight]]);
    await testApp.db.query('INSERT INTO attribute_user_groups (company_id, attribute_id, group_id) VALUES ($1, $2, $3)', [companyId, ids.note, others!.id]);

    const client = testApp.client();
    await client.login('export_member');
    const layout: ExportLayout = {
      sheets: [
        {
          name: 'Products',
          visible: true,
          columns: [
            column({ kind: 'sku' }),
            column({ kind: 'attribute', attribute_id: ids.weight!, language: null, part: 'value', unit: null }),
            column({ kind: 'attribute', attribute_id: ids.note!, language: null, part: 'value', unit: null }, { en: 'Secret note' }),
          ],
        },
      ],
    };
    const { run } = await exportToEnd({ source: { kind: 'layout', layout }, format: 'json', selection: { kind: 'all' } }, client);
    expect(run.warnings).toEqual([{ code: 'export.column_not_readable', params: { column: 'Secret note' } }]);
    expect(JSON.parse((await download(run.id, client)).rawPayload.toString('utf8'))).toEqual([
      { SKU: 'LAMP-1', Weight: 1.5 },
      { SKU: 'LAMP-2', Weight: null },
    ]);
    // An administrator sees a member's run too.
    expect((await admin.get(endpointPath(exportRunsApi.get, { id: run.id }))).statusCode).toBe(200);
    await testApp.db.query(`UPDATE companies SET features = features || '{"use_advanced_rights": false}' WHERE id = $1`, [companyId]);
  });

  it('runs a quick export of the listing’s columns, completion ones included, from filters or from a selection of ids', async () => {
    const shop = await admin.post('/api/catalogue/client/', { name: 'Shop' });
    expect(shop.statusCode).toBe(201);
    const shopId = shop.json<{ id: number }>().id;
    // The figures as the completion engine keeps them (the listing's columns show the same).
    const figure = async (sku: string, scopeId: number) =>
      (await testApp.db.query<{ percent: number }>('SELECT c.percent FROM product_completion c JOIN products p ON p.company_id = c.company_id AND p.id = c.product_id WHERE p.sku = $1 AND c.scope_id = $2', [sku, scopeId]))[0]?.percent ?? '';
    const [overall1, overall2, shop1, shop2] = [await figure('LAMP-1', 0), await figure('LAMP-2', 0), await figure('LAMP-1', shopId), await figure('LAMP-2', shopId)];
    expect(overall1).not.toBe('');
    const quick = await admin.post(endpointPath(exportRunsApi.quick, {}), {
      selection: { filters: [{ field: 'sku', operator: 'starts_with', value: 'LAMP' }] },
      // A client of no one (another company's, or gone) is left out as an unreadable column is.
      columns: ['sku', 'name', 'completion', `completion:${shopId}`, 'completion:999999', `attribute:${ids.colour}`, 'category'],
      format: 'csv',
    });
    expect(quick.statusCode).toBe(202);
    expect(quick.json().run).toMatchObject({ kind: 'quick', format: 'csv' });
    expect(quick.json().run.file_name).toMatch(/^quick-export-\d{8}-\d{6}\.csv$/);
    await finished(quick.json().task_id);
    const lines = (await download(quick.json().run.id)).rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(lines.slice(0, 3)).toEqual(['SKU;Name;Completion;Completion (Shop);Colour;Categories', `LAMP-1;Desk lamp;${overall1};${shop1};Blue;Lighting > Bulbs`, `LAMP-2;'+33 lamp;${overall2};${shop2};Grey;`]);
    expect((await admin.get(endpointPath(exportRunsApi.get, { id: quick.json().run.id }))).json().warnings).toEqual([{ code: 'export.column_not_readable', params: { column: 'Completion (#999999)' } }]);

    const byIds = await admin.post(endpointPath(exportRunsApi.quick, {}), { selection: { ids: [ids['CABLE-1']] }, columns: ['name', 'sku'], format: 'xlsx' });
    await finished(byIds.json().task_id);
    const book = await readWorkbook((await download(byIds.json().run.id)).rawPayload);
    expect(book.worksheets[0]!.getSheetValues().slice(1).map((values) => (values as unknown[]).slice(1))).toEqual([['Name', 'SKU'], ['Cable', 'CABLE-1']]);
    const listed = (await admin.get(endpointPath(exportRunsApi.list, {}))).json().results;
    expect(listed[0].id).toBe(byIds.json().run.id);
  });

  it("writes each product's price valid on the run's day — from a named list or the client's, for given discriminants, its price attributes — and leaves out with a warning a price column that cannot be written", async () => {
    const post = async (path: string, body: unknown) => {
      const answer = await admin.post(path, body);
      expect([answer.statusCode, answer.json()]).toEqual([201, expect.anything()]);
      return answer.json<{ id: number }>();
    };
    const trade = await post(endpointPath(priceListsApi.list, {}), { name: 'Trade', discriminants: [{ code: 'quantity', label: 'Quantity', type: 'integer' }] });
    const retail = await post(endpointPath(priceListsApi.list, {}), { name: 'Retail' });
    const channel = await post(endpointPath(extraAttributesApi.list, {}), { entity: 'price', code: 'channel', labels: { en: 'Channel' }, type: 'dropdown', choices: [{ code: 'shop', labels: { en: 'Shop' } }] });
    const price = (product: string, list: number, body: Record<string, unknown>) => post(endpointPath(pricesApi.list, {}), { product_id: ids[product], price_list_id: list, currency: 'EUR', ...body });
    await price('LAMP-1', trade.id, { net_price: 10, discriminant_values: { quantity: 1 }, start_date: '2020-01-01', attribute_values: { [channel.id]: 'shop' } });
    await price('LAMP-1', trade.id, { net_price: 12, discriminant_values: { quantity: 1 }, start_date: '2019-01-01', end_date: '2019-12-31' });
    await price('LAMP-1', trade.id, { net_price: 9.25, discriminant_values: { quantity: 10 } });
    await price('LAMP-2', trade.id, { net_price: 20, discriminant_values: { quantity: 1 }, currency: 'usd' });
    await price('LAMP-1', retail.id, { gross_price: 99, start_date: '2999-01-01' });
    await price('LAMP-2', retail.id, { gross_price: 25 });
    await admin.request('PATCH', endpointPath(companyApi.updateSettings, {}), { body: { disabled_price_fields: ['discount'] } });
    try {
      const priced = (listId: number | null, field: string, quantity?: number | string) =>
        column({ kind: 'price', price_list_id: listId, field, discriminant_values: quantity === undefined ? {} : { quantity } });
      const layout: ExportLayout = {
        sheets: [
          {
            name: 'Prices',
            visible: true,
            columns: [
              column({ kind: 'sku' }),
              priced(trade.id, 'net_price', 1),
              priced(trade.id, 'net_price', '10'),
              priced(trade.id, 'currency', 1),
              priced(trade.id, 'attribute.channel', 1),
              priced(retail.id, 'gross_price'),
              priced(null, 'gross_price'),
              priced(999_999, 'net_price'),
              priced(trade.id, 'net_price'),
              priced(trade.id, 'discount', 1),
              priced(trade.id, 'attribute.gone', 1),
            ],
          },
        ],
      };
      const { run } = await exportToEnd({ source: { kind: 'layout', layout }, format: 'csv', selection: { kind: 'skus', skus: ['LAMP-1', 'LAMP-2', 'CABLE-1'] } });
      expect(run.warnings).toEqual([
        { code: 'export.column_price_list_missing', params: { column: 'Gross price' } },
        { code: 'export.column_price_list_missing', params: { column: 'Net price' } },
        { code: 'export.column_discriminants_invalid', params: { column: 'Net price' } },
        { code: 'export.column_price_field_off', params: { column: 'Discount' } },
        { code: 'export.column_price_attribute_missing', params: { column: 'gone' } },
      ]);
      const lines = (await download(run.id)).rawPayload.toString('utf8').slice(1).split('\r\n');
      expect(lines.slice(0, 4)).toEqual([
        'SKU;Net price (Trade, Quantity 1);Net price (Trade, Quantity 10);Currency (Trade, Quantity 1);Channel (Trade, Quantity 1);Gross price (Retail)',
        // The 2019 price is over, the Retail one starts in 2999: neither is written.
        'LAMP-1;10;9.25;EUR;Shop;',
        'LAMP-2;20;;USD;;25',
        'CABLE-1;;;;;',
      ]);

      // A client's export: the columns naming no list take the client's.
      const client = await post(endpointPath(clientsApi.list, {}), { name: 'Retailer', price_list_id: retail.id, product_rules: [{ kind: 'products', product_ids: [ids['LAMP-2']] }] });
      const forClient = await exportToEnd({ source: { kind: 'layout', layout: { sheets: [{ name: 'Prices', visible: true, columns: [column({ kind: 'sku' }), priced(null, 'gross_price')] }] } }, format: 'csv', selection: { kind: 'client', client_id: client.id } });
      expect(forClient.run.warnings).toEqual([]);
      expect((await download(forClient.run.id)).rawPayload.toString('utf8').slice(1).split('\r\n').slice(0, 2)).toEqual(['SKU;Gross price (Retail)', 'LAMP-2;25']);
    } finally {
      await admin.request('PATCH', endpointPath(companyApi.updateSettings, {}), { body: { disabled_price_fields: [] } });
    }
  });
});
