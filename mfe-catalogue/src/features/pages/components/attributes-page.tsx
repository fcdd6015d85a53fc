import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@pimento/shared-kit/ui/planned-page';

/** attributes: its real frame now; the content arrives with its own issue. */
export function AttributesPage() {
  const { t } = useTranslation('catalogue');
  return (
    <PlannedPage
      title={t('pages.attributes.title')}
      breadcrumb={[t('area'), t('pages.attributes.title')]}
      description={t('pages.attributes.description')}
    />
  );
}
