import { urlValueSchema } from '../contracts/attributes.ts';
import type { AttributeTypeModule } from './attribute-type.ts';
import { formatText, ok, refused, textOperators, unlessBlank } from './shared.ts';

/** One `http(s)` address, compared as text. */
export const urlType: AttributeTypeModule = {
  type: 'url',
  valueKind: 'text',
  indexTable: 'text',
  filterOperators: textOperators,
  multiValued: false,
  filterText: (value) => String(value),
  format: formatText,
  parse: (text) => unlessBlank(text, (trimmed) => (urlValueSchema.safeParse(trimmed).success ? ok(trimmed) : refused('attribute.value.not_a_url'))),
};
