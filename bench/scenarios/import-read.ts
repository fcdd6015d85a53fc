// Reading a supplier's file, the first step of every import: 100,000 rows × 30 columns from
// XLSX and from CSV, streamed through the import readers in a child process (its peak memory is
// the reader's). Issue targets for the whole import: dry run ≤ 10 s, CSV ≤ 12 s, worker ≤ 400 MB.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BenchResult } from '../lib/result.ts';
import { runMeasuredChild } from '../lib/measured-child.ts';
import { benchColumns, writeSupplierCsv, writeSupplierWorkbook } from '../imports/write-supplier-files.ts';

const rows = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);

export async function importRead(): Promise<BenchResult[]> {
  const folder = await mkdtemp(path.join(tmpdir(), 'pimento-bench-import-'));
  try {
    const workbook = path.join(folder, 'supplier.xlsx');
    const csv = path.join(folder, 'supplier.csv');
    await writeSupplierWorkbook(workbook, rows);
    await writeSupplierCsv(csv, rows);
    return [await measure('import-read-xlsx', workbook, '≤ 10 s for the whole dry run'), await measure('import-read-csv', csv, '≤ 12 s for the whole import')];
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function measure(scenario: string, file: string, target: string): Promise<BenchResult> {
  const reader = path.join(import.meta.dirname, '..', 'imports', 'read-file.ts');
  const measured = await runMeasuredChild<{ rows: number; cells: number; elapsedMs: number; peakRssMb: number }>(reader, [file]);
  if (measured.rows !== rows + 1) throw new Error(`${scenario}: read ${measured.rows} rows of ${rows + 1}`);
  return {
    scenario,
    figure: measured.elapsedMs / 1000,
    unit: 's',
    target,
    detail: {
      rows,
      columns: benchColumns,
      file_mb: Math.round((await stat(file)).size / 1024 ** 2),
      rows_per_s: Math.round(rows / (measured.elapsedMs / 1000)),
      peak_rss_mb: Math.round(measured.peakRssMb),
    },
  };
}
