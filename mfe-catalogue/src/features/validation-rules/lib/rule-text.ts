import type { TFunction } from 'i18next';
import type { Attribute, AttributeSet } from '@pimento/shared-kit/contracts/attributes';
import type { ValidationRule } from '@pimento/shared-kit/contracts/validation-rules';
import { pickLabel } from '../../../lib/pick-label';

/** What a rule checks, as a sentence: "Power is mandatory", "Colour is among Red, Grey", "Every attribute of Marketing texts is mandatory". */
export function ruleCheckText(
  rule: Pick<ValidationRule, 'target' | 'operator' | 'value' | 'language'>,
  attributesById: ReadonlyMap<number, Attribute>,
  sets: readonly AttributeSet[],
  language: string,
  t: TFunction<'catalogue'>,
): string {
  if (rule.target.kind === 'attribute_set') {
    const setId = rule.target.set_id;
    const set = sets.find((candidate) => candidate.id === setId);
    return t('rules.check.set', { set: set?.name ?? `#${setId}` });
  }
  const attribute = attributesById.get(rule.target.attribute_id);
  const name = attribute === undefined ? `#${rule.target.attribute_id}` : pickLabel(attribute.labels, language, attribute.code);
  const choice = (value: unknown) => {
    const found = attribute?.choices.find((candidate) => candidate.code === value);
    return found === undefined ? String(value) : pickLabel(found.labels, language, found.code);
  };
  const values = (Array.isArray(rule.value) ? rule.value : [rule.value]).map(choice).join(', ');
  const where = rule.language === null ? '' : ` (${rule.language.toUpperCase()})`;
  return t(`rules.check.${rule.operator}`, { attribute: `${name}${where}`, value: values });
}
