import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Card } from '@pimento/shared-kit/ui/antd-content';
import { Tag } from '@pimento/shared-kit/ui/antd-frame';
import { Table, type TableColumnsType } from '@pimento/shared-kit/ui/antd-table';
import type { CompletionDashboard as Dashboard } from '@pimento/shared-kit/contracts/completion';
import { errorMessage } from '@pimento/shared-kit/errors/catalogue';
import { shadows } from '@pimento/shared-kit/design/tokens';
import { PageFrame } from '@pimento/shared-kit/ui/page-frame';
import { ToneTag } from '@pimento/shared-kit/ui/tone-tag';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { useCompletionDashboard } from '../api/completion';
import { useOpenCompletionGap } from '../hooks/use-open-completion-gap';
import { completionTone } from '../lib/completion-tone';
import { completionGap } from './client-completion-card';
import { CompletionFigures } from './completion-figures';
import { CompletionStateAlert } from './completion-state-alert';
import { CompletionTrend } from './completion-trend';
import { DashboardOpenWork } from './dashboard-open-work';
import { WorstAttributes } from './worst-attributes';

type Furthest = Dashboard['furthest'][number];

const cardStyle = { boxShadow: shadows.panel };

/**
 * `/dashboard/` (docs/completion.md "Dashboard"): how ready the catalogue is — overall and over
 * time, then for each client with what it lacks before it can receive a file — the products
 * furthest from complete, then the reader's open work and the products never exported (a second
 * request, after the figures). Every figure that counts products opens the listing on them.
 */
export function CompletionDashboard() {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const dashboard = useCompletionDashboard();
  const openGap = useOpenCompletionGap();
  const frame = (children: React.ReactNode) => (
    <PageFrame title={t('pages.dashboard.title')} breadcrumb={[t('area'), t('pages.dashboard.title')]}>
      {children}
    </PageFrame>
  );
  if (dashboard.isError) return frame(<Alert type="error" showIcon title={t('common.loadFailed')} action={<Button onClick={() => dashboard.refetch()}>{t('actions.retry')}</Button>} />);
  if (dashboard.data === undefined) return frame(<Typography.Text type="secondary">{t('completion.dashboard.loading')}</Typography.Text>);
  const data = dashboard.data;
  const worstOf = (clientId: number | null) => data.worst_attributes.find((scope) => scope.client === clientId);

  const furthestColumns: TableColumnsType<Furthest> = [
    { key: 'sku', title: t('products.fields.sku'), render: (_, row) => <Link to={`/products/?product=${row.id}`}>{row.sku}</Link> },
    { key: 'name', title: t('products.fields.name'), dataIndex: 'name' },
    { key: 'percent', title: t('completion.title'), align: 'right', render: (_, row) => <ToneTag tone={completionTone(row.percent)}>{row.percent} %</ToneTag> },
    { key: 'missing', title: t('completion.dashboard.missing'), align: 'right', render: (_, row) => row.missing.toLocaleString(language === 'fr' ? 'fr-FR' : 'en-GB') },
  ];

  return frame(
    <Flex vertical gap={16} data-testid="completion-dashboard">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t(data.method === 'rules' ? 'completion.dashboard.introRules' : 'completion.dashboard.introFilled')}
      </Typography.Paragraph>
      <CompletionStateAlert state={data.state} />
      <Card variant="borderless" style={cardStyle} title={<h3 style={{ margin: 0, fontSize: 16 }}>{t('completion.dashboard.catalogue')}</h3>}>
        <Flex vertical gap={12}>
          <CompletionFigures summary={data.overall} onOpen={openGap} testId="dashboard-overall" />
          <WorstAttributes worst={worstOf(null)} testId="dashboard-overall-worst" />
        </Flex>
      </Card>
      <Card variant="borderless" style={cardStyle} title={<h3 style={{ margin: 0, fontSize: 16 }}>{t('completion.trend.title')}</h3>}>
        <CompletionTrend dashboard={data} />
      </Card>
      {data.clients.length > 0 && (
        <section aria-labelledby="dashboard-clients-title">
          <h3 id="dashboard-clients-title" style={{ fontSize: 16, margin: '8px 0 12px' }}>
            {t('completion.dashboard.clients')}
          </h3>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(420px, 1fr))', gap: 16 }}>
            {data.clients.map(({ summary, problems }) => {
              const client = summary.client!;
              return (
                <Card
                  key={client.id}
                  variant="borderless"
                  style={cardStyle}
                  data-testid={`dashboard-client-${client.id}`}
                  title={
                    <h4 style={{ margin: 0, fontSize: 15 }}>
                      <Link to={`/clients/?client=${client.id}`}>{client.name}</Link>
                    </h4>
                  }
                >
                  <Flex vertical gap={12}>
                    <Flex gap={4} wrap aria-label={t('completion.dashboard.lacks')} role="group" data-testid={`dashboard-client-${client.id}-problems`}>
                      {problems.length === 0 ? <ToneTag tone="success">{t('clients.ready')}</ToneTag> : problems.map((problem) => <Tag key={problem}>{errorMessage(problem, language)}</Tag>)}
                    </Flex>
                    <CompletionFigures summary={summary} onOpen={openGap} testId={`dashboard-client-${client.id}-figures`} />
                    <WorstAttributes worst={worstOf(client.id)} testId={`dashboard-client-${client.id}-worst`} />
                    {summary.products > 0 && (
                      <div>
                        <Button onClick={() => openGap({ clientId: client.id, to: completionGap - 1 })} data-testid={`dashboard-client-${client.id}-below`}>
                          {t('completion.card.below', { percent: completionGap })}
                        </Button>
                      </div>
                    )}
                  </Flex>
                </Card>
              );
            })}
          </div>
        </section>
      )}
      <Card
        variant="borderless"
        style={cardStyle}
        title={<h3 style={{ margin: 0, fontSize: 16 }}>{t('completion.dashboard.furthest')}</h3>}
        extra={
          data.furthest.length > 0 ? (
            <Button onClick={() => openGap({ clientId: null, to: 99 })} data-testid="dashboard-furthest-open">
              {t('completion.dashboard.openIncomplete')}
            </Button>
          ) : undefined
        }
      >
        {data.furthest.length === 0 ? (
          <Typography.Text type="secondary">{t(data.overall.products === 0 ? 'completion.dashboard.noFigures' : 'completion.dashboard.allComplete')}</Typography.Text>
        ) : (
          <Table<Furthest> rowKey="id" size="small" columns={furthestColumns} dataSource={data.furthest} pagination={false} data-testid="dashboard-furthest" />
        )}
      </Card>
      <DashboardOpenWork />
    </Flex>,
  );
}
