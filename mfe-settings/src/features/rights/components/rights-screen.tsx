import { useTranslation } from 'react-i18next';
import { Alert } from '@pimento/shared-kit/ui/antd-core';
import { Tabs } from '@pimento/shared-kit/ui/antd-content';
import { Skeleton } from '@pimento/shared-kit/ui/antd-frame';
import { PageFrame } from '@pimento/shared-kit/ui/page-frame';
import { useCurrentUser } from '../../../shared/api/current-user';
import { AccessSimulatorTab } from './access-simulator-tab';
import { GroupsTab } from './groups-tab';
import { UsersTab } from './users-tab';

/**
 * `/settings/rights/`: users (administrators), groups with their roles, and the access simulator
 * (administrators). A group manager sees
 * only the groups tab, with the groups they manage (docs/rights.md).
 */
export function RightsScreen() {
  const { t } = useTranslation('settings');
  // Who is looking: administrators get the users tab, group managers only their groups.
  const me = useCurrentUser();
  const administrator = me.data !== undefined && (me.data.is_administrator || me.data.is_superuser);
  const title = t('pages.rights.title');
  return (
    <PageFrame title={title} breadcrumb={[t('area'), title]}>
      {me.isError && <Alert type="error" showIcon title={t('rights.loadFailed')} />}
      {me.isPending ? (
        <Skeleton active />
      ) : (
        <Tabs
          items={[
            ...(administrator ? [{ key: 'users', label: t('rights.tabs.users'), children: <UsersTab currentUserId={me.data?.user ?? ''} superuser={me.data?.is_superuser ?? false} /> }] : []),
            { key: 'groups', label: t('rights.tabs.groups'), children: <GroupsTab administrator={administrator} /> },
            ...(administrator ? [{ key: 'simulator', label: t('rights.tabs.simulator'), children: <AccessSimulatorTab /> }] : []),
          ]}
        />
      )}
    </PageFrame>
  );
}
