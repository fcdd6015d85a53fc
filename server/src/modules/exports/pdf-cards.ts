/**
 * From the engine's column plan to a catalogue's cards and design (docs/pdf-catalogues.md): a
 * product's card shows the plan's columns as label and value (the header in the run's language is
 * the label), the price sheet's two columns as one price, and the title and SKU. Shared by the run
 * (`pdf-rendering.ts`) and the editor's preview (`pdf-preview.ts`): one way to make a page.
 */
import { pdfPriceColumnIds, pdfPriceSheetName, type PdfPageOptions, type PdfText } from '@pimento/shared-kit/contracts/pdf-catalogues';
import type { CatalogueCard, CatalogueDesign, CatalogueFont } from '../../formats/pdf/catalogue-html.ts';
import type { CellValue, PlannedSheet } from './column-plan.ts';
import type { ExportProduct } from './product-batches.ts';

/** The catalogue's own words in the run's language (English for a language the suite does not speak). */
const words: Record<string, { contents: string; catalogue: string; yes: string; no: string }> = {
  en: { contents: 'Contents', catalogue: 'Catalogue', yes: 'Yes', no: 'No' },
  fr: { contents: 'Sommaire', catalogue: 'Catalogue', yes: 'Oui', no: 'Non' },
};
export const catalogueWords = (language: string) => words[language] ?? words.en!;

/** A text in the run's language, else in the first language that has one. */
export function textIn(text: PdfText, language: string): string {
  return text[language] ?? Object.values(text).find((value) => value.trim() !== '') ?? '';
}

export function catalogueDesign(options: PdfPageOptions, language: string, font: CatalogueFont | null): CatalogueDesign {
  return { language, productsPerPage: options.products_per_page, header: textIn(options.header, language), footer: textIn(options.footer, language), font };
}

export function coverOf(options: PdfPageOptions, language: string) {
  const title = textIn(options.cover.title, language);
  return { title: title === '' ? catalogueWords(language).catalogue : title, subtitle: textIn(options.cover.subtitle, language) };
}

function cellText(value: CellValue, language: string): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? catalogueWords(language).yes : catalogueWords(language).no;
  if (typeof value === 'number') return new Intl.NumberFormat(language, { maximumFractionDigits: 6 }).format(value);
  return value;
}

export type CardMaker = (product: ExportProduct, image: string | null) => CatalogueCard;

export function cardMaker(sheets: readonly PlannedSheet[], language: string): CardMaker {
  const fields = sheets.filter((sheet) => sheet.name !== pdfPriceSheetName).flatMap((sheet) => sheet.columns);
  const priceColumns = sheets.find((sheet) => sheet.name === pdfPriceSheetName)?.columns ?? [];
  const amount = priceColumns.find((column) => column.id === pdfPriceColumnIds.amount);
  const currency = priceColumns.find((column) => column.id === pdfPriceColumnIds.currency);
  const money = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 4 });
  return (product, image) => {
    const value = amount?.read(product) ?? null;
    const price = typeof value === 'number' ? `${money.format(value)} ${cellText(currency?.read(product) ?? null, language)}`.trim() : null;
    return {
      title: product.name.trim() === '' ? product.sku : product.name,
      sku: product.sku,
      image,
      fields: fields.flatMap((column) => {
        const text = cellText(column.read(product), language);
        return text === '' ? [] : [{ label: column.header, value: text }];
      }),
      price,
    };
  };
}
