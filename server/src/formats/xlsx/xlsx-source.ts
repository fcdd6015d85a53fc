import { pipeline, Transform } from 'node:stream';
import { FileReadError, type SourceRow, type TabularSource } from '../tabular-source.ts';
import { sheetRows } from './sheet-rows.ts';
import { readWorkbookLayout } from './workbook-parts.ts';
import { WorkbookZip, type ZipLimits } from './workbook-zip.ts';

/**
 * Opens an .xlsx workbook for streaming: the archive's directory, the workbook's sheets, styles
 * and shared strings are read at once; each sheet's rows are read when asked for.
 */
export async function openXlsxSource(path: string, limits?: ZipLimits): Promise<TabularSource> {
  const zip = await WorkbookZip.open(path, limits);
  try {
    const layout = await readWorkbookLayout(zip);
    if (layout.sheets.length === 0) throw new FileReadError('template.no_visible_sheet');
    if (!layout.sheets.some((sheet) => sheet.visible)) throw new FileReadError('excel.only_hidden_sheets');
    const reading = { bytesRead: 0, size: 1 };
    return {
      format: 'xlsx',
      readFraction: () => Math.min(1, reading.bytesRead / reading.size),
      sheets: layout.sheets.map(({ name, visible }) => ({ name, visible })),
      async *rows(sheetName?: string): AsyncGenerator<SourceRow> {
        const sheet = sheetName === undefined ? layout.sheets.find((candidate) => candidate.visible) : layout.sheets.find((candidate) => candidate.name === sheetName);
        if (!sheet) throw new FileReadError('import.sheet_not_found', { sheet: sheetName ?? '' });
        reading.size = Math.max(1, zip.partSize(sheet.part));
        reading.bytesRead = 0;
        const counted = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            reading.bytesRead += chunk.length;
            done(null, chunk);
          },
        });
        // The part's errors (a corrupt deflate stream) reach the rows through the pipeline.
        yield* sheetRows(pipeline(await zip.openPart(sheet.part), counted, () => {}), layout);
      },
      async close() {
        zip.close();
      },
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}
