import type { TFunction } from 'i18next';
import type { MissingPoint } from '@pimento/shared-kit/contracts/completion';

/**
 * What a missing point says, in the catalogue manager's words: "FR: Title is empty — required by
 * the rule “Titles”", "Power: Above the maximum of 5000 set by the rule “Power”".
 */
export function missingPointText(point: MissingPoint, attributeLabel: string, t: TFunction): string {
  let text: string;
  if (point.rule === null) text = t('completion.pointEmpty', { attribute: attributeLabel });
  else if (point.code === 'rule.mandatory') text = `${t('completion.pointEmpty', { attribute: attributeLabel })} — ${t('completion.byRule', { rule: point.rule.name })}`;
  else text = t('completion.pointRule', { attribute: attributeLabel, message: point.message });
  return point.language === null ? text : t('completion.pointLanguage', { language: point.language.toUpperCase(), text });
}

/** The field of a point on the product page (a localizable value's input in that language), focused and shown. */
export function focusPointField(point: MissingPoint): void {
  const field = (point.language === null ? null : document.getElementById(`value-${point.attribute_id}-${point.language}`)) ?? document.getElementById(`value-${point.attribute_id}`);
  if (field === null) return;
  field.scrollIntoView?.({ block: 'center' });
  field.focus();
}
