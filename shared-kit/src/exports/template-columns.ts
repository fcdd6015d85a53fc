import type { AttributeType } from '../contracts/attributes.ts';
import type { BrokenColumn, BrokenColumnReason } from '../contracts/export-templates.ts';
import type { ExportColumn, ExportLayout, ExportSource } from '../contracts/export-layout.ts';
import type { ErrorCode } from '../errors/catalogue.ts';
import type { FormulaInputResolver } from '../formulas/type-check.ts';
import { checkFormula } from '../formulas/type-check.ts';

/**
 * What a template's columns are checked against: the company's attributes, languages, category
 * trees and units, and what this user may read. The server builds it for a save, a read and a
 * run; the editor can build it from what it already loaded, to show the same broken columns.
 */
export type TemplateCatalogueView = {
  /** Every attribute of the company, readable or not (a deleted one is missing). */
  readonly attributes: ReadonlyMap<number, TemplateAttribute>;
  readonly canRead: (attributeId: number) => boolean;
  /** The company's attribute languages. */
  readonly languages: readonly string[];
  /** The roots of the company's category trees. */
  readonly categoryTrees: ReadonlySet<number>;
  /** The unit codes of a unit type (undefined: an unknown type). */
  readonly unitsOfType: (unitType: string) => ReadonlySet<string> | undefined;
};

export type TemplateAttribute = {
  readonly id: number;
  readonly code: string;
  readonly type: AttributeType;
  readonly localizable: boolean;
  readonly unit_type: string | null;
  readonly labels: Readonly<Record<string, string>>;
};

/** A column's problem: a broken reference (`reason`), or a choice that never fits (`reason` null). */
export type ColumnProblem = { reason: BrokenColumnReason | null; code: ErrorCode; field: string; detail: string | null };

/** The built-in fields a formula column may read besides the attributes, as text. */
export const formulaProductFields = ['sku', 'name', 'status', 'model'] as const;

/**
 * What a formula column reads: a readable attribute by code (case-insensitive; a localizable one in
 * the run's language), else one of the product's own fields (`{sku}`, `{name}`, `{status}`,
 * `{model}`, as text). An attribute whose code is a field's name wins.
 */
export function exportFormulaInputs(view: Pick<TemplateCatalogueView, 'attributes' | 'canRead'>): FormulaInputResolver {
  const byCode = new Map<string, TemplateAttribute>();
  for (const attribute of view.attributes.values()) if (view.canRead(attribute.id)) byCode.set(attribute.code.toLowerCase(), attribute);
  return (code) => {
    const attribute = byCode.get(code.toLowerCase());
    if (attribute) return { code: attribute.code, type: attribute.type, localizable: attribute.localizable };
    const field = formulaProductFields.find((name) => name === code.toLowerCase());
    return field ? { code: field, type: 'text', localizable: false } : undefined;
  };
}

const choiceTypes: readonly AttributeType[] = ['dropdown', 'multi_dropdown'];

/** The first problem of one column's source, or null when it can be written. */
export function columnProblem(source: ExportSource, view: TemplateCatalogueView, formulaInputs: FormulaInputResolver = exportFormulaInputs(view)): ColumnProblem | null {
  switch (source.kind) {
    case 'categories':
      if (source.tree_id !== null && !view.categoryTrees.has(source.tree_id)) return problem('category_tree_deleted', 'source.tree_id');
      return null;
    case 'formula': {
      const check = checkFormula(source.formula, { type: 'text', localizable: true }, formulaInputs);
      return check.ok ? null : { ...problem('formula_invalid', 'source.formula'), detail: check.errors[0]?.code ?? null };
    }
    case 'attribute': {
      const attribute = view.attributes.get(source.attribute_id);
      if (attribute === undefined) return problem('attribute_deleted', 'source.attribute_id');
      if (!view.canRead(attribute.id)) return problem('attribute_not_readable', 'source.attribute_id');
      if (attribute.localizable && source.language !== null && !view.languages.includes(source.language)) return problem('language_removed', 'source.language');
      if (source.part === 'code' && !choiceTypes.includes(attribute.type)) return fixed('template.column.part_not_applicable', 'source.part');
      if (source.part === 'unit' && attribute.unit_type === null) return fixed('template.column.part_not_applicable', 'source.part');
      if (source.unit !== null) {
        const units = attribute.unit_type === null ? undefined : view.unitsOfType(attribute.unit_type);
        if (units === undefined || !units.has(source.unit)) return fixed('template.column.unit_not_applicable', 'source.unit');
      }
      return null;
    }
    default:
      return null;
  }
}

function problem(reason: BrokenColumnReason, field: string): ColumnProblem {
  return { reason, code: `template.column.${reason}`, field, detail: null };
}

function fixed(code: ErrorCode, field: string): ColumnProblem {
  return { reason: null, code, field, detail: null };
}

/** The columns of a layout that can no longer be written, sheet by sheet, with why. */
export function brokenColumns(layout: ExportLayout, view: TemplateCatalogueView): BrokenColumn[] {
  const formulaInputs = exportFormulaInputs(view);
  const broken: BrokenColumn[] = [];
  layout.sheets.forEach((sheet, sheetIndex) => {
    for (const column of sheet.columns) {
      const found = columnProblem(column.source, view, formulaInputs);
      if (found === null || found.reason === null) continue;
      broken.push({
        sheet: sheet.name,
        sheet_index: sheetIndex,
        column_id: column.id,
        column: columnTitle(column, view),
        reason: found.reason,
        code: found.code,
        attribute_id: column.source.kind === 'attribute' ? column.source.attribute_id : null,
        language: column.source.kind === 'attribute' ? column.source.language : null,
        detail: found.detail,
      });
    }
  });
  return broken;
}

/**
 * A column as a user names it in any language: its first header, else the attribute's code (`#id`
 * once deleted), the formula or the text it writes, else what it holds (`sku`, `categories`…).
 */
export function columnTitle(column: ExportColumn, view: Pick<TemplateCatalogueView, 'attributes'>): string {
  const header = Object.values(column.header).find((text) => text.trim() !== '');
  if (header !== undefined) return header;
  switch (column.source.kind) {
    case 'attribute':
      return view.attributes.get(column.source.attribute_id)?.code ?? `#${column.source.attribute_id}`;
    case 'formula':
      return column.source.formula;
    case 'fixed':
      return column.source.text;
    default:
      return column.source.kind;
  }
}
