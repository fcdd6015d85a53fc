import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@pimento/shared-kit/ui/planned-page';

/** priceAttributes: its real frame now; the content arrives with its own issue. */
export function PriceAttributesPage() {
  const { t } = useTranslation('catalogue');
  return (
    <PlannedPage
      title={t('pages.priceAttributes.title')}
      breadcrumb={[t('area'), t('pages.priceAttributes.title')]}
      description={t('pages.priceAttributes.description')}
    />
  );
}
