/**
 * One line of a structure file read into what the attributes module's create needs, or the
 * line's refusals (spec §5). Pure: what needs the database (the group, the section, the choice
 * list, an existing attribute) and every rule of a manual create are the job's and the attributes
 * module's (`structure-import-job.ts`, `attributes/service.ts`).
 */
import { attributeTypeCapabilities, type AttributeType, type ChoiceInput } from '@pimento/shared-kit/contracts/attributes';
import { structureImportColumns, type StructureImportField } from '@pimento/shared-kit/contracts/structure-import';
import { headerKey, type FileColumn } from '@pimento/shared-kit/imports/header-keys';
import { findUnitType, unitCatalogue } from '../units/catalogue.ts';
import { readUnit } from '../imports/unit-cells.ts';

export type LineError = { column: string | null; code: string; params?: Record<string, string | number> };

/** Which file column feeds which field, and which the labels per language. */
export type StructureColumns = {
  fields: Partial<Record<StructureImportField, FileColumn>>;
  labels: Map<string, FileColumn>;
};

export type LinePlan = {
  code: string;
  /** Whether the code was derived from the label (no code column, or an empty code cell). */
  derivedCode: boolean;
  labels: Record<string, string>;
  type: AttributeType;
  group: string;
  section: string | null;
  unique: boolean;
  localizable: boolean;
  unitType: string | null;
  unit: string | null;
  choiceList: string | null;
  choices: ChoiceInput[] | null;
};

const aliases = new Map<string, StructureImportField>(
  Object.entries(structureImportColumns).flatMap(([field, keys]) => keys.map((key) => [key, field as StructureImportField] as const)),
);
const labelPrefixes = ['name', 'label', 'nom', 'libelle'];

/** The header row's columns matched to the fields (first column wins) and to label languages. */
export function structureColumns(columns: readonly FileColumn[], labelLanguages: readonly string[]): StructureColumns {
  const fields: StructureColumns['fields'] = {};
  const labels = new Map<string, FileColumn>();
  for (const column of columns) {
    const field = aliases.get(column.key);
    if (field !== undefined) {
      fields[field] ??= column;
      continue;
    }
    const match = /^([a-z]+)_([a-z]{2}(?:_[a-z]{2})?)$/.exec(column.key);
    if (match && labelPrefixes.includes(match[1]!)) {
      const language = labelLanguages.find((candidate) => headerKey(candidate) === match[2]);
      if (language !== undefined && !labels.has(language)) labels.set(language, column);
    }
  }
  return { fields, labels };
}

const typeWords: Record<AttributeType, string[]> = {
  text: ['text', 'texte', 'string'],
  integer: ['integer', 'entier', 'whole_number', 'nombre_entier', 'int'],
  decimal: ['decimal', 'decimal_number', 'nombre_decimal', 'number', 'nombre', 'float'],
  long_text: ['long_text', 'texte_long', 'textarea'],
  boolean: ['boolean', 'booleen', 'true_false', 'vrai_faux', 'yes_no', 'oui_non'],
  date: ['date'],
  time: ['time', 'heure'],
  url: ['url', 'link', 'lien'],
  url_list: ['url_list', 'liste_d_url', 'liste_d_urls', 'liste_url', 'urls'],
  dropdown: ['dropdown', 'liste_deroulante', 'choice', 'choix', 'select'],
  multi_dropdown: ['multi_dropdown', 'multiple_choice_dropdown', 'multiple_choice', 'choix_multiple', 'liste_deroulante_multiple', 'multi_select'],
  email: ['email', 'e_mail', 'courriel'],
  object_link: ['object_link', 'lien_objet', 'lien_vers_un_objet', 'object'],
  range: ['range', 'plage', 'intervalle'],
};
const typeByWord = new Map(Object.entries(typeWords).flatMap(([type, words]) => words.map((word) => [word, type as AttributeType] as const)));

const trueWords = new Set(['true', 'yes', 'oui', 'vrai', '1', 'x', 'y', 'o']);
const falseWords = new Set(['false', 'no', 'non', 'faux', '0', 'n']);
/** The reserved group of the product's own fields (SKU, name, status): no attribute goes there. */
const identityGroups = new Set(['identity', 'identite', 'identification']);

function readBoolean(text: string | null): boolean | null | undefined {
  if (text === null) return false;
  const word = text.trim().toLowerCase();
  if (trueWords.has(word)) return true;
  if (falseWords.has(word)) return false;
  return undefined;
}

/** A cell holding structured data (a JSON object or array) where a text is expected. */
function isStructured(text: string): boolean {
  const trimmed = text.trim();
  if (!(trimmed.startsWith('{') || trimmed.startsWith('['))) return false;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    return typeof parsed === 'object' && parsed !== null;
  } catch {
    return false;
  }
}

function unitTypeCode(text: string): string {
  const written = text.trim();
  if (findUnitType(written) !== undefined) return written;
  const folded = written.toLowerCase();
  const found = unitCatalogue.find((type) => [type.code, type.label_en, type.label_fr].some((name) => name.toLowerCase() === folded));
  return found?.code ?? written;
}

/** Choices as codes separated by `|` or `;` (each code is also its label), or a JSON array of codes or `{ code, labels }`. */
function readChoices(text: string, labelLanguage: string): ChoiceInput[] | null {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (!Array.isArray(parsed)) return null;
      const choices: ChoiceInput[] = [];
      for (const item of parsed) {
        if (typeof item === 'string' || typeof item === 'number') choices.push({ code: String(item), labels: { [labelLanguage]: String(item) } });
        else if (typeof item === 'object' && item !== null && typeof (item as { code?: unknown }).code === 'string') {
          const labels = (item as { labels?: unknown }).labels;
          choices.push({ code: (item as { code: string }).code, labels: typeof labels === 'object' && labels !== null ? (labels as Record<string, string>) : {} });
        } else return null;
      }
      return choices;
    } catch {
      return null;
    }
  }
  return trimmed
    .split(/[|;]/)
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => ({ code: item, labels: { [labelLanguage]: item } }));
}

/**
 * A line's cells (by column key) read into a plan, or its refusals. `companyUnits` are the
 * company's default units (a unit type without a unit column takes the company's unit of that
 * type, else the type's base unit).
 */
export function readStructureLine(
  cells: ReadonlyMap<string, string | null>,
  columns: StructureColumns,
  context: { labelLanguages: readonly string[]; companyUnits: ReadonlyArray<{ code: string }> },
): { ok: true; plan: LinePlan } | { ok: false; errors: LineError[] } {
  const errors: LineError[] = [];
  const column = (field: StructureImportField) => columns.fields[field];
  const header = (field: StructureImportField) => column(field)?.header ?? null;
  const text = (field: StructureImportField): string | null => {
    const found = column(field);
    const value = found === undefined ? null : (cells.get(found.key) ?? null);
    return value === null || value.trim() === '' ? null : value.trim();
  };
  const fail = (field: StructureImportField | null, code: string, params?: Record<string, string | number>) =>
    errors.push({ column: field === null ? null : header(field), code, ...(params ? { params } : {}) });

  // Malformed data: structured values where a text is expected (choices may be a JSON array).
  for (const field of Object.keys(columns.fields) as StructureImportField[]) {
    const value = text(field);
    if (value !== null && field !== 'choices' && isStructured(value)) fail(field, 'structure_import.malformed');
  }
  for (const [, labelColumn] of columns.labels) {
    const value = cells.get(labelColumn.key) ?? null;
    if (value !== null && isStructured(value)) errors.push({ column: labelColumn.header, code: 'structure_import.malformed' });
  }
  if (errors.length > 0) return { ok: false, errors };

  const [firstLanguage] = context.labelLanguages;
  const labels: Record<string, string> = {};
  const name = text('name');
  if (name !== null && firstLanguage !== undefined) labels[firstLanguage] = name;
  for (const [language, labelColumn] of columns.labels) {
    const value = cells.get(labelColumn.key)?.trim();
    if (value) labels[language] = value;
  }
  if (Object.keys(labels).length === 0) fail('name', 'structure_import.label_empty');

  const typeText = text('type');
  const type = typeText === null ? undefined : (typeByWord.get(headerKey(typeText)) ?? undefined);
  if (type === undefined) fail('type', 'structure_import.type_missing', typeText === null ? undefined : { type: typeText });

  const kind = text('attribute_type');
  if (kind !== null && !['product', 'produit', 'attribute', 'attribut', 'product_attribute', 'attribut_produit'].includes(headerKey(kind))) {
    if (['asset', 'asset_attribute', 'attribut_d_asset'].includes(headerKey(kind))) fail('attribute_type', 'structure_import.asset_category_unavailable');
    else fail('attribute_type', 'structure_import.malformed');
  }
  if (text('asset_category') !== null) fail('asset_category', 'structure_import.asset_category_unavailable');

  const group = text('group');
  if (group === null) fail('group', 'structure_import.group_missing');
  else if (identityGroups.has(headerKey(group))) fail('group', 'structure_import.group_is_identity');

  const unique = readBoolean(text('unique'));
  if (unique === undefined) fail('unique', 'structure_import.unique_not_boolean');
  const localizable = readBoolean(text('localizable'));
  if (localizable === undefined) fail('localizable', 'structure_import.localizable_not_boolean');

  const choicesText = text('choices');
  const choices = choicesText === null ? null : readChoices(choicesText, firstLanguage ?? 'en');
  if (choicesText !== null && choices === null) fail('choices', 'structure_import.malformed');

  const unitTypeText = text('unit_type');
  const unitType = unitTypeText === null ? null : unitTypeCode(unitTypeText);
  const unitText = text('unit');
  let unit: string | null = unitText;
  const knownType = unitType === null ? undefined : findUnitType(unitType);
  if (knownType !== undefined && type !== undefined && attributeTypeCapabilities[type].unit) {
    if (unitText !== null) {
      const read = readUnit(unitText, knownType.code);
      if (!read.ok) fail('unit', read.code, read.params);
      else unit = read.unit.code;
    } else {
      unit = context.companyUnits.find((candidate) => knownType.units.some((known) => known.code === candidate.code))?.code ?? knownType.base_unit;
    }
  }

  const codeText = text('code');
  const code = codeText ?? headerKey(Object.values(labels)[0] ?? '').slice(0, 100);
  if (codeText === null && code === '' && Object.keys(labels).length > 0) fail('name', 'structure_import.malformed');

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    plan: {
      code,
      derivedCode: codeText === null,
      labels,
      type: type!,
      group: group!,
      section: text('section'),
      unique: unique!,
      localizable: localizable!,
      unitType,
      unit,
      choiceList: text('choice_list'),
      choices,
    },
  };
}

/** Codes of the attributes module (a manual create's rules) as the structure import names them (spec §5). */
export const createCodes: Readonly<Record<string, string>> = {
  'attribute.unique_not_allowed': 'structure_import.cannot_be_unique',
  'attribute.unit_type_not_allowed': 'structure_import.type_cannot_have_unit',
  'attribute.unit_type_unknown': 'structure_import.unit_type_missing',
  'attribute.unit_forbidden': 'structure_import.unit_type_missing',
  'attribute.choices_required': 'structure_import.choice_list_missing',
  'attribute.choice_list_not_found': 'structure_import.choice_list_missing',
  'attribute.choices_not_allowed': 'structure_import.cannot_have_choices',
  'attribute.choices_and_list': 'structure_import.choices_and_list',
  'attribute.localizable_not_allowed': 'structure_import.cannot_be_localizable',
  'attribute.label_required': 'structure_import.label_empty',
  'attribute.group_not_found': 'structure_import.group_missing',
};

/** The file column an attribute field's error belongs to. */
export function columnOfField(field: string, columns: StructureColumns, plan: LinePlan): string | null {
  const header = (name: StructureImportField) => columns.fields[name]?.header ?? null;
  if (field === 'code') return plan.derivedCode ? header('name') : header('code');
  if (field.startsWith('labels')) {
    const language = field.split('.')[1];
    return (language === undefined ? null : columns.labels.get(language)?.header) ?? header('name');
  }
  if (field === 'unit') return header('unit') ?? header('unit_type');
  if (field === 'choice_list_id') return header('choice_list');
  if (field.startsWith('choices')) return header('choices') ?? header('choice_list');
  if (field === 'group_id') return header('group');
  if (field === 'unit_type' || field === 'localizable' || field === 'unique' || field === 'type') return header(field);
  return null;
}
