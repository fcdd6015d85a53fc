import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@pimento/shared-kit/ui/planned-page';

/** clients: its real frame now; the content arrives with its own issue. */
export function ClientsPage() {
  const { t } = useTranslation('catalogue');
  return (
    <PlannedPage
      title={t('pages.clients.title')}
      breadcrumb={[t('area'), t('pages.clients.title')]}
      description={t('pages.clients.description')}
    />
  );
}
