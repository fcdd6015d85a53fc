/**
 * Price pills (docs/imports.md, "Prices"): what one row's price cells say, read without the
 * database. The pills naming the same price list, discriminant values and valid-from date make
 * one price plan; each cell is parsed by its field's type. The plan is checked and compared with
 * the product's stored price by `price-rows.ts`, through the prices module's own checks.
 */
import type { ExtraAttribute, ExtraValues } from '@pimento/shared-kit/contracts/extra-attributes';
import type { ImportTarget } from '@pimento/shared-kit/contracts/imports';
import { priceAttributeColumnPrefix, type PriceField } from '@pimento/shared-kit/contracts/price-fields';
import type { DiscriminantValues } from '@pimento/shared-kit/contracts/prices';
import { attributeTypeModule } from '@pimento/shared-kit/attribute-types/index';
import type { CompiledPill } from '@pimento/shared-kit/imports/apply-pill';
import { readCellDate } from '@pimento/shared-kit/imports/cell-dates';

export type PriceTarget = Extract<ImportTarget, { kind: 'price' }>;

/** What the rows' price cells need of the company: its price attributes by code, the price fields it switched off. */
export type PriceCellsContext = {
  readonly priceAttributes: ReadonlyMap<string, ExtraAttribute>;
  readonly disabledPriceFields: ReadonlySet<PriceField>;
};

/** The price fields a cell sets, parsed; null clears one (`empty_cells: clear`). */
export type PriceFieldValues = Partial<Record<PriceField, string | number | null>>;

/** One price a row writes: where it is, and what its cells set. */
export type PricePlan = {
  /** The price's place: list, valid-from date, discriminant values (one canonical text). */
  key: string;
  priceListId: number;
  discriminantValues: DiscriminantValues;
  /** The valid-from date the pills name (a `start_date` cell overrides it). */
  startDate: string | null;
  /** The currency the pills name, for a price whose currency no cell writes. */
  currency: string | null;
  set: PriceFieldValues;
  /** Price attributes by id: a cell's text, parsed by the prices module's checks. */
  attributeValues: ExtraValues;
  /** The column each field came from (`gross_price`, `attribute_values.12`), for the report; `*` is the plan's first. */
  columns: Record<string, string>;
};

const textLimits: Partial<Record<PriceField, number>> = { currency: 3, discount_family_code: 255, discount_family_label: 255, unit: 20 };

/** One canonical text per set of discriminant values, whatever the order of their codes. */
export function discriminantKey(values: DiscriminantValues): string {
  return JSON.stringify(Object.keys(values).sort().map((code) => [code, typeof values[code] === 'string' && /^-?\d+(\.\d+)?$/.test(values[code]) ? Number(values[code]) : values[code]]));
}

export function pricePlanKey(target: PriceTarget): string {
  return `${target.price_list_id}|${target.start_date ?? ''}|${discriminantKey(target.discriminant_values)}`;
}

type CellValue = { ok: true; value: string | number | null } | { ok: false; code: string; params?: Record<string, string | number> };

function fieldValue(field: PriceField, text: string | null): CellValue {
  if (text === null) return { ok: true, value: null };
  const trimmed = text.trim();
  switch (field) {
    case 'gross_price':
    case 'net_price':
    case 'discount': {
      const parsed = attributeTypeModule('decimal').parse(trimmed);
      return parsed.ok && typeof parsed.value === 'number' ? { ok: true, value: parsed.value } : { ok: false, code: 'import.cell.not_a_number' };
    }
    case 'start_date':
    case 'end_date': {
      const date = readCellDate(trimmed);
      return date === null ? { ok: false, code: 'import.cell.not_a_date' } : { ok: true, value: date };
    }
    default: {
      const max = textLimits[field]!;
      return trimmed.length > max ? { ok: false, code: 'import.cell.too_long', params: { max } } : { ok: true, value: trimmed };
    }
  }
}

/**
 * The row's price plans, one per price its pills name; a cell that is not of its field's type, a
 * field the company switched off or a price attribute that no longer exists is a cell error. An
 * empty cell sets nothing unless the template clears (then the field is emptied).
 */
export function readPriceCells(
  row: ReadonlyMap<string, string | null>,
  pills: readonly CompiledPill[],
  context: PriceCellsContext,
  clear: boolean,
  fail: (pill: CompiledPill, code: string, params?: Record<string, string | number>) => void,
): PricePlan[] {
  const plans = new Map<string, PricePlan>();
  for (const pill of pills) {
    const target = pill.pill.target;
    if (target.kind !== 'price') continue;
    // A price has no "empty yet": its condition reads as empty, so a `target_is_empty` pill always writes.
    const outcome = pill.apply(row, () => true);
    if (!outcome.applies) continue;
    if ('error' in outcome) {
      fail(pill, outcome.error.code);
      continue;
    }
    const text = outcome.text === null || outcome.text.trim() === '' ? null : outcome.text;
    if (text === null && !clear) continue;
    const key = pricePlanKey(target);
    const plan = plans.get(key) ?? {
      key,
      priceListId: target.price_list_id,
      discriminantValues: target.discriminant_values,
      startDate: target.start_date,
      currency: null,
      set: {},
      attributeValues: {},
      columns: { '*': pill.pill.columns[0]! },
    };
    plans.set(key, plan);
    plan.currency ??= target.currency;
    if (target.field.startsWith(priceAttributeColumnPrefix)) {
      const attribute = context.priceAttributes.get(target.field.slice(priceAttributeColumnPrefix.length));
      if (attribute === undefined) {
        fail(pill, 'value.attribute_not_found');
        continue;
      }
      plan.attributeValues[String(attribute.id)] = text === null ? null : text.trim();
      plan.columns[`attribute_values.${attribute.id}`] = pill.pill.columns[0]!;
      continue;
    }
    const field = target.field as PriceField;
    if (context.disabledPriceFields.has(field)) {
      fail(pill, 'import.price_field_off');
      continue;
    }
    const parsed = fieldValue(field, text);
    if (!parsed.ok) {
      fail(pill, parsed.code, parsed.params);
      continue;
    }
    plan.set[field] = parsed.value;
    plan.columns[field] = pill.pill.columns[0]!;
  }
  return [...plans.values()];
}
