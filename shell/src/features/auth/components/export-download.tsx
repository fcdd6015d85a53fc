import { Button, Spin } from '@pimento/shared-kit/ui/antd-core';
import { Result } from '@pimento/shared-kit/ui/antd-form';
import { useTranslation } from 'react-i18next';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { exportRunsApi } from '@pimento/shared-kit/contracts/exports';
import { translateError } from '@pimento/shared-kit/client/translate-error';
import { toLanguage } from '@pimento/shared-kit/i18n/i18n';
import { useExportRun } from '../api/get-export-run';

/** A signed-in user's export file: named, then downloaded by a plain link (the browser saves it). */
export function ExportDownload({ runId }: { runId: number }) {
  const { t, i18n } = useTranslation('auth');
  const run = useExportRun(runId, true);
  if (run.isPending) return <Spin />;
  if (run.isError) return <Result status="error" title={translateError(run.error, toLanguage(i18n.language))} data-testid="download-export-error" />;
  if (run.data.status !== 'finished') {
    return <Result status="info" title={t('download.exportNotReady', { file: run.data.file_name })} data-testid="download-export-pending" />;
  }
  return (
    <Result
      status="success"
      title={t('download.exportReady', { file: run.data.file_name })}
      data-testid="download-export-ready"
      extra={
        <Button type="primary" href={endpointPath(exportRunsApi.file, { id: runId })} download={run.data.file_name}>
          {t('download.start')}
        </Button>
      }
    />
  );
}
