import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import officeCrypto from 'officecrypto-tool';
import { openTabularSource } from '../open-tabular-source.ts';
import { FileReadError, type SourceRow, type TabularSource } from '../tabular-source.ts';
import { minimalWorkbookParts, sheetXml, writeWorkbook, writeZip } from '../testing/workbook-files.ts';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'pimento-xlsx-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function rowsOf(source: TabularSource, sheet?: string): Promise<SourceRow[]> {
  const rows: SourceRow[] = [];
  for await (const row of source.rows(sheet)) rows.push(row);
  await source.close();
  return rows;
}

async function refusal(file: string): Promise<{ code: string; params: unknown }> {
  try {
    await rowsOf(await openTabularSource(file));
  } catch (error) {
    if (error instanceof FileReadError) return { code: error.code, params: error.params };
    throw error;
  }
  throw new Error('the file was read');
}

describe('xlsx reader', () => {
  test('reads what a supplier typed: codes with leading zeros, long GTINs, decimals, dates, booleans, formulas', async () => {
    const file = path.join(folder, 'supplier.xlsx');
    await writeWorkbook(file, (workbook) => {
      const notes = workbook.addWorksheet('Notes');
      notes.state = 'hidden';
      notes.addRow(['internal']);
      const sheet = workbook.addWorksheet('Products');
      sheet.addRow(['SKU', 'GTIN', 'Price', 'Launched', 'Updated', 'Outdoor', 'Total', 'Comment', '', '']);
      sheet.addRow(['00123', 6417020000155, 12.5, new Date(Date.UTC(2026, 10, 25)), new Date(Date.UTC(2026, 10, 25, 14, 30)), true, { formula: 'C2*2', result: 25 }, '=HYPERLINK("http://evil")']);
      sheet.addRow([]);
      sheet.addRow(['CAB-2', 1234567890123456, 0.1 + 0.2, '25/11/2026', null, false, { formula: 'C4*2', result: 0.6 }, { richText: [{ text: 'Câble ' }, { text: 'rigide', font: { bold: true } }] }]);
      sheet.getCell('D2').numFmt = 'dd/mm/yyyy';
      sheet.getCell('E2').numFmt = 'yyyy-mm-dd hh:mm';
      sheet.addRow(['MERGED', 'spans two columns']);
      sheet.mergeCells('B5:C5');
    });
    const source = await openTabularSource(file);
    expect(source.format).toBe('xlsx');
    expect(source.sheets).toEqual([
      { name: 'Notes', visible: false },
      { name: 'Products', visible: true },
    ]);
    const rows = await rowsOf(source);
    expect(rows).toEqual([
      { line: 1, cells: ['SKU', 'GTIN', 'Price', 'Launched', 'Updated', 'Outdoor', 'Total', 'Comment'] },
      { line: 2, cells: ['00123', '6417020000155', '12.5', '2026-11-25', '2026-11-25T14:30:00', 'true', '25', '=HYPERLINK("http://evil")'] },
      // The empty line 3 is left out; the line numbers stay the spreadsheet's.
      { line: 4, cells: ['CAB-2', '1234567890123456', '0.3', '25/11/2026', null, 'false', '0.6', 'Câble rigide'] },
      { line: 5, cells: ['MERGED', 'spans two columns'] },
    ]);
  });

  test('a hidden sheet can still be chosen by name; an unknown name is refused', async () => {
    const file = path.join(folder, 'two-sheets.xlsx');
    await writeWorkbook(file, (workbook) => {
      workbook.addWorksheet('Visible').addRow(['a']);
      const hidden = workbook.addWorksheet('Archive');
      hidden.state = 'veryHidden';
      hidden.addRow(['old']);
    });
    expect(await rowsOf(await openTabularSource(file), 'Archive')).toEqual([{ line: 1, cells: ['old'] }]);
    const source = await openTabularSource(file);
    await expect(rowsOf(source, 'Nope')).rejects.toMatchObject({ code: 'import.sheet_not_found', params: { sheet: 'Nope' } });
  });

  test('dates of the 1904 system and inline strings', async () => {
    const file = path.join(folder, 'mac.xlsx');
    const parts = minimalWorkbookParts(
      sheetXml('<row r="1"><c r="A1" t="inlineStr"><is><t>Since</t></is></c><c r="C1" s="1"><v>45620</v></c></row>'),
    );
    parts['xl/workbook.xml'] = parts['xl/workbook.xml']!.replace('<sheets>', '<workbookPr date1904="1"/><sheets>');
    parts['xl/styles.xml'] =
      '<?xml version="1.0"?><styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs></styleSheet>';
    parts['xl/_rels/workbook.xml.rels'] = parts['xl/_rels/workbook.xml.rels']!.replace(
      '</Relationships>',
      '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
    );
    await writeZip(file, parts);
    // 45620 days after 1 January 1904 (the 1900 system would say 2024-11-24).
    expect(await rowsOf(await openTabularSource(file))).toEqual([{ line: 1, cells: ['Since', null, '2028-11-25'] }]);
  });

  test('a password-protected workbook says so', async () => {
    const plain = path.join(folder, 'secret-plain.xlsx');
    await writeWorkbook(plain, (workbook) => workbook.addWorksheet('Prices').addRow(['SKU', 'Net']));
    const encrypted = path.join(folder, 'secret.xlsx');
    await writeFile(encrypted, officeCrypto.encrypt(await readFile(plain), { password: 'supplier-2026' }));
    expect(await refusal(encrypted)).toEqual({ code: 'excel.cannot_open', params: {} });
  });

  test('a workbook with hidden sheets only is refused', async () => {
    const file = path.join(folder, 'hidden-only.xlsx');
    await writeWorkbook(file, (workbook) => {
      const sheet = workbook.addWorksheet('Secret');
      sheet.state = 'hidden';
      sheet.addRow(['x']);
    });
    expect((await refusal(file)).code).toBe('excel.only_hidden_sheets');
  });

  test('external entities and entity expansion are refused, never resolved', async () => {
    const secret = path.join(folder, 'secret.txt');
    await writeFile(secret, 'root:x:0:0');
    const xxe = path.join(folder, 'xxe.xlsx');
    await writeZip(
      xxe,
      minimalWorkbookParts(
        `<?xml version="1.0"?><!DOCTYPE worksheet [<!ENTITY xxe SYSTEM "file://${secret}">]><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&xxe;</t></is></c></row></sheetData></worksheet>`,
      ),
    );
    expect((await refusal(xxe)).code).toBe('import.xml_declarations_refused');
    const laughs = path.join(folder, 'laughs.xlsx');
    const parts = minimalWorkbookParts(sheetXml('<row r="1"><c r="A1" t="inlineStr"><is><t>ok</t></is></c></row>'));
    parts['xl/workbook.xml'] = parts['xl/workbook.xml']!.replace('?>', '?><!DOCTYPE workbook [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>');
    await writeZip(laughs, parts);
    expect((await refusal(laughs)).code).toBe('import.xml_declarations_refused');
  });

  test('a zip bomb disguised as a workbook is refused before it is unpacked', async () => {
    const file = path.join(folder, 'bomb.xlsx');
    // 64 MB of the same byte packs into a few dozen kilobytes.
    const filler = Buffer.alloc(64 * 1024 ** 2, 0x20);
    await writeZip(file, minimalWorkbookParts(sheetXml(`<row r="1"><c r="A1"><v>1</v></c></row>${filler.toString()}`)));
    expect(await refusal(file)).toEqual({ code: 'import.xlsx_unpacked_too_large', params: { limit: '8 GB' } });
  });

  test('a truncated workbook and a file that is no workbook are refused with their own codes', async () => {
    const whole = path.join(folder, 'whole.xlsx');
    await writeWorkbook(whole, (workbook) => workbook.addWorksheet('A').addRow(['x']));
    const bytes = await readFile(whole);
    const truncated = path.join(folder, 'truncated.xlsx');
    await writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    expect((await refusal(truncated)).code).toBe('file.bad_zip');

    const zipOfPictures = path.join(folder, 'pictures.xlsx');
    await writeZip(zipOfPictures, { 'photo.jpg': Buffer.from([0xff, 0xd8, 0xff]) });
    expect((await refusal(zipOfPictures)).code).toBe('import.file_type');

    const legacy = path.join(folder, 'old.xls');
    await writeFile(legacy, Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(4096)]));
    expect((await refusal(legacy)).code).toBe('import.xls_unsupported');

    const image = path.join(folder, 'photo.xlsx');
    await writeFile(image, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]));
    expect((await refusal(image)).code).toBe('import.file_type');

    const empty = path.join(folder, 'empty.xlsx');
    await writeFile(empty, '');
    expect((await refusal(empty)).code).toBe('import.file_empty');
  });

  test('a file over the limit is refused with the limit in the message', async () => {
    const file = path.join(folder, 'large.csv');
    await writeFile(file, 'SKU\n'.repeat(1000));
    await expect(openTabularSource(file, { maxBytes: 1024 })).rejects.toMatchObject({ code: 'import.file_too_large', params: { limit: '1 KB' } });
  });
});
