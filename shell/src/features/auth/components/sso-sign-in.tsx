import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { SvgIcon } from '@pimento/shared-kit/ui/plain/svg-icon';
import CloseCircleFilled from '@ant-design/icons-svg/lib/asn/CloseCircleFilled';
import type { SsoProtocol } from '@pimento/shared-kit/contracts/sso';
import { useErrorMessage } from '@pimento/shared-kit/client/error-message-on-demand';
import { toLanguage } from '@pimento/shared-kit/i18n/i18n';
import { safeNext } from '../../routing/resolve-route';
import { startSso } from '../api/sso';

/**
 * The login page's single sign-on: a work e-mail, then "Sign in with Microsoft" (OpenID Connect)
 * or "Sign in with SSO" (whatever the company set up); the browser leaves for the provider.
 */
export function SsoSignIn() {
  const { t, i18n } = useTranslation('auth');
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const [pending, setPending] = useState<SsoProtocol | 'any' | null>(null);
  const [error, setError] = useState<unknown>(null);
  const message = useErrorMessage(error, toLanguage(i18n.language));

  const start = async (protocol: SsoProtocol | undefined) => {
    if (email.trim() === '') {
      setMissing(true);
      return;
    }
    setPending(protocol ?? 'any');
    setError(null);
    try {
      window.location.assign(await startSso(email, protocol, safeNext(location.search)));
    } catch (failure) {
      setError(failure);
      setPending(null);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void start(undefined);
  };

  return (
    <form className="pimento-sso-form" onSubmit={submit} noValidate aria-label={t('login.sso')}>
      <div className="pimento-divider">{t('login.or')}</div>
      {message !== null ? (
        <div className="pimento-alert-error" role="alert" data-testid="sso-error">
          <SvgIcon icon={CloseCircleFilled} />
          <span>{message}</span>
        </div>
      ) : null}
      <div className={`pimento-field${missing ? ' pimento-field-invalid' : ''}`}>
        <label htmlFor="sso-email">{t('login.ssoEmail')}</label>
        <input
          id="sso-email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          aria-invalid={missing}
          aria-describedby={missing ? 'sso-email-error' : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setMissing(false);
          }}
        />
        {missing ? (
          <div id="sso-email-error" className="pimento-field-error">
            {t('login.ssoEmailRequired')}
          </div>
        ) : null}
      </div>
      <button type="button" className="pimento-secondary-button" data-testid="sso-microsoft" disabled={pending !== null} aria-busy={pending === 'oidc'} onClick={() => void start('oidc')}>
        {t('login.microsoft')}
      </button>
      <button type="submit" className="pimento-secondary-button" data-testid="sso-any" disabled={pending !== null} aria-busy={pending === 'any'}>
        {t('login.sso')}
      </button>
    </form>
  );
}
