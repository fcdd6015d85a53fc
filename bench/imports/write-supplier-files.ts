// Writes the import bench's supplier files: N rows × 30 columns, as Excel saves them (shared
// strings, numbers, dates, codes with leading zeros) and as a French CSV of the same rows.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import ExcelJS from 'exceljs';

export const benchColumns = 30;

function rowValues(index: number): (string | number | Date)[] {
  const values: (string | number | Date)[] = [`SKU-${String(index).padStart(7, '0')}`, `Câble rigide ${index} mm²`, 3_700_000_000_000 + index];
  for (let column = 3; column < benchColumns; column += 1) {
    if (column % 5 === 0) values.push(new Date(Date.UTC(2020, 0, 1 + (index % 2000))));
    else if (column % 3 === 0) values.push(Math.round(index * column * 0.37) / 100);
    else values.push(`value ${column}-${index % 997}`);
  }
  return values;
}

export async function writeSupplierWorkbook(path: string, rows: number): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: true, useStyles: true });
  const sheet = workbook.addWorksheet('Products');
  sheet.addRow(Array.from({ length: benchColumns }, (_, column) => `column ${column}`)).commit();
  for (let index = 1; index <= rows; index += 1) {
    const row = sheet.addRow(rowValues(index));
    for (let column = 5; column < benchColumns; column += 5) row.getCell(column + 1).numFmt = 'dd/mm/yyyy';
    row.commit();
  }
  sheet.commit();
  await workbook.commit();
}

export async function writeSupplierCsv(path: string, rows: number): Promise<void> {
  const output = createWriteStream(path);
  const write = async (line: string) => {
    if (!output.write(line)) await once(output, 'drain');
  };
  await write(`\uFEFF${Array.from({ length: benchColumns }, (_, column) => `column ${column}`).join(';')}\r\n`);
  for (let index = 1; index <= rows; index += 1) {
    const cells = rowValues(index).map((value) =>
      value instanceof Date ? value.toISOString().slice(0, 10) : typeof value === 'number' ? String(value).replace('.', ',') : `"${value}"`,
    );
    await write(`${cells.join(';')}\r\n`);
  }
  output.end();
  await once(output, 'close');
}
