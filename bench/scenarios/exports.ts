// Exports of the bench catalogue (PostgreSQL), each run in a child process by the export job's own
// handler, so its peak memory is a worker's: a 50-column matrix of every product to XLSX and to
// CSV, and a quick export of 100,000 listing rows to XLSX. Targets on 1,000,000 products:
// XLSX ≤ 60 s with RSS ≤ 300 MB and flat, CSV ≤ 40 s; quick 100k XLSX ≤ 10 s.
// `BENCH_CATALOGUE_SIZE` (default 1,000,000) and `BENCH_CATALOGUE_DATABASE` choose the catalogue.
import { loadavg } from 'node:os';
import path from 'node:path';
import { openCatalogueDatabase } from '../catalogue/open.ts';
import type { BenchResult } from '../lib/result.ts';
import { runMeasuredChild } from '../lib/measured-child.ts';

const size = Number(process.env.BENCH_CATALOGUE_SIZE ?? 1_000_000);

type Measured = { products: number; columns: number; elapsedMs: number; sizeMb: number; attributeCellsFilled: number; rssBeforeMb: number; peakRssMb: number; peakHeapMb: number; rssMbAtQuarters: number[] };

export async function exportScenarios(): Promise<BenchResult[]> {
  // Builds the catalogue first when it is missing (13 min for 1,000,000 products).
  await (await openCatalogueDatabase('postgres', size)).close();
  return [
    await measure('export-matrix-xlsx', ['xlsx', 'matrix'], `≤ 60 s and RSS ≤ 300 MB flat on 1,000,000 products`),
    await measure('export-matrix-csv', ['csv', 'matrix'], '≤ 40 s on 1,000,000 products'),
    await measure('export-quick-xlsx', ['xlsx', 'quick'], '≤ 10 s for 100,000 rows'),
  ];
}

async function measure(scenario: string, args: string[], target: string): Promise<BenchResult> {
  const script = path.join(import.meta.dirname, '..', 'exports', 'run-export.ts');
  const load = loadavg()[0]!;
  const measured = await runMeasuredChild<Measured>(script, args);
  return {
    scenario,
    figure: measured.elapsedMs / 1000,
    unit: 's',
    target,
    detail: {
      catalogue: size,
      products: measured.products,
      columns: measured.columns,
      products_per_s: Math.round(measured.products / (measured.elapsedMs / 1000)),
      file_mb: Math.round(measured.sizeMb),
      attribute_cells_filled: `${Math.round(measured.attributeCellsFilled * 100)}%`,
      rss_before_mb: Math.round(measured.rssBeforeMb),
      peak_rss_mb: Math.round(measured.peakRssMb),
      peak_heap_mb: Math.round(measured.peakHeapMb),
      rss_mb_quarters: measured.rssMbAtQuarters.join('/'),
      load_before: Math.round(load * 10) / 10,
    },
  };
}
