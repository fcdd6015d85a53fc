import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@pimento/shared-kit/ui/planned-page';

/** user: its real frame now; the content arrives with its own issue. */
export function UserPage() {
  const { t } = useTranslation('settings');
  return (
    <PlannedPage
      title={t('pages.user.title')}
      breadcrumb={[t('area'), t('pages.user.title')]}
      description={t('pages.user.description')}
    />
  );
}
