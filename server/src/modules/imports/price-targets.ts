/**
 * A template's price pills checked when it is saved: the list must be one of the company's and
 * not archived (its prices are read-only), the discriminant values must fit it, the field must be
 * one the company uses (or a price attribute it has), the currency an ISO 4217 code. Another
 * company's list is answered as one that does not exist.
 */
import { isCurrencyCode } from '@pimento/shared-kit/contracts/currencies';
import type { Pill } from '@pimento/shared-kit/contracts/imports';
import { priceAttributeColumnPrefix, type PriceField } from '@pimento/shared-kit/contracts/price-fields';
import type { Queryable } from '../../db/database.ts';
import { priceListsByIds, typedDiscriminantValues } from '../prices/index.ts';
import { loadPriceImportContext } from './price-rows.ts';

/** The refusal of each price pill that has one, by the pill's index. */
export async function priceTargetProblems(tx: Queryable, companyId: string, pills: readonly Pill[]): Promise<Map<number, string>> {
  const problems = new Map<number, string>();
  const context = await loadPriceImportContext(tx, companyId, pills);
  if (context === undefined) return problems;
  const states = new Map((await priceListsByIds(tx, companyId, [...context.lists.keys()])).map((list) => [list.id, list.state]));
  pills.forEach((pill, index) => {
    const target = pill.target;
    if (target.kind !== 'price') return;
    const list = context.lists.get(target.price_list_id);
    if (list === undefined) problems.set(index, 'import.price_list_not_found');
    else if (states.get(target.price_list_id) === 'archived') problems.set(index, 'price.list_archived');
    else if (typedDiscriminantValues(list.discriminants, target.discriminant_values) === null) problems.set(index, 'price.discriminant_invalid');
    else if (target.field.startsWith(priceAttributeColumnPrefix) && !context.priceAttributes.has(target.field.slice(priceAttributeColumnPrefix.length))) problems.set(index, 'value.attribute_not_found');
    else if (!target.field.startsWith(priceAttributeColumnPrefix) && context.disabledPriceFields.has(target.field as PriceField)) problems.set(index, 'import.price_field_off');
    else if (target.currency !== null && target.currency !== '' && !isCurrencyCode(target.currency.toUpperCase())) problems.set(index, 'price.currency_invalid');
  });
  return problems;
}
