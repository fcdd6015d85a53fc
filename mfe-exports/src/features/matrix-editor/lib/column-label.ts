import type { Attribute } from '@pimento/shared-kit/contracts/attributes';
import type { ExportColumn } from '@pimento/shared-kit/contracts/export-layout';
import type { ExtraAttribute } from '@pimento/shared-kit/contracts/extra-attributes';
import type { PriceList } from '@pimento/shared-kit/contracts/price-lists';
import { priceAttributeColumnPrefix, priceFieldSchema } from '@pimento/shared-kit/contracts/price-fields';
import type { TFunction } from 'i18next';

/** What the pills name: the product attributes by id, the price lists by id, the price attributes by code. */
export type LabelCatalogue = { attributes: ReadonlyMap<number, Attribute>; priceLists: ReadonlyMap<number, PriceList>; priceAttributes: ReadonlyMap<string, ExtraAttribute> };

/** What a pill reads: its header in the interface language, else what it holds (the attribute's label, the formula, the text, the price and its list). */
export function columnLabel(column: ExportColumn, language: string, catalogue: LabelCatalogue, t: TFunction<'exports'>): string {
  const header = column.header[language]?.trim();
  if (header) return header;
  const source = column.source;
  switch (source.kind) {
    case 'attribute': {
      const attribute = catalogue.attributes.get(source.attribute_id);
      const name = attribute === undefined ? `#${source.attribute_id}` : (attribute.labels[language] ?? attribute.code);
      return source.part === 'value' ? name : `${name} (${t(`parts.${source.part}`)})`;
    }
    case 'price': {
      const field = priceFieldSchema.safeParse(source.field);
      const code = source.field.slice(priceAttributeColumnPrefix.length);
      const attribute = catalogue.priceAttributes.get(code);
      const name = field.success ? t(`priceFields.${field.data}`) : (attribute?.labels[language] ?? attribute?.code ?? code);
      const list = source.price_list_id === null ? t('editor.clientPriceList') : (catalogue.priceLists.get(source.price_list_id)?.name ?? `#${source.price_list_id}`);
      const discriminants = Object.entries(source.discriminant_values).map(([key, value]) => `${key} ${value}`);
      return `${name} — ${[list, ...discriminants].join(', ')}`;
    }
    case 'main_image':
      return source.part === 'url' ? t('sources.main_image') : `${t('sources.main_image')} (${t('mainImageParts.file_name')})`;
    case 'formula':
      return `= ${source.formula}`;
    case 'fixed':
      return `“${source.text}”`;
    default:
      return t(`sources.${source.kind}`);
  }
}
