import { Result } from '@pimento/shared-kit/ui/antd-form';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from './auth-layout';

/** `/microsoft-callback/`: the single sign-on return point (the SSO issue wires the exchange). */
export function MicrosoftCallbackPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout title={t('microsoft.title')}>
      <Result status="info" title={t('microsoft.unavailable')} extra={<Link to="/login/">{t('forgot.backToLogin')}</Link>} />
    </AuthLayout>
  );
}
