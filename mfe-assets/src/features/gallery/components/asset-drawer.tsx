import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Descriptions } from '@pimento/shared-kit/ui/antd-content';
import { Form, Input } from '@pimento/shared-kit/ui/antd-form';
import { Drawer } from '@pimento/shared-kit/ui/antd-frame';
import { InputNumber, Switch } from '@pimento/shared-kit/ui/antd-inputs';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { useFormatBytes } from '@pimento/shared-kit/ui/file-drop';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import type { Asset } from '@pimento/shared-kit/contracts/assets';
import { palette, radii, spacing } from '@pimento/shared-kit/design/tokens';
import { useUpdateAsset } from '../api/update-asset';
import { assetChanges, formValuesOf, type AssetFormValues } from '../lib/asset-changes';
import { AssetPreview } from './asset-preview';

type Option<T> = { value: T; label: string };

export type AssetDrawerProps = {
  asset: Asset | null;
  categoryOptions: readonly Option<number>[];
  languageOptions: readonly Option<string>[];
  onClose: () => void;
};

/** An asset's details: a large preview, what the file is, and its metadata, editable. */
export function AssetDrawer({ asset, categoryOptions, languageOptions, onClose }: AssetDrawerProps) {
  const { t, i18n } = useTranslation('assets');
  const notify = useNotify();
  const formatBytes = useFormatBytes();
  const update = useUpdateAsset();
  const [form] = Form.useForm<AssetFormValues>();

  useEffect(() => {
    if (asset) form.setFieldsValue(formValuesOf(asset));
  }, [asset, form]);

  const handleFinish = (values: AssetFormValues) => {
    if (!asset) return;
    const changes = assetChanges(asset, values);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    update.mutate({ id: asset.id, update: changes }, { onSuccess: () => (notify.success(t('details.saved', { name: values.file_name })), onClose()), onError: notify.error });
  };

  return (
    <Drawer
      open={asset !== null}
      onClose={onClose}
      title={asset?.file_name}
      size={520}
      destroyOnHidden
      data-testid="asset-drawer"
      extra={
        <Button type="primary" onClick={() => form.submit()} loading={update.isPending} data-testid="asset-save">
          {t('actions.save')}
        </Button>
      }
    >
      {asset && (
        <Flex vertical gap={spacing.lg}>
          <div style={{ display: 'flex', justifyContent: 'center', background: palette.tile, borderRadius: radii.md, padding: spacing.sm }}>
            <AssetPreview asset={asset} size={440} alt={asset.file_name} />
          </div>
          <Descriptions
            size="small"
            column={2}
            items={[
              { key: 'type', label: t('details.type'), children: t(`kinds.${asset.kind}`) },
              { key: 'size', label: t('details.size'), children: asset.size === null ? '—' : formatBytes(asset.size) },
              { key: 'dimensions', label: t('details.dimensions'), children: asset.width && asset.height ? `${asset.width} × ${asset.height} px` : '—' },
              { key: 'products', label: t('details.products'), children: asset.products_count },
              { key: 'created', label: t('details.created'), children: new Date(asset.created).toLocaleString(i18n.language) },
            ]}
          />
          <Form form={form} layout="vertical" onFinish={handleFinish} initialValues={formValuesOf(asset)}>
            <Form.Item name="file_name" label={t('details.name')} rules={[{ required: true, whitespace: true, message: t('details.nameRequired') }]}>
              <Input maxLength={255} />
            </Form.Item>
            <Form.Item name="category_id" label={t('details.category')}>
              <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={[...categoryOptions]} placeholder={t('filters.noCategory')} aria-label={t('details.category')} />
            </Form.Item>
            <Form.Item name="tags" label={t('details.tags')}>
              <Select mode="tags" tokenSeparators={[',']} open={false} suffixIcon={null} aria-label={t('details.tags')} data-testid="asset-tags" />
            </Form.Item>
            <Form.Item name="language" label={t('details.language')} getValueFromEvent={(value?: string) => value ?? null}>
              <Select allowClear options={[...languageOptions]} placeholder={t('details.everyLanguage')} aria-label={t('details.language')} />
            </Form.Item>
            <Form.Item name="description" label={t('details.description')}>
              <Input.TextArea rows={3} maxLength={2000} />
            </Form.Item>
            <Flex gap={spacing.lg}>
              <Form.Item name="position" label={t('details.position')} rules={[{ required: true, type: 'number', min: 1, message: t('details.positionRule') }]}>
                <InputNumber min={1} max={1_000_000} precision={0} />
              </Form.Item>
              <Form.Item name="featured" label={t('details.featured')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Flex>
            <Form.Item name="custom_url" label={t('details.customUrl')} extra={<Typography.Text type="secondary">{t('details.customUrlHelp')}</Typography.Text>}>
              <Input type="url" maxLength={2000} />
            </Form.Item>
          </Form>
        </Flex>
      )}
    </Drawer>
  );
}
