import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Card } from '@pimento/shared-kit/ui/antd-content';
import type { DashboardWork } from '@pimento/shared-kit/contracts/completion';
import { shadows } from '@pimento/shared-kit/design/tokens';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { useListingStore } from '../../products/stores/listing-store';
import { useDashboardWork } from '../api/completion';

const cardStyle = { boxShadow: shadows.panel };

/** Where an export template is edited, by its type (FAB-DIS's path needs its version: the list). */
const templatePath = (template: DashboardWork['never_exported']['templates'][number]) =>
  ({ matrix: `/exports/matrix/${template.id}`, single_product_matrix: `/exports/single-product-matrix/${template.id}`, pdf: `/exports/pdf/${template.id}`, bmecat: `/exports/bmecat/${template.id}` })[
    template.type
  ] ?? '/exports/';

/**
 * The dashboard's second part (docs/completion.md "Dashboard"), read after the figures: the
 * reader's open work (tasks waiting, running or failed, imports verified and waiting for a
 * launch) and the products never exported, overall and per export template, each opening the
 * listing on the products created since the last run.
 */
export function DashboardOpenWork() {
  const { t } = useTranslation('catalogue');
  const { t: shell, i18n } = useTranslation('shell');
  const language = useInterfaceLanguage();
  const work = useDashboardWork();
  const navigate = useNavigate();
  const setFilters = useListingStore((state) => state.setFilters);
  const setSort = useListingStore((state) => state.setSort);
  const number = (value: number) => value.toLocaleString(language === 'fr' ? 'fr-FR' : 'en-GB');
  const when = (value: string) => new Date(value).toLocaleString(language === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  /** The listing on the products created after `since` (none: every product), newest first. */
  const openCreatedSince = (since: string | null) => {
    setFilters('product', since === null ? [] : [{ field: 'created', operator: 'gt', value: since }]);
    setSort('product', { field: 'created', direction: 'desc' });
    void navigate('/products/');
  };
  /** As the tasks panel names them: an import step by its template, otherwise by type. */
  const taskTitle = (type: string, subject: Record<string, unknown>) => {
    const template = typeof subject.template === 'string' ? subject.template : null;
    if (template !== null && i18n.exists(`tasks.importStep.${type}`, { ns: 'shell' })) return shell(`tasks.importStep.${type}`, { template });
    const key = `tasks.types.${type.replace(/\./g, '_')}`;
    return i18n.exists(key, { ns: 'shell' }) ? shell(key) : shell('tasks.types.other');
  };

  if (work.isError) return <Alert type="error" showIcon title={t('common.loadFailed')} action={<Button onClick={() => work.refetch()}>{t('actions.retry')}</Button>} />;
  if (work.data === undefined) return <Typography.Text type="secondary">{t('completion.dashboard.loading')}</Typography.Text>;
  const { tasks, imports, never_exported: never } = work.data;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(420px, 1fr))', gap: 16 }}>
      <Card variant="borderless" style={cardStyle} title={<h3 style={{ margin: 0, fontSize: 16 }}>{t('completion.work.title')}</h3>} data-testid="dashboard-work">
        <Flex vertical gap={12}>
          <section aria-labelledby="dashboard-work-tasks">
            <h4 id="dashboard-work-tasks" style={{ margin: '0 0 4px', fontSize: 14 }}>{t('completion.work.tasks')}</h4>
            {tasks.length === 0 ? (
              <Typography.Text type="secondary">{t('completion.work.noTask')}</Typography.Text>
            ) : (
              <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="dashboard-work-tasks">
                {tasks.map((task) => (
                  <li key={task.id}>
                    {t('completion.work.task', { title: taskTitle(task.type, task.subject), status: shell(`tasks.status.${task.status}`), when: when(task.created_at) })}
                  </li>
                ))}
              </ul>
            )}
            {tasks.length > 0 && <Typography.Text type="secondary">{t('completion.work.tasksPanel')}</Typography.Text>}
          </section>
          <section aria-labelledby="dashboard-work-imports">
            <h4 id="dashboard-work-imports" style={{ margin: '0 0 4px', fontSize: 14 }}>{t('completion.work.imports')}</h4>
            {imports.length === 0 ? (
              <Typography.Text type="secondary">{t('completion.work.noImport')}</Typography.Text>
            ) : (
              <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="dashboard-work-imports">
                {imports.map((run) => {
                  const label = t('completion.work.import', { template: run.template_name ?? t('completion.work.importNoTemplate'), count: run.rows, formatted: number(run.rows) });
                  return <li key={run.id}>{run.template_id === null ? label : <Link to={`/imports/${run.template_id}/runs/${run.id}`}>{label}</Link>}</li>;
                })}
              </ul>
            )}
          </section>
        </Flex>
      </Card>
      <Card variant="borderless" style={cardStyle} title={<h3 style={{ margin: 0, fontSize: 16 }}>{t('completion.neverExported.title')}</h3>} data-testid="dashboard-never-exported">
        <Flex vertical gap={12}>
          <Typography.Paragraph style={{ margin: 0 }} data-testid="dashboard-never-exported-overall">
            {never.since === null
              ? t('completion.neverExported.noRun', { count: never.products, formatted: number(never.products) })
              : t('completion.neverExported.since', { count: never.products, formatted: number(never.products), when: when(never.since) })}
          </Typography.Paragraph>
          {never.products > 0 && (
            <div>
              <Button onClick={() => openCreatedSince(never.since)} data-testid="dashboard-never-exported-open">
                {t('completion.neverExported.open')}
              </Button>
            </div>
          )}
          {never.templates.length > 0 && (
            <section aria-labelledby="dashboard-never-exported-templates">
              <h4 id="dashboard-never-exported-templates" style={{ margin: '0 0 4px', fontSize: 14 }}>{t('completion.neverExported.byExport')}</h4>
              <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="dashboard-never-exported-templates">
                {never.templates.map((template) => (
                  <li key={template.id}>
                    <Link to={templatePath(template)}>{template.name}</Link>
                    {' — '}
                    {t('completion.neverExported.template', { count: template.products, formatted: number(template.products), when: when(template.since) })}
                    {template.products > 0 && (
                      <>
                        {' '}
                        <Button type="link" size="small" onClick={() => openCreatedSince(template.since)} aria-label={t('completion.neverExported.openFor', { name: template.name })}>
                          {t('completion.neverExported.openShort')}
                        </Button>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </Flex>
      </Card>
    </div>
  );
}
