import { priceFieldSchema, type PriceField } from '@pimento/shared-kit/contracts/price-fields';
import type { CompanyFlags } from '@pimento/shared-kit/remote/remote-props';

/** The label of each price field (`prices.fields.*`). */
export const priceFieldLabelKeys: Record<PriceField, string> = {
  gross_price: 'prices.fields.gross',
  net_price: 'prices.fields.net',
  currency: 'prices.fields.currency',
  start_date: 'prices.fields.start',
  end_date: 'prices.fields.end',
  discount: 'prices.fields.discount',
  discount_family_code: 'prices.fields.familyCode',
  discount_family_label: 'prices.fields.familyLabel',
  unit: 'prices.fields.unit',
};

/** The price fields the company disabled (company store data `disabled_price_fields`), read from the shell's flags. */
export function disabledPriceFields(flags: CompanyFlags): ReadonlySet<PriceField> {
  const value = flags.disabled_price_fields;
  return new Set(Array.isArray(value) ? priceFieldSchema.options.filter((field) => value.includes(field)) : []);
}

/** A price listing column: a price field, or `attribute.<code>` for a price attribute. */
export const attributeColumnPrefix = 'attribute.';
