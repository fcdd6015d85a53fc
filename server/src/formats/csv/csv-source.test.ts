import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openTabularSource } from '../open-tabular-source.ts';
import type { SourceRow, TabularSource } from '../tabular-source.ts';
import type { CsvSource } from './csv-source.ts';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'pimento-csv-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function rowsOf(source: TabularSource): Promise<SourceRow[]> {
  const rows: SourceRow[] = [];
  for await (const row of source.rows()) rows.push(row);
  return rows;
}

test('a French spreadsheet saved as CSV: BOM, semicolons, decimal comma, quoted line breaks, leading zeros', async () => {
  const file = path.join(folder, 'fr.csv');
  await writeFile(file, '\uFEFFSKU;Désignation;Prix;EAN\r\n0042;"Câble ""rigide""\r\n3G1,5";12,50;03700123456789\r\n\r\n;;;\r\nCAB-2;Gaine;7,1;\r\n');
  const source = (await openTabularSource(file)) as CsvSource;
  expect(source.format).toBe('csv');
  expect(source.dialect).toEqual({ encoding: 'utf-8', separator: ';', quote: '"', decimalMark: ',' });
  expect(await rowsOf(source)).toEqual([
    { line: 1, cells: ['SKU', 'Désignation', 'Prix', 'EAN'] },
    { line: 2, cells: ['0042', 'Câble "rigide"\r\n3G1,5', '12,50', '03700123456789'] },
    // Records 3 (blank) and 4 (separators only) are left out; numbering stays the file's.
    { line: 5, cells: ['CAB-2', 'Gaine', '7,1'] },
  ]);
});

test('Windows-1252 text is decoded, tabs and single quotes detected', async () => {
  const file = path.join(folder, 'legacy.csv');
  await writeFile(file, Buffer.from("SKU\tName\tPrice\n'A-1'\t'Câble, 3 m'\t1.5\n'A-2'\tPrise\t2.25\n", 'latin1'));
  const source = (await openTabularSource(file)) as CsvSource;
  expect(source.dialect).toEqual({ encoding: 'windows-1252', separator: '\t', quote: "'", decimalMark: '.' });
  expect((await rowsOf(source))[1]).toEqual({ line: 2, cells: ['A-1', 'Câble, 3 m', '1.5'] });
});

test('an unset choice keeps what was detected', async () => {
  const file = path.join(folder, 'semicolons.csv');
  await writeFile(file, 'SKU;Name\nA-1;Câble\n');
  const source = (await openTabularSource(file, { maxBytes: 1024, csv: { separator: undefined, encoding: undefined } })) as CsvSource;
  expect(source.dialect.separator).toBe(';');
  expect((await rowsOf(source))[0]).toEqual({ line: 1, cells: ['SKU', 'Name'] });
});

test('the user’s corrections override what was detected', async () => {
  const file = path.join(folder, 'pipes.csv');
  await writeFile(file, 'a,b|c\n1,5|2\n');
  const source = (await openTabularSource(file, { maxBytes: 1024, csv: { separator: '|', decimalMark: ',' } })) as CsvSource;
  expect(source.dialect.separator).toBe('|');
  expect(await rowsOf(source)).toEqual([
    { line: 1, cells: ['a,b', 'c'] },
    { line: 2, cells: ['1,5', '2'] },
  ]);
});

test('UTF-16 with its byte-order mark, as Excel’s "Unicode text" saves it', async () => {
  const file = path.join(folder, 'unicode.txt');
  await writeFile(file, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('SKU\tNom\nB-7\tDouille E27\n', 'utf16le')]));
  const source = (await openTabularSource(file)) as CsvSource;
  expect(source.dialect.encoding).toBe('utf-16le');
  expect(await rowsOf(source)).toEqual([
    { line: 1, cells: ['SKU', 'Nom'] },
    { line: 2, cells: ['B-7', 'Douille E27'] },
  ]);
});

test('a binary file is not taken for text', async () => {
  const file = path.join(folder, 'binary.csv');
  await writeFile(file, Buffer.from([0x53, 0x4b, 0x55, 0x00, 0x01, 0x02]));
  await expect(openTabularSource(file)).rejects.toMatchObject({ code: 'import.file_type' });
});
