import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input } from '@pimento/shared-kit/ui/antd-form';
import { Modal } from '@pimento/shared-kit/ui/antd-frame';
import { translateError } from '@pimento/shared-kit/client/translate-error';
import { toLanguage } from '@pimento/shared-kit/i18n/i18n';

export type NamePromptProps = {
  open: boolean;
  title: string;
  initialName: string;
  maxLength: number;
  /** Saves the name; a refusal (name taken …) is shown at the field, translated. */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
};

/** Asks for a template's name (rename). */
export function NamePrompt({ open, title, initialName, maxLength, onSubmit, onClose }: NamePromptProps) {
  const { t, i18n } = useTranslation('imports');
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) form.setFieldsValue({ name: initialName });
  }, [open, initialName, form]);

  const handleFinish = async ({ name }: { name: string }) => {
    setSaving(true);
    try {
      await onSubmit(name.trim());
      onClose();
    } catch (error) {
      form.setFields([{ name: 'name', errors: [translateError(error, toLanguage(i18n.language))] }]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title={title} onCancel={onClose} onOk={() => form.submit()} okText={t('actions.save')} cancelText={t('actions.cancel')} confirmLoading={saving} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={handleFinish} preserve={false}>
        <Form.Item
          name="name"
          label={t('list.nameLabel')}
          rules={[
            { required: true, whitespace: true, message: t('list.nameRequired') },
            { max: maxLength, message: t('list.nameTooLong', { max: maxLength }) },
          ]}
        >
          <Input autoFocus data-testid="name-prompt-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
