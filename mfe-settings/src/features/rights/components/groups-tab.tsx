import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Skeleton, Space, Tag } from '@pimento/shared-kit/ui/antd-frame';
import { Table, type TableColumnsType } from '@pimento/shared-kit/ui/antd-table';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import type { Group } from '@pimento/shared-kit/contracts/groups';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { useChangeGroup, useGroups, useRoles } from '../api/groups';
import { GroupDrawer } from './group-drawer';
import { RolesSection } from './roles-section';
import { fullName } from '../lib/full-name';

/** The groups the user may edit, with their manager and members; roles below for administrators. */
export function GroupsTab({ administrator }: { administrator: boolean }) {
  const { t } = useTranslation('settings');
  const notify = useNotify();
  const confirm = useConfirm();
  const groups = useGroups();
  const roles = useRoles();
  const change = useChangeGroup();
  const [editing, setEditing] = useState<Group | null | 'new'>(null);

  const remove = async (group: Group) => {
    if (!(await confirm({ title: t('rights.groups.deleteTitle', { name: group.name }), okText: t('rights.groups.delete'), danger: true }))) return;
    try {
      await change.mutateAsync({ action: 'delete', id: group.id });
      notify.success(t('rights.groups.deleted', { name: group.name }));
    } catch (error) {
      notify.error(error);
    }
  };

  const columns: TableColumnsType<Group> = [
    { title: t('rights.groups.name'), dataIndex: 'name', key: 'name', render: (name: string) => <Typography.Text strong>{name}</Typography.Text> },
    {
      title: t('rights.groups.manager'),
      key: 'manager',
      render: (_, group) => (group.manager ? fullName(group.manager) : <Typography.Text type="secondary">{t('rights.groups.noManager')}</Typography.Text>),
    },
    {
      title: t('rights.groups.members'),
      key: 'members',
      render: (_, group) => (
        <Space size={spacing.xs} wrap>
          {group.members.length === 0 && <Typography.Text type="secondary">{t('rights.groups.noMembers')}</Typography.Text>}
          {group.members.map((member) => (
            <Tag key={member.user.id}>
              {fullName(member.user)} · {member.role_name}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('rights.users.actions'),
      key: 'actions',
      render: (_, group) => (
        <Space size={spacing.xs}>
          <Button size="small" onClick={() => setEditing(group)} aria-label={t('rights.groups.editLabel', { name: group.name })}>
            {t('rights.users.edit')}
          </Button>
          {group.can_administer && (
            <Button size="small" danger onClick={() => void remove(group)} aria-label={t('rights.groups.deleteLabel', { name: group.name })}>
              {t('rights.groups.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  if (groups.isError) return <Alert type="error" showIcon title={t('rights.groups.notAllowed')} />;
  if (groups.isPending) return <Skeleton active />;
  return (
    <Flex vertical gap={spacing.xl}>
      <Flex vertical gap={spacing.md}>
        <Flex justify="space-between" align="center" wrap gap={spacing.md}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('rights.groups.title')}
          </Typography.Title>
          {administrator && (
            <Button type="primary" onClick={() => setEditing('new')} data-testid="group-new">
              {t('rights.groups.new')}
            </Button>
          )}
        </Flex>
        <div data-testid="groups-table">
          <Table<Group> rowKey="id" columns={columns} dataSource={groups.data} pagination={false} locale={{ emptyText: t('rights.groups.empty') }} />
        </div>
      </Flex>
      {administrator && <RolesSection roles={roles.data ?? []} loading={roles.isPending} />}
      <GroupDrawer group={editing === 'new' ? null : editing} open={editing !== null} administrator={administrator} roles={roles.data ?? []} onClose={() => setEditing(null)} />
    </Flex>
  );
}
