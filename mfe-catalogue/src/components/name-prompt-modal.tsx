import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input } from '@pimento/shared-kit/ui/antd-form';
import { Modal } from '@pimento/shared-kit/ui/antd-frame';
import { translateError } from '@pimento/shared-kit/client/translate-error';
import { useInterfaceLanguage } from '../lib/interface-language';
import { fieldMessages } from '../lib/server-field-errors';
import { useFormUnsavedChanges } from '@pimento/shared-kit/remote/unsaved-changes';

export type NamePromptModalProps = {
  open: boolean;
  title: string;
  label: string;
  initialName?: string;
  maxLength?: number;
  /** Saves the name; a rejection is shown at the field (server code translated). */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
};

/** Asks for a name (new section, group, set, category, saved filter; or a rename). */
export function NamePromptModal({ open, title, label, initialName = '', maxLength = 100, onSubmit, onClose }: NamePromptModalProps) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const [form] = Form.useForm<{ name: string }>();
  const { markChanged, markSaved } = useFormUnsavedChanges(open);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) form.setFieldsValue({ name: initialName });
  }, [open, initialName, form]);

  const handleFinish = async ({ name }: { name: string }) => {
    // What is being saved no longer counts as unsaved: the save may open what it created.
    markSaved();
    setSaving(true);
    try {
      await onSubmit(name.trim());
      onClose();
    } catch (error) {
      markChanged();
      const messages = Object.values(fieldMessages(error, language)).flat();
      form.setFields([{ name: 'name', errors: messages.length > 0 ? messages : [translateError(error, language)] }]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title={title} onCancel={onClose} onOk={() => form.submit()} okText={t('actions.save')} cancelText={t('actions.cancel')} confirmLoading={saving} destroyOnHidden>
      <Form form={form} onValuesChange={markChanged} layout="vertical" onFinish={handleFinish} preserve={false}>
        <Form.Item
          name="name"
          label={label}
          rules={[
            { required: true, whitespace: true, message: t('common.nameRequired') },
            { max: maxLength, message: t('attributes.rules.tooLong', { max: maxLength }) },
            { pattern: /^[^|]*$/, message: t('attributes.rules.noPipe') },
          ]}
        >
          <Input autoFocus data-testid="name-prompt-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
