/**
 * Merges a catalogue's printed chunks into one PDF with `pdf-lib`, in order, and stamps every page
 * but the cover with its number out of the total ("3 / 120") in the footer's right corner: the
 * chunks are printed apart, so only the merge knows a page's place in the whole.
 */
import { readFile } from 'node:fs/promises';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/** Millimetres to PDF points. */
const mm = (value: number) => (value * 72) / 25.4;

export async function mergeCatalogue(chunkFiles: readonly string[], options: { numberFrom: number; title: string }): Promise<Uint8Array> {
  const merged = await PDFDocument.create();
  merged.setTitle(options.title);
  merged.setProducer('Pimento');
  merged.setCreator('Pimento');
  for (const file of chunkFiles) {
    const chunk = await PDFDocument.load(await readFile(file));
    const pages = await merged.copyPages(chunk, chunk.getPageIndices());
    for (const page of pages) merged.addPage(page);
  }
  const font = await merged.embedFont(StandardFonts.Helvetica);
  const pages = merged.getPages();
  const size = 8.5;
  pages.forEach((page, index) => {
    if (index < options.numberFrom) return;
    const text = `${index + 1} / ${pages.length}`;
    const width = font.widthOfTextAtSize(text, size);
    page.drawText(text, { x: page.getWidth() - mm(14) - width, y: mm(7) - size / 3, size, font, color: rgb(0.33, 0.33, 0.33) });
  });
  return merged.save({ objectsPerTick: 200 });
}

export const pdfMimeType = 'application/pdf';
