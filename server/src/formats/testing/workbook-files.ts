import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import yazl from 'yazl';

/** Writes a workbook with exceljs (a real writer, with shared strings as Excel uses them). */
export async function writeWorkbook(path: string, build: (workbook: ExcelJS.Workbook) => void): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  build(workbook);
  await workbook.xlsx.writeFile(path);
}

/** A one-sheet workbook of these rows, as bytes to upload (exceljs, as Excel writes it). */
export async function workbookOfRows(rows: readonly (readonly unknown[])[], sheetName = 'Products'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Writes a zip of hand-made parts: the hostile or odd workbooks no spreadsheet program writes. */
export async function writeZip(path: string, parts: Record<string, string | Buffer>, options: { compress?: boolean } = {}): Promise<void> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(parts)) {
    zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), name, { compress: options.compress ?? true });
  }
  zip.end();
  const output = createWriteStream(path);
  zip.outputStream.pipe(output);
  await once(output, 'close');
}

/** The smallest parts of a valid one-sheet workbook, the sheet's XML given. */
export function minimalWorkbookParts(sheetXml: string): Record<string, string> {
  return {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    'xl/workbook.xml':
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Products" sheetId="1" r:id="rId1"/></sheets></workbook>',
    'xl/_rels/workbook.xml.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    'xl/worksheets/sheet1.xml': sheetXml,
  };
}

export const sheetXml = (rows: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`;
