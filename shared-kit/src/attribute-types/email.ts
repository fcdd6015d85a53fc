import { emailValueSchema } from '../contracts/attributes.ts';
import type { AttributeTypeModule } from './attribute-type.ts';
import { formatText, ok, refused, textOperators, unlessBlank } from './shared.ts';

/** An e-mail address, compared as text. */
export const emailType: AttributeTypeModule = {
  type: 'email',
  valueKind: 'text',
  indexTable: 'text',
  filterOperators: textOperators,
  multiValued: false,
  filterText: (value) => String(value),
  format: formatText,
  parse: (text) => unlessBlank(text, (trimmed) => (emailValueSchema.safeParse(trimmed).success ? ok(trimmed) : refused('attribute.value.not_an_email'))),
};
