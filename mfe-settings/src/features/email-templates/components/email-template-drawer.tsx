import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex } from '@pimento/shared-kit/ui/antd-core';
import { Drawer } from '@pimento/shared-kit/ui/antd-frame';
import { Form, Input } from '@pimento/shared-kit/ui/antd-form';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { toLanguage } from '@pimento/shared-kit/i18n/i18n';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { serverRefusalMessage } from '@pimento/shared-kit/client/server-field-errors';
import { emailTemplateLimits, type EmailTemplate, type EmailTemplateInput } from '@pimento/shared-kit/contracts/email-templates';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { visuallyHidden } from '@pimento/shared-kit/ui/visually-hidden';
import type { EmailPlaceholder } from '@pimento/shared-kit/contracts/email-placeholders';
import { useChangeEmailTemplate } from '../api/email-templates';
import { EmailPreviewPanel } from './email-preview-panel';
import { PlaceholderPicker, placeholderToken } from './placeholder-picker';
import '../../../i18n/email-strings';

const templateFields = ['name', 'subject', 'recipients', 'body', 'language_code'];
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The fields a placeholder goes into; antd names their inputs `<form>_<field>`. */
type PlaceholderField = 'subject' | 'body';
const fieldElement = (field: PlaceholderField) => document.getElementById(`email-template_${field}`) as HTMLInputElement | HTMLTextAreaElement | null;

/** Creates or edits an e-mail template; every rule of spec §5 is the server's, said at its field. */
export function EmailTemplateDrawer({ template, open, onClose }: { template: EmailTemplate | null; open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('settings');
  const language = toLanguage(i18n.language);
  const notify = useNotify();
  const [form] = Form.useForm<EmailTemplateInput>();
  const [formError, setFormError] = useState<string | null>(null);
  const change = useChangeEmailTemplate();
  // The subject or the body, whichever was last in focus, takes the next placeholder at its caret.
  const [placeholderField, setPlaceholderField] = useState<PlaceholderField>('body');
  const [announcement, setAnnouncement] = useState('');

  const insertPlaceholder = (name: EmailPlaceholder) => {
    const token = placeholderToken(name);
    const current = String(form.getFieldValue(placeholderField) ?? '');
    const element = fieldElement(placeholderField);
    const start = element?.selectionStart ?? current.length;
    const end = element?.selectionEnd ?? current.length;
    form.setFieldValue(placeholderField, current.slice(0, start) + token + current.slice(end));
    setAnnouncement(t('emails.inserted', { placeholder: token }));
    // Back to the text, the caret after the placeholder, once the new value is drawn.
    window.setTimeout(() => {
      const field = fieldElement(placeholderField);
      field?.focus();
      field?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setFormError(null);
    form.setFieldsValue(template ?? { name: '', subject: '', recipients: [], body: '', language_code: language });
  }, [open, template, form, language]);

  const submit = async (values: EmailTemplateInput) => {
    setFormError(null);
    try {
      await change.mutateAsync(template ? { action: 'update', id: template.id, body: values } : { action: 'create', body: values });
      notify.success(t('emailTemplates.saved', { name: values.name.trim() }));
      onClose();
    } catch (error) {
      setFormError(serverRefusalMessage(form, error, language, templateFields, t('rights.fixFields')));
    }
  };

  const required = (message: string) => ({ required: true, whitespace: true, message });
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={template ? t('emailTemplates.editTitle', { name: template.name }) : t('emailTemplates.newTitle')}
      size="large"
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={spacing.sm}>
          <Button onClick={onClose}>{t('rights.cancel')}</Button>
          <Button type="primary" loading={change.isPending} onClick={() => form.submit()} data-testid="email-template-save">
            {t('emailTemplates.save')}
          </Button>
        </Flex>
      }
    >
      {formError && <Alert type="error" showIcon style={{ marginBottom: spacing.lg }} title={formError} data-testid="email-template-error" />}
      <Form form={form} name="email-template" layout="vertical" onFinish={submit}>
        <Form.Item name="name" label={t('emailTemplates.name')} rules={[required(t('emailTemplates.required')), { max: emailTemplateLimits.nameLength }]}>
          <Input />
        </Form.Item>
        <Form.Item name="subject" label={t('emailTemplates.subject')} rules={[required(t('emailTemplates.required')), { max: emailTemplateLimits.subjectLength }]}>
          <Input onFocus={() => setPlaceholderField('subject')} />
        </Form.Item>
        <Form.Item
          name="recipients"
          label={t('emailTemplates.recipients')}
          extra={t('emailTemplates.recipientsHelp')}
          rules={[
            { required: true, type: 'array', min: 1, message: t('emailTemplates.recipientsRequired') },
            {
              validator: (_rule, value: string[] | undefined) => {
                const wrong = (value ?? []).find((address) => !emailPattern.test(address));
                return wrong === undefined ? Promise.resolve() : Promise.reject(new Error(t('emailTemplates.recipientInvalid', { address: wrong })));
              },
            },
          ]}
        >
          <Select mode="tags" open={false} tokenSeparators={[',', ';', ' ']} maxCount={emailTemplateLimits.recipients} />
        </Form.Item>
        <Flex gap={spacing.sm} align="center" style={{ marginBottom: spacing.sm }}>
          <PlaceholderPicker onPick={insertPlaceholder} />
          <span role="status" style={visuallyHidden}>
            {announcement}
          </span>
        </Flex>
        <Form.Item
          name="body"
          label={t('emailTemplates.body')}
          extra={t('emails.bodyHelp', { placeholder: placeholderToken('user.first_name') })}
          rules={[required(t('emailTemplates.required')), { max: emailTemplateLimits.bodyLength }]}
        >
          <Input.TextArea rows={8} onFocus={() => setPlaceholderField('body')} />
        </Form.Item>
        <Form.Item name="language_code" label={t('emailTemplates.language')}>
          <Select
            options={[
              { value: 'en', label: t('rights.users.languages.en') },
              { value: 'fr', label: t('rights.users.languages.fr') },
            ]}
          />
        </Form.Item>
      </Form>
      <EmailPreviewPanel form={form} />
    </Drawer>
  );
}
