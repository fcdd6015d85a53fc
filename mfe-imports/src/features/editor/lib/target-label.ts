import type { Attribute } from '@pimento/shared-kit/contracts/attributes';
import type { ImportTarget } from '@pimento/shared-kit/contracts/imports';

/** A translation function of the `imports` namespace, loosely typed (keys built from data). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The label to show for something labelled per language: the interface language, then English, then any. */
export function pickLabel(labels: Readonly<Record<string, string>>, language: string, fallback: string): string {
  return labels[language] || labels.en || Object.values(labels).find((label) => label.trim() !== '') || fallback;
}

/** A target as the user reads it: `Weight (fr) [kg] · minimum`. */
export function targetLabel(target: ImportTarget | null, attributes: ReadonlyMap<number, Attribute>, language: string, t: Translate): string {
  if (!target) return t('targets.choose');
  if (target.kind !== 'attribute') return t(`targets.${target.kind}`);

  const attribute = attributes.get(target.attribute_id);
  let label = attribute ? pickLabel(attribute.labels, language, attribute.code) : t('targets.attributeMissing', { id: target.attribute_id });
  if (target.language) label += ` (${target.language})`;
  if (target.unit) label += ` [${target.unit}]`;
  if (target.bound) label += ` · ${t(target.bound === 'min' ? 'pill.boundMin' : 'pill.boundMax')}`;
  return label;
}
