import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Form, Input } from '@pimento/shared-kit/ui/antd-form';
import { InputNumber } from '@pimento/shared-kit/ui/antd-inputs';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { currencyCodes } from '@pimento/shared-kit/contracts/currencies';
import type { PriceList } from '@pimento/shared-kit/contracts/price-lists';
import type { ExtraAttribute } from '@pimento/shared-kit/contracts/extra-attributes';
import type { Price, PriceInput } from '@pimento/shared-kit/contracts/prices';
import { disabledPriceFieldsOf, type PriceField } from '@pimento/shared-kit/contracts/price-fields';
import { useFormUnsavedChanges } from '@pimento/shared-kit/remote/unsaved-changes';
import { useRemoteProps } from '@pimento/shared-kit/remote/use-remote-props';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { FormDrawer } from '../../../components/form-drawer';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { serverRefusalMessage } from '@pimento/shared-kit/client/server-field-errors';
import { useExtraAttributes } from '../../extra-attributes/api/extra-attributes';
import { ExtraValueFields } from '../../extra-attributes/components/extra-value-fields';
import { extraValuesToSend, type ExtraFormValues } from '../../extra-attributes/lib/values-to-send';
import { useChangePrice } from '../api/prices';
import { ProductPicker, type ProductRef } from './product-picker';

export type PriceDrawerProps = {
  open: boolean;
  /** The price to edit; null creates one. */
  price: Price | null;
  lists: readonly PriceList[];
  /** The product every price made here is for (its page's Prices tab): chosen and fixed. */
  product?: ProductRef | null;
  onClose: () => void;
};

type PriceFormValues = {
  price_list_id?: number;
  product_id?: number;
  gross_price?: number | null;
  net_price?: number | null;
  currency?: string;
  start_date?: string;
  end_date?: string;
  discount?: number | null;
  discount_family_code?: string;
  discount_family_label?: string;
  unit?: string;
  discriminant_values?: Record<string, string | number | null>;
  attribute_values?: ExtraFormValues;
};

const formFields = ['price_list_id', 'product_id', 'gross_price', 'net_price', 'currency', 'start_date', 'end_date', 'discount', 'discount_family_code', 'discount_family_label', 'unit', 'discriminant_values', 'attribute_values'];

const orNull = <T,>(value: T | undefined | null | ''): T | null => (value === undefined || value === '' ? null : value);

function toInput(values: PriceFormValues, attributes: readonly ExtraAttribute[]): PriceInput {
  const discriminantValues = Object.entries(values.discriminant_values ?? {}).flatMap(([code, value]) => (value === null || value === undefined || value === '' ? [] : [[code, value] as const]));
  return {
    price_list_id: values.price_list_id!,
    product_id: values.product_id!,
    gross_price: orNull(values.gross_price),
    net_price: orNull(values.net_price),
    currency: orNull(values.currency),
    start_date: orNull(values.start_date),
    end_date: orNull(values.end_date),
    discount: orNull(values.discount),
    discount_family_code: orNull(values.discount_family_code?.trim()),
    discount_family_label: orNull(values.discount_family_label?.trim()),
    unit: orNull(values.unit?.trim()),
    discriminant_values: Object.fromEntries(discriminantValues),
    attribute_values: extraValuesToSend(attributes, values.attribute_values),
  };
}

/** Creates or edits one price; the server's rules (spec §5) come back at their fields. */
export function PriceDrawer({ open, price, lists, product = null, onClose }: PriceDrawerProps) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const notify = useNotify();
  const change = useChangePrice();
  const [form] = Form.useForm<PriceFormValues>();
  const { markChanged, markSaved } = useFormUnsavedChanges(open);
  const [formError, setFormError] = useState<string | null>(null);
  const listId = Form.useWatch('price_list_id', form);
  const list = lists.find((candidate) => candidate.id === listId) ?? null;
  const currencyOptions = useMemo(() => currencyCodes.map((code) => ({ value: code, label: code })), []);
  const attributes = useExtraAttributes('price');
  const { flags } = useRemoteProps();
  const disabled = disabledPriceFieldsOf(flags);
  // A field the company switched off stays in the form, hidden, so that a saved price keeps its value.
  const hidden = (field: PriceField) => disabled.has(field);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setFormError(null);
    if (price) {
      form.setFieldsValue({
        ...price,
        price_list_id: price.price_list.id,
        product_id: price.product.id,
        start_date: price.start_date ?? '',
        end_date: price.end_date ?? '',
        discount_family_code: price.discount_family_code ?? '',
        discount_family_label: price.discount_family_label ?? '',
        unit: price.unit ?? '',
      });
    } else {
      form.setFieldsValue({ price_list_id: lists.length === 1 ? lists[0]!.id : undefined, product_id: product?.id, currency: 'EUR' });
    }
  }, [open, price, lists, product, form]);

  const handleSubmit = async (values: PriceFormValues) => {
    markSaved();
    setFormError(null);
    try {
      if (price) await change.mutateAsync({ action: 'update', id: price.id, body: toInput(values, attributes.data ?? []) });
      else await change.mutateAsync({ action: 'create', body: toInput(values, attributes.data ?? []) });
      notify.success(t(price ? 'prices.saved' : 'prices.created'));
      onClose();
    } catch (error) {
      markChanged();
      setFormError(serverRefusalMessage(form, error, language, formFields, t('prices.fixFields')));
    }
  };

  return (
    <FormDrawer
      open={open}
      onClose={onClose}
      size={640}
      title={price ? t('prices.editTitle', { sku: price.product.sku }) : product ? t('prices.tab.newTitle', { sku: product.sku }) : t('prices.newTitle')}
      creating={!price}
      saving={change.isPending}
      onSubmit={() => form.submit()}
      saveTestId="price-save"
      error={formError}
      errorTestId="price-form-error"
    >
      <Form form={form} layout="vertical" requiredMark="optional" onValuesChange={markChanged} onFinish={handleSubmit} scrollToFirstError data-testid="price-form">
        <Flex gap={12}>
          <Form.Item name="price_list_id" label={t('prices.fields.list')} style={{ flex: 1 }} rules={[{ required: true, message: t('prices.listRequired') }]}>
            <Select options={lists.map((candidate) => ({ value: candidate.id, label: candidate.name }))} data-testid="price-list-select" />
          </Form.Item>
          <Form.Item name="product_id" label={t('prices.fields.product')} style={{ flex: 1 }} rules={[{ required: true, message: t('prices.productRequired') }]}>
            <ProductPicker initial={price?.product ?? product} disabled={product !== null} testId="price-product-select" />
          </Form.Item>
        </Flex>
        {list !== null && list.discriminants.length > 0 && (
          <>
            <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
              {t('prices.fields.discriminants')}
            </Typography.Text>
            <Flex gap={12} wrap>
              {list.discriminants.map((discriminant) => (
                <Form.Item key={discriminant.code} name={['discriminant_values', discriminant.code]} label={discriminant.label} style={{ flex: '1 1 180px' }}>
                  {discriminant.type === 'text' ? (
                    <Input data-testid={`discriminant-${discriminant.code}`} />
                  ) : (
                    <InputNumber style={{ width: '100%' }} precision={discriminant.type === 'integer' ? 0 : undefined} data-testid={`discriminant-${discriminant.code}`} />
                  )}
                </Form.Item>
              ))}
            </Flex>
          </>
        )}
        <Flex gap={12}>
          <Form.Item name="gross_price" label={t('prices.fields.gross')} style={{ flex: 1 }}>
            <InputNumber style={{ width: '100%' }} data-testid="price-gross" />
          </Form.Item>
          <Form.Item name="net_price" label={t('prices.fields.net')} style={{ flex: 1 }}>
            <InputNumber style={{ width: '100%' }} data-testid="price-net" />
          </Form.Item>
          <Form.Item name="currency" label={t('prices.fields.currency')} style={{ flex: 1 }}>
            <Select showSearch options={currencyOptions} data-testid="price-currency" />
          </Form.Item>
        </Flex>
        <Flex gap={12}>
          <Form.Item name="start_date" hidden={hidden('start_date')} label={t('prices.fields.start')} style={{ flex: 1 }}>
            <Input type="date" data-testid="price-start" />
          </Form.Item>
          <Form.Item name="end_date" hidden={hidden('end_date')} label={t('prices.fields.end')} style={{ flex: 1 }}>
            <Input type="date" data-testid="price-end" />
          </Form.Item>
        </Flex>
        <Flex gap={12}>
          <Form.Item name="discount" hidden={hidden('discount')} label={t('prices.fields.discount')} style={{ flex: 1 }}>
            <InputNumber style={{ width: '100%' }} step={0.01} data-testid="price-discount" />
          </Form.Item>
          <Form.Item name="unit" hidden={hidden('unit')} label={t('prices.fields.unit')} style={{ flex: 1 }} rules={[{ max: 20 }]}>
            <Input data-testid="price-unit" />
          </Form.Item>
        </Flex>
        <Flex gap={12}>
          <Form.Item name="discount_family_code" hidden={hidden('discount_family_code')} label={t('prices.fields.familyCode')} style={{ flex: 1 }} rules={[{ max: 255 }]}>
            <Input data-testid="price-family-code" />
          </Form.Item>
          <Form.Item name="discount_family_label" hidden={hidden('discount_family_label')} label={t('prices.fields.familyLabel')} style={{ flex: 1 }} rules={[{ max: 255 }]}>
            <Input data-testid="price-family-label" />
          </Form.Item>
        </Flex>
        {(attributes.data ?? []).length > 0 && (
          <>
            <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
              {t('prices.fields.attributes')}
            </Typography.Text>
            <ExtraValueFields attributes={attributes.data ?? []} />
          </>
        )}
      </Form>
    </FormDrawer>
  );
}
