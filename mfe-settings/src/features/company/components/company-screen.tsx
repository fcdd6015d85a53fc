import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '@pimento/shared-kit/ui/antd-core';
import { Tabs } from '@pimento/shared-kit/ui/antd-content';
import { Skeleton } from '@pimento/shared-kit/ui/antd-frame';
import { PageFrame } from '@pimento/shared-kit/ui/page-frame';
import { useProfile } from '../../profile/api/profile';
import { useCompanyStoreData } from '../api/company';
import { GeneralTab } from './general-tab';
import { LanguagesTab } from './languages-tab';
import { SsoTab } from './sso-tab';
import { CompaniesConsole } from '../../companies/components/companies-console';

const tabKeys = ['company', 'languages', 'sso', 'companies'] as const;

/**
 * `/settings/company/?tab=…` (spec §2, §3): the company's settings, for its administrators. The
 * server checks the right on every change; the screen only spares others forms they cannot use.
 */
export function CompanyScreen() {
  const { t } = useTranslation('settings');
  const [searchParams, setSearchParams] = useSearchParams();
  const me = useProfile();
  const administrator = me.data !== undefined && (me.data.is_administrator || me.data.is_superuser);
  const superuser = me.data?.is_superuser === true;
  const storeData = useCompanyStoreData();
  const requested = searchParams.get('tab');
  // The companies console is the platform's, not the company's: offered to superusers alone.
  const active = tabKeys.find((key) => key === requested && (key !== 'companies' || superuser)) ?? 'company';
  const title = t('pages.company.title');

  const content = () => {
    if (me.isError || storeData.isError) return <Alert type="error" showIcon title={t('company.loadFailed')} />;
    if (me.isPending || storeData.isPending) return <Skeleton active />;
    if (!administrator) return <Alert type="info" showIcon title={t('company.administratorsOnly')} data-testid="company-administrators-only" />;
    const data = storeData.data;
    return (
      <Tabs
        activeKey={active}
        onChange={(key) => setSearchParams({ tab: key }, { replace: true })}
        items={[
          { key: 'company', label: t('tabs.company'), children: <GeneralTab storeData={data} /> },
          { key: 'languages', label: t('tabs.languages'), children: <LanguagesTab storeData={data} /> },
          { key: 'sso', label: t('tabs.sso'), children: <SsoTab storeData={data} /> },
          ...(superuser ? [{ key: 'companies', label: t('companiesConsole.tab'), children: <CompaniesConsole /> }] : []),
        ]}
      />
    );
  };

  return (
    <PageFrame title={title} breadcrumb={[t('area'), title]}>
      {content()}
    </PageFrame>
  );
}
