import type { ErrorCode, ErrorMessageParams } from '@pimento/shared-kit/errors/catalogue';

/**
 * What every import reader gives the import engine: the sheets a user can choose, and each sheet's
 * rows streamed one at a time. Every cell is text (numbers as plain decimals, dates as ISO 8601,
 * booleans as `true`/`false`): the engine parses it by the target attribute's type, so a GTIN or a
 * SKU with leading zeros is never turned into a number on the way.
 */
export interface TabularSource {
  readonly format: TabularFormat;
  /** The sheets in file order; CSV and JSON have one. */
  readonly sheets: readonly SheetInfo[];
  /** The rows of one sheet (the first visible one by default), empty rows left out. */
  rows(sheetName?: string): AsyncIterable<SourceRow>;
  /** How much of the rows being read has been read, 0 to 1 (for the task's progress). */
  readFraction(): number;
  close(): Promise<void>;
}

export type TabularFormat = 'xlsx' | 'csv' | 'json';

export interface SheetInfo {
  readonly name: string;
  /** Hidden and very hidden sheets are listed but not offered. */
  readonly visible: boolean;
}

export interface SourceRow {
  /** The row a user sees in their spreadsheet (1-based); for JSON, the record's position. */
  readonly line: number;
  /** Cells by column position; `null` where the cell is empty. Trailing empty cells are left out. */
  readonly cells: readonly (string | null)[];
}

/** A file that cannot be read, with a stable code for the import report and the API answer. */
export class FileReadError extends Error {
  readonly code: ErrorCode;
  readonly params: ErrorMessageParams;

  constructor(code: ErrorCode, params: ErrorMessageParams = {}) {
    super(`${code} ${JSON.stringify(params)}`);
    this.name = 'FileReadError';
    this.code = code;
    this.params = params;
  }
}

/** A byte count as a user reads it in a message ("250 MB"). */
export function formatByteSize(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${Math.round((bytes / 1024 ** 3) * 10) / 10} GB`;
  if (bytes >= 1024 ** 2) return `${Math.round(bytes / 1024 ** 2)} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}

/** Removes the trailing empty cells of a row; answers null when nothing is left. */
export function trimRow(cells: (string | null)[]): (string | null)[] | null {
  let end = cells.length;
  while (end > 0 && (cells[end - 1] === null || cells[end - 1] === '')) end -= 1;
  if (end === 0) return null;
  if (end < cells.length) cells.length = end;
  for (let index = 0; index < end; index += 1) if (cells[index] === '') cells[index] = null;
  return cells;
}
