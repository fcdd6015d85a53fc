import type { AttributeTypeModule } from './attribute-type.ts';
import { choiceOperators, ok, unlessBlank } from './shared.ts';

/** One choice, stored and filtered by its code, shown by its label. */
export const dropdownType: AttributeTypeModule = {
  type: 'dropdown',
  valueKind: 'choice',
  indexTable: 'text',
  filterOperators: choiceOperators,
  multiValued: false,
  filterText: (value) => String(value),
  format: (value, context) => (value === null || value === undefined ? '' : context.choiceLabel(String(value))),
  // Whether the code is one of the attribute's choices is the definition's business (`attribute.value.unknown_choice`).
  parse: (text) => unlessBlank(text, (trimmed) => ok(trimmed)),
};
