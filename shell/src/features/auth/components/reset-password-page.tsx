import { Alert, Button } from '@pimento/shared-kit/ui/antd-core';
import { Form, Input, Result } from '@pimento/shared-kit/ui/antd-form';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@pimento/shared-kit/client/api-error';
import { translateFieldErrors } from '@pimento/shared-kit/client/translate-error';
import { toLanguage } from '@pimento/shared-kit/i18n/i18n';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout } from './auth-layout';

type ResetForm = { password: string; password_confirmation: string };

const ruleKeys = ['length', 'upper', 'lower', 'digits', 'special', 'common', 'similar', 'previous'] as const;

/** `/reset-password/{uid}/{token}`: the password rules, then the server's errors when it refuses. */
export function ResetPasswordPage({ uid, token }: { uid: string; token: string }) {
  const { t, i18n } = useTranslation('auth');
  const reset = useResetPassword();
  const error = reset.error instanceof ApiError ? reset.error : null;
  const known = ['invalid-token', 'password-required', 'invalid-password'];
  const errorTitle = reset.isError ? t(`reset.${error && known.includes(error.code) ? error.code : 'server-error'}`) : null;
  const fieldErrors = translateFieldErrors(error, toLanguage(i18n.language));
  const describe = (code: string) => (i18n.exists(`auth:reset.rules.${code}`) ? t(`reset.rules.${code}`) : code);

  if (reset.isSuccess) {
    return (
      <AuthLayout title={t('reset.title')}>
        <Result status="success" title={t('reset.success')} extra={<Link to="/login/">{t('forgot.backToLogin')}</Link>} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('reset.title')}>
      <div className="pimento-password-rules" data-testid="password-rules">
        <strong>{t('reset.rulesTitle')}</strong>
        <ul>
          {ruleKeys.map((key) => (
            <li key={key}>{t(`reset.rules.${key}`)}</li>
          ))}
        </ul>
      </div>
      {errorTitle ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="reset-error"
          title={errorTitle}
          description={fieldErrors.length ? <ul style={{ margin: 0, paddingLeft: 18 }}>{fieldErrors.map((code) => <li key={code}>{describe(code)}</li>)}</ul> : undefined}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form<ResetForm> layout="vertical" size="large" requiredMark={false} onFinish={(values) => reset.mutate({ uid, token, ...values })}>
        <Form.Item name="password" label={t('reset.password')} rules={[{ required: true, message: t('reset.password-required') }]}>
          <Input.Password autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item
          name="password_confirmation"
          label={t('reset.confirmation')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('reset.password-required') },
            ({ getFieldValue }) => ({
              validator: (_rule, value) =>
                !value || getFieldValue('password') === value ? Promise.resolve() : Promise.reject(new Error(t('reset.mismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={reset.isPending}>
          {t('reset.submit')}
        </Button>
      </Form>
    </AuthLayout>
  );
}
