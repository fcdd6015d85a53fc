import { Button, Spin } from '@pimento/shared-kit/ui/antd-core';
import { Result } from '@pimento/shared-kit/ui/antd-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@pimento/shared-kit/client/api-error';
import { translateError } from '@pimento/shared-kit/client/translate-error';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { sharedExportsApi } from '@pimento/shared-kit/contracts/exports';
import { toLanguage } from '@pimento/shared-kit/i18n/i18n';
import { useSharedExport } from '../api/get-shared-export';

/**
 * A shared export link, opened by anyone who has it: the file's name and until when the link
 * works, then the download. An expired or withdrawn link (410) says which, and what to do.
 */
export function SharedExportDownload({ token }: { token: string }) {
  const { t, i18n } = useTranslation('auth');
  const language = toLanguage(i18n.language);
  const shared = useSharedExport(token);
  if (shared.isPending) return <Spin />;
  if (shared.isError) {
    const gone = shared.error instanceof ApiError && shared.error.status === 410;
    return (
      <Result
        status={gone ? 'warning' : '404'}
        title={gone ? translateError(shared.error, language) : t('download.linkUnknown')}
        data-testid={gone ? 'download-link-gone' : 'download-link-unknown'}
      />
    );
  }
  const until = new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(shared.data.expires));
  return (
    <Result
      status="success"
      title={t('download.sharedReady', { file: shared.data.file_name })}
      subTitle={t('download.sharedUntil', { date: until })}
      data-testid="download-link-ready"
      extra={
        <Button type="primary" href={endpointPath(sharedExportsApi.file, { token })} download={shared.data.file_name}>
          {t('download.start')}
        </Button>
      }
    />
  );
}
