import { lazy, useState } from 'react';
import { FilterOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PlainButton, PlainPopover, PlainTag } from '@pimento/shared-kit/ui/plain/kit';
import type { Attribute } from '@pimento/shared-kit/contracts/attributes';
import type { Category } from '@pimento/shared-kit/contracts/categories';
import type { ListingFilter } from '@pimento/shared-kit/contracts/product-filters';
import { pickLabel } from '../../../lib/pick-label';
import { describeFilter } from '../lib/describe-filter';
import { AntdScope } from '@pimento/shared-kit/remote/antd-scope';
import type { ListingField } from '../lib/listing-fields';

/** The editor (antd selects, number and date inputs) is its own file, fetched when a filter is first added or edited: the chips and buttons are plain markup. */
const FilterEditor = lazy(() => import('./filter-editor').then((module) => ({ default: module.FilterEditor })));

export type FilterBuilderProps = {
  filters: readonly ListingFilter[];
  onChange: (filters: ListingFilter[]) => void;
  fields: readonly ListingField[];
  fieldLabel: (field: ListingField) => string;
  attributesById: ReadonlyMap<number, Attribute>;
  categories: readonly Category[];
  language: string;
  /** What "Clear all" does, when it clears more than the chips (the quick search too); else no chip left. */
  onClearAll?: () => void;
};

/** The listing's filters as chips (all must hold): add one, edit one by clicking it, remove one. */
export function FilterBuilder({ filters, onChange, fields, fieldLabel, attributesById, categories, language, onClearAll }: FilterBuilderProps) {
  const { t } = useTranslation('catalogue');
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const labelOf = (filter: ListingFilter) => {
    const field = fields.find((candidate) => candidate.field === filter.field);
    const attribute = field?.attribute ? attributesById.get(field.attribute.id) : undefined;
    const category = (value: unknown) => categories.find((candidate) => candidate.id === value)?.name ?? String(value);
    const choice = (value: unknown) => {
      const found = attribute?.choices.find((candidate) => candidate.code === value);
      return found ? pickLabel(found.labels, language, found.code) : String(value);
    };
    return describeFilter(filter, {
      field: field ? fieldLabel(field) : filter.field,
      operator: t(`filters.operators.${filter.operator}`),
      values: (count) => t('filters.valueCount', { count }),
      valueLabel: field?.kind === 'reference' ? (value) => field.choices?.find((choice) => choice.value === value)?.label ?? `#${String(value)}` : field?.kind === 'category' ? category : field?.kind === 'status' ? (value) => t(`products.status.${String(value)}`) : field?.kind === 'choice' ? choice : field?.kind === 'boolean' ? (value) => t(value ? 'values.yes' : 'values.no') : undefined,
    });
  };
  const editor = (index: number | 'new') => (
    <AntdScope>
      <FilterEditor
        key={String(index)}
        fields={fields}
        fieldLabel={fieldLabel}
        attributesById={attributesById}
        categories={categories}
        language={language}
        initial={index === 'new' ? undefined : filters[index]}
        onCancel={() => setEditing(null)}
        onApply={(filter) => {
          onChange(index === 'new' ? [...filters, filter] : filters.map((current, at) => (at === index ? filter : current)));
          setEditing(null);
        }}
      />
    </AntdScope>
  );

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }} data-testid="filter-builder">
      <FilterOutlined style={{ color: 'var(--pimento-ink-muted)' }} />
      {filters.map((filter, index) => {
        const label = labelOf(filter);
        return (
          <PlainPopover key={`${filter.field}-${index}`} open={editing === index} onOpenChange={(open) => setEditing(open ? index : null)} content={editor(index)} label={label}>
            <PlainTag color="blue" size="large" onClick onClose={() => onChange(filters.filter((_, at) => at !== index))} closeLabel={t('listing.removeFilter', { label })} data-testid="filter-chip">
              {label}
            </PlainTag>
          </PlainPopover>
        );
      })}
      <PlainPopover open={editing === 'new'} onOpenChange={(open) => setEditing(open ? 'new' : null)} content={editor('new')} label={t('filters.add')}>
        <PlainButton size="small" variant="dashed" icon={<PlusOutlined />} aria-expanded={editing === 'new'} data-testid="add-filter">
          {t('filters.add')}
        </PlainButton>
      </PlainPopover>
      {filters.length > 0 && (
        <PlainButton size="small" variant="link" onClick={() => (onClearAll ? onClearAll() : onChange([]))}>
          {t('filters.clearAll')}
        </PlainButton>
      )}
    </div>
  );
}
