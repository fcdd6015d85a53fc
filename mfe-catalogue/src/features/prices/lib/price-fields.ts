import type { PriceField } from '@pimento/shared-kit/contracts/price-fields';

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
