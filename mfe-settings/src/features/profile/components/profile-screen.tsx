import { useTranslation } from 'react-i18next';
import { Alert, Flex } from '@pimento/shared-kit/ui/antd-core';
import { Card, Descriptions } from '@pimento/shared-kit/ui/antd-content';
import { Skeleton } from '@pimento/shared-kit/ui/antd-frame';
import { PageFrame } from '@pimento/shared-kit/ui/page-frame';
import type { CurrentUser } from '@pimento/shared-kit/contracts/current-user';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { EmailTemplatesSection } from '../../email-templates/components/email-templates-section';
import { useProfile } from '../api/profile';
import { EmailForm } from './email-form';
import { MicrosoftAccountCard } from './microsoft-account-card';
import { PasswordForm } from './password-form';
import { PersonalDataForm } from './personal-data-form';
import { SessionsCard } from './sessions-card';

const cardWidth = { maxWidth: 640 };

/** What the account is: set by an administrator, read here. */
function AccountFacts({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('settings');
  const standing = user.is_superuser ? t('profile.account.superuser') : user.is_administrator ? t('profile.account.administrator') : t('profile.account.user');
  return (
    <Descriptions
      column={1}
      size="small"
      items={[
        { key: 'username', label: t('profile.account.username'), children: user.username },
        { key: 'company', label: t('profile.account.company'), children: user.company.name },
        { key: 'standing', label: t('profile.account.standing'), children: user.is_consultant ? `${standing} · ${t('profile.account.consultant')}` : standing },
        {
          key: 'groups',
          label: t('profile.account.groups'),
          children: user.group.length > 0 ? user.group.map((group) => group.name).join(', ') : t('profile.account.noGroup'),
        },
      ]}
    />
  );
}

/** `/settings/user/`: the signed-in user's own account, personal data, e-mail, password, Microsoft account, open sessions, and the e-mail templates. */
export function ProfileScreen() {
  const { t } = useTranslation('settings');
  const profile = useProfile();
  const title = t('pages.user.title');
  return (
    <PageFrame title={title} breadcrumb={[t('area'), title]}>
      {profile.isError && <Alert type="error" showIcon title={t('profile.loadFailed')} />}
      {profile.isPending && <Skeleton active />}
      {profile.data && (
        <Flex vertical gap={spacing.lg}>
          <Card title={t('profile.account.title')} style={cardWidth}>
            <AccountFacts user={profile.data} />
          </Card>
          <Card title={t('profile.personal.title')} style={cardWidth}>
            <PersonalDataForm user={profile.data} />
          </Card>
          <Card title={t('profile.email.title')} style={cardWidth}>
            <EmailForm email={profile.data.email} />
          </Card>
          <Card title={t('profile.password.title')} style={cardWidth}>
            <PasswordForm />
          </Card>
          <Card title={t('microsoftAccount.title')} style={cardWidth}>
            <MicrosoftAccountCard />
          </Card>
          <Card title={t('sessions.title')}>
            <SessionsCard />
          </Card>
          <Card title={t('emailTemplates.title')}>
            <EmailTemplatesSection />
          </Card>
        </Flex>
      )}
    </PageFrame>
  );
}
