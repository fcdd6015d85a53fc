import { structureImportColumns, type StructureImportField } from '@pimento/shared-kit/contracts/structure-import';
import type { ImportPreview } from '@pimento/shared-kit/contracts/imports';

/** The columns in the order the dialog lists them (and the example file writes them). */
export const structureFields = Object.keys(structureImportColumns) as StructureImportField[];

/** Without these the run stops at once (`structure_import.columns_missing`). */
export const requiredFields: readonly StructureImportField[] = ['name', 'type', 'group'];
/** Without these columns the whole file is refused (the others are refused line by line). */
export const fileRequiredFields: readonly StructureImportField[] = ['name', 'type'];

/** The label words that, followed by `_<language>`, give a label in that language (`name_fr`, `nom_en`). */
const labelWords = structureImportColumns.name;

/**
 * The field a header key feeds, as the server reads it (`structureColumns`): one of the accepted
 * keys, or `name` for a label in one language (`name_fr`, `label_de`, `nom_en`: the server reads it when
 * the company has that attribute language); null when ignored.
 */
export function fieldOfHeaderKey(key: string): StructureImportField | null {
  for (const field of structureFields) if ((structureImportColumns[field] as readonly string[]).includes(key)) return field;
  if (labelWords.some((word) => new RegExp(`^${word}_[a-z]{2}(?:_[a-z]{2})?$`).test(key))) return 'name';
  return null;
}

export type ReadColumns = {
  /** The file's headers that feed a field, with that field. */
  recognised: Array<{ header: string; field: StructureImportField }>;
  /** The headers no field reads. */
  ignored: string[];
  /** The fields the file must have that it lacks. */
  missing: StructureImportField[];
};

/** What the dialog says about a file's header row before the import starts. */
export function readColumns(columns: ImportPreview['columns']): ReadColumns {
  const recognised: ReadColumns['recognised'] = [];
  const ignored: string[] = [];
  for (const column of columns) {
    const field = fieldOfHeaderKey(column.key);
    if (field === null) ignored.push(column.header);
    else recognised.push({ header: column.header, field });
  }
  const present = new Set(recognised.map((column) => column.field));
  return { recognised, ignored, missing: fileRequiredFields.filter((field) => !present.has(field)) };
}
