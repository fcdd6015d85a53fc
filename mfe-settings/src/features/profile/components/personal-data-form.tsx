import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@pimento/shared-kit/ui/antd-core';
import { Form, Input } from '@pimento/shared-kit/ui/antd-form';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { changeLanguage, toLanguage, type Language } from '@pimento/shared-kit/i18n/i18n';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { serverRefusalMessage } from '@pimento/shared-kit/client/server-field-errors';
import type { CurrentUser } from '@pimento/shared-kit/contracts/current-user';
import { userAdminLimits } from '@pimento/shared-kit/contracts/users-admin';
import { useUpdateProfile } from '../api/profile';

type PersonalDataValues = { first_name: string; last_name: string; language_code: Language };
const personalFields = ['first_name', 'last_name', 'language_code'];

/** First name, last name and interface language; a new language applies at once. */
export function PersonalDataForm({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation('settings');
  const language = toLanguage(i18n.language);
  const notify = useNotify();
  const [form] = Form.useForm<PersonalDataValues>();
  const [formError, setFormError] = useState<string | null>(null);
  const update = useUpdateProfile();

  useEffect(() => {
    form.setFieldsValue({ first_name: user.first_name, last_name: user.last_name, language_code: user.language_code });
  }, [form, user.first_name, user.last_name, user.language_code]);

  const submit = async (values: PersonalDataValues) => {
    setFormError(null);
    try {
      const saved = await update.mutateAsync(values);
      if (saved.language_code !== language) await changeLanguage(saved.language_code);
      notify.success(t('profile.personal.saved'));
    } catch (error) {
      setFormError(serverRefusalMessage(form, error, language, personalFields, t('rights.fixFields')));
    }
  };

  return (
    <Form form={form} name="profile-personal" layout="vertical" onFinish={submit} data-testid="profile-personal-form">
      {formError && <Alert type="error" showIcon title={formError} data-testid="profile-personal-error" />}
      <Form.Item name="first_name" label={t('profile.personal.firstName')} rules={[{ max: userAdminLimits.nameLength }]}>
        <Input autoComplete="given-name" />
      </Form.Item>
      <Form.Item name="last_name" label={t('profile.personal.lastName')} rules={[{ max: userAdminLimits.nameLength }]}>
        <Input autoComplete="family-name" />
      </Form.Item>
      <Form.Item name="language_code" label={t('profile.personal.language')}>
        <Select
          data-testid="profile-language"
          options={[
            { value: 'en', label: t('rights.users.languages.en') },
            { value: 'fr', label: t('rights.users.languages.fr') },
          ]}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="profile-personal-save">
        {t('profile.save')}
      </Button>
    </Form>
  );
}
