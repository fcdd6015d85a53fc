import { useTranslation } from 'react-i18next';
import { Form, Input } from '@pimento/shared-kit/ui/antd-form';
import { Modal } from '@pimento/shared-kit/ui/antd-frame';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { productLimits } from '@pimento/shared-kit/contracts/products';
import { translateError } from '@pimento/shared-kit/client/translate-error';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { applyServerFieldErrors } from '@pimento/shared-kit/client/server-field-errors';
import { useSaveItem } from '../api/save-item';
import type { ListingEntity } from '../lib/listing-fields';
import { ModelSelect } from './model-select';
import { useFormUnsavedChanges } from '@pimento/shared-kit/remote/unsaved-changes';

type CreateValues = { sku?: string; reference?: string; name: string; status?: 'active' | 'end_of_life' | 'inactive'; model_id?: number | null };

export type CreateItemModalProps = {
  entity: ListingEntity;
  open: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
};

/** A new product (SKU, name, status, model) or model (reference, name); then its page opens. */
export function CreateItemModal({ entity, open, onClose, onCreated }: CreateItemModalProps) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const [form] = Form.useForm<CreateValues>();
  const { markChanged, markSaved } = useFormUnsavedChanges(open);
  const save = useSaveItem(entity);

  const handleFinish = async (values: CreateValues) => {
    // What is being saved no longer counts as unsaved: the save may open what it created.
    markSaved();
    try {
      const created =
        entity === 'product'
          ? await save.mutateAsync({ entity, id: null, body: { sku: values.sku?.trim() ?? '', name: values.name.trim(), status: values.status ?? 'active', model_id: values.model_id ?? null } })
          : await save.mutateAsync({ entity, id: null, body: { reference: values.reference?.trim() ?? '', name: values.name.trim() } });
      form.resetFields();
      onCreated(created.item.id);
    } catch (error) {
      markChanged();
      const unmatched = applyServerFieldErrors(form, error, language, ['sku', 'reference', 'name', 'status', 'model_id']);
      if (unmatched.length > 0 || Object.keys(form.getFieldsError().filter((field) => field.errors.length > 0)).length === 0) {
        form.setFields([{ name: 'name', errors: [translateError(error, language), ...unmatched] }]);
      }
    }
  };

  const idField = entity === 'product' ? 'sku' : 'reference';
  return (
    <Modal open={open} title={entity === 'product' ? t('products.newProduct') : t('products.newModel')} onCancel={onClose} onOk={() => form.submit()} okText={t('actions.create')} cancelText={t('actions.cancel')} confirmLoading={save.isPending} destroyOnHidden>
      <Form form={form} onValuesChange={markChanged} layout="vertical" onFinish={handleFinish} initialValues={{ status: 'active' }} preserve={false}>
        <Form.Item name={idField} label={t(`products.fields.${idField}`)} rules={[{ required: true, whitespace: true, message: t('products.rules.required') }, { max: productLimits.skuLength, message: t('attributes.rules.tooLong', { max: productLimits.skuLength }) }]}>
          <Input autoFocus style={{ fontFamily: 'ui-monospace, Menlo, monospace' }} data-testid={`create-${idField}`} />
        </Form.Item>
        <Form.Item name="name" label={t('products.fields.name')} rules={[{ required: true, whitespace: true, message: t('products.rules.required') }, { max: productLimits.nameLength, message: t('attributes.rules.tooLong', { max: productLimits.nameLength }) }]}>
          <Input data-testid="create-name" />
        </Form.Item>
        {entity === 'product' && (
          <>
            <Form.Item name="status" label={t('products.fields.status')}>
              <Select options={(['active', 'end_of_life', 'inactive'] as const).map((status) => ({ value: status, label: t(`products.status.${status}`) }))} />
            </Form.Item>
            <Form.Item name="model_id" label={t('products.fields.model')}>
              <ModelSelect value={null} onChange={() => undefined} />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
