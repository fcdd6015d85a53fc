import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@pimento/shared-kit/ui/antd';
import { useObjectSearch } from '../api/search-objects';

export type ObjectLinkSelectProps = {
  objectTypeId: number | null;
  value: number | null;
  onChange: (value: number | null) => void;
  disabled?: boolean;
  id?: string;
};

/** Picks the object an object-link value points to, searching by name. */
export function ObjectLinkSelect({ objectTypeId, value, onChange, disabled, id }: ObjectLinkSelectProps) {
  const { t } = useTranslation('catalogue');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const objects = useObjectSearch(objectTypeId, search, open || value !== null);
  const options = (objects.data?.results ?? []).map((object) => ({ value: object.id, label: object.name }));
  if (value !== null && !options.some((option) => option.value === value)) options.unshift({ value, label: `#${value}` });
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      disabled={disabled}
      value={value}
      onChange={(next: number | undefined) => onChange(next ?? null)}
      onOpenChange={setOpen}
      loading={objects.isFetching}
      options={options}
      placeholder={t('values.pickObject')}
      notFoundContent={objects.isError ? t('values.objectsUnavailable') : undefined}
      style={{ width: '100%' }}
    />
  );
}
