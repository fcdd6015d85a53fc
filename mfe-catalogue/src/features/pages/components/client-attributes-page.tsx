import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@pimento/shared-kit/ui/planned-page';

/** clientAttributes: its real frame now; the content arrives with its own issue. */
export function ClientAttributesPage() {
  const { t } = useTranslation('catalogue');
  return (
    <PlannedPage
      title={t('pages.clientAttributes.title')}
      breadcrumb={[t('area'), t('pages.clientAttributes.title')]}
      description={t('pages.clientAttributes.description')}
    />
  );
}
