import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Card } from '@pimento/shared-kit/ui/antd-content';
import { Dropdown, Empty, Skeleton } from '@pimento/shared-kit/ui/antd-frame';
import { Table, type TableColumnsType } from '@pimento/shared-kit/ui/antd-table';
import { PageFrame } from '@pimento/shared-kit/ui/page-frame';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { palette, shadows, spacing } from '@pimento/shared-kit/design/tokens';
import { importLimits } from '@pimento/shared-kit/contracts/imports';
import { useImportTemplates, useSaveImportTemplate, type ImportTemplate } from '../api/templates';
import { useLocale } from '../../upload/lib/format';
import { NewImportModal } from '../../upload/components/new-import-modal';
import { NamePrompt } from './name-prompt';
import { RunStatusTag } from './run-status-tag';

const shownCounts = ['created', 'updated', 'unchanged', 'skipped', 'error'] as const;

/**
 * `/imports/`: the company's import templates with their last runs (each links to its run page),
 * a new import (upload, reading settings, auto-match), duplicate, rename, delete.
 */
export function TemplatesList() {
  const { t } = useTranslation('imports');
  const locale = useLocale();
  const notify = useNotify();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const templates = useImportTemplates();
  const save = useSaveImportTemplate();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<ImportTemplate | null>(null);
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  const handleDelete = async (template: ImportTemplate) => {
    const ok = await confirm({ title: t('list.deleteTitle', { name: template.name }), content: t('list.deleteContent'), okText: t('actions.delete'), danger: true });
    if (!ok) return;
    save.mutate({ action: 'delete', id: template.id }, { onSuccess: () => notify.success(t('list.deleted', { name: template.name })), onError: notify.error });
  };

  const handleDuplicate = (template: ImportTemplate) =>
    save.mutate({ action: 'duplicate', id: template.id }, { onSuccess: (copy) => notify.success(t('list.duplicated', { name: copy?.name ?? '' })), onError: notify.error });

  const columns: TableColumnsType<ImportTemplate> = [
    {
      key: 'name',
      title: t('list.name'),
      render: (_, template) => (
        <Flex vertical gap={2}>
          <Link to={`/imports/${template.id}`} style={{ fontWeight: 600, color: palette.infoText }} data-testid={`template-link-${template.id}`}>
            {template.name}
          </Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('list.pills', { count: template.pills.length })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'runs',
      title: t('list.lastRuns'),
      render: (_, template) =>
        template.last_runs.length === 0 ? (
          <Typography.Text type="secondary">{t('list.noRun')}</Typography.Text>
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: spacing.xs }}>
            {template.last_runs.slice(0, 3).map((run) => {
              const date = dateFormat.format(new Date(run.created));
              return (
                <li key={run.id} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: spacing.sm }} data-testid={`run-${run.id}`}>
                  <Link to={`/imports/${template.id}/runs/${run.id}`} aria-label={t('list.runLink', { id: run.id, date, status: t(`status.${run.status}`) })} style={{ color: palette.infoText }}>
                    #{run.id} · {date}
                  </Link>
                  <RunStatusTag status={run.status} />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {shownCounts
                      .filter((name) => (run.counts[name] ?? 0) > 0)
                      .map((name) => t(`counts.${name}`, { count: run.counts[name] }))
                      .join(' · ')}
                  </Typography.Text>
                </li>
              );
            })}
          </ul>
        ),
    },
    { key: 'updated', title: t('list.updated'), width: 180, render: (_, template) => dateFormat.format(new Date(template.updated)) },
    {
      key: 'actions',
      title: t('list.actions'),
      width: 64,
      align: 'right',
      render: (_, template) => (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'duplicate', label: t('actions.duplicate'), onClick: () => handleDuplicate(template) },
              { key: 'rename', label: t('actions.rename'), onClick: () => setRenaming(template) },
              { key: 'delete', label: t('actions.delete'), danger: true, onClick: () => void handleDelete(template) },
            ],
          }}
        >
          <Button size="small" type="text" aria-label={t('actions.more', { name: template.name })} data-testid={`template-menu-${template.id}`}>
            ⋯
          </Button>
        </Dropdown>
      ),
    },
  ];

  const list = templates.data ?? [];
  return (
    <PageFrame
      title={t('pages.list.title')}
      breadcrumb={[t('area'), t('pages.list.title')]}
      actions={
        <Button type="primary" onClick={() => setCreating(true)} data-testid="new-import">
          {t('actions.new')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: -8, maxWidth: 820 }}>
        {t('pages.list.description')}
      </Typography.Paragraph>
      <Card variant="borderless" style={{ boxShadow: shadows.panel }} styles={{ body: { padding: list.length > 0 ? 0 : 24 } }}>
        {templates.isLoading && <Skeleton active paragraph={{ rows: 4 }} />}
        {templates.isError && (
          <Alert type="error" showIcon title={t('list.loadFailed')} action={<Button onClick={() => void templates.refetch()}>{t('actions.retry')}</Button>} />
        )}
        {templates.data && list.length === 0 && (
          <Empty description={<Typography.Text strong>{t('list.emptyTitle')}</Typography.Text>} data-testid="imports-empty">
            <Typography.Paragraph type="secondary" style={{ maxWidth: 520, margin: '0 auto 16px' }}>
              {t('list.emptyHelp')}
            </Typography.Paragraph>
            <Button type="primary" onClick={() => setCreating(true)}>
              {t('actions.new')}
            </Button>
          </Empty>
        )}
        {list.length > 0 && (
          <Table<ImportTemplate>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={list}
            pagination={false}
            onRow={(template) => ({ 'data-testid': `template-row-${template.id}` }) as React.HTMLAttributes<HTMLElement>}
          />
        )}
      </Card>
      <NewImportModal open={creating} onClose={() => setCreating(false)} onCreated={(template) => navigate(`/imports/${template.id}`)} />
      <NamePrompt
        open={renaming !== null}
        title={t('list.renameTitle')}
        initialName={renaming?.name ?? ''}
        maxLength={importLimits.templateNameLength}
        onClose={() => setRenaming(null)}
        onSubmit={async (name) => {
          if (!renaming) return;
          await save.mutateAsync({ action: 'rename', template: renaming, name });
          notify.success(t('list.renamed'));
        }}
      />
    </PageFrame>
  );
}
