import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input } from '@pimento/shared-kit/ui/antd-form';
import { Modal } from '@pimento/shared-kit/ui/antd-frame';
import { translateError } from '@pimento/shared-kit/client/translate-error';
import { useInterfaceLanguage } from '../../../lib/interface-language';

type Names = Record<string, string>;

export type CategoryNamesDialogProps = {
  open: boolean;
  title: string;
  /** The company's label languages: one name each, the first required (the server shows it when a language has none). */
  languages: readonly string[];
  initialNames: Names;
  /** Saves the names; a refusal is said under the first field, translated from its code. */
  onSubmit: (names: Names) => Promise<unknown>;
  onClose: () => void;
};

/** Asks for a category's name in each label language (a new category, or a rename). */
export function CategoryNamesDialog({ open, title, languages, initialNames, onSubmit, onClose }: CategoryNamesDialogProps) {
  const { t } = useTranslation('assets');
  const language = useInterfaceLanguage();
  const [form] = Form.useForm<{ names: Record<string, string | undefined> }>();
  const [saving, setSaving] = useState(false);

  const handleFinish = async (values: { names: Record<string, string | undefined> }) => {
    const names = Object.fromEntries(
      Object.entries(values.names ?? {}).flatMap(([code, name]) => (name && name.trim() !== '' ? [[code, name.trim()]] : [])),
    );
    setSaving(true);
    try {
      await onSubmit(names);
      onClose();
    } catch (error) {
      form.setFields([{ name: ['names', languages[0]!], errors: [translateError(error, language)] }]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={handleFinish} preserve={false} initialValues={{ names: initialNames }}>
        {languages.map((code, index) => (
          <Form.Item
            key={code}
            name={['names', code]}
            label={t('categories.nameIn', { language: code.toUpperCase() })}
            rules={[
              { required: index === 0, whitespace: true, message: t('categories.nameRequired') },
              { max: 255, message: t('categories.nameTooLong', { max: 255 }) },
              { pattern: /^[^|]*$/, message: t('categories.nameNoPipe') },
            ]}
          >
            <Input autoFocus={index === 0} data-testid={`category-name-${code}`} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
