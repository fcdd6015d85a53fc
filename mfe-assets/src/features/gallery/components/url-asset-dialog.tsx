import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@pimento/shared-kit/ui/antd-core';
import { Form, Input } from '@pimento/shared-kit/ui/antd-form';
import { Modal } from '@pimento/shared-kit/ui/antd-frame';
import { Radio } from '@pimento/shared-kit/ui/antd-inputs';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { serverRefusalMessage } from '@pimento/shared-kit/client/server-field-errors';
import { useFormUnsavedChanges } from '@pimento/shared-kit/remote/unsaved-changes';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import type { AssetCategory } from '@pimento/shared-kit/contracts/assets';
import { categoryPathOptions } from '../../../lib/category-tree';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { useAddUrlAsset } from '../api/add-url-asset';

type Values = { url: string; stored: boolean; file_name?: string; category_id?: number };

const fields = ['url', 'stored', 'file_name', 'category_id'];

export type UrlAssetDialogProps = {
  open: boolean;
  categories: readonly AssetCategory[];
  /** The gallery's category filter, offered first when it can take the asset. */
  initialCategory: number | undefined;
  onClose: () => void;
};

/** Adds an asset from a URL, kept as a copy or only linked; the server's refusals shown at their fields. */
export function UrlAssetDialog({ open, categories, initialCategory, onClose }: UrlAssetDialogProps) {
  const { t } = useTranslation('assets');
  const language = useInterfaceLanguage();
  const notify = useNotify();
  const [form] = Form.useForm<Values>();
  const add = useAddUrlAsset();
  const { markChanged, markSaved } = useFormUnsavedChanges(open);
  const [alert, setAlert] = useState<string | null>(null);
  const stored = Form.useWatch('stored', form) ?? true;
  // A category holds files or URLs: only those that can take what is chosen are offered.
  const options = useMemo(() => {
    const fitting = new Set(categories.filter((category) => category.unstored !== stored).map((category) => category.id));
    return categoryPathOptions(categories).filter((option) => fitting.has(option.value));
  }, [categories, stored]);

  useEffect(() => {
    if (!open) return;
    const initial = categories.find((category) => category.id === initialCategory);
    form.setFieldsValue({ url: '', stored: !initial?.unstored, file_name: undefined, category_id: initial?.id });
    setAlert(null);
  }, [open, initialCategory, categories, form]);

  const handleFinish = (values: Values) => {
    markSaved();
    setAlert(null);
    add.mutate(
      { url: values.url.trim(), stored: values.stored, ...(values.file_name?.trim() ? { file_name: values.file_name.trim() } : {}), ...(values.category_id ? { category_id: values.category_id } : {}) },
      {
        onSuccess: (asset) => {
          notify.success(t('byUrl.added', { name: asset.file_name }));
          onClose();
        },
        onError: (error) => {
          markChanged();
          setAlert(serverRefusalMessage(form, error, language, fields, null));
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('byUrl.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('byUrl.add')}
      cancelText={t('actions.cancel')}
      confirmLoading={add.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onValuesChange={(changed: Partial<Values>) => {
          markChanged();
          // A category that cannot take the new choice is let go rather than refused later.
          if (changed.stored !== undefined) form.setFieldValue('category_id', undefined);
        }}
        onFinish={handleFinish}
        preserve={false}
        data-testid="url-asset-form"
      >
        <Form.Item name="url" label={t('byUrl.url')} extra={t('byUrl.urlHelp')} rules={[{ required: true, whitespace: true, message: t('byUrl.urlRequired') }]}>
          <Input type="url" inputMode="url" autoComplete="off" autoFocus placeholder="https://" />
        </Form.Item>
        <Form.Item name="stored" label={t('byUrl.storage')}>
          <Radio.Group
            options={[
              { value: true, label: t('byUrl.stored') },
              { value: false, label: t('byUrl.unstored') },
            ]}
          />
        </Form.Item>
        <Form.Item name="file_name" label={t('byUrl.name')} extra={t('byUrl.nameHelp')}>
          <Input maxLength={255} autoComplete="off" />
        </Form.Item>
        <Form.Item name="category_id" label={t('byUrl.category')}>
          <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('byUrl.noCategory')} options={options} />
        </Form.Item>
        {alert !== null && <Alert type="error" showIcon title={alert} />}
      </Form>
    </Modal>
  );
}
