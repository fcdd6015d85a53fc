import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { useModelOptions } from '../api/search-models-for-pick';

export type ModelSelectProps = {
  value: number | null;
  onChange: (value: number | null) => void;
  /** Shown for the current value before the options load. */
  current?: { id: number; reference: string; name: string } | null;
  id?: string;
  disabled?: boolean;
};

/** Picks a model by its reference (searching as the user types); cleared means no model. */
export function ModelSelect({ value, onChange, current, id, disabled }: ModelSelectProps) {
  const { t } = useTranslation('catalogue');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const models = useModelOptions(search, open);
  const options = (models.data ?? []).map((model) => ({ value: model.id, label: `${model.reference} · ${model.name}` }));
  if (current && !options.some((option) => option.value === current.id)) options.unshift({ value: current.id, label: `${current.reference} · ${current.name}` });
  return (
    <Select
      id={id}
      disabled={disabled}
      allowClear
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value}
      onOpenChange={setOpen}
      loading={models.isFetching}
      options={options}
      placeholder={t('products.noModel')}
      onChange={(next: number | undefined) => onChange(next ?? null)}
      style={{ width: '100%' }}
      data-testid="model-select"
    />
  );
}
