import type { ImportTarget } from '@pimento/shared-kit/contracts/imports';
import type { PriceList } from '@pimento/shared-kit/contracts/price-lists';
import type { Translate } from './target-label';

export type PriceTarget = Extract<ImportTarget, { kind: 'price' }>;

/** A new price pill: the first list's net price, as the export editor's "+ Price" starts. */
export function firstPriceTarget(priceLists: readonly PriceList[]): PriceTarget | null {
  const list = priceLists[0];
  return list === undefined ? null : { kind: 'price', price_list_id: list.id, field: 'net_price', currency: null, start_date: null, discriminant_values: {} };
}

/** A price pill as the user reads it: `Net price · Trade (Quantity 10, from 2026-01-01)`. */
export function priceTargetLabel(target: PriceTarget, priceLists: readonly PriceList[], fieldLabel: string, t: Translate): string {
  const list = priceLists.find((candidate) => candidate.id === target.price_list_id);
  const where = [
    ...Object.entries(target.discriminant_values).map(([code, value]) => `${list?.discriminants.find((discriminant) => discriminant.code === code)?.label ?? code} ${value}`),
    ...(target.start_date === null ? [] : [t('pricePill.fromDate', { date: target.start_date })]),
  ];
  return `${fieldLabel} · ${list?.name ?? t('pricePill.listMissing', { id: target.price_list_id })}${where.length > 0 ? ` (${where.join(', ')})` : ''}`;
}
