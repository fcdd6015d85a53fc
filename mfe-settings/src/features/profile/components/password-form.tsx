import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Form, Input } from '@pimento/shared-kit/ui/antd-form';
import { toLanguage } from '@pimento/shared-kit/i18n/i18n';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { serverRefusalMessage } from '@pimento/shared-kit/client/server-field-errors';
import type { ChangePasswordRequest } from '@pimento/shared-kit/contracts/auth';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { useChangePassword } from '../api/profile';

const passwordFields = ['old_password', 'password', 'password_confirmation'];

/**
 * Changes the password with the current one (spec §5, §8 "old password incorrect"). Every rule is
 * the server's (the one password policy): its refusals come back at their fields.
 */
export function PasswordForm() {
  const { t, i18n } = useTranslation('settings');
  const language = toLanguage(i18n.language);
  const notify = useNotify();
  const [form] = Form.useForm<ChangePasswordRequest>();
  const [formError, setFormError] = useState<string | null>(null);
  const change = useChangePassword();

  const submit = async (values: ChangePasswordRequest) => {
    setFormError(null);
    try {
      await change.mutateAsync(values);
      form.resetFields();
      notify.success(t('profile.password.changed'));
    } catch (error) {
      setFormError(serverRefusalMessage(form, error, language, passwordFields, t('rights.fixFields')));
    }
  };

  return (
    <Form form={form} name="profile-password" layout="vertical" onFinish={submit} data-testid="profile-password-form">
      <Typography.Paragraph type="secondary">{t('profile.password.rules')}</Typography.Paragraph>
      {formError && <Alert type="error" showIcon style={{ marginBottom: spacing.lg }} title={formError} data-testid="profile-password-error" />}
      <Form.Item name="old_password" label={t('profile.currentPassword')} rules={[{ required: true, message: t('profile.currentPasswordRequired') }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="password" label={t('profile.password.new')} rules={[{ required: true, message: t('profile.password.newRequired') }]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="password_confirmation"
        label={t('profile.password.confirmation')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('profile.password.confirmationRequired') },
          ({ getFieldValue }) => ({
            validator: (_rule, value: string) => (!value || getFieldValue('password') === value ? Promise.resolve() : Promise.reject(new Error(t('profile.password.mismatch')))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="profile-password-save">
        {t('profile.password.change')}
      </Button>
    </Form>
  );
}
