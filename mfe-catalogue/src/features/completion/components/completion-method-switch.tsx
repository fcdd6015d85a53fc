import { useTranslation } from 'react-i18next';
import { Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Radio } from '@pimento/shared-kit/ui/antd-inputs';
import type { CompletionMethod } from '@pimento/shared-kit/contracts/completion';
import { useRemoteProps } from '@pimento/shared-kit/remote/use-remote-props';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { isAdministrator } from '../../../lib/is-administrator';
import { useChangeCompletionMethod, useCompletionSettings } from '../api/completion';

const methods: readonly CompletionMethod[] = ['rules', 'filled'];

/** The company's completion method (spec §9): administrators switch it, everyone sees it. */
export function CompletionMethodSwitch() {
  const { t } = useTranslation('catalogue');
  const notify = useNotify();
  const { session } = useRemoteProps();
  const administrator = isAdministrator(session);
  const settings = useCompletionSettings();
  const change = useChangeCompletionMethod();
  if (settings.data === undefined) return null;
  const choose = (method: CompletionMethod) =>
    change.mutate(method, {
      onSuccess: () => notify.success(t('completion.method.saved')),
      onError: notify.error,
    });
  return (
    <Flex vertical gap={8} data-testid="completion-method">
      <Typography.Text strong id="completion-method-title">
        {t('completion.method.title')}
      </Typography.Text>
      <Typography.Text type="secondary">{t('completion.method.help')}</Typography.Text>
      <Radio.Group
        aria-labelledby="completion-method-title"
        value={settings.data.method}
        disabled={!administrator || change.isPending}
        onChange={(event) => choose(event.target.value as CompletionMethod)}
      >
        <Flex vertical gap={4}>
          {methods.map((method) => (
            <Radio key={method} value={method} data-testid={`completion-method-${method}`}>
              {t(`completion.method.${method}`)} — <Typography.Text type="secondary">{t(`completion.method.${method}Help`)}</Typography.Text>
            </Radio>
          ))}
        </Flex>
      </Radio.Group>
      {!administrator && <Typography.Text type="secondary">{t('completion.method.administratorsOnly')}</Typography.Text>}
      {settings.data.state === 'computing' && <Typography.Text type="secondary">{t('completion.computing')}</Typography.Text>}
    </Flex>
  );
}
