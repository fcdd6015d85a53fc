/**
 * One interface over the three writers an export run uses — sheets of a header and rows — so the
 * renderer does not know the format. XLSX writes every sheet, one after the other; CSV and JSON
 * hold one sheet (the layout contract says: the first visible one).
 */
import type { Readable } from 'node:stream';
import type { ExportFileFormat, ExportFormat } from '@pimento/shared-kit/contracts/exports';
import { CsvWriter, csvMimeType } from '../../formats/csv/csv-writer.ts';
import { zipMimeType } from '../../formats/zip/asset-zip-writer.ts';
import { JsonRecordsWriter, jsonMimeType } from '../../formats/json/json-writer.ts';
import { pdfMimeType } from '../../formats/pdf/pdf-merge.ts';
import { looksLikeFormula } from '../../formats/spreadsheet-injection.ts';
import { XlsxWriter, xlsxMimeType, type XlsxCell, type XlsxSheet } from '../../formats/xlsx/xlsx-writer.ts';
import type { CellValue } from './column-plan.ts';

export type TabularWriter = {
  /** The file's bytes, to be consumed while rows are written. */
  readonly stream: Readable;
  startSheet(name: string, headers: readonly string[]): Promise<void>;
  writeRow(values: readonly CellValue[]): Promise<void>;
  endSheet(): Promise<void>;
  finish(): Promise<void>;
  abort(reason: unknown): void;
};

export const exportMimeTypes: Record<ExportFileFormat, string> = { xlsx: xlsxMimeType, csv: csvMimeType, json: jsonMimeType, zip: zipMimeType, pdf: pdfMimeType };

export function openTabularWriter(format: ExportFormat, options: { csvSeparator: string }): TabularWriter {
  switch (format) {
    case 'xlsx':
      return xlsxTabularWriter();
    case 'csv': {
      const writer = new CsvWriter({ separator: options.csvSeparator });
      return singleSheetWriter(writer, (headers) => writer.writeRow(headers));
    }
    case 'json': {
      const writer = new JsonRecordsWriter();
      return singleSheetWriter(writer, async (headers) => writer.setHeaders(headers));
    }
  }
}

type RowWriter = { stream: Readable; writeRow(values: readonly CellValue[]): Promise<void>; finish(): Promise<void>; abort(reason: unknown): void };

function singleSheetWriter(writer: RowWriter, startSheet: (headers: readonly string[]) => Promise<void>): TabularWriter {
  return {
    stream: writer.stream,
    startSheet: (_name, headers) => startSheet(headers),
    writeRow: (values) => writer.writeRow(values),
    endSheet: async () => undefined,
    finish: () => writer.finish(),
    abort: (reason) => writer.abort(reason),
  };
}

function xlsxTabularWriter(): TabularWriter {
  const writer = new XlsxWriter();
  const headerStyle = writer.style({ bold: true });
  const textStyle = writer.style({ quotePrefix: true });
  let sheet: XlsxSheet | null = null;
  return {
    stream: writer.stream,
    startSheet: async (name, headers) => {
      sheet = writer.addSheet(name, { frozenRows: 1 });
      await sheet.writeRow(headers.map((header) => ({ value: header, style: headerStyle })));
    },
    writeRow: (values) => sheet!.writeRow(values.map((value): XlsxCell => (typeof value === 'string' && looksLikeFormula(value) ? { value, style: textStyle } : value))),
    endSheet: async () => {
      await sheet?.end();
      sheet = null;
    },
    finish: async () => {
      await writer.finish();
      await writer.done;
    },
    abort: (reason) => writer.abort(reason),
  };
}
