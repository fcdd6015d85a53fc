import { useState } from 'react';
import { DeleteOutlined, EditOutlined, PlusOutlined, WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Card } from '@pimento/shared-kit/ui/antd-content';
import { Empty, Tooltip } from '@pimento/shared-kit/ui/antd-frame';
import { Table, type TableColumnsType } from '@pimento/shared-kit/ui/antd-table';
import type { ValidationRule } from '@pimento/shared-kit/contracts/validation-rules';
import { shadows } from '@pimento/shared-kit/design/tokens';
import { errorMessage } from '@pimento/shared-kit/errors/catalogue';
import { isFeatureOn } from '@pimento/shared-kit/remote/remote-props';
import { useRemoteProps } from '@pimento/shared-kit/remote/use-remote-props';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { ToneTag } from '@pimento/shared-kit/ui/tone-tag';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { isAdministrator } from '../../../lib/is-administrator';
import { useAttributeSets } from '../../attributes/api/get-attribute-sets';
import { useCatalogueDefinitions } from '../../products/hooks/use-catalogue-definitions';
import { useChangeRule, useValidationRules } from '../api/validation-rules';
import { ruleCheckText } from '../lib/rule-text';
import { RuleDrawer } from './rule-drawer';
import { CompletionMethodSwitch } from '../../completion/components/completion-method-switch';

/** The validation rules tab of `/attributes/`: what the company demands of its products' values, kept by administrators. */
export function ValidationRulesPanel() {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const notify = useNotify();
  const confirm = useConfirm();
  const { session, flags } = useRemoteProps();
  const administrator = isAdministrator(session);
  const rules = useValidationRules();
  const change = useChangeRule();
  const definitions = useCatalogueDefinitions();
  const sets = useAttributeSets(isFeatureOn(flags, 'attribute_set_activated')).data ?? [];
  const [drawer, setDrawer] = useState<{ rule: ValidationRule | null } | null>(null);

  const remove = async (rule: ValidationRule) => {
    const ok = await confirm({ title: t('rules.deleteTitle', { name: rule.name }), content: t('rules.deleteContent'), okText: t('actions.delete'), danger: true });
    if (!ok) return;
    change.mutate({ action: 'delete', id: rule.id }, { onSuccess: () => notify.success(t('rules.deleted', { name: rule.name })), onError: notify.error });
  };

  const columns: TableColumnsType<ValidationRule> = [
    {
      key: 'name',
      title: t('rules.fields.name'),
      render: (_, rule) => (
        <Flex vertical gap={2}>
          <span>{rule.name}</span>
          {rule.problem !== null && (
            <Alert type="warning" showIcon icon={<WarningOutlined />} title={errorMessage(rule.problem, language)} style={{ padding: '2px 8px' }} data-testid={`rule-problem-${rule.id}`} />
          )}
        </Flex>
      ),
    },
    { key: 'applies', title: t('rules.fields.appliesTo'), render: (_, rule) => (rule.filters.length === 0 ? t('rules.everyProduct') : t('rules.conditions', { count: rule.filters.length })) },
    { key: 'checks', title: t('rules.fields.checks'), render: (_, rule) => ruleCheckText(rule, definitions.attributesById, sets, language, t) },
    {
      key: 'state',
      title: t('rules.fields.state'),
      render: (_, rule) => (
        <Flex gap={4} wrap>
          {rule.blocking && <ToneTag tone="error">{t('rules.blocking')}</ToneTag>}
          {!rule.enabled && <ToneTag tone="neutral">{t('rules.disabled')}</ToneTag>}
        </Flex>
      ),
    },
  ];
  if (administrator) {
    columns.push({
      key: 'actions',
      width: 96,
      render: (_, rule) => (
        <Flex gap={4}>
          <Tooltip title={t('actions.edit')}>
            <Button size="small" type="text" icon={<EditOutlined />} aria-label={t('rules.editNamed', { name: rule.name })} onClick={() => setDrawer({ rule })} />
          </Tooltip>
          <Tooltip title={t('actions.delete')}>
            <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('rules.deleteNamed', { name: rule.name })} onClick={() => void remove(rule)} />
          </Tooltip>
        </Flex>
      ),
    });
  }

  return (
    <>
      <Flex justify="space-between" align="flex-start" gap={16} style={{ marginBottom: 16 }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('rules.help')}
        </Typography.Paragraph>
        {administrator && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ rule: null })} data-testid="new-rule">
            {t('rules.new')}
          </Button>
        )}
      </Flex>
      {!administrator && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('rules.administratorsOnly')} />}
      <Card variant="borderless" style={{ boxShadow: shadows.panel, marginBottom: 16 }}>
        <CompletionMethodSwitch />
      </Card>
      <Card variant="borderless" style={{ boxShadow: shadows.panel }} styles={{ body: { padding: 0, overflowX: 'auto' } }}>
        {rules.isError && <Alert type="error" showIcon title={t('common.loadFailed')} action={<Button onClick={() => rules.refetch()}>{t('actions.retry')}</Button>} />}
        <Table<ValidationRule>
          rowKey="id"
          size="middle"
          loading={rules.isLoading}
          columns={columns}
          dataSource={rules.data ?? []}
          pagination={false}
          onRow={(rule) => ({ 'data-testid': `rule-row-${rule.name}` }) as React.HTMLAttributes<HTMLElement>}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('rules.empty')} /> }}
        />
      </Card>
      <RuleDrawer open={drawer !== null} rule={drawer?.rule ?? null} sets={sets} onClose={() => setDrawer(null)} />
    </>
  );
}
