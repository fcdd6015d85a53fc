import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { useObject } from '../../objects/api/get-objects';
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
  const missing = value !== null && !options.some((option) => option.value === value);
  // The chosen object may be beyond the first results: its name comes from its own call.
  const chosen = useObject(missing ? value : null);
  if (missing) options.unshift({ value, label: chosen.data?.name ?? (chosen.isError ? t('values.objectMissing', { id: value }) : `#${value}`) });
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
      data-testid="object-link-select"
    />
  );
}
