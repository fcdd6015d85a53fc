import { attributeTypeCapabilities, attributeTypeSchema, type AttributeType } from '@pimento/shared-kit/contracts/attributes';

/** Every attribute type, in the order the type picker offers them. */
export const attributeTypes: readonly AttributeType[] = attributeTypeSchema.options;

/** What the definition form shows for a type (the server refuses the rest). */
export function capabilitiesOf(type: AttributeType) {
  const capabilities = attributeTypeCapabilities[type];
  return { ...capabilities, suggestions: type === 'text', objectType: type === 'object_link' };
}
