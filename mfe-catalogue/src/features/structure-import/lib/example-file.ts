import type { TFunction } from 'i18next';
import { csvField } from '../../products/lib/download-text-file';
import { structureFields } from './structure-columns';

/** The example lines, by their key in `structureImport.exampleRows`. */
const exampleRows = ['length', 'colour', 'description', 'ean'] as const;

/**
 * A small structure file in the interface language: the headers as the dialog names them, and a few
 * attributes of common kinds (a number with a unit, a dropdown with its choices, a localizable
 * text, a unique code). French spreadsheets split CSV on semicolons, English ones on commas.
 */
export function exampleCsv(t: TFunction<'catalogue'>, language: 'en' | 'fr'): string {
  const separator = language === 'fr' ? ';' : ',';
  // Asset categories cannot be imported yet: the example leaves that column out.
  const fields = structureFields.filter((field) => field !== 'asset_category' && field !== 'attribute_type');
  const header = fields.map((field) => t(`structureImport.columns.${field}.header`));
  const lines = exampleRows.map((row) => fields.map((field) => t(`structureImport.exampleRows.${row}.${field}`, { defaultValue: '' })));
  return [header, ...lines].map((cells) => cells.map(csvField).join(separator)).join('\r\n') + '\r\n';
}
