import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Form, Input } from '@pimento/shared-kit/ui/antd-form';
import { toLanguage } from '@pimento/shared-kit/i18n/i18n';
import { serverRefusalMessage } from '@pimento/shared-kit/client/server-field-errors';
import type { ChangeEmailRequest } from '@pimento/shared-kit/contracts/auth';
import { userAdminLimits } from '@pimento/shared-kit/contracts/users-admin';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { useChangeEmail } from '../api/profile';

const emailFields = ['email', 'password'];

/**
 * The e-mail address: a new one gets a confirmation link and replaces the current one only when
 * the link is opened (docs/rights.md "Profile").
 */
export function EmailForm({ email }: { email: string }) {
  const { t, i18n } = useTranslation('settings');
  const language = toLanguage(i18n.language);
  const [form] = Form.useForm<ChangeEmailRequest>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const change = useChangeEmail();

  const submit = async (values: ChangeEmailRequest) => {
    setFormError(null);
    setSentTo(null);
    try {
      const body = { ...values, email: values.email.trim() };
      await change.mutateAsync(body);
      setSentTo(body.email);
      form.resetFields();
    } catch (error) {
      setFormError(serverRefusalMessage(form, error, language, emailFields, t('rights.fixFields')));
    }
  };

  return (
    <Form form={form} name="profile-email" layout="vertical" onFinish={submit} data-testid="profile-email-form">
      <Typography.Paragraph>
        {t('profile.email.current')} <Typography.Text strong data-testid="profile-current-email">{email}</Typography.Text>
      </Typography.Paragraph>
      {sentTo && <Alert type="info" showIcon style={{ marginBottom: spacing.lg }} title={t('profile.email.sent', { email: sentTo })} data-testid="profile-email-sent" />}
      {formError && <Alert type="error" showIcon style={{ marginBottom: spacing.lg }} title={formError} data-testid="profile-email-error" />}
      <Form.Item
        name="email"
        label={t('profile.email.new')}
        rules={[
          { required: true, whitespace: true, message: t('profile.email.required') },
          { type: 'email', message: t('rights.users.emailInvalid') },
          { max: userAdminLimits.emailLength },
        ]}
      >
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item name="password" label={t('profile.currentPassword')} rules={[{ required: true, message: t('profile.currentPasswordRequired') }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="profile-email-save">
        {t('profile.email.send')}
      </Button>
    </Form>
  );
}
