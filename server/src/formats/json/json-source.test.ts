import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openTabularSource } from '../open-tabular-source.ts';
import type { SourceRow, TabularSource } from '../tabular-source.ts';
import type { JsonSource } from './json-source.ts';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'pimento-json-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function rowsOf(source: TabularSource): Promise<SourceRow[]> {
  const rows: SourceRow[] = [];
  for await (const row of source.rows()) rows.push(row);
  return rows;
}

test('an array of objects: every property is a column, numbers keep their digits, a record’s line is its position', async () => {
  const file = path.join(folder, 'products.json');
  await writeFile(
    file,
    `[
  {"sku": "0042", "gtin": 36001234567890123456, "price": 12.50, "tags": ["a", "b"]},
  {"sku": "A-2", "outdoor": true, "dims": {"w": 1.10}, "note": null, "name": "Prise \\"RJ45\\" {x}"}
]`,
  );
  const source = (await openTabularSource(file)) as JsonSource;
  expect(source.format).toBe('json');
  expect(source.columns).toEqual(['sku', 'gtin', 'price', 'tags', 'outdoor', 'dims', 'note', 'name']);
  expect(await rowsOf(source)).toEqual([
    { line: 1, cells: ['0042', '36001234567890123456', '12.50', '["a","b"]'] },
    { line: 2, cells: ['A-2', null, null, null, 'true', '{"w":1.10}', null, 'Prise "RJ45" {x}'] },
  ]);
});

test('records inside an object’s array property, as a quick export holds them', async () => {
  const file = path.join(folder, 'export.json');
  await writeFile(file, '\uFEFF{"meta": {"exported": "2026-11-25", "by": [1, 2]}, "products": [{"sku": "X"}, {"sku": "Y"}], "count": 2}');
  const source = (await openTabularSource(file)) as JsonSource;
  expect(source.columns).toEqual(['sku']);
  expect((await rowsOf(source)).map((row) => row.cells)).toEqual([['X'], ['Y']]);
});

test('a malformed file names its line; a file of something else than records says what is expected', async () => {
  const broken = path.join(folder, 'broken.json');
  await writeFile(broken, '[\n{"sku": "A"},\n{"sku": "B",}\n]');
  await expect(openTabularSource(broken)).rejects.toMatchObject({ code: 'import.json_malformed', params: { line: 3 } });

  const truncated = path.join(folder, 'truncated.json');
  await writeFile(truncated, '[{"sku": "A"}, {"sku": "B"');
  await expect(openTabularSource(truncated)).rejects.toMatchObject({ code: 'import.json_malformed' });

  const numbers = path.join(folder, 'numbers.json');
  await writeFile(numbers, '[1, 2, 3]');
  await expect(openTabularSource(numbers)).rejects.toMatchObject({ code: 'import.json_shape' });

  const rows = path.join(folder, 'rows.json');
  await writeFile(rows, '[["sku"], ["A"]]');
  await expect(openTabularSource(rows)).rejects.toMatchObject({ code: 'import.json_shape' });
});
