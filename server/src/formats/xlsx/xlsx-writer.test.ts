import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { palette } from '@pimento/shared-kit/design/tokens';
import { openTabularSource } from '../open-tabular-source.ts';
import type { SourceRow, TabularSource } from '../tabular-source.ts';
import { WorkbookZip } from './workbook-zip.ts';
import { XlsxWriter, XlsxWriterAborted } from './xlsx-writer.ts';

const run = promisify(execFile);

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'pimento-xlsx-writer-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function rowsOf(source: TabularSource, sheet?: string): Promise<SourceRow[]> {
  const rows: SourceRow[] = [];
  for await (const row of source.rows(sheet)) rows.push(row);
  return rows;
}

/** Writes a workbook to a file, `build` writing its sheets. */
async function writeFile(name: string, build: (writer: XlsxWriter) => Promise<void>, writer = new XlsxWriter({ temporaryFolder: folder })): Promise<string> {
  const file = path.join(folder, name);
  const written = pipeline(writer.stream, createWriteStream(file));
  await build(writer);
  await writer.finish();
  await written;
  await writer.done;
  return file;
}

async function partText(file: string, part: string): Promise<string> {
  const zip = await WorkbookZip.open(file);
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openPart(part)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    zip.close();
  }
}

describe('streaming xlsx writer', () => {
  test('a workbook of two sheets: text, numbers, dates, booleans, fills, comments, widths and a frozen header, read back by our reader and by exceljs', async () => {
    const file = await writeFile('two-sheets.xlsx', async (writer) => {
      const warning = writer.style({ fill: palette.warningBorder });
      const bold = writer.style({ bold: true });
      expect(writer.style({ fill: palette.warningBorder })).toBe(warning);
      const products = writer.addSheet('Products', { columns: [{ width: 18 }, undefined, { width: 40 }], frozenRows: 1 });
      await products.writeRow(['SKU', 'GTIN', 'Name', 'Launched', 'Outdoor', 'Price'], { style: bold });
      await products.writeRow(['00123', '6417020000155', { value: 'Lampe <LED> & "spot"', style: warning, comment: 'Too long: at most 10 characters\n(validation.too_long)' }, new Date(Date.UTC(2026, 10, 25)), true, 12.5]);
      // Row 3 left empty, as a spreadsheet's blank line.
      await products.writeRow([{ value: null, style: warning, comment: 'SKU missing' }, null, 'Câble\u0007 rigide', new Date(Date.UTC(2026, 10, 25, 14, 30)), false, 0.1], { row: 4 });
      await products.end();
      const errors = writer.addSheet('errors', { frozenRows: 1 });
      await errors.writeRow(['Line', 'Column', 'Code']);
      await errors.writeRow([2, 'Name', 'validation.too_long']);
      await errors.end();
    });

    const source = await openTabularSource(file);
    expect(source.format).toBe('xlsx');
    expect(source.sheets).toEqual([
      { name: 'Products', visible: true },
      { name: 'errors', visible: true },
    ]);
    expect(await rowsOf(source)).toEqual([
      { line: 1, cells: ['SKU', 'GTIN', 'Name', 'Launched', 'Outdoor', 'Price'] },
      { line: 2, cells: ['00123', '6417020000155', 'Lampe <LED> & "spot"', '2026-11-25', 'true', '12.5'] },
      // The control character XML cannot carry is dropped; the empty commented cell reads as empty.
      { line: 4, cells: [null, null, 'Câble rigide', '2026-11-25T14:30:00', 'false', '0.1'] },
    ]);
    expect(await rowsOf(source, 'errors')).toEqual([
      { line: 1, cells: ['Line', 'Column', 'Code'] },
      { line: 2, cells: ['2', 'Name', 'validation.too_long'] },
    ]);
    await source.close();

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.getWorksheet('Products')!;
    const name = sheet.getCell('C2');
    expect(name.value).toBe('Lampe <LED> & "spot"');
    expect(name.fill).toMatchObject({ type: 'pattern', pattern: 'solid', fgColor: { argb: `FF${palette.warningBorder.slice(1)}` } });
    // exceljs gives a plain note as its text.
    expect(name.note).toBe('Too long: at most 10 characters\n(validation.too_long)');
    expect(sheet.getCell('A4').note).toBe('SKU missing');
    expect(sheet.getCell('A4').fill).toMatchObject({ fgColor: { argb: `FF${palette.warningBorder.slice(1)}` } });
    expect(sheet.getCell('A2').note).toBeUndefined();
    expect(sheet.getCell('A1').font).toMatchObject({ bold: true });
    expect(sheet.getCell('D2').value).toEqual(new Date(Date.UTC(2026, 10, 25)));
    expect(sheet.getCell('D2').numFmt).toBe('yyyy-mm-dd');
    expect(sheet.getCell('D4').numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(sheet.getCell('E2').value).toBe(true);
    expect(sheet.getCell('F2').value).toBe(12.5);
    expect(sheet.getColumn(1).width).toBe(18);
    expect(sheet.getColumn(3).width).toBe(40);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, topLeftCell: 'A2' });
    expect(workbook.getWorksheet('errors')!.getCell('A2').value).toBe(2);

    // Every part well-formed, and the archive sound.
    await run('unzip', ['-tq', file]);
    const parts = ['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/worksheets/sheet1.xml', 'xl/worksheets/sheet2.xml', 'xl/worksheets/_rels/sheet1.xml.rels', 'xl/comments1.xml', 'xl/drawings/vmlDrawing1.vml'];
    for (const part of parts) {
      const xml = await partText(file, part);
      await new Promise<void>((resolve, reject) => {
        const lint = execFile('xmllint', ['--noout', '-'], (error) => (error ? reject(new Error(`${part}: ${error.message}`)) : resolve()));
        lint.stdin!.end(xml);
      });
    }
    // The sheet without comments has no drawing.
    expect(await partText(file, 'xl/worksheets/sheet2.xml')).not.toContain('legacyDrawing');
    // No spool is left behind.
    expect((await readdir(folder)).filter((name) => name.startsWith('pimento-xlsx-'))).toEqual([]);
  });

  test('text as it was: emoji kept, a lone surrogate dropped, spaces kept, Excel\'s length cut', async () => {
    const file = await writeFile('text.xlsx', async (writer) => {
      const sheet = writer.addSheet('Text');
      await sheet.writeRow(['Lampe 😀 <b>', 'broken \uD800 pair', '  padded  ', 'x'.repeat(40_000), 'a\tb\r\nc']);
      await sheet.end();
    });
    const source = await openTabularSource(file);
    const [row] = await rowsOf(source);
    await source.close();
    expect(row!.cells.slice(0, 3)).toEqual(['Lampe 😀 <b>', 'broken  pair', '  padded  ']);
    expect(row!.cells[3]).toHaveLength(32_767);
    expect(row!.cells[4]).toBe('a\tb\nc');
  });

  test('a quote-prefixed style keeps formula-like text a text cell that editing does not evaluate', async () => {
    const file = await writeFile('quote-prefix.xlsx', async (writer) => {
      const quoted = writer.style({ quotePrefix: true });
      const sheet = writer.addSheet('Cells');
      await sheet.writeRow([{ value: '=1+1', style: quoted }, -5]);
      await sheet.end();
    });
    const styles = await partText(file, 'xl/styles.xml');
    expect(styles).toMatch(/<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"\/>/);
    const sheetXml = await partText(file, 'xl/worksheets/sheet1.xml');
    expect(sheetXml).toContain('<c r="A1" s="1" t="inlineStr"><is><t xml:space="preserve">=1+1</t></is></c>');
    expect(sheetXml).not.toContain('<f>');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const cells = workbook.getWorksheet('Cells')!.getRow(1);
    expect([cells.getCell(1).type, cells.getCell(1).value, cells.getCell(2).value]).toEqual([ExcelJS.ValueType.String, '=1+1', -5]);
  });

  test('sheet names Excel refuses are cleaned, a taken one numbered; rows must grow', async () => {
    const file = await writeFile('names.xlsx', async (writer) => {
      const first = writer.addSheet('Prices: 2026/Q1 [draft]');
      await first.writeRow(['a']);
      expect(() => first.writeRow(['b'], { row: 1 })).toThrow('row 1 comes after row 1');
      await first.end();
      const second = writer.addSheet('prices  2026 Q1  draft');
      await second.writeRow(['b']);
      await second.end();
      const third = writer.addSheet('Prices  2026 Q1  draft');
      await third.end();
    });
    const source = await openTabularSource(file);
    expect(source.sheets.map((sheet) => sheet.name)).toEqual(['Prices  2026 Q1  draft', 'prices  2026 Q1  draft (2)', 'Prices  2026 Q1  draft (3)']);
    await source.close();
  });

  test('backpressure: rows wait for a reader that does not read, instead of piling up in memory', async () => {
    const writer = new XlsxWriter({ temporaryFolder: folder, compressionLevel: 1 });
    let bytes = 0;
    let release: () => void = () => undefined;
    const reading = new Promise<void>((resolve) => (release = resolve));
    const reader = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        // Reads nothing more until released: a stalled download.
        void reading.then(() => done());
      },
    });
    const written = pipeline(writer.stream, reader);
    const sheet = writer.addSheet('Big');
    const highlight = writer.style({ fill: palette.warningBg });
    const rows = 200_000;
    let accepted = 0;
    const writing = (async () => {
      for (let row = 1; row <= rows; row += 1) {
        await sheet.writeRow([`SKU-${row}`, `Product number ${row} with a fairly long name`, row * 1.5, row % 1000 === 0 ? { value: 'bad', style: highlight, comment: `Error on row ${row}` } : 'ok']);
        accepted = row;
      }
    })();
    // Event-loop turns, not time: a writer without backpressure would have taken every row within
    // the first turn (each write resolving at once); this one stops once its buffers are full.
    for (let turn = 0; turn < 200; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThan(rows / 10);

    release();
    await writing;
    await sheet.end();
    await writer.finish();
    await written;
    expect(accepted).toBe(rows);
    expect(bytes).toBeGreaterThan(1_000_000);
  }, 60_000);

  test('a reader gone (a cancelled download) aborts the writer: writes reject and the spools go', async () => {
    const writer = new XlsxWriter({ temporaryFolder: folder });
    const sheet = writer.addSheet('Cancelled');
    await sheet.writeRow([{ value: 'x', comment: 'a comment spooled to disk' }]);
    const reader = new PassThrough();
    writer.stream.pipe(reader);
    writer.stream.destroy();
    await expect(writer.done).rejects.toBeInstanceOf(XlsxWriterAborted);
    let failure: unknown;
    try {
      for (let row = 0; row < 100_000; row += 1) await sheet.writeRow([`row ${row}`, 'x'.repeat(100)]);
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(XlsxWriterAborted);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await readdir(folder)).filter((name) => name.startsWith('pimento-xlsx-'))).toEqual([]);
  });
});
