import { useEffect } from 'react';
import { Button } from '@pimento/shared-kit/ui/antd-core';
import { Result } from '@pimento/shared-kit/ui/antd-form';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isLoggedIn } from '@pimento/shared-kit/session/session';
import { toast } from '@pimento/shared-kit/toasts/toast';
import { loginRedirect } from '../../routing/resolve-route';
import { AuthLayout } from './auth-layout';
import { ExportDownload } from './export-download';
import { SharedExportDownload } from './shared-export-download';

/**
 * `/download/{type}/{id}/`: public route. A shared export link (`export-link`, the id its token)
 * needs no session; every other file needs one, and without it the page says so (spec §8).
 */
export function DownloadPage({ type, id }: { type: string; id: string }) {
  const { t } = useTranslation('auth');
  if (type === 'export-link') {
    return (
      <AuthLayout title={t('download.title')}>
        <SharedExportDownload token={id} />
      </AuthLayout>
    );
  }
  return <SignedInDownload type={type} id={id} />;
}

function SignedInDownload({ type, id }: { type: string; id: string }) {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const signedIn = isLoggedIn();

  useEffect(() => {
    if (!signedIn) toast.error(t('common:errors.generic'), t('download.needLogin'));
  }, [signedIn, t]);

  return (
    <AuthLayout title={t('download.title')}>
      {!signedIn ? (
        <Result
          status="warning"
          title={t('download.needLogin')}
          data-testid="download-needs-login"
          extra={<Link to={loginRedirect(location.pathname, false)}>{t('download.signIn')}</Link>}
        />
      ) : type === 'export' && /^\d{1,15}$/.test(id) ? (
        <ExportDownload runId={Number(id)} />
      ) : (
        <Result
          status="success"
          title={t('download.ready', { type, id })}
          extra={
            <Button type="primary" href={`/api/download/${encodeURIComponent(type)}/${encodeURIComponent(id)}/`}>
              {t('download.start')}
            </Button>
          }
        />
      )}
    </AuthLayout>
  );
}
