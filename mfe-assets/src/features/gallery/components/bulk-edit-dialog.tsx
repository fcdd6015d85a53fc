import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Modal } from '@pimento/shared-kit/ui/antd-frame';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import type { AssetBulkEdit } from '@pimento/shared-kit/contracts/assets';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { useBulkEditAssets } from '../api/bulk-edit-assets';

type Option<T> = { value: T; label: string };

/** A select's "leave as it is" and "none" (a select's value cannot be undefined or null). */
const keep = 'keep';
const none = 'none';

export type BulkEditDialogProps = {
  open: boolean;
  ids: readonly number[];
  categoryOptions: readonly Option<number>[];
  languageOptions: readonly Option<string>[];
  onDone: () => void;
  onClose: () => void;
};

/** The same change on every selected asset: category, language, tags added and removed. Unset fields stay as they are. */
export function BulkEditDialog({ open, ids, categoryOptions, languageOptions, onDone, onClose }: BulkEditDialogProps) {
  const { t } = useTranslation('assets');
  const notify = useNotify();
  const bulkEdit = useBulkEditAssets();
  const [category, setCategory] = useState<number | typeof keep | typeof none>(keep);
  const [language, setLanguage] = useState<string>(keep);
  const [addTags, setAddTags] = useState<string[]>([]);
  const [removeTags, setRemoveTags] = useState<string[]>([]);

  const reset = () => {
    setCategory(keep);
    setLanguage(keep);
    setAddTags([]);
    setRemoveTags([]);
  };

  const edit: AssetBulkEdit = {
    ids: [...ids],
    ...(category !== keep ? { category_id: category === none ? null : category } : {}),
    ...(language !== keep ? { language: language === none ? null : language } : {}),
    ...(addTags.length > 0 ? { add_tags: addTags } : {}),
    ...(removeTags.length > 0 ? { remove_tags: removeTags } : {}),
  };
  const changesSomething = Object.keys(edit).length > 1;

  const handleOk = () =>
    bulkEdit.mutate(edit, {
      onSuccess: (answer) => {
        notify.success(t('bulk.edited', { count: answer.updated }));
        reset();
        onDone();
      },
      onError: notify.error,
    });

  const field = (label: string, control: React.ReactNode) => (
    <label style={{ display: 'block' }}>
      <Typography.Text>{label}</Typography.Text>
      {control}
    </label>
  );

  return (
    <Modal
      open={open}
      title={t('bulk.editTitle', { count: ids.length })}
      okText={t('bulk.apply')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ disabled: !changesSomething }}
      confirmLoading={bulkEdit.isPending}
      onOk={handleOk}
      onCancel={() => {
        reset();
        onClose();
      }}
    >
      <Flex vertical gap={spacing.md}>
        {field(
          t('details.category'),
          <Select
            value={category}
            onChange={setCategory}
            showSearch={{ optionFilterProp: 'label' }}
            options={[{ value: keep, label: t('bulk.keep') }, { value: none, label: t('filters.noCategory') }, ...categoryOptions]}
            style={{ width: '100%' }}
            aria-label={t('details.category')}
            data-testid="bulk-category"
          />,
        )}
        {field(
          t('details.language'),
          <Select
            value={language}
            onChange={setLanguage}
            options={[{ value: keep, label: t('bulk.keep') }, { value: none, label: t('details.everyLanguage') }, ...languageOptions]}
            style={{ width: '100%' }}
            aria-label={t('details.language')}
          />,
        )}
        {field(t('bulk.addTags'), <Select mode="tags" value={addTags} onChange={setAddTags} open={false} suffixIcon={null} style={{ width: '100%' }} aria-label={t('bulk.addTags')} />)}
        {field(t('bulk.removeTags'), <Select mode="tags" value={removeTags} onChange={setRemoveTags} open={false} suffixIcon={null} style={{ width: '100%' }} aria-label={t('bulk.removeTags')} />)}
      </Flex>
    </Modal>
  );
}
