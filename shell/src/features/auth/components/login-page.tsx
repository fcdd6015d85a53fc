import { useState, type FormEvent } from 'react';
import { SvgIcon } from '@pimento/shared-kit/ui/plain/svg-icon';
import CloseCircleFilled from '@ant-design/icons-svg/lib/asn/CloseCircleFilled';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { queryClient } from '@pimento/shared-kit/query/query-client';
import { useLogin, type LoginResult } from '../api/login';
import { safeNext } from '../../routing/resolve-route';
import { useSessionStore } from '../../session/stores/session-store';
import { AuthLayout } from './auth-layout';
import { SsoSignIn } from './sso-sign-in';

type LoginField = 'username' | 'password';

/**
 * `/login/` (and `/mobile/login/`): sign in, then go to `next` or the root. A plain form styled in
 * `index.html`: the login screen is the shell's first screen, and it carries no antd.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const sync = useSessionStore((state) => state.sync);
  const loginMutation = useLogin();
  const [result, setResult] = useState<LoginResult | null>(null);
  const outcome = result?.outcome ?? null;
  const [values, setValues] = useState<Record<LoginField, string>>({ username: '', password: '' });
  const [touched, setTouched] = useState<Record<LoginField, boolean>>({ username: false, password: false });

  const missing = (field: LoginField) => touched[field] && values[field].trim() === '';
  const requiredMessage = { username: t('login.usernameRequired'), password: t('login.passwordRequired') };

  const handleChange = (field: LoginField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ username: true, password: true });
    if (values.username.trim() === '' || values.password === '' || loginMutation.isPending) return;
    const answer = await loginMutation.mutateAsync({ username: values.username, password: values.password });
    setResult(answer);
    if (answer.outcome !== 'log-in-success') return;
    queryClient.clear();
    sync();
    navigate(safeNext(location.search), { replace: true });
  };

  const field = (name: LoginField, type: string, autoComplete: string, autoFocus = false) => (
    <div className={`pimento-field${missing(name) ? ' pimento-field-invalid' : ''}`}>
      <label htmlFor={`login-${name}`}>{t(`login.${name}`)}</label>
      <input
        id={`login-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        value={values[name]}
        aria-invalid={missing(name)}
        aria-describedby={missing(name) ? `login-${name}-error` : undefined}
        onChange={(event) => handleChange(name, event.target.value)}
      />
      {missing(name) ? (
        <div id={`login-${name}-error`} className="pimento-field-error">
          {requiredMessage[name]}
        </div>
      ) : null}
    </div>
  );

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      {outcome && outcome !== 'log-in-success' ? (
        <div className="pimento-alert-error" role="alert" data-testid="login-error">
          <SvgIcon icon={CloseCircleFilled} />
          <span>{outcome === 'throttled' ? t('login.throttled', { seconds: result?.retryAfterSeconds ?? '…' }) : t(`login.${outcome}`)}</span>
        </div>
      ) : null}
      <form className="pimento-login-form" onSubmit={(event) => void handleSubmit(event)} noValidate>
        {field('username', 'text', 'username', true)}
        {field('password', 'password', 'current-password')}
        <button type="submit" className="pimento-primary-button" disabled={loginMutation.isPending} aria-busy={loginMutation.isPending}>
          {loginMutation.isPending ? <span className="pimento-button-spinner" aria-hidden /> : null}
          {t('login.submit')}
        </button>
      </form>
      <div className="pimento-auth-link">
        <Link to="/forgot-password/">{t('login.forgot')}</Link>
      </div>
      <SsoSignIn />
    </AuthLayout>
  );
}
