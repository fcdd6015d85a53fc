// A PDF catalogue of 1,000 product pages with images from the bench catalogue (PostgreSQL), run in a
// child process by the export job's own handler: Chromium prints chunks of 500 pages, pdf-lib merges
// them. Target: ≤ 15 s. `BENCH_PDF_PAGES` changes the number of product pages (10,000: ≤ 2 GB).
import { loadavg } from 'node:os';
import path from 'node:path';
import { openCatalogueDatabase } from '../catalogue/open.ts';
import type { BenchResult } from '../lib/result.ts';
import { runMeasuredChild } from '../lib/measured-child.ts';

const size = Number(process.env.BENCH_CATALOGUE_SIZE ?? 1_000_000);
const pages = Number(process.env.BENCH_PDF_PAGES ?? 1000);

type Measured = { products: number; pages: number; elapsedMs: number; sizeMb: number; warnings: number; peakRssMb: number; peakChromiumRssMb: number; peakTotalRssMb: number };

export async function pdfExportScenarios(): Promise<BenchResult[]> {
  await (await openCatalogueDatabase('postgres', size)).close();
  const load = loadavg()[0]!;
  const measured = await runMeasuredChild<Measured>(path.join(import.meta.dirname, '..', 'exports', 'run-pdf-export.ts'), [String(pages)]);
  return [
    {
      scenario: `export-pdf-${pages}-pages`,
      figure: measured.elapsedMs / 1000,
      unit: 's',
      target: pages === 1000 ? '≤ 15 s for 1,000 product pages with images' : '10,000 pages in ≤ 2 GB',
      detail: {
        products: measured.products,
        pages: measured.pages,
        pages_per_s: Math.round(measured.pages / (measured.elapsedMs / 1000)),
        file_mb: Math.round(measured.sizeMb),
        warnings: measured.warnings,
        peak_rss_mb: Math.round(measured.peakRssMb),
        peak_chromium_rss_mb: Math.round(measured.peakChromiumRssMb),
        // The worker and its Chromium at the same instant (Chromium is closed before the merge).
        peak_total_rss_mb: Math.round(measured.peakTotalRssMb),
        load_before: Math.round(load * 10) / 10,
      },
    },
  ];
}
