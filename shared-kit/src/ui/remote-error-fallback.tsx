import { Button, Result } from '@pimento/shared-kit/ui/antd';
import { useTranslation } from 'react-i18next';

export type RemoteErrorFallbackProps = {
  /** `load`: the remote's code could not be fetched; `crash`: it threw while rendering. */
  kind: 'load' | 'crash';
  onRetry: () => void;
  detail?: string;
};

/** What a remote's slot shows when it cannot be shown, with a retry button. */
export function RemoteErrorFallback({ kind, onRetry, detail }: RemoteErrorFallbackProps) {
  const { t } = useTranslation('common');
  return (
    <div data-testid="remote-fallback" style={{ padding: 32 }}>
      <Result
        status="warning"
        title={t(kind === 'load' ? 'remote.failedTitle' : 'remote.crashedTitle')}
        subTitle={t(kind === 'load' ? 'remote.failedText' : 'remote.crashedText')}
        extra={
          <Button type="primary" onClick={onRetry} data-testid="remote-retry">
            {t('actions.retry')}
          </Button>
        }
      >
        {detail ? <code style={{ fontSize: 12, color: '#667085' }}>{detail}</code> : null}
      </Result>
    </div>
  );
}
