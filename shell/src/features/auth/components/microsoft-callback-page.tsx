import { useEffect, useRef, useState } from 'react';
import { Result } from '@pimento/shared-kit/ui/antd-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@pimento/shared-kit/client/api-error';
import { useErrorMessage } from '@pimento/shared-kit/client/error-message-on-demand';
import { toLanguage } from '@pimento/shared-kit/i18n/i18n';
import { queryClient } from '@pimento/shared-kit/query/query-client';
import { useSessionStore } from '../../session/stores/session-store';
import { finishSso } from '../api/sso';
import { AuthLayout } from './auth-layout';

/**
 * `/microsoft-callback/`: the single sign-on return point (docs/sso.md). The provider's answer is
 * handed to the server once; signed in, the user goes on to where they were going. A refusal says
 * why, with a way to start again.
 */
export function MicrosoftCallbackPage() {
  const { t, i18n } = useTranslation('auth');
  const location = useLocation();
  const navigate = useNavigate();
  const sync = useSessionStore((state) => state.sync);
  // Signed in, the refusal is of a link started from the profile: the way to try again is there.
  const loggedIn = useSessionStore((state) => state.loggedIn);
  const [error, setError] = useState<unknown>(null);
  const sent = useRef(false);
  const message = useErrorMessage(error, toLanguage(i18n.language));

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const search = new URLSearchParams(location.search);
    const refused = search.get('error');
    if (refused !== null) {
      // The SAML consumer's refusal, or the provider's own (`access_denied`…): said as a failed sign-in.
      setError(new ApiError(401, (refused.startsWith('sso.') ? refused : 'sso.login_failed') as ApiError['code'], refused));
      return;
    }
    finishSso(search).then(
      (answer) => {
        queryClient.clear();
        sync();
        navigate(answer.test ? `${answer.next}${answer.next.includes('?') ? '&' : '?'}sso_test=ok` : answer.next, { replace: true });
      },
      (failure: unknown) => setError(failure),
    );
  }, [location.search, navigate, sync]);

  return (
    <AuthLayout title={t('microsoft.title')}>
      {error === null ? (
        <Result status="info" title={t('microsoft.pending')} />
      ) : (
        <Result
          status="error"
          title={<span data-testid="sso-callback-error">{message ?? ''}</span>}
          extra={loggedIn ? <Link to="/settings/user/">{t('microsoft.backToProfile')}</Link> : <Link to="/login/">{t('microsoft.retry')}</Link>}
        />
      )}
    </AuthLayout>
  );
}
