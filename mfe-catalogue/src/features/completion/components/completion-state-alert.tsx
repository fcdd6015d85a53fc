import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@pimento/shared-kit/ui/antd-core';
import type { CompletionState } from '@pimento/shared-kit/contracts/completion';
import { useRemoteProps } from '@pimento/shared-kit/remote/use-remote-props';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { isAdministrator } from '../../../lib/is-administrator';
import { useStartRecompute } from '../api/completion';

/**
 * Whether the figures shown are being computed or out of date since a change of rules; an
 * administrator may start the recomputation from there. Nothing when they are current.
 */
export function CompletionStateAlert({ state }: { state: CompletionState }) {
  const { t } = useTranslation('catalogue');
  const notify = useNotify();
  const { session } = useRemoteProps();
  const recompute = useStartRecompute();
  if (state === 'computing') return <Alert type="info" showIcon title={t('completion.computing')} />;
  if (state !== 'due') return null;
  const start = () => recompute.mutate(undefined, { onSuccess: () => notify.success(t('completion.computeStarted')), onError: notify.error });
  return (
    <Alert
      type="warning"
      showIcon
      title={t('completion.due')}
      action={
        isAdministrator(session) ? (
          <Button onClick={start} loading={recompute.isPending} data-testid="completion-compute">
            {t('completion.computeNow')}
          </Button>
        ) : undefined
      }
    />
  );
}
