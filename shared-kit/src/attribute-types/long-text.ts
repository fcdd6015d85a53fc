import { attributeLimits } from '../contracts/attributes.ts';
import type { AttributeTypeModule } from './attribute-type.ts';
import { formatText, ok, refused, textOperators, unlessBlank } from './shared.ts';

/** Long free text (a description): indexed on its first 512 characters, compared as text. */
export const longTextType: AttributeTypeModule = {
  type: 'long_text',
  valueKind: 'text',
  indexTable: 'text',
  filterOperators: textOperators,
  multiValued: false,
  filterText: (value) => String(value),
  format: formatText,
  // Line breaks inside a long text are kept; only the ends are trimmed.
  parse: (text) => unlessBlank(text, (trimmed) => (trimmed.length > attributeLimits.longTextLength ? refused('attribute.value.too_long') : ok(trimmed))),
};
