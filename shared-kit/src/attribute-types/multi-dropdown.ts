import type { AttributeTypeModule } from './attribute-type.ts';
import { choiceOperators, listItems, ok, unlessBlank } from './shared.ts';

/** Several choices (one index row each): a filter matches on any of them; not sortable. */
export const multiDropdownType: AttributeTypeModule = {
  type: 'multi_dropdown',
  valueKind: 'choice',
  indexTable: 'text',
  filterOperators: choiceOperators,
  multiValued: true,
  filterText: (value) => String(value),
  format: (value, context) => (Array.isArray(value) ? value.map((code) => context.choiceLabel(String(code))).join(', ') : ''),
  // One code per line or between pipes (a code holds no pipe).
  parse: (text) => unlessBlank(text, (trimmed) => ok(listItems(trimmed))),
};
