/**
 * The error report of an import run (docs/imports.md "Error report"): the imported sheet
 * as the file had it — the lines above the header, the header, every data row, at their own line
 * numbers — with the bad cells filled and commented (the message in the user's language and its
 * code), then an `errors` sheet (line, column, SKU, code, message). The data sheet comes first and
 * keeps its name and header, so the corrected file, uploaded again with the same template,
 * imports the fixed rows.
 *
 * Made on the fly for each download, streamed: the stored file is re-read with the same reader
 * and options as the dry run, one row at a time, joined in line order with the run's error rows
 * read a page at a time; the workbook goes out through the streaming writer as it is written.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { palette } from '@pimento/shared-kit/design/tokens';
import { errorCatalogue, errorMessage, isErrorCode } from '@pimento/shared-kit/errors/catalogue';
import type { InterfaceLanguage } from '@pimento/shared-kit/errors/messages';
import type { ImportOptions } from '@pimento/shared-kit/contracts/imports';
import { fileColumns } from '@pimento/shared-kit/imports/header-keys';
import type { Database, Queryable } from '../../db/database.ts';
import type { SourceRow, TabularSource } from '../../formats/tabular-source.ts';
import { xlsxLimits } from '../../formats/xlsx/xlsx-writer-xml.ts';
import { XlsxWriter, XlsxWriterAborted, type XlsxCell } from '../../formats/xlsx/xlsx-writer.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { FileNotFoundError, type FileStorage } from '../../storage/file-storage.ts';
import type { Actor } from '../rights/authorization.ts';
import { findImportFile, type ImportFileRow } from './files-repository.ts';
import { assertMayImport, asAppError, openImportSource } from './import-files.ts';
import * as runs from './runs-repository.ts';

export const errorReportTuning = {
  /** Error rows read per query while the file is re-read. */
  pageSize: 1000,
};

/** What a download needs, checked in the request's transaction. */
export type ErrorReportPlan = {
  companyId: string;
  runId: number;
  file: ImportFileRow;
  options: ImportOptions;
  language: InterfaceLanguage;
  /** The download's name: the uploaded file's, with ` - errors.xlsx`. */
  downloadName: string;
};

const labels = {
  en: { suffix: 'errors', line: 'Line', column: 'Column', sku: 'SKU', code: 'Code', message: 'Message' },
  fr: { suffix: 'erreurs', line: 'Ligne', column: 'Colonne', sku: 'SKU', code: 'Code', message: 'Message' },
} as const;

/** The run may have a report once its dry run is done and found errors; the user may import. */
export async function planErrorReport(tx: Queryable, actor: Actor, runId: number): Promise<ErrorReportPlan> {
  assertMayImport(actor);
  const { companyId, language } = actor.principal;
  const run = await runs.findImportRun(tx, companyId, runId);
  if (run === null) throw notFound();
  if (run.verified_at === null || run.status === 'pending' || run.status === 'verifying') throw new AppError(409, 'import.report_unavailable');
  if (!(await runs.hasErrorRows(tx, companyId, runId))) throw new AppError(409, 'import.report_unavailable');
  const file = run.file_id === null ? null : await findImportFile(tx, companyId, run.file_id);
  if (file === null) throw notFound();
  const base = file.name.replace(/\.(xlsx|xlsm|csv|tsv|txt|json)$/i, '');
  return { companyId, runId, file, options: run.template_snapshot.options, language, downloadName: `${base} - ${labels[language].suffix}.xlsx` };
}

/**
 * The report's bytes. The file is copied from storage and opened before this resolves, so a file
 * that cannot be read is still an answer with its code; after that, a failure cuts the download
 * (logged) and a download cancelled stops the reading. The temporary copy goes either way.
 */
export async function streamErrorReport(db: Database, storage: FileStorage, plan: ErrorReportPlan, log: FastifyBaseLogger): Promise<Readable> {
  const folder = await mkdtemp(path.join(tmpdir(), 'pimento-report-'));
  let source: TabularSource;
  try {
    const filePath = path.join(folder, 'source');
    await pipeline(await storage.get(plan.file.storage_key), createWriteStream(filePath));
    source = await openImportSource(filePath, plan.options.csv);
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    // The run names a file the storage no longer has: nothing to report from.
    throw error instanceof FileNotFoundError ? notFound() : error;
  }
  const writer = new XlsxWriter({ commentAuthor: 'Pimento', temporaryFolder: folder });
  void writeReport(db, plan, source, writer)
    .catch((error: unknown) => {
      writer.abort(error);
      // A download cancelled is no fault; a file that no longer reads is.
      if (!(error instanceof XlsxWriterAborted)) log.error({ err: error, runId: plan.runId }, 'import error report failed while streaming');
    })
    .finally(async () => {
      // After the workbook has gone (or failed) and its writer removed its spools, inside this folder.
      await source.close().catch(() => {});
      await writer.done.catch(() => {});
      await rm(folder, { recursive: true, force: true }).catch((error: unknown) => log.warn({ err: error, folder }, 'import error report: temporary folder not removed'));
    });
  return writer.stream;
}

type ErrorRow = runs.RunRowRecord & { errors: NonNullable<runs.RunRowRecord['errors']> };

/** The run's error rows in line order, a page per transaction (no transaction held while the client reads). */
async function* errorRows(db: Database, companyId: string, runId: number): AsyncGenerator<ErrorRow> {
  let after = 0;
  for (;;) {
    const page = await db.withTenant(companyId, (tx) => runs.runRowsPage(tx, companyId, runId, { outcome: 'error', after, limit: errorReportTuning.pageSize }));
    for (const row of page) if (row.errors !== null && row.errors.length > 0) yield row as ErrorRow;
    if (page.length < errorReportTuning.pageSize) return;
    after = page[page.length - 1]!.line;
  }
}

async function writeReport(db: Database, plan: ErrorReportPlan, source: TabularSource, writer: XlsxWriter): Promise<void> {
  const { language } = plan;
  const warning = writer.style({ fill: palette.warningBorder });
  const bold = writer.style({ bold: true });
  const sheetName = plan.options.sheet ?? source.sheets.find((sheet) => sheet.visible)?.name ?? source.sheets[0]!.name;
  const describe = (error: CellError) => `${reportMessage(error, language)} (${error.code})`;

  // A JSON file's columns are its property names: the header is the sheet's first line and a
  // record's position its line, one line below. Other files have their header at its line.
  const known = 'columns' in source ? [...(source as { columns: readonly string[] }).columns] : null;
  const rows = source.rows(plan.options.sheet ?? undefined)[Symbol.asyncIterator]();
  const before: SourceRow[] = [];
  let header: readonly (string | null)[] = known ?? [];
  let headerLine = known === null ? 0 : 1;
  if (known === null) {
    try {
      for (let next = await rows.next(); !next.done; next = await rows.next()) {
        if (next.value.line < plan.options.header_line) {
          before.push(next.value);
          continue;
        }
        header = next.value.cells;
        headerLine = next.value.line;
        break;
      }
    } catch (error) {
      throw asAppError(error);
    }
  }
  const lineOffset = known === null ? 0 : 1;

  const columns = fileColumns(header);
  const columnIndex = new Map<string, number>();
  for (const column of columns) {
    if (column.header !== '' && !columnIndex.has(column.header)) columnIndex.set(column.header, column.index);
    if (!columnIndex.has(column.key)) columnIndex.set(column.key, column.index);
  }

  const data = writer.addSheet(sheetName, {
    columns: header.map((text) => ({ width: Math.min(50, Math.max(10, (text ?? '').length + 2)) })),
    // The header stays in view, unless the file puts it far down (a title page above it).
    frozenRows: headerLine > 0 && headerLine <= 20 ? headerLine : 0,
  });
  for (const row of before) await data.writeRow(row.cells, { row: row.line });
  // No header line: the file ends above it (the dry run then judged no row).
  if (headerLine > 0) await data.writeRow(header, { row: headerLine, style: bold });

  const errors = errorRows(db, plan.companyId, plan.runId)[Symbol.asyncIterator]();
  let pending = await errors.next();
  for (let next = await rows.next(); !next.done; next = await rows.next()) {
    const { line, cells } = next.value;
    const row = line + lineOffset;
    // Beyond Excel's last row the data sheet stops; the errors sheet still lists every error.
    if (row > xlsxLimits.rows) break;
    while (!pending.done && pending.value.line < line) pending = await errors.next();
    if (pending.done || pending.value.line !== line) {
      await data.writeRow(cells, { row });
      continue;
    }
    const comments = new Map<number, string[]>();
    for (const error of pending.value.errors) {
      const found = error.column === null ? 0 : columnIndex.get(error.column);
      const text = found === undefined ? `${error.column}: ${describe(error)}` : describe(error);
      const index = found ?? 0;
      comments.set(index, [...(comments.get(index) ?? []), text]);
    }
    const width = Math.max(cells.length, ...[...comments.keys()].map((index) => index + 1));
    const written: XlsxCell[] = [];
    for (let index = 0; index < width; index += 1) {
      const comment = comments.get(index);
      written.push(comment === undefined ? (cells[index] ?? null) : { value: cells[index] ?? null, style: warning, comment: comment.join('\n') });
    }
    await data.writeRow(written, { row });
    pending = await errors.next();
  }
  await data.end();

  const text = labels[language];
  const list = writer.addSheet('errors', { columns: [{ width: 8 }, { width: 24 }, { width: 20 }, { width: 36 }, { width: 80 }], frozenRows: 1 });
  await list.writeRow([text.line, text.column, text.sku, text.code, text.message], { style: bold });
  listing: for await (const row of errorRows(db, plan.companyId, plan.runId)) {
    for (const error of row.errors) {
      if (list.rowNumber >= xlsxLimits.rows) break listing;
      await list.writeRow([row.line, error.column, row.sku, error.code, reportMessage(error, language)]);
    }
  }
  await list.end();
  await writer.finish();
}

type CellError = { code: string; params?: Record<string, string | number> };

/**
 * An error's message in the user's language, with the details its text does not show (the
 * maximum, the unknown choice) after it: `The value is above the maximum. (max: 500)`.
 */
export function reportMessage(error: CellError, language: InterfaceLanguage): string {
  const params = error.params ?? {};
  const message = errorMessage(error.code, language, params);
  const template: string = isErrorCode(error.code) ? errorCatalogue[error.code][language] : '';
  const details = Object.entries(params).filter(([name]) => !template.includes(`{${name}}`));
  return details.length === 0 ? message : `${message} (${details.map(([name, value]) => `${name}: ${value}`).join(', ')})`;
}

