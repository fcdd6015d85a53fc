// Writes the import bench's supplier files: N rows of a SKU, a name and 30 attributes of the bench
// catalogue (bench/catalogue/attributes-plan.ts), as Excel saves them (shared strings, numbers,
// dates) and as a French CSV of the same rows (`;`, decimal comma, BOM). Headers are the
// attributes' codes, so the engine's auto-match maps every column. Even rows name an existing
// bench product (`SKU-00000019`, …: updated), odd rows a new one (`SUP-0000001`, …: created).
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import { codeOf, kindOf, type Kind } from '../catalogue/attributes-plan.ts';

/** The 30 bench attributes the file feeds: the first of every single-valued kind (texts, numbers, choices, booleans, dates). */
const fedKinds: ReadonlySet<Kind> = new Set(['text', 'integer', 'decimal', 'dropdown', 'boolean', 'date']);
export const supplierAttributeIndexes: readonly number[] = [...Array(1000).keys()].filter((index) => fedKinds.has(kindOf(index))).slice(0, 30);
export const supplierHeaders: readonly string[] = ['SKU', 'Name', ...supplierAttributeIndexes.map(codeOf)];
export const benchColumns = supplierHeaders.length;

/** Line `index` (1-based) of the file: an existing product of the catalogue on even lines, a new one on odd lines. */
export function supplierSku(index: number, catalogueSize: number): string {
  if (index % 2 === 1) return `SUP-${String(index).padStart(7, '0')}`;
  // 19 is prime to the catalogue sizes used (1,000,000, 50,000…): distinct products, spread over the catalogue.
  return `SKU-${String(((index / 2) * 19) % catalogueSize || catalogueSize).padStart(8, '0')}`;
}

function rowValues(index: number, catalogueSize: number): (string | number | Date)[] {
  const values: (string | number | Date)[] = [supplierSku(index, catalogueSize), `Câble rigide ${index} mm²`];
  for (const attribute of supplierAttributeIndexes) {
    switch (kindOf(attribute)) {
      case 'integer':
        values.push((index * (attribute + 3)) % 100_000);
        break;
      case 'decimal':
        values.push(Math.round(index * (attribute + 1) * 0.37) / 100);
        break;
      case 'dropdown':
        values.push(`c${(index + attribute) % 20}`);
        break;
      case 'boolean':
        values.push((index + attribute) % 2 === 0 ? 'true' : 'false');
        break;
      case 'date':
        values.push(new Date(Date.UTC(2020, 0, 1 + ((index + attribute) % 2000))));
        break;
      default:
        values.push(`supplier ${attribute}-${index % 997}`);
    }
  }
  return values;
}

const dateColumns = supplierAttributeIndexes.flatMap((attribute, position) => (kindOf(attribute) === 'date' ? [position + 3] : []));

export async function writeSupplierWorkbook(path: string, rows: number, catalogueSize = 1_000_000): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: true, useStyles: true });
  const sheet = workbook.addWorksheet('Products');
  sheet.addRow([...supplierHeaders]).commit();
  for (let index = 1; index <= rows; index += 1) {
    const row = sheet.addRow(rowValues(index, catalogueSize));
    for (const column of dateColumns) row.getCell(column).numFmt = 'dd/mm/yyyy';
    row.commit();
  }
  sheet.commit();
  await workbook.commit();
}

export async function writeSupplierCsv(path: string, rows: number, catalogueSize = 1_000_000): Promise<void> {
  const output = createWriteStream(path);
  const write = async (line: string) => {
    if (!output.write(line)) await once(output, 'drain');
  };
  await write(`\uFEFF${supplierHeaders.join(';')}\r\n`);
  for (let index = 1; index <= rows; index += 1) {
    const cells = rowValues(index, catalogueSize).map((value) =>
      value instanceof Date ? value.toISOString().slice(0, 10) : typeof value === 'number' ? String(value).replace('.', ',') : `"${value}"`,
    );
    await write(`${cells.join(';')}\r\n`);
  }
  output.end();
  await once(output, 'close');
}
