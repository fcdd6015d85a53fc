import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@pimento/shared-kit/ui/planned-page';

/** objects: its real frame now; the content arrives with its own issue. */
export function ObjectsPage() {
  const { t } = useTranslation('catalogue');
  return (
    <PlannedPage
      title={t('pages.objects.title')}
      breadcrumb={[t('area'), t('pages.objects.title')]}
      description={t('pages.objects.description')}
    />
  );
}
