import { useState } from 'react';
import { SortAscendingOutlined, SortDescendingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Button, Flex } from '@pimento/shared-kit/ui/antd-core';
import { Input } from '@pimento/shared-kit/ui/antd-form';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { assetKindSchema, assetSortSchema } from '@pimento/shared-kit/contracts/assets';
import { spacing } from '@pimento/shared-kit/design/tokens';
import type { GalleryFilters } from '../lib/gallery-filters';

type Option<T> = { value: T; label: string };

/** A select's "no category" (its value cannot be a string the contract takes). */
const uncategorised = 'uncategorised';

export type GalleryToolbarProps = {
  filters: GalleryFilters;
  categoryOptions: readonly Option<number>[];
  languageOptions: readonly Option<string>[];
  onChange: (filters: GalleryFilters) => void;
};

/** Search by name, the filters (category, tag, type, language, linked) and the sort. Text is applied on Enter. */
export function GalleryToolbar({ filters, categoryOptions, languageOptions, onChange }: GalleryToolbarProps) {
  const { t } = useTranslation('assets');
  const [search, setSearch] = useState(filters.search ?? '');
  const [tag, setTag] = useState(filters.tag ?? '');
  const set = (patch: Partial<GalleryFilters>) => onChange({ ...filters, ...patch });
  const linkedValue = filters.linked === undefined ? undefined : filters.linked ? 'yes' : 'no';

  return (
    <Flex gap={spacing.sm} wrap align="center" role="search" aria-label={t('filters.label')}>
      <Input.Search
        allowClear
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onSearch={(value) => set({ search: value.trim() || undefined })}
        placeholder={t('filters.search')}
        aria-label={t('filters.search')}
        style={{ width: 180 }}
        data-testid="gallery-search"
      />
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={filters.category}
        onChange={(category?: number | typeof uncategorised) => set({ category })}
        options={[{ value: uncategorised, label: t('filters.noCategory') }, ...categoryOptions]}
        placeholder={t('filters.category')}
        aria-label={t('filters.category')}
        style={{ width: 200 }}
        data-testid="filter-category"
      />
      <Input.Search
        allowClear
        value={tag}
        onChange={(event) => setTag(event.target.value)}
        onSearch={(value) => set({ tag: value.trim() || undefined })}
        placeholder={t('filters.tag')}
        aria-label={t('filters.tag')}
        style={{ width: 130 }}
        data-testid="filter-tag"
      />
      <Select
        allowClear
        value={filters.kind}
        onChange={(kind) => set({ kind })}
        options={assetKindSchema.options.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
        placeholder={t('filters.kind')}
        aria-label={t('filters.kind')}
        style={{ width: 110 }}
      />
      <Select
        allowClear
        value={filters.language}
        onChange={(language) => set({ language })}
        options={[...languageOptions]}
        placeholder={t('filters.language')}
        aria-label={t('filters.language')}
        style={{ width: 120 }}
      />
      <Select
        allowClear
        value={linkedValue}
        onChange={(value?: 'yes' | 'no') => set({ linked: value === undefined ? undefined : value === 'yes' })}
        options={[
          { value: 'yes', label: t('filters.linked') },
          { value: 'no', label: t('filters.notLinked') },
        ]}
        placeholder={t('filters.links')}
        aria-label={t('filters.links')}
        style={{ width: 140 }}
      />
      <Flex gap={spacing.xs} style={{ marginLeft: 'auto' }}>
        <Select
          value={filters.sort}
          onChange={(sort) => set({ sort })}
          options={assetSortSchema.options.map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
          aria-label={t('filters.sort')}
          style={{ width: 130 }}
        />
        <Button
          icon={filters.direction === 'asc' ? <SortAscendingOutlined /> : <SortDescendingOutlined />}
          onClick={() => set({ direction: filters.direction === 'asc' ? 'desc' : 'asc' })}
          aria-label={filters.direction === 'asc' ? t('filters.ascending') : t('filters.descending')}
        />
      </Flex>
    </Flex>
  );
}
