import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Skeleton, Space, Tag } from '@pimento/shared-kit/ui/antd-frame';
import { Table, type TableColumnsType } from '@pimento/shared-kit/ui/antd-table';
import { PageFrame } from '@pimento/shared-kit/ui/page-frame';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { ApiError } from '@pimento/shared-kit/client/api-error';
import type { Connector } from '@pimento/shared-kit/contracts/connectors';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { useChangeConnector, useConnectors } from '../api/connectors';
import { ConnectorDrawer } from './connector-drawer';

/**
 * `/settings/connectors/`: the company's FTP and SFTP connections (docs/connectors.md), for the
 * import drop and the feeds. A connection a template watches cannot be deleted: the row says which.
 */
export function ConnectorsScreen() {
  const { t } = useTranslation('settings');
  const notify = useNotify();
  const confirm = useConfirm();
  const connectors = useConnectors();
  const change = useChangeConnector();
  const [editing, setEditing] = useState<Connector | null | 'new'>(null);
  const title = t('pages.connectors.title');

  const remove = async (connector: Connector) => {
    // A watched connection is not deleted: the user is told which templates watch it (the server refuses it too).
    if (connector.used_by.length > 0) {
      notify.warning(t('connectors.inUse', { templates: connector.used_by.map((use) => use.template_name).join(', ') }));
      return;
    }
    if (!(await confirm({ title: t('connectors.deleteTitle', { name: connector.name }), okText: t('connectors.delete'), danger: true }))) return;
    try {
      await change.mutateAsync({ action: 'delete', id: connector.id });
      notify.success(t('connectors.deleted', { name: connector.name }));
    } catch (error) {
      notify.error(error);
    }
  };

  const columns: TableColumnsType<Connector> = [
    { title: t('connectors.name'), dataIndex: 'name', key: 'name', render: (name: string) => <Typography.Text strong>{name}</Typography.Text> },
    {
      title: t('connectors.server'),
      key: 'server',
      render: (_, connector) => (
        <Space size={spacing.xs}>
          <Tag>{connector.protocol.toUpperCase()}</Tag>
          <Typography.Text>
            {connector.username}@{connector.host}:{connector.port}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('connectors.folder'), dataIndex: 'folder', key: 'folder', render: (folder: string) => <Typography.Text code>{folder}</Typography.Text> },
    {
      title: t('connectors.usedBy'),
      key: 'used_by',
      render: (_, connector) =>
        connector.used_by.length === 0 ? (
          <Typography.Text type="secondary">{t('connectors.unused')}</Typography.Text>
        ) : (
          <Space size={spacing.xs} wrap>
            {connector.used_by.map((use) => (
              <Tag key={use.template_id}>{use.template_name}</Tag>
            ))}
          </Space>
        ),
    },
    {
      title: t('rights.users.actions'),
      key: 'actions',
      render: (_, connector) => (
        <Space size={spacing.xs}>
          <Button size="small" onClick={() => setEditing(connector)} aria-label={t('connectors.editLabel', { name: connector.name })}>
            {t('rights.users.edit')}
          </Button>
          <Button size="small" danger onClick={() => void remove(connector)} aria-label={t('connectors.deleteLabel', { name: connector.name })}>
            {t('connectors.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  const forbidden = connectors.error instanceof ApiError && connectors.error.status === 403;
  return (
    <PageFrame title={title} breadcrumb={[t('area'), title]}>
      <Flex vertical gap={spacing.md}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('connectors.intro')}
        </Typography.Paragraph>
        {connectors.isError && <Alert type={forbidden ? 'info' : 'error'} showIcon title={forbidden ? t('connectors.superusersOnly') : t('connectors.loadFailed')} />}
        {connectors.isPending && <Skeleton active />}
        {connectors.data && (
          <>
            <Flex justify="flex-end">
              <Button type="primary" onClick={() => setEditing('new')} data-testid="connector-new">
                {t('connectors.new')}
              </Button>
            </Flex>
            <div data-testid="connectors-table">
              <Table<Connector> rowKey="id" columns={columns} dataSource={connectors.data.results} pagination={false} locale={{ emptyText: <Typography.Text type="secondary">{t('connectors.empty')}</Typography.Text> }} />
            </div>
          </>
        )}
      </Flex>
      <ConnectorDrawer connector={editing === 'new' ? null : editing} open={editing !== null} onClose={() => setEditing(null)} />
    </PageFrame>
  );
}
