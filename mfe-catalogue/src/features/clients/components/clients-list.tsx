import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Input } from '@pimento/shared-kit/ui/antd-form';
import { Card } from '@pimento/shared-kit/ui/antd-content';
import { Empty, Tag } from '@pimento/shared-kit/ui/antd-frame';
import { Table, type TableColumnsType } from '@pimento/shared-kit/ui/antd-table';
import { clientLimits, type Client } from '@pimento/shared-kit/contracts/clients';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { shadows } from '@pimento/shared-kit/design/tokens';
import { errorMessage } from '@pimento/shared-kit/errors/catalogue';
import { PageFrame } from '@pimento/shared-kit/ui/page-frame';
import { ToneTag } from '@pimento/shared-kit/ui/tone-tag';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { NamePromptModal } from '../../../components/name-prompt-modal';
import { useChangeClient, useClients } from '../api/clients';

/** The clients the user may read, searched by name, with what each still lacks before it can receive a file. */
export function ClientsList({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const clients = useClients(search);
  const change = useChangeClient();
  const notify = useNotify();

  const columns: TableColumnsType<Client> = [
    {
      key: 'name',
      title: t('clients.fields.name'),
      render: (_, client) => (
        <Typography.Link onClick={() => onOpen(client.id)} data-testid={`client-link-${client.id}`}>
          {client.name}
        </Typography.Link>
      ),
    },
    { key: 'products', title: t('clients.fields.products'), align: 'right', render: (_, client) => t('clients.productCount', { count: client.product_count }) },
    { key: 'list', title: t('clients.fields.priceList'), render: (_, client) => client.price_list?.name ?? <Typography.Text type="secondary">{t('clients.noPriceList')}</Typography.Text> },
    { key: 'template', title: t('clients.fields.mainTemplate'), render: (_, client) => client.main_template?.name ?? <Typography.Text type="secondary">{t('clients.noTemplate')}</Typography.Text> },
    {
      key: 'problems',
      title: t('clients.fields.problems'),
      render: (_, client) =>
        client.problems.length === 0 ? (
          <ToneTag tone="success">{t('clients.ready')}</ToneTag>
        ) : (
          <Flex gap={4} wrap>
            {client.problems.map((problem) => (
              <Tag key={problem}>{errorMessage(problem, language)}</Tag>
            ))}
          </Flex>
        ),
    },
  ];

  return (
    <PageFrame
      title={t('pages.clients.title')}
      breadcrumb={[t('area'), t('pages.clients.title')]}
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="new-client">
          {t('clients.newClient')}
        </Button>
      }
    >
      <Flex style={{ marginBottom: 16 }} role="search">
        <Input.Search allowClear placeholder={t('clients.search')} aria-label={t('clients.search')} onSearch={(value) => setSearch(value.trim())} style={{ maxWidth: 320 }} data-testid="client-search" />
      </Flex>
      <Card variant="borderless" style={{ boxShadow: shadows.panel }} styles={{ body: { padding: 0, overflowX: 'auto' } }}>
        {clients.isError && <Alert type="error" showIcon title={t('common.loadFailed')} action={<Button onClick={() => clients.refetch()}>{t('actions.retry')}</Button>} />}
        <Table<Client>
          rowKey="id"
          size="middle"
          loading={clients.isLoading}
          columns={columns}
          dataSource={clients.data ?? []}
          pagination={false}
          onRow={(client) => ({ 'data-testid': `client-row-${client.id}` }) as React.HTMLAttributes<HTMLElement>}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={search === '' ? t('clients.empty') : t('clients.noMatch')} /> }}
        />
      </Card>
      <NamePromptModal
        open={creating}
        title={t('clients.newTitle')}
        label={t('clients.fields.name')}
        maxLength={clientLimits.nameLength}
        onClose={() => setCreating(false)}
        onSubmit={async (name) => {
          const created = await change.mutateAsync({ action: 'create', body: { name } });
          notify.success(t('clients.created', { name }));
          onOpen(created!.id);
        }}
      />
    </PageFrame>
  );
}
