import type { AssetRule, AssetRuleDraft, AssetRulePill } from '@pimento/shared-kit/contracts/asset-assignment';
import type { AttributeIdLabel } from '@pimento/shared-kit/contracts/attributes';

/** A new rule: the common naming convention `SKU_1.jpg`, placed at its number, run on upload. */
export const newRuleDraft = (): AssetRuleDraft => ({
  name: '',
  source: 'name',
  pills: [{ type: 'sku' }, { type: 'text', text: '_' }, { type: 'sequence' }],
  category_id: null,
  placement: 'sequence',
  featured: false,
  only_empty: false,
  on_upload: true,
});

export const draftOf = (rule: AssetRule): AssetRuleDraft => ({
  name: rule.name,
  source: rule.source,
  pills: rule.pills,
  category_id: rule.category_id,
  placement: rule.placement,
  featured: rule.featured,
  only_empty: rule.only_empty,
  on_upload: rule.on_upload,
});

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What a pill says on its chip: its kind, and its text or attribute. */
export function pillLabel(pill: AssetRulePill, t: Translate, attributes: readonly AttributeIdLabel[], language: string): string {
  const kind = t(`rules.pillTypes.${pill.type}`);
  if (pill.type === 'text') return `“${pill.text}”`;
  if (pill.type === 'featured') return `${kind} “${pill.text}”`;
  if (pill.type === 'attribute') {
    const attribute = attributes.find((entry) => entry.id === pill.attribute_id);
    return `${kind}: ${attribute?.labels[language] ?? attribute?.code ?? pill.attribute_id}`;
  }
  return kind;
}

/** The pasted lines to try: trimmed, without empty ones, at most what the server reads at once. */
export function pastedNames(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .slice(0, 1000);
}
