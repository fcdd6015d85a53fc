import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { Table, type TableColumnsType } from '@pimento/shared-kit/ui/antd-table';
import { ToneTag } from '@pimento/shared-kit/ui/tone-tag';
import { toLanguage } from '@pimento/shared-kit/i18n/i18n';
import { translateError } from '@pimento/shared-kit/client/translate-error';
import { accessObjectKindSchema, type AccessExplanation, type AccessObjectKind } from '@pimento/shared-kit/contracts/access-simulator';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { useAccessExplanation, useAccessObjects } from '../api/access-simulator';
import { useAdminUsers } from '../api/users';
import { fullName } from '../lib/full-name';

const rightKeys = ['read', 'create', 'edit', 'delete'] as const;
type RightRow = { right: (typeof rightKeys)[number] } & AccessExplanation['rights']['read'];

/**
 * The access simulator: pick a user and an object, see each right and where it comes from
 * ("Edit — granted by group Marketing through role Editor"). The server computes it with the
 * function every route enforces (docs/rights.md "Access simulator").
 */
export function AccessSimulatorTab() {
  const { t, i18n } = useTranslation('settings');
  const language = toLanguage(i18n.language);
  const [userSearch, setUserSearch] = useState('');
  const [userId, setUserId] = useState<string | null>(null);
  const [kind, setKind] = useState<AccessObjectKind>('product');
  const [objectSearch, setObjectSearch] = useState('');
  const [objectId, setObjectId] = useState<number | null>(null);
  const users = useAdminUsers(userSearch, 1, true);
  const objects = useAccessObjects(kind, objectSearch);
  const explanation = useAccessExplanation(userId, kind, objectId);

  const why = (row: RightRow, data: AccessExplanation) => {
    if (data.basis !== 'groups') return t(`rights.simulator.basis.${data.basis}`);
    if (!row.granted) return t('rights.simulator.noMembership');
    return row.sources.map((source) => t('rights.simulator.grantedBy', { group: source.group_name, role: source.role_name })).join(' · ');
  };

  const columns = (data: AccessExplanation): TableColumnsType<RightRow> => [
    { key: 'right', title: t('rights.simulator.right'), render: (_value, row) => t(`rights.roles.can_${row.right}`) },
    {
      key: 'granted',
      title: t('rights.simulator.granted'),
      // The design tokens' tones: antd's preset colours fail contrast on a hovered row.
      render: (_value, row) => <ToneTag tone={row.granted ? 'success' : 'neutral'}>{row.granted ? t('rights.simulator.yes') : t('rights.simulator.no')}</ToneTag>,
    },
    { key: 'why', title: t('rights.simulator.why'), render: (_value, row) => why(row, data) },
  ];

  const data = explanation.data;
  return (
    <Flex vertical gap={spacing.lg} data-testid="access-simulator">
      <Typography.Paragraph type="secondary">{t('rights.simulator.intro')}</Typography.Paragraph>
      <Flex gap={spacing.md} wrap>
        <Select
          aria-label={t('rights.simulator.user')}
          placeholder={t('rights.simulator.user')}
          showSearch={{ filterOption: false, onSearch: setUserSearch }}
          style={{ minWidth: 260 }}
          value={userId}
          onChange={(value: string) => setUserId(value)}
          loading={users.isFetching}
          options={(users.data?.results ?? []).map((user) => ({ value: user.id, label: `${fullName(user)} (${user.username})` }))}
          data-testid="simulator-user"
        />
        <Select
          aria-label={t('rights.simulator.kind')}
          style={{ minWidth: 180 }}
          value={kind}
          onChange={(value: AccessObjectKind) => {
            setKind(value);
            setObjectId(null);
            setObjectSearch('');
          }}
          options={accessObjectKindSchema.options.map((value) => ({ value, label: t(`rights.simulator.kinds.${value}`) }))}
          data-testid="simulator-kind"
        />
        <Select
          aria-label={t('rights.simulator.object')}
          placeholder={t('rights.simulator.object')}
          showSearch={{ filterOption: false, onSearch: setObjectSearch }}
          style={{ minWidth: 300 }}
          value={objectId}
          onChange={(value: number) => setObjectId(value)}
          loading={objects.isFetching}
          options={(objects.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
          data-testid="simulator-object"
        />
      </Flex>
      {explanation.isError && <Alert type="error" showIcon title={translateError(explanation.error, language)} />}
      {data && (
        <Flex vertical gap={spacing.sm}>
          <Typography.Text data-testid="simulator-groups">
            {data.object_groups.length > 0
              ? t('rights.simulator.objectGroups', { groups: data.object_groups.map((group) => group.name).join(', ') })
              : t('rights.simulator.noObjectGroups')}
          </Typography.Text>
          <Table<RightRow>
            rowKey="right"
            size="small"
            pagination={false}
            columns={columns(data)}
            dataSource={rightKeys.map((right) => ({ right, ...data.rights[right] }))}
            data-testid="simulator-result"
          />
        </Flex>
      )}
    </Flex>
  );
}
