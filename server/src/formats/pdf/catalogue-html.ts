/**
 * A PDF catalogue's pages as HTML, the one design Chromium prints and the editor's preview shows
 * (docs/pdf-catalogues.md). Every page is an A4 section of fixed size, so a page's number is known
 * from its place: the cover, the contents (a fixed number of lines each), then the products, N per
 * page. Page numbers themselves are stamped when the chunks are merged (`pdf-merge.ts`).
 */
import { escapeHtml } from '../html/escape-html.ts';

export type CatalogueField = { label: string; value: string };

/** One product's card: its title, SKU, main image (a data URI, or none), fields, price. */
export type CatalogueCard = { title: string; sku: string; image: string | null; fields: readonly CatalogueField[]; price: string | null };

/** A font of the company's library, embedded in the page. */
export type CatalogueFont = { dataUri: string; format: 'truetype' | 'opentype' | 'woff' | 'woff2' };

export type CatalogueDesign = {
  language: string;
  productsPerPage: 1 | 2 | 4 | 6;
  header: string;
  footer: string;
  font: CatalogueFont | null;
};

export type CatalogueCover = { title: string; subtitle: string };
export type ContentsEntry = { title: string; sku: string; page: number };

/** Lines of the table of contents on one page (a fixed count: the pages that follow are numbered before it is printed). */
export const contentsLinesPerPage = 36;


/** The fallback when the company's font is missing: fonts Debian's Chromium has (DejaVu, Liberation). */
const fallbackFonts = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

function styles(design: CatalogueDesign): string {
  const fontFace = design.font === null ? '' : `@font-face { font-family: 'Catalogue'; src: url(${design.font.dataUri}) format('${design.font.format}'); }`;
  const family = design.font === null ? fallbackFonts : `'Catalogue', ${fallbackFonts}`;
  const grid = { 1: [1, 1], 2: [1, 2], 4: [2, 2], 6: [2, 3] }[design.productsPerPage];
  return `${fontFace}
@page { size: A4; margin: 0; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body { font-family: ${family}; color: #1f1f1f; font-size: 10pt; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.page { width: 210mm; height: 297mm; padding: 0 14mm; display: flex; flex-direction: column; overflow: hidden; break-after: page; background: #fff; }
.page:last-child { break-after: auto; }
.page-header, .page-footer { height: 14mm; display: flex; align-items: center; font-size: 8.5pt; color: #555; flex: none; }
.page-header { border-bottom: 0.3mm solid #d0d0d0; }
.page-footer { border-top: 0.3mm solid #d0d0d0; padding-right: 22mm; }
.page-body { flex: 1; min-height: 0; padding: 6mm 0; }
.cover { justify-content: center; padding: 0 24mm; }
.cover h1 { font-size: 32pt; margin: 0 0 6mm; line-height: 1.15; }
.cover p { font-size: 15pt; color: #555; margin: 0; }
.contents h2 { font-size: 16pt; margin: 0 0 4mm; }
.contents ol { list-style: none; margin: 0; padding: 0; }
.contents li { display: flex; gap: 2mm; line-height: 6.4mm; white-space: nowrap; }
.contents .name { overflow: hidden; text-overflow: ellipsis; }
.contents .sku { color: #555; }
.contents .dots { flex: 1; border-bottom: 0.3mm dotted #999; margin-bottom: 1.6mm; }
.cards { height: 100%; display: grid; grid-template-columns: repeat(${grid[0]}, 1fr); grid-template-rows: repeat(${grid[1]}, 1fr); gap: 6mm; }
.card { min-height: 0; overflow: hidden; display: flex; flex-direction: column; gap: 2mm; }
.card h2 { font-size: ${design.productsPerPage === 1 ? 18 : 12}pt; margin: 0; line-height: 1.2; }
.card .sku { color: #555; font-size: 9pt; }
.card .image { flex: 0 1 ${design.productsPerPage === 1 ? '110mm' : '45%'}; min-height: 0; display: flex; align-items: center; justify-content: center; }
.card .image img { max-width: 100%; max-height: 100%; object-fit: contain; }
.card table { border-collapse: collapse; width: 100%; font-size: ${design.productsPerPage >= 4 ? 8.5 : 10}pt; }
.card th, .card td { text-align: left; vertical-align: top; padding: 0.8mm 2mm 0.8mm 0; border-bottom: 0.2mm solid #e4e4e4; }
.card th { font-weight: 600; width: 40%; color: #333; }
.card .price { font-size: ${design.productsPerPage === 1 ? 16 : 12}pt; font-weight: 700; }`;
}

function page(design: CatalogueDesign, body: string, className = ''): string {
  return `<section class="page ${className}"><div class="page-header">${escapeHtml(design.header)}</div><div class="page-body">${body}</div><div class="page-footer">${escapeHtml(design.footer)}</div></section>`;
}

function card(item: CatalogueCard): string {
  const image = item.image === null ? '' : `<div class="image"><img src="${item.image}" alt="${escapeHtml(item.title)}"></div>`;
  const rows = item.fields.map((field) => `<tr><th scope="row">${escapeHtml(field.label)}</th><td>${escapeHtml(field.value)}</td></tr>`).join('');
  const price = item.price === null ? '' : `<div class="price">${escapeHtml(item.price)}</div>`;
  return `<article class="card"><h2>${escapeHtml(item.title)}</h2><div class="sku">${escapeHtml(item.sku)}</div>${image}${rows === '' ? '' : `<table>${rows}</table>`}${price}</article>`;
}

/** A whole HTML document of pages, as Chromium prints it (one chunk) and the preview shows it. */
export function catalogueDocument(design: CatalogueDesign, pages: readonly string[]): string {
  return `<!doctype html><html lang="${escapeHtml(design.language)}"><head><meta charset="utf-8"><title>Catalogue</title><style>${styles(design)}</style></head><body>${pages.join('')}</body></html>`;
}

/** The cover: no header nor footer, the title and subtitle alone. */
export function coverPage(cover: CatalogueCover): string {
  return `<section class="page cover"><h1>${escapeHtml(cover.title)}</h1>${cover.subtitle === '' ? '' : `<p>${escapeHtml(cover.subtitle)}</p>`}</section>`;
}

/** How many pages the table of contents of `count` products takes. */
export function contentsPageCount(count: number): number {
  return Math.max(1, Math.ceil(count / contentsLinesPerPage));
}

export function contentsPages(design: CatalogueDesign, heading: string, entries: readonly ContentsEntry[]): string[] {
  const pages: string[] = [];
  for (let start = 0; start === 0 || start < entries.length; start += contentsLinesPerPage) {
    const lines = entries
      .slice(start, start + contentsLinesPerPage)
      .map((entry) => `<li><span class="name">${escapeHtml(entry.title)}</span><span class="sku">${escapeHtml(entry.sku)}</span><span class="dots"></span><span class="number">${entry.page}</span></li>`)
      .join('');
    pages.push(page(design, `<h2>${escapeHtml(heading)}</h2><ol>${lines}</ol>`, 'contents'));
  }
  return pages;
}

/** The products' pages, `productsPerPage` cards each, in order. */
export function productPages(design: CatalogueDesign, cards: readonly CatalogueCard[]): string[] {
  const pages: string[] = [];
  for (let start = 0; start < cards.length; start += design.productsPerPage) {
    pages.push(page(design, `<div class="cards">${cards.slice(start, start + design.productsPerPage).map(card).join('')}</div>`));
  }
  return pages;
}
