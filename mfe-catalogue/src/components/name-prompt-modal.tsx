import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input } from '@pimento/shared-kit/ui/antd-form';
import { Modal } from '@pimento/shared-kit/ui/antd-frame';
import { translateError } from '@pimento/shared-kit/client/translate-error';
import { useInterfaceLanguage } from '../lib/interface-language';
import { filledTexts } from '../lib/pick-label';
import { applyServerFieldErrors, fieldMessages } from '@pimento/shared-kit/client/server-field-errors';
import { useFormUnsavedChanges } from '@pimento/shared-kit/remote/unsaved-changes';
import { PerLanguageInputs } from './per-language-inputs';

type Names = Record<string, string>;

export type NamePromptModalProps = {
  open: boolean;
  title: string;
  label: string;
  maxLength?: number;
  onClose: () => void;
} & (
  | {
      languages?: undefined;
      initialName?: string;
      /** Saves the name; a rejection is shown at the field (server code translated). */
      onSubmit: (name: string) => Promise<unknown>;
    }
  | {
      /** A name per attribute label language (sections, groups, categories), entered as attribute labels are. */
      languages: readonly string[];
      initialNames?: Names;
      onSubmit: (names: Names) => Promise<unknown>;
    }
);

type Values = { name?: string; names?: Record<string, string | undefined> };

/** Asks for a name, or a name per label language (new section, group, set, category, saved filter; or a rename). */
export function NamePromptModal(props: NamePromptModalProps) {
  const { open, title, label, maxLength = 100, onClose } = props;
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const [form] = Form.useForm<Values>();
  const { markChanged, markSaved } = useFormUnsavedChanges(open);
  const [saving, setSaving] = useState(false);
  const languages = props.languages;
  const initial: Values = props.languages ? { names: props.initialNames ?? {} } : { name: props.initialName ?? '' };
  const initialKey = JSON.stringify(initial);

  useEffect(() => {
    if (open) form.setFieldsValue(JSON.parse(initialKey) as Values);
  }, [open, initialKey, form]);

  const handleFinish = async (values: Values) => {
    // What is being saved no longer counts as unsaved: the save may open what it created.
    markSaved();
    setSaving(true);
    try {
      await (props.languages ? props.onSubmit(filledTexts(values.names)) : props.onSubmit((values.name ?? '').trim()));
      onClose();
    } catch (error) {
      markChanged();
      if (languages) {
        // A rule about no language in particular (none given) is said at the first one.
        const unmatched = applyServerFieldErrors(form, error, language, ['names']);
        const general = unmatched.length > 0 || Object.keys(fieldMessages(error, language)).length === 0;
        if (general) form.setFields([{ name: ['names', languages[0]!], errors: unmatched.length > 0 ? unmatched : [translateError(error, language)] }]);
      } else {
        const messages = Object.values(fieldMessages(error, language)).flat();
        form.setFields([{ name: 'name', errors: messages.length > 0 ? messages : [translateError(error, language)] }]);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title={title} onCancel={onClose} onOk={() => form.submit()} okText={t('actions.save')} cancelText={t('actions.cancel')} confirmLoading={saving} destroyOnHidden>
      <Form form={form} onValuesChange={markChanged} layout="vertical" onFinish={handleFinish} preserve={false}>
        {languages ? (
          <PerLanguageInputs name="names" languages={languages} maxLength={maxLength} label={(code) => t('common.nameIn', { language: code })} requiredMessage={t('common.nameRequired')} autoFocus />
        ) : (
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
        )}
      </Form>
    </Modal>
  );
}
