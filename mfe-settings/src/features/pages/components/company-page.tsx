import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@pimento/shared-kit/ui/planned-page';

/** company: its real frame now; the content arrives with its own issue. */
export function CompanyPage() {
  const { t } = useTranslation('settings');
  return (
    <PlannedPage
      title={t('pages.company.title')}
      breadcrumb={[t('area'), t('pages.company.title')]}
      description={t('pages.company.description')}
    />
  );
}
