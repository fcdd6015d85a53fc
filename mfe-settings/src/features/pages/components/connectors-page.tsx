import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@pimento/shared-kit/ui/planned-page';

/** connectors: its real frame now; the content arrives with its own issue. */
export function ConnectorsPage() {
  const { t } = useTranslation('settings');
  return (
    <PlannedPage
      title={t('pages.connectors.title')}
      breadcrumb={[t('area'), t('pages.connectors.title')]}
      description={t('pages.connectors.description')}
    />
  );
}
