import { urlValueSchema } from '../contracts/attributes.ts';
import type { AttributeTypeModule } from './attribute-type.ts';
import { listItems, ok, refused, textOperators, unlessBlank } from './shared.ts';

/** Several addresses (one index row each): a filter matches on any of them; not sortable. */
export const urlListType: AttributeTypeModule = {
  type: 'url_list',
  valueKind: 'text',
  indexTable: 'text',
  filterOperators: textOperators,
  multiValued: true,
  filterText: (value) => String(value),
  format: (value) => (Array.isArray(value) ? value.join(', ') : ''),
  // One address per line or between pipes (a comma may be part of an address).
  parse: (text) =>
    unlessBlank(text, (trimmed) => {
      const urls = listItems(trimmed);
      return urls.every((url) => urlValueSchema.safeParse(url).success) ? ok(urls) : refused('attribute.value.not_a_url');
    }),
};
