import { useState } from 'react';
import { Alert, Button, Form, Input } from '@pimento/shared-kit/ui/antd-core';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { queryClient } from '@pimento/shared-kit/query/query-client';
import { useLogin, type LoginOutcome } from '../api/login';
import { safeNext } from '../../routing/resolve-route';
import { useSessionStore } from '../../session/stores/session-store';
import { AuthLayout } from './auth-layout';

type LoginForm = { username: string; password: string };

/** `/login/` (and `/mobile/login/`): sign in, then go to `next` or the root. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const sync = useSessionStore((state) => state.sync);
  const loginMutation = useLogin();
  const [outcome, setOutcome] = useState<LoginOutcome | null>(null);

  const handleFinish = async ({ username, password }: LoginForm) => {
    const result = await loginMutation.mutateAsync({ username, password });
    setOutcome(result);
    if (result !== 'log-in-success') return;
    queryClient.clear();
    sync();
    navigate(safeNext(location.search), { replace: true });
  };

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      {outcome && outcome !== 'log-in-success' ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="login-error"
          title={t(outcome === 'throttled' ? 'login.throttled' : `login.${outcome}`)}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form<LoginForm> layout="vertical" onFinish={handleFinish} requiredMark={false} size="large">
        <Form.Item name="username" label={t('login.username')} rules={[{ required: true, message: t('login.usernameRequired') }]}>
          <Input autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={loginMutation.isPending}>
          {t('login.submit')}
        </Button>
      </Form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/forgot-password/">{t('login.forgot')}</Link>
      </div>
    </AuthLayout>
  );
}
