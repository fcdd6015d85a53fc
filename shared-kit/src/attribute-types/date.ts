import { dateValueSchema } from '../contracts/attributes.ts';
import type { AttributeTypeModule } from './attribute-type.ts';
import { dateOperators, ok, refused, unlessBlank } from './shared.ts';

/** A calendar day, `YYYY-MM-DD`; shown `DD/MM/YYYY` in French. */
export const dateType: AttributeTypeModule = {
  type: 'date',
  valueKind: 'date',
  indexTable: 'date',
  filterOperators: dateOperators,
  multiValued: false,
  filterText: (value) => (typeof value === 'string' && dateValueSchema.safeParse(value.slice(0, 10)).success ? value : null),
  format: (value, context) => {
    if (value === null || value === undefined) return '';
    return typeof value === 'string' && context.language === 'fr' ? value.split('-').reverse().join('/') : String(value);
  },
  parse: (text) => unlessBlank(text, (trimmed) => (dateValueSchema.safeParse(trimmed).success ? ok(trimmed) : refused('attribute.value.not_a_date'))),
};
