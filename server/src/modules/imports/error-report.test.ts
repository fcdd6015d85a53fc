import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { palette } from '@pimento/shared-kit/design/tokens';
import { drivers, startTestApp, TEST_PASSWORD } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { waitFor } from '../../../test/jobs/fixtures.ts';
import { openTabularSource } from '../../formats/open-tabular-source.ts';
import type { SourceRow } from '../../formats/tabular-source.ts';
import { runWorker } from '../../jobs/worker.ts';
import type { Worker } from '../../jobs/worker.ts';
import { createUser } from '../users/service.ts';
import { loadJobActor } from '../rights/actor.ts';
import { errorReportTuning, planErrorReport, streamErrorReport } from './error-report.ts';
import { workbookOfRows } from '../../formats/testing/workbook-files.ts';

const warningArgb = `FF${palette.warningBorder.slice(1)}`;

const workbook = (rows: unknown[][]) => workbookOfRows(rows, 'Supplier sheet');

async function readBook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
}

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'pimento-reports-tested-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** The rows our own reader finds in a downloaded report. */
async function reportRows(bytes: Buffer, sheet?: string): Promise<SourceRow[]> {
  const file = path.join(folder, `report-${Math.random().toString(36).slice(2)}.xlsx`);
  await writeFile(file, bytes);
  const source = await openTabularSource(file);
  const rows: SourceRow[] = [];
  for await (const row of source.rows(sheet)) rows.push(row);
  await source.close();
  return rows;
}

describe.each(drivers)('import error report on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let french: TestClient;
  let other: TestClient;
  let worker: Worker | null = null;
  const ids = new Map<TestClient, { weightId: number; colourId: number }>();
  let weightId: number;
  let colourId: number;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    if (driver === 'postgres') worker = await runWorker({ db: testApp.db, storage: testApp.app.deps.storage, pollIntervalMs: 50, leaseMs: 10_000, schedules: false });
    await testApp.createCompany('Report Co', { username: 'report_admin' });
    await testApp.createCompany('Rapport Co', { username: 'rapport_admin', language: 'fr' });
    await testApp.createCompany('Report Other', { username: 'report_other' });
    admin = testApp.client();
    await admin.login('report_admin');
    french = testApp.client();
    await french.login('rapport_admin');
    other = testApp.client();
    await other.login('report_other');
    for (const client of [admin, french]) {
      const section = (await client.post('/api/catalogue/attribute-section/', { name: 'Technical' })).json();
      const group = (await client.post('/api/catalogue/attribute-group/', { name: 'Cables', section_id: section.id })).json();
      weightId = (await client.post('/api/catalogue/attribute/', { code: 'weight_kg', type: 'decimal', max: 500, labels: { en: 'Weight' }, group_id: group.id })).json().id;
      colourId = (
        await client.post('/api/catalogue/attribute/', {
          code: 'colour',
          type: 'dropdown',
          labels: { en: 'Colour' },
          group_id: group.id,
          choices: [
            { code: 'blue', labels: { en: 'Blue', fr: 'Bleu' } },
            { code: 'grey', labels: { en: 'Grey', fr: 'Gris' } },
          ],
        })
      ).json().id;
      ids.set(client, { weightId, colourId });
    }
    ({ weightId, colourId } = ids.get(admin)!);
  });
  afterAll(async () => {
    await worker?.stop();
    await testApp.close();
  });

  const upload = async (client: TestClient, bytes: Buffer, name: string) => {
    const response = await client.request('POST', `/api/imports/files/?name=${encodeURIComponent(name)}`, { payload: bytes, headers: { 'content-type': 'application/octet-stream' } });
    expect(response.statusCode).toBe(201);
    return response.json().file.id as string;
  };
  const template = async (client: TestClient, name: string, columns: Record<string, string>, options: Record<string, unknown> = {}) => {
    const { weightId: weight, colourId: colour } = ids.get(client)!;
    const targets: Record<string, unknown> = {
      sku: { kind: 'sku' },
      name: { kind: 'name' },
      weight: { kind: 'attribute', attribute_id: weight },
      colour: { kind: 'attribute', attribute_id: colour },
    };
    const pills = Object.entries(columns).map(([target, column], index) => ({ id: `00000000-0000-4000-8000-00000000000${index}`, target: targets[target], columns: [column] }));
    const response = await client.post('/api/imports/templates/', { name, pills, options });
    expect(response.statusCode).toBe(201);
    return response.json().id as number;
  };
  const finished = (taskId: string) =>
    waitFor(async () => {
      const [row] = await testApp.db.query<{ status: string }>('SELECT status FROM tasks WHERE id = $1', [taskId]);
      return row?.status === 'done' || row?.status === 'error' ? row : null;
    });
  const dryRun = async (client: TestClient, templateId: number, fileId: string) => {
    const started = await client.post('/api/imports/runs/', { template_id: templateId, file_id: fileId });
    expect(started.statusCode).toBe(202);
    await finished(started.json().task_id as string);
    return (await client.get(`/api/imports/runs/${started.json().run.id}/`)).json() as { id: number; status: string; counts: Record<string, number> };
  };
  const launch = async (client: TestClient, runId: number) => {
    const started = await client.post(`/api/imports/runs/${runId}/launch/`, {});
    expect(started.statusCode).toBe(202);
    await finished(started.json().task_id as string);
    return (await client.get(`/api/imports/runs/${runId}/`)).json() as { status: string; counts: Record<string, number> };
  };
  const productBySku = async (client: TestClient, sku: string) => {
    const listed = (await client.post('/api/catalogue/product/search/', { filters: [{ field: 'sku', operator: 'equals', value: sku }] })).json();
    return listed.items[0] ? (await client.get(`/api/catalogue/product/${listed.items[0].id}/`)).json() : null;
  };
  const download = async (client: TestClient, runId: number) => {
    const response = await client.get(`/api/imports/runs/${runId}/error-report/`);
    return response;
  };

  it('an xlsx file: the sheet as it was with the bad cells filled and commented, an errors sheet; the corrected report imports the fixed rows', async () => {
    expect((await admin.post('/api/catalogue/product/', { sku: 'KEEP-1', name: 'Kept', values: { [weightId]: 1 } })).statusCode).toBe(201);
    expect((await admin.post('/api/catalogue/product/', { sku: 'MOVE-1', name: 'Moved', values: { [weightId]: 2 } })).statusCode).toBe(201);
    const fileId = await upload(
      admin,
      await workbook([
        ['Supplier price list, November'],
        ['Reference', 'Name', 'Weight', 'Colour', 'Note'],
        ['KEEP-1', 'Kept', 1.5, 'grey', 'updated'],
        ['NEW-1', 'New one', 3, 'Bleu', 'created'],
        [],
        ['BAD-1', 'Bad weight', 9999, 'blue', 'above the maximum'],
        ['BAD-2', 'Bad colour', 4, 'purple', 'unknown choice'],
        ['BAD-3', 'Two bad cells', 'heavy', 'pink'],
        ['MOVE-1', 'Moved', 2.5, 'grey', 'changed before the launch'],
        ['00042', 'Leading zeros', 5, null, 'kept as text'],
      ]),
      'supplier.xlsx',
    );
    const templateId = await template(admin, 'Supplier list', { sku: 'reference', name: 'name', weight: 'weight', colour: 'colour' }, { header_line: 2 });
    const run = await dryRun(admin, templateId, fileId);
    expect(run.counts).toMatchObject({ rows: 7, created: 2, updated: 2, error: 3, cells_in_error: 4 });

    // Before any launch, the report is there already (the run page offers it after the dry run).
    const pageSize = errorReportTuning.pageSize;
    errorReportTuning.pageSize = 1;
    let early;
    try {
      early = await download(admin, run.id);
    } finally {
      errorReportTuning.pageSize = pageSize;
    }
    expect(early.statusCode).toBe(200);

    // MOVE-1 is saved between the dry run and the launch: its row becomes a row error (no column).
    const moved = await productBySku(admin, 'MOVE-1');
    expect((await admin.request('PATCH', `/api/catalogue/product/${moved.id}/`, { body: { name: 'Moved (edited)', version: moved.version } })).statusCode).toBe(200);
    const launched = await launch(admin, run.id);
    expect(launched).toMatchObject({ status: 'completed_with_errors', counts: { created: 2, updated: 1, error: 4 } });

    const response = await download(admin, run.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="supplier - errors.xlsx"; filename*=UTF-8''supplier%20-%20errors.xlsx`);
    expect(response.headers['content-encoding']).toBeUndefined();
    const bytes = response.rawPayload;

    // Our reader: the data sheet first, under the file's sheet name, every line where it was.
    expect(await reportRows(bytes)).toEqual([
      { line: 1, cells: ['Supplier price list, November'] },
      { line: 2, cells: ['Reference', 'Name', 'Weight', 'Colour', 'Note'] },
      { line: 3, cells: ['KEEP-1', 'Kept', '1.5', 'grey', 'updated'] },
      { line: 4, cells: ['NEW-1', 'New one', '3', 'Bleu', 'created'] },
      { line: 6, cells: ['BAD-1', 'Bad weight', '9999', 'blue', 'above the maximum'] },
      { line: 7, cells: ['BAD-2', 'Bad colour', '4', 'purple', 'unknown choice'] },
      { line: 8, cells: ['BAD-3', 'Two bad cells', 'heavy', 'pink'] },
      { line: 9, cells: ['MOVE-1', 'Moved', '2.5', 'grey', 'changed before the launch'] },
      { line: 10, cells: ['00042', 'Leading zeros', '5', null, 'kept as text'] },
    ]);
    expect(await reportRows(bytes, 'errors')).toEqual([
      { line: 1, cells: ['Line', 'Column', 'SKU', 'Code', 'Message'] },
      { line: 2, cells: ['6', 'Weight', 'BAD-1', 'import.cell.above_maximum', expect.stringContaining('500')] },
      { line: 3, cells: ['7', 'Colour', 'BAD-2', 'import.cell.choice_not_found', expect.stringContaining('purple')] },
      { line: 4, cells: ['8', 'Weight', 'BAD-3', expect.stringMatching(/^import\.cell\./), expect.any(String)] },
      { line: 5, cells: ['8', 'Colour', 'BAD-3', 'import.cell.choice_not_found', expect.stringContaining('pink')] },
      { line: 6, cells: ['9', null, 'MOVE-1', 'import.changed_since_verification', expect.stringContaining('after the dry run')] },
    ]);

    // exceljs, an independent reader: fills and comments where the errors are, nothing elsewhere.
    const book = await readBook(bytes);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Supplier sheet', 'errors']);
    const sheet = book.getWorksheet('Supplier sheet')!;
    expect(sheet.getCell('C6').fill).toMatchObject({ type: 'pattern', pattern: 'solid', fgColor: { argb: warningArgb } });
    expect(sheet.getCell('C6').note).toBe('The value is above the maximum. (max: 500) (import.cell.above_maximum)');
    expect(sheet.getCell('D7').note).toEqual(expect.stringContaining('(import.cell.choice_not_found)'));
    expect(sheet.getCell('C8').fill).toMatchObject({ fgColor: { argb: warningArgb } });
    expect(sheet.getCell('D8').fill).toMatchObject({ fgColor: { argb: warningArgb } });
    // The row error, tied to no column, is on the row's first cell.
    expect(sheet.getCell('A9').note).toEqual(expect.stringContaining('(import.changed_since_verification)'));
    expect(sheet.getCell('A9').fill).toMatchObject({ fgColor: { argb: warningArgb } });
    for (const clean of ['A3', 'C3', 'D4', 'A6', 'B6', 'D6']) {
      expect(sheet.getCell(clean).note).toBeUndefined();
      expect(sheet.getCell(clean).fill).toBeUndefined();
    }
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 2 });

    // The user fixes the bad cells in the report and uploads it with the same template.
    sheet.getCell('C6').value = 99;
    sheet.getCell('D7').value = 'grey';
    sheet.getCell('C8').value = 8;
    sheet.getCell('D8').value = 'Bleu';
    const corrected = Buffer.from(await book.xlsx.writeBuffer());
    const again = await dryRun(admin, templateId, await upload(admin, corrected, 'supplier - errors.xlsx'));
    // The fixed rows are created; what the first import wrote is unchanged; MOVE-1 (edited since) is
    // updated again from the file, as the row it is.
    expect(again.counts).toMatchObject({ rows: 7, created: 3, updated: 1, unchanged: 3, error: 0 });
    const verdicts = (await admin.get(`/api/imports/runs/${again.id}/rows/`)).json().results as Array<{ line: number; sku: string; outcome: string }>;
    expect(verdicts.map((row) => [row.line, row.sku, row.outcome])).toEqual([
      [3, 'KEEP-1', 'unchanged'],
      [4, 'NEW-1', 'unchanged'],
      [6, 'BAD-1', 'created'],
      [7, 'BAD-2', 'created'],
      [8, 'BAD-3', 'created'],
      [9, 'MOVE-1', 'updated'],
      [10, '00042', 'unchanged'],
    ]);
    expect((await launch(admin, again.id)).status).toBe('completed');
    expect((await productBySku(admin, 'BAD-3')).values).toEqual({ [weightId]: 8, [colourId]: 'blue' });
    expect((await productBySku(admin, 'BAD-1')).values).toEqual({ [weightId]: 99, [colourId]: 'blue' });

    // Rights and isolation: another company gets a 404, a member who may not import a 403; a run
    // without errors has no report.
    expect((await other.get(`/api/imports/runs/${run.id}/error-report/`)).statusCode).toBe(404);
    const [company] = await testApp.db.query<{ id: string }>("SELECT id FROM companies WHERE name = 'Report Co'");
    await testApp.db.transaction((tx) => createUser(tx, company!.id, { username: 'report_groupless', email: 'report_groupless@example.com', password: TEST_PASSWORD }));
    const groupless = testApp.client();
    await groupless.login('report_groupless');
    const refused = await groupless.get(`/api/imports/runs/${run.id}/error-report/`);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'rights.forbidden']);
    const clean = await download(admin, again.id);
    expect(clean.statusCode).toBe(409);
    expect(clean.json().code).toBe('import.report_unavailable');
    expect((await download(admin, 999_999)).statusCode).toBe(404);
  });

  it('a CSV file, for a French user: messages in French, the CSV sheet, and the corrected report imports; not before the dry run', async () => {
    const csv = ['sku;name;weight;colour', 'FR-1;Un;1,5;Gris', 'FR-2;Deux;lourd;Bleu', 'FR-3;Trois;2;violet', ''].join('\r\n');
    const fileId = await upload(french, Buffer.from(csv, 'latin1'), 'fournisseur.csv');
    const templateId = await template(french, 'Fournisseur', { sku: 'sku', name: 'name', weight: 'weight', colour: 'colour' });

    const run = await dryRun(french, templateId, fileId);
    expect(run.counts).toMatchObject({ created: 1, error: 2 });
    // A run still being verified has no report yet.
    await testApp.db.query("UPDATE import_runs SET status = 'verifying' WHERE id = $1", [run.id]);
    const notYet = await download(french, run.id);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().code).toBe('import.report_unavailable');
    await testApp.db.query("UPDATE import_runs SET status = 'ready' WHERE id = $1", [run.id]);

    const response = await download(french, run.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('fournisseur - erreurs.xlsx');
    const book = await readBook(response.rawPayload);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['CSV', 'errors']);
    const sheet = book.getWorksheet('CSV')!;
    // The CSV's text as the reader gave it (decimal comma and all), the bad cells commented in French.
    expect(sheet.getCell('C2').value).toMatch(/^1[.,]5$/);
    expect(sheet.getCell('C3').note).toBe("La valeur n'est pas un nombre. (import.cell.not_a_number)");
    expect(sheet.getCell('D4').note).toEqual(expect.stringContaining('(import.cell.choice_not_found)'));
    const errors = book.getWorksheet('errors')!;
    expect(errors.getRow(1).values).toEqual([undefined, 'Ligne', 'Colonne', 'SKU', 'Code', 'Message']);
    expect(errors.getCell('E3').value).toEqual(expect.stringContaining('violet'));

    sheet.getCell('C3').value = '3,5';
    sheet.getCell('D4').value = 'Gris';
    const again = await dryRun(french, templateId, await upload(french, Buffer.from(await book.xlsx.writeBuffer()), 'fournisseur - erreurs.xlsx'));
    expect(again.counts).toMatchObject({ rows: 3, created: 3, error: 0 });
  });

  it('a longer file: the error rows, read a few at a time, meet their lines as the file is re-read', async () => {
    const lines = ['sku,name,weight'];
    for (let index = 1; index <= 3000; index += 1) lines.push(`LONG-${index},Long ${index},${index % 50 === 0 ? 'heavy' : index % 10}`);
    const fileId = await upload(admin, Buffer.from(lines.join('\n')), 'long.csv');
    const templateId = await template(admin, 'Long', { sku: 'sku', name: 'name', weight: 'weight' });
    const run = await dryRun(admin, templateId, fileId);
    expect(run.counts).toMatchObject({ rows: 3000, error: 60 });
    const pageSize = errorReportTuning.pageSize;
    errorReportTuning.pageSize = 7;
    let response;
    try {
      response = await download(admin, run.id);
    } finally {
      errorReportTuning.pageSize = pageSize;
    }
    const sheet = (await readBook(response.rawPayload)).getWorksheet('CSV')!;
    expect(sheet.rowCount).toBe(3001);
    const commented: number[] = [];
    sheet.eachRow((row, number) => {
      if (row.getCell(3).note !== undefined) commented.push(number);
    });
    expect(commented).toEqual(Array.from({ length: 60 }, (_, index) => (index + 1) * 50 + 1));

    // A download cancelled after its first bytes (Fastify destroys the stream when the client
    // goes): the reading stops and the temporary copy of the file goes.
    const copies = async () => (await readdir(tmpdir())).filter((name) => name.startsWith('pimento-report-'));
    // The downloads above clean up once their answer has gone.
    await waitFor(async () => ((await copies()).length === 0 ? true : null));
    const [owner] = await testApp.db.query<{ company_id: string; created_by: string }>('SELECT company_id, created_by FROM import_runs WHERE id = $1', [run.id]);
    const plan = await testApp.db.withTenant(owner!.company_id, async (tx) => planErrorReport(tx, await loadJobActor(tx, owner!.company_id, owner!.created_by), run.id));
    const stream = await streamErrorReport(testApp.db, testApp.app.deps.storage, plan, testApp.app.log);
    expect(await copies()).toHaveLength(1);
    await new Promise<void>((resolve) => stream.once('data', () => resolve()));
    stream.destroy();
    await waitFor(async () => ((await copies()).length === 0 ? true : null));
  });

  it('a JSON file: its properties as the header line, each record one line below its position', async () => {
    const json = JSON.stringify({ products: [{ sku: 'J-1', name: 'One', weight: 1 }, { sku: 'J-2', name: 'Two', weight: 'x' }, { sku: 'J-3', weight: 600, name: 'Three' }] });
    const fileId = await upload(admin, Buffer.from(json), 'feed.json');
    const templateId = await template(admin, 'Feed', { sku: 'sku', name: 'name', weight: 'weight' });
    const run = await dryRun(admin, templateId, fileId);
    expect(run.counts).toMatchObject({ created: 1, error: 2 });
    const response = await download(admin, run.id);
    expect(response.statusCode).toBe(200);
    expect(await reportRows(response.rawPayload)).toEqual([
      { line: 1, cells: ['sku', 'name', 'weight'] },
      { line: 2, cells: ['J-1', 'One', '1'] },
      { line: 3, cells: ['J-2', 'Two', 'x'] },
      { line: 4, cells: ['J-3', 'Three', '600'] },
    ]);
    const book = await readBook(response.rawPayload);
    const sheet = book.getWorksheet('JSON')!;
    expect(sheet.getCell('C3').note).toEqual(expect.stringContaining('(import.cell.'));
    expect(sheet.getCell('C4').note).toBe('The value is above the maximum. (max: 500) (import.cell.above_maximum)');
    // The errors sheet keeps the run's lines (the records' positions), as the run page shows them.
    expect((await reportRows(response.rawPayload, 'errors')).map((row) => row.cells.slice(0, 3))).toEqual([
      ['Line', 'Column', 'SKU'],
      ['2', 'weight', 'J-2'],
      ['3', 'weight', 'J-3'],
    ]);

    // The stored file gone, there is nothing to report from.
    const [stored] = await testApp.db.query<{ storage_key: string }>('SELECT storage_key FROM import_files WHERE id = $1', [fileId]);
    await testApp.app.deps.storage.delete(stored!.storage_key);
    expect((await download(admin, run.id)).statusCode).toBe(404);
  });
});
