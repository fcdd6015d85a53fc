import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Form, Input } from '@pimento/shared-kit/ui/antd-form';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { toLanguage } from '@pimento/shared-kit/i18n/i18n';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { serverRefusalMessage } from '@pimento/shared-kit/client/server-field-errors';
import { groupLimits, type Group, type Role } from '@pimento/shared-kit/contracts/groups';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { useChangeGroup, useMemberChoices } from '../api/groups';
import { FormDrawer } from './form-drawer';
import { fullName } from '../lib/full-name';

type GroupFormValues = { name: string; manager_id: string | null; members: { user_id: string; role_id: string }[] };

/** Where the server's refusals are shown: a taken name, a member or role no longer there (`members.2.user_id`). */
const groupFields = ['name', 'manager_id', 'members'];

export type GroupDrawerProps = {
  /** The group to edit; null creates one. */
  group: Group | null;
  open: boolean;
  /** Only administrators rename a group or change its manager (docs/rights.md). */
  administrator: boolean;
  roles: Role[];
  onClose: () => void;
};

/** A group's name, manager and members, each member with their role in it. */
export function GroupDrawer({ group, open, administrator, roles, onClose }: GroupDrawerProps) {
  const { t, i18n } = useTranslation('settings');
  const language = toLanguage(i18n.language);
  const notify = useNotify();
  const [form] = Form.useForm<GroupFormValues>();
  const [formError, setFormError] = useState<string | null>(null);
  const choices = useMemberChoices(open);
  const change = useChangeGroup();
  const userOptions = (choices.data ?? []).map((user) => ({ value: user.id, label: `${fullName(user)} (${user.username})` }));
  const roleOptions = roles.map((role) => ({ value: role.id, label: role.name }));

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setFormError(null);
    form.setFieldsValue(
      group
        ? { name: group.name, manager_id: group.manager?.id ?? null, members: group.members.map((member) => ({ user_id: member.user.id, role_id: member.role_id })) }
        : { name: '', manager_id: null, members: [] },
    );
  }, [open, group, form]);

  const submit = async (values: GroupFormValues) => {
    setFormError(null);
    const members = values.members ?? [];
    try {
      if (group === null) await change.mutateAsync({ action: 'create', body: { name: values.name.trim(), manager_id: values.manager_id ?? null, members } });
      else if (administrator) await change.mutateAsync({ action: 'update', id: group.id, body: { name: values.name.trim(), manager_id: values.manager_id ?? null, members } });
      else await change.mutateAsync({ action: 'update', id: group.id, body: { members } });
      notify.success(t('rights.groups.saved', { name: values.name.trim() }));
      onClose();
    } catch (error) {
      setFormError(serverRefusalMessage(form, error, language, groupFields, t('rights.fixFields')));
    }
  };

  return (
    <FormDrawer
      open={open}
      title={group ? t('rights.groups.editTitle', { name: group.name }) : t('rights.groups.newTitle')}
      error={formError}
      saving={change.isPending}
      saveLabel={group ? t('rights.save') : t('rights.groups.create')}
      testId="group"
      onSave={() => form.submit()}
      onClose={onClose}
    >
      <Form form={form} layout="vertical" requiredMark="optional" onFinish={submit}>
        <Form.Item name="name" label={t('rights.groups.name')} rules={[{ required: true, whitespace: true, message: t('rights.groups.nameRequired') }, { max: groupLimits.nameLength }]}>
          <Input disabled={!administrator} data-testid="group-name" />
        </Form.Item>
        <Form.Item name="manager_id" label={t('rights.groups.manager')} extra={t('rights.groups.managerHelp')}>
          <Select allowClear disabled={!administrator} options={userOptions} loading={choices.isPending} showSearch={{ optionFilterProp: 'label' }} data-testid="group-manager" />
        </Form.Item>
        <Typography.Title level={4}>{t('rights.groups.members')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('rights.groups.membersHelp')}</Typography.Paragraph>
        <Form.List name="members">
          {(fields, { add, remove }) => (
            <Flex vertical gap={spacing.sm}>
              {fields.map((field, index) => (
                <Flex key={field.key} gap={spacing.sm} align="flex-start" wrap>
                  <Form.Item name={[field.name, 'user_id']} label={t('rights.groups.member', { number: index + 1 })} rules={[{ required: true, message: t('rights.groups.memberRequired') }]} style={{ flex: '1 1 14rem' }}>
                    <Select options={userOptions} showSearch={{ optionFilterProp: 'label' }} data-testid={`group-member-${index}`} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'role_id']} label={t('rights.groups.role', { number: index + 1 })} rules={[{ required: true, message: t('rights.groups.roleRequired') }]} style={{ flex: '1 1 10rem' }}>
                    <Select options={roleOptions} data-testid={`group-member-role-${index}`} />
                  </Form.Item>
                  <Button onClick={() => remove(field.name)} aria-label={t('rights.groups.removeMember', { number: index + 1 })} style={{ marginTop: 30 }}>
                    {t('rights.groups.remove')}
                  </Button>
                </Flex>
              ))}
              <Button onClick={() => add({ user_id: undefined, role_id: roles.length === 1 ? roles[0]!.id : undefined })} disabled={roles.length === 0} data-testid="group-add-member">
                {t('rights.groups.addMember')}
              </Button>
              {roles.length === 0 && <Typography.Text type="secondary">{t('rights.groups.noRoles')}</Typography.Text>}
            </Flex>
          )}
        </Form.List>
      </Form>
    </FormDrawer>
  );
}
