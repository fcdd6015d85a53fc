import { timeValueSchema } from '../contracts/attributes.ts';
import type { AttributeTypeModule } from './attribute-type.ts';
import { formatText, ok, refused, textOperators, unlessBlank } from './shared.ts';

/** A time of day, `HH:MM[:SS]`, 24-hour clock; indexed and compared as text. */
export const timeType: AttributeTypeModule = {
  type: 'time',
  valueKind: 'text',
  indexTable: 'text',
  filterOperators: textOperators,
  multiValued: false,
  filterText: (value) => String(value),
  format: formatText,
  parse: (text) => unlessBlank(text, (trimmed) => (timeValueSchema.safeParse(trimmed).success ? ok(trimmed) : refused('attribute.value.not_a_time'))),
};
