import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Spin, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Input } from '@pimento/shared-kit/ui/antd-form';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import type { ExportLink } from '@pimento/shared-kit/contracts/exports';
import { errorMessage } from '@pimento/shared-kit/errors/catalogue';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { useCreateLink, useExportRun, useRevokeLink } from '../../templates/api/runs';

/** A run followed to its end: then its file to download, and a shared link to copy or revoke. `countKey`: what its count counts (products by default). */
export function RunResult({ runId, countKey = 'runs.products' }: { runId: number; countKey?: string }) {
  const { t, i18n } = useTranslation('exports');
  const language = i18n.language === 'fr' ? 'fr' : 'en';
  const notify = useNotify();
  const run = useExportRun(runId);
  const createLink = useCreateLink();
  const revokeLink = useRevokeLink();
  const [link, setLink] = useState<ExportLink | null>(null);
  if (!run.data) return <Spin />;
  const { status, file_name: file, warnings, failure } = run.data;
  const absolute = link?.url ? new URL(link.url, window.location.origin).toString() : '';
  return (
    <Flex vertical gap={spacing.md} data-testid="run-result">
      <Typography.Text role="status" data-testid="run-status">
        {t(`runs.status.${status}`)}
        {run.data.products !== null ? ` · ${t(countKey, { count: run.data.products })}` : ''}
      </Typography.Text>
      {failure && <Typography.Text type="danger">{errorMessage(failure.code, language)}</Typography.Text>}
      {warnings.length > 0 && (
        <section aria-label={t('runs.warnings')}>
          <ul>
            {warnings.map((warning, index) => (
              <li key={index}>{errorMessage(warning.code, language, warning.params ?? {})}</li>
            ))}
          </ul>
        </section>
      )}
      {status === 'finished' && (
        <>
          <a href={`/download/export/${runId}/`} data-testid="run-download">
            {t('runs.download', { file })}
          </a>
          {link === null || link.revoked !== null ? (
            <Button onClick={() => createLink.mutate(runId, { onSuccess: setLink, onError: notify.error })} loading={createLink.isPending}>
              {t('runs.share')}
            </Button>
          ) : (
            <Flex vertical gap={spacing.xs}>
              <label>
                {t('runs.linkLabel')}
                <Input readOnly value={absolute} data-testid="shared-link" />
              </label>
              <Flex gap={spacing.sm}>
                <Button onClick={() => void navigator.clipboard.writeText(absolute).then(() => notify.success(t('runs.copied')), notify.error)}>{t('runs.copy')}</Button>
                <Button
                  danger
                  onClick={() =>
                    revokeLink.mutate(link.id, {
                      onSuccess: () => {
                        notify.success(t('runs.revoked'));
                        setLink(null);
                      },
                      onError: notify.error,
                    })
                  }
                >
                  {t('runs.revoke')}
                </Button>
              </Flex>
            </Flex>
          )}
        </>
      )}
    </Flex>
  );
}
