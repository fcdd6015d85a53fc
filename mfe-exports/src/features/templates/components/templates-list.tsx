import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Skeleton, Tag } from '@pimento/shared-kit/ui/antd-frame';
import { PageFrame } from '@pimento/shared-kit/ui/page-frame';
import type { ExportTemplateSummary } from '@pimento/shared-kit/contracts/export-templates';
import type { ExportRun } from '@pimento/shared-kit/contracts/exports';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { isFeatureOn } from '@pimento/shared-kit/remote/remote-props';
import { useRemoteProps } from '@pimento/shared-kit/remote/use-remote-props';
import { AssetExportsSection } from '../../asset-export/components/asset-exports-section';
import '../../../i18n/pdf-strings';
import { useExportRuns } from '../api/runs';
import { editorPaths, useExportTemplates, type TabularTemplateType } from '../api/templates';

const lastRunsShown = 3;

function LastRuns({ runs }: { runs: ExportRun[] }) {
  const { t } = useTranslation('exports');
  if (runs.length === 0) return <Typography.Text type="secondary">{t('list.noRuns')}</Typography.Text>;
  return (
    <Flex gap={spacing.xs} wrap>
      {runs.slice(0, lastRunsShown).map((run) => (
        <Tag key={run.id}>
          {run.status === 'finished' ? <a href={`/download/export/${run.id}/`}>{run.file_name}</a> : run.file_name} · {t(`runs.status.${run.status}`)}
        </Tag>
      ))}
    </Flex>
  );
}

const hasEditor = (type: ExportTemplateSummary['type']): type is TabularTemplateType => type in editorPaths;

/** `/exports/`: the templates by type, matrix first, each with the user's last runs of it; `switcher` leads to the feeds. */
export function TemplatesList({ switcher = null }: { switcher?: ReactNode }) {
  const { t } = useTranslation('exports');
  const { flags } = useRemoteProps();
  const templates = useExportTemplates();
  const runs = useExportRuns();
  const runsOf = (id: number) => (runs.data ?? []).filter((run) => run.template?.id === id);
  const ofType = (type: ExportTemplateSummary['type']) => (templates.data ?? []).filter((template) => template.type === type);
  const matrices = ofType('matrix');
  const productSheets = ofType('single_product_matrix');
  const catalogues = ofType('pdf');
  // Other types appear only when the company has some: their editors come later.
  const others = (templates.data ?? []).filter((template) => !hasEditor(template.type) && template.type !== 'asset_export');
  const row = (template: ExportTemplateSummary) => (
    <tr key={template.id} data-testid={`template-${template.id}`}>
      <th scope="row" style={{ textAlign: 'left', padding: spacing.sm }}>
        {hasEditor(template.type) ? <Link to={`${editorPaths[template.type]}${template.id}`}>{template.name}</Link> : template.name}
        {template.broken_columns_count > 0 && <Tag color="warning">{t('list.broken', { count: template.broken_columns_count })}</Tag>}
      </th>
      <td style={{ padding: spacing.sm }}>{hasEditor(template.type) ? `v${template.version}` : t(`types.${template.type}`)}</td>
      <td style={{ padding: spacing.sm }}>{hasEditor(template.type) ? <LastRuns runs={runsOf(template.id)} /> : t('list.coming')}</td>
    </tr>
  );
  const table = (caption: string, rows: ExportTemplateSummary[], editable: boolean) => (
    <table style={{ width: '100%', borderCollapse: 'collapse' }}>
      <caption style={{ textAlign: 'left' }}>
        <Typography.Title level={4}>{caption}</Typography.Title>
      </caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'left', padding: spacing.sm }}>{t('list.name')}</th>
          <th scope="col" style={{ textAlign: 'left', padding: spacing.sm }}>{editable ? t('list.version') : t('list.coming')}</th>
          <th scope="col" style={{ textAlign: 'left', padding: spacing.sm }}>{t('list.lastRuns')}</th>
        </tr>
      </thead>
      <tbody>{rows.map(row)}</tbody>
    </table>
  );
  return (
    <PageFrame
      title={t('pages.list.title')}
      breadcrumb={[t('area'), t('pages.list.title')]}
      actions={
        <Flex gap={spacing.sm} wrap>
          <Link to={editorPaths.matrix}>
            <Button type="primary" tabIndex={-1}>
              {t('newTemplate')}
            </Button>
          </Link>
          {isFeatureOn(flags, 'single_product_matrix_activated') && (
            <Link to={editorPaths.single_product_matrix}>
              <Button tabIndex={-1}>{t('productSheet.newTemplate')}</Button>
            </Link>
          )}
          {isFeatureOn(flags, 'pdf_activated') && (
            <Link to={editorPaths.pdf}>
              <Button tabIndex={-1}>{t('pdf.newTemplate')}</Button>
            </Link>
          )}
        </Flex>
      }
    >
      {switcher}
      {templates.isError && <Alert type="error" showIcon title={t('list.loadFailed')} />}
      {templates.isPending ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={spacing.xl}>
          {matrices.length === 0 ? <Typography.Text>{t('list.empty')}</Typography.Text> : table(t('list.matrix'), matrices, true)}
          {productSheets.length > 0 && table(t('list.singleProductMatrix'), productSheets, true)}
          {catalogues.length > 0 && table(t('list.pdf'), catalogues, true)}
          <AssetExportsSection templates={ofType('asset_export')} lastRuns={(id) => <LastRuns runs={runsOf(id)} />} />
          {others.length > 0 && table(t('list.others'), others, false)}
        </Flex>
      )}
    </PageFrame>
  );
}
