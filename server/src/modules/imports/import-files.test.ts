import { readdir } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { importFileTuning } from './import-files.ts';

async function workbookBytes(build: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  build(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const upload = (client: TestClient, name: string, bytes: Buffer | string) =>
  client.request('POST', `/api/imports/files/?name=${encodeURIComponent(name)}`, { payload: bytes, headers: { 'content-type': 'application/octet-stream' } });

describe.each(drivers)('import files on %s', (driver) => {
  let testApp: TestApp;
  let owner: TestClient;
  let other: TestClient;
  let companyId: string;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    companyId = (await testApp.createCompany('Imports Co', { username: 'imports_admin' })).company.id;
    await testApp.createCompany('Imports Other', { username: 'imports_other' });
    owner = testApp.client();
    await owner.login('imports_admin');
    other = testApp.client();
    await other.login('imports_other');
  });
  afterAll(() => testApp.close());

  const storedFiles = async () => {
    const folder = path.join(testApp.config.dataDir, 'files', 'companies', companyId, 'imports');
    return readdir(folder).catch(() => []);
  };

  it('keeps an uploaded workbook and shows its sheets, header and first rows; another company cannot see it', async () => {
    const bytes = await workbookBytes((workbook) => {
      const sheet = workbook.addWorksheet('Tarif 2026');
      sheet.addRow(['Supplier price list']);
      sheet.addRow(['Référence', 'Désignation', 'EAN', 'Prix']);
      for (let index = 1; index <= 30; index += 1) sheet.addRow([`00${index}`, `Câble ${index}`, 3_700_000_000_000 + index, index + 0.5]);
    });
    const answer = await upload(owner, 'tarif fournisseur.xlsx', bytes);
    expect(answer.statusCode).toBe(201);
    const { file, preview } = answer.json();
    expect(file).toMatchObject({ name: 'tarif fournisseur.xlsx', size: bytes.length, format: 'xlsx', sheets: [{ name: 'Tarif 2026', visible: true }], dialect: null });
    // The first line is a title: the default header line reads it as the header.
    expect(preview.columns.map((column: { key: string }) => column.key)).toEqual(['supplier_price_list']);

    const second = await owner.get(`/api/imports/files/${file.id}/preview/?header_line=2`);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      sheet: 'Tarif 2026',
      header_line: 2,
      columns: [
        { header: 'Référence', key: 'reference', index: 0 },
        { header: 'Désignation', key: 'designation', index: 1 },
        { header: 'EAN', key: 'ean', index: 2 },
        { header: 'Prix', key: 'prix', index: 3 },
      ],
    });
    expect(second.json().rows).toHaveLength(importFileTuning.previewRows);
    expect(second.json().rows[0]).toEqual({ line: 3, cells: ['001', 'Câble 1', '3700000000001', '1.5'] });

    expect((await other.get(`/api/imports/files/${file.id}/preview/`)).statusCode).toBe(404);
    expect(await storedFiles()).toEqual([file.id]);
  });

  it('reads a CSV with its detected dialect, which the user can correct', async () => {
    const answer = await upload(owner, 'export.csv', 'SKU;Prix;Note\n0042;12,5;a|b\n');
    expect(answer.statusCode).toBe(201);
    const { file, preview } = answer.json();
    expect(file.dialect).toEqual({ encoding: 'utf-8', separator: ';', quote: '"', decimal_mark: ',' });
    expect(preview.rows).toEqual([{ line: 2, cells: ['0042', '12,5', 'a|b'] }]);
    const corrected = await owner.get(`/api/imports/files/${file.id}/preview/?separator=${encodeURIComponent('|')}`);
    expect(corrected.json().columns.map((column: { header: string }) => column.header)).toEqual(['SKU;Prix;Note']);
  });

  it('refuses what cannot be read, with its code, and keeps nothing of it', async () => {
    const before = await storedFiles();
    const picture = await upload(owner, 'photo.xlsx', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0, 0]));
    expect(picture.statusCode).toBe(400);
    expect(picture.json()).toMatchObject({ code: 'import.file_type' });
    const empty = await upload(owner, 'empty.csv', '');
    expect(empty.json()).toMatchObject({ code: 'import.file_empty' });
    const asJson = await owner.post('/api/imports/files/?name=x.json', { sku: 'A' });
    expect(asJson.statusCode).toBe(415);

    const limit = importFileTuning.maxBytes;
    importFileTuning.maxBytes = 1024;
    try {
      const large = await upload(owner, 'large.csv', 'SKU\n'.repeat(2000));
      expect(large.statusCode).toBe(413);
      expect(large.json()).toMatchObject({ code: 'import.file_too_large', message: 'The file is larger than the limit of 1 KB.' });
    } finally {
      importFileTuning.maxBytes = limit;
    }
    expect(await storedFiles()).toEqual(before);
  });
});
