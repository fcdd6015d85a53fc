import type { Attribute } from '@pimento/shared-kit/contracts/attributes';
import type { ExtraAttribute } from '@pimento/shared-kit/contracts/extra-attributes';
import type { ImportTarget } from '@pimento/shared-kit/contracts/imports';
import { priceAttributeColumnPrefix } from '@pimento/shared-kit/contracts/price-fields';
import type { PriceList } from '@pimento/shared-kit/contracts/price-lists';
import { priceTargetLabel } from './price-target';

/** A translation function of the `imports` namespace, loosely typed (keys built from data). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The label to show for something labelled per language: the interface language, then English, then any. */
export function pickLabel(labels: Readonly<Record<string, string>>, language: string, fallback: string): string {
  return labels[language] || labels.en || Object.values(labels).find((label) => label.trim() !== '') || fallback;
}

/** The price lists and price attributes a price pill is named by. */
export type PriceNames = { priceLists: readonly PriceList[]; priceAttributes: readonly ExtraAttribute[] };

/** A target as the user reads it: `Weight (fr) [kg] · minimum`, `Net price · Trade (Quantity 10)`. */
export function targetLabel(target: ImportTarget | null, attributes: ReadonlyMap<number, Attribute>, language: string, t: Translate, prices: PriceNames = { priceLists: [], priceAttributes: [] }): string {
  if (!target) return t('targets.choose');
  if (target.kind === 'price') {
    const attributeCode = target.field.startsWith(priceAttributeColumnPrefix) ? target.field.slice(priceAttributeColumnPrefix.length) : null;
    const priceAttribute = attributeCode === null ? undefined : prices.priceAttributes.find((candidate) => candidate.code === attributeCode);
    const field = attributeCode === null ? t(`pricePill.fields.${target.field}`) : priceAttribute ? pickLabel(priceAttribute.labels, language, attributeCode) : attributeCode;
    return priceTargetLabel(target, prices.priceLists, field, t);
  }
  if (target.kind !== 'attribute') return t(`targets.${target.kind}`);

  const attribute = attributes.get(target.attribute_id);
  let label = attribute ? pickLabel(attribute.labels, language, attribute.code) : t('targets.attributeMissing', { id: target.attribute_id });
  if (target.language) label += ` (${target.language})`;
  if (target.unit) label += ` [${target.unit}]`;
  if (target.bound) label += ` · ${t(target.bound === 'min' ? 'pill.boundMin' : 'pill.boundMax')}`;
  return label;
}
