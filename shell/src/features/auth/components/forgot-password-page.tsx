import { Alert, Button } from '@pimento/shared-kit/ui/antd-core';
import { Form, Input, Result } from '@pimento/shared-kit/ui/antd-form';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useForgotPassword } from '../api/forgot-password';
import { AuthLayout } from './auth-layout';

/** `/forgot-password/`: asks for a reset link (spec §8: failure shows server-error). */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const forgot = useForgotPassword();

  return (
    <AuthLayout title={t('forgot.title')} subtitle={forgot.isSuccess ? undefined : t('forgot.subtitle')}>
      {forgot.isSuccess ? (
        <Result status="success" title={t('forgot.sent')} data-testid="forgot-sent" />
      ) : (
        <>
          {forgot.isError ? <Alert type="error" showIcon role="alert" title={t('forgot.server-error')} style={{ marginBottom: 16 }} /> : null}
          <Form<{ identifier: string }> layout="vertical" size="large" requiredMark={false} onFinish={({ identifier }) => forgot.mutate(identifier)}>
            <Form.Item name="identifier" label={t('forgot.field')} rules={[{ required: true, message: t('forgot.fieldRequired') }]}>
              <Input autoComplete="username" autoFocus />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={forgot.isPending}>
              {t('forgot.submit')}
            </Button>
          </Form>
        </>
      )}
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/login/">{t('forgot.backToLogin')}</Link>
      </div>
    </AuthLayout>
  );
}
