import { lazy, useState } from 'react';
import { DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PlainButton, SelectMenu } from '@pimento/shared-kit/ui/plain/kit';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';
import type { ListingFilter } from '@pimento/shared-kit/contracts/product-filters';
import { toast } from '@pimento/shared-kit/toasts/toast';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { AntdScope } from '@pimento/shared-kit/remote/antd-scope';
import { useCreateSavedFilter, useDeleteSavedFilter, useSavedFilters } from '../api/saved-filters';
import type { ListingEntity } from '../lib/listing-fields';
import { useOpenedOnce } from '../../../lib/use-opened-once';

/** The name dialog (a form) is its own file, fetched when a filter is first saved. */
const NamePromptModal = lazy(() => import('../../../components/name-prompt-modal').then((module) => ({ default: module.NamePromptModal })));

export type SavedFiltersMenuProps = {
  entity: ListingEntity;
  filters: readonly ListingFilter[];
  onLoad: (filters: ListingFilter[]) => void;
};

/** The user's saved filters: apply one, save the current filters under a name, delete one. */
export function SavedFiltersMenu({ entity, filters, onLoad }: SavedFiltersMenuProps) {
  const { t } = useTranslation('catalogue');
  const saved = useSavedFilters(entity);
  const create = useCreateSavedFilter();
  const remove = useDeleteSavedFilter();
  const confirm = useConfirm();
  const showError = useNotify().error;
  const [naming, setNaming] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const namingLoaded = useOpenedOnce(naming);
  // The saved filter shows as chosen only while the listing still has its filters.
  const current = saved.data?.find((item) => item.id === selected && JSON.stringify(item.filters) === JSON.stringify(filters));

  const handleDelete = async () => {
    if (!current || !(await confirm({ title: t('savedFilters.deleteTitle', { name: current.name }), okText: t('actions.delete'), danger: true }))) return;
    remove.mutate(current.id, { onSuccess: () => setSelected(null), onError: showError });
  };

  // Plain controls: the listing's first render loads no antd component; the name dialog does, when opened.
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
      <SelectMenu
        label={t('savedFilters.title')}
        placeholder={saved.isError ? t('savedFilters.unavailable') : t('savedFilters.title')}
        emptyText={saved.isLoading ? '…' : t('savedFilters.none')}
        clearLabel={t('actions.clear')}
        value={current?.id ?? null}
        options={(saved.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
        onChange={(id) => {
          setSelected(id);
          const found = saved.data?.find((item) => item.id === id);
          onLoad(found ? found.filters : []);
        }}
        data-testid="saved-filters"
      />
      <PlainButton icon={<SaveOutlined />} disabled={filters.length === 0} onClick={() => setNaming(true)} aria-label={t('savedFilters.save')} title={t('savedFilters.save')} data-testid="save-filter" />
      {current && <PlainButton icon={<DeleteOutlined />} danger onClick={() => void handleDelete()} aria-label={t('savedFilters.delete')} title={t('savedFilters.delete')} />}
      {namingLoaded && (
        <AntdScope>
          <NamePromptModal
            open={naming}
            title={t('savedFilters.saveTitle')}
            label={t('common.name')}
            onClose={() => setNaming(false)}
            onSubmit={async (name) => {
              const created = await create.mutateAsync({ entity, name, filters: [...filters] });
              setSelected(created.id);
              toast.success(t('savedFilters.saved', { name }));
            }}
          />
        </AntdScope>
      )}
    </div>
  );
}
