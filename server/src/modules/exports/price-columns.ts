/**
 * Price columns of an export (docs/prices.md, "Prices in exports"): each writes one field of the
 * product's price valid on the run's day, in one price list, for one set of discriminant values.
 * What they need besides the prices — the lists, the price attributes, the fields the company
 * switched off, the price list of the client the run is for — is read once per run; the prices
 * themselves come with each batch of products (`product-batches.ts`), so memory stays flat.
 */
import type { ExportLayout, ExportSource } from '@pimento/shared-kit/contracts/export-layout';
import type { ExportWarning } from '@pimento/shared-kit/contracts/exports';
import type { ExtraAttribute } from '@pimento/shared-kit/contracts/extra-attributes';
import type { Discriminant } from '@pimento/shared-kit/contracts/price-lists';
import { priceAttributeColumnPrefix, priceFieldSchema, type PriceField } from '@pimento/shared-kit/contracts/price-fields';
import type { DiscriminantValues, Price } from '@pimento/shared-kit/contracts/prices';
import type { Queryable } from '../../db/database.ts';
import { companySettingsOf } from '../companies/defaults.ts';
import { requireCompany } from '../companies/service.ts';
import { listExtraAttributes } from '../extra-attributes/index.ts';
import { priceListsByIds, typedDiscriminantValues } from '../prices/index.ts';
import type { CellValue, ColumnPlan } from './column-plan.ts';
import { headerWords } from './header-words.ts';
import type { BatchPrices } from './product-batches.ts';

export type PriceSource = Extract<ExportSource, { kind: 'price' }>;

export type PriceColumnsContext = {
  /** `YYYY-MM-DD`: the prices valid on this day are written. */
  day: string;
  /** The lists the columns name that are not archived. */
  lists: ReadonlyMap<number, { name: string; discriminants: readonly Discriminant[] }>;
  /** The company's price attributes, by code. */
  attributes: ReadonlyMap<string, ExtraAttribute>;
  disabled: ReadonlySet<PriceField>;
  /** The price list of the client the run is for: the columns naming no list take it. */
  clientListId: number | null;
};

/** The price the batches attach to each product: those valid on the day in the lists the columns need. */
export type ExportPrice = Pick<Price, 'price_list' | 'discriminant_values' | 'gross_price' | 'net_price' | 'currency' | 'start_date' | 'end_date' | 'discount' | 'discount_family_code' | 'discount_family_label' | 'unit' | 'attribute_values'>;

/** The day a run writes prices for: its own creation's (UTC), so a run started before midnight writes that day's prices. */
export function priceDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function priceSources(layout: ExportLayout): PriceSource[] {
  return layout.sheets.filter((sheet) => sheet.visible).flatMap((sheet) => sheet.columns.flatMap((column) => (column.source.kind === 'price' ? [column.source] : [])));
}

/** Whether a visible sheet of the layout writes a price. */
export function hasPriceColumns(layout: ExportLayout): boolean {
  return priceSources(layout).length > 0;
}

/** What the layout's price columns need, or null when it has none (nothing is read then). */
export async function loadPriceColumnsContext(tx: Queryable, companyId: string, layout: ExportLayout, options: { day: string; clientListId: number | null }): Promise<PriceColumnsContext | null> {
  const sources = priceSources(layout);
  if (sources.length === 0) return null;
  const ids = [...new Set(sources.flatMap((source) => source.price_list_id ?? options.clientListId ?? []))];
  const lists = (await priceListsByIds(tx, companyId, ids)).filter((list) => list.state !== 'archived');
  const attributes = await listExtraAttributes(tx, companyId, 'price');
  const settings = companySettingsOf(await requireCompany(tx, companyId));
  return {
    day: options.day,
    lists: new Map(lists.map((list) => [list.id, { name: list.name, discriminants: list.discriminants }])),
    attributes: new Map(attributes.map((attribute) => [attribute.code, attribute])),
    disabled: new Set(settings.disabled_price_fields),
    clientListId: options.clientListId,
  };
}

/** One canonical text per set of discriminant values, whatever the order of their codes. */
function discriminantKey(values: DiscriminantValues): string {
  return JSON.stringify(Object.keys(values).sort().map((code) => [code, values[code]]));
}

function isPriceField(field: string): field is PriceField {
  return (priceFieldSchema.options as readonly string[]).includes(field);
}

/** A price column's header when it is left out, before its list is known: its field's name. */
export function priceColumnFallbackHeader(source: PriceSource, language: string): string {
  return isPriceField(source.field) ? headerWords(language).priceFields[source.field] : source.field.slice(priceAttributeColumnPrefix.length);
}

export type PlannedPriceColumn = { listId: number; defaultHeader: string; read: (prices: readonly ExportPrice[]) => CellValue };

/**
 * A price column resolved once for the whole run, or the warning that leaves it out: its list gone
 * or archived (or, taking the client's, no client list), its field switched off, its attribute
 * deleted, its discriminant values no longer those of the list.
 */
export function planPriceColumn(source: PriceSource, context: PriceColumnsContext | null, language: string): PlannedPriceColumn | { warning: ExportWarning['code'] } {
  const listId = source.price_list_id ?? context?.clientListId ?? null;
  if (context === null || listId === null) return { warning: 'export.column_price_list_missing' };
  const list = context.lists.get(listId);
  if (list === undefined) return { warning: 'export.column_price_list_missing' };
  const typed = typedDiscriminantValues(list.discriminants, source.discriminant_values);
  if (typed === null) return { warning: 'export.column_discriminants_invalid' };
  const key = discriminantKey(typed);
  const price = (prices: readonly ExportPrice[]) => prices.find((candidate) => candidate.price_list.id === listId && discriminantKey(candidate.discriminant_values) === key);
  const words = headerWords(language);
  const where = [list.name, ...list.discriminants.map((discriminant) => `${discriminant.label} ${typed[discriminant.code]}`)].join(', ');

  if (isPriceField(source.field)) {
    if (context.disabled.has(source.field)) return { warning: 'export.column_price_field_off' };
    const field = source.field;
    return { listId, defaultHeader: `${words.priceFields[field]} (${where})`, read: (prices) => price(prices)?.[field] ?? null };
  }
  const attribute = context.attributes.get(source.field.slice(priceAttributeColumnPrefix.length));
  if (attribute === undefined) return { warning: 'export.column_price_attribute_missing' };
  const labels = new Map(attribute.choices.map((choice) => [choice.code, choice.labels[language] || choice.code]));
  const label = attribute.labels[language] ?? Object.values(attribute.labels)[0] ?? attribute.code;
  return {
    listId,
    defaultHeader: `${label} (${where})`,
    read: (prices) => {
      const value = price(prices)?.attribute_values[attribute.id];
      if (value === undefined) return null;
      return attribute.type === 'dropdown' ? (labels.get(String(value)) ?? String(value)) : value;
    },
  };
}

/** What the batches read for a plan: the prices of its columns' lists on the day, or nothing without a price column. */
export function batchPrices(plan: ColumnPlan, context: PriceColumnsContext | null): BatchPrices | null {
  return context === null || plan.priceListIds.length === 0 ? null : { day: context.day, listIds: plan.priceListIds };
}
