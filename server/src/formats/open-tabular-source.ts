import { open, stat } from 'node:fs/promises';
import { openCsvSource } from './csv/csv-source.ts';
import type { CsvDialect } from './csv/csv-dialect.ts';
import { openJsonSource } from './json/json-source.ts';
import { FileReadError, formatByteSize, type TabularSource } from './tabular-source.ts';
import { openXlsxSource } from './xlsx/xlsx-source.ts';

export interface OpenOptions {
  /** The largest file accepted, in bytes. */
  readonly maxBytes: number;
  /** The CSV dialect the user chose, over the detected one. */
  readonly csv?: Partial<CsvDialect>;
}

/** The default upload limit of an import file: a million rows of thirty columns fit. */
export const defaultImportFileLimit = 1024 ** 3;

/**
 * Opens an uploaded file by what its bytes are, not by its name: a zip is a workbook, an OLE
 * container an encrypted workbook or an old .xls, `[` or `{` JSON, other text CSV.
 */
export async function openTabularSource(path: string, options: OpenOptions = { maxBytes: defaultImportFileLimit }): Promise<TabularSource> {
  const { size } = await stat(path);
  if (size === 0) throw new FileReadError('import.file_empty');
  if (size > options.maxBytes) throw new FileReadError('import.file_too_large', { limit: formatByteSize(options.maxBytes) });
  const head = await readHead(path, 64 * 1024);
  switch (sniffFormat(head)) {
    case 'zip':
      return openXlsxSource(path);
    case 'encrypted-office':
      throw new FileReadError('excel.cannot_open');
    case 'legacy-office':
      throw new FileReadError('import.xls_unsupported');
    case 'json':
      return openJsonSource(path);
    case 'text':
      return openCsvSource(path, options.csv);
    case 'binary':
      throw new FileReadError('import.file_type');
  }
}

export type SniffedFormat = 'zip' | 'encrypted-office' | 'legacy-office' | 'json' | 'text' | 'binary';

export function sniffFormat(head: Uint8Array): SniffedFormat {
  if (head[0] === 0x50 && head[1] === 0x4b && (head[2] === 0x03 || head[2] === 0x05) && (head[3] === 0x04 || head[3] === 0x06)) return 'zip';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    // Excel wraps an encrypted .xlsx in an OLE container with an "EncryptionInfo" stream.
    return includesUtf16(head, 'EncryptionInfo') ? 'encrypted-office' : 'legacy-office';
  }
  const textStart = startsWith(head, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  let first = textStart;
  while (first < head.length && [0x20, 0x09, 0x0a, 0x0d].includes(head[first]!)) first += 1;
  const utf16 = startsWith(head, [0xff, 0xfe]) || startsWith(head, [0xfe, 0xff]);
  if (!utf16 && head.subarray(0, 8192).includes(0)) return 'binary';
  if (head[first] === 0x5b || head[first] === 0x7b) return 'json';
  return 'text';
}

/** The first `bytes` of a file (fewer when it is shorter). */
export async function readHead(path: string, bytes: number): Promise<Uint8Array> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await file.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

function includesUtf16(bytes: Uint8Array, text: string): boolean {
  return Buffer.from(bytes).includes(Buffer.from(text, 'utf16le'));
}
