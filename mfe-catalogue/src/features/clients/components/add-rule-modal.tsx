import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Flex, Segmented, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Modal } from '@pimento/shared-kit/ui/antd-frame';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import type { ProductRule } from '@pimento/shared-kit/contracts/clients';
import type { ListingFilter } from '@pimento/shared-kit/contracts/product-filters';
import { useFormUnsavedChanges } from '@pimento/shared-kit/remote/unsaved-changes';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { categoryOptionGroups } from '../../categories/lib/category-options';
import { useProductSearch } from '../../prices/api/prices';
import type { ProductRef } from '../../prices/components/product-picker';
import { FilterBuilder } from '../../products/components/filter-builder';
import { useSavedFilters } from '../../products/api/saved-filters';
import { useCatalogueDefinitions } from '../../products/hooks/use-catalogue-definitions';
import type { ListingField } from '../../products/lib/listing-fields';

type Kind = ProductRule['kind'];

export type AddRuleModalProps = {
  open: boolean;
  fields: readonly ListingField[];
  fieldLabel: (field: ListingField) => string;
  onClose: () => void;
  /** Saves the client with the rule added; a refusal keeps the dialog open. */
  onAdd: (rule: ProductRule) => Promise<unknown>;
};

/** Adds one rule: products chosen by SKU, categories (with what is below them), or listing filters, started from a saved filter if the user likes. */
export function AddRuleModal({ open, fields, fieldLabel, onClose, onAdd }: AddRuleModalProps) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const definitions = useCatalogueDefinitions();
  const savedFilters = useSavedFilters('product');
  const { markChanged, markSaved } = useFormUnsavedChanges(open);
  const [kind, setKind] = useState<Kind>('categories');
  const [categoryIds, setCategoryIds] = useState<number[]>([]);
  const [chosen, setChosen] = useState<ProductRef[]>([]);
  const [filters, setFilters] = useState<ListingFilter[]>([]);
  const [searchText, setSearchText] = useState('');
  const [saving, setSaving] = useState(false);
  const [missing, setMissing] = useState(false);
  const search = useProductSearch(searchText);
  // One flat list in tree order, each category labelled by its path: antd's group headings carry an
  // ARIA attribute their role does not allow (axe: aria-allowed-attr) once the list is open.
  const categoryOptions = useMemo(() => categoryOptionGroups(definitions.categories).flatMap((tree) => tree.options), [definitions.categories]);

  useEffect(() => {
    if (!open) return;
    setKind('categories');
    setCategoryIds([]);
    setChosen([]);
    setFilters([]);
    setMissing(false);
  }, [open]);

  const rule = (): ProductRule | null => {
    if (kind === 'categories') return categoryIds.length > 0 ? { kind, category_ids: categoryIds } : null;
    if (kind === 'products') return chosen.length > 0 ? { kind, product_ids: chosen.map((product) => product.id) } : null;
    return filters.length > 0 ? { kind, filters } : null;
  };

  const submit = async () => {
    const made = rule();
    if (made === null) {
      setMissing(true);
      return;
    }
    markSaved();
    setSaving(true);
    try {
      await onAdd(made);
      onClose();
    } catch {
      markChanged();
    } finally {
      setSaving(false);
    }
  };

  const productOptions = [...chosen, ...(search.data ?? []).filter((product) => !chosen.some((picked) => picked.id === product.id))].map((product) => ({ value: product.id, label: `${product.sku} — ${product.name}` }));
  const kinds: Kind[] = ['categories', 'products', 'filter'];

  return (
    <Modal open={open} title={t('clients.rules.addTitle')} onCancel={onClose} onOk={() => void submit()} okText={t('clients.rules.add')} cancelText={t('actions.cancel')} confirmLoading={saving} destroyOnHidden width={640}>
      <Flex vertical gap={16} data-testid="add-rule-modal">
        <Segmented<Kind>
          aria-label={t('clients.rules.kind')}
          value={kind}
          onChange={(next) => {
            setKind(next);
            setMissing(false);
          }}
          options={kinds.map((value) => ({ value, label: t(`clients.rules.kinds.${value}`) }))}
          data-testid="rule-kind"
        />
        {kind === 'categories' && (
          <Select
            mode="multiple"
            aria-label={t('clients.rules.pickCategories')}
            placeholder={t('clients.rules.pickCategories')}
            value={categoryIds}
            onChange={(ids: number[]) => {
              setCategoryIds(ids);
              markChanged();
            }}
            showSearch={{ optionFilterProp: 'label' }}
            options={categoryOptions}
            data-testid="rule-categories"
          />
        )}
        {kind === 'products' && (
          <Select<number[]>
            mode="multiple"
            aria-label={t('clients.rules.pickProducts')}
            placeholder={t('clients.rules.pickProducts')}
            value={chosen.map((product) => product.id)}
            showSearch={{ filterOption: false, onSearch: setSearchText }}
            loading={search.isFetching}
            onChange={(ids) => {
              const known = [...chosen, ...(search.data ?? [])];
              setChosen(ids.flatMap((id) => known.filter((product) => product.id === id).slice(0, 1)));
              markChanged();
            }}
            options={productOptions}
            data-testid="rule-products"
          />
        )}
        {kind === 'filter' && (
          <>
            {(savedFilters.data ?? []).length > 0 ? (
              <Select
                allowClear
                aria-label={t('clients.rules.pickFilter')}
                placeholder={t('clients.rules.pickFilter')}
                options={(savedFilters.data ?? []).map((saved) => ({ value: saved.id, label: saved.name }))}
                onChange={(id: number | undefined) => {
                  const saved = savedFilters.data?.find((candidate) => candidate.id === id);
                  if (saved) setFilters(saved.filters);
                  markChanged();
                }}
                data-testid="rule-saved-filter"
              />
            ) : (
              <Typography.Text type="secondary">{t('clients.rules.noSavedFilter')}</Typography.Text>
            )}
            <FilterBuilder
              filters={filters}
              onChange={(next) => {
                setFilters(next);
                markChanged();
              }}
              fields={fields}
              fieldLabel={fieldLabel}
              attributesById={definitions.attributesById}
              categories={definitions.categories}
              language={language}
            />
          </>
        )}
        {missing && <Alert type="error" showIcon title={t('clients.rules.choose')} data-testid="rule-missing" />}
      </Flex>
    </Modal>
  );
}
