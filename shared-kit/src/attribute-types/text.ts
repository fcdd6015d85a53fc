import { attributeLimits } from '../contracts/attributes.ts';
import type { AttributeTypeModule } from './attribute-type.ts';
import { formatText, ok, refused, textOperators, unlessBlank } from './shared.ts';

/** Short free text (a name, a reference): indexed whole, compared as text. */
export const textType: AttributeTypeModule = {
  type: 'text',
  valueKind: 'text',
  indexTable: 'text',
  filterOperators: textOperators,
  multiValued: false,
  filterText: (value) => String(value),
  format: formatText,
  parse: (text) => unlessBlank(text, (trimmed) => (trimmed.length > attributeLimits.textLength ? refused('attribute.value.too_long') : ok(trimmed))),
};
