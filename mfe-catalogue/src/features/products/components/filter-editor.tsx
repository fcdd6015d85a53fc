import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ConfigProvider, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Space } from '@pimento/shared-kit/ui/antd-frame';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import type { Attribute } from '@pimento/shared-kit/contracts/attributes';
import type { Category } from '@pimento/shared-kit/contracts/categories';
import type { FilterOperator, ListingFilter } from '@pimento/shared-kit/contracts/product-filters';
import { operatorTakesNoValue } from '@pimento/shared-kit/attribute-types/index';
import type { ListingField } from '../lib/listing-fields';
import { isCompleteFilter } from '../lib/filter-completeness';
import { FilterValueInput } from './filter-value-input';

export type FilterEditorProps = {
  fields: readonly ListingField[];
  fieldLabel: (field: ListingField) => string;
  attributesById: ReadonlyMap<number, Attribute>;
  categories: readonly Category[];
  language: string;
  initial?: ListingFilter;
  onApply: (filter: ListingFilter) => void;
  onCancel: () => void;
};

const popupInside = (trigger?: HTMLElement) => trigger?.parentElement ?? document.body;

/** One filter: a field (built-in or any attribute), an operator its type allows, and its value. */
export function FilterEditor({ fields, fieldLabel, attributesById, categories, language, initial, onApply, onCancel }: FilterEditorProps) {
  const { t } = useTranslation('catalogue');
  const [fieldName, setFieldName] = useState<string | undefined>(initial?.field);
  const field = fields.find((candidate) => candidate.field === fieldName);
  const [operator, setOperator] = useState<FilterOperator | undefined>(initial?.operator);
  const [value, setValue] = useState<ListingFilter['value']>(initial?.value);
  const draft: ListingFilter | null = field && operator ? { field: field.field, operator, ...(operatorTakesNoValue(operator) ? {} : { value }) } : null;
  const attribute = field?.attribute ? attributesById.get(field.attribute.id) : undefined;

  return (
    // The selects' and pickers' lists open inside the popover, so a click in them is not a click outside it.
    <ConfigProvider getPopupContainer={popupInside}>
    <Flex vertical gap={10} style={{ width: 420 }} data-testid="filter-editor">
      <Typography.Text type="secondary">{t('filters.field')}</Typography.Text>
      <Select
        aria-label={t('filters.field')}
        showSearch={{ optionFilterProp: 'label' }}
        value={fieldName}
        placeholder={t('filters.pickField')}
        options={[
          { label: t('filters.builtIn'), title: 'built-in', options: fields.filter((candidate) => !candidate.attribute).map((candidate) => ({ value: candidate.field, label: fieldLabel(candidate) })) },
          { label: t('filters.attributes'), title: 'attributes', options: fields.filter((candidate) => candidate.attribute).map((candidate) => ({ value: candidate.field, label: fieldLabel(candidate) })) },
        ]}
        onChange={(next: string) => {
          const nextField = fields.find((candidate) => candidate.field === next);
          setFieldName(next);
          setOperator(nextField?.operators[0]);
          setValue(undefined);
        }}
        data-testid="filter-field"
      />
      {field && (
        <>
          <Typography.Text type="secondary">{t('filters.operator')}</Typography.Text>
          <Select
            aria-label={t('filters.operator')}
            value={operator}
            options={field.operators.map((candidate) => ({ value: candidate, label: t(`filters.operators.${candidate}`) }))}
            onChange={(next: FilterOperator) => {
              setOperator(next);
              setValue(undefined);
            }}
            data-testid="filter-operator"
          />
        </>
      )}
      {field && operator && !operatorTakesNoValue(operator) && (
        <>
          <Typography.Text type="secondary">{t('filters.value')}</Typography.Text>
          <FilterValueInput field={field} operator={operator} value={value} onChange={setValue} attribute={attribute} categories={categories} language={language} />
        </>
      )}
      <Space style={{ justifyContent: 'flex-end', marginTop: 4 }}>
        <Button onClick={onCancel}>{t('actions.cancel')}</Button>
        <Button type="primary" disabled={!draft || !isCompleteFilter(draft)} onClick={() => draft && onApply(draft)} data-testid="filter-apply">
          {t('actions.apply')}
        </Button>
      </Space>
    </Flex>
    </ConfigProvider>
  );
}
