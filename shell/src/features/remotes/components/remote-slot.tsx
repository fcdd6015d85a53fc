import { useEffect, useState } from 'react';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { useTranslation } from 'react-i18next';
import { RemoteErrorFallback } from '@pimento/shared-kit/ui/remote-error-fallback';
import type { RemoteProps } from '@pimento/shared-kit/remote/remote-props';
import { LoadingSpinner } from '../../frame/loading-spinner';
import { loadRemoteLifecycles, resetRemote, type RemoteModule } from '../federation';

type SlotState = { status: 'loading' } | { status: 'ready'; config: ParcelConfig } | { status: 'failed'; error: string };

export type RemoteSlotProps = { name: string; module?: RemoteModule; remoteProps: RemoteProps };

/**
 * One remote's place on the page: loads it lazily on first use, mounts its lifecycles as a
 * single-spa parcel, and shows a fallback with retry in this slot only when it fails.
 */
export function RemoteSlot({ name, module = 'app', remoteProps }: RemoteSlotProps) {
  const { t } = useTranslation('common');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SlotState>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    loadRemoteLifecycles(name, module).then(
      (config) => !cancelled && setState({ status: 'ready', config }),
      (error: unknown) => !cancelled && setState({ status: 'failed', error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [name, module, attempt]);

  const handleRetry = () => {
    resetRemote(name);
    setAttempt((current) => current + 1);
  };

  if (state.status === 'failed') {
    return <RemoteErrorFallback kind="load" onRetry={handleRetry} detail={`${name}: ${state.error.slice(0, 160)}`} />;
  }
  if (state.status === 'loading') {
    return (
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 240 }} data-testid="remote-loading">
        <LoadingSpinner label={t('remote.loading', { area: t(`${name}:area`) })} />
      </div>
    );
  }
  return (
    <Parcel
      key={attempt}
      config={state.config}
      mountParcel={mountRootParcel}
      wrapWith="div"
      wrapClassName={`pimento-remote pimento-remote-${name}`}
      wrapStyle={{ height: '100%' }}
      handleError={(error: Error) => setState({ status: 'failed', error: error.message })}
      data-remote={name}
      {...remoteProps}
    />
  );
}
