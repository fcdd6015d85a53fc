import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { useTranslation } from 'react-i18next';

export type RemoteErrorFallbackProps = {
  /** `load`: the remote's code could not be fetched; `crash`: it threw while rendering. */
  kind: 'load' | 'crash';
  onRetry: () => void;
  detail?: string;
};

/**
 * What a remote's slot shows when it cannot be shown, with a retry button. Drawn like antd's
 * `Result status="warning"` without it: Result brings its 403/404/500 illustrations into every page.
 */
export function RemoteErrorFallback({ kind, onRetry, detail }: RemoteErrorFallbackProps) {
  const { t } = useTranslation('common');
  return (
    <div data-testid="remote-fallback" style={{ padding: 32 }}>
      <Flex vertical align="center" gap={8} style={{ padding: '48px 32px', textAlign: 'center' }}>
        <svg width="72" height="72" viewBox="0 0 24 24" aria-hidden="true" style={{ marginBottom: 16 }}>
          <path fill="#faad14" d="M12 1.5 23.3 21.5H.7L12 1.5Zm-1.1 7.2v6.4h2.2V8.7h-2.2Zm0 8.3v2.2h2.2V17h-2.2Z" />
        </svg>
        <Typography.Title level={3} style={{ margin: 0, fontWeight: 400 }}>
          {t(kind === 'load' ? 'remote.failedTitle' : 'remote.crashedTitle')}
        </Typography.Title>
        <Typography.Text type="secondary">{t(kind === 'load' ? 'remote.failedText' : 'remote.crashedText')}</Typography.Text>
        <Button type="primary" onClick={onRetry} data-testid="remote-retry" style={{ marginTop: 16 }}>
          {t('actions.retry')}
        </Button>
        {detail ? <code style={{ fontSize: 12, color: '#667085', marginTop: 16 }}>{detail}</code> : null}
      </Flex>
    </div>
  );
}
