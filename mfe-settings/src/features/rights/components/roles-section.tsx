import { useTranslation } from 'react-i18next';
import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Form, Input } from '@pimento/shared-kit/ui/antd-form';
import { Space } from '@pimento/shared-kit/ui/antd-frame';
import { Checkbox } from '@pimento/shared-kit/ui/antd-inputs';
import { Table, type TableColumnsType } from '@pimento/shared-kit/ui/antd-table';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { groupLimits, type Role } from '@pimento/shared-kit/contracts/groups';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { useChangeRole } from '../api/groups';

const rights = ['can_read', 'can_create', 'can_edit', 'can_delete'] as const;
type RoleFormValues = { name: string } & Record<(typeof rights)[number], boolean>;

/** The company's roles (spec §3 "Role": read, create, edit, delete) and a form to add one. */
export function RolesSection({ roles, loading }: { roles: Role[]; loading: boolean }) {
  const { t } = useTranslation('settings');
  const notify = useNotify();
  const change = useChangeRole();
  const [form] = Form.useForm<RoleFormValues>();

  const create = async (values: RoleFormValues) => {
    try {
      await change.mutateAsync({ action: 'create', body: { ...values, name: values.name.trim() } });
      notify.success(t('rights.roles.created', { name: values.name.trim() }));
      form.resetFields();
    } catch (error) {
      notify.error(error);
    }
  };

  const toggle = async (role: Role, right: (typeof rights)[number], granted: boolean) => {
    try {
      await change.mutateAsync({ action: 'update', id: role.id, body: { [right]: granted } });
      notify.success(t('rights.roles.saved', { name: role.name }));
    } catch (error) {
      notify.error(error);
    }
  };

  const remove = async (role: Role) => {
    try {
      await change.mutateAsync({ action: 'delete', id: role.id });
      notify.success(t('rights.roles.deleted', { name: role.name }));
    } catch (error) {
      notify.error(error);
    }
  };

  const columns: TableColumnsType<Role> = [
    { title: t('rights.roles.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('rights.roles.rights'),
      key: 'rights',
      // Each right switched in place: the server saves it and every member's access follows at once.
      render: (_, role) => (
        <Space size={spacing.sm} wrap>
          {rights.map((right) => (
            <Checkbox
              key={right}
              checked={role[right]}
              disabled={change.isPending}
              onChange={(event) => void toggle(role, right, event.target.checked)}
              aria-label={t('rights.roles.rightOf', { right: t(`rights.roles.${right}`), name: role.name })}
              data-testid={`role-${role.name}-${right}`}
            >
              {t(`rights.roles.${right}`)}
            </Checkbox>
          ))}
        </Space>
      ),
    },
    { title: t('rights.roles.membersCount'), dataIndex: 'members_count', key: 'members_count' },
    {
      title: t('rights.users.actions'),
      key: 'actions',
      render: (_, role) => (
        <Button size="small" danger onClick={() => void remove(role)} aria-label={t('rights.roles.deleteLabel', { name: role.name })}>
          {t('rights.roles.delete')}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={spacing.md}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('rights.roles.title')}
      </Typography.Title>
      <div data-testid="roles-table">
        <Table<Role> rowKey="id" columns={columns} dataSource={roles} loading={loading} pagination={false} locale={{ emptyText: t('rights.roles.empty') }} />
      </div>
      <Form
        form={form}
        layout="inline"
        onFinish={create}
        initialValues={{ name: '', can_read: true, can_create: false, can_edit: false, can_delete: false }}
        aria-label={t('rights.roles.new')}
      >
        <Form.Item name="name" label={t('rights.roles.name')} rules={[{ required: true, whitespace: true, message: t('rights.roles.nameRequired') }, { max: groupLimits.nameLength }]}>
          <Input data-testid="role-name" />
        </Form.Item>
        {rights.map((right) => (
          <Form.Item key={right} name={right} valuePropName="checked">
            <Checkbox data-testid={`role-${right}`}>{t(`rights.roles.${right}`)}</Checkbox>
          </Form.Item>
        ))}
        <Form.Item>
          <Button htmlType="submit" loading={change.isPending} data-testid="role-create">
            {t('rights.roles.create')}
          </Button>
        </Form.Item>
      </Form>
    </Flex>
  );
}
