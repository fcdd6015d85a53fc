import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import type { Client } from '@pimento/shared-kit/contracts/clients';
import { useUnsavedChanges } from '@pimento/shared-kit/remote/unsaved-changes';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { groupOptions } from '@pimento/shared-kit/rights/group-options';
import { usePickableGroups } from '@pimento/shared-kit/rights/use-pickable-groups';
import { useChangeClient } from '../api/clients';

/**
 * Who may see and change the client (spec §6, client-level permissions): its user groups, whose
 * roles give read, edit and delete. The server checks each change against the user's rights.
 */
export function ClientGroups({ client }: { client: Client }) {
  const { t } = useTranslation('catalogue');
  const notify = useNotify();
  const groups = usePickableGroups();
  const change = useChangeClient();
  // The user's choice while they make one; the stored groups otherwise (another card's save reads the client again).
  const [edited, setEdited] = useState<string[] | null>(null);
  const chosen = edited ?? client.groups;
  const dirty = edited !== null && (edited.length !== client.groups.length || edited.some((id) => !client.groups.includes(id)));
  useUnsavedChanges(dirty);

  const options = groupOptions(groups.data ?? [], client.groups, { cannotAdd: t('clients.groups.cannotAdd'), cannotRemove: t('clients.groups.cannotRemove'), other: t('objects.otherGroup') });
  const save = () =>
    change.mutate(
      { action: 'update', id: client.id, body: { groups: chosen } },
      {
        onSuccess: () => {
          setEdited(null);
          notify.success(t('clients.saved', { name: client.name }));
        },
        onError: notify.error,
      },
    );

  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('clients.groups.help')}
      </Typography.Paragraph>
      <label htmlFor={`client-groups-${client.id}`}>{t('objects.groups')}</label>
      <Select
        id={`client-groups-${client.id}`}
        mode="multiple"
        disabled={!client.rights.edit}
        loading={groups.isLoading}
        value={chosen}
        onChange={setEdited}
        options={options}
        optionFilterProp="label"
        placeholder={t('objects.pickGroups')}
        data-testid="client-groups"
      />
      {client.rights.edit && (
        <Flex justify="flex-end">
          <Button type="primary" disabled={!dirty || chosen.length === 0} loading={change.isPending} onClick={save} data-testid="client-groups-save">
            {t('actions.save')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
