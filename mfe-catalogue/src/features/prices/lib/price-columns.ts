import type { ExtraAttribute } from '@pimento/shared-kit/contracts/extra-attributes';
import { priceAttributeColumnPrefix, priceFieldSchema, type PriceField } from '@pimento/shared-kit/contracts/price-fields';

/** A column of `/price/` the user may choose: a price field, or a price attribute (`attribute.<code>`). */
export type PriceColumn = { kind: 'field'; key: PriceField } | { kind: 'attribute'; key: string; attribute: ExtraAttribute };

/** Every column the user may choose: the price fields the company uses, then its price attributes. */
export function choosablePriceColumns(disabled: ReadonlySet<PriceField>, attributes: readonly ExtraAttribute[]): PriceColumn[] {
  return [
    ...priceFieldSchema.options.filter((field) => !disabled.has(field)).map((field) => ({ kind: 'field' as const, key: field })),
    ...attributes.map((attribute) => ({ kind: 'attribute' as const, key: `${priceAttributeColumnPrefix}${attribute.code}`, attribute })),
  ];
}

/** The user's saved columns that can still be shown, in the user's order (a field switched off or an attribute deleted since drops out). */
export function shownPriceColumns(saved: readonly string[], choosable: readonly PriceColumn[]): PriceColumn[] {
  const byKey = new Map(choosable.map((column) => [column.key, column]));
  return saved.flatMap((key) => byKey.get(key) ?? []);
}
