import type { AttributeTypeModule } from './attribute-type.ts';
import { formatText, numberFilterText, numberOperators, ok, refused, unlessBlank } from './shared.ts';

/** The id of an object of the attribute's object type; filtered as a number (ids). */
export const objectLinkType: AttributeTypeModule = {
  type: 'object_link',
  valueKind: 'number',
  indexTable: 'number',
  filterOperators: numberOperators,
  multiValued: false,
  filterText: numberFilterText,
  format: formatText,
  // Whether the id is an object of the type is checked against the objects (`attribute.value.not_an_object`).
  parse: (text) => unlessBlank(text, (trimmed) => (/^\d{1,15}$/.test(trimmed) && Number(trimmed) > 0 ? ok(Number(trimmed)) : refused('attribute.value.not_an_object'))),
};
