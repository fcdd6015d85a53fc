import { useEffect } from 'react';
import { Spin } from '@pimento/shared-kit/ui/antd-core';
import { Result } from '@pimento/shared-kit/ui/antd-form';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@pimento/shared-kit/client/api-error';
import { useConfirmEmail } from '../api/confirm-email';
import { AuthLayout } from './auth-layout';

/** `/confirm-email/{token}/`: confirms the address once on arrival. */
export function ConfirmEmailPage({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const confirm = useConfirmEmail();
  const { mutate } = confirm;

  useEffect(() => {
    mutate(token);
  }, [mutate, token]);

  const code = confirm.error instanceof ApiError && confirm.error.code === 'invalid-token' ? 'invalid-token' : 'server-error';
  return (
    <AuthLayout title={t('confirmEmail.title')}>
      {confirm.isSuccess ? (
        <Result status="success" title={t('confirmEmail.success')} extra={<Link to="/login/">{t('forgot.backToLogin')}</Link>} />
      ) : confirm.isError ? (
        <Result status="error" title={t(`confirmEmail.${code}`)} extra={<Link to="/login/">{t('forgot.backToLogin')}</Link>} />
      ) : (
        <Spin tip={t('confirmEmail.pending')}>
          <div style={{ height: 80 }} />
        </Spin>
      )}
    </AuthLayout>
  );
}
