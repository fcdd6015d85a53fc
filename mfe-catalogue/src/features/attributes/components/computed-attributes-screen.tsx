import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Card } from '@pimento/shared-kit/ui/antd-content';
import { Empty, Skeleton, Space, Tag } from '@pimento/shared-kit/ui/antd-frame';
import { Table } from '@pimento/shared-kit/ui/antd-table';
import type { Attribute } from '@pimento/shared-kit/contracts/attributes';
import { PageFrame } from '@pimento/shared-kit/ui/page-frame';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';
import { useRemoteProps } from '@pimento/shared-kit/remote/use-remote-props';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { pickLabel } from '../../../lib/pick-label';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { useAttributeTree } from '../api/get-attribute-tree';
import { useDeleteAttribute } from '../api/delete-attribute';
import { useAttributeLiveUpdates } from '../hooks/use-attribute-live-updates';
import { groupsOf } from '../lib/move-in-tree';
import { useAttributeEditorStore } from '../stores/attribute-editor-store';
import { AttributeFormDrawer } from './attribute-form-drawer';
import { shadows } from '@pimento/shared-kit/design/tokens';

/** `/attributes/compute/`: attributes whose value a formula derives from others, never edited by hand. */
export function ComputedAttributesScreen() {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const notify = useNotify();
  const { navigate } = useRemoteProps();
  useAttributeLiveUpdates();
  const tree = useAttributeTree();
  const { drawer, openNew, openEdit, closeDrawer } = useAttributeEditorStore();
  const confirm = useConfirm();
  const showError = notify.error;
  const deleteAttribute = useDeleteAttribute();
  const groups = tree.data ? groupsOf(tree.data) : [];
  const computed = groups.flatMap((group) => group.attributes.map((attribute) => ({ attribute, group }))).filter(({ attribute }) => attribute.computed || attribute.formula);

  const handleDelete = async (attribute: Attribute) => {
    const label = pickLabel(attribute.labels, language, attribute.code);
    if (!(await confirm({ title: t('attributes.deleteTitle', { label }), content: t('attributes.deleteContent'), okText: t('actions.delete'), danger: true }))) return;
    deleteAttribute.mutate(attribute.id, { onSuccess: () => notify.success(t('attributes.deleted', { label })), onError: showError });
  };

  return (
    <PageFrame
      title={t('pages.computedAttributes.title')}
      breadcrumb={[t('area'), t('pages.attributes.title'), t('pages.computedAttributes.title')]}
      actions={
        <Space>
          <Button onClick={() => navigate('/attributes/')}>{t('computed.back')}</Button>
          <Button type="primary" onClick={() => openNew(groups[0]?.id)} disabled={groups.length === 0} data-testid="new-computed-attribute">
            {t('computed.new')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary" style={{ maxWidth: 760 }}>
        {t('computed.intro')}
      </Typography.Paragraph>
      {tree.isLoading && <Skeleton active />}
      {tree.isError && <Alert type="error" showIcon title={t('common.loadFailed')} action={<Button onClick={() => tree.refetch()}>{t('actions.retry')}</Button>} />}
      {tree.data && groups.length === 0 && <Alert type="info" showIcon title={t('computed.needsGroup')} />}
      {tree.data && (
        <Card variant="borderless" style={{ boxShadow: shadows.panel }} styles={{ body: { padding: 0 } }}>
          <Table
            rowKey={({ attribute }) => attribute.id}
            dataSource={computed}
            pagination={false}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('computed.empty')} /> }}
            columns={[
              {
                title: t('attributes.fields.label'),
                key: 'label',
                render: (_, { attribute }) => (
                  <Flex vertical>
                    <Typography.Text strong>{pickLabel(attribute.labels, language, attribute.code)}</Typography.Text>
                    <Typography.Text type="secondary" style={{ fontFamily: 'ui-monospace, Menlo, monospace', fontSize: 12 }}>
                      {attribute.code}
                    </Typography.Text>
                  </Flex>
                ),
              },
              { title: t('attributes.fields.type'), key: 'type', render: (_, { attribute }) => <Tag color="blue">{t(`attributes.types.${attribute.type}`)}</Tag> },
              { title: t('attributes.fields.group'), key: 'group', render: (_, { group }) => group.name },
              {
                title: t('attributes.fields.formula'),
                key: 'formula',
                render: (_, { attribute }) => (
                  <Typography.Text code style={{ whiteSpace: 'pre-wrap' }}>
                    {attribute.formula}
                  </Typography.Text>
                ),
              },
              { title: t('computed.inputs'), key: 'inputs', render: (_, { attribute }) => attribute.formula_inputs.map((code) => <Tag key={code}>{code}</Tag>) },
              {
                title: '',
                key: 'actions',
                width: 150,
                render: (_, { attribute }) => (
                  <Space>
                    <Button size="small" onClick={() => openEdit(attribute)}>
                      {t('actions.edit')}
                    </Button>
                    <Button size="small" danger onClick={() => void handleDelete(attribute)}>
                      {t('actions.delete')}
                    </Button>
                  </Space>
                ),
              },
            ]}
          />
        </Card>
      )}
      <AttributeFormDrawer computed open={drawer.open} attribute={drawer.open ? drawer.attribute : null} defaultGroupId={drawer.open ? drawer.groupId : undefined} tree={tree.data} onClose={closeDrawer} />
    </PageFrame>
  );
}
