import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@pimento/shared-kit/ui/planned-page';

/** prices: its real frame now; the content arrives with its own issue. */
export function PricesPage() {
  const { t } = useTranslation('catalogue');
  return (
    <PlannedPage
      title={t('pages.prices.title')}
      breadcrumb={[t('area'), t('pages.prices.title')]}
      description={t('pages.prices.description')}
    />
  );
}
