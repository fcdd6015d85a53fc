import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Input } from '@pimento/shared-kit/ui/antd-form';
import { Space, Tag } from '@pimento/shared-kit/ui/antd-frame';
import { Table, type TableColumnsType } from '@pimento/shared-kit/ui/antd-table';
import { RelativeTime } from '@pimento/shared-kit/ui/relative-time';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import type { AdminUser } from '@pimento/shared-kit/contracts/users-admin';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { useAdminUsers, useChangeUser, usersPageSize, type UserChange } from '../api/users';
import { fullName } from '../lib/full-name';
import { UserDrawer } from './user-drawer';
import '../../../i18n/profile-strings';

/** The company's users: search, page, create, edit, invite, reset a password, deactivate, delete. */
export function UsersTab({ currentUserId, superuser }: { currentUserId: string; superuser: boolean }) {
  const { t } = useTranslation('settings');
  const notify = useNotify();
  const confirm = useConfirm();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminUser | null | 'new'>(null);
  const users = useAdminUsers(search, page, true);
  const change = useChangeUser();

  const act = async (action: UserChange, done: string) => {
    try {
      await change.mutateAsync(action);
      notify.success(done);
    } catch (error) {
      notify.error(error);
    }
  };

  const remove = async (user: AdminUser) => {
    const confirmed = await confirm({ title: t('rights.users.deleteTitle', { name: fullName(user) }), content: t('rights.users.deleteContent'), okText: t('rights.users.delete'), danger: true });
    if (confirmed) await act({ action: 'delete', id: user.id }, t('rights.users.deleted', { name: fullName(user) }));
  };

  const columns: TableColumnsType<AdminUser> = [
    {
      title: t('rights.users.name'),
      key: 'name',
      render: (_, user) => (
        <Flex vertical>
          <Typography.Text strong>{fullName(user)}</Typography.Text>
          <Typography.Text type="secondary">{user.username}</Typography.Text>
        </Flex>
      ),
    },
    { title: t('rights.users.email'), dataIndex: 'email', key: 'email' },
    {
      title: t('rights.users.flags'),
      key: 'flags',
      render: (_, user) => (
        <Space size={spacing.xs} wrap>
          {user.is_superuser && <Tag>{t('rights.users.superuser')}</Tag>}
          {user.is_administrator && <Tag color="blue">{t('rights.users.administrator')}</Tag>}
          {user.is_consultant && <Tag>{t('rights.users.consultant')}</Tag>}
          {!user.is_active && <Tag color="default">{t('rights.users.inactive')}</Tag>}
          {user.is_active && !user.has_password && <Tag color="warning">{t('rights.users.invited')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('rights.users.lastSignIn'),
      key: 'last_sign_in',
      render: (_, user) => (user.last_sign_in === null ? <Typography.Text type="secondary">{t('rights.users.never')}</Typography.Text> : <RelativeTime value={user.last_sign_in} />),
    },
    {
      title: t('rights.users.actions'),
      key: 'actions',
      render: (_, user) => {
        const name = fullName(user);
        return (
          <Space size={spacing.xs} wrap>
            <Button size="small" onClick={() => setEditing(user)} aria-label={t('rights.users.editLabel', { name })}>
              {t('rights.users.edit')}
            </Button>
            {user.is_active && (
              <Button
                size="small"
                aria-label={t(user.has_password ? 'rights.users.resetLabel' : 'rights.users.inviteLabel', { name })}
                onClick={() =>
                  void act(
                    { action: user.has_password ? 'reset-password' : 'invite', id: user.id },
                    t(user.has_password ? 'rights.users.resetSent' : 'rights.users.invitationSent', { email: user.email }),
                  )
                }
              >
                {t(user.has_password ? 'rights.users.resetPassword' : 'rights.users.invite')}
              </Button>
            )}
            {user.is_active && user.id !== currentUserId && (
              <Button size="small" aria-label={t('sessions.signOutUserLabel', { name })} onClick={() => void act({ action: 'sign-out', id: user.id }, t('sessions.signedOutUser', { name }))}>
                {t('sessions.signOutUser')}
              </Button>
            )}
            {user.id !== currentUserId && (
              <Button
                size="small"
                aria-label={t(user.is_active ? 'rights.users.deactivateLabel' : 'rights.users.reactivateLabel', { name })}
                onClick={() =>
                  void act(
                    { action: 'update', id: user.id, body: { is_active: !user.is_active } },
                    t(user.is_active ? 'rights.users.deactivated' : 'rights.users.reactivated', { name }),
                  )
                }
              >
                {t(user.is_active ? 'rights.users.deactivate' : 'rights.users.reactivate')}
              </Button>
            )}
            {user.id !== currentUserId && (
              <Button size="small" danger onClick={() => void remove(user)} aria-label={t('rights.users.deleteLabel', { name })}>
                {t('rights.users.delete')}
              </Button>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <Flex vertical gap={spacing.lg}>
      <Flex gap={spacing.md} wrap justify="space-between">
        <Input.Search
          allowClear
          aria-label={t('rights.users.search')}
          placeholder={t('rights.users.search')}
          style={{ maxWidth: 360 }}
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(1);
          }}
          data-testid="users-search"
        />
        <Button type="primary" onClick={() => setEditing('new')} data-testid="user-new">
          {t('rights.users.new')}
        </Button>
      </Flex>
      <div data-testid="users-table">
      <Table<AdminUser>
        rowKey="id"
        columns={columns}
        dataSource={users.data?.results ?? []}
        loading={users.isFetching}
        pagination={{ current: page, pageSize: usersPageSize, total: users.data?.count ?? 0, showSizeChanger: false, onChange: setPage }}
        locale={{ emptyText: t('rights.users.empty') }}
      />
      </div>
      <UserDrawer user={editing === 'new' ? null : editing} open={editing !== null} superuser={superuser} onClose={() => setEditing(null)} />
    </Flex>
  );
}
