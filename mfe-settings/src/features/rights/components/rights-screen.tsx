import { useTranslation } from 'react-i18next';
import { Alert } from '@pimento/shared-kit/ui/antd-core';
import { Tabs } from '@pimento/shared-kit/ui/antd-content';
import { Skeleton } from '@pimento/shared-kit/ui/antd-frame';
import { PageFrame } from '@pimento/shared-kit/ui/page-frame';
import { useMe } from '../api/users';
import { GroupsTab } from './groups-tab';
import { UsersTab } from './users-tab';

/**
 * `/settings/rights/`: users (administrators) and groups with their roles. A group manager sees
 * only the groups tab, with the groups they manage (docs/rights.md).
 */
export function RightsScreen() {
  const { t } = useTranslation('settings');
  const me = useMe();
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
          ]}
        />
      )}
    </PageFrame>
  );
}
