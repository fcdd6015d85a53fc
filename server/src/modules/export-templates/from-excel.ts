/**
 * "Start a template from an existing Excel file" (spec §2 `/exports/matrix/`): a customer's matrix
 * is uploaded like an import file (streamed to a temporary file, counted against the same limit),
 * the header row of each visible sheet is read, and its headers are matched to the product's
 * fields and the attributes by the import's auto-match (English and French field names, attribute
 * codes and labels in every language, close spellings). The answer is a proposed layout, not a
 * saved template: the editor shows it, the user corrects it and saves.
 */
import { randomUUID } from 'node:crypto';
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { ExportColumn, ExportSource } from '@pimento/shared-kit/contracts/export-layout';
import { exportLayoutLimits } from '@pimento/shared-kit/contracts/export-layout';
import type { TemplateFromExcelAnswer } from '@pimento/shared-kit/contracts/export-templates';
import type { ImportTarget } from '@pimento/shared-kit/contracts/imports';
import { autoMatch } from '@pimento/shared-kit/imports/auto-match';
import { fileColumns } from '@pimento/shared-kit/imports/header-keys';
import type { Queryable } from '../../db/database.ts';
import { sniffFormat } from '../../formats/open-tabular-source.ts';
import { FileReadError, type TabularSource } from '../../formats/tabular-source.ts';
import { openXlsxSource } from '../../formats/xlsx/xlsx-source.ts';
import { AppError } from '../../http/app-error.ts';
import { groupsWithRight, loadCatalogueContext, restrictedByGroups } from '../catalogue/index.ts';
import { importFileTuning, withTemporaryCopy } from '../imports/import-files.ts';
import { attributeRightsOf } from '../rights/attribute-rights.ts';
import type { Actor } from '../rights/authorization.ts';

/** How many non-empty rows at the top of a sheet may hold its header (titles often come first). */
const headerSearchRows = 10;

const numberOrDate = /^(-?\d+([.,]\d+)?|\d{4}-\d{2}-\d{2}.*)$/;

/**
 * The row naming the columns: among the first rows, the first with the most cells of words (a
 * title above has one; a product row below has numbers and dates, which no header is).
 */
function headerRow(rows: readonly { line: number; cells: readonly (string | null)[] }[]): { line: number; cells: readonly (string | null)[] } | null {
  const filled = (cells: readonly (string | null)[]) => cells.filter((cell) => cell !== null && cell.trim() !== '' && !numberOrDate.test(cell.trim())).length;
  let best: { line: number; cells: readonly (string | null)[] } | null = null;
  for (const row of rows) if (best === null || filled(row.cells) > filled(best.cells)) best = row;
  return best;
}

function sourceOf(target: ImportTarget): ExportSource {
  switch (target.kind) {
    case 'categories':
      return { kind: 'categories', tree_id: target.tree_id ?? null };
    case 'attribute':
      // A range's bound is not a column of its own in an export: the range writes `min–max`.
      return { kind: 'attribute', attribute_id: target.attribute_id, language: target.language ?? null, part: 'value', unit: target.unit ?? null };
    case 'price':
      return { kind: 'price', price_list_id: target.price_list_id, field: target.field, discriminant_values: target.discriminant_values };
    default:
      return { kind: target.kind };
  }
}

/** A reading failure as the user's error: the file is not a workbook we can read, or says why not. */
function readingError(error: unknown): unknown {
  if (!(error instanceof FileReadError)) return error;
  if (error.code === 'import.file_too_large') return new AppError(413, error.code, { params: error.params });
  if (error.code === 'excel.cannot_open' || error.code === 'excel.only_hidden_sheets') return new AppError(400, error.code);
  return new AppError(400, 'matrix.bad_file');
}

async function openWorkbook(filePath: string, size: number): Promise<TabularSource> {
  if (size === 0) throw new FileReadError('matrix.bad_file');
  const file = await open(filePath, 'r');
  let head: Uint8Array;
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await file.read(buffer, 0, buffer.length, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
  const format = sniffFormat(head);
  if (format === 'encrypted-office') throw new FileReadError('excel.cannot_open');
  if (format !== 'zip') throw new FileReadError('matrix.bad_file');
  return openXlsxSource(filePath);
}

export async function proposeTemplateFromExcel(tx: Queryable, actor: Actor, body: Readable): Promise<TemplateFromExcelAnswer> {
  // Whoever may create a template may start one from a file.
  if (restrictedByGroups(actor) && groupsWithRight(actor, 'create').length === 0) throw new AppError(403, 'template.not_authorised');
  const context = await loadCatalogueContext(tx, actor.principal.companyId);
  const attributes = attributeRightsOf(actor, context.catalogue).readable.list;

  const answer: TemplateFromExcelAnswer = { definition: { sheets: [] }, sheets: [], skipped_sheets: [] };
  await withTemporaryCopy(body, importFileTuning.maxBytes, async (filePath, size) => {
    try {
      const source = await openWorkbook(filePath, size);
      try {
        for (const sheet of source.sheets) {
          if (answer.definition.sheets.length >= exportLayoutLimits.sheetsPerLayout) break;
          if (!sheet.visible) {
            answer.skipped_sheets.push({ name: sheet.name, reason: 'hidden' });
            continue;
          }
          const top: { line: number; cells: readonly (string | null)[] }[] = [];
          for await (const row of source.rows(sheet.name)) {
            top.push(row);
            if (top.length >= headerSearchRows) break;
          }
          const header = headerRow(top);
          if (header === null) {
            answer.skipped_sheets.push({ name: sheet.name, reason: 'empty' });
            continue;
          }
          const columns = fileColumns(header.cells).slice(0, exportLayoutLimits.columnsPerSheet);
          const matches = new Map(autoMatch(columns, attributes, context.languages).map((match) => [match.column.key, match]));
          if (matches.size === 0) {
            answer.skipped_sheets.push({ name: sheet.name, reason: 'no_match' });
            continue;
          }
          const layoutColumns: ExportColumn[] = [];
          const proposed: TemplateFromExcelAnswer['sheets'][number]['columns'] = [];
          for (const column of columns) {
            const match = matches.get(column.key);
            const id = randomUUID();
            // The customer's header, in every attribute language: the file is reproduced whatever the run's language.
            const headerText = column.header.slice(0, exportLayoutLimits.headerLength);
            layoutColumns.push({
              id,
              source: match ? sourceOf(match.target) : { kind: 'fixed', text: '' },
              header: Object.fromEntries(context.languages.map((language) => [language, headerText])),
            });
            proposed.push({ column_id: id, header: column.header, matched: match !== undefined, confidence: match?.confidence ?? 0, reason: match?.reason ?? 'unmatched' });
          }
          answer.definition.sheets.push({ name: sheet.name.slice(0, exportLayoutLimits.sheetNameLength), visible: true, columns: layoutColumns });
          answer.sheets.push({ name: sheet.name, header_line: header.line, columns: proposed });
        }
      } finally {
        await source.close();
      }
    } catch (error) {
      throw readingError(error);
    }
  });
  if (answer.definition.sheets.length === 0) throw new AppError(400, 'matrix.cannot_build');
  return answer;
}
