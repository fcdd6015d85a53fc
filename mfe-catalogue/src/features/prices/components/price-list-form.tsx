import { useEffect, useState } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Form, Input } from '@pimento/shared-kit/ui/antd-form';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import type { Discriminant, PriceList } from '@pimento/shared-kit/contracts/price-lists';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { serverRefusalMessage } from '@pimento/shared-kit/client/server-field-errors';
import { useChangePriceList } from '../api/price-lists';

type PriceListFormValues = { name: string; discriminants: Discriminant[] };

export type PriceListFormProps = {
  /** The list to edit; null creates one. */
  list: PriceList | null;
  onDone: () => void;
};

/** A price list's name and discriminants; the discriminants are read-only once the list holds a price. */
export function PriceListForm({ list, onDone }: PriceListFormProps) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const notify = useNotify();
  const change = useChangePriceList();
  const [form] = Form.useForm<PriceListFormValues>();
  const [formError, setFormError] = useState<string | null>(null);
  const locked = list !== null && list.price_count > 0;

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(list ? { name: list.name, discriminants: list.discriminants } : { name: '', discriminants: [] });
    setFormError(null);
  }, [list, form]);

  const handleSubmit = async (values: PriceListFormValues) => {
    setFormError(null);
    const name = values.name.trim();
    const discriminants = (values.discriminants ?? []).map((discriminant) => ({ ...discriminant, label: discriminant.label.trim() }));
    try {
      if (list) {
        await change.mutateAsync({ action: 'update', id: list.id, body: locked ? { name } : { name, discriminants } });
        notify.success(t('priceLists.saved', { name }));
      } else {
        await change.mutateAsync({ action: 'create', body: { name, discriminants } });
        notify.success(t('priceLists.created', { name }));
      }
      onDone();
    } catch (error) {
      setFormError(serverRefusalMessage(form, error, language, ['name', 'discriminants'], null));
    }
  };

  const typeOptions = (['integer', 'decimal', 'text'] as const).map((type) => ({ value: type, label: t(`priceLists.types.${type}`) }));

  return (
    <Form form={form} layout="vertical" requiredMark="optional" onFinish={handleSubmit} data-testid="price-list-form">
      {formError && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={formError} />}
      <Form.Item name="name" label={t('common.name')} rules={[{ required: true, whitespace: true, message: t('common.nameRequired') }, { max: 200 }]}>
        <Input autoFocus data-testid="price-list-name" />
      </Form.Item>
      <Typography.Text strong style={{ display: 'block', marginBottom: 4 }}>
        {t('priceLists.discriminants')}
      </Typography.Text>
      <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
        {t('priceLists.discriminantsHelp')}
      </Typography.Paragraph>
      {locked && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('priceLists.locked')} data-testid="price-list-locked" />}
      <Form.List name="discriminants">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Flex key={field.key} gap={8} align="flex-start">
                  <Form.Item name={[field.name, 'label']} label={t('priceLists.label')} style={{ flex: 2 }} rules={[{ required: true, whitespace: true, message: t('priceLists.labelRequired') }, { max: 100 }]}>
                    <Input disabled={locked} data-testid={`discriminant-label-${index}`} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'code']} label={t('priceLists.code')} style={{ flex: 2 }} rules={[{ required: true, pattern: /^[a-z][a-z0-9_]{0,49}$/, message: t('priceLists.codeRule') }]}>
                    <Input disabled={locked} data-testid={`discriminant-code-${index}`} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'type']} label={t('priceLists.type')} style={{ flex: 1.5 }} rules={[{ required: true }]}>
                    <Select options={typeOptions} disabled={locked} data-testid={`discriminant-type-${index}`} aria-label={t('priceLists.type')} />
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    disabled={locked}
                    aria-label={t('priceLists.removeDiscriminant', { index: index + 1 })}
                    onClick={() => remove(field.name)}
                    style={{ marginTop: 30 }}
                  />
                </Flex>
              ))}
              {!locked && (
                <Button icon={<PlusOutlined />} onClick={() => add({ code: '', label: '', type: 'integer' })} data-testid="add-discriminant">
                  {t('priceLists.addDiscriminant')}
                </Button>
              )}
            </>
          )}
      </Form.List>
      <Flex gap={8} justify="flex-end" style={{ marginTop: 24 }}>
        <Button onClick={onDone}>{t('actions.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="price-list-save">
          {list ? t('actions.save') : t('actions.create')}
        </Button>
      </Flex>
    </Form>
  );
}
