/**
 * A layout turned into what the renderer runs for each product: per visible sheet, its columns'
 * headers and a function computing each cell from the product. Everything that does not depend on
 * the product — the attribute, its unit conversion, the choice labels, the parsed formula — is
 * resolved here once, so a million rows cost a map lookup and a format per cell.
 *
 * A column the user may not read (attribute rights) or whose attribute no longer exists is left
 * out with a warning, and the rest is written; so is a formula that cannot be parsed.
 */
import type { ExportColumn, ExportLayout, ExportSource } from '@pimento/shared-kit/contracts/export-layout';
import type { ExportWarning } from '@pimento/shared-kit/contracts/exports';
import { evaluateFormula } from '@pimento/shared-kit/formulas/evaluate';
import { parseFormula } from '@pimento/shared-kit/formulas/parser';
import type { FormulaValue } from '@pimento/shared-kit/formulas/types';
import type { AttributeDefinition } from '../attributes/definition.ts';
import type { AttributeCatalogue } from '../attributes/definitions-repository.ts';
import { convertUnit, findUnit, type UnitEntry } from '../units/catalogue.ts';
import type { CategoryPaths } from './category-paths.ts';
import { headerWords } from './header-words.ts';
import { overallScope, type CompletionColumnsContext } from './completion-columns.ts';
import type { MediaAddresses } from '../assets/public-media.ts';
import { planPriceColumn, priceColumnFallbackHeader, type PriceColumnsContext } from './price-columns.ts';
import type { ExportProduct } from './product-batches.ts';

export type CellValue = string | number | boolean | null;
/** `id`: the layout column's (the editor's preview names its pills by it). */
export type PlannedColumn = { id: string; header: string; read(product: ExportProduct): CellValue };
export type PlannedSheet = { name: string; columns: PlannedColumn[] };
/** `priceListIds`: the lists whose prices valid on the day the batches read (none without a price column). */
/** `completionScopes`: the completion figures the batches read (0 overall, else a client's id; none without a completion column). */
export type ColumnPlan = { sheets: PlannedSheet[]; warnings: ExportWarning[]; needsCategories: boolean; needsMainImages: boolean; priceListIds: number[]; completionScopes: number[] };

export type PlanContext = {
  /** Every attribute of the company, and the user's readable ones. */
  catalogue: AttributeCatalogue;
  readable: AttributeCatalogue;
  /** The run's language. */
  language: string;
  /** Needed when a column writes categories. */
  categories: CategoryPaths | null;
  /** Needed when a column writes prices (`loadPriceColumnsContext`). */
  prices: PriceColumnsContext | null;
  /** Needed when a column writes completion (`loadCompletionColumnsContext`); without it such a column is left out. */
  completion?: CompletionColumnsContext | null;
  /** Needed when a column writes a main image's URL (`loadMainImageAddresses`); without it such a column is left out. */
  media?: MediaAddresses | null;
};

/** Joins a list's entries, and a range's bounds (spec: `min–max`). */
const listSeparator = ' | ';
const rangeSeparator = '–';

export function planColumns(layout: ExportLayout, context: PlanContext): ColumnPlan {
  const warnings: ExportWarning[] = [];
  let needsCategories = false;
  let needsMainImages = false;
  const priceListIds = new Set<number>();
  const completionScopes = new Set<number>();
  const sheets = layout.sheets
    .filter((sheet) => sheet.visible)
    .map((sheet) => ({
      name: sheet.name,
      columns: sheet.columns.flatMap((column): PlannedColumn[] => {
        if (column.source.kind === 'categories') needsCategories = true;
        if (column.source.kind === 'main_image') needsMainImages = true;
        const planned = planColumn(column, context, (warning) => warnings.push(warning), (listId) => priceListIds.add(listId), (scopeId) => completionScopes.add(scopeId));
        return planned === null ? [] : [{ id: column.id, ...planned }];
      }),
    }));
  return { sheets, warnings, needsCategories, needsMainImages, priceListIds: [...priceListIds], completionScopes: [...completionScopes] };
}

function planColumn(
  column: ExportColumn,
  context: PlanContext,
  warn: (warning: ExportWarning) => void,
  needPrices: (listId: number) => void,
  needCompletion: (scopeId: number) => void,
): Omit<PlannedColumn, 'id'> | null {
  const source = column.source;
  const header = column.header[context.language] ?? defaultHeader(source, context);
  const words = headerWords(context.language);
  switch (source.kind) {
    case 'sku':
      return { header, read: (product) => product.sku };
    case 'name':
      return { header, read: (product) => product.name };
    case 'status':
      return { header, read: (product) => words.statuses[product.status] };
    case 'model':
      return { header, read: (product) => product.model };
    case 'categories': {
      const paths = context.categories;
      return { header, read: (product) => (paths === null ? null : paths.text(product.categories, source.tree_id)) || null };
    }
    case 'fixed':
      return { header, read: () => source.text };
    case 'formula': {
      const parsed = parseFormula(source.formula);
      if (!parsed.ok) {
        warn({ code: 'export.column_formula_invalid', params: { column: header } });
        return null;
      }
      const lookup = formulaLookup(context);
      return { header, read: (product) => formulaCell(evaluateFormula(parsed.ast, (code) => lookup(product, code))) };
    }
    case 'attribute': {
      const attribute = context.catalogue.byId.get(source.attribute_id);
      if (attribute === undefined) {
        warn({ code: 'export.column_attribute_missing', params: { column: header } });
        return null;
      }
      if (!context.readable.byId.has(attribute.id)) {
        warn({ code: 'export.column_not_readable', params: { column: header } });
        return null;
      }
      return { header, read: attributeReader(attribute, source, context, (unit) => warn({ code: 'export.column_unit_invalid', params: { column: header, unit } })) };
    }
    case 'price': {
      const planned = planPriceColumn(source, context.prices, context.language);
      if ('warning' in planned) {
        warn({ code: planned.warning, params: { column: header } });
        return null;
      }
      needPrices(planned.listId);
      return { header: column.header[context.language] ?? planned.defaultHeader, read: (product) => planned.read(product.prices) };
    }
    case 'main_image': {
      if (source.part === 'file_name') return { header, read: (product) => product.main_image?.file_name ?? null };
      const media = context.media;
      if (media == null) {
        warn({ code: 'export.column_not_readable', params: { column: header } });
        return null;
      }
      const size = source.width === null && source.height === null ? null : { width: source.width, height: source.height };
      return { header, read: (product) => (product.main_image == null ? null : media.productMainImage(product.id, size)) };
    }
    case 'completion': {
      const scopeId = source.client_id ?? overallScope;
      if (context.completion == null || (source.client_id !== null && !context.completion.readableClients.has(source.client_id))) {
        warn({ code: 'export.column_not_readable', params: { column: header } });
        return null;
      }
      needCompletion(scopeId);
      return { header, read: (product) => product.completion?.get(scopeId) ?? null };
    }
  }
}

function defaultHeader(source: ExportSource, context: PlanContext): string {
  const words = headerWords(context.language);
  switch (source.kind) {
    case 'sku':
    case 'name':
    case 'status':
    case 'model':
    case 'categories':
    case 'formula':
      return words[source.kind];
    case 'fixed':
      return '';
    case 'price':
      return priceColumnFallbackHeader(source, context.language);
    case 'main_image':
      return source.part === 'file_name' ? `${words.mainImage} (${words.fileNameSuffix})` : words.mainImage;
    case 'completion': {
      const client = source.client_id === null ? undefined : (context.completion?.readableClients.get(source.client_id) ?? `#${source.client_id}`);
      return client === undefined ? words.completion : `${words.completion} (${client})`;
    }
    case 'attribute': {
      const attribute = context.catalogue.byId.get(source.attribute_id);
      if (attribute === undefined) return `#${source.attribute_id}`;
      const label = attribute.labels[context.language] ?? Object.values(attribute.labels)[0] ?? attribute.code;
      const language = attribute.localizable && source.language !== null && source.language !== context.language ? ` (${source.language})` : '';
      // A converted value says its unit: "Weight (g)".
      const converted = source.part === 'value' && source.unit !== null ? findUnit(source.unit)?.unit.symbol : undefined;
      const part = source.part === 'unit' ? ` (${words.unitSuffix})` : source.part === 'code' ? ` (${words.codeSuffix})` : converted === undefined ? '' : ` (${converted})`;
      return `${label}${language}${part}`;
    }
  }
}

/** The stored value of an attribute for the column's language (a localizable one is a map of languages). */
function storedValue(product: ExportProduct, attribute: AttributeDefinition, language: string): unknown {
  const stored = product.values[attribute.id];
  if (!attribute.localizable || stored === null || typeof stored !== 'object' || Array.isArray(stored)) return stored ?? null;
  return (stored as Record<string, unknown>)[language] ?? null;
}

type AttributeSource = Extract<ExportSource, { kind: 'attribute' }>;

function attributeReader(
  attribute: AttributeDefinition,
  source: AttributeSource,
  context: PlanContext,
  warnUnit: (unit: string) => void,
): (product: ExportProduct) => CellValue {
  const language = source.language ?? context.language;
  const stored = attribute.unit === null ? undefined : findUnit(attribute.unit)?.unit;
  let target: UnitEntry | undefined = stored;
  if (source.unit !== null && stored !== undefined) {
    const wanted = findUnit(source.unit);
    if (wanted !== undefined && wanted.type.code === attribute.unit_type) target = wanted.unit;
    else warnUnit(source.unit);
  }
  const convert = (value: unknown): number | null => {
    if (typeof value !== 'number') return null;
    return stored !== undefined && target !== undefined ? convertUnit(value, stored, target) : value;
  };
  const labels = new Map((attribute.choices ?? []).map((choice) => [choice.code, choice.labels[context.language] || choice.code]));
  const label = (code: unknown) => labels.get(String(code)) ?? String(code);

  if (source.part === 'unit') {
    const symbol = target?.symbol ?? null;
    return (product) => (symbol !== null && storedValue(product, attribute, language) !== null ? symbol : null);
  }
  const code = source.part === 'code';
  switch (attribute.type) {
    case 'integer':
    case 'decimal':
      return (product) => convert(storedValue(product, attribute, language));
    case 'range':
      return (product) => {
        const value = storedValue(product, attribute, language) as { min?: unknown; max?: unknown } | null;
        if (value === null || typeof value !== 'object') return null;
        return `${convert(value.min) ?? ''}${rangeSeparator}${convert(value.max) ?? ''}`;
      };
    case 'boolean':
      return (product) => {
        const value = storedValue(product, attribute, language);
        return typeof value === 'boolean' ? value : null;
      };
    case 'dropdown':
      return (product) => {
        const value = storedValue(product, attribute, language);
        return value === null ? null : code ? String(value) : label(value);
      };
    case 'multi_dropdown':
      return (product) => {
        const value = storedValue(product, attribute, language);
        return Array.isArray(value) && value.length > 0 ? value.map((entry) => (code ? String(entry) : label(entry))).join(listSeparator) : null;
      };
    case 'url_list':
      return (product) => {
        const value = storedValue(product, attribute, language);
        return Array.isArray(value) && value.length > 0 ? value.join(listSeparator) : null;
      };
    default:
      return (product) => {
        const value = storedValue(product, attribute, language);
        return value === null || value === undefined || value === '' ? null : typeof value === 'object' ? JSON.stringify(value) : (value as string | number);
      };
  }
}

/**
 * What a formula reads: the readable attributes by code (in the run's language when localizable,
 * typed as docs/formulas.md says), else the product's own fields `sku`, `name`, `status`, `model`.
 */
function formulaLookup(context: PlanContext): (product: ExportProduct, code: string) => FormulaValue {
  const fields: Record<string, (product: ExportProduct) => FormulaValue> = {
    sku: (product) => product.sku,
    name: (product) => product.name,
    status: (product) => product.status,
    model: (product) => product.model,
  };
  return (product, code) => {
    const attribute = context.readable.byCode.get(code.toLowerCase()) ?? context.readable.byCode.get(code);
    if (attribute === undefined) return fields[code.toLowerCase()]?.(product) ?? null;
    const value = storedValue(product, attribute, context.language);
    return typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean' ? value : null;
  };
}

function formulaCell(result: ReturnType<typeof evaluateFormula>): CellValue {
  return result.ok ? result.value : null;
}
