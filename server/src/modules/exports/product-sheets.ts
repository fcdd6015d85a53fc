/**
 * A single-product matrix's file (docs/exports.md "Single-product matrix"): the layout written once
 * per product, each visible sheet of the layout a titled section of the product's block. One sheet
 * per product, named after its SKU or name; or every block on one sheet, one under the other.
 * Streamed like every export: a product's rows are written as its batch arrives.
 */
import type { ProductSheetOptions } from '@pimento/shared-kit/contracts/export-layout';
import { looksLikeFormula } from '../../formats/spreadsheet-injection.ts';
import { XlsxWriter, type XlsxCell, type XlsxSheet } from '../../formats/xlsx/xlsx-writer.ts';
import type { CellValue, PlannedSheet } from './column-plan.ts';
import type { ExportProduct } from './product-batches.ts';
import type { Rendering } from './renderings.ts';

/** Column widths in characters: vertical sections put headers in the first column, values in the second. */
const verticalWidths = [{ width: 32 }, { width: 60 }];

export function productSheetRendering(options: ProductSheetOptions, sections: readonly PlannedSheet[]): Rendering {
  const writer = new XlsxWriter();
  const bold = writer.style({ bold: true });
  const text = writer.style({ quotePrefix: true });
  // A value a spreadsheet would evaluate is written as text, as in every export.
  const cell = (value: CellValue): XlsxCell => (typeof value === 'string' && looksLikeFormula(value) ? { value, style: text } : value);
  const label = (value: string): XlsxCell => ({ value, style: bold });
  const visible = sections.filter((section) => section.columns.length > 0);
  const widths = options.orientation === 'vertical' ? verticalWidths : undefined;
  const productTitle = (product: ExportProduct) => (options.sheet_name === 'name' && product.name.trim() !== '' ? product.name : product.sku);

  async function writeBlock(sheet: XlsxSheet, product: ExportProduct): Promise<void> {
    for (const [index, section] of visible.entries()) {
      if (index > 0) await sheet.writeRow([]);
      await sheet.writeRow([label(section.name)]);
      if (options.orientation === 'vertical') {
        for (const column of section.columns) await sheet.writeRow([label(column.header), cell(column.read(product))]);
      } else {
        await sheet.writeRow(section.columns.map((column) => label(column.header)));
        await sheet.writeRow(section.columns.map((column) => cell(column.read(product))));
      }
    }
  }

  let blocks: XlsxSheet | null = null;
  let written = 0;
  const pass = {
    start: async () => {
      if (options.per_product === 'block') blocks = writer.addSheet(visible[0]?.name ?? 'Products', { columns: widths });
    },
    write: async (product: ExportProduct) => {
      if (blocks === null) {
        const sheet = writer.addSheet(productTitle(product), { columns: widths });
        await writeBlock(sheet, product);
        await sheet.end();
        return;
      }
      for (let gap = 0; written > 0 && gap < options.gap_rows; gap += 1) await blocks.writeRow([]);
      // On a shared sheet each block opens with whose it is, as a tab names it in the other mode.
      await blocks.writeRow([label(productTitle(product))]);
      await writeBlock(blocks, product);
      written += 1;
    },
    end: async () => {
      await blocks?.end();
    },
  };
  return {
    stream: writer.stream,
    passes: [pass],
    finish: async () => {
      await writer.finish();
      await writer.done;
    },
    abort: (reason) => writer.abort(reason),
  };
}
