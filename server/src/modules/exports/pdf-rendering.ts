/**
 * A PDF catalogue's file (docs/pdf-catalogues.md): the export job's one pass hands every product in
 * order; each chunk of pages (~500, `pdfLimits.pagesPerChunk`) gets its main images, is printed by
 * Chromium to a temporary file, and is forgotten; at the end the cover and the table of contents
 * (known only once every product was seen) are printed, everything is merged with pdf-lib, page
 * numbers stamped, and the bytes go to the file storage's stream. Only titles for the contents stay
 * in memory across chunks. The job publishes the file only once whole, as every export.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { pdfLimits, type PdfPageOptions } from '@pimento/shared-kit/contracts/pdf-catalogues';
import type { ExportWarning } from '@pimento/shared-kit/contracts/exports';
import type { Database } from '../../db/database.ts';
import { catalogueDocument, contentsPageCount, contentsPages, coverPage, productPages, type CatalogueDesign, type ContentsEntry } from '../../formats/pdf/catalogue-html.ts';
import { openPdfPrinter } from '../../formats/pdf/chromium-printer.ts';
import { mergeCatalogue } from '../../formats/pdf/pdf-merge.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { PlannedSheet } from './column-plan.ts';
import { catalogueFont, mainImages } from './pdf-assets.ts';
import { cardMaker, catalogueDesign, catalogueWords, coverOf } from './pdf-cards.ts';
import type { ExportProduct } from './product-batches.ts';
import type { Rendering } from './renderings.ts';

export type PdfRenderingInput = {
  db: Database;
  storage: FileStorage;
  companyId: string;
  language: string;
  options: PdfPageOptions;
  sections: readonly PlannedSheet[];
  /** The title written in the file's properties. */
  title: string;
};

export function pdfRendering(input: PdfRenderingInput): Rendering & { warnings(): ExportWarning[] } {
  const { db, storage, companyId, language, options } = input;
  const stream = new PassThrough();
  const printer = openPdfPrinter();
  const folder = join(tmpdir(), `pimento-pdf-${randomUUID()}`);
  const makeCard = cardMaker(input.sections, language);
  const productsPerChunk = pdfLimits.pagesPerChunk * options.products_per_page;
  const imageSize = options.products_per_page === 1 ? 'preview' : 'tile';
  const chunkFiles: string[] = [];
  const entries: { title: string; sku: string }[] = [];
  const warnings: ExportWarning[] = [];
  let design: CatalogueDesign | null = null;
  let pending: ExportProduct[] = [];
  let missingImages = 0;
  // The chunk Chromium is printing: the next chunk's products and images are read meanwhile.
  let printing: Promise<void> = Promise.resolve();

  async function printFront(name: string, pages: readonly string[]): Promise<string> {
    const file = join(folder, name);
    await writeFile(file, await printer.print(catalogueDocument(design!, pages)));
    return file;
  }

  async function flush(): Promise<void> {
    if (pending.length === 0) return;
    const products = pending;
    pending = [];
    const images = options.main_image ? await mainImages(db, companyId, storage, products.map((product) => product.id), imageSize) : { images: new Map<number, string>(), missing: 0 };
    missingImages += images.missing;
    const cards = products.map((product) => makeCard(product, images.images.get(product.id) ?? null));
    for (const card of cards) entries.push({ title: card.title, sku: card.sku });
    const html = catalogueDocument(design!, productPages(design!, cards));
    const file = join(folder, `products-${chunkFiles.length}.pdf`);
    chunkFiles.push(file);
    // One chunk printed at a time (Chromium's memory), this one once the previous is written.
    await printing;
    printing = printer.print(html).then((bytes) => writeFile(file, bytes));
    // A failed print stops the pass at the next chunk rather than at the end.
    printing.catch(() => undefined);
  }

  /** The cover and the contents, printed last: the contents name every product with its page. */
  async function frontMatter(): Promise<string[]> {
    const pages: string[] = [];
    if (options.cover.enabled) pages.push(coverPage(coverOf(options, language)));
    if (options.table_of_contents) {
      const first = pages.length + contentsPageCount(entries.length) + 1;
      const numbered: ContentsEntry[] = entries.map((entry, index) => ({ ...entry, page: first + Math.floor(index / options.products_per_page) }));
      pages.push(...contentsPages(design!, catalogueWords(language).contents, numbered));
    }
    return pages;
  }

  const pass = {
    start: async () => {
      await mkdir(folder, { recursive: true });
      let font = null;
      if (options.font_asset_id !== null) {
        font = await catalogueFont(db, companyId, storage, options.font_asset_id);
        if (font === null) warnings.push({ code: 'pdf.font_missing', params: { detail: options.font_asset_id } });
      }
      design = catalogueDesign(options, language, font);
      // Chromium starts while the first products are read.
      printer.warmUp();
    },
    write: async (product: ExportProduct) => {
      pending.push(product);
      if (pending.length >= productsPerChunk) await flush();
    },
    end: async () => {
      await flush();
      await printing;
    },
  };

  const cleanUp = async () => {
    await printer.close().catch(() => undefined);
    await rm(folder, { recursive: true, force: true }).catch(() => undefined);
  };

  return {
    stream,
    passes: [pass],
    finish: async () => {
      try {
        const front = await frontMatter();
        await printing;
        const files = front.length === 0 ? chunkFiles : [await printFront('front.pdf', front), ...chunkFiles];
        // Every page is printed: Chromium's memory goes back before the merge takes the worker's.
        await printer.close();
        const bytes = await mergeCatalogue(files, { numberFrom: options.cover.enabled ? 1 : 0, title: input.title });
        if (missingImages > 0) warnings.push({ code: 'pdf.images_missing', params: { count: missingImages } });
        stream.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      } finally {
        await cleanUp();
      }
    },
    abort: (reason) => {
      void cleanUp();
      stream.destroy(reason instanceof Error ? reason : new Error(String(reason)));
    },
    warnings: () => warnings,
  };
}
