import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input } from '@pimento/shared-kit/ui/antd-form';
import { Checkbox } from '@pimento/shared-kit/ui/antd-inputs';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { toLanguage } from '@pimento/shared-kit/i18n/i18n';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { serverRefusalMessage } from '@pimento/shared-kit/client/server-field-errors';
import { userAdminLimits, type AdminUser, type AdminUserCreateValues } from '@pimento/shared-kit/contracts/users-admin';
import { useChangeUser } from '../api/users';
import { FormDrawer } from './form-drawer';

type UserFormValues = AdminUserCreateValues;

/** The form's fields, where the server's refusals are shown (a taken username or e-mail address…). */
const userFields = ['username', 'email', 'first_name', 'last_name', 'language', 'is_administrator', 'is_consultant', 'is_superuser'];

export type UserDrawerProps = {
  /** The user to edit; null creates one. */
  user: AdminUser | null;
  open: boolean;
  /** The caller is a superuser: only then is the superuser flag offered. */
  superuser: boolean;
  onClose: () => void;
};

/** Creates (and by default invites) or edits a user of the company. */
export function UserDrawer({ user, open, superuser, onClose }: UserDrawerProps) {
  const { t, i18n } = useTranslation('settings');
  const language = toLanguage(i18n.language);
  const notify = useNotify();
  const [form] = Form.useForm<UserFormValues>();
  const [formError, setFormError] = useState<string | null>(null);
  const change = useChangeUser();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setFormError(null);
    form.setFieldsValue(
      user
        ? { ...user, send_invitation: false }
        : { username: '', email: '', first_name: '', last_name: '', language, is_administrator: false, is_consultant: false, is_superuser: false, send_invitation: true },
    );
  }, [open, user, form, language]);

  const submit = async (values: UserFormValues) => {
    setFormError(null);
    const { send_invitation: sendInvitation, ...fields } = values;
    try {
      if (user) {
        await change.mutateAsync({ action: 'update', id: user.id, body: fields });
        notify.success(t('rights.users.saved', { name: values.username }));
      } else {
        await change.mutateAsync({ action: 'create', body: { ...fields, send_invitation: sendInvitation } });
        notify.success(t(sendInvitation ? 'rights.users.createdInvited' : 'rights.users.created', { name: values.username, email: values.email }));
      }
      onClose();
    } catch (error) {
      setFormError(serverRefusalMessage(form, error, language, userFields, t('rights.fixFields')));
    }
  };

  const required = (message: string) => ({ required: true, whitespace: true, message });
  return (
    <FormDrawer
      open={open}
      title={user ? t('rights.users.editTitle', { name: user.username }) : t('rights.users.newTitle')}
      error={formError}
      saving={change.isPending}
      saveLabel={user ? t('rights.save') : t('rights.users.create')}
      testId="user"
      onSave={() => form.submit()}
      onClose={onClose}
    >
      <Form form={form} layout="vertical" requiredMark="optional" onFinish={submit}>
        <Form.Item name="username" label={t('rights.users.username')} rules={[required(t('rights.users.usernameRequired')), { max: userAdminLimits.usernameLength }]}>
          <Input autoComplete="off" data-testid="user-username" />
        </Form.Item>
        <Form.Item name="email" label={t('rights.users.email')} rules={[required(t('rights.users.emailRequired')), { type: 'email', message: t('rights.users.emailInvalid') }]}>
          <Input type="email" autoComplete="off" data-testid="user-email" />
        </Form.Item>
        <Form.Item name="first_name" label={t('rights.users.firstName')} rules={[{ max: userAdminLimits.nameLength }]}>
          <Input data-testid="user-first-name" />
        </Form.Item>
        <Form.Item name="last_name" label={t('rights.users.lastName')} rules={[{ max: userAdminLimits.nameLength }]}>
          <Input data-testid="user-last-name" />
        </Form.Item>
        <Form.Item name="language" label={t('rights.users.language')}>
          <Select
            options={[
              { value: 'en', label: t('rights.users.languages.en') },
              { value: 'fr', label: t('rights.users.languages.fr') },
            ]}
          />
        </Form.Item>
        <Form.Item name="is_administrator" valuePropName="checked" extra={t('rights.users.administratorHelp')}>
          <Checkbox>{t('rights.users.administrator')}</Checkbox>
        </Form.Item>
        <Form.Item name="is_consultant" valuePropName="checked">
          <Checkbox>{t('rights.users.consultant')}</Checkbox>
        </Form.Item>
        {superuser && (
          <Form.Item name="is_superuser" valuePropName="checked">
            <Checkbox>{t('rights.users.superuser')}</Checkbox>
          </Form.Item>
        )}
        {!user && (
          <Form.Item name="send_invitation" valuePropName="checked" extra={t('rights.users.invitationHelp')}>
            <Checkbox data-testid="user-send-invitation">{t('rights.users.sendInvitation')}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </FormDrawer>
  );
}
