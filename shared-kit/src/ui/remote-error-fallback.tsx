import { useTranslation } from 'react-i18next';
import { palette } from '@pimento/shared-kit/design/tokens';
import { PlainButton } from '@pimento/shared-kit/ui/plain/kit';

export type RemoteErrorFallbackProps = {
  /** `load`: the remote's code could not be fetched; `crash`: it threw while rendering. */
  kind: 'load' | 'crash';
  onRetry: () => void;
  detail?: string;
};

/**
 * What a remote's slot shows when it cannot be shown, with a retry button. Drawn like antd's
 * `Result status="warning"` in plain markup: it shows in the signed-in frame, which loads no antd,
 * and it must show even when antd is what failed to load.
 */
export function RemoteErrorFallback({ kind, onRetry, detail }: RemoteErrorFallbackProps) {
  const { t } = useTranslation('common');
  return (
    <div data-testid="remote-fallback" style={{ padding: 32 }}>
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, padding: '48px 32px', textAlign: 'center' }}>
        <svg width="72" height="72" viewBox="0 0 24 24" aria-hidden="true" style={{ marginBottom: 16 }}>
          <path fill={palette.warningIcon} d="M12 1.5 23.3 21.5H.7L12 1.5Zm-1.1 7.2v6.4h2.2V8.7h-2.2Zm0 8.3v2.2h2.2V17h-2.2Z" />
        </svg>
        <h3 style={{ margin: 0, fontSize: 24, lineHeight: 1.33, fontWeight: 400, color: palette.ink }}>{t(kind === 'load' ? 'remote.failedTitle' : 'remote.crashedTitle')}</h3>
        <span style={{ fontSize: 14, color: palette.inkMuted }}>{t(kind === 'load' ? 'remote.failedText' : 'remote.crashedText')}</span>
        <PlainButton variant="primary" onClick={onRetry} data-testid="remote-retry" style={{ marginTop: 16 }}>
          {t('actions.retry')}
        </PlainButton>
        {detail ? <code style={{ fontSize: 12, color: 'var(--pimento-ink-muted)', marginTop: 16 }}>{detail}</code> : null}
      </div>
    </div>
  );
}
