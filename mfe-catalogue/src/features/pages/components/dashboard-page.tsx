import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@pimento/shared-kit/ui/planned-page';

/** dashboard: its real frame now; the content arrives with its own issue. */
export function DashboardPage() {
  const { t } = useTranslation('catalogue');
  return (
    <PlannedPage
      title={t('pages.dashboard.title')}
      breadcrumb={[t('area'), t('pages.dashboard.title')]}
      description={t('pages.dashboard.description')}
    />
  );
}
