/**
 * Import files: an upload is streamed to a temporary file (counted against the limit as it comes),
 * read once to know what it is, then kept on the file storage for the runs. A file that cannot be
 * read is refused with its own code and nothing is kept.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { CsvDialectChoice, ImportFile, ImportPreview, ImportUploadAnswer } from '@pimento/shared-kit/contracts/imports';
import { fileColumns } from '@pimento/shared-kit/imports/header-keys';
import type { Queryable } from '../../db/database.ts';
import type { CsvSource } from '../../formats/csv/csv-source.ts';
import { defaultImportFileLimit, openTabularSource } from '../../formats/open-tabular-source.ts';
import { FileReadError, formatByteSize, type TabularSource } from '../../formats/tabular-source.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { Actor } from '../rights/authorization.ts';
import { catalogueRights } from '../catalogue/index.ts';
import { findImportFile, insertImportFile, type ImportFileRow } from './files-repository.ts';

export const importFileTuning = {
  maxBytes: Number(process.env.PIMENTO_IMPORT_MAX_BYTES ?? defaultImportFileLimit),
  /** Rows shown by the mapping screen's preview. */
  previewRows: 20,
};

/** Who may import: a user who may create or edit products. */
export function assertMayImport(actor: Actor): void {
  const rights = catalogueRights(actor);
  if (!rights.create && !rights.edit) throw new AppError(403, 'rights.forbidden');
}

/** A file's bytes in a temporary folder for the time of `work`, removed afterwards whatever happens. */
export async function withTemporaryCopy<T>(body: Readable, maxBytes: number, work: (filePath: string, size: number) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(tmpdir(), 'pimento-import-'));
  try {
    const filePath = path.join(folder, 'upload');
    let size = 0;
    // Past the limit the rest is read and dropped rather than the request destroyed: the client
    // then gets the 413 and its message, not a reset connection.
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, size > maxBytes ? undefined : chunk);
      },
    });
    await pipeline(body, counter, createWriteStream(filePath));
    if (size > maxBytes) throw new AppError(413, 'import.file_too_large', { params: { limit: formatByteSize(maxBytes) } });
    return await work(filePath, size);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Opens a stored or uploaded file, a reading failure answered as a 400 with its code. */
export async function openImportSource(filePath: string, csv?: CsvDialectChoice): Promise<TabularSource> {
  try {
    return await openTabularSource(filePath, {
      maxBytes: importFileTuning.maxBytes,
      csv: csv ? { encoding: csv.encoding, separator: csv.separator, quote: csv.quote, decimalMark: csv.decimal_mark } : undefined,
    });
  } catch (error) {
    throw asAppError(error);
  }
}

export function asAppError(error: unknown): unknown {
  return error instanceof FileReadError ? new AppError(error.code === 'import.file_too_large' ? 413 : 400, error.code, { params: error.params }) : error;
}

export async function receiveImportFile(tx: Queryable, actor: Actor, storage: FileStorage, name: string, body: Readable): Promise<ImportUploadAnswer> {
  assertMayImport(actor);
  const { companyId, userId } = actor.principal;
  return withTemporaryCopy(body, importFileTuning.maxBytes, async (filePath, size) => {
    const source = await openImportSource(filePath);
    try {
      const id = randomUUID();
      // The user's name of the file is in the row; the key needs none of its characters.
      const storageKey = `companies/${companyId}/imports/${id}/source.${source.format}`;
      const preview = await previewOfSource(source, undefined, 1);
      await storage.put(storageKey, createReadStream(filePath));
      try {
        const row = await insertImportFile(tx, companyId, userId, {
          id,
          name,
          size,
          storage_key: storageKey,
          format: source.format,
          sheets: [...source.sheets],
          dialect: source.format === 'csv' ? dialectAnswer(source as CsvSource) : null,
        });
        return { file: toImportFile(row), preview };
      } catch (error) {
        // The row is the only reference to the stored file: without it, the file goes too.
        await storage.delete(storageKey);
        throw error;
      }
    } finally {
      await source.close();
    }
  });
}

export async function previewImportFile(
  tx: Queryable,
  actor: Actor,
  storage: FileStorage,
  id: string,
  query: { sheet?: string; header_line: number } & CsvDialectChoice,
): Promise<ImportPreview> {
  assertMayImport(actor);
  const file = await findImportFile(tx, actor.principal.companyId, id);
  if (file === null) throw notFound();
  return withStoredFile(storage, file, async (filePath) => {
    const source = await openImportSource(filePath, query);
    try {
      return await previewOfSource(source, query.sheet, query.header_line);
    } finally {
      await source.close();
    }
  });
}

/** A stored import file copied to a temporary file for reading (readers need random access). */
export async function withStoredFile<T>(storage: FileStorage, file: Pick<ImportFileRow, 'storage_key'>, work: (filePath: string) => Promise<T>): Promise<T> {
  return withTemporaryCopy(await storage.get(file.storage_key), Number.POSITIVE_INFINITY, (filePath) => work(filePath));
}

/** The header row and the rows after it, up to the preview's length; a JSON file's header is its property names. */
export async function previewOfSource(source: TabularSource, sheetName: string | undefined, headerLine: number): Promise<ImportPreview> {
  const sheet = sheetName ?? source.sheets.find((candidate) => candidate.visible)?.name ?? source.sheets[0]!.name;
  const known = 'columns' in source ? (source as { columns: readonly string[] }).columns : null;
  let header: (string | null)[] | null = known ? [...known] : null;
  const rows: ImportPreview['rows'] = [];
  try {
    for await (const row of source.rows(sheetName)) {
      if (header === null) {
        if (row.line < headerLine) continue;
        header = [...row.cells];
        continue;
      }
      rows.push({ line: row.line, cells: [...row.cells] });
      if (rows.length >= importFileTuning.previewRows) break;
    }
  } catch (error) {
    throw asAppError(error);
  }
  return { sheet, header_line: known ? 1 : headerLine, columns: fileColumns(header ?? []), rows };
}

function dialectAnswer(source: CsvSource): ImportFile['dialect'] {
  const { encoding, separator, quote, decimalMark } = source.dialect;
  return { encoding, separator, quote, decimal_mark: decimalMark };
}

export function toImportFile(row: ImportFileRow): ImportFile {
  return { id: row.id, name: row.name, size: row.size, format: row.format, sheets: row.sheets, dialect: row.dialect, created: row.created_at.toISOString() };
}
