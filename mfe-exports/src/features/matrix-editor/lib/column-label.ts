import type { Attribute } from '@pimento/shared-kit/contracts/attributes';
import type { ExportColumn } from '@pimento/shared-kit/contracts/export-layout';
import type { TFunction } from 'i18next';

/** What a pill reads: its header in the interface language, else what it holds (the attribute's label, the formula, the text). */
export function columnLabel(column: ExportColumn, language: string, attributes: ReadonlyMap<number, Attribute>, t: TFunction<'exports'>): string {
  const header = column.header[language]?.trim();
  if (header) return header;
  const source = column.source;
  switch (source.kind) {
    case 'attribute': {
      const attribute = attributes.get(source.attribute_id);
      const name = attribute === undefined ? `#${source.attribute_id}` : (attribute.labels[language] ?? attribute.code);
      return source.part === 'value' ? name : `${name} (${t(`parts.${source.part}`)})`;
    }
    case 'formula':
      return `= ${source.formula}`;
    case 'fixed':
      return `“${source.text}”`;
    default:
      return t(`sources.${source.kind}`);
  }
}
