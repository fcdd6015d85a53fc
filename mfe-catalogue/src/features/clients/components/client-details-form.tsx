import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex } from '@pimento/shared-kit/ui/antd-core';
import { Form, Input } from '@pimento/shared-kit/ui/antd-form';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { clientLimits, type Client } from '@pimento/shared-kit/contracts/clients';
import { serverRefusalMessage } from '@pimento/shared-kit/client/server-field-errors';
import { useUnsavedChanges } from '@pimento/shared-kit/remote/unsaved-changes';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { usePriceLists } from '../../prices/api/price-lists';
import { useChangeClient, useMatrixTemplates } from '../api/clients';
import { useExtraAttributes } from '../../extra-attributes/api/extra-attributes';
import { ExtraValueFields } from '../../extra-attributes/components/extra-value-fields';
import { extraValuesToSend, type ExtraFormValues } from '../../extra-attributes/lib/values-to-send';

type DetailsValues = { name: string; description: string; price_list_id: number | null; main_template_id: number | null; attribute_values?: ExtraFormValues };

const formFields = ['name', 'description', 'price_list_id', 'main_template_id', 'attribute_values'];

function valuesOf(client: Client): DetailsValues {
  return { name: client.name, description: client.description, price_list_id: client.price_list?.id ?? null, main_template_id: client.main_template?.id ?? null, attribute_values: client.attribute_values };
}

/** A picker's options, with the stored choice kept even when the list no longer offers it. */
function withStored(choices: readonly { id: number; name: string }[], stored: { id: number; name: string } | null): { value: number; label: string }[] {
  const all = stored === null || choices.some((choice) => choice.id === stored.id) ? choices : [...choices, stored];
  return all.map((choice) => ({ value: choice.id, label: choice.name }));
}

/** A client's name, description, price list and main matrix template: saved together, asked about before leaving unsaved. */
export function ClientDetailsForm({ client }: { client: Client }) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const notify = useNotify();
  const change = useChangeClient();
  const lists = usePriceLists('current');
  const templates = useMatrixTemplates();
  const attributes = useExtraAttributes('client');
  const [form] = Form.useForm<DetailsValues>();
  const [dirty, setDirtyState] = useState(false);
  // Read by the effect below without re-running it: another card's save reads the client again,
  // and must not wipe what is being typed here.
  const dirtyRef = useRef(false);
  const setDirty = (next: boolean) => {
    dirtyRef.current = next;
    setDirtyState(next);
  };
  const [formError, setFormError] = useState<string | null>(null);
  useUnsavedChanges(dirty);
  const readOnly = !client.rights.edit;

  // The stored client, again after each save or a change read since, unless an edit is under way.
  useEffect(() => {
    if (!dirtyRef.current) form.setFieldsValue(valuesOf(client));
  }, [client, form]);

  const handleSubmit = async (values: DetailsValues) => {
    setFormError(null);
    // What is being saved is no longer an edit: the answer may be shown as soon as it comes.
    setDirty(false);
    try {
      const name = values.name.trim();
      await change.mutateAsync({ action: 'update', id: client.id, body: { name, description: values.description.trim(), price_list_id: values.price_list_id ?? null, main_template_id: values.main_template_id ?? null, attribute_values: extraValuesToSend(attributes.data ?? [], values.attribute_values) } });
      notify.success(t('clients.saved', { name }));
    } catch (error) {
      setDirty(true);
      setFormError(serverRefusalMessage(form, error, language, formFields, t('clients.fixFields')));
    }
  };

  const discard = () => {
    form.resetFields();
    form.setFieldsValue(valuesOf(client));
    setFormError(null);
    setDirty(false);
  };

  // The client's own list stays offered even when archived since: the field shows what is stored.
  const listOptions = withStored(lists.data ?? [], client.price_list);
  const templateOptions = withStored(templates.data ?? [], client.main_template);

  return (
    <Form form={form} layout="vertical" requiredMark="optional" disabled={readOnly} onValuesChange={() => setDirty(true)} onFinish={handleSubmit} data-testid="client-details">
      {formError && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={formError} />}
      <Flex gap={16} wrap>
        <Form.Item name="name" label={t('clients.fields.name')} style={{ flex: '1 1 240px' }} rules={[{ required: true, whitespace: true, message: t('clients.nameRequired') }, { max: clientLimits.nameLength }]}>
          <Input maxLength={clientLimits.nameLength} showCount data-testid="client-name" />
        </Form.Item>
        <Form.Item name="price_list_id" label={t('clients.fields.priceList')} style={{ flex: '1 1 240px' }}>
          <Select allowClear placeholder={t('clients.noPriceList')} options={listOptions} loading={lists.isLoading} data-testid="client-price-list" />
        </Form.Item>
        <Form.Item name="main_template_id" label={t('clients.fields.mainTemplate')} style={{ flex: '1 1 240px' }}>
          <Select allowClear placeholder={t('clients.noTemplate')} options={templateOptions} loading={templates.isLoading} data-testid="client-template" />
        </Form.Item>
      </Flex>
      <Form.Item name="description" label={t('clients.fields.description')} rules={[{ max: clientLimits.descriptionLength }]}>
        <Input.TextArea rows={3} maxLength={clientLimits.descriptionLength} showCount data-testid="client-description" />
      </Form.Item>
      <ExtraValueFields attributes={attributes.data ?? []} />
      {!readOnly && (
        <Flex gap={8} justify="flex-end">
          <Button onClick={discard} disabled={!dirty}>
            {t('clients.discard')}
          </Button>
          <Button type="primary" htmlType="submit" loading={change.isPending} disabled={!dirty} data-testid="client-save">
            {t('actions.save')}
          </Button>
        </Flex>
      )}
    </Form>
  );
}
