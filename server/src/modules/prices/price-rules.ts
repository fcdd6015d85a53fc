/** The rules of a price (spec §5 "Prices", §8 "Price errors"), each broken one on its field. */
import { isCurrencyCode } from '@pimento/shared-kit/contracts/currencies';
import type { Discriminant } from '@pimento/shared-kit/contracts/price-lists';
import type { DiscriminantValues, PriceDraft } from '@pimento/shared-kit/contracts/prices';
import type { ErrorCode } from '@pimento/shared-kit/errors/catalogue';
import { AppError } from '../../http/app-error.ts';

type FieldErrors = Record<string, ErrorCode[]>;

function discriminantValue(discriminant: Discriminant, value: string | number | undefined): { value?: string | number; error?: ErrorCode } {
  if (value === undefined || value === '') return { error: 'price.discriminant_required' };
  if (discriminant.type === 'text') return { value: String(value) };
  const number = typeof value === 'number' ? value : /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isFinite(number) || (discriminant.type === 'integer' && !Number.isInteger(number))) return { error: 'price.discriminant_invalid' };
  return { value: number };
}

/** One value per discriminant of the list, typed: numbers stay numbers so `10` and `"10"` are the same break. */
function checkedDiscriminantValues(discriminants: readonly Discriminant[], values: DiscriminantValues, errors: FieldErrors): DiscriminantValues {
  const checked: DiscriminantValues = {};
  for (const discriminant of discriminants) {
    const result = discriminantValue(discriminant, values[discriminant.code]);
    if (result.error !== undefined) errors[`discriminant_values.${discriminant.code}`] = [result.error];
    else checked[discriminant.code] = result.value!;
  }
  for (const code of Object.keys(values)) {
    if (!discriminants.some((discriminant) => discriminant.code === code)) errors[`discriminant_values.${code}`] = ['price.discriminant_unknown'];
  }
  return checked;
}

/** Values typed by the list's discriminants as a price stores them (`"10"` → 10), or null when one is missing, of the wrong type or unknown. */
export function typedDiscriminantValues(discriminants: readonly Discriminant[], values: DiscriminantValues): DiscriminantValues | null {
  const errors: FieldErrors = {};
  const typed = checkedDiscriminantValues(discriminants, values, errors);
  return Object.keys(errors).length === 0 ? typed : null;
}

/** The draft as stored (currency upper-cased, discriminant values typed), or 422 naming every broken rule at its field. */
export function checkedPrice(draft: PriceDraft, discriminants: readonly Discriminant[]): PriceDraft {
  const errors: FieldErrors = {};
  if (draft.gross_price === null && draft.net_price === null) {
    errors.gross_price = ['price.gross_or_net_required'];
    errors.net_price = ['price.gross_or_net_required'];
  }
  for (const field of ['gross_price', 'net_price'] as const) {
    const value = draft[field];
    if (value !== null && (!Number.isFinite(value) || value < 0)) errors[field] = ['price.must_be_positive'];
  }
  const currency = draft.currency === null || draft.currency === '' ? null : draft.currency.toUpperCase();
  if (currency === null) errors.currency = ['price.currency_required'];
  else if (!isCurrencyCode(currency)) errors.currency = ['price.currency_invalid'];
  if (draft.start_date !== null && draft.end_date !== null && draft.end_date < draft.start_date) errors.end_date = ['price.end_before_start'];
  if (draft.discount !== null && !(draft.discount >= 0 && draft.discount <= 1)) errors.discount = ['price.wrong_discount_number'];
  const discriminantValues = checkedDiscriminantValues(discriminants, draft.discriminant_values, errors);
  const first = Object.values(errors)[0];
  if (first !== undefined) throw new AppError(422, first[0]!, { fields: errors });
  const empty = (text: string | null) => (text === '' ? null : text);
  return {
    ...draft,
    currency,
    discount_family_code: empty(draft.discount_family_code),
    discount_family_label: empty(draft.discount_family_label),
    unit: empty(draft.unit),
    discriminant_values: discriminantValues,
  };
}
