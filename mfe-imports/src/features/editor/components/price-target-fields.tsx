import { useTranslation } from 'react-i18next';
import { Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Input } from '@pimento/shared-kit/ui/antd-form';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { currencyCodes } from '@pimento/shared-kit/contracts/currencies';
import type { ExtraAttribute } from '@pimento/shared-kit/contracts/extra-attributes';
import { disabledPriceFieldsOf, priceAttributeColumnPrefix, priceFieldSchema } from '@pimento/shared-kit/contracts/price-fields';
import type { PriceList } from '@pimento/shared-kit/contracts/price-lists';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { useRemoteProps } from '@pimento/shared-kit/remote/use-remote-props';
import '../../../i18n/price-pill-strings';
import type { PriceTarget } from '../lib/price-target';
import { pickLabel } from '../lib/target-label';
import { Labelled } from './pill-editors';

type PriceTargetFieldsProps = {
  target: PriceTarget;
  priceLists: readonly PriceList[];
  priceAttributes: readonly ExtraAttribute[];
  onChange: (target: PriceTarget) => void;
};

/**
 * A price pill's panel: the price list, what the column writes (a price field the company uses or
 * one of its price attributes), the currency of the prices when no column gives it, the valid-from
 * date that names the price, and the discriminant values of the list.
 */
export function PriceTargetFields({ target, priceLists, priceAttributes, onChange }: PriceTargetFieldsProps) {
  const { t, i18n } = useTranslation('imports');
  const language = i18n.language.startsWith('fr') ? 'fr' : 'en';
  const { flags } = useRemoteProps();
  const disabled = disabledPriceFieldsOf(flags);
  const list = priceLists.find((candidate) => candidate.id === target.price_list_id);
  const fieldOptions = [
    ...priceFieldSchema.options.filter((field) => !disabled.has(field) || field === target.field).map((field) => ({ value: field as string, label: t(`pricePill.fields.${field}`) })),
    ...priceAttributes.map((attribute) => ({ value: `${priceAttributeColumnPrefix}${attribute.code}`, label: pickLabel(attribute.labels, language, attribute.code) })),
  ];
  return (
    <Flex vertical gap={spacing.md} data-testid="price-target">
      <Labelled label={t('pricePill.list')}>
        {(id) => (
          <Select<number>
            id={id}
            value={list === undefined ? undefined : target.price_list_id}
            placeholder={t('pricePill.listMissing', { id: target.price_list_id })}
            options={priceLists.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
            // Another list has other discriminants: the values start afresh.
            onChange={(priceListId) => onChange({ ...target, price_list_id: priceListId, discriminant_values: {} })}
            data-testid="price-target-list"
          />
        )}
      </Labelled>
      <Labelled label={t('pricePill.field')}>
        {(id) => <Select<string> id={id} showSearch optionFilterProp="label" value={target.field} options={fieldOptions} onChange={(field) => onChange({ ...target, field })} data-testid="price-target-field" />}
      </Labelled>
      <Labelled label={t('pricePill.currency')} help={t('pricePill.currencyHelp')}>
        {(id, describedBy) => (
          <Select<string>
            id={id}
            aria-describedby={describedBy}
            showSearch
            allowClear
            value={target.currency ?? undefined}
            placeholder={t('pricePill.currencyFromColumn')}
            options={currencyCodes.map((code) => ({ value: code, label: code }))}
            onChange={(currency) => onChange({ ...target, currency: currency ?? null })}
            data-testid="price-target-currency"
          />
        )}
      </Labelled>
      <Labelled label={t('pricePill.validFrom')} help={t('pricePill.validFromHelp')}>
        {(id, describedBy) => (
          <Input
            id={id}
            aria-describedby={describedBy}
            type="date"
            value={target.start_date ?? ''}
            onChange={(event) => onChange({ ...target, start_date: event.target.value === '' ? null : event.target.value })}
            style={{ maxWidth: 200 }}
            data-testid="price-target-valid-from"
          />
        )}
      </Labelled>
      {list !== undefined && list.discriminants.length > 0 && (
        <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
          <legend style={{ fontWeight: 600, fontSize: 'inherit', marginBottom: spacing.xs }}>{t('pricePill.discriminants')}</legend>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('pricePill.discriminantsHelp')}
          </Typography.Text>
          <Flex wrap gap={spacing.sm} style={{ marginTop: spacing.xs }}>
            {list.discriminants.map((discriminant) => (
              <Labelled key={discriminant.code} label={discriminant.label}>
                {(id) => (
                  <Input
                    id={id}
                    inputMode={discriminant.type === 'text' ? undefined : 'decimal'}
                    value={String(target.discriminant_values[discriminant.code] ?? '')}
                    onChange={(event) => {
                      const values = { ...target.discriminant_values };
                      const typed = event.target.value.trim();
                      if (typed === '') delete values[discriminant.code];
                      else values[discriminant.code] = discriminant.type === 'text' || !Number.isFinite(Number(typed)) ? typed : Number(typed);
                      onChange({ ...target, discriminant_values: values });
                    }}
                    style={{ width: 160 }}
                    data-testid={`price-target-discriminant-${discriminant.code}`}
                  />
                )}
              </Labelled>
            ))}
          </Flex>
        </fieldset>
      )}
    </Flex>
  );
}
