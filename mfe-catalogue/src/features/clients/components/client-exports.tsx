import { useState } from 'react';
import { PlayCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Empty } from '@pimento/shared-kit/ui/antd-frame';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { Table, type TableColumnsType } from '@pimento/shared-kit/ui/antd-table';
import type { Client } from '@pimento/shared-kit/contracts/clients';
import { exportFormatSchema, type ExportFormat, type ExportRun } from '@pimento/shared-kit/contracts/exports';
import { errorMessage } from '@pimento/shared-kit/errors/catalogue';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { RelativeTime } from '@pimento/shared-kit/ui/relative-time';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { useClientRuns, useRunClientTemplate } from '../api/clients';

/** The client's exports: its main template run on its products, and every run made for it, with their files. */
export function ClientExports({ client }: { client: Client }) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const notify = useNotify();
  const runs = useClientRuns(client.id);
  const start = useRunClientTemplate();
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const template = client.main_template;
  // What stops a run is said before it is asked for (spec §8's separate messages).
  const blocker = (['client.no_main_template', 'client.no_product'] as const).find((problem) => client.problems.includes(problem)) ?? null;

  const run = () => {
    if (template === null) return;
    start.mutate({ clientId: client.id, templateId: template.id, format }, { onSuccess: () => notify.success(t('clients.exports.started', { template: template.name })), onError: notify.error });
  };

  const columns: TableColumnsType<ExportRun> = [
    {
      key: 'file',
      title: t('clients.exports.file'),
      render: (_, row) =>
        row.status === 'finished' ? (
          <a href={`/download/export/${row.id}/`} data-testid={`client-run-download-${row.id}`}>
            {row.file_name}
          </a>
        ) : (
          row.file_name
        ),
    },
    { key: 'status', title: t('clients.exports.status'), render: (_, row) => (row.failure ? `${t(`clients.exports.statuses.${row.status}`)}: ${errorMessage(row.failure.code, language)}` : t(`clients.exports.statuses.${row.status}`)) },
    { key: 'products', title: t('clients.fields.products'), align: 'right', render: (_, row) => (row.products === null ? t('common.empty') : t('clients.productCount', { count: row.products })) },
    { key: 'created', title: t('clients.exports.when'), render: (_, row) => <RelativeTime value={row.created} /> },
    {
      key: 'warnings',
      title: t('clients.exports.warnings'),
      render: (_, row) => (row.warnings.length === 0 ? t('common.empty') : row.warnings.map((warning) => errorMessage(warning.code, language, warning.params ?? {})).join(' ')),
    },
  ];

  return (
    <Flex vertical gap={12}>
      {blocker !== null && <Alert type="info" showIcon title={errorMessage(blocker, language)} />}
      <Flex gap={8} align="center" wrap>
        <Typography.Text>{template === null ? t('clients.noTemplate') : t('clients.exports.template', { template: template.name })}</Typography.Text>
        <div style={{ flex: 1 }} />
        <Select<ExportFormat> id={`client-run-format-${client.id}`} aria-label={t('clients.exports.format')} value={format} onChange={setFormat} options={exportFormatSchema.options.map((value) => ({ value, label: value.toUpperCase() }))} style={{ width: 100 }} data-testid="client-run-format" />
        <Button type="primary" icon={<PlayCircleOutlined />} disabled={blocker !== null} loading={start.isPending} onClick={run} data-testid="client-run">
          {t('clients.exports.run')}
        </Button>
      </Flex>
      {runs.isError && <Alert type="error" showIcon title={t('common.loadFailed')} action={<Button onClick={() => runs.refetch()}>{t('actions.retry')}</Button>} />}
      <Table<ExportRun>
        rowKey="id"
        size="small"
        loading={runs.isLoading}
        columns={columns}
        dataSource={runs.data ?? []}
        pagination={false}
        onRow={(row) => ({ 'data-testid': `client-run-${row.id}` }) as React.HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('clients.exports.none')} /> }}
      />
    </Flex>
  );
}
