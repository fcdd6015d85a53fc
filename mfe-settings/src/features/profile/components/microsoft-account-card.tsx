import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Descriptions } from '@pimento/shared-kit/ui/antd-content';
import { Skeleton } from '@pimento/shared-kit/ui/antd-frame';
import { RelativeTime } from '@pimento/shared-kit/ui/relative-time';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';
import { useErrorMessage } from '@pimento/shared-kit/client/error-message-on-demand';
import { toLanguage } from '@pimento/shared-kit/i18n/i18n';
import type { MicrosoftLink } from '@pimento/shared-kit/contracts/sso';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { useMicrosoftLink, useStartMicrosoftLink, useUnlinkMicrosoft } from '../api/microsoft-link';
import '../../../i18n/profile-strings';

/** The linked identity: which account, since when, last used. */
function LinkedAccount({ linked }: { linked: NonNullable<MicrosoftLink['linked']> }) {
  const { t } = useTranslation('settings');
  return (
    <Descriptions
      column={1}
      size="small"
      items={[
        { key: 'account', label: t('microsoftAccount.account'), children: <span data-testid="microsoft-linked-email">{linked.email ?? t('microsoftAccount.noAddress')}</span> },
        { key: 'linkedAt', label: t('microsoftAccount.linkedAt'), children: <RelativeTime value={linked.linked_at} /> },
        { key: 'lastUsed', label: t('microsoftAccount.lastUsed'), children: linked.last_used_at === null ? t('microsoftAccount.never') : <RelativeTime value={linked.last_used_at} /> },
      ]}
    />
  );
}

/**
 * The profile's Microsoft account (docs/sso.md "Linking from the profile"): link it through the
 * company's OpenID provider, see it, unlink it — which signs out everywhere and e-mails a link to
 * choose a password (spec §4).
 */
export function MicrosoftAccountCard() {
  const { t, i18n } = useTranslation('settings');
  const [search] = useSearchParams();
  const status = useMicrosoftLink();
  const link = useStartMicrosoftLink();
  const unlink = useUnlinkMicrosoft();
  const confirm = useConfirm();
  const refusal = useErrorMessage(link.error ?? unlink.error, toLanguage(i18n.language));

  const askUnlink = async () => {
    if (!(await confirm({ title: t('microsoftAccount.unlinkTitle'), content: t('microsoftAccount.unlinkConfirm'), okText: t('microsoftAccount.unlink'), danger: true }))) return;
    unlink.mutate();
  };

  if (status.isError) return <Alert type="error" showIcon title={t('microsoftAccount.loadFailed')} />;
  if (status.isPending) return <Skeleton active />;
  const { protocol, linked } = status.data;
  return (
    <Flex vertical gap={spacing.md} data-testid="profile-microsoft">
      {search.get('microsoft') === 'linked' && linked !== null && <Alert type="success" showIcon title={t('microsoftAccount.linkedNow')} data-testid="microsoft-linked-now" />}
      {refusal !== null && <Alert type="error" showIcon title={refusal} data-testid="microsoft-error" />}
      {linked !== null ? (
        <>
          <LinkedAccount linked={linked} />
          <div>
            <Button danger onClick={() => void askUnlink()} loading={unlink.isPending} data-testid="microsoft-unlink">
              {t('microsoftAccount.unlink')}
            </Button>
          </div>
        </>
      ) : protocol === 'oidc' ? (
        <>
          <Typography.Paragraph>{t('microsoftAccount.notLinked')}</Typography.Paragraph>
          <div>
            <Button type="primary" onClick={() => link.mutate()} loading={link.isPending || link.isSuccess} data-testid="microsoft-link">
              {t('microsoftAccount.link')}
            </Button>
          </div>
        </>
      ) : (
        <Typography.Paragraph type="secondary">{protocol === 'saml' ? t('microsoftAccount.samlNotLinked') : t('microsoftAccount.unavailable')}</Typography.Paragraph>
      )}
    </Flex>
  );
}
