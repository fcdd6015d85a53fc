import { attributeTypeModules } from '../attribute-types/index.ts';
import type { ParsedValue } from '../attribute-types/attribute-type.ts';
import type { ExtraAttribute } from '../contracts/extra-attributes.ts';

/**
 * One extra attribute value as sent (a text, a number or a boolean) → the stored value (`null`
 * for a blank), or why not: the product attribute type's own parsing, and a dropdown's choice
 * among the attribute's. The client checks a field with it, the server every saved value.
 */
export function parseExtraValue(attribute: Pick<ExtraAttribute, 'type' | 'choices'>, value: string | number | boolean): ParsedValue {
  const parsed = attributeTypeModules[attribute.type].parse(String(value));
  if (parsed.ok && attribute.type === 'dropdown' && parsed.value !== null && !attribute.choices.some((choice) => choice.code === parsed.value)) {
    return { ok: false, code: 'attribute.value.unknown_choice' };
  }
  return parsed;
}
