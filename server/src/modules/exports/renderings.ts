/**
 * What the export job writes a run's products into, whatever the file's shape: one or more passes
 * over the selection, each started, fed every product in order, and ended; then the file finished.
 * A table (matrix, quick export, feed) takes one pass per sheet, one row per product; a
 * single-product matrix (`product-sheets.ts`) one pass, a block per product.
 */
import type { Readable } from 'node:stream';
import type { ExportFileFormat, ExportFormat, ExportWarning } from '@pimento/shared-kit/contracts/exports';
import type { PlannedSheet } from './column-plan.ts';
import type { ExportProduct } from './product-batches.ts';
import { openTabularWriter } from './tabular-writers.ts';

export type RenderingPass = {
  start(): Promise<void>;
  write(product: ExportProduct): Promise<void>;
  end(): Promise<void>;
};

export type Rendering = {
  /** The file's bytes, to be consumed while products are written. */
  readonly stream: Readable;
  readonly passes: readonly RenderingPass[];
  finish(): Promise<void>;
  abort(reason: unknown): void;
  /** What the rendering itself could not do (a PDF's missing font or images), once finished. */
  warnings?(): ExportWarning[];
};

/** Which of a plan's sheets a file holds: every one in a workbook (and a PDF's card and price), the first in CSV and JSON (the layout contract). */
export function sheetsWritten(format: ExportFileFormat, planned: readonly PlannedSheet[]): readonly PlannedSheet[] {
  return format === 'xlsx' || format === 'pdf' ? planned : planned.slice(0, 1);
}

/** A table: each sheet a header and a row per product. */
export function tableRendering(format: ExportFormat, options: { csvSeparator: string }, sheets: readonly PlannedSheet[]): Rendering {
  const writer = openTabularWriter(format, options);
  return {
    stream: writer.stream,
    passes: sheets.map((sheet) => ({
      start: () => writer.startSheet(sheet.name, sheet.columns.map((column) => column.header)),
      write: (product) => writer.writeRow(sheet.columns.map((column) => column.read(product))),
      end: () => writer.endSheet(),
    })),
    finish: () => writer.finish(),
    abort: (reason) => writer.abort(reason),
  };
}

/** A table's format; a run of another file (a PDF, an asset zip) has its own rendering and never comes here. */
export function tabularFormat(format: ExportFileFormat): ExportFormat {
  if (format === 'xlsx' || format === 'csv' || format === 'json') return format;
  throw new Error(`a ${format} file is not a table`);
}
