import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { usePublicMediaKey, useReplacePublicMediaKey } from '../api/public-media';
import '../../../i18n/public-media-strings';

/**
 * The company's public media key (docs/assets.md "Public media addresses"): since when the
 * addresses in sent files exist, and withdrawing them all — after saying what that breaks.
 */
export function PublicMediaCard() {
  const { t, i18n } = useTranslation('settings');
  const notify = useNotify();
  const confirm = useConfirm();
  const key = usePublicMediaKey();
  const replace = useReplacePublicMediaKey();

  const withdraw = async () => {
    if (!(await confirm({ title: t('publicMedia.confirmTitle'), content: t('publicMedia.confirmContent'), okText: t('publicMedia.confirmOk'), danger: true }))) return;
    try {
      await replace.mutateAsync();
      notify.success(t('publicMedia.replaced'));
    } catch (error) {
      notify.error(error);
    }
  };

  if (key.isError) return <Alert type="error" showIcon title={t('publicMedia.loadFailed')} />;
  const createdAt = key.data?.created_at ?? null;
  return (
    <Flex vertical gap={spacing.md} align="flex-start">
      <Typography.Paragraph style={{ margin: 0 }}>{t('publicMedia.intro')}</Typography.Paragraph>
      <Typography.Text data-testid="public-media-state">
        {key.isPending ? '' : createdAt === null ? t('publicMedia.none') : t('publicMedia.since', { date: new Date(createdAt).toLocaleString(i18n.language) })}
      </Typography.Text>
      <Button danger disabled={key.isPending || createdAt === null} loading={replace.isPending} onClick={withdraw} data-testid="public-media-replace">
        {t('publicMedia.replace')}
      </Button>
    </Flex>
  );
}
