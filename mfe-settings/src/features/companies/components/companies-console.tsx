import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Input } from '@pimento/shared-kit/ui/antd-form';
import { Table, type TableColumnsType } from '@pimento/shared-kit/ui/antd-table';
import type { ConsoleCompanySummary } from '@pimento/shared-kit/contracts/companies-console';
import { spacing } from '@pimento/shared-kit/design/tokens';
// The console's strings, registered before it renders.
import '../../../i18n/companies-strings';
import { companiesPageSize, useConsoleCompanies } from '../api/companies-console';
import { CompanyPlanDrawer } from './company-plan-drawer';

/**
 * The superusers' companies console (docs/companies-console.md): every company of the platform,
 * searched and paged, each opened to change its plan limits, AI credits and features. The server
 * refuses anyone else; the screen is offered to superusers only.
 */
export function CompaniesConsole() {
  const { t } = useTranslation('settings');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [managed, setManaged] = useState<string | null>(null);
  const companies = useConsoleCompanies(search, page);

  const columns: TableColumnsType<ConsoleCompanySummary> = [
    { title: t('companiesConsole.name'), dataIndex: 'name', key: 'name', render: (name: string) => <Typography.Text strong>{name}</Typography.Text> },
    {
      title: t('companiesConsole.users'),
      key: 'users',
      render: (_, company) => (company.users_limit === null ? company.active_users : t('companiesConsole.usersOf', { used: company.active_users, limit: company.users_limit })),
    },
    { title: t('companiesConsole.features'), key: 'features', render: (_, company) => t('companiesConsole.featuresOf', { on: company.features_on, total: company.features_total }) },
    {
      title: t('companiesConsole.actions'),
      key: 'actions',
      render: (_, company) => (
        <Button size="small" onClick={() => setManaged(company.id)} aria-label={t('companiesConsole.manageLabel', { name: company.name })} data-testid="company-manage">
          {t('companiesConsole.manage')}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={spacing.lg} data-testid="companies-console">
      <Typography.Paragraph type="secondary">{t('companiesConsole.intro')}</Typography.Paragraph>
      <Input.Search
        allowClear
        aria-label={t('companiesConsole.search')}
        placeholder={t('companiesConsole.search')}
        style={{ maxWidth: 360 }}
        onSearch={(value) => {
          setSearch(value.trim());
          setPage(1);
        }}
        data-testid="companies-search"
      />
      {companies.isError ? (
        <Alert type="error" showIcon title={t('companiesConsole.loadFailed')} />
      ) : (
        <div data-testid="companies-table">
          <Table<ConsoleCompanySummary>
            rowKey="id"
            columns={columns}
            dataSource={companies.data?.results ?? []}
            loading={companies.isFetching}
            pagination={{ current: page, pageSize: companiesPageSize, total: companies.data?.count ?? 0, showSizeChanger: false, onChange: setPage, hideOnSinglePage: true }}
            locale={{ emptyText: t('companiesConsole.empty') }}
          />
        </div>
      )}
      <CompanyPlanDrawer companyId={managed} onClose={() => setManaged(null)} />
    </Flex>
  );
}
