import { useTranslation } from 'react-i18next';
import { Flex } from '@pimento/shared-kit/ui/antd-core';
import { Input } from '@pimento/shared-kit/ui/antd-form';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import type { ExportSource } from '@pimento/shared-kit/contracts/export-layout';
import { disabledPriceFieldsOf, priceAttributeColumnPrefix, priceFieldSchema } from '@pimento/shared-kit/contracts/price-fields';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { useRemoteProps } from '@pimento/shared-kit/remote/use-remote-props';
import type { ExportCatalogue } from '../api/catalogue';

type PriceSource = Extract<ExportSource, { kind: 'price' }>;

/** The client's price list: the select's value for `price_list_id: null`. */
const clientList = 0;

/**
 * A price column's settings: the list (or the price list of the client the export is for), the
 * field — a price field the company uses or one of its price attributes — and the discriminant
 * values that pick one price among the product's prices in the list.
 */
export function PriceSourceFields({ source, catalogue, language, onSource }: { source: PriceSource; catalogue: ExportCatalogue; language: string; onSource: (source: ExportSource) => void }) {
  const { t } = useTranslation('exports');
  const { flags } = useRemoteProps();
  const disabled = disabledPriceFieldsOf(flags);
  const list = source.price_list_id === null ? undefined : catalogue.priceLists.find((candidate) => candidate.id === source.price_list_id);
  const fieldOptions = [
    ...priceFieldSchema.options.filter((field) => !disabled.has(field) || field === source.field).map((field) => ({ value: field as string, label: t(`priceFields.${field}`) })),
    ...catalogue.priceAttributes.map((attribute) => ({ value: `${priceAttributeColumnPrefix}${attribute.code}`, label: attribute.labels[language] ?? attribute.code })),
  ];
  return (
    <Flex vertical gap={spacing.sm}>
      <label>
        {t('editor.priceList')}
        <Select
          style={{ display: 'flex', width: '100%', maxWidth: 480 }}
          value={source.price_list_id ?? clientList}
          // Another list has other discriminants: the values start afresh.
          onChange={(value: number) => onSource({ ...source, price_list_id: value === clientList ? null : value, discriminant_values: {} })}
          options={[{ value: clientList, label: t('editor.clientPriceList') }, ...catalogue.priceLists.map((candidate) => ({ value: candidate.id, label: candidate.name }))]}
          data-testid="price-column-list"
        />
      </label>
      <label>
        {t('editor.priceField')}
        <Select style={{ display: 'flex', width: '100%', maxWidth: 480 }} value={source.field} onChange={(value: string) => onSource({ ...source, field: value })} options={fieldOptions} data-testid="price-column-field" />
      </label>
      {list !== undefined && list.discriminants.length > 0 && (
        <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
          <legend>{t('editor.discriminants')}</legend>
          <Flex wrap gap={spacing.sm}>
            {list.discriminants.map((discriminant) => (
              <label key={discriminant.code}>
                {discriminant.label}
                <Input
                  inputMode={discriminant.type === 'text' ? undefined : 'decimal'}
                  value={String(source.discriminant_values[discriminant.code] ?? '')}
                  onChange={(event) => {
                    const values = { ...source.discriminant_values };
                    const typed = event.target.value.trim();
                    if (typed === '') delete values[discriminant.code];
                    else values[discriminant.code] = discriminant.type === 'text' || !Number.isFinite(Number(typed)) ? typed : Number(typed);
                    onSource({ ...source, discriminant_values: values });
                  }}
                  data-testid={`price-column-discriminant-${discriminant.code}`}
                />
              </label>
            ))}
          </Flex>
        </fieldset>
      )}
    </Flex>
  );
}
