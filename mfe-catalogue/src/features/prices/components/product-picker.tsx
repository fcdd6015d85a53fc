import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { useProductSearch } from '../api/prices';

export type ProductRef = { id: number; sku: string; name: string };

export type ProductPickerProps = {
  /** Given by the form item, so its label names the picker. */
  id?: string;
  value?: number | null;
  onChange?: (id: number | undefined) => void;
  /** The product already chosen (editing), shown before any search. */
  initial?: ProductRef | null;
  allowClear?: boolean;
  /** Shown, not changeable: the price is for this product (its page's Prices tab). */
  disabled?: boolean;
  placeholder?: string;
  testId: string;
  'aria-label'?: string;
};

/** Picks one product by its SKU, searched on the server as the user types. */
export function ProductPicker({ id, value, onChange, initial = null, allowClear = false, disabled = false, placeholder, testId, 'aria-label': ariaLabel }: ProductPickerProps) {
  const { t } = useTranslation('catalogue');
  const [text, setText] = useState('');
  const search = useProductSearch(text);
  const found = search.data ?? [];
  const products = initial !== null && !found.some((product) => product.id === initial.id) ? [initial, ...found] : found;
  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: setText }}
      value={value ?? undefined}
      onChange={(id) => onChange?.(id)}
      allowClear={allowClear}
      disabled={disabled}
      placeholder={placeholder}
      loading={search.isFetching}
      notFoundContent={t('prices.empty')}
      options={products.map((product) => ({ value: product.id, label: `${product.sku} — ${product.name}` }))}
      data-testid={testId}
      aria-label={ariaLabel}
      style={{ minWidth: 200 }}
    />
  );
}
