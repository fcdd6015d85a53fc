import { useState } from 'react';
import { DeleteOutlined, EditOutlined, PlayCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Spin, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Drawer, Empty, List, Tag } from '@pimento/shared-kit/ui/antd-frame';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import type { AssetRule } from '@pimento/shared-kit/contracts/asset-assignment';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { useAssetRules, useAttributeLabels, useDeleteAssetRule, useRunAssetRules } from '../api/asset-rules';
import { pillLabel } from '../lib/rule-draft';
import { RuleEditor } from './rule-editor';

export type AssignmentRulesDrawerProps = {
  open: boolean;
  categoryOptions: readonly { value: number; label: string }[];
  onClose: () => void;
};

/** The company's assignment rules in the order they run: add, edit (with its preview), delete, run one or all. */
export function AssignmentRulesDrawer({ open, categoryOptions, onClose }: AssignmentRulesDrawerProps) {
  const { t } = useTranslation('assets');
  const language = useInterfaceLanguage();
  const notify = useNotify();
  const confirm = useConfirm();
  const rules = useAssetRules();
  const attributes = useAttributeLabels(open);
  const remove = useDeleteAssetRule();
  const run = useRunAssetRules();
  // undefined: the list; null: a new rule; else the rule edited.
  const [editing, setEditing] = useState<AssetRule | null | undefined>(undefined);

  const start = (ruleIds: number[] | undefined) =>
    run.mutate(ruleIds === undefined ? {} : { rule_ids: ruleIds }, { onSuccess: () => notify.success(t('rules.runStarted')), onError: notify.error });
  const handleDelete = async (rule: AssetRule) => {
    const ok = await confirm({ title: t('rules.deleteTitle', { name: rule.name }), content: t('rules.deleteText'), okText: t('actions.delete'), danger: true });
    if (ok) remove.mutate(rule.id, { onSuccess: () => notify.success(t('rules.deleted', { name: rule.name })), onError: notify.error });
  };
  const categoryName = (id: number | null) => (id === null ? null : (categoryOptions.find((option) => option.value === id)?.label ?? null));
  const close = () => {
    setEditing(undefined);
    onClose();
  };

  return (
    <Drawer
      open={open}
      onClose={close}
      size={760}
      title={editing === undefined ? t('rules.title') : editing === null ? t('rules.newTitle') : t('rules.editTitle', { name: editing.name })}
      destroyOnHidden
      data-testid="rules-drawer"
    >
      {editing !== undefined ? (
        <RuleEditor rule={editing} categoryOptions={categoryOptions} onDone={() => setEditing(undefined)} />
      ) : (
        <Flex vertical gap={spacing.md}>
          <Typography.Paragraph type="secondary">{t('rules.help')}</Typography.Paragraph>
          <Flex gap={spacing.sm}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="new-rule">
              {t('rules.new')}
            </Button>
            <Button icon={<PlayCircleOutlined />} onClick={() => start(undefined)} disabled={(rules.data?.results.length ?? 0) === 0} loading={run.isPending} data-testid="run-all-rules">
              {t('rules.runAll')}
            </Button>
          </Flex>
          {rules.isLoading && <Spin />}
          {rules.isError && <Alert type="error" showIcon title={t('common.loadFailed')} />}
          {rules.data && rules.data.results.length === 0 && <Empty description={t('rules.empty')} />}
          {rules.data && rules.data.results.length > 0 && (
            <List
              aria-label={t('rules.list')}
              dataSource={rules.data.results}
              renderItem={(rule) => (
                <List.Item
                  data-testid={`rule-${rule.name}`}
                  actions={[
                    <Button key="run" type="text" icon={<PlayCircleOutlined />} aria-label={t('rules.runNamed', { name: rule.name })} onClick={() => start([rule.id])} />,
                    <Button key="edit" type="text" icon={<EditOutlined />} aria-label={t('rules.editNamed', { name: rule.name })} onClick={() => setEditing(rule)} />,
                    <Button key="delete" type="text" danger icon={<DeleteOutlined />} aria-label={t('rules.deleteNamed', { name: rule.name })} onClick={() => void handleDelete(rule)} />,
                  ]}
                >
                  <List.Item.Meta
                    title={
                      <Flex gap={spacing.xs} align="center" wrap>
                        <span>{rule.name}</span>
                        {rule.on_upload && <Tag>{t('rules.onUploadTag')}</Tag>}
                      </Flex>
                    }
                    description={[rule.pills.map((pill) => pillLabel(pill, t, attributes.data ?? [], language)).join(' · '), categoryName(rule.category_id)].filter(Boolean).join(' → ')}
                  />
                </List.Item>
              )}
            />
          )}
        </Flex>
      )}
    </Drawer>
  );
}
