import type { TFunction } from 'i18next';
import { priceFieldSchema } from '@pimento/shared-kit/contracts/price-fields';
import '../../../i18n/price-pill-strings';

/** The change keys of a row's prices (`price:<list>|<valid from>|<discriminant values>`). */
export const priceChangePrefix = 'price:';

type PriceState = { price_list_name?: string; discriminant_values?: Record<string, unknown>; attribute_values?: Record<string, unknown> } & Record<string, unknown>;

const isPrice = (value: unknown): value is PriceState => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A price a row writes, as one line per field that changes: `Net price · Trade (quantity 10)`,
 * `12.5` → `14`. A created price's old values read as empty.
 */
export function describePriceChange(key: string, before: unknown, after: unknown, t: TFunction, text: (value: unknown) => string): Array<{ key: string; field: string; before: string; after: string }> {
  const old = isPrice(before) ? before : {};
  const next = isPrice(after) ? after : {};
  const discriminants = Object.entries(next.discriminant_values ?? old.discriminant_values ?? {}).map(([code, value]) => `${code} ${String(value)}`);
  const start = (next.start_date ?? old.start_date) as string | null | undefined;
  const where = [...discriminants, ...(start ? [t('pricePill.fromDate', { date: start })] : [])];
  const list = `${next.price_list_name ?? old.price_list_name ?? ''}${where.length > 0 ? ` (${where.join(', ')})` : ''}`;
  const lines = priceFieldSchema.options
    .filter((field) => (old[field] ?? null) !== (next[field] ?? null))
    .map((field) => ({ key: `${key}.${field}`, field: t('pricePill.change', { field: t(`pricePill.fields.${field}`), list }), before: text(old[field]), after: text(next[field]) }));
  const attributes = [...new Set([...Object.keys(old.attribute_values ?? {}), ...Object.keys(next.attribute_values ?? {})])];
  for (const id of attributes) {
    const was = old.attribute_values?.[id] ?? null;
    const is = next.attribute_values?.[id] ?? null;
    if (was === is) continue;
    lines.push({ key: `${key}.attribute.${id}`, field: t('pricePill.change', { field: t('pricePill.attributeRef', { id }), list }), before: text(was), after: text(is) });
  }
  return lines;
}
