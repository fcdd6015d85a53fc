import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Flex } from '@pimento/shared-kit/ui/antd-core';
import { Input } from '@pimento/shared-kit/ui/antd-form';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { InputNumber } from '@pimento/shared-kit/ui/antd-inputs';
import { DatePicker } from '@pimento/shared-kit/ui/antd-pickers';
import type { Attribute } from '@pimento/shared-kit/contracts/attributes';
import type { Category } from '@pimento/shared-kit/contracts/categories';
import type { FilterOperator, ListingFilter } from '@pimento/shared-kit/contracts/product-filters';
import { pickLabel } from '../../../lib/pick-label';
import { operatorTakesList, operatorTakesNoValue } from '@pimento/shared-kit/attribute-types/index';
import type { ListingField } from '../lib/listing-fields';
import { categoryOptionGroups } from '../../categories/lib/category-options';

export type FilterValue = ListingFilter['value'];

export type FilterValueInputProps = {
  field: ListingField;
  operator: FilterOperator;
  value: FilterValue;
  onChange: (value: FilterValue) => void;
  /** Choices of a dropdown attribute (from its definition). */
  attribute?: Pick<Attribute, 'choices'>;
  categories: readonly Category[];
  language: string;
};

type Scalar = string | number | boolean;

/** The value part of a filter, typed by its field and operator (none, one, two for between, a list for among). */
export function FilterValueInput({ field, operator, value, onChange, attribute, categories, language }: FilterValueInputProps) {
  const { t } = useTranslation('catalogue');
  if (operatorTakesNoValue(operator)) return null;
  // Categories: one group per tree, each in its own order (depth first).
  const choiceOptions: ({ value: string | number; label: string } | ReturnType<typeof categoryOptionGroups>[number])[] | null =
    field.kind === 'status'
      ? (['active', 'end_of_life', 'inactive'] as const).map((status) => ({ value: status, label: t(`products.status.${status}`) }))
      : field.kind === 'choice'
        ? (attribute?.choices ?? []).map((choice) => ({ value: choice.code, label: pickLabel(choice.labels, language, choice.code) }))
        : field.kind === 'category'
          ? categoryOptionGroups(categories)
          : field.kind === 'reference'
            ? [...(field.choices ?? [])]
            : null;

  if (operatorTakesList(operator) || ((field.kind === 'category' || field.kind === 'reference') && operator === 'equals')) {
    const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
    if (choiceOptions) {
      return (
        <Select
          mode={operator === 'equals' && field.kind !== 'category' ? undefined : 'multiple'}
          aria-label={t('filters.value')}
          value={operator === 'equals' && field.kind !== 'category' ? (list[0] as string | number | undefined) : (list as Scalar[])}
          options={choiceOptions}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(next: Scalar | Scalar[]) => onChange(next)}
          style={{ width: '100%' }}
          placeholder={t('filters.pickValues')}
        />
      );
    }
    return (
      <Select
        mode="tags"
        aria-label={t('filters.value')}
        value={list.map(String)}
        open={false}
        tokenSeparators={[',', ';', '\n']}
        onChange={(next: string[]) => onChange(field.kind === 'number' ? next.map(Number).filter(Number.isFinite) : next)}
        style={{ width: '100%' }}
        placeholder={t('filters.typeValues')}
        maxTagCount={30}
      />
    );
  }

  const single = (current: Scalar | undefined, set: (next: Scalar | undefined) => void, label: string) => {
    if (choiceOptions) return <Select aria-label={label} value={current as string | undefined} options={choiceOptions} onChange={(next: string) => set(next)} style={{ width: '100%' }} showSearch={{ optionFilterProp: 'label' }} placeholder={t('filters.pickValue')} />;
    if (field.kind === 'boolean')
      return (
        <Select
          aria-label={label}
          value={current === undefined ? undefined : String(current)}
          options={[
            { value: 'true', label: t('values.yes') },
            { value: 'false', label: t('values.no') },
          ]}
          onChange={(next: string) => set(next === 'true')}
          style={{ width: '100%' }}
        />
      );
    if (field.kind === 'number') return <InputNumber aria-label={label} value={typeof current === 'number' ? current : null} onChange={(next) => set(next ?? undefined)} style={{ width: '100%' }} />;
    if (field.kind === 'date')
      return <DatePicker aria-label={label} value={typeof current === 'string' ? dayjs(current) : null} onChange={(next) => set(next ? next.format('YYYY-MM-DD') : undefined)} style={{ width: '100%' }} />;
    return <Input aria-label={label} value={typeof current === 'string' ? current : ''} onChange={(event) => set(event.target.value)} />;
  };

  if (operator === 'between') {
    const [low, high] = Array.isArray(value) ? (value as Scalar[]) : [];
    return (
      <Flex gap={8} align="center">
        {single(low, (next) => onChange([next ?? '', high ?? ''] as Scalar[]), t('filters.from'))}
        <span>–</span>
        {single(high, (next) => onChange([low ?? '', next ?? ''] as Scalar[]), t('filters.to'))}
      </Flex>
    );
  }
  return single(Array.isArray(value) ? undefined : value, (next) => onChange(next), t('filters.value'));
}
