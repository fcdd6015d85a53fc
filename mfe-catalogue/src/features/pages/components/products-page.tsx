import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@pimento/shared-kit/ui/planned-page';

/** products: its real frame now; the content arrives with its own issue. */
export function ProductsPage() {
  const { t } = useTranslation('catalogue');
  return (
    <PlannedPage
      title={t('pages.products.title')}
      breadcrumb={[t('area'), t('pages.products.title')]}
      description={t('pages.products.description')}
    />
  );
}
