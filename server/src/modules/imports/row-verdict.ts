/**
 * What one row of an import would do to the catalogue: the heart of the dry run. Pure: the run
 * gives it the row, the compiled pills, the existing product and the company's definitions, and
 * gets the outcome (created, updated, unchanged, skipped, error), the changes (old and new value
 * per field) and every rejected cell with its stable code. A row with an error changes nothing.
 */
import type { ImportCellError, ImportOptions, ImportRowOutcome, ImportTarget } from '@pimento/shared-kit/contracts/imports';
import type { ProductStatus } from '@pimento/shared-kit/contracts/products';
import { attributeTypeModule } from '@pimento/shared-kit/attribute-types/index';
import { rowIsSkipped, type CompiledPill, type RowCells } from '@pimento/shared-kit/imports/apply-pill';
import { readCellDate } from '@pimento/shared-kit/imports/cell-dates';
import type { AttributeDefinition } from '../attributes/definition.ts';
import { validateAttributeValue } from '../attributes/value-validation.ts';
import { convertUnit, findUnit } from '../units/catalogue.ts';
import { readUnit, splitValueAndUnit } from './unit-cells.ts';
import { pathText, splitCategoryPaths, type CategoryIndex, type MissingCategoryPath } from './category-paths.ts';
import { readPriceCells, type PriceCellsContext, type PricePlan } from './price-cells.ts';
import type { StagedPrice } from './price-rows.ts';
import { sameJson } from '@pimento/shared-kit/json/canonical-json';

export const importFieldLimits = { skuLength: 100, nameLength: 255 } as const;

/** A product as the dry run compares it. */
export interface ExistingProduct {
  readonly id: number;
  readonly sku: string;
  readonly name: string;
  readonly status: ProductStatus;
  readonly modelId: number | null;
  readonly values: Readonly<Record<string, unknown>>;
  /** The attributes its model manages (read-only on the product). */
  readonly managedByModel: ReadonlySet<number>;
  readonly version: number;
  /** Advanced rights: the groups the product belongs to. */
  readonly groupIds: readonly string[];
  /** The categories it is classified in (direct classification). */
  readonly categories?: readonly number[];
}

/** What a row does to the product's categories (category pills). */
export interface CategoryFields {
  /** The trees (their roots) whose classification the row replaces; null: every tree. */
  replace: number[] | null;
  /** The product's whole classification after the row, but for the categories the launch creates. */
  ids: number[];
  /** The categories the launch creates (`create_missing`) and adds; `path` is the whole path, as shown. */
  create: Array<MissingCategoryPath & { path: string }>;
}

/** The product fields an import writes; `values` holds only the attributes it sets or clears. */
export interface ProductFields {
  name?: string;
  status?: ProductStatus;
  modelId?: number | null;
  categories?: CategoryFields;
  values: Record<string, unknown>;
  /** The prices the row writes (price pills), as the dry run checked them (`price-rows.ts`). */
  prices?: StagedPrice[];
}

export interface VerdictContext {
  readonly options: ImportOptions;
  /** The attributes the user may read (others are answered as unknown). */
  readonly attributes: ReadonlyMap<number, AttributeDefinition>;
  /** Whether the user may write an attribute's values. */
  canEditAttribute(attributeId: number): boolean;
  /** Whether the user may change this product, and create products (advanced rights). */
  mayEditProduct(product: ExistingProduct): boolean;
  readonly mayCreateProducts: boolean;
  /** The company's attribute languages. */
  readonly languages: readonly string[];
  /** The header of a column key, for the report. */
  headerOf(columnKey: string): string;
  /** A model by its reference, with the attributes it manages; undefined when there is none. */
  modelByReference(reference: string): { id: number; managed: ReadonlySet<number> } | undefined;
  /** The company's category trees. */
  readonly categories?: CategoryIndex;
  /** Whether the user may create categories (a category pill's `create_missing`). */
  readonly mayCreateCategories?: boolean;
  /** What price pills need (their cells are read only with it). */
  readonly prices?: PriceCellsContext;
}

export interface RowVerdict {
  readonly line: number;
  readonly sku: string | null;
  readonly outcome: ImportRowOutcome;
  readonly productId: number | null;
  /** The version of the product the verdict was made against (updates). */
  readonly productVersion: number | null;
  /** Per field (`name`, `status`, `model`, `values.<id>`): `[old, new]`. */
  readonly changes: Record<string, [unknown, unknown]>;
  readonly errors: ImportCellError[];
  /** What the launch writes (created or updated rows only). */
  readonly fields: ProductFields | null;
  /** The prices the row's cells name, still to be checked against the stored ones (`price-rows.ts`). */
  readonly pricePlans?: readonly PricePlan[];
}

const statusWords: ReadonlyMap<string, ProductStatus> = new Map([
  ['active', 'active'],
  ['actif', 'active'],
  ['active product', 'active'],
  ['end_of_life', 'end_of_life'],
  ['end of life', 'end_of_life'],
  ['fin de vie', 'end_of_life'],
  ['eol', 'end_of_life'],
  ['inactive', 'inactive'],
  ['inactif', 'inactive'],
]);

/** `attribute.value.*` codes of value validation, as the import report names them (spec §8). */
const cellCodes: Readonly<Record<string, string>> = {
  'attribute.value.not_an_integer': 'import.cell.not_an_integer',
  'attribute.value.not_a_number': 'import.cell.not_a_number',
  'attribute.value.not_a_date': 'import.cell.not_a_date',
  'attribute.value.not_an_email': 'import.cell.not_an_email',
  'attribute.value.not_a_url': 'import.cell.not_a_url',
  'attribute.value.not_a_boolean': 'import.cell.not_a_boolean',
  'attribute.value.below_minimum': 'import.cell.below_minimum',
  'attribute.value.above_maximum': 'import.cell.above_maximum',
  'attribute.value.too_long': 'import.cell.too_long',
  'attribute.value.unknown_choice': 'import.cell.choice_not_found',
  'attribute.value.unit_unknown': 'import.cell.unit_unknown',
  'attribute.value.unit_wrong_type': 'import.cell.unit_wrong_type',
  'attribute.value.unknown_language': 'import.cell.language_not_found',
  'attribute.value.not_localized': 'import.cell.localizable_mismatch',
};

/**
 * The SKU a row names, or its error: read first, so the run can look the batch's products up
 * before judging the rows.
 */
export function rowSku(row: RowCells, skuPill: CompiledPill): { sku: string } | { error: string } {
  const outcome = skuPill.apply(row, () => true);
  if (!outcome.applies) return { error: 'import.cell.sku_missing' };
  if ('error' in outcome) return { error: outcome.error.code };
  const sku = outcome.text?.trim() ?? '';
  if (sku === '') return { error: 'import.cell.sku_missing' };
  if (sku.length > importFieldLimits.skuLength) return { error: 'import.cell.sku_too_long' };
  return { sku };
}

export function rowVerdict(
  line: number,
  row: RowCells,
  skuPill: CompiledPill,
  pills: readonly CompiledPill[],
  existing: ExistingProduct | undefined,
  context: VerdictContext,
): RowVerdict {
  const errors: ImportCellError[] = [];
  const verdict = (outcome: ImportRowOutcome, sku: string | null, fields: ProductFields | null, changes: Record<string, [unknown, unknown]> = {}, pricePlans: readonly PricePlan[] = []): RowVerdict => ({
    line,
    sku,
    outcome,
    productId: existing?.id ?? null,
    productVersion: existing?.version ?? null,
    changes,
    errors,
    fields,
    ...(pricePlans.length > 0 ? { pricePlans } : {}),
  });
  if (rowIsSkipped(context.options.skip_rows_when, row)) return verdict('skipped', null, null);

  const skuColumn = context.headerOf(skuPill.pill.columns[0]!);
  const read = rowSku(row, skuPill);
  if ('error' in read) {
    errors.push({ line, column: skuColumn, sku: null, code: read.error });
    return verdict('error', null, null);
  }
  const { sku } = read;
  if (existing === undefined && context.options.mode === 'update') return verdict('skipped', sku, null);
  if (existing !== undefined && context.options.mode === 'create') return verdict('skipped', sku, null);
  if (existing !== undefined ? !context.mayEditProduct(existing) : !context.mayCreateProducts) {
    errors.push({ line, column: skuColumn, sku, code: 'rights.forbidden' });
    return verdict('error', sku, null);
  }

  const fields: ProductFields = { values: {} };
  const fail = (pill: CompiledPill, code: string, params?: Record<string, string | number>) =>
    errors.push({ line, column: context.headerOf(pill.pill.columns[0]!), sku, code, ...(params ? { params } : {}) });
  const clear = context.options.empty_cells === 'clear';
  const ranges = new Map<number, { min?: unknown; max?: unknown; pill: CompiledPill }>();
  const categoryPlan = { touched: false, replaceAll: false, trees: new Set<number>(), chosen: new Set<number>(), create: new Map<string, MissingCategoryPath & { path: string }>() };

  // The model first: the attributes it manages cannot be written on the product.
  let managed = existing?.managedByModel ?? new Set<number>();
  for (const pill of pills) {
    if (pill.pill.target.kind !== 'model') continue;
    const outcome = pill.apply(row, () => (existing?.modelId ?? null) === null);
    if (!outcome.applies) continue;
    if ('error' in outcome) fail(pill, outcome.error.code);
    else if (outcome.text === null) {
      if (clear) {
        fields.modelId = null;
        managed = new Set();
      }
    } else {
      const model = context.modelByReference(outcome.text.trim());
      if (model === undefined) fail(pill, 'import.cell.model_not_found');
      else {
        fields.modelId = model.id;
        managed = model.managed;
      }
    }
  }

  for (const pill of pills) {
    const target = pill.pill.target;
    if (target.kind === 'sku' || target.kind === 'model' || target.kind === 'price') continue;
    const outcome = pill.apply(row, () => targetIsEmpty(existing, target, context));
    if (!outcome.applies) continue;
    if ('error' in outcome) {
      fail(pill, outcome.error.code);
      continue;
    }
    const text = outcome.text === null ? null : outcome.text.trim() === '' ? null : outcome.text;
    switch (target.kind) {
      case 'name':
        if (text === null) break;
        if (text.trim().length > importFieldLimits.nameLength) fail(pill, 'import.cell.name_too_long');
        else fields.name = text.trim();
        break;
      case 'status': {
        if (text === null) break;
        const status = statusWords.get(text.trim().toLowerCase().replace(/\s+/g, ' '));
        if (status === undefined) fail(pill, 'import.cell.choice_not_found');
        else fields.status = status;
        break;
      }
      case 'categories': {
        const index = context.categories;
        const tree = target.tree_id ?? null;
        if (index === undefined || (tree !== null && !index.isRoot(tree))) {
          fail(pill, 'import.cell.category_not_found', { path: text ?? '' });
          break;
        }
        if (text === null) {
          if (!clear) break;
          categoryPlan.touched = true;
          if (tree === null) categoryPlan.replaceAll = true;
          else categoryPlan.trees.add(tree);
          break;
        }
        const paths = splitCategoryPaths(text);
        if (paths === null) {
          fail(pill, 'import.cell.category_not_found', { path: text.trim() });
          break;
        }
        categoryPlan.touched = true;
        if (tree !== null) categoryPlan.trees.add(tree);
        for (const names of paths) {
          const resolved = index.resolve(names, tree);
          if (resolved.kind === 'found') {
            categoryPlan.chosen.add(resolved.id);
            categoryPlan.trees.add(index.rootOf(resolved.id));
          } else if (resolved.kind === 'missing' && target.create_missing === true && context.mayCreateCategories === true && resolved.missing.names.every((name) => name.length <= 255)) {
            const path = pathText([index.pathOf(resolved.missing.parent), ...resolved.missing.names]);
            categoryPlan.create.set(path.toLowerCase(), { ...resolved.missing, path });
            categoryPlan.trees.add(index.rootOf(resolved.missing.parent));
          } else fail(pill, 'import.cell.category_not_found', { path: tree === null ? pathText(names) : pathText([index.pathOf(tree), ...names]) });
        }
        break;
      }
      case 'attribute': {
        const attribute = context.attributes.get(target.attribute_id);
        if (attribute === undefined) {
          fail(pill, 'import.cell.attribute_not_found');
          break;
        }
        // An empty cell writes nothing (unless the template clears): nothing to refuse either, as a
        // supplier's sheet leaves blank the columns that do not apply to a product.
        if (text === null && !clear) break;
        if (attribute.computed) {
          fail(pill, 'attribute.value.computed');
          break;
        }
        if (!context.canEditAttribute(attribute.id)) {
          fail(pill, 'rights.attribute_not_editable');
          break;
        }
        if (managed.has(attribute.id)) {
          fail(pill, 'import.cell.managed_by_model');
          break;
        }
        if (attribute.localizable !== (target.language !== null)) {
          fail(pill, 'import.cell.localizable_mismatch');
          break;
        }
        if (target.language !== null && !context.languages.includes(target.language)) {
          fail(pill, 'import.cell.language_not_found', { language: target.language });
          break;
        }
        const bound = attribute.type === 'range' ? target.bound : null;
        const unitColumn = target.unit_column ?? null;
        let parsed: { ok: true; value: unknown } | { ok: false; code: string; params?: Record<string, string | number>; column?: string };
        if (text === null) parsed = { ok: true, value: null };
        else if (attribute.unit !== null && (attribute.type === 'integer' || attribute.type === 'decimal' || bound !== null)) parsed = numberInUnit(attribute, text, row, target.unit, unitColumn);
        else if (unitColumn !== null && (row.get(unitColumn) ?? '').trim() !== '') parsed = { ok: false, code: 'import.cell.unit_not_expected', column: unitColumn };
        else if (target.unit !== null && attribute.unit === null) parsed = { ok: false, code: 'import.cell.unit_not_expected' };
        else parsed = bound !== null ? attributeTypeModule('decimal').parse(text) : parseCell(attribute, text);
        if (!parsed.ok) {
          const code = cellCodes[parsed.code] ?? parsed.code;
          if (parsed.column !== undefined) errors.push({ line, column: context.headerOf(parsed.column), sku, code, ...(parsed.params ? { params: parsed.params } : {}) });
          else fail(pill, code, parsed.params);
          break;
        }
        if (bound !== null) {
          const range = ranges.get(attribute.id) ?? { pill };
          range[bound] = parsed.value;
          ranges.set(attribute.id, range);
          break;
        }
        setValue(fields, attribute, target.language, parsed.value, existing, context, (code, params) => fail(pill, code, params));
        break;
      }
    }
  }
  // A range written on two lines (min and max, spec §5): both bounds make one value.
  for (const [attributeId, range] of ranges) {
    const attribute = context.attributes.get(attributeId)!;
    const value = (range.min ?? null) === null && (range.max ?? null) === null ? null : { min: range.min ?? null, max: range.max ?? null };
    setValue(fields, attribute, null, value, existing, context, (code, params) => fail(range.pill, code, params));
  }

  if (categoryPlan.touched && context.categories !== undefined) {
    const index = context.categories;
    const before = [...(existing?.categories ?? [])].sort((a, b) => a - b);
    const kept = categoryPlan.replaceAll ? [] : before.filter((id) => !categoryPlan.trees.has(index.rootOf(id)));
    const ids = [...new Set([...kept, ...categoryPlan.chosen])].sort((a, b) => a - b);
    if (categoryPlan.create.size > 0 || JSON.stringify(ids) !== JSON.stringify(before)) {
      fields.categories = { replace: categoryPlan.replaceAll ? null : [...categoryPlan.trees].sort((a, b) => a - b), ids, create: [...categoryPlan.create.values()] };
    }
  }

  const pricePlans = context.prices === undefined ? [] : readPriceCells(row, pills, context.prices, clear, fail);

  if (existing === undefined && fields.name === undefined && errors.length === 0) {
    const namePill = pills.find((pill) => pill.pill.target.kind === 'name');
    errors.push({ line, column: namePill ? context.headerOf(namePill.pill.columns[0]!) : null, sku, code: 'import.cell.name_missing' });
  }
  if (errors.length > 0) return verdict('error', sku, null);

  const changes = changesOf(existing, fields);
  if (existing === undefined) return verdict('created', sku, fields, changes, pricePlans);
  // Prices may change where the product does not: the comparison with the stored prices decides.
  return Object.keys(changes).length === 0 && pricePlans.length === 0 ? verdict('unchanged', sku, null) : verdict('updated', sku, fields, changes, pricePlans);
}

function targetIsEmpty(existing: ExistingProduct | undefined, target: ImportTarget, context: VerdictContext): boolean {
  if (existing === undefined) return true;
  switch (target.kind) {
    case 'sku':
    case 'name':
    case 'status':
      return false;
    case 'price':
      return true;
    case 'model':
      return existing.modelId === null;
    case 'categories': {
      const categories = existing.categories ?? [];
      const tree = target.tree_id ?? null;
      return tree === null ? categories.length === 0 : !categories.some((id) => context.categories?.rootOf(id) === tree);
    }
    case 'attribute': {
      const value = existing.values[String(target.attribute_id)];
      if (value === undefined || value === null) return true;
      if (target.language === null) return false;
      const localized = (value as Record<string, unknown>)[target.language];
      return localized === undefined || localized === null || localized === '';
    }
  }
}

/**
 * A number of an attribute with a unit, in the attribute's unit: the unit is the one written in
 * the cell (`12.5 kg`), else the unit column's, else the pill's fixed unit, else the attribute's
 * own. A unit column left empty next to a value is `unit_missing` (on that column); a converted
 * value of a whole-number attribute is rounded to the nearest whole number of its unit.
 */
function numberInUnit(
  attribute: AttributeDefinition,
  text: string,
  row: RowCells,
  fixedUnit: string | null,
  unitColumn: string | null,
): { ok: true; value: unknown } | { ok: false; code: string; params?: Record<string, string | number>; column?: string } {
  const split = splitValueAndUnit(text);
  const unitCell = unitColumn === null ? null : (row.get(unitColumn) ?? '').trim() || null;
  if (split.unit === null && unitColumn !== null && unitCell === null) return { ok: false, code: 'import.cell.unit_missing', column: unitColumn };
  const unitText = split.unit ?? unitCell ?? fixedUnit;
  const to = findUnit(attribute.unit!)!.unit;
  let from = to;
  if (unitText !== null) {
    const read = readUnit(unitText, attribute.unit_type!);
    if (!read.ok) return { ...read, ...(split.unit === null && unitCell !== null ? { column: unitColumn! } : {}) };
    from = read.unit;
  }
  const number = attributeTypeModule('decimal').parse(split.number);
  if (!number.ok || typeof number.value !== 'number') return { ok: false, code: number.ok ? 'import.cell.not_a_number' : number.code };
  if (from.code === to.code) return { ok: true, value: number.value };
  const converted = convertUnit(number.value, from, to);
  return { ok: true, value: attribute.type === 'integer' ? Math.round(converted) : converted };
}

/** A cell's text as a value of the attribute: dates in the forms people write, choices by code or label. */
function parseCell(attribute: AttributeDefinition, text: string): { ok: true; value: unknown } | { ok: false; code: string } {
  if (attribute.type === 'date') {
    const date = readCellDate(text);
    return date === null ? { ok: false, code: 'import.cell.not_a_date' } : { ok: true, value: date };
  }
  const parsed = attributeTypeModule(attribute.type).parse(text);
  if (!parsed.ok) return parsed;
  if (attribute.type === 'dropdown' && typeof parsed.value === 'string') return { ok: true, value: choiceCode(attribute, parsed.value) };
  if (attribute.type === 'multi_dropdown' && Array.isArray(parsed.value)) return { ok: true, value: parsed.value.map((item) => choiceCode(attribute, String(item))) };
  return parsed;
}

/** A supplier may write a choice's label in any language instead of its code. */
function choiceCode(attribute: AttributeDefinition, text: string): string {
  if (attribute.choices.some((choice) => choice.code === text)) return text;
  const wanted = text.trim().toLowerCase();
  const byCode = attribute.choices.find((choice) => choice.code.toLowerCase() === wanted);
  if (byCode) return byCode.code;
  const byLabel = attribute.choices.find((choice) => Object.values(choice.labels).some((label) => label.trim().toLowerCase() === wanted));
  return byLabel?.code ?? text;
}

function setValue(
  fields: ProductFields,
  attribute: AttributeDefinition,
  language: string | null,
  value: unknown,
  existing: ExistingProduct | undefined,
  context: VerdictContext,
  fail: (code: string, params?: Record<string, string | number>) => void,
): void {
  const key = String(attribute.id);
  const candidate = language === null ? value : { ...(isRecord(fields.values[key]) ? fields.values[key] : isRecord(existing?.values[key]) ? existing.values[key] : {}), [language]: value };
  const checked = validateAttributeValue(attribute, candidate, { languages: context.languages });
  if (!checked.ok) {
    for (const error of checked.errors) fail(cellCodes[error.code] ?? error.code, error.params);
    return;
  }
  fields.values[key] = checked.value;
}

function changesOf(existing: ExistingProduct | undefined, fields: ProductFields): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  const note = (field: string, before: unknown, after: unknown) => {
    // Key order aside: a range read back from jsonb is {max, min}, the file's {min, max}. Plain
    // values (most cells) compare as they are, without their canonical texts.
    const differs = isPlain(before) && isPlain(after) ? (before ?? null) !== (after ?? null) : !sameJson(before, after);
    if (differs) changes[field] = [before ?? null, after ?? null];
  };
  if (fields.name !== undefined) note('name', existing?.name, fields.name);
  if (fields.status !== undefined) note('status', existing?.status ?? (existing === undefined ? null : undefined), fields.status);
  if (fields.modelId !== undefined) note('model', existing?.modelId, fields.modelId);
  // Category ids, sorted; a category the launch creates shows as its path until the launch writes its id.
  if (fields.categories !== undefined) note('categories', [...(existing?.categories ?? [])].sort((a, b) => a - b), [...fields.categories.ids, ...fields.categories.create.map((entry) => entry.path)]);
  for (const [key, value] of Object.entries(fields.values)) note(`values.${key}`, existing?.values[key], value);
  return changes;
}

function isPlain(value: unknown): boolean {
  return value === null || typeof value !== 'object';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
