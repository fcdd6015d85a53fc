import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@pimento/shared-kit/ui/planned-page';

/** rights: its real frame now; the content arrives with its own issue. */
export function RightsPage() {
  const { t } = useTranslation('settings');
  return (
    <PlannedPage
      title={t('pages.rights.title')}
      breadcrumb={[t('area'), t('pages.rights.title')]}
      description={t('pages.rights.description')}
    />
  );
}
